/**
 * `npm run bench:load`: throughput of the running site under
 * `wrangler dev`, measured with autocannon on loopback. It starts the site like the browser
 * tests do (scripts/serve.mjs, its own port, state folder and inbox), signs a person in through
 * the real code flow (the code read from the local inbox), then prints:
 *   1. req/s and latency p50/p99 for a trivial route, home, search, a trip, the same three
 *      signed in (the shared copy with the person's parts written in; they have saved the trip)
 *      and the signed-in wishlist, LOAD_CONNECTIONS connections for LOAD_SECONDS each, one after the other;
 *   2. the search ÷ trivial ratio with the page copies warm, and cold (every request a new
 *      query, so every one is rendered), and signed-in home, search, trip and wishlist ÷ trivial;
 *   3. the load-held run: HELD_CONNECTIONS connections for HELD_SECONDS against a mix of pages
 *      and form posts (wishlist add/remove, newsletter, currency, bean bar close — never code
 *      requests, which are rate-limited by design), with errors, non-2xx/3xx, 5xx and the
 *      workerd process's memory before and after.
 * Figures, not a test: each is printed beside its budget.
 *
 *   LOAD_SECONDS=10 LOAD_CONNECTIONS=10 HELD_SECONDS=30 HELD_CONNECTIONS=100 npm run bench:load
 *
 * LOAD_ONLY=<substring> measures the trivial route and the pages whose name contains it, and
 * nothing else (no cold run, no load-held run): for comparing one change.
 */
import { execFileSync } from "node:child_process";
import { request as httpRequest } from "node:http";
import { createRequire } from "node:module";
import { codeIn, latestMailTo } from "../support/inbox";
import { d1Query } from "../support/local-d1";
import { startLocalSite } from "./local-site";

type AutocannonRequest = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  onResponse?: (status: number) => void;
};
type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  "1xx": number;
  "2xx": number;
  "3xx": number;
  "4xx": number;
  "5xx": number;
};
type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: (AutocannonRequest & { setupRequest?: (request: AutocannonRequest) => AutocannonRequest })[];
};
const autocannon = createRequire(import.meta.url)("autocannon") as (options: AutocannonOptions) => Promise<AutocannonResult>;

const PORT = Number(process.env.LOAD_PORT ?? 8812);
const SMTP_PORT = Number(process.env.LOAD_SMTP_PORT ?? 1052);
const INBOX_PORT = Number(process.env.LOAD_INBOX_PORT ?? 1102);
const STATE = process.env.LOAD_STATE ?? ".wrangler/bench-load";
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10);
const HELD_SECONDS = Number(process.env.HELD_SECONDS ?? 30);
const HELD_CONNECTIONS = Number(process.env.HELD_CONNECTIONS ?? 100);
const ONLY = process.env.LOAD_ONLY;
const TENANT = "uk";
const HOST = `${TENANT}.localhost:${PORT}`;
const ORIGIN = `http://${HOST}`;
const DEVICE = "caravan_device=22222222-2222-4222-8222-222222222222";

// The site as production runs it (wrangler.toml): an isolate reads the page generation at most every 5 s…
process.env.PAGE_GENERATION_TTL_SECONDS ??= "5";
// …and trusts a signed-in person's open session for 5 s.
process.env.SESSION_CHECK_TTL_SECONDS ??= "5";
const { server, stop } = startLocalSite({ port: PORT, state: STATE, smtpPort: SMTP_PORT, inboxPort: INBOX_PORT });
process.on("SIGINT", () => process.exit(130));
process.on("uncaughtException", (error) => {
  console.error("bench:load stopped:", error);
  process.exit(1);
});

/** One request on loopback with the site's Host (Node does not resolve *.localhost). */
function ask(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: PORT,
        agent: false,
        path,
        method: init.method ?? "GET",
        headers: {
          Host: HOST,
          Connection: "close",
          ...init.headers,
          ...(init.body ? { "Content-Length": String(Buffer.byteLength(init.body)) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    if (init.body) req.write(init.body);
    req.end();
  });
}

for (let tries = 0; ; tries++) {
  try {
    if ((await ask("/robots.txt")).status === 200 && (await ask("/")).status === 200) break;
  } catch {
    if (tries > 240) throw new Error("the site did not start");
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

/** Resident memory (KiB) of the workerd processes under the site's process group. */
function workerdRssKiB(): number {
  const out = execFileSync("ps", ["-eo", "pgid=,rss=,comm="], { encoding: "utf8" });
  return out
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter(([pgid, , comm]) => Number(pgid) === server.pid && comm === "workerd")
    .reduce((sum, [, rss]) => sum + Number(rss), 0);
}

console.error("bench:load: the site is up; signing a person in");

/**
 * A person signed in through the real code flow, the code read from the local inbox. wrangler
 * may still reload the Worker just after it said it was ready (a fresh build): a dropped
 * connection is tried again with a new address.
 */
async function signIn(): Promise<{ email: string; cookie: string }> {
  for (let attempt = 1; ; attempt++) {
    const email = `load.${Date.now()}.${attempt}@example.com`;
    const json = (body: unknown) => ({
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify(body),
    });
    try {
      const requested = await ask("/auth/generate-otp", json({ email, marketingConsent: false }));
      if (requested.status !== 200) throw new Error(`code request answered ${requested.status}: ${requested.body.slice(0, 200)}`);
      const code = codeIn(await latestMailTo(`http://127.0.0.1:${INBOX_PORT}`, email));
      const completed = await ask("/auth/complete-otp", json({ email, otp: code }));
      const cookie = ([completed.headers["set-cookie"] ?? []].flat() as string[])
        .find((c) => c.startsWith("caravan_session="))
        ?.split(";")[0];
      if (!cookie) throw new Error(`sign-in answered ${completed.status} without a session cookie`);
      return { email, cookie };
    } catch (error) {
      console.error(`bench:load: sign-in attempt ${attempt} failed: ${(error as Error).message}`);
      if (attempt >= 5 || (error as { code?: string }).code !== "ECONNRESET") throw error;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}
const { email, cookie: sessionCookie } = await signIn();
const signedIn = `${DEVICE}; ${sessionCookie}`;

const [trip] = await d1Query<{ id: number; slug: string }>(
  `SELECT tr.id, tr.slug_en AS slug FROM travels tr WHERE EXISTS (SELECT 1 FROM tours t WHERE t.travel_id = tr.id AND t.starting_date > date('now')) ORDER BY tr.id LIMIT 1`,
  STATE,
);
if (!trip) throw new Error("no trip with departures in the bench database");
// The person has saved the trip: their pages' overlay writes a saved heart, as most signed-in people's do.
const saved = await ask("/wishlist", {
  method: "POST",
  headers: { Cookie: signedIn, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams({ intent: "add", travelId: String(trip.id), returnTo: "/" }).toString(),
});
if (saved.status !== 303) throw new Error(`saving the trip answered ${saved.status}`);
const beans = /name="id" value="([a-z0-9-]+)"/.exec((await ask("/", { headers: { Cookie: DEVICE } })).body)?.[1] ?? "summer-sale";

const PAGES = [
  { name: "trivial /robots.txt", path: "/robots.txt", cookie: DEVICE },
  { name: "home /", path: "/", cookie: DEVICE },
  { name: "search /search", path: "/search", cookie: DEVICE },
  { name: `trip /destinations/${trip.slug}`, path: `/destinations/${trip.slug}`, cookie: DEVICE },
  { name: "home / (signed in)", path: "/", cookie: signedIn, key: "signed:/" },
  { name: "search /search (signed in)", path: "/search", cookie: signedIn, key: "signed:/search" },
  { name: "trip (signed in)", path: `/destinations/${trip.slug}`, cookie: signedIn, key: "signed:trip" },
  { name: "wishlist (signed in)", path: "/wishlist", cookie: signedIn },
];

const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
const row = (name: string, result: AutocannonResult) =>
  `${name.padEnd(44)}${result.requests.average.toFixed(1).padStart(9)}${ms(result.latency.p50)}${ms(result.latency.p99)}${String(result.errors + result.timeouts).padStart(7)}${String(result["5xx"]).padStart(6)}`;

async function run(path: string, cookie: string, connections = CONNECTIONS, duration = SECONDS, requests?: AutocannonOptions["requests"]) {
  return autocannon({
    url: `http://127.0.0.1:${PORT}${path}`,
    connections,
    duration,
    headers: { host: HOST, cookie },
    ...(requests ? { requests } : {}),
  });
}

console.log(
  `bench:load — wrangler dev on 127.0.0.1:${PORT} (${TENANT}.localhost), ${CONNECTIONS} connections × ${SECONDS} s per page, back to back`,
);
console.log(
  `${"page".padEnd(44)}${"req/s".padStart(9)}${"p50".padStart(8)}${"p99".padStart(8)}${"errors".padStart(7)}${"5xx".padStart(6)}`,
);
const results = new Map<string, AutocannonResult>();
for (const page of PAGES) {
  if (ONLY && page.path !== "/robots.txt" && !page.name.includes(ONLY)) continue;
  // One request first: the copy is made (warm), as after any visitor.
  await ask(page.path, { headers: { Cookie: page.cookie } });
  const result = await run(page.path, page.cookie);
  results.set("key" in page && page.key ? page.key : page.path, result);
  console.log(row(page.name, result));
}
let n = 0;
const coldRun = () =>
  run("/search", DEVICE, CONNECTIONS, SECONDS, [
    { path: "/search", setupRequest: (req) => ({ ...req, path: `/search?bench=${Date.now()}-${++n}` }) },
  ]);
if (ONLY) {
  if ("cold".includes(ONLY)) {
    const cold = await coldRun();
    results.set("cold /search", cold);
    console.log(row("search /search, cold (every request a miss)", cold));
  }
  const trivialAgain = await run("/robots.txt", DEVICE);
  console.log(row("trivial /robots.txt, again", trivialAgain));
  const trivial = (results.get("/robots.txt")!.requests.average + trivialAgain.requests.average) / 2;
  for (const [key, result] of results) console.log(`${key} ÷ trivial: ${(result.requests.average / trivial).toFixed(2)}`);
  stop();
  process.exit(0);
}
// Cold: every request a query never asked before (an unused parameter), so every one is rendered.
const cold = await coldRun();
console.log(row("search /search, cold (every request a miss)", cold));
// The trivial route again: the machine's load drifts, so the ratios divide by the mean of both runs.
const trivialAgain = await run("/robots.txt", DEVICE);
console.log(row("trivial /robots.txt, again", trivialAgain));
const trivial = (results.get("/robots.txt")!.requests.average + trivialAgain.requests.average) / 2;
const warmRatio = results.get("/search")!.requests.average / trivial;
const coldRatio = cold.requests.average / trivial;
console.log(
  `search ÷ trivial, warm (cache hit): ${warmRatio.toFixed(2)}   (budget ≥ 0.7; trivial = ${trivial.toFixed(1)} req/s, the mean of its two runs; page generation kept ${process.env.PAGE_GENERATION_TTL_SECONDS} s per isolate)`,
);
console.log(`search ÷ trivial, cold (rendered): ${coldRatio.toFixed(2)}   (budget ≥ 0.25)`);
// A signed-in person is answered from the same copy, their parts written in.
for (const [key, name] of [
  ["signed:/search", "search"],
  ["signed:/", "home"],
  ["signed:trip", "trip"],
] as const) {
  console.log(`${name} signed in ÷ trivial: ${(results.get(key)!.requests.average / trivial).toFixed(2)}   (budget ≥ 0.7)`);
}
console.log(`wishlist signed in ÷ trivial: ${(results.get("/wishlist")!.requests.average / trivial).toFixed(2)}   (budget ≥ 0.2)`);

// The load-held run: pages and form posts, signed in and not.
const form = (path: string, fields: Record<string, string | number>, cookie: string): AutocannonRequest => ({
  method: "POST",
  path,
  headers: { host: HOST, cookie, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
});
const page = (path: string, cookie = DEVICE): AutocannonRequest => ({ method: "GET", path, headers: { host: HOST, cookie } });
const mix: AutocannonRequest[] = [
  page("/"),
  page("/search"),
  page(`/destinations/${trip.slug}`),
  form("/wishlist", { intent: "add", travelId: trip.id }, signedIn),
  page("/wishlist", signedIn),
  form("/wishlist", { intent: "remove", travelId: trip.id }, signedIn),
  form("/newsletter", { email }, signedIn),
  form("/currency", { currency: "EUR", redirectTo: "/search" }, DEVICE),
  page("/search", `${DEVICE}; caravan_currency=EUR`),
  form("/beans/close", { id: beans, returnTo: "/" }, DEVICE),
  page("/robots.txt"),
  page("/", signedIn),
];
// Which requests of the mix did not answer 2xx/3xx, by method and path.
const failures = new Map<string, number>();
for (const request of mix) {
  request.onResponse = (status) => {
    // A request cut off at the end of the run or timed out has no status: counted as an error above.
    if (!(status >= 400)) return;
    const name = `${status} ${request.method} ${request.path}`;
    failures.set(name, (failures.get(name) ?? 0) + 1);
  };
}
const rssBefore = workerdRssKiB();
const held = await run("/", DEVICE, HELD_CONNECTIONS, HELD_SECONDS, mix);
const rssAfter = workerdRssKiB();
const notOk = held.non2xx - held["3xx"];
console.log(
  `\nload held: ${HELD_CONNECTIONS} connections × ${HELD_SECONDS} s, a mix of ${mix.length} pages and form posts (wishlist add/remove, newsletter, currency, bean bar close)`,
);
console.log(
  `  requests   ${String(held.requests.total).padStart(8)}   (${held.requests.average.toFixed(1)} req/s, p50 ${held.latency.p50} ms, p99 ${held.latency.p99} ms)`,
);
console.log(`  errors     ${String(held.errors + held.timeouts).padStart(8)}   (budget 0; timeouts ${held.timeouts})`);
console.log(`  not 2xx/3xx${String(notOk).padStart(8)}   (budget 0; 4xx ${held["4xx"]})`);
console.log(`  5xx        ${String(held["5xx"]).padStart(8)}   (budget 0)`);
for (const [name, count] of [...failures].sort((a, b) => b[1] - a[1])) console.log(`    ${String(count).padStart(6)} × ${name}`);
console.log(
  `  workerd RSS ${(rssBefore / 1024).toFixed(0)} MiB before, ${(rssAfter / 1024).toFixed(0)} MiB after   (budget: no unbounded growth)`,
);
stop();
process.exit(0);
