/**
 * `npm run bench:pages`: what a first visit costs, per page, on the BUILT Worker in
 * Miniflare with the demo catalogue. For each page it prints the JavaScript a browser
 * downloads on a first visit (the entry, root and route modules the HTML preloads,
 * raw and gzip), the HTML size, the render time (median and p95 of sequential requests,
 * wall clock in workerd, which includes the in-process hop and the database), and the
 * server CPU per render: the built Worker run in this Node process with D1 and KV answers
 * replayed from a recording (replay-bindings.ts), so nothing waits on I/O and the main
 * thread's time is the Worker's own work (loaders, React render, serialization; budget
 * ≤ 5 ms). Process CPU is printed too; it adds V8's GC and compiler helper threads.
 * Figures, not a test.
 */
import { register } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { catalogueScript, generateCatalogue } from "../../scripts/seed/index";
import { startSite } from "../integration/harness";
import { replayingD1, replayingKV } from "./replay-bindings";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PAGES: [tenant: string, path: string][] = [
  // Baseline: no React render, so the rows below read net of the request's round trip.
  ["it", "/robots.txt"],
  ["it", "/"],
  ["it", "/cerca"],
  ["uk", "/search?textSearch=japan"],
  ["de", "/reiseziele"],
  ["fr", "/questions-frequentes"],
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const site = await startSite();
await site.db.exec(catalogueScript(generateCatalogue({ scale: 1, today: new Date() })));

type Row = { label: string; status: number; html: number; raw: number; gzip: number; wall: number[]; main: number[]; cpu: number[] };
const rows: Row[] = [];
for (const [tenant, path] of PAGES) {
  const first = await site.fetch(tenant, path);
  const html = await first.text();
  const scripts = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g), ...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!));
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const body = new Uint8Array(await (await site.fetch(tenant, src)).arrayBuffer());
    raw += body.byteLength;
    gzip += gzipSync(body, { level: 9 }).byteLength;
  }
  const wall: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await (await site.fetch(tenant, path)).text();
    wall.push(performance.now() - start);
  }
  rows.push({ label: `${tenant} ${path}`, status: first.status, html: gzipSync(html).byteLength, raw, gzip, wall, main: [], cpu: [] });
}

// Server CPU: the same built Worker in this process, database answers replayed.
register(new URL("./workerd-modules.mjs", import.meta.url));
const worker = (await import(pathToFileURL(join(process.cwd(), "build/index.js")).href)).default as ExportedHandler;
const d1 = replayingD1(site.db as unknown as D1Database);
const kv = replayingKV(site.kv as unknown as KVNamespace);
const env = { DB: d1.db, CACHE: kv.kv, ENVIRONMENT: "development", DEFAULT_TENANT: "int" };
const ctx = { waitUntil: (p: Promise<unknown>) => void p.catch(() => undefined), passThroughOnException() {} } as unknown as ExecutionContext;
const render = async (tenant: string, path: string) => (await worker.fetch!(new Request(`http://${tenant}.localhost${path}`) as never, env, ctx)).text();
for (const [tenant, path] of PAGES) await render(tenant, path);
d1.replay();
kv.replay();
for (const [index, [tenant, path]] of PAGES.entries()) {
  for (let i = 0; i < 10; i++) await render(tenant, path); // warm up
  for (let i = 0; i < RUNS; i++) {
    const before = process.cpuUsage();
    const start = performance.now();
    await render(tenant, path);
    const used = process.cpuUsage(before);
    rows[index]!.main.push(performance.now() - start);
    rows[index]!.cpu.push((used.user + used.system) / 1000);
  }
}

console.log(`${RUNS} runs each. wall: workerd with D1 (includes I/O); main/CPU: the Worker in Node with replayed data`);
console.log("page                             status  HTML gz  JS raw   JS gzip   wall p50   p95   main p50   p95   CPU p50");
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
for (const row of rows) {
  const [wall, main, cpu] = [row.wall, row.main, row.cpu].map((list) => list.sort((x, y) => x - y)) as [number[], number[], number[]];
  console.log(
    `${row.label.padEnd(33)}${String(row.status).padEnd(8)}${kib(row.html).padStart(8)} ${kib(row.raw).padStart(9)} ${kib(row.gzip).padStart(9)}` +
      `${ms(percentile(wall, 50))}${ms(percentile(wall, 95))}${ms(percentile(main, 50))}${ms(percentile(main, 95))}${ms(percentile(cpu, 50))}`,
  );
}
await site.close();
