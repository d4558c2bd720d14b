/**
 * travel_offers (migration 0012) is a summary of the departures that the travels search reads
 * when the departure filters are the defaults. This is its safety net: on a seeded D1, the
 * search answered from it (page rows and total) is the same as the search answered from the
 * departures, for every sort, a spread of trip filters, the three currencies and search days
 * before, on and after departures; and after every kind of write to tours (a price change,
 * the daily reference prices, status changes, a moved, a new and a deleted departure) the
 * rows the triggers keep equal a rebuild from scratch.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchFiltersSchema, type SearchFiltersInput } from "../../app/lib/search/filters";
import type { Currency } from "../../tenants/languages";
import { REBUILD_TRAVEL_OFFERS_SQL } from "../../workers/services/catalogue/offers-sql";
import { toTravelCard, type TravelPageRow } from "../../workers/services/catalogue/mappers";
import { readsOffers, travelsQueries } from "../../workers/services/catalogue/travels-sql";
import { toursQueries } from "../../workers/services/catalogue/tours-sql";
import { topSellerCountriesQuery, topSellerTotalsQuery } from "../../workers/services/catalogue/top-sellers-sql";
import { createPriceService } from "../../workers/services/prices";
import { createCatalogueD1, type CatalogueD1 } from "../support/catalogue-d1";

const TODAY = "2026-03-02";
const shift = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
let env: CatalogueD1;

beforeAll(async () => {
  env = await createCatalogueD1({ scale: 0.25, today: new Date(`${TODAY}T00:00:00Z`) });
});
afterAll(() => env?.dispose());

type Answer = { total: number; cards: ReturnType<typeof toTravelCard>[] };

/** One search, answered from travel_offers (offers: true) or from the departures. */
async function search(input: SearchFiltersInput, currency: Currency, today: string, offers: boolean): Promise<Answer & { sql: string }> {
  const filters = searchFiltersSchema.parse(input);
  const { page, count } = travelsQueries({ filters, today, currency, language: "en" }, { count: true, offers });
  const bind = (q: { sql: string; params: (string | number)[] }) => env.db.prepare(q.sql).bind(...q.params);
  const [rows, counted] = count ? await env.db.batch([bind(page), bind(count)]) : [await bind(page).all(), null];
  const results = (rows?.results ?? []) as TravelPageRow[];
  const total = counted ? (counted.results[0] as { total: number }).total : (results[0]?.total ?? 0);
  return { total, cards: results.map((row) => toTravelCard(row, currency)), sql: page.sql + (count?.sql ?? "") };
}

const SORTS = [
  undefined,
  "date",
  "date:asc",
  "newer:desc",
  "price:asc",
  "price:desc",
  "discount:desc",
  "duration:asc",
  "duration:desc",
] as const;
const TRIP_FILTERS: SearchFiltersInput[] = [
  {},
  { continentId: ["1"] },
  { destinationId: ["1", "34"] },
  { travelStyles: ["CULTURE", "HISTORY"] },
  { textSearch: "ita" },
  { durations: "MAX_10", isNoSharingRoomAvailable: true },
  { travelTypes: ["CARAVAN_X"] },
  { badgeId: ["NEW"] },
  { page: 2 },
  { page: 3, perPage: 7 },
  { status: ["WAITING_LIST", "PLANNED", "CONFIRMED", "ALMOST_CONFIRMED", "ALMOST_FULL"] },
];
const CURRENCIES: Currency[] = ["EUR", "GBP", "USD"];
// Before the catalogue, the seed's day, between departures, and late in the season.
const DAYS = [shift(-120), TODAY, shift(9), shift(45), shift(200)];

async function expectSameAnswers(cases: { input: SearchFiltersInput; currency: Currency; today: string }[]) {
  let nonEmpty = 0;
  for (const { input, currency, today } of cases) {
    const fromOffers = await search(input, currency, today, true);
    const fromDepartures = await search(input, currency, today, false);
    expect(fromOffers.sql, JSON.stringify(input)).toContain("travel_offers");
    expect(fromDepartures.sql).not.toContain("travel_offers");
    expect({ total: fromOffers.total, cards: fromOffers.cards }, `${JSON.stringify(input)} ${currency} ${today}`).toEqual({
      total: fromDepartures.total,
      cards: fromDepartures.cards,
    });
    if (fromOffers.cards.length > 0) nonEmpty++;
  }
  // The comparison means something only if most searches find trips.
  expect(nonEmpty).toBeGreaterThan(cases.length / 2);
}

const spread = () =>
  SORTS.flatMap((sort, s) =>
    TRIP_FILTERS.map((filters, f) => ({
      input: { ...filters, ...(sort ? { sort } : {}) },
      currency: CURRENCIES[(s + f) % 3]!,
      today: DAYS[(s * 3 + f) % DAYS.length]!,
    })),
  );

/** The tours tab's total from travel_offers and from the departures. */
async function tourTotals(input: SearchFiltersInput, currency: Currency, today: string) {
  const filters = searchFiltersSchema.parse({ ...input, tab: "tours" });
  const total = async (offers: boolean) => {
    const { count } = toursQueries({ filters, today, currency, language: "en" }, { offers });
    return {
      sql: count.sql,
      total: (await env.db
        .prepare(count.sql)
        .bind(...count.params)
        .first<{ total: number }>())!.total,
    };
  };
  return { fromOffers: await total(true), fromDepartures: await total(false) };
}

async function offerRows() {
  const { results } = await env.db.prepare("SELECT * FROM travel_offers ORDER BY travel_id, first_departure").all();
  return results;
}

describe("travel_offers", () => {
  it("is read only when the departure filters are the defaults", () => {
    const reads = (input: SearchFiltersInput) => readsOffers(searchFiltersSchema.parse(input));
    expect(reads({})).toBe(true);
    expect(reads({ sort: "price:asc", continentId: ["1"], textSearch: "peru" })).toBe(true);
    expect(reads({ dateFrom: TODAY })).toBe(false);
    expect(reads({ dateTo: TODAY })).toBe(false);
    expect(reads({ ageBadge: "25-35" })).toBe(false);
    expect(reads({ discounted: true })).toBe(false);
    expect(reads({ priceFrom: 1 })).toBe(false);
    expect(reads({ priceTo: 100_000 })).toBe(false);
    expect(reads({ withUnbookable: true })).toBe(false);
    expect(reads({ status: ["SOLD_OUT"] })).toBe(false);
    expect(reads({ status: ["CONFIRMED"] })).toBe(false);
  });

  it("answers every sort, trip filter, currency and day as the departures do", async () => {
    await expectSameAnswers(spread());
  }, 120_000);

  it("gives the tours tab the total the departures give", async () => {
    let sum = 0;
    for (const { input, currency, today } of spread().filter((_, i) => i % 4 === 0)) {
      const { fromOffers, fromDepartures } = await tourTotals(input, currency, today);
      expect(fromOffers.sql).toContain("travel_offers");
      expect(fromOffers.total, `${JSON.stringify(input)} ${today}`).toBe(fromDepartures.total);
      sum += fromOffers.total;
    }
    expect(sum).toBeGreaterThan(1000);
  }, 60_000);

  it("gives top-sellers the counts of bookable departures per trip, as counted from the departures", async () => {
    for (const today of DAYS) {
      const countries = topSellerCountriesQuery({}, "en", today, null)!;
      const totals = topSellerTotalsQuery({ continents: ["EU", "AS"] }, today)!;
      // Free text: the trips whose titles or places match, counted the same way.
      const text = topSellerTotalsQuery({ search: "ital" }, today)!;
      const textSums = await env.db
        .prepare(text.sql)
        .bind(...text.params)
        .first<{ itineraries: number; departures: number }>();
      const textExpected = await env.db
        .prepare(
          `SELECT COUNT(DISTINCT t.travel_id) AS itineraries, COUNT(*) AS departures FROM tours t
           WHERE t.starting_date > ?1 AND t.sales_status NOT IN ('SOLD_OUT', 'TO_CONFIRM')
             AND t.travel_id IN (SELECT rowid FROM travels_fts WHERE travels_fts MATCH '"ital"*')`,
        )
        .bind(today)
        .first<{ itineraries: number; departures: number }>();
      expect(textSums).toEqual(textExpected);
      if (today === TODAY) expect(textExpected?.itineraries).toBeGreaterThan(0);
      const { results } = await env.db
        .prepare(countries.sql)
        .bind(...countries.params)
        .all<{ id: number; itineraries: number; departures: number }>();
      const sums = await env.db
        .prepare(totals.sql)
        .bind(...totals.params)
        .first<{ itineraries: number; departures: number }>();
      // The same counts straight from the departures (future, default statuses).
      const { results: expected } = await env.db
        .prepare(
          `SELECT tc.country_id AS id, COUNT(DISTINCT t.travel_id) AS itineraries, COUNT(*) AS departures
           FROM tours t JOIN travel_countries tc ON tc.travel_id = t.travel_id
           WHERE t.starting_date > ?1 AND t.sales_status NOT IN ('SOLD_OUT', 'TO_CONFIRM') GROUP BY tc.country_id`,
        )
        .bind(today)
        .all<{ id: number; itineraries: number; departures: number }>();
      const byId = (rows: { id: number; itineraries: number; departures: number }[]) =>
        rows.map(({ id, itineraries, departures }) => ({ id, itineraries, departures })).sort((a, b) => a.id - b.id);
      expect(byId(results)).toEqual(byId(expected));
      const within = await env.db
        .prepare(
          `SELECT COUNT(DISTINCT t.travel_id) AS itineraries, COUNT(*) AS departures FROM tours t
           WHERE t.starting_date > ?1 AND t.sales_status NOT IN ('SOLD_OUT', 'TO_CONFIRM') AND t.travel_id IN (
             SELECT tc.travel_id FROM travel_countries tc JOIN countries c ON c.id = tc.country_id JOIN continents co ON co.id = c.continent_id
             WHERE co.code IN ('EU', 'AS'))`,
        )
        .bind(today)
        .first<{ itineraries: number; departures: number }>();
      expect(sums).toEqual(within);
    }
  });

  it("is left unpaused by the seed and holds one row per bookable departure day of each trip", async () => {
    const paused = await env.db.prepare("SELECT COUNT(*) AS n FROM travel_offers_paused").first<{ n: number }>();
    expect(paused?.n).toBe(0);
    const days = await env.db
      .prepare(
        "SELECT COUNT(*) AS n FROM (SELECT DISTINCT travel_id, starting_date FROM tours WHERE sales_status NOT IN ('SOLD_OUT', 'TO_CONFIRM'))",
      )
      .first<{ n: number }>();
    expect((await offerRows()).length).toBe(days?.n);
    expect(days?.n).toBeGreaterThan(100);
  });

  it("stays equal to a rebuild after every kind of write to tours, and the search with it", async () => {
    const db = env.db;
    const prices = createPriceService({ db });
    const tours = env.catalogue.tours.filter((t) => t.starting_date > TODAY);
    const [a, b, c, d, e, f] = [tours[3]!, tours[40]!, tours[77]!, tours[120]!, tours[160]!, tours[200]!];
    // A price drop (the "was" price stays the higher one) and a rise, through the price service.
    expect(await prices.changeTourPrice(a.id, { eur: Math.max(100, Math.round(a.price_eur / 3)) }, TODAY)).not.toBeNull();
    expect(await prices.changeTourPrice(b.id, { eur: b.price_eur * 2 }, TODAY)).not.toBeNull();
    await prices.refreshReferencePrices(shift(20));
    // Sold out, reopened, a trip sold out whole, a moved departure, a new and a deleted one.
    await db.prepare("UPDATE tours SET sales_status = 'SOLD_OUT' WHERE id = ?1").bind(c.id).run();
    await db
      .prepare("UPDATE tours SET sales_status = 'PLANNED' WHERE id = ?1")
      .bind(c.id + 1)
      .run();
    await db.prepare("UPDATE tours SET sales_status = 'SOLD_OUT' WHERE travel_id = ?1").bind(d.travel_id).run();
    await db.prepare("UPDATE tours SET starting_date = ?2, ending_date = ?3 WHERE id = ?1").bind(e.id, shift(1), shift(8)).run();
    await db
      .prepare(
        `INSERT INTO tours (id, travel_id, code, starting_date, ending_date, sales_status, capacity, free_seats, seats_to_confirm, age_badge,
           base_price_eur, price_eur, base_price_gbp, price_gbp, base_price_usd, price_usd, discount_percent, published_at)
         SELECT 9000000, travel_id, code || '-NEW', ?2, ?3, 'CONFIRMED', capacity, free_seats, 0, age_badge, 5000, 4000, 4500, 3500, 5500, 4400, 20, published_at
         FROM tours WHERE id = ?1`,
      )
      .bind(f.id, shift(3), shift(10))
      .run();
    await db
      .prepare("DELETE FROM tours WHERE id = ?1")
      .bind(a.id + 1)
      .run();

    const kept = await offerRows();
    await db.batch(REBUILD_TRAVEL_OFFERS_SQL.map((sql) => db.prepare(sql)));
    expect(kept).toEqual(await offerRows());
    // The new departure is the cheapest of its trip from the search day on.
    const row = await db
      .prepare("SELECT tour_eur FROM travel_offers WHERE travel_id = ?1 AND valid_from <= ?2 AND first_departure > ?2")
      .bind(f.travel_id, TODAY)
      .first<{ tour_eur: number }>();
    expect(row?.tour_eur).toBe(9000000);

    await expectSameAnswers(spread().filter((_, i) => i % 3 === 0));
  }, 120_000);
});
