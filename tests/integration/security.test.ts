/**
 * The security checklist as tests, on all seven country sites
 * (and the identity provider's host where it applies), through the BUILT Worker: response
 * headers on every kind of HTML answer, cookie flags, no cookie on a shared-cacheable answer,
 * cross-site writes refused on every action of the route manifest, no open redirect, the
 * one-time-code limits, refresh-token reuse, no secret in the browser's files and no stack
 * trace in any answer.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { getTenant, resolveTenant } from "../../tenants";
import { href } from "../../tenants/routes";
import { codeIn, startSmtpCatcher, type SmtpCatcher } from "../support/inbox";
import { STRESS } from "../support/stress";
import { startSite, TENANT_IDS, type Site } from "./harness";
import { parseHtml } from "./html";

const root = new URL("../../", import.meta.url).pathname;
const STACK_LINE = /\bat .+(\.js|\.ts|\.tsx|\.mjs):\d+/;
const EVIL = "evil.example";

let dev: Site;
let prod: Site;
let faulty: Site;
let inbox: SmtpCatcher;
let counter = 0;
/** Every answer body the tests read, for the last check: no stack trace anywhere. */
const seen: { label: string; body: string }[] = [];

const fresh = (label: string) => `sec.${label}.${Date.now()}.${++counter}@example.com`;
const tenantOf = (id: string) => getTenant(id)!;
const originOf = (tenant: string) => `http://${tenant}.localhost`;
const form = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  body: new URLSearchParams(fields).toString(),
});
const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});

/** Fetches and keeps the body (read once here) for the stack-trace sweep. */
async function fetchRead(site: Site, tenant: string, path: string, init: RequestInit = {}) {
  const response = await site.fetch(tenant, path, init);
  const body = await response.text();
  seen.push({ label: `${init.method ?? "GET"} ${tenant} ${path}`, body });
  return { response, body };
}

async function signIn(site: Site, tenant: string, production = false) {
  const email = fresh(`member-${tenant}`);
  const registration = { it: { taxCode: "RSSMRA85T10A562S" }, es: { taxCode: "12345678Z" } }[tenant] ?? {};
  const asked = await site.fetch(tenant, "/auth/generate-otp", json({ email, marketingConsent: false, ...registration }));
  expect(asked.status).toBe(200);
  const code = codeIn(await inbox.waitForMail({ to: email }));
  const done = await site.fetch(tenant, "/auth/complete-otp", json({ email, otp: code }));
  expect(done.status).toBe(200);
  const name = production ? "__Host-caravan_session" : "caravan_session";
  const setCookie = done.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))!;
  return { email, setCookie, cookie: setCookie.split(";")[0]! };
}

beforeAll(async () => {
  inbox = await startSmtpCatcher();
  const mail = { SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port), MAIL_FROM: "Caravan <hello@caravantrips.com>" };
  [dev, prod, faulty] = await Promise.all([
    startSite({ bindings: mail }),
    startSite({ bindings: { ...mail, ENVIRONMENT: "production" } }),
    startSite({ faults: true, bindings: { ...mail, ENVIRONMENT: "production" } }),
  ]);
});
afterAll(async () => {
  await Promise.all([dev?.close(), prod?.close(), faulty?.close()]);
  await inbox?.close();
});

// ---------------------------------------------------------------------------------------------
// Headers

function directivesOf(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function expectBaseHeaders(response: Response) {
  expect(response.headers.get("Strict-Transport-Security")).toMatch(/max-age=(\d{8,}|3153600\d)/);
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(response.headers.get("Referrer-Policy")).toMatch(/^(strict-origin-when-cross-origin|strict-origin|no-referrer|same-origin)$/);
  expect(response.headers.get("Permissions-Policy")).toMatch(/camera=\(\)/);
}

/**
 * An HTML answer: scripts run only by nonce (or not at all), never 'unsafe-inline' or
 * 'unsafe-eval'; nobody may frame it; every script element carries the header's nonce.
 */
function expectHtmlPolicy(response: Response, body: string) {
  expectBaseHeaders(response);
  const csp = response.headers.get("Content-Security-Policy");
  expect(csp, "an HTML answer has a CSP").toBeTruthy();
  const directives = directivesOf(csp!);
  const scripts = directives.get("script-src") ?? directives.get("default-src") ?? [];
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain("*");
  expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  expect(directives.get("object-src") ?? directives.get("default-src")).toEqual(["'none'"]);
  const nonce = scripts.find((s) => s.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
  const elements = parseHtml(body).querySelectorAll("script");
  if (!nonce) {
    // No script may run at all: the page has none.
    expect(scripts).toEqual(["'none'"]);
    expect(elements).toHaveLength(0);
    return null;
  }
  expect(nonce.length).toBeGreaterThanOrEqual(16);
  for (const element of elements) expect(element.getAttribute("nonce"), element.outerHTML.slice(0, 80)).toBe(nonce);
  return nonce;
}

describe("security headers on every kind of HTML answer, on every site", () => {
  it.each(TENANT_IDS.map((t) => [t]))(
    "%s: pages, 404, 405 error page, 503, all with the CSP; other answers with the base headers",
    async (tenant) => {
      const t = tenantOf(tenant);
      const pages = [
        "/",
        href(t.pathLocale, "search"),
        href(t.pathLocale, "travels"),
        href(t.pathLocale, "faqs"),
        "/no-such-page-anywhere",
      ];
      const nonces = new Set<string | null>();
      for (const site of [dev, prod]) {
        for (const path of pages) {
          const { response, body } = await fetchRead(site, tenant, path);
          expect(response.headers.get("Content-Type")).toContain("text/html");
          nonces.add(expectHtmlPolicy(response, body));
        }
        // The error page of a POST to a page that takes none (405).
        const error = await fetchRead(site, tenant, href(t.pathLocale, "search"), form({ a: "1" }, { Origin: originOf(tenant) }));
        expect(error.response.status).toBe(405);
        expectHtmlPolicy(error.response, error.body);
        // Not HTML: robots, a JSON API, a static file.
        for (const path of ["/robots.txt", "/api/travels/top-sellers", "/favicon.svg"]) {
          const other = await site.fetch(tenant, path);
          expect(other.status, path).toBe(200);
          await other.body?.cancel();
          if (path !== "/favicon.svg") expectBaseHeaders(other);
        }
      }
      // Each answer has its own nonce.
      expect(nonces.size).toBeGreaterThan(5);
      // The 503 of a database that fails.
      await faulty.faults.set({ d1: "fail" });
      const unavailable = await fetchRead(faulty, tenant, href(t.pathLocale, "search"));
      await faulty.faults.clear();
      expect(unavailable.response.status).toBe(503);
      expectHtmlPolicy(unavailable.response, unavailable.body);
    },
  );

  it("the identity provider's pages carry the same policy", async () => {
    // A site's sign-in leads there: /login -> the provider's authorize -> its sign-in page.
    let response = await dev.fetch("it", "/login?returnTo=/");
    for (let hops = 0; hops < 4 && response.status >= 300 && response.status < 400; hops++) {
      await response.body?.cancel();
      response = await dev.dispatch(new URL(response.headers.get("Location")!, "http://accounts.localhost").href);
    }
    expect(response.status).toBe(200);
    const body = await response.text();
    seen.push({ label: "accounts sign-in", body });
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expectHtmlPolicy(response, body);
  });
});

// ---------------------------------------------------------------------------------------------
// Cookies

type CookieSeen = { name: string; attributes: Map<string, string>; raw: string; where: string };
const cookiesSeen: CookieSeen[] = [];

function collectCookies(response: Response, where: string) {
  for (const raw of response.headers.getSetCookie()) {
    const [pair, ...rest] = raw.split(";").map((part) => part.trim());
    const attributes = new Map(
      rest.map((part) => {
        const [key, ...value] = part.split("=");
        return [key!.toLowerCase(), value.join("=")] as const;
      }),
    );
    cookiesSeen.push({ name: pair!.split("=")[0]!, attributes, raw, where });
  }
}

/**
 * Cookies the browser's own script must read, and why. Empty: every cookie of ours is
 * HttpOnly (the currency, the bean bars' and the country choice are read by the server and
 * rendered into the page, never read by script).
 */
const READABLE_BY_SCRIPT = new Set<string>();

describe("cookie flags on every cookie the sites set", () => {
  it.each(TENANT_IDS.map((t) => [t]))(
    "%s: device id, currency, bean bar, country choice, sign-in, session, login state",
    async (tenant) => {
      const t = tenantOf(tenant);
      for (const site of [dev, prod]) {
        const env = site === prod ? "production" : "development";
        const visit = await site.fetch(tenant, href(t.pathLocale, "search"));
        await visit.body?.cancel();
        collectCookies(visit, `${env} ${tenant} first visit`);
        // The country modal's geolocation (a visitor from elsewhere).
        const abroad = await site.fetch(tenant, "/", { headers: { "CF-IPCountry": tenant === "it" ? "DE" : "IT" } });
        await abroad.body?.cancel();
        collectCookies(abroad, `${env} ${tenant} visitor from abroad`);
        const currency = await site.fetch(
          tenant,
          "/currency",
          form({ currency: t.currencies.at(-1)!.isoCode, redirectTo: "/" }, { Origin: originOf(tenant) }),
        );
        expect(currency.status).toBe(303);
        collectCookies(currency, `${env} ${tenant} currency`);
        const beans = await site.fetch(tenant, "/beans/close", form({ id: "any-bar", returnTo: "/" }, { Origin: originOf(tenant) }));
        collectCookies(beans, `${env} ${tenant} bean bar`);
        const choice = await site.fetch(tenant, "/site-choice", form({ site: tenant }, { Origin: originOf(tenant) }));
        expect(choice.status).toBe(303);
        collectCookies(choice, `${env} ${tenant} site choice`);
        const login = await site.fetch(tenant, "/login?returnTo=/");
        await login.body?.cancel();
        collectCookies(login, `${env} ${tenant} login`);
        const session = await signIn(site, tenant, site === prod);
        collectCookies(new Response(null, { headers: [["Set-Cookie", session.setCookie]] }), `${env} ${tenant} session`);
      }
    },
  );

  it("every cookie is Secure, SameSite and HttpOnly, with a path", () => {
    const names = new Set(cookiesSeen.map((c) => c.name));
    // The checks below saw the cookies they are about.
    for (const name of ["caravan_device", "caravan_session", "__Host-caravan_session"]) expect(names).toContain(name);
    expect(names.size).toBeGreaterThanOrEqual(5);
    for (const cookie of cookiesSeen) {
      const where = `${cookie.name} (${cookie.where}): ${cookie.raw}`;
      expect(cookie.attributes.has("secure"), where).toBe(true);
      expect(cookie.attributes.get("samesite"), where).toMatch(/^(Lax|Strict)$/i);
      expect(cookie.attributes.get("path"), where).toMatch(/^\//);
      if (cookie.name.startsWith("__Host-")) expect(cookie.attributes.get("path"), where).toBe("/");
      if (!READABLE_BY_SCRIPT.has(cookie.name)) expect(cookie.attributes.has("httponly"), where).toBe(true);
    }
  });

  it("the session cookie is __Host- in production (Secure, Path=/, no Domain) and works on plain http locally", () => {
    const production = cookiesSeen.filter((c) => c.where.startsWith("production") && c.where.endsWith("session"));
    expect(production).toHaveLength(TENANT_IDS.length);
    for (const cookie of production) {
      expect(cookie.name).toBe("__Host-caravan_session");
      expect(cookie.attributes.has("domain")).toBe(false);
    }
    const local = cookiesSeen.filter((c) => c.where.startsWith("development") && c.where.endsWith("session"));
    expect(local.map((c) => c.name)).toEqual(TENANT_IDS.map(() => "caravan_session"));
    // Nobody is signed in by a production cookie name outside production, or the other way round.
    expect(cookiesSeen.filter((c) => c.where.startsWith("development")).some((c) => c.name.startsWith("__Host-caravan_session"))).toBe(
      false,
    );
  });

  it("the production session cookie signs in on production", async () => {
    const session = await signIn(prod, "de", true);
    const page = await prod.fetch("de", "/api/users/me", { headers: { Cookie: session.cookie } });
    expect(page.status).toBe(200);
    expect(JSON.stringify(await page.json())).toContain(session.email);
    // The development name is not read there.
    const wrongName = await prod.fetch("de", "/api/users/me", { headers: { Cookie: session.cookie.replace("__Host-", "") } });
    expect(wrongName.status).toBe(401);
  });
});

describe("no Set-Cookie on an answer a shared cache may keep", () => {
  const isPublic = (cacheControl: string | null) =>
    /\bpublic\b|s-maxage/.test(cacheControl ?? "") && !/\bprivate\b|no-store/.test(cacheControl ?? "");

  it.each(TENANT_IDS.map((t) => [t]))("%s: first visits (no cookie) to pages, files, feeds and the JSON API", async (tenant) => {
    const t = tenantOf(tenant);
    const paths = [
      "/",
      href(t.pathLocale, "search"),
      href(t.pathLocale, "travels"),
      href(t.pathLocale, "faqs"),
      href(t.pathLocale, "events"),
      "/robots.txt",
      "/sitemap.xml",
      "/api/travels/top-sellers",
      "/favicon.svg",
      "/no-such-page",
    ];
    let publicSeen = 0;
    for (const path of paths) {
      for (const headers of [{}, { "CF-IPCountry": "US" }] as Record<string, string>[]) {
        const response = await prod.fetch(tenant, path, { headers });
        await response.body?.cancel();
        if (!isPublic(response.headers.get("Cache-Control"))) continue;
        publicSeen++;
        expect(response.headers.getSetCookie(), `${tenant} ${path}`).toEqual([]);
      }
    }
    // The check met shared-cacheable answers (robots, top-sellers…), so it can fail.
    expect(publicSeen).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Cross-site writes

/** The route manifest of the build the browser gets: every route with an action, found by itself. */
function actionRoutes(): { id: string; path: string }[] {
  const server = readFileSync(join(root, "build/index.js"), "utf8");
  const manifestFile = /\/build\/(manifest-[A-Z0-9]+\.js)/.exec(server)![1]!;
  const text = readFileSync(join(root, "public/build", manifestFile), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
    routes: Record<string, { id: string; path?: string; hasAction: boolean }>;
  };
  return Object.values(manifest.routes)
    .filter((route) => route.hasAction && route.path !== undefined)
    .map((route) => ({ id: route.id, path: route.path!.replace(/:(\w+)/g, "x1").replace(/\*$/, "anything") }));
}

describe("a foreign-origin POST is refused on every action, on every host", () => {
  const routes = [...actionRoutes(), { id: "site-choice (Worker entry)", path: "/site-choice" }];

  it("the manifest names the actions (the list is not empty or stale)", () => {
    expect(routes.map((r) => r.id)).toEqual(
      expect.arrayContaining(["auth-sign-in", "currency", "newsletter", "beans-close", "wishlist--1", "oidc-token"]),
    );
  });

  it.each([...TENANT_IDS, "accounts"].map((t) => [t]))("%s", async (host) => {
    const hostname = host === "accounts" ? "accounts.localhost" : `${host}.localhost`;
    const refusedTitle = catalogues[resolveTenant(hostname, "int").language].accountSteps.http["403"].title;
    for (const route of routes) {
      for (const [label, headers] of [
        ["Origin of another site", { Origin: `https://${EVIL}` }],
        ["Origin of a look-alike", { Origin: `http://${hostname}.${EVIL}` }],
        ["a cross-site fetch without Origin", { "Sec-Fetch-Site": "cross-site" }],
        ["the null Origin of a sandboxed frame", { Origin: "null" }],
      ] as const) {
        for (const body of [form({ email: "a@b.co" }, headers), json({ email: "a@b.co" }, headers)]) {
          const response = await dev.dispatch(`http://${hostname}${route.path}`, body);
          const text = await response.text();
          expect(response.status, `${host} ${route.id} ${route.path}: ${label}`).toBe(403);
          // Said in the site's language (the accounts host speaks the default site's).
          expect(text).toContain(refusedTitle);
        }
      }
    }
    // Refused before anything ran: nothing stored for the e-mail the forms carried.
    expect(await storedFor("a@b.co")).toBe(0);
    // The same POST from the site itself is not refused by the guard: the test can tell.
    const own = await dev.dispatch(`http://${hostname}/newsletter`, form({ email: "a@b.co" }, { Origin: `http://${hostname}` }));
    expect(await own.text()).not.toContain(refusedTitle);
  });

  const storedFor = async (email: string) =>
    (await dev.db
      .prepare("SELECT (SELECT COUNT(*) FROM users WHERE email = ?1) + (SELECT COUNT(*) FROM one_time_codes WHERE email = ?1) AS n")
      .bind(email)
      .first<{ n: number }>())!.n;
});

// ---------------------------------------------------------------------------------------------
// Open redirects

/** Where an attacker would like a redirect to go, written every way a browser might read as another host. */
/**
 * Every hostile target goes to every redirecting route; `npm test` sends each (route, target)
 * pair to one site, rotating with the pair so each site gets a seventh of them (every route's
 * check is the same code on every site: the sites differ in host and paths, which the control
 * and the Location check cover on each). `npm run test:stress` (or SECURITY_EVERY_SITE=1)
 * sends every pair to every site.
 */
const EVERY_SITE = STRESS || process.env.SECURITY_EVERY_SITE === "1";

const HOSTILE_TARGETS = [
  `//${EVIL}`,
  `//${EVIL}/path`,
  `https://${EVIL}`,
  `http://${EVIL}`,
  `/\\${EVIL}`,
  `\\\\${EVIL}`,
  `/\t/${EVIL}`,
  `/%2F${EVIL}`,
  `%2F%2F${EVIL}`,
  `https:${EVIL}`,
  `https:/${EVIL}`,
  `javascript:alert(1)`,
  `JaVaScRiPt:alert(1)`,
  `data:text/html,hi`,
  ` //${EVIL}`,
  `/./${"/"}${EVIL}`,
  `//${EVIL}%2F..`,
  `///${EVIL}`,
  `http://user@${EVIL}`,
  `/@${EVIL}`,
];

/** A Location must stay on our sites: same host, another country site, or the identity provider. */
function expectSafeLocation(location: string | null, requestOrigin: string, label: string) {
  if (location === null) return;
  // A browser drops tabs and newlines from URLs; anything left that starts like a host is another site.
  expect(location, label).not.toMatch(/[\t\n\r]/);
  expect(location, label).not.toMatch(/^\s*[/\\]{2}/);
  expect(location, label).not.toMatch(/^\s*\/\\/);
  const target = new URL(location, requestOrigin);
  expect(target.protocol, label).toMatch(/^https?:$/);
  expect(target.hostname, label).not.toContain(EVIL);
  expect(target.username + target.password, label).toBe("");
  expect(target.hostname, label).toMatch(/(^|\.)localhost$|(^|\.)caravantrips\.(com|co\.uk|it|es|fr|de)$/);
}

describe("no open redirect on any redirecting route, on every site", () => {
  let member: string;
  beforeAll(async () => {
    member = (await signIn(dev, "uk")).cookie;
  });

  /** Each route that redirects to a place the request names; `control` proves the route redirects at all. */
  const sinks = (tenant: string) => {
    const t = tenantOf(tenant);
    const own = { Origin: originOf(tenant) };
    return [
      {
        name: "sign-in returnTo (signed in)",
        send: (to: string) => dev.fetch(tenant, `/auth/sign-in?returnTo=${encodeURIComponent(to)}`, { headers: { Cookie: member } }),
      },
      {
        name: "login returnTo (signed in)",
        send: (to: string) => dev.fetch(tenant, `/login?returnTo=${encodeURIComponent(to)}`, { headers: { Cookie: member } }),
      },
      {
        name: "login returnTo (signed out: the provider's round trip)",
        send: (to: string) => dev.fetch(tenant, `/login?returnTo=${encodeURIComponent(to)}`),
      },
      {
        name: "currency redirectTo",
        send: (to: string) => dev.fetch(tenant, "/currency", form({ currency: t.currencies[0]!.isoCode, redirectTo: to }, own)),
      },
      {
        name: "bean bar close returnTo",
        send: (to: string) => dev.fetch(tenant, "/beans/close", form({ id: "any-bar", returnTo: to }, own)),
      },
      { name: "site choice to (this site)", send: (to: string) => dev.fetch(tenant, "/site-choice", form({ site: tenant, to }, own)) },
      {
        name: "site choice to (another site)",
        send: (to: string) => dev.fetch(tenant, "/site-choice", form({ site: tenant === "de" ? "fr" : "de", to }, own)),
      },
      {
        name: "newsletter returnTo",
        send: (to: string) => dev.fetch(tenant, "/newsletter", form({ email: fresh("nl"), returnTo: to }, own)),
      },
      {
        name: "wishlist returnTo",
        send: (to: string) =>
          dev.fetch(
            tenant,
            href(t.pathLocale, "wishlist"),
            form({ intent: "add", travelId: "999999", returnTo: to }, { ...own, Cookie: member }),
          ),
      },
      { name: "the path itself", send: (to: string) => dev.fetch(tenant, to.startsWith("/") ? to : `/${to}`) },
    ];
  };

  it.each(TENANT_IDS.map((t) => [t]))("%s", async (tenant) => {
    const redirected = new Set<string>();
    const site = TENANT_IDS.indexOf(tenant);
    for (const [k, sink] of sinks(tenant).entries()) {
      // The control: a local path is followed (for the routes that follow one).
      const control = await sink.send("/faqs?x=1");
      await control.body?.cancel();
      if (control.status >= 300 && control.status < 400) redirected.add(sink.name);
      const targets = HOSTILE_TARGETS.filter((_, j) => EVERY_SITE || (j + k) % TENANT_IDS.length === site);
      for (const to of targets) {
        const response = await sink.send(to);
        const body = await response.text();
        seen.push({ label: `${sink.name} ${to}`, body });
        expect(response.status, `${sink.name} ${JSON.stringify(to)}`).toBeLessThan(500);
        expectSafeLocation(
          response.headers.get("Location"),
          originOf(tenant),
          `${tenant} ${sink.name} ${JSON.stringify(to)} -> ${response.headers.get("Location")}`,
        );
        // Nor a page that sends the browser there by itself.
        expect(body, `${sink.name} ${to}`).not.toMatch(new RegExp(`http-equiv=["']?refresh[^>]*${EVIL.replace(".", "\\.")}`, "i"));
      }
    }
    // The sinks were live: these routes did redirect the control.
    expect([...redirected]).toEqual(
      expect.arrayContaining([
        "sign-in returnTo (signed in)",
        "currency redirectTo",
        "bean bar close returnTo",
        "site choice to (this site)",
      ]),
    );
  });

  it("an experiment whose redirect base is not on the site's allow-list is not followed", async () => {
    const override = {
      experiments: [{ id: "hostile", enabled: true, variants: [{ id: "away", weight: 1, urlRedirect: `https://${EVIL}` }] }],
    };
    const logged = dev.expectLogs(/experiment hostile: .* is not in experimentBases/);
    for (const tenant of TENANT_IDS) {
      await dev.kv.put(`flags:override:v1:${tenant}`, JSON.stringify(override));
      const response = await dev.fetch(tenant, "/");
      await response.body?.cancel();
      expectSafeLocation(response.headers.get("Location"), originOf(tenant), `experiment on ${tenant}`);
      await dev.kv.delete(`flags:override:v1:${tenant}`);
    }
    await logged();
  });

  it("the identity provider sends nobody to an address its clients did not register", async () => {
    for (const uri of [`https://${EVIL}/cb`, `//${EVIL}/cb`, "http://it.localhost.evil.example/login/redirect", "javascript:alert(1)"]) {
      const authorize = await dev.dispatch(
        `http://accounts.localhost/oidc/authorize?${new URLSearchParams({ client_id: "it", redirect_uri: uri, response_type: "code", scope: "openid email", state: "s", code_challenge: "x".repeat(43), code_challenge_method: "S256" })}`,
      );
      await authorize.body?.cancel();
      expect(authorize.status).toBeLessThan(500);
      expectSafeLocation(authorize.headers.get("Location"), "http://accounts.localhost", `authorize ${uri}`);
      const end = await dev.dispatch(
        `http://accounts.localhost/oidc/end-session?${new URLSearchParams({ client_id: "it", post_logout_redirect_uri: uri })}`,
      );
      await end.body?.cancel();
      expectSafeLocation(end.headers.get("Location"), "http://accounts.localhost", `end-session ${uri}`);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// One-time codes and sessions

describe("one-time-code limits, on every site", () => {
  const registration = (tenant: string): Record<string, unknown> => ({
    marketingConsent: false,
    ...({ it: { taxCode: "RSSMRA85T10A562S" }, es: { taxCode: "12345678Z" } }[tenant] ?? {}),
  });
  const ask = (tenant: string, email: string) => dev.fetch(tenant, "/auth/generate-otp", json({ email, ...registration(tenant) }));
  const codeOf = async (response: Response) => (await response.json()) as { code?: string; error?: { code?: string } };

  it.each(TENANT_IDS.map((t) => [t]))(
    "%s: a resend within the wait is refused, five wrong tries spend the code, five codes an hour",
    async (tenant) => {
      const email = fresh(`limits-${tenant}`);
      expect((await ask(tenant, email)).status).toBe(200);
      const code = codeIn(await inbox.waitForMail({ to: email }));
      // Resend wait (120 s): refused, and no second e-mail.
      const again = await ask(tenant, email);
      expect(again.status).toBe(429);
      expect(JSON.stringify(await codeOf(again))).toContain("OTP_CODE_STILL_VALID");
      expect(inbox.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
      // Tries: five wrong answers, then even the right code is refused.
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < 5; i++) {
        const attempt = await dev.fetch(tenant, "/auth/complete-otp", json({ email, otp: wrong }));
        expect(attempt.status).toBe(400);
        await attempt.body?.cancel();
      }
      const late = await dev.fetch(tenant, "/auth/complete-otp", json({ email, otp: code }));
      expect(late.status).toBe(400);
      expect(late.headers.getSetCookie().filter((c) => c.includes("caravan_session="))).toEqual([]);
      await late.body?.cancel();
      // Codes per hour: with every resend wait over, the sixth code of the hour is refused.
      for (let i = 2; i <= 5; i++) {
        await dev.db.prepare("UPDATE one_time_codes SET renewable_at = 0 WHERE email = ?").bind(email).run();
        expect((await ask(tenant, email)).status, `code ${i}`).toBe(200);
      }
      await dev.db.prepare("UPDATE one_time_codes SET renewable_at = 0 WHERE email = ?").bind(email).run();
      const sixth = await ask(tenant, email);
      expect(sixth.status).toBe(429);
      expect(JSON.stringify(await codeOf(sixth))).toContain("OTP_TOO_MANY_CODES");
      expect(inbox.mails.filter((m) => m.to.includes(email))).toHaveLength(5);
    },
  );

  it("the per-address brake refuses a burst of code requests from one address", async () => {
    const braked = await startSite({ otpRateLimit: 2, bindings: { SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port) } });
    try {
      // The limiter counts in fixed minutes (as Cloudflare's does): a burst that runs across the
      // turn of a minute starts a fresh count halfway, so such a burst is sent again.
      const minute = () => Math.floor(Date.now() / 60_000);
      let statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const started = minute();
        statuses = [];
        for (let i = 0; i < 4; i++) {
          const response = await braked.fetch(
            "fr",
            "/auth/generate-otp",
            json({ email: fresh("burst"), marketingConsent: false }, { "CF-Connecting-IP": `203.0.113.${9 + attempt}` }),
          );
          statuses.push(response.status);
          await response.body?.cancel();
        }
        if (minute() === started) break;
      }
      expect(statuses.slice(0, 2)).toEqual([200, 200]);
      expect(statuses.slice(2)).toEqual([429, 429]);
    } finally {
      await braked.close();
    }
  });
});

describe("refresh-token reuse", () => {
  it("a replaced refresh token seen again revokes its whole family", async () => {
    const { cookie } = await signIn(dev, "it");
    const [jwt, refresh] = decodeURIComponent(cookie.split("=")[1]!).split("~") as [string, string];
    // An access token that no longer verifies makes the session renew from its refresh token.
    const stale = `caravan_session=${jwt.slice(0, -4)}AAAA~${refresh}`;
    const renewed = await dev.fetch("it", "/api/users/me", { headers: { Cookie: stale } });
    expect(renewed.status).toBe(200);
    const next = renewed.headers
      .getSetCookie()
      .find((c) => c.startsWith("caravan_session="))!
      .split(";")[0]!;
    expect(next).not.toBe(cookie);
    // Later than a race between two tabs: the old token comes back (stolen and replayed).
    await dev.db.prepare("UPDATE refresh_tokens SET replaced_at = replaced_at - 3600000 WHERE replaced_at IS NOT NULL").run();
    const replay = await dev.fetch("it", "/api/users/me", { headers: { Cookie: stale } });
    expect(replay.status).toBe(401);
    await replay.body?.cancel();
    // The family is gone: the rightful holder's newer token no longer renews either.
    const [, nextRefresh] = decodeURIComponent(next.split("=")[1]!).split("~") as [string, string];
    const holder = await dev.fetch("it", "/api/users/me", {
      headers: { Cookie: `caravan_session=${jwt.slice(0, -4)}AAAA~${nextRefresh}` },
    });
    expect(holder.status).toBe(401);
    await holder.body?.cancel();
  });
});

// ---------------------------------------------------------------------------------------------
// Secrets and stack traces

describe("no secret in the browser's files", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });

  it("no file under public/ holds a secret's value or anything shaped like a key", async () => {
    const all = files(join(root, "public"));
    expect(all.filter((f) => f.endsWith(".js")).length).toBeGreaterThan(10);
    // The values the local secrets have on this machine, if it has them.
    const devVars = (() => {
      try {
        return readFileSync(join(root, ".dev.vars"), "utf8");
      } catch {
        return "";
      }
    })();
    const values = [...devVars.matchAll(/^[A-Z_]+='?(.*?)'?$/gm)].map((m) => m[1]!).filter((v) => v.length >= 12);
    const KEY_SHAPES = [
      /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
      /"kty"\s*:\s*"EC"[^}]*"d"\s*:/,
      /"d"\s*:\s*"[A-Za-z0-9_-]{40,}"/,
      /\b(OTP_SECRET|AUTH_SIGNING_KEYS|SMTP_PASSWORD|MAIL_API_KEY|OIDC_CLIENT_SECRETS)\b/,
      /\bAKIA[0-9A-Z]{16}\b/,
      /\bsk_(live|test)_[0-9a-zA-Z]{16,}/,
      /\bxox[baprs]-[0-9a-zA-Z-]{10,}/,
    ];
    for (const file of all) {
      const text = readFileSync(file, "utf8");
      for (const shape of KEY_SHAPES) expect(shape.test(text), `${file} matches ${shape}`).toBe(false);
      for (const value of values) expect(text.includes(value), `${file} holds a .dev.vars value`).toBe(false);
    }
  });
});

describe("no stack trace in any answer", () => {
  const errorPaths = (tenant: string): [string, RequestInit][] => {
    const own = { Origin: originOf(tenant) };
    return [
      ["/no-such-page", {}],
      ["/no-such-page.data", {}],
      ["/%E0%A4%A", {}],
      [href(tenantOf(tenant).pathLocale, "search"), form({ a: "1" }, own)],
      ["/api/travels", { method: "POST", headers: { ...own, "Content-Type": "application/json" }, body: "{not json" }],
      [
        "/api/travels",
        {
          method: "POST",
          headers: { ...own, "Content-Type": "application/json" },
          body: JSON.stringify({ page: "x".repeat(5000), __proto__: { polluted: true } }),
        },
      ],
      ["/auth/generate-otp", { method: "POST", headers: { ...own, "Content-Type": "text/plain" }, body: "x" }],
      ["/auth/sign-in", form({ intent: "code", email: "x", otp: "y" }, own)],
      ["/newsletter", { method: "POST", headers: own, body: new Uint8Array(2_000_000) }],
      ["/currency", form({ currency: "XXX" }, own)],
      ["/wishlist", form({ intent: "add", travelId: "-1" }, own)],
      [`${href(tenantOf(tenant).pathLocale, "travels")}/${"a".repeat(3000)}`, {}],
      [`${href(tenantOf(tenant).pathLocale, "search")}?page=-1&sort=%00&dateFrom=2020-13-45`, {}],
      ["/oidc/token", form({ grant_type: "refresh_token", refresh_token: "x" })],
      ["/notify/unsubscribe?token=%00%ff", {}],
    ];
  };

  it.each(TENANT_IDS.map((t) => [t]))("%s: error paths in development and production", async (tenant) => {
    for (const site of [dev, prod]) {
      for (const [path, init] of errorPaths(tenant)) {
        const { response, body } = await fetchRead(site, tenant, path, init);
        expect(response.status, `${init.method ?? "GET"} ${path}`).toBeLessThan(500);
        expect(body, `${path}`).not.toMatch(STACK_LINE);
        if (site === prod) expect(body).not.toMatch(/error-detail|error-details/);
      }
    }
  });

  it("the 503 of a failing database names no cause in production", async () => {
    await faulty.faults.set({ d1: "fail" });
    for (const tenant of TENANT_IDS) {
      for (const path of ["/", "/api/travels"]) {
        const { response, body } = await fetchRead(
          faulty,
          tenant,
          path,
          path.startsWith("/api") ? json({}, { Origin: originOf(tenant) }) : {},
        );
        expect(response.status).toBe(503);
        expect(body).not.toMatch(STACK_LINE);
        expect(body).not.toMatch(/D1_ERROR|StorageUnavailable|injected/);
      }
    }
    await faulty.faults.clear();
  });

  it("none of the answers read in this file carries a stack trace", () => {
    expect(seen.length).toBeGreaterThan(100);
    const traced = seen.filter((s) => STACK_LINE.test(s.body)).map((s) => s.label);
    expect(traced).toEqual([]);
  });
});
