/**
 * The bulk seed (the search benchmark's, `npm run seed` from 10x on) loads the catalogue with
 * the indexes of the tables it writes dropped, and creates them again after
 * (withSeedIndexesDropped); the seed pauses the triggers that keep the summaries
 * (travel_offers, travel_departure_summary, place_departure_days, travels.travel_offers_until)
 * and rebuilds them with one INSERT … SELECT each. On a 1x catalogue, this checks that the
 * schema and every row come out the same as with the plain seed (one exec, indexes kept), and
 * that the rebuilt summaries are the rows the triggers write when the same script runs unpaused.
 */
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueScript, generateCatalogue, withSeedIndexesDropped } from "../../scripts/seed/index";
import { REBUILD_PLACE_DAYS_SQL } from "../../workers/services/catalogue/place-days-sql";
import { REBUILD_DEPARTURE_SUMMARY_SQL } from "../../workers/services/catalogue/departure-summary-sql";
import { PAUSE_TRAVEL_OFFERS_SQL, REBUILD_TRAVEL_OFFERS_SQL, RESUME_TRAVEL_OFFERS_SQL } from "../../workers/services/catalogue/offers-sql";
import { applyMigrations } from "../support/catalogue-d1";

const TODAY = new Date("2026-03-02T00:00:00Z");
const catalogue = generateCatalogue({ scale: 1, today: TODAY });
const script = catalogueScript(catalogue);
const oneLine = (sql: string) => `${sql.replace(/\s*\n\s*/g, " ").trim()};`;
/** The same script with the triggers left running: no pause, no summary rebuilds. */
const unpaused = (() => {
  const skipped = new Set(
    [
      PAUSE_TRAVEL_OFFERS_SQL,
      RESUME_TRAVEL_OFFERS_SQL,
      ...REBUILD_TRAVEL_OFFERS_SQL,
      ...REBUILD_DEPARTURE_SUMMARY_SQL,
      ...REBUILD_PLACE_DAYS_SQL,
    ].map(oneLine),
  );
  const lines = script.trim().split("\n");
  // The pause, and the rebuilds after the last insert (the wipe at the start stays).
  const lastInsert = lines.findLastIndex((line) => line.startsWith("INSERT INTO tour"));
  const kept = lines.filter((line, i) => !(skipped.has(line) && (i > lastInsert || line === oneLine(PAUSE_TRAVEL_OFFERS_SQL))));
  return { text: kept.join("\n"), skipped: lines.length - kept.length };
})();

const instances: Miniflare[] = [];
async function database(): Promise<D1Database> {
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response('') } }",
    d1Databases: ["DB"],
    compatibilityDate: "2026-04-20",
  });
  instances.push(mf);
  const db = (await mf.getD1Database("DB")) as unknown as D1Database;
  await applyMigrations(db);
  return db;
}

let plain: D1Database;
let bulk: D1Database;
let triggered: D1Database;

beforeAll(async () => {
  [plain, bulk, triggered] = await Promise.all([database(), database(), database()]);
  await plain.exec(script);
  await withSeedIndexesDropped(bulk, () => bulk.exec(script));
  await triggered.exec(unpaused.text);
}, 120_000);
afterAll(async () => {
  await Promise.all(instances.map((mf) => mf.dispose()));
});

const SCHEMA = "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name";
const SUMMARIES = [
  "SELECT * FROM travel_offers ORDER BY travel_id, first_departure",
  "SELECT * FROM travel_departure_summary ORDER BY travel_id, first_departure",
  "SELECT * FROM place_departure_days ORDER BY place_id, day",
  "SELECT id, travel_offers_until FROM travels ORDER BY id",
];
const TABLES = ["images", "travels", "travel_countries", "tours", "travel_itinerary_days", "tour_price_history", "tour_bookings"];

async function rows(db: D1Database, sql: string) {
  return (await db.prepare(sql).all()).results;
}

describe("the bulk seed", () => {
  it("leaves the schema as the migrations made it, every index with its own text", async () => {
    const schema = await rows(bulk, SCHEMA);
    expect(schema).toEqual(await rows(plain, SCHEMA));
    expect(schema.filter((row) => row.type === "index" && row.tbl_name === "tours").length).toBeGreaterThanOrEqual(8);
  });

  it("writes the same rows as the plain seed", async () => {
    for (const table of TABLES) {
      const sql = `SELECT * FROM ${table} ORDER BY 1, 2`;
      const [a, b] = [await rows(plain, sql), await rows(bulk, sql)];
      expect(b.length, table).toBe(a.length);
      expect(b, table).toEqual(a);
    }
    for (const sql of SUMMARIES) expect(await rows(bulk, sql), sql).toEqual(await rows(plain, sql));
  });

  it("rebuilds the summaries as the triggers keep them, row for row", async () => {
    expect(unpaused.skipped).toBe(
      2 + REBUILD_TRAVEL_OFFERS_SQL.length + REBUILD_DEPARTURE_SUMMARY_SQL.length + REBUILD_PLACE_DAYS_SQL.length,
    );
    for (const sql of SUMMARIES) {
      const rebuilt = await rows(plain, sql);
      expect(await rows(triggered, sql), sql).toEqual(rebuilt);
      expect(rebuilt.length, sql).toBeGreaterThan(100);
    }
  });
});
