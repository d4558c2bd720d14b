/**
 * `npx tsx tests/bench/sitemaps.ts [scale]`: how long a site's sitemaps take on the BUILT Worker
 * in Miniflare with the demo catalogue at a scale (10 by default): the index and every part, the
 * first request (rendered from D1) and the next (the Worker's copy). Figures, not a test.
 */
import { seedDatabase } from "../../scripts/seed/index";
import { startSite } from "../integration/harness";

const scale = Number(process.argv[2] ?? 10);
const site = await startSite();
let started = performance.now();
await seedDatabase(site.db as unknown as D1Database, { scale, today: new Date() });
console.log(`seeded at ${scale}x in ${((performance.now() - started) / 1000).toFixed(1)} s`);

async function timed(tenant: string, path: string) {
  started = performance.now();
  const response = await site.fetch(tenant, path);
  const body = await response.text();
  return {
    ms: performance.now() - started,
    status: response.status,
    bytes: body.length,
    urls: (body.match(/<loc>/g) ?? []).length,
    body,
    cache: response.headers.get("X-Edge-Cache"),
  };
}

for (const tenant of ["it", "int"]) {
  const index = await timed(tenant, "/sitemap.xml");
  console.log(`${tenant} /sitemap.xml ${index.status} ${index.urls} sitemaps ${index.ms.toFixed(0)} ms (${index.cache})`);
  for (const loc of [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)) {
    const path = new URL(loc).pathname + new URL(loc).search;
    const first = await timed(tenant, path);
    // The copy is stored after the answer (waitUntil): ask until it is there.
    let second = await timed(tenant, path);
    for (let i = 0; i < 20 && second.cache !== "HIT"; i++) second = await timed(tenant, path);
    console.log(
      `${tenant} ${path.padEnd(34)} ${first.status} ${String(first.urls).padStart(6)} URLs ${(first.bytes / 1024 / 1024).toFixed(2)} MB  first ${first.ms.toFixed(0)} ms  kept ${second.ms.toFixed(0)} ms (${second.cache})`,
    );
  }
}
await site.close();
