/**
 * `npm run bench:search`: a fixed mix of catalogue searches against local D1 (Miniflare, in
 * process) at 1x and 10x catalogue scale (BENCH_SCALES=1,10,100 adds 100x: ~420k departures,
 * a few minutes of seeding and ~5 GB of memory). Prints p50/p95 per query kind, the EXPLAIN
 * QUERY PLAN of every kind's statements (BENCH_PLANS: "all" at every scale, "none", or by
 * default every kind at 10x and the kinds over budget elsewhere), and how each kind grows
 * from scale to scale. Budget: p95 <= 20 ms at 10x; goal at 100x: no kind above 50 ms and
 * growth below the catalogue's. It prints figures; it does not pass or fail.
 */
import { bundleWorker } from "../support/bundle-worker";
import { Miniflare } from "miniflare";
import { cleanFilters, searchFiltersSchema } from "../../app/lib/search/filters";
import { catalogueScriptChunks, generateCatalogue, withSeedIndexesDropped, type Catalogue } from "../../scripts/seed/index";
import { catalogueLanguage } from "../../tenants/languages";
import type { Query } from "../../workers/services/catalogue/filter-sql";
import { toursQueries } from "../../workers/services/catalogue/tours-sql";
import { travelsQueries } from "../../workers/services/catalogue/travels-sql";
import { normalizeTopSellersQuery } from "../../workers/services/catalogue/top-sellers-query";
import { topSellerCountriesQuery, topSellerTotalsQuery } from "../../workers/services/catalogue/top-sellers-sql";
import { applyMigrations } from "../support/catalogue-d1";
import { BENCH_MIX, SEED_PATH } from "./search-mix";
import type { BenchAnswer, BenchCall, BenchRequest } from "./search-worker";

const SCALES = (process.env.BENCH_SCALES ?? "1,10").split(",").map(Number);
const PLANS = process.env.BENCH_PLANS ?? "default";
const BUDGET_10X_MS = 20;
const GOAL_100X_MS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 3;
const TODAY = new Date().toISOString().slice(0, 10);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function benchScale(script: string, scale: number) {
  const mf = new Miniflare({ modules: true, script, d1Databases: ["DB"], kvNamespaces: ["KV"], compatibilityDate: "2026-04-20" });
  try {
    const db = (await mf.getD1Database("DB")) as unknown as D1Database;
    await applyMigrations(db);
    const catalogue = generateCatalogue({ scale, today: new Date(`${TODAY}T00:00:00Z`) });
    const seeded = performance.now();
    await seedInChunks(mf, db, catalogue);
    console.log(
      `\n${scale}x: ${catalogue.travels.length} travels, ${catalogue.tours.length} tours, seeded in ${Math.round(performance.now() - seeded)} ms`,
    );
    const rows: { kind: string; p50: number; p95: number; max: number; size: number; errors: number }[] = [];
    for (const [kind, call] of BENCH_MIX) {
      const ask = async (runs: number) => {
        const body: BenchRequest = { call, runs, today: TODAY };
        const response = await mf.dispatchFetch("http://bench/", { method: "POST", body: JSON.stringify(body) });
        return (await response.json()) as BenchAnswer;
      };
      await ask(WARMUP);
      const answer = await ask(RUNS);
      const sorted = [...answer.times].sort((a, b) => a - b);
      rows.push({
        kind,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        max: sorted.at(-1)!,
        size: answer.size,
        errors: answer.errors,
      });
    }
    console.table(Object.fromEntries(rows.map(({ kind, ...figures }) => [kind, figures])));
    for (const [kind, call] of BENCH_MIX) {
      const row = rows.find((r) => r.kind === kind)!;
      const over = row.p95 > (scale >= 100 ? GOAL_100X_MS : BUDGET_10X_MS);
      if (PLANS === "all" || (PLANS === "default" && (scale === 10 || over))) await printPlans(db, kind, call);
    }
    return rows;
  } finally {
    await mf.dispose();
  }
}

/**
 * The seed script (the one `npm run seed` applies) in chunks of lines (at 100x it does not fit
 * in one string), each run by the bench's Worker next to the database (SEED_PATH). The indexes
 * of the tables it writes are dropped during the load and created after (withSeedIndexesDropped).
 */
async function seedInChunks(mf: Miniflare, db: D1Database, catalogue: Catalogue) {
  await withSeedIndexesDropped(db, async () => {
    for (const script of catalogueScriptChunks(catalogue)) {
      const response = await mf.dispatchFetch(`http://bench${SEED_PATH}`, { method: "POST", body: script });
      if (!response.ok) throw new Error(`the seed failed: ${response.status} ${await response.text()}`);
    }
  });
}

/** The statements a kind runs, built as the service builds them (D1 only: a KV hit runs none). */
function statementsOf(call: BenchCall): [string, Query][] {
  const shape = (filters: BenchCall & { method: "travels" | "travelsPaginated" | "tours" }) => ({
    filters: searchFiltersSchema.parse(cleanFilters(filters.filters as Record<string, unknown>, { dropEmptyArrays: true })),
    today: TODAY,
    language: catalogueLanguage("en-US"),
    currency: "EUR" as const,
  });
  if (call.method === "topSellers") {
    if (call.cache) return [];
    const query = normalizeTopSellersQuery(call.query);
    const countries = topSellerCountriesQuery(query, "en", TODAY);
    const totals = topSellerTotalsQuery(query, TODAY);
    return countries && totals
      ? [
          ["countries", countries],
          ["totals", totals],
        ]
      : [];
  }
  if (call.method === "tours") {
    const { page, count } = toursQueries(shape(call));
    return [
      ["page", page],
      ["count", count],
    ];
  }
  const { page, count } = travelsQueries(shape(call), { count: call.method === "travelsPaginated" });
  return count
    ? [
        ["page", page],
        ["count", count],
      ]
    : [["page", page]];
}

/** A kind's statements as SQLite plans them, one tree per statement. */
async function printPlans(db: D1Database, kind: string, call: BenchCall) {
  for (const [name, query] of statementsOf(call)) {
    const plan = await db
      .prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
      .bind(...query.params)
      .all<{ id: number; parent: number; detail: string }>();
    const depth = new Map<number, number>([[0, 0]]);
    console.log(`EXPLAIN QUERY PLAN, ${kind} (${name}):`);
    for (const row of plan.results) {
      const level = (depth.get(row.parent) ?? 0) + 1;
      depth.set(row.id, level);
      console.log(`${"  ".repeat(level)}${row.detail}`);
    }
  }
}

const script = await bundleWorker(new URL("./search-worker.ts", import.meta.url).pathname);
const results = new Map<number, Awaited<ReturnType<typeof benchScale>>>();
for (const scale of SCALES) results.set(scale, await benchScale(script, scale));

console.log(`\nSummary (ms; ${RUNS} runs per kind after ${WARMUP} warm-up runs; timed inside workerd, whole milliseconds)`);
console.log(
  `Budget: p95 <= ${BUDGET_10X_MS} ms at 10x. Goal at 100x: p95 <= ${GOAL_100X_MS} ms, growing less than the catalogue (x10 per step).`,
);
const summary: Record<string, Record<string, number | string>> = {};
const ordered = [...results.keys()].sort((a, b) => a - b);
for (const scale of ordered) {
  for (const row of results.get(scale)!)
    summary[row.kind] = { ...summary[row.kind], [`${scale}x p50`]: row.p50, [`${scale}x p95`]: row.p95 };
}
// Growth of the median from one scale to the next (whole milliseconds: a 0 counts as 0.5).
for (let i = 1; i < ordered.length; i++) {
  const [from, to] = [ordered[i - 1]!, ordered[i]!];
  for (const row of results.get(to)!) {
    const before = results.get(from)!.find((r) => r.kind === row.kind)!;
    summary[row.kind]![`p50 ${from}x→${to}x`] = `x${(Math.max(row.p50, 0.5) / Math.max(before.p50, 0.5)).toFixed(1)}`;
  }
}
for (const row of results.get(10) ?? []) summary[row.kind]!["10x budget"] = row.p95 <= BUDGET_10X_MS ? "ok" : "OVER";
for (const row of results.get(100) ?? []) summary[row.kind]!["100x goal"] = row.p95 <= GOAL_100X_MS ? "ok" : "OVER";
console.table(summary);
for (const [scale, limit] of [
  [10, BUDGET_10X_MS],
  [100, GOAL_100X_MS],
] as const) {
  const rows = results.get(scale);
  if (!rows) continue;
  const over = rows.filter((row) => row.p95 > limit);
  console.log(
    over.length === 0
      ? `Every kind is at p95 <= ${limit} ms at ${scale}x.`
      : `Above ${limit} ms p95 at ${scale}x: ${over.map((r) => r.kind).join(", ")}`,
  );
}
