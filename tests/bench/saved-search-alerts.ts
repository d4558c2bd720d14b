/**
 * `npm run bench:saved-searches`: the watched searches' alert job on the 10x
 * catalogue with 10,000 watched searches (1,000 people), in local D1 (Miniflare). Each run
 * first changes BENCH_CHANGED departures (prices down 10%, some up again), then times one job
 * run (news, decisions, sends to a mailer that keeps nothing) in a Worker beside the database,
 * as the scheduled handler runs it (saved-search-worker.ts; from Node, Miniflare's proxy made
 * every prepared statement a blocking round trip and the figures its own). Prints the median and p95 per
 * number of changed departures, and the EXPLAIN QUERY PLAN of the job's statements: the work
 * follows the changed departures, not saved searches × catalogue. Figures, not pass/fail.
 */
import { bundleWorker } from "../support/bundle-worker";
import { exportJWK, generateKeyPair } from "jose";
import { createCatalogueD1 } from "../support/catalogue-d1";
import type { SavedSearchBenchAnswer, SavedSearchBenchRequest } from "./saved-search-worker";
import {
  CANDIDATES_SQL,
  CHANGES_SQL,
  FACTS_SQL,
  HISTORY_SQL,
  MAILED_SQL,
  UNTOLD_SQL,
  WINDOW_SQL,
} from "../../workers/services/saved-searches/saved-searches-sql";
import { canonicalSavedQuery, coarseColumns, savedSearchFilters } from "../../app/lib/search/saved-search";

const SCALE = Number(process.env.BENCH_SCALE ?? 10);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 10_000);
const CHANGED = (process.env.BENCH_CHANGED ?? "10,100,1000").split(",").map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TODAY = new Date().toISOString().slice(0, 10);
const STYLES = ["NATURE", "RELAX", "HISTORY", "CULTURE", "PARTY"];

/** A deterministic pseudo-random sequence (the same searches every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The bench's Worker, bundled as wrangler would (the job and what it imports, for workerd). */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)]!;

async function main() {
  const seeding = performance.now();
  const { mf, db, catalogue, dispose } = await createCatalogueD1({
    scale: SCALE,
    today: new Date(`${TODAY}T00:00:00Z`),
    script: await bundleWorker(new URL("./saved-search-worker.ts", import.meta.url).pathname),
  });
  console.log(
    `${SCALE}x: ${catalogue.travels.length} trips, ${catalogue.tours.length} departures, seeded in ${Math.round(performance.now() - seeding)} ms`,
  );
  try {
    await seedSearches(db, catalogue);
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    const keys = JSON.stringify([{ ...(await exportJWK(privateKey)), kid: "bench" }]);
    // One job run in the Worker beside the database (saved-search-worker.ts), timed from here.
    const runJob = async (at: Date) => {
      const response = await mf.dispatchFetch("http://bench.localhost/", {
        method: "POST",
        body: JSON.stringify({ at: at.getTime(), keys } satisfies SavedSearchBenchRequest),
      });
      if (!response.ok) throw new Error(`the job failed in the Worker: ${response.status} ${await response.text()}`);
      return (await response.json()) as SavedSearchBenchAnswer;
    };
    // The seed's own log (every departure inserted) is older than every search: one run moves past it.
    const first = performance.now();
    await runJob(new Date());
    console.log(`first run over the seed's log: ${Math.round(performance.now() - first)} ms`);

    const future = catalogue.tours.filter((t) => t.starting_date > TODAY && t.sales_status !== "SOLD_OUT");
    const next = random(7);
    let day = 0;
    console.log(`\n${SEARCHES} watched searches; ${RUNS} runs per row (each run on its own day, so every search may e-mail)`);
    console.log("changed departures | median ms | p95 ms | candidates (median) | news (median) | e-mails (median)");
    for (const changed of CHANGED) {
      const times: number[] = [];
      const candidates: number[] = [];
      const news: number[] = [];
      const mails: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const ids = Array.from({ length: changed }, () => future[Math.floor(next() * future.length)]!.id);
        // Down 10% on even runs, back up on odd ones: a price falling into a range, and leaving it.
        const factor = run % 2 === 0 ? 0.9 : 1 / 0.9;
        await db
          .prepare(
            `UPDATE tours SET price_eur = CAST(price_eur * ?2 AS INTEGER), price_gbp = CAST(price_gbp * ?2 AS INTEGER),
               price_usd = CAST(price_usd * ?2 AS INTEGER) WHERE id IN (SELECT value FROM json_each(?1))`,
          )
          .bind(JSON.stringify([...new Set(ids)]), factor)
          .run();
        const at = new Date(Date.now() + ++day * 86_400_000);
        const start = performance.now();
        const { summary, sent } = await runJob(at);
        times.push(performance.now() - start);
        candidates.push(summary.candidates);
        news.push(summary.news);
        mails.push(sent);
      }
      console.log(
        `${String(changed).padStart(18)} | ${median(times).toFixed(1).padStart(9)} | ${p95(times).toFixed(1).padStart(6)} | ` +
          `${String(median(candidates)).padStart(19)} | ${String(median(news)).padStart(13)} | ${String(median(mails)).padStart(16)}`,
      );
    }
    await plans(
      db,
      future.slice(0, 100).map((t) => t.id),
    );
  } finally {
    await dispose();
  }
}

/** 1,000 people with 10 searches each: places (countries or continents), price ranges, styles, dates, some text. */
async function seedSearches(db: D1Database, catalogue: Awaited<ReturnType<typeof createCatalogueD1>>["catalogue"]) {
  const next = random(42);
  const countries = [...new Set(catalogue.travelCountries.map((tc) => tc.country_id))];
  const continents = [...new Set(catalogue.countries.map((c) => c.continent_id))];
  const users: [string, string][] = [];
  const searches: unknown[][] = [];
  const places: [number, string][] = [];
  const now = Date.now();
  for (let i = 0; i < SEARCHES; i++) {
    const userId = `00000000-0000-4000-8000-${String(Math.floor(i / 10)).padStart(12, "0")}`;
    if (i % 10 === 0) users.push([userId, `bench-${i / 10}@example.com`]);
    const params = new URLSearchParams();
    const kind = next();
    if (kind < 0.5) {
      params.append("destinationId[]", String(countries[Math.floor(next() * countries.length)]));
      if (next() < 0.3) params.append("destinationId[]", String(countries[Math.floor(next() * countries.length)]));
    } else if (kind < 0.7) {
      params.append("continentId[]", String(continents[Math.floor(next() * continents.length)]));
    }
    if (next() < 0.8) params.set("priceTo", String(Math.round(60_000 + next() * 200_000)));
    if (next() < 0.2) params.append("travelStyles[]", STYLES[Math.floor(next() * STYLES.length)]!);
    if (next() < 0.2)
      params.set(
        "dateFrom",
        TODAY.replace(/^(\d{4})/, (y) => String(Number(y) + (next() < 0.5 ? 0 : 1))),
      );
    if (next() < 0.05) params.set("textSearch", ["mare", "trekking", "deserto", "safari"][Math.floor(next() * 4)]!);
    const filters = savedSearchFilters(params);
    const query = `${canonicalSavedQuery(params)}${canonicalSavedQuery(params) ? "&" : ""}durationTo=${365 - (i % 10)}`;
    const coarse = coarseColumns(filters);
    const id = `10000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
    searches.push([id, userId, query, coarse.priceMin, coarse.priceMax, coarse.anywhere ? 1 : 0]);
    for (const country of filters.destinationId ?? []) places.push([Number(country), id]);
    for (const continent of filters.continentId ?? [])
      for (const c of catalogue.countries) if (String(c.continent_id) === continent) places.push([c.id, id]);
  }
  const chunk = <T>(rows: T[], size: number) =>
    Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
  for (const rows of chunk(users, 1000))
    await db
      .prepare(
        "INSERT INTO users (id, email, created_at, site) SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), ?2, 'it' FROM json_each(?1)",
      )
      .bind(JSON.stringify(rows), now)
      .run();
  for (const rows of chunk(searches, 1000))
    await db
      .prepare(
        `INSERT INTO saved_searches (id, user_id, site, currency, query, name, price_min, price_max, anywhere, since_seq, created_at, updated_at)
         SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), 'it', 'EUR', json_extract(value, '$[2]'), 'Bench',
           json_extract(value, '$[3]'), json_extract(value, '$[4]'), json_extract(value, '$[5]'),
           (SELECT coalesce(max(seq), 0) FROM tour_changes), ?2, ?2 FROM json_each(?1)`,
      )
      .bind(JSON.stringify(rows), now)
      .run();
  for (const rows of chunk(places, 2000))
    await db
      .prepare(
        "INSERT OR IGNORE INTO saved_search_places (country_id, search_id) SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?1)",
      )
      .bind(JSON.stringify(rows))
      .run();
  const count = await db
    .prepare("SELECT count(*) AS n, sum(anywhere) AS anywhere FROM saved_searches")
    .first<{ n: number; anywhere: number }>();
  console.log(`${count?.n} watched searches (${count?.anywhere} with no place), ${places.length} place rows, ${users.length} people`);
}

async function plans(db: D1Database, tourIds: number[]) {
  const departures = JSON.stringify(tourIds.slice(0, 20).map((id) => [id, 100_000, 90_000, 110_000, [1, 2]]));
  const statements: [string, string, unknown[]][] = [
    ["WINDOW_SQL", WINDOW_SQL, []],
    ["CHANGES_SQL", CHANGES_SQL, [0, 100, 100]],
    ["FACTS_SQL", FACTS_SQL, [JSON.stringify(tourIds)]],
    ["CANDIDATES_SQL", CANDIDATES_SQL, [departures]],
    ["MAILED_SQL", MAILED_SQL, [JSON.stringify(tourIds)]],
    ["HISTORY_SQL", HISTORY_SQL, [JSON.stringify(tourIds), TODAY]],
    ["UNTOLD_SQL", UNTOLD_SQL, [TODAY, 500]],
  ];
  console.log("\nEXPLAIN QUERY PLAN");
  for (const [name, sql, params] of statements) {
    const { results } = await db
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    console.log(`${name}:\n${results.map((r) => `  ${r.detail}`).join("\n")}`);
  }
}

await main();
