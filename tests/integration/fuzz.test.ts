/**
 * Hostile input on the BUILT Worker: every route that takes a POST (a route module with an
 * action, and every resource route under /api and /auth) is found in the build's own route
 * table, then sent malformed bodies on each site that serves it — JSON to form actions, forms
 * to JSON APIs, wrong and missing content types, empty, huge (declared and chunked) and
 * invalid UTF-8 bodies, repeated and very long fields, prototype keys, unknown intents,
 * missing fields, lists where one value is expected — signed out and signed in. Each answer is
 * a 4xx that says what is wrong (a page in the site's language, JSON for the APIs), never a
 * 5xx, and nothing is stored. Requests come from the site's own origin, so the cross-site
 * refusal is not what answers.
 *
 * Then every route of the build (pages, resource routes, the provider's) is sent a body with
 * every method, GET and HEAD included, over a raw connection (fetch will not send those): a
 * method the route takes is answered as without the body, any other is a 405 with an Allow
 * header and words, never a 5xx. And every form that takes an e-mail address is sent addresses
 * no mail server takes (tests/support/hostile-emails.ts): each is a 4xx with a message, and
 * nothing is sent or stored.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { getTenant } from "../../tenants";
import { routeTable, type RouteKey } from "../../tenants/routes";
import { MAX_BODY_BYTES } from "../../workers/http/body";
import { HOSTILE_EMAILS } from "../support/hostile-emails";
import { codeIn, startSmtpCatcher, type SmtpCatcher } from "../support/inbox";
import { type RawAnswer, rawRequest } from "../support/raw-http";
import { repetitions, STRESS } from "../support/stress";
import { startSite, TENANT_IDS, type Site } from "./harness";
import { parseHtml, textOf } from "./html";
import { testNow } from "../support/clock";

const root = new URL("../../", import.meta.url).pathname;
/**
 * Random bodies in the fast-check test: 200 in `npm test` (every route × site × malformed body
 * above is sent whatever this number), 1,000 in `npm run test:stress`; FUZZ_RUNS sets any other.
 */
const RANDOM_RUNS = repetitions(200, 1000, process.env.FUZZ_RUNS);
/**
 * The malformed bodies: in `npm test` each route module gets every one, on one of the sites and
 * localized paths that serve it and in one of the two sign-in states, the three turning with
 * the body and the route (so each site and state gets each kind of body across the routes);
 * `npm run test:stress` (or FUZZ_EVERY_SITE=1) sends every body to every path on every site,
 * signed in and out.
 */
const EVERY_SITE = STRESS || process.env.FUZZ_EVERY_SITE === "1";
const ACCOUNTS = "accounts.localhost";

type BuiltRoute = { id: string; path: string; action: boolean; component: boolean };
type Target = { host: string; language: string; path: string; route: BuiltRoute };

/**
 * The route table of build/index.js, read by the Worker runtime itself: the bundle imports
 * `cloudflare:` modules Node cannot load, so a small module beside it exports the table and
 * answers it as JSON from a throwaway Miniflare.
 */
async function builtRoutes(): Promise<BuiltRoute[]> {
  const bundle = readFileSync(join(root, "build/index.js"), "utf8");
  const name = /([\w$]+)=\{root:\{id:"root",parentId:void 0/.exec(bundle)?.[1];
  if (!name) throw new Error("build/index.js: the route table was not found (run npm run build)");
  const mf = new Miniflare({
    modules: [
      {
        type: "ESModule",
        path: join(root, "build/fuzz-routes.js"),
        contents: `import { routes } from "./index.js";
export default { fetch: () => Response.json(Object.values(routes).map((r) => ({ id: r.id, path: r.path ?? "", action: typeof r.module.action === "function", component: typeof r.module.default === "function" }))) };`,
      },
      { type: "ESModule", path: join(root, "build/index.js"), contents: `${bundle}\nexport { ${name} as routes };` },
    ],
    compatibilityDate: /compatibility_date\s*=\s*"([^"]+)"/.exec(readFileSync(join(root, "wrangler.toml"), "utf8"))![1]!,
    compatibilityFlags: ["nodejs_compat"],
  });
  try {
    const response = await mf.dispatchFetch("http://routes.invalid/");
    return (await response.json()) as BuiltRoute[];
  } finally {
    await mf.dispose();
  }
}

/** Each site that serves the route at this path (a localized route only on its path-locale's sites; the identity provider on its own host). */
function targetsOf(route: BuiltRoute): Target[] {
  const localized = /^(.+)--\d+$/.exec(route.id)?.[1];
  if (route.path.startsWith("/oidc/")) return [{ host: ACCOUNTS, language: getTenant("int")!.language, path: route.path, route }];
  return TENANT_IDS.flatMap((id) => {
    const tenant = getTenant(id)!;
    // The table, not href(): a route with a parameter (a poll's token) is posted to as built, ":token" and all.
    if (localized && routeTable[localized as RouteKey]?.[tenant.pathLocale] !== route.path) return [];
    return [{ host: `${id}.localhost`, language: tenant.language, path: route.path, route }];
  });
}

const text = (value: string) => new TextEncoder().encode(value);
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const JSON_TYPE = { "Content-Type": "application/json" };
/** Seven fields this long stay under the body cap: the action reads them all. */
const long = "x".repeat(8_000);

/**
 * A body past the cap, its length declared or not (sent chunked), sent whole: the Worker reads
 * what it refuses to its end before answering (workers/http/body.ts), so the answer comes
 * once the last byte is in, never as a reset.
 */
function chunked(declared: boolean): RequestInit {
  // Past the cap by a few chunks.
  const total = MAX_BODY_BYTES + 6 + 4 * 16 * 1024;
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const chunk = sent === 0 ? text("email=") : new Uint8Array(16 * 1024).fill(0x61);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  // Declared, the length is stated outright (Miniflare's fetch would otherwise send no length).
  const headers = declared ? { ...FORM, "Content-Length": String(total) } : FORM;
  return { body, headers, duplex: "half" } as RequestInit;
}

/**
 * A body under the cap sent in 16 KiB steps that stop once the answer is in: a route that
 * answers without reading (a 405, a 415) closes the connection, and a client still writing
 * would see a reset instead of that answer.
 */
function paced(bytes: Uint8Array): RequestInit & { answered: () => void } {
  let done = false;
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (at > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      if (done || at >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.subarray(at, at + 16 * 1024));
      at += 16 * 1024;
    },
  });
  return {
    body,
    headers: { ...FORM, "Content-Length": String(bytes.byteLength) },
    duplex: "half",
    answered: () => (done = true),
  } as RequestInit & { answered: () => void };
}

function multipart(parts: [string, string | Blob][]): RequestInit {
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  return { body: form };
}

/** The malformed bodies, by name: each call makes a fresh request body. */
const BODIES: Record<string, () => RequestInit> = {
  "JSON object": () => ({
    body: JSON.stringify({ intent: "add", travelId: 1, email: "fuzz@example.com", currency: "EUR", id: "x", token: "a.b.c" }),
    headers: JSON_TYPE,
  }),
  "JSON with lists for strings": () => ({
    body: JSON.stringify({ email: ["fuzz@example.com"], otp: [123456], textSearch: ["x"], page: [1], intent: ["add"] }),
    headers: JSON_TYPE,
  }),
  "JSON array": () => ({ body: "[1,2,3]", headers: JSON_TYPE }),
  "JSON string": () => ({ body: '"fuzz@example.com"', headers: JSON_TYPE }),
  "broken JSON": () => ({ body: '{"email":', headers: JSON_TYPE }),
  "JSON prototype keys": () => ({
    body: '{"__proto__":{"textSearch":"x","email":"fuzz@example.com"},"constructor":{"prototype":{"page":-1}},"page":"x","email":{"__proto__":null}}',
    headers: JSON_TYPE,
  }),
  "invalid UTF-8 JSON": () => ({
    body: new Uint8Array([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
    headers: JSON_TYPE,
  }),
  "text/plain": () => ({ body: "email=fuzz%40example.com&intent=add", headers: { "Content-Type": "text/plain" } }),
  "no Content-Type": () => ({ body: text("email=fuzz%40example.com&intent=add") }),
  XML: () => ({ body: "<a>1</a>", headers: { "Content-Type": "application/xml" } }),
  "empty form": () => ({ body: "", headers: FORM }),
  "empty, no type": () => ({ body: "" }),
  "huge, declared": () => chunked(true),
  "huge, chunked": () => chunked(false),
  "invalid UTF-8 form": () => ({
    body: new Uint8Array([...text("intent="), 0xff, 0xfe, ...text("&email="), 0xc3, 0x28, ...text("&travelId="), 0xed, 0xa0, 0x80]),
    headers: FORM,
  }),
  "repeated fields": () => ({
    body: "intent=add&intent=remove&travelId=x&travelId=2&email=a&email=fuzz%40example.com&currency=XXX&currency=EUR&flow=nope&flow=wishlist",
    headers: FORM,
  }),
  "very long fields": () =>
    paced(
      text(
        new URLSearchParams({
          intent: long,
          email: `${long}@example.com`,
          travelId: long,
          returnTo: `/${long}`,
          currency: long,
          token: long,
          id: long,
        }).toString(),
      ),
    ),
  "prototype keys": () => ({
    body: "__proto__=1&__proto__[intent]=add&constructor[prototype][email]=x&prototype=1&toString=1&hasOwnProperty=1",
    headers: FORM,
  }),
  "unknown intent": () => ({ body: "intent=drop-everything&flow=wishlist&type=travel-1&travelId=1&grant_type=password", headers: FORM }),
  "missing fields": () => ({ body: "returnTo=%2F", headers: FORM }),
  "lists for strings": () => ({ body: "intent[]=add&email[]=fuzz%40example.com&travelId[]=1&currency[]=EUR&id[]=x", headers: FORM }),
  "broken multipart": () => ({ body: "--zz\r\nnot a part", headers: { "Content-Type": "multipart/form-data; boundary=zz" } }),
  "multipart, no boundary": () => ({ body: "--zz\r\n\r\n", headers: { "Content-Type": "multipart/form-data" } }),
  "files for strings": () =>
    multipart([
      ["intent", new Blob(["add"])],
      ["email", new File(["fuzz@example.com"], "e.txt")],
      ["travelId", new Blob(["1"])],
      ["currency", new Blob(["EUR"])],
    ]),
};

/**
 * Answers that are not refusals by design, whatever the body: signing out reads no body (any
 * POST signs out, and so does the identity provider's end-session, whose fields are all
 * optional); a signed-in person's newsletter form needs no field; a signed-in person
 * on the sign-in page goes back where they came from; the provider's account page asks to sign
 * in first, and its sign-in page without a flow goes to the authorization endpoint; an empty
 * body to the search API is the default search. 202 is a redirect through `.data`.
 */
function acceptedByDesign(target: Target, path: string, body: string, signedIn: boolean, response: Response): boolean {
  const { status } = response;
  const redirected = status === 303 || (path.endsWith(".data") && status === 202);
  const location = response.headers.get("Location") ?? response.headers.get("X-Remix-Redirect") ?? "";
  switch (target.route.id) {
    case "logout":
      return status === 303;
    case "oidc-end-session":
      // Every field is optional (RP-initiated logout): whatever was posted, the page says the person is signed out.
      return status < 500;
    case "newsletter":
    case "auth-sign-in":
      return signedIn && redirected;
    case "oidc-account":
      return redirected && location.startsWith("/oidc/sign-in");
    case "oidc-sign-in":
      return redirected && location.startsWith("/oidc/authorize");
    case "api-travels":
    case "api-travels-paginated":
    case "api-tours":
      return status === 200 && body.startsWith("empty");
    default:
      return false;
  }
}

let site: Site;
let inbox: SmtpCatcher;
let session: string;
let targets: Target[];
/** Every route of the build on each site that serves it, the root layout aside. */
let everyTarget: Target[];

const TABLES = ["users", "wishlist_items", "notify_subscriptions", "one_time_codes", "refresh_tokens", "oidc_codes"];
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const exists = await site.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").bind(table).first();
    // A session renews itself every 15 minutes by rotating its refresh token within its family;
    // a long run on a loaded machine sees that, and it is not something a body stored.
    const counted = table === "refresh_tokens" ? "COUNT(DISTINCT family_id)" : "COUNT(*)";
    if (exists) counts[table] = (await site.db.prepare(`SELECT ${counted} AS n FROM ${table}`).first<{ n: number }>())!.n;
  }
  counts.newsletter = (await site.db.prepare("SELECT COUNT(*) AS n FROM users WHERE newsletter = 1").first<{ n: number }>())!.n;
  return counts;
}

async function send(target: Target, path: string, init: RequestInit & { answered?: () => void }, cookie?: string): Promise<Response> {
  const { answered, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set("Origin", `http://${target.host}`);
  if (cookie) headers.set("Cookie", cookie);
  try {
    const response = await site.dispatch(`http://${target.host}${path}`, { ...rest, method: "POST", headers });
    // The answer is read in full before a held upload may go on (and be cut by the server).
    return new Response(await response.arrayBuffer(), response);
  } finally {
    answered?.();
  }
}

type Outcome = { where: string; status: number; problem: string | null };

/** What a refusal must look like: a 4xx with a message a person (or a client) can read. */
async function judge(target: Target, path: string, kind: string, response: Response, signedIn: boolean): Promise<string | null> {
  const body = await response.text();
  if (response.status >= 500) return `${response.status}: ${body.slice(0, 200)}`;
  if (acceptedByDesign(target, path, kind, signedIn, response)) return null;
  if (response.status < 400) return `${response.status} (not a refusal) Location=${response.headers.get("Location")}`;
  if (/\bat .*\.(js|ts):\d+/.test(body)) return "a stack trace in the answer";
  const type = response.headers.get("Content-Type") ?? "";
  if (body.trim() === "") return `${response.status} with an empty body`;
  if (type.includes("json")) {
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return "JSON that does not parse";
    }
    const error = json.error as { code?: unknown; message?: unknown } | string | undefined;
    const errors = json.errors as { formErrors?: unknown[]; fieldErrors?: Record<string, unknown> } | undefined;
    const said =
      (typeof error === "object" && error !== null && typeof error.message === "string" && error.message.length > 0) ||
      (typeof error === "string" && (typeof json.error_description === "string" || error.length > 0)) ||
      (errors !== undefined && ((errors.formErrors?.length ?? 0) > 0 || Object.keys(errors.fieldErrors ?? {}).length > 0)) ||
      typeof json.error === "string";
    return said ? null : `JSON without an error message: ${body.slice(0, 120)}`;
  }
  if (type.includes("text/html")) {
    if (!new RegExp(`<html[^>]*lang="${target.language}"`).test(body)) return `a page not in the site's language (${target.language})`;
    // The page says what went wrong where a person reads it (a form message, an alert).
    // (or the site's error page, titled, when the URL itself names nothing: a modal step with no flow).
    const said = parseHtml(body)
      .querySelectorAll("[role=alert], [role=status], .form-message, .error-cover #error-title")
      .some((element) => textOf(element) !== "");
    return said ? null : "a page that does not say what is wrong";
  }
  if (path.endsWith(".data")) return null;
  return type.startsWith("text/plain") ? null : `an answer of type "${type}"`;
}

async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return out;
}

beforeAll(async () => {
  inbox = await startSmtpCatcher();
  site = await startSite({ bindings: { SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port) }, seed: { scale: 1, today: testNow() } });
  const routes = await builtRoutes();
  const posting = routes.filter((route) => route.action || /^\/(api|auth)\//.test(route.path));
  targets = posting.flatMap(targetsOf);
  everyTarget = routes.filter((route) => route.id !== "root").flatMap(targetsOf);
  // Signed in through the real code flow (the mail is caught by the test's SMTP server).
  const email = "fuzz.signed.in@example.com";
  const post = (path: string, body: unknown) => site.fetch("uk", path, { method: "POST", headers: JSON_TYPE, body: JSON.stringify(body) });
  expect((await post("/auth/generate-otp", { email, marketingConsent: false })).status).toBe(200);
  const done = await post("/auth/complete-otp", { email, otp: codeIn(await inbox.waitForMail({ to: email })) });
  session = done.headers
    .getSetCookie()
    .find((c) => c.startsWith("caravan_session="))!
    .split(";")[0]!;
});
afterAll(async () => {
  await site?.close();
  await inbox?.close();
});

/**
 * Targets grouped by the route module that answers them. A page served at several localized
 * paths is one module under several route ids ("wishlist--0", "wishlist--1"…): in `npm test`
 * its paths and sites take turns as one route's; stress runs keep each path a route of its own.
 */
function byModule(list: Target[]): Map<string, Target[]> {
  const groups = new Map<string, Target[]>();
  for (const target of list) {
    const key = EVERY_SITE ? target.route.id : target.route.id.replace(/--\d+$/, "");
    groups.set(key, [...(groups.get(key) ?? []), target]);
  }
  return groups;
}

describe("every POST route of the build, every site, malformed bodies", () => {
  it("finds the routes in the build: the form actions and the JSON APIs", () => {
    const ids = new Set(targets.map((t) => t.route.id));
    for (const id of [
      "newsletter",
      "currency",
      "account-modal-steps",
      "auth-generate-otp",
      "auth-complete-otp",
      "api-travels",
      "api-tours",
      "beans-close",
      "notify-unsubscribe",
      "oidc-token",
    ])
      expect(ids).toContain(id);
    expect([...ids].some((id) => id.startsWith("wishlist--"))).toBe(true);
    // The localized wishlist is served on every site, each at its own path.
    expect(new Set(targets.filter((t) => t.route.id.startsWith("wishlist--")).map((t) => t.host)).size).toBe(TENANT_IDS.length);
  });

  for (const signedIn of [false, true]) {
    it(`answers each malformed body with a 4xx and a message, never a 5xx, storing nothing (${signedIn ? "signed in" : "signed out"})`, async () => {
      const before = await rowCounts();
      // Signing out reads no body: signed in, it would end the session the other cases use.
      const byRoute = byModule(targets.filter((target) => !(signedIn && target.route.id === "logout")));
      // A page's action is posted to its path and to its data URL.
      const pathsOf = ({ route, path }: Target) => (route.component ? [path, `${path === "/" ? "/_root" : path}.data`] : [path]);
      const cases = [...byRoute.values()].flatMap((sites, r) =>
        Object.keys(BODIES).flatMap((body, b) => {
          // In `npm test` each route takes every body in one of the two states, turning with the
          // route and the body (so each state gets each body across the routes), on one of its
          // sites; stress runs send every body in both states to every site.
          if (!EVERY_SITE && (r + b) % 2 !== (signedIn ? 1 : 0)) return [];
          const chosen = EVERY_SITE ? sites : [sites[(r + b) % sites.length]!];
          return chosen.flatMap((target) => pathsOf(target).map((path) => ({ target, path, body })));
        }),
      );
      const outcomes: Outcome[] = await inBatches(cases, 8, async ({ target, path, body }) => {
        const where = `${target.host}${path} ${body}`;
        let response: Response | null = null;
        let failure: unknown = null;
        // A route that answers without reading the body (a 405, a 415) closes the connection;
        // a client still writing then sees a reset before the answer. That is the transport,
        // not the route: the same request is sent again (a fresh body), up to three times.
        for (let attempt = 0; attempt < 3 && !response; attempt++) {
          try {
            response = await send(target, path, BODIES[body]!(), signedIn ? session : undefined);
          } catch (error) {
            failure = error;
            if (!/ECONNRESET|EPIPE/.test(String((error as Error).cause))) break;
          }
        }
        if (!response) return { where, status: 0, problem: `no answer: ${String((failure as Error).cause ?? failure)}` };
        return { where, status: response.status, problem: await judge(target, path, body, response, signedIn) };
      });
      console.log(
        `fuzz (${signedIn ? "signed in" : "signed out"}): ${new Set(cases.map((c) => c.target.route.id)).size} routes, ${targets.length} route × site targets, ${Object.keys(BODIES).length} bodies: ${outcomes.length} requests`,
      );
      const problems = outcomes.filter((o) => o.problem !== null).map((o) => `${o.where}: ${o.problem}`);
      expect(problems).toEqual([]);
      expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);
      const after = await rowCounts();
      // Only the signed-in newsletter form may change something: the person's own subscription.
      expect({ ...after, newsletter: 0 }).toEqual({ ...before, newsletter: 0 });
      expect(after.newsletter! - before.newsletter!).toBe(signedIn ? 1 : 0);
    }, 600_000);
  }

  it("random bodies, types and fields (fast-check): never a 5xx, never a stored row", async () => {
    const before = await rowCounts();
    const field = fc.constantFrom(
      "intent",
      "email",
      "travelId",
      "tourId",
      "subscriptionId",
      "flow",
      "type",
      "returnTo",
      "currency",
      "otp",
      "token",
      "id",
      "grant_type",
      "__proto__",
      "constructor",
    );
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: "binary", maxLength: 20 }),
      fc.constantFrom("remove", "wishlist", "travel-1", "fuzz@example.com", "//evil.com", "EUR", "123456"),
    );
    const body = fc.oneof(
      fc
        .array(fc.tuple(field, value), { maxLength: 8 })
        .map((pairs) => ({ body: new URLSearchParams(pairs).toString(), headers: FORM }) as RequestInit),
      fc
        .dictionary(field, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 })
        .map((object) => ({ body: JSON.stringify(object), headers: JSON_TYPE }) as RequestInit),
      fc
        .tuple(
          fc.uint8Array({ maxLength: 300 }),
          fc.constantFrom(...Object.values({ ...FORM }), "application/json", "multipart/form-data; boundary=x", "text/plain", ""),
        )
        .map(([bytes, type]) => ({ body: bytes, headers: type ? { "Content-Type": type } : {} }) as RequestInit),
    );
    const routeTargets = targets.filter(
      (t) =>
        t.route.id !== "logout" && t.route.id !== "newsletter" && t.route.id !== "auth-generate-otp" && t.route.id !== "auth-complete-otp",
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routeTargets), body, fc.boolean(), async (target, init, signedIn) => {
        const response = await send(target, target.path, init, signedIn ? session : undefined);
        const answer = await response.text();
        expect(response.status, `${target.host}${target.path}: ${answer.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: RANDOM_RUNS },
    );
    expect(await rowCounts()).toEqual(before);
  }, 600_000);
});

/** The methods a hand-made request may carry (fetch refuses CONNECT, TRACE and TRACK outright). */
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** The bodies of the method sweep, written as a raw request sends them. */
const SWEEP_BODIES: Record<string, { body: string; headers: Record<string, string> }> = {
  form: { body: "intent=add&email=fuzz%40example.com&travelId=1&returnTo=%2F", headers: FORM },
  JSON: { body: '{"email":"fuzz@example.com","intent":"add","travelId":1}', headers: JSON_TYPE },
  "empty, length 0": { body: "", headers: {} },
  chunked: { body: "x=1", headers: { ...FORM, "Transfer-Encoding": "chunked" } },
  "text/plain": { body: "hello", headers: { "Content-Type": "text/plain" } },
};

/** A path to send to: the route's own, its parameters as written (":travel"), the catch-all as an unknown page. */
const sweepPath = (target: Target) => (target.path === "*" ? "/fuzz-no-such-page" : target.path);

/**
 * What the sweep accepts: no 5xx, no stack trace; a 405 names what the route takes and says
 * why: a page headed "method not allowed" in the site's language, or JSON with a message.
 */
function judgeMethod(target: Target, method: string, answer: RawAnswer): string | null {
  if (answer.status >= 500) return `${answer.status}: ${answer.body.slice(0, 200)}`;
  if (/\bat .*\.(js|ts):\d+/.test(answer.body)) return "a stack trace in the answer";
  if (answer.status !== 405) return null;
  const allow = String(answer.headers.allow ?? "");
  if (!allow) return "a 405 without an Allow header";
  if (allow.split(", ").includes(method)) return `a 405 whose Allow names ${method}`;
  if (method === "HEAD") return null;
  const type = String(answer.headers["content-type"] ?? "");
  if (type.includes("text/html")) {
    const heading = textOf(parseHtml(answer.body).querySelector("h1"));
    const title = catalogues[target.language as keyof typeof catalogues].accountSteps.http["405"].title;
    return heading === title ? null : `a 405 page headed "${heading}"`;
  }
  try {
    const json = JSON.parse(answer.body) as {
      errors?: { formErrors?: unknown[] };
      error?: { message?: unknown } | string;
      error_description?: unknown;
    };
    const message = json.errors?.formErrors?.[0] ?? (typeof json.error === "object" ? json.error.message : json.error_description) ?? "";
    return typeof message === "string" && message !== "" && message !== "Unexpected Server Error"
      ? null
      : `a 405 saying ${answer.body.slice(0, 80)}`;
  } catch {
    return `a 405 of type "${type}": ${answer.body.slice(0, 80)}`;
  }
}

describe("every route of the build, every method, with a body", () => {
  it("answers each as without the body, or 405 with Allow: never a 5xx", async () => {
    const base = new URL(await site.mf.ready);
    const byRoute = byModule(everyTarget);
    const kinds = Object.keys(SWEEP_BODIES);
    // Each route gets every method, the body kind and the site turning with them; stress: every kind on every site.
    const cases = [...byRoute.values()].flatMap((sites, r) =>
      METHODS.flatMap((method, m) =>
        (EVERY_SITE ? kinds : [kinds[(r + m) % kinds.length]!]).flatMap((kind, k) =>
          (EVERY_SITE ? sites : [sites[(r + m + k) % sites.length]!]).map((target) => ({ target, method, kind })),
        ),
      ),
    );
    let withoutBody = 0;
    const outcomes = await inBatches(cases, 8, async ({ target, method, kind }) => {
      const path = sweepPath(target);
      const where = `${method} ${target.host}${path} (${kind})`;
      const { body, headers } = SWEEP_BODIES[kind]!;
      try {
        const answer = await rawRequest(base, {
          method,
          host: target.host,
          path,
          body,
          headers: { ...headers, Origin: `http://${target.host}` },
        });
        const problem = judgeMethod(target, method, answer);
        if (problem || method !== "GET") return { where, status: answer.status, problem };
        // The body changes nothing: the same GET without one gets the same status.
        withoutBody++;
        const plain = await rawRequest(base, { method, host: target.host, path, body: null });
        return {
          where,
          status: answer.status,
          problem: plain.status === answer.status ? null : `${answer.status}, without the body ${plain.status}`,
        };
      } catch (error) {
        return { where, status: 0, problem: `no answer: ${String(error)}` };
      }
    });
    const statuses = new Map<number, number>();
    for (const { status } of outcomes) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    console.log(
      `fuzz (methods): ${byRoute.size} routes, ${everyTarget.length} route × site targets, ${METHODS.length} methods: ${outcomes.length} requests with a body (and ${withoutBody} GETs without, to compare); ` +
        `statuses ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(" ")}; ` +
        `5xx: ${outcomes.filter((o) => o.status >= 500).length}`,
    );
    expect(outcomes.filter((o) => o.problem !== null).map((o) => `${o.where}: ${o.problem}`)).toEqual([]);
  }, 600_000);
});

describe("every form's e-mail field, addresses no mail server takes", () => {
  /** The provider's sign-in steps answer with a flow only: the personal area's, for the site whose language the provider speaks. */
  const emailPath = (target: Target) => (target.route.id === "oidc-sign-in" ? `${target.path}?next=account&client_id=int` : target.path);
  /** A JSON API is sent JSON, a form a form, with what leads each to its e-mail step (a visitor's first step, or registration). */
  function emailBody(target: Target, email: string, intent: "email" | "register"): RequestInit {
    if (/^\/(api|auth)\//.test(target.path) && target.route.id !== "auth-sign-in")
      return { body: JSON.stringify({ email, marketingConsent: false, otp: "123456" }), headers: JSON_TYPE };
    const fields = {
      intent,
      email,
      marketingConsent: "no",
      flow: "newsletter",
      returnTo: "/",
      step: intent === "email" ? "email" : "new-user",
    };
    return { body: new URLSearchParams(fields).toString(), headers: FORM };
  }

  /** The routes whose forms (or calls) take an address; the others have no such field and may ignore it. */
  const TAKE_AN_ADDRESS = ["newsletter", "auth-sign-in", "account-modal-steps", "oidc-sign-in", "auth-generate-otp", "auth-complete-otp"];

  it("answers each with a 4xx and a message, sends nothing and stores nothing", async () => {
    expect(TAKE_AN_ADDRESS.filter((id) => !targets.some((target) => target.route.id === id))).toEqual([]);
    const before = await rowCounts();
    const confirmations = () => site.db.prepare("SELECT COUNT(*) AS n FROM newsletter_confirmations").first<{ n: number }>();
    const confirmationsBefore = await confirmations();
    const mailsBefore = inbox.mails.length;
    const byRoute = byModule(targets.filter((target) => target.route.id !== "logout"));
    // The routes that take an address get every one at both steps; the others (which have no
    // such field) one each in `npm test`, turning, and all of them in stress runs.
    const cases = [...byRoute.values()].flatMap((sites, r) =>
      HOSTILE_EMAILS.flatMap((email, e) =>
        (["email", "register"] as const).flatMap((intent, i) => {
          const every = EVERY_SITE || TAKE_AN_ADDRESS.includes(sites[0]!.route.id);
          if (!every && (e + i) % (HOSTILE_EMAILS.length * 2) !== r % (HOSTILE_EMAILS.length * 2)) return [];
          return (EVERY_SITE ? sites : [sites[(r + e + i) % sites.length]!]).map((target) => ({ target, email, intent }));
        }),
      ),
    );
    const outcomes: Outcome[] = await inBatches(cases, 8, async ({ target, email, intent }) => {
      const path = emailPath(target);
      const where = `${target.host}${path} ${intent} ${JSON.stringify(email.slice(0, 80))}`;
      const response = await send(target, path, emailBody(target, email, intent));
      if (TAKE_AN_ADDRESS.includes(target.route.id))
        return { where, status: response.status, problem: await judge(target, path, "hostile e-mail", response, false) };
      const body = await response.text();
      const problem =
        response.status >= 500 ? `${response.status}: ${body.slice(0, 200)}` : /\bat .*\.(js|ts):\d+/.test(body) ? "a stack trace" : null;
      return { where, status: response.status, problem };
    });
    console.log(
      `fuzz (e-mail fields): ${byRoute.size} routes, ${HOSTILE_EMAILS.length} addresses × 2 steps: ${outcomes.length} requests; ` +
        `5xx: ${outcomes.filter((o) => o.status >= 500).length}`,
    );
    expect(outcomes.filter((o) => o.problem !== null).map((o) => `${o.where}: ${o.problem}`)).toEqual([]);
    expect(inbox.mails.length - mailsBefore).toBe(0);
    expect(await rowCounts()).toEqual(before);
    expect(await confirmations()).toEqual(confirmationsBefore);
  }, 600_000);
});
