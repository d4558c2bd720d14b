/**
 * `npm run bench:pages`: what a first visit costs, per page type, on the BUILT Worker in
 * Miniflare with the demo catalogue (catalogue, promotions and meetup events). Every page
 * type is covered on a mix of non-English sites, the wishlist signed in (a real
 * user and session made through the one-time-code sign-in, its cookie sent). For each page
 * it prints the JavaScript a browser downloads on a first visit (the entry, root and route
 * modules the HTML preloads, gzip; budget ≤ 90 KiB on home and search, ≤ 100 KiB on every
 * other page; the header's and footer's code loads on demand, after), the HTML size, the
 * render time (median and p95 of sequential requests, wall clock in workerd, which includes
 * the in-process hop and the database), and the server CPU per render: the
 * built Worker run in this Node process with D1 and KV answers replayed from a recording
 * (replay-bindings.ts), so nothing waits on I/O and the main thread's time is the Worker's
 * own work (loaders, React render, serialization). The budget (p50 ≤ 3 ms, ≤ 2 ms on the tour,
 * content and event pages) is read against the
 * render's wall clock on the main thread ("main"), which is at least its CPU there: a Worker's
 * CPU time is its request's, on the isolate's thread. Beside it: the main thread's CPU from the
 * kernel's per-thread counter (a mean), and the process's CPU, which adds V8's GC and compiler
 * helper threads running beside the render. Each page is warmed up first (30 renders), as an
 * isolate that has served a few requests is.
 * Figures, not a test. BENCH_RUNS sets the runs per page (100); BENCH_ONLY=<substring>
 * keeps the pages whose label contains it; BENCH_CPU_ONLY=1 skips the workerd wall-clock
 * part; BENCH_PROFILE=<folder> writes a V8 CPU profile of each page's timed renders there
 * (<type>-<site>.cpuprofile, open in Chrome DevTools or summarise with profile-top.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { register } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { seedDatabase } from "../../scripts/seed/index";
import { devSecrets } from "../../scripts/dev-secrets.mjs";
import { href } from "../../tenants/routes";
import { getTenant } from "../../tenants";
import { codeIn, startSmtpCatcher } from "../support/inbox";
import { startSite } from "../integration/harness";
import { replayingD1, replayingKV } from "./replay-bindings";

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARM_UP = 30;
/** The render budget, main-thread p50: 3 ms, and 2 ms on the lighter pages. */
const CPU_BUDGET_MS = 3;
const LIGHT_PAGE_BUDGET_MS = 2;
const LIGHT_PAGES = new Set(["tour", "content", "events", "event"]);
/** First-visit JavaScript, gzip: 90 KiB on home and search (the pages marked `js`), 100 on every other page. */
const JS_BUDGET_KIB = { homeAndSearch: 90, page: 100 };

const secrets = await devSecrets();
const inbox = await startSmtpCatcher();
const site = await startSite({ bindings: { ...secrets, SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port) } });
await seedDatabase(site.db as unknown as D1Database, { scale: 1, today: new Date() });

// A real account and session (one account on every site), made as a visitor makes them: a code by e-mail.
const email = `bench.${Date.now()}@example.com`;
const post = (path: string, body: unknown) =>
  site.fetch("uk", path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
if ((await post("/auth/generate-otp", { email, marketingConsent: false })).status !== 200)
  throw new Error("bench: the sign-in code request failed");
const signedIn = await post("/auth/complete-otp", { email, otp: codeIn(await inbox.waitForMail({ to: email })) });
const cookie = signedIn.headers
  .getSetCookie()
  .find((c) => c.startsWith("caravan_session="))
  ?.split(";")[0];
if (!cookie) throw new Error("bench: no session cookie after sign-in");

// Pages picked from the seed: a trip with departures to come (and one of them), a meetup event.
const today = new Date().toISOString().slice(0, 10);
const trip = (await site.db
  .prepare(
    `SELECT tr.id, tr.slug_fr, tr.slug_es, tr.slug_it, MIN(t.id) AS tour FROM travels tr JOIN tours t ON t.travel_id = tr.id
     WHERE t.starting_date > ? AND t.sales_status IN ('CONFIRMED','ALMOST_FULL','PLANNED') GROUP BY tr.id HAVING COUNT(*) >= 2 ORDER BY tr.id LIMIT 1`,
  )
  .bind(today)
  .first<{ id: number; slug_fr: string; slug_es: string; slug_it: string; tour: number }>())!;
const event = (await site.db
  .prepare("SELECT city, slug FROM meetup_events WHERE site = 'de' AND end_at > ? ORDER BY start_at LIMIT 1")
  .bind(Date.now())
  .first<{ city: string; slug: string }>())!;
// Two saved trips, so the wishlist page renders cards.
const saved = (
  await site.db
    .prepare(
      "SELECT tr.id AS travel, MIN(t.id) AS tour FROM travels tr JOIN tours t ON t.travel_id = tr.id WHERE t.starting_date > ? GROUP BY tr.id ORDER BY tr.id LIMIT 2",
    )
    .bind(today)
    .all<{ travel: number; tour: number }>()
).results;
const user = (await site.db.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!;
for (const { travel, tour } of saved) {
  await site.db
    .prepare("INSERT INTO wishlist_items (user_id, travel_id, tour_id, created_at) VALUES (?, ?, ?, ?)")
    .bind(user.id, travel, tour, Date.now())
    .run();
}

const path = (tenant: string, key: Parameters<typeof href>[1], params: Record<string, string> = {}) =>
  href(getTenant(tenant)!.pathLocale, key, params);
type Page = { type: string; tenant: string; path: string; cookie?: string; js?: boolean };
const ALL_PAGES: Page[] = [
  // Baseline: no React render, so the rows below read net of the request's round trip.
  { type: "robots", tenant: "it", path: "/robots.txt" },
  { type: "home", tenant: "it", path: "/", js: true },
  { type: "home", tenant: "es", path: "/", js: true },
  { type: "search travels", tenant: "it", path: path("it", "search"), js: true },
  { type: "search travels", tenant: "de", path: `${path("de", "search")}?textSearch=japan`, js: true },
  { type: "search tours", tenant: "fr", path: `${path("fr", "search")}?tab=tours`, js: true },
  { type: "trip", tenant: "fr", path: path("fr", "travels-travel", { travel: trip.slug_fr }) },
  { type: "tour", tenant: "es", path: path("es", "travels-travel-tour", { travel: trip.slug_es, tour: String(trip.tour) }) },
  { type: "listing", tenant: "de", path: path("de", "travels") },
  { type: "area", tenant: "it", path: path("it", "area-asia") },
  { type: "content", tenant: "fr", path: path("fr", "faqs") },
  { type: "events", tenant: "es", path: path("es", "events") },
  { type: "event", tenant: "de", path: path("de", "events-city-slug", { city: event.city, slug: event.slug }) },
  { type: "wishlist signed in", tenant: "it", path: path("it", "wishlist"), cookie },
];
const PAGES = ALL_PAGES.filter(
  (page) => !process.env.BENCH_ONLY || `${page.type} ${page.tenant} ${page.path}`.includes(process.env.BENCH_ONLY),
);
const init = (page: Page): RequestInit => (page.cookie ? { headers: { Cookie: page.cookie } } : {});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(2)} KiB`;

/** Each site's data file (catalogue and shell), gzip bytes: fetched once per visitor and deploy, by pages with JavaScript. */
const siteData = new Map<string, number>();
type Row = {
  page: Page;
  status: number;
  html: number;
  raw: number;
  gzip: number;
  wall: number[];
  main: number[];
  /** The main thread's CPU over all the timed renders, divided by their number. */
  thread: number;
  cpu: number[];
};
const rows: Row[] = [];
/** What the first page measured preloads (home), to tell what the on-demand parts add to it. */
let homeScripts: Set<string> | undefined;
for (const page of PAGES) {
  const first = await site.fetch(page.tenant, page.path, init(page));
  const html = await first.text();
  if (first.status !== 200) throw new Error(`bench: ${page.tenant} ${page.path} answered ${first.status}`);
  if (page.cookie && !html.includes(email)) throw new Error(`bench: ${page.path} did not render signed in`);
  const scripts = new Set(
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g), ...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!),
  );
  if (page.type === "home") homeScripts ??= scripts;
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const body = new Uint8Array(await (await site.fetch(page.tenant, src)).arrayBuffer());
    raw += body.byteLength;
    gzip += gzipSync(body, { level: 9 }).byteLength;
  }
  const dataHref = /fetch\("(\/site-data\/[^"]+)"\)/.exec(html)?.[1];
  if (!dataHref && page.type !== "robots") throw new Error(`bench: ${page.tenant} ${page.path} names no site data`);
  if (dataHref && !siteData.has(page.tenant)) {
    const data = new Uint8Array(await (await site.fetch(page.tenant, dataHref)).arrayBuffer());
    siteData.set(page.tenant, gzipSync(data, { level: 9 }).byteLength);
  }
  const wall: number[] = [];
  for (let i = 0; i < (process.env.BENCH_CPU_ONLY ? 0 : RUNS); i++) {
    const start = performance.now();
    await (await site.fetch(page.tenant, page.path, init(page))).text();
    wall.push(performance.now() - start);
  }
  rows.push({ page, status: first.status, html: gzipSync(html).byteLength, raw, gzip, wall, main: [], thread: 0, cpu: [] });
}

/**
 * The CPU time of this process's main thread, in ms, from the kernel's scheduler statistics
 * (nanoseconds). The render runs on that thread, as a Worker's request runs on its isolate's;
 * V8's garbage-collector and compiler helper threads run beside it and are counted only in the
 * process figure. The kernel brings the counter up to date at its ticks and context switches,
 * not when it is read, so a single render's figure is off by up to a tick: it is read around
 * all of a page's timed renders and divided by their number (a mean, exact to about 2%).
 */
const threadCpuMs = (() => {
  const path = `/proc/self/task/${process.pid}/schedstat`;
  try {
    readFileSync(path, "utf8");
  } catch {
    return null;
  }
  return () => Number(readFileSync(path, "utf8").split(" ")[0]) / 1e6;
})();

// Server CPU: the same built Worker in this process, database answers replayed.
register(new URL("./workerd-modules.mjs", import.meta.url));
const worker = (await import(pathToFileURL(join(process.cwd(), "build/index.js")).href)).default as ExportedHandler;
const d1 = replayingD1(site.db as unknown as D1Database);
const kv = replayingKV(site.kv as unknown as KVNamespace);
const env = {
  DB: d1.db,
  CACHE: kv.kv,
  ENVIRONMENT: "development",
  DEFAULT_TENANT: "int",
  PUBLIC_ORIGIN_TEMPLATE: "http://{tenant}.localhost",
  ...secrets,
};
const ctx = {
  waitUntil: (p: Promise<unknown>) => void p.catch(() => undefined),
  passThroughOnException() {},
} as unknown as ExecutionContext;
// The body is read as bytes, as the runtime sends it: decoding the page into a string (a
// visitor's browser does that, not the Worker) was 6-8% of the measured CPU.
const render = async (page: Page) => {
  const response = await worker.fetch!(new Request(`http://${page.tenant}.localhost${page.path}`, init(page)) as never, env, ctx);
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`bench (Node): ${page.tenant} ${page.path} answered ${response.status}`);
  return body;
};
for (const page of PAGES) {
  const body = new TextDecoder().decode(await render(page));
  if (page.cookie && !body.includes(email)) throw new Error(`bench (Node): ${page.path} did not render signed in`);
}
d1.replay();
kv.replay();
const profileDir = process.env.BENCH_PROFILE;
const inspector = profileDir ? new Session() : null;
if (inspector) {
  mkdirSync(profileDir!, { recursive: true });
  inspector.connect();
  await inspector.post("Profiler.enable");
  await inspector.post("Profiler.setSamplingInterval", { interval: 100 });
}
for (const [index, page] of PAGES.entries()) {
  // Warmed up as an isolate that has served a few pages is; the figures are its steady state.
  for (let i = 0; i < WARM_UP; i++) await render(page);
  if (inspector) await inspector.post("Profiler.start");
  const threadBefore = threadCpuMs?.() ?? 0;
  for (let i = 0; i < RUNS; i++) {
    const before = process.cpuUsage();
    const start = performance.now();
    await render(page);
    rows[index]!.main.push(performance.now() - start);
    const used = process.cpuUsage(before);
    rows[index]!.cpu.push((used.user + used.system) / 1000);
  }
  const row = rows[index]!;
  row.thread = threadCpuMs ? (threadCpuMs() - threadBefore) / RUNS : row.main.reduce((sum, ms) => sum + ms, 0) / RUNS;
  if (inspector) {
    const { profile } = await inspector.post("Profiler.stop");
    writeFileSync(join(profileDir!, `${page.type.replace(/ /g, "-")}-${page.tenant}.cpuprofile`), JSON.stringify(profile));
  }
}

console.log(
  `${RUNS} runs each after ${WARM_UP} to warm up. wall: workerd with D1 (includes I/O); main: the Worker in Node with replayed data ` +
    "(wall clock, so at least the render's CPU on that thread: the budget's figure, as a Worker's CPU time is its request's " +
    "thread's); thread CPU: the main thread's CPU over the renders, mean; process CPU: adds V8's helper threads (GC, compilers)",
);
console.log(
  "page type           site path                                  status  HTML gz  JS gzip (budget)        wall p50   p95   main p50 (budget)        p95   thread CPU mean   process CPU p50",
);
/** The page's render budget beside its p50, marked when the p50 is over it. */
const renderBudget = (type: string, p50: number) => {
  const budget = LIGHT_PAGES.has(type) ? LIGHT_PAGE_BUDGET_MS : CPU_BUDGET_MS;
  return `(≤ ${budget} ms${p50 > budget ? " OVER" : ""})`.padEnd(15);
};
const ms = (value: number | undefined) => (value === undefined ? "–".padStart(9) : `${value.toFixed(1)} ms`.padStart(9));
for (const row of rows) {
  const [wall, main, cpu] = [row.wall, row.main, row.cpu].map((list) => list.sort((x, y) => x - y)) as [number[], number[], number[]];
  const budget = row.page.type === "robots" ? null : row.page.js ? JS_BUDGET_KIB.homeAndSearch : JS_BUDGET_KIB.page;
  const js = `${kib(row.gzip)}${budget === null ? "" : ` (≤ ${budget}${row.gzip > budget * 1024 ? " OVER" : ""})`}`;
  console.log(
    `${row.page.type.padEnd(20)}${row.page.tenant.padEnd(5)}${row.page.path.slice(0, 42).padEnd(43)}${String(row.status).padEnd(8)}${kib(row.html).padStart(8)}  ${js.padEnd(22)}` +
      `${ms(wall.length ? percentile(wall, 50) : undefined)}${ms(wall.length ? percentile(wall, 95) : undefined)}` +
      `${ms(percentile(main, 50))} ${renderBudget(row.page.type, percentile(main, 50))}${ms(percentile(main, 95))}` +
      `${(threadCpuMs ? `${row.thread.toFixed(1)} ms` : "–").padStart(18)}${`${percentile(cpu, 50).toFixed(1)} ms`.padStart(18)}` +
      `${row.page.type === "robots" ? " baseline" : ""}`,
  );
}

console.log(
  `site data (catalogue and shell; fetched with JavaScript on, once per visitor and deploy, then kept): ${[...siteData]
    .map(([tenant, bytes]) => `${tenant} ${kib(bytes)}`)
    .join(", ")} gzip`,
);

// The header and the footer load their code on demand (app/components/shell/on-demand.tsx):
// what each adds when it comes, its chunk and the chunks it imports that home did not preload.
if (homeScripts) {
  const rootModule = [...homeScripts].find((src) => src.startsWith("/build/root-"))!;
  const text = async (src: string) => (await site.fetch("it", src)).text();
  const counted = new Set(homeScripts);
  const parts: string[] = [];
  for (const match of (await text(rootModule)).matchAll(/import\("(\/build\/_shared\/(site-header|site-footer)-[^"]+)"\)/g)) {
    const [, src, name] = match as unknown as [string, string, string];
    let bytes = 0;
    for (const file of [src, ...[...(await text(src)).matchAll(/from"(\/build\/_shared\/[^"]+)"/g)].map((m) => m[1]!)]) {
      if (counted.has(file)) continue;
      counted.add(file);
      bytes += gzipSync(await text(file), { level: 9 }).byteLength;
    }
    parts.push(`${name.replace("site-", "")} ${kib(bytes)}`);
  }
  console.log(
    `on demand, after the first visit's download (the visitor reaching into it, a scroll, a navigation): ${parts.join(", ")} gzip`,
  );
}

// A page served from its kept copy (workers/http/edge-cache.ts): the same Worker with a Cache
// API held in memory, so the figure is the Worker's own CPU per hit (nonce, headers, load
// context), not the cache's lookup. The page generation is kept 5 s, as in production.
const copies = new Map<string, { body: ArrayBuffer; status: number; headers: [string, string][] }>();
Object.assign(globalThis, {
  caches: {
    default: {
      async match(key: Request | string) {
        const copy = copies.get(typeof key === "string" ? key : key.url);
        return copy && new Response(copy.body.slice(0), { status: copy.status, headers: copy.headers });
      },
      async put(key: Request | string, response: Response) {
        const body = await response.arrayBuffer();
        copies.set(typeof key === "string" ? key : key.url, { body, status: response.status, headers: [...response.headers] });
      },
    },
  },
});
// Recorded again: a hit reads the page generation, which no render above asked for.
const d1Hits = replayingD1(site.db as unknown as D1Database);
const kvHits = replayingKV(site.kv as unknown as KVNamespace);
const hitEnv = { ...env, DB: d1Hits.db, CACHE: kvHits.kv, PAGE_GENERATION_TTL_SECONDS: "5" };
const HIT_PAGES = PAGES.filter((page) => !page.cookie && page.type !== "robots");
const hit = async (page: Page) => {
  const response = await worker.fetch!(new Request(`http://${page.tenant}.localhost${page.path}`) as never, hitEnv, ctx);
  await response.arrayBuffer();
  return response.headers.get("X-Edge-Cache") ?? "";
};
for (const page of HIT_PAGES) await hit(page);
await new Promise((resolve) => setTimeout(resolve, 50)); // the copies are put in waitUntil
for (const page of HIT_PAGES) await hit(page);
d1Hits.replay();
kvHits.replay();
console.log("\nfrom the kept copy (X-Edge-Cache: HIT): the Worker's CPU per answer, main thread and whole process");
for (const page of HIT_PAGES) {
  const cpu: number[] = [];
  let status = "";
  for (let i = 0; i < WARM_UP; i++) await hit(page);
  const threadBefore = threadCpuMs?.() ?? 0;
  const start = performance.now();
  for (let i = 0; i < RUNS; i++) {
    const before = process.cpuUsage();
    status = await hit(page);
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
  }
  const thread = ((threadCpuMs ? threadCpuMs() - threadBefore : performance.now() - start) / RUNS).toFixed(2);
  cpu.sort((x, y) => x - y);
  console.log(
    `${page.type.padEnd(20)}${page.tenant.padEnd(5)}${page.path.slice(0, 42).padEnd(43)}${status.padEnd(8)}   thread CPU mean ${thread} ms   process CPU p50 ${percentile(cpu, 50).toFixed(2)} ms`,
  );
}
await site.close();
await inbox.close();
