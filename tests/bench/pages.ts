/**
 * `npm run bench:pages`: what a first visit costs, per page, on the BUILT Worker in
 * Miniflare with the demo catalogue. For each page it prints the JavaScript a browser
 * downloads on a first visit (the entry, root and route modules the HTML preloads,
 * raw and gzip), the HTML size, and the server render time (median and p95 of sequential
 * requests, wall clock in workerd, which includes the in-process hop). Figures, not a test.
 */
import { gzipSync } from "node:zlib";
import { catalogueScript, generateCatalogue } from "../../scripts/seed/index";
import { startSite } from "../integration/harness";

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

console.log(`page                               status  html gz    JS raw    JS gzip  render p50  p95 (${RUNS} runs)`);
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
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await (await site.fetch(tenant, path)).text();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${`${tenant} ${path}`.padEnd(35)}${String(first.status).padEnd(8)}${kib(gzipSync(html).byteLength).padEnd(11)}${kib(raw).padEnd(10)}${kib(gzip).padEnd(9)}` +
      `${percentile(times, 50).toFixed(1).padStart(7)} ms ${percentile(times, 95).toFixed(1).padStart(5)} ms`,
  );
}
await site.close();
