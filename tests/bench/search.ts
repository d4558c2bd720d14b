/**
 * `npm run bench:search`: a fixed mix of catalogue searches against local D1 (Miniflare, in
 * process) at 1x and 10x catalogue scale. Prints p50/p95 per query kind and the EXPLAIN
 * QUERY PLAN of the default search. Target: p95 <= 20 ms at 10x. It prints figures; it does
 * not pass or fail.
 */
import { build } from "esbuild";
import { Miniflare } from "miniflare";
import { searchFiltersSchema } from "../../app/lib/search/filters";
import { generateCatalogue } from "../../scripts/seed/index";
import { travelsQueries } from "../../workers/services/catalogue/travels-sql";
import { applyMigrations, seedCatalogue } from "../support/catalogue-d1";
import { BENCH_MIX } from "./search-mix";
import type { BenchAnswer, BenchRequest } from "./search-worker";

const SCALES = (process.env.BENCH_SCALES ?? "1,10").split(",").map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 3;
const TODAY = new Date().toISOString().slice(0, 10);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function workerScript(): Promise<string> {
  const result = await build({
    entryPoints: [new URL("./search-worker.ts", import.meta.url).pathname],
    bundle: true,
    format: "esm",
    platform: "neutral",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["browser", "module", "main"],
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

async function benchScale(script: string, scale: number) {
  const mf = new Miniflare({ modules: true, script, d1Databases: ["DB"], kvNamespaces: ["KV"], compatibilityDate: "2026-04-20" });
  try {
    const db = (await mf.getD1Database("DB")) as unknown as D1Database;
    await applyMigrations(db);
    const catalogue = generateCatalogue({ scale, today: new Date(`${TODAY}T00:00:00Z`) });
    const seeded = performance.now();
    await seedCatalogue(db, catalogue);
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
      rows.push({ kind, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)!, size: answer.size, errors: answer.errors });
    }
    console.table(Object.fromEntries(rows.map(({ kind, ...figures }) => [kind, figures])));
    await printPlan(db);
    return rows;
  } finally {
    await mf.dispose();
  }
}

/** The default search (000 §9 filters): its page query and its count, as SQLite plans them. */
async function printPlan(db: D1Database) {
  const filters = searchFiltersSchema.parse({});
  const { page, count } = travelsQueries({ filters, today: TODAY, language: "en", currency: "EUR" }, { count: true });
  for (const [name, query] of [["page", page], ["count", count!]] as const) {
    const plan = await db.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).bind(...query.params).all<{ id: number; parent: number; detail: string }>();
    const depth = new Map<number, number>([[0, 0]]);
    console.log(`EXPLAIN QUERY PLAN, default search (${name}):`);
    for (const row of plan.results) {
      const level = (depth.get(row.parent) ?? 0) + 1;
      depth.set(row.id, level);
      console.log(`${"  ".repeat(level)}${row.detail}`);
    }
  }
}

const script = await workerScript();
const results = new Map<number, Awaited<ReturnType<typeof benchScale>>>();
for (const scale of SCALES) results.set(scale, await benchScale(script, scale));

console.log(`\nSummary (ms; ${RUNS} runs per kind after ${WARMUP} warm-up runs; timed inside workerd, whole milliseconds)`);
const summary: Record<string, Record<string, number>> = {};
for (const [scale, rows] of results) {
  for (const row of rows) summary[row.kind] = { ...summary[row.kind], [`${scale}x p50`]: row.p50, [`${scale}x p95`]: row.p95 };
}
console.table(summary);
const top = Math.max(...SCALES);
const over = (results.get(top) ?? []).filter((row) => row.p95 > 20);
console.log(over.length === 0 ? `Every kind is at p95 <= 20 ms at ${top}x.` : `Above 20 ms p95 at ${top}x: ${over.map((r) => r.kind).join(", ")}`);
