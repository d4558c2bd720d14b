/**
 * place_departure_days (migration 0021) answers the where section's counts (top-sellers).
 * This is its safety net: on a seeded D1, every kind of top-sellers query (all countries, free
 * text, countries, one or two continents, with and without a limit, in two languages) and its totals give
 * the same rows in the same order as the queries as they were before 0021 (bookable trips read
 * from the tours, or from travel_offers' rows of the day), on search days before, between and
 * after departures;
 * the trigger-kept rows equal a rebuild after every kind of write to tours; and the scheduled
 * clean-up of past days leaves today's answers as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_STATUSES } from "../../app/lib/search/filters";
import type { CatalogueLanguage } from "../../tenants/languages";
import { REBUILD_PLACE_DAYS_SQL } from "../../workers/services/catalogue/place-days-sql";
import { deletePastOfferRows } from "../../workers/services/catalogue/offer-rows-cleanup";
import {
  chosenCountries,
  foundTravelSets,
  topSellerCountriesQuery,
  topSellerTotalsQuery,
  TOP_SELLERS_LIMIT,
} from "../../workers/services/catalogue/top-sellers-sql";
import type { TopSellersQuery } from "../../workers/services/catalogue/types";
import { createPriceService } from "../../workers/services/prices";
import { createCatalogueD1, type CatalogueD1 } from "../support/catalogue-d1";

const TODAY = "2026-03-02";
const shift = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const DAYS = [shift(-120), TODAY, shift(9), shift(45), shift(200), shift(600)];
let env: CatalogueD1;

beforeAll(async () => {
  env = await createCatalogueD1({ scale: 0.25, today: new Date(`${TODAY}T00:00:00Z`) });
});
afterAll(() => env?.dispose());

/**
 * The countries query as it was before 0021: bookable trips (their count of departures) from
 * travel_offers' row of the day for all countries, from the tours for a chosen set.
 */
function countriesBefore(query: TopSellersQuery, language: CatalogueLanguage, today: string, limit: number | null) {
  // Which countries a search names did not change with 0021; how their trips are counted did.
  const { chosen, params } = chosenCountries(query);
  const bookable = chosen
    ? {
        sql: `bookable AS (SELECT t.travel_id, COUNT(*) AS departures FROM tours t
          WHERE t.starting_date > ? AND t.sales_status IN (SELECT value FROM json_each(?))
            AND t.travel_id IN (SELECT tc.travel_id FROM travel_countries tc WHERE tc.country_id IN (${chosen}))
          GROUP BY t.travel_id)`,
        params: [today, JSON.stringify(DEFAULT_STATUSES), ...params],
      }
    : {
        sql: `bookable AS (SELECT o.travel_id, o.departures FROM travel_offers o INDEXED BY travel_offers_day
          WHERE o.valid_from <= ? AND o.first_departure > ?)`,
        params: [today, today],
      };
  return {
    sql: `WITH ${bookable.sql}
      SELECT c.id, c.iso_alpha3, c.name_${language} AS name, co.id AS continent_id, co.code AS continent_code,
        co.name_${language} AS continent_name, COUNT(*) AS itineraries, SUM(b.departures) AS departures
      FROM bookable b
      JOIN travel_countries tc ON tc.travel_id = b.travel_id
      JOIN countries c ON c.id = tc.country_id
      JOIN continents co ON co.id = c.continent_id
      ${chosen ? `WHERE c.id IN (${chosen})` : ""}
      GROUP BY c.id
      ORDER BY itineraries DESC, departures DESC, name
      ${limit === null ? "" : `LIMIT ${limit}`}`,
    params: [...bookable.params, ...(chosen ? params : [])],
  };
}

/**
 * The totals as they were before 0021: every trip's row of the day in travel_offers, or the
 * departures of the trips found (text, countries, continents) read from the tours.
 */
function totalsBefore(query: TopSellersQuery, today: string) {
  // Which travels a search finds did not change with 0021; how their departures are counted did.
  const { sets, params } = foundTravelSets(query);
  if (sets.length === 0)
    return {
      sql: `SELECT COUNT(*) AS itineraries, coalesce(SUM(o.departures), 0) AS departures
        FROM travel_offers o WHERE o.valid_from <= ?1 AND o.first_departure > ?1`,
      params: [today],
    };
  return {
    sql: `WITH bookable AS (SELECT t.travel_id, COUNT(*) AS departures FROM tours t
        WHERE t.starting_date > ? AND t.sales_status IN (SELECT value FROM json_each(?)) AND t.travel_id IN (${sets.join(" UNION ")})
        GROUP BY t.travel_id)
      SELECT COUNT(*) AS itineraries, coalesce(SUM(b.departures), 0) AS departures FROM bookable b`,
    params: [today, JSON.stringify(DEFAULT_STATUSES), ...params],
  };
}

const QUERIES: TopSellersQuery[] = [
  {},
  { search: "ital" },
  { search: "per" },
  { countries: ["ITA", "JPN", "PER"] },
  { continents: ["AS"] },
  { continents: ["EU", "AF"] },
  { continents: ["EU"] },
  { continents: ["XX"] },
  { search: "ma", continents: ["OC"] },
  { countries: ["MAR"], continents: ["SA"] },
];

async function all(query: { sql: string; params: (string | number)[] }) {
  return (
    await env.db
      .prepare(query.sql)
      .bind(...query.params)
      .all()
  ).results;
}

/** The queries of every kind on `days`, each as it answers now and as it answered before. */
async function expectSameAsBefore(days: readonly string[]) {
  let rows = 0;
  let found = 0;
  for (const today of days) {
    for (const query of QUERIES) {
      for (const [language, limit] of [
        ["en", TOP_SELLERS_LIMIT],
        ["it", null],
      ] as const) {
        const now = await all(topSellerCountriesQuery(query, language, today, limit)!);
        expect(now, `${JSON.stringify(query)} ${language} ${today}`).toEqual(await all(countriesBefore(query, language, today, limit)));
        rows += now.length;
      }
    }
    for (const query of QUERIES) {
      const totals = await all(topSellerTotalsQuery(query, today)!);
      expect(totals, `${JSON.stringify(query)} ${today}`).toEqual(await all(totalsBefore(query, today)));
      found += (totals[0] as { itineraries: number }).itineraries;
    }
  }
  // Enough trips and rows on every day asked for the comparison to mean something.
  expect(found).toBeGreaterThan(16 * days.length);
  expect(rows).toBeGreaterThan(33 * days.length);
}

async function placeDays() {
  return (await env.db.prepare("SELECT * FROM place_departure_days ORDER BY place_id, day").all()).results;
}

describe("place_departure_days", () => {
  it("holds one row per place (country, continent, every trip) and day with a bookable departure", async () => {
    const expected = await env.db
      .prepare(
        `SELECT COUNT(*) AS n FROM (
           SELECT DISTINCT tc.country_id, t.starting_date FROM tours t JOIN travel_countries tc ON tc.travel_id = t.travel_id
           WHERE t.sales_status NOT IN ('SOLD_OUT', 'TO_CONFIRM')
           UNION SELECT DISTINCT -c.continent_id, t.starting_date FROM tours t JOIN travel_countries tc ON tc.travel_id = t.travel_id
             JOIN countries c ON c.id = tc.country_id WHERE t.sales_status NOT IN ('SOLD_OUT', 'TO_CONFIRM')
           UNION SELECT DISTINCT 0, starting_date FROM tours WHERE sales_status NOT IN ('SOLD_OUT', 'TO_CONFIRM'))`,
      )
      .first<{ n: number }>();
    expect((await placeDays()).length).toBe(expected?.n);
    const trips = async (where: string) =>
      (
        await env.db
          .prepare(
            `SELECT COUNT(DISTINCT t.travel_id) AS n FROM tours t WHERE t.sales_status NOT IN ('SOLD_OUT', 'TO_CONFIRM') AND ${where}`,
          )
          .first<{ n: number }>()
      )?.n;
    const ending = async (place: number) =>
      (
        await env.db
          .prepare("SELECT SUM(trips_ending) AS n FROM place_departure_days WHERE place_id = ?1")
          .bind(place)
          .first<{ n: number }>()
      )?.n;
    expect(await ending(0)).toBe(await trips("1"));
    // Asia: a trip visiting two of its countries counts once.
    const asia = await env.db.prepare("SELECT id FROM continents WHERE code = 'AS'").first<{ id: number }>();
    const inAsia = await trips(
      `t.travel_id IN (SELECT tc.travel_id FROM travel_countries tc JOIN countries c ON c.id = tc.country_id WHERE c.continent_id = ${asia!.id})`,
    );
    expect(await ending(-asia!.id)).toBe(inAsia);
    expect(inAsia).toBeGreaterThan(5);
    expect(await trips("1")).toBeGreaterThan(50);
  });

  it("answers every kind of top-sellers query as the query before it did", async () => {
    await expectSameAsBefore(DAYS);
  }, 120_000);

  it("stays equal to a rebuild after every kind of write to tours, and top-sellers with it", async () => {
    const db = env.db;
    const prices = createPriceService({ db });
    const tours = env.catalogue.tours.filter((t) => t.starting_date > TODAY);
    const [a, b, c, d, e, f] = [tours[7]!, tours[44]!, tours[81]!, tours[124]!, tours[165]!, tours[206]!];
    expect(await prices.changeTourPrice(a.id, { eur: Math.max(100, Math.round(a.price_eur / 3)) }, TODAY)).not.toBeNull();
    expect(await prices.changeTourPrice(b.id, { eur: b.price_eur * 2 }, TODAY)).not.toBeNull();
    await prices.refreshReferencePrices(shift(20));
    // Sold out and reopened, a whole trip sold out, the last departure of a trip moved.
    await db.prepare("UPDATE tours SET sales_status = 'SOLD_OUT' WHERE id = ?1").bind(c.id).run();
    await db
      .prepare("UPDATE tours SET sales_status = 'PLANNED' WHERE id = ?1")
      .bind(c.id + 1)
      .run();
    await db.prepare("UPDATE tours SET sales_status = 'TO_CONFIRM' WHERE travel_id = ?1").bind(d.travel_id).run();
    await db.prepare("UPDATE tours SET starting_date = ?2, ending_date = ?3 WHERE id = ?1").bind(e.id, shift(1), shift(8)).run();
    const last = await db
      .prepare("SELECT id FROM tours WHERE travel_id = ?1 ORDER BY starting_date DESC LIMIT 1")
      .bind(f.travel_id)
      .first<{ id: number }>();
    await db.prepare("UPDATE tours SET starting_date = ?2, ending_date = ?3 WHERE id = ?1").bind(last!.id, shift(700), shift(707)).run();
    // A departure moved to another trip, a new one, two groups the same day, a deleted one.
    await db.prepare("UPDATE tours SET travel_id = ?2 WHERE id = ?1").bind(a.id, f.travel_id).run();
    await db
      .prepare(
        `INSERT INTO tours (id, travel_id, code, starting_date, ending_date, sales_status, capacity, free_seats, seats_to_confirm, age_badge,
           base_price_eur, price_eur, base_price_gbp, price_gbp, base_price_usd, price_usd, discount_percent, published_at)
         SELECT 9200000 + n, travel_id, code || '-N' || n, ?2, ?3, CASE n WHEN 2 THEN 'SOLD_OUT' ELSE 'CONFIRMED' END, capacity, free_seats, 0, age_badge,
           5000, 4000, 4500, 3500, 5500, 4400, 20, published_at
         FROM tours, (SELECT 0 AS n UNION ALL SELECT 1 UNION ALL SELECT 2) WHERE id = ?1`,
      )
      .bind(f.id, shift(3), shift(10))
      .run();
    await db
      .prepare("DELETE FROM tours WHERE id = ?1")
      .bind(b.id + 1)
      .run();
    await db.prepare("DELETE FROM tours WHERE id = ?1").bind(9200001).run();

    const kept = await placeDays();
    await db.batch(REBUILD_PLACE_DAYS_SQL.map((sql) => db.prepare(sql)));
    expect(kept).toEqual(await placeDays());
    expect(kept.length).toBeGreaterThan(100);
    // The days the writes above reach: today, the week the moved and new departures start, and the far future.
    await expectSameAsBefore([TODAY, shift(9), shift(600)]);
  }, 120_000);

  it("loses its past days to the scheduled job, and answers from that day on as before", async () => {
    const day = shift(45);
    const from = DAYS.filter((d) => d >= day);
    const before = await Promise.all(from.map((today) => all(topSellerCountriesQuery({ continents: ["EU", "AS"] }, "en", today, null)!)));
    const totals = await Promise.all(from.map((today) => all(topSellerTotalsQuery({}, today)!)));
    expect(await deletePastOfferRows(env.db, day)).toBeGreaterThan(0);
    const past = await env.db.prepare("SELECT COUNT(*) AS n FROM place_departure_days WHERE day <= ?1").bind(day).first<{ n: number }>();
    expect(past?.n).toBe(0);
    expect(await Promise.all(from.map((today) => all(topSellerCountriesQuery({ continents: ["EU", "AS"] }, "en", today, null)!)))).toEqual(
      before,
    );
    expect(await Promise.all(from.map((today) => all(topSellerTotalsQuery({}, today)!)))).toEqual(totals);
    expect(before[0]!.length).toBeGreaterThan(3);
  });
});
