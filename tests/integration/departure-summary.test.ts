/**
 * travel_departure_summary (migration 0020) and the departure-driven count of date ranges
 * answer how many trips a search with departure filters finds. This is their safety net: on
 * a seeded D1, the totals and pages answered with them equal the ones answered by probing
 * every trip's departures (the query as it was before 0020), for each departure filter alone
 * and combined, the three currencies and search days before, between and after departures;
 * the trigger-kept rows equal a rebuild after every kind of write to tours; and the scheduled
 * clean-up of past rows leaves today's answers as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchFiltersSchema, type SearchFiltersInput } from "../../app/lib/search/filters";
import type { Currency } from "../../tenants/languages";
import { toTravelCard, type TravelPageRow } from "../../workers/services/catalogue/mappers";
import { travelsQueries } from "../../workers/services/catalogue/travels-sql";
import {
  classMask,
  DELETE_PAST_SUMMARY_ROWS_SQL,
  REBUILD_DEPARTURE_SUMMARY_SQL,
} from "../../workers/services/catalogue/departure-summary-sql";
import { deletePastOfferRows } from "../../workers/services/catalogue/offer-rows-cleanup";
import { createPriceService } from "../../workers/services/prices";
import { createCatalogueD1, type CatalogueD1 } from "../support/catalogue-d1";

const TODAY = "2026-03-02";
const shift = (days: number, from = TODAY) => new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
let env: CatalogueD1;

beforeAll(async () => {
  env = await createCatalogueD1({ scale: 0.25, today: new Date(`${TODAY}T00:00:00Z`) });
});
afterAll(() => env?.dispose());

type Answer = { total: number; cards: ReturnType<typeof toTravelCard>[]; sql: string };

/** One search, with the summaries (offers: true) or by probing each trip's departures. */
async function search(input: SearchFiltersInput, currency: Currency, today: string, offers: boolean): Promise<Answer> {
  const filters = searchFiltersSchema.parse(input);
  const { page, count } = travelsQueries({ filters, today, currency, language: "en" }, { count: true, offers });
  const bind = (q: { sql: string; params: (string | number)[] }) => env.db.prepare(q.sql).bind(...q.params);
  const [rows, counted] = await env.db.batch([bind(page), bind(count!)]);
  return {
    total: (counted!.results[0] as { total: number }).total,
    cards: ((rows?.results ?? []) as TravelPageRow[]).map((row) => toTravelCard(row, currency)),
    sql: count!.sql,
  };
}

// Each departure filter alone, then together and with trip filters and text.
const DEPARTURE_FILTERS: SearchFiltersInput[] = [
  { ageBadge: "25-35" },
  { ageBadge: "ALL" },
  { discounted: true },
  { status: ["SOLD_OUT"] },
  { status: ["CONFIRMED", "TO_CONFIRM"] },
  { withUnbookable: true },
  { priceFrom: 80_000, priceTo: 150_000 },
  { priceFrom: 120_000 },
  { priceTo: 90_000 },
  { priceFrom: 100_000, priceTo: 101_000 },
  { priceFrom: 80_000, priceTo: 150_000, withUnbookable: true },
  { priceFrom: 50_000, priceTo: 200_000, ageBadge: "35-49", discounted: true },
  { ageBadge: "25-35", status: ["SOLD_OUT", "PLANNED"] },
  { dateFrom: shift(60), dateTo: shift(90) },
  { dateFrom: shift(100), dateTo: shift(110), daysSpan: 3, withinDateRange: true },
  { dateTo: shift(40) },
  { dateFrom: shift(90), dateTo: shift(30) },
  { dateFrom: shift(20), dateTo: shift(50), ageBadge: "25-35", discounted: true, priceTo: 200_000 },
  { dateFrom: shift(20), dateTo: shift(300) },
  { dateFrom: shift(30), dateTo: shift(60), continentId: ["1"] },
  { continentId: ["1"], priceTo: 200_000, ageBadge: "25-35", durations: "MAX_10", discounted: true },
  { textSearch: "ita", withUnbookable: true },
  { priceFrom: 80_000, priceTo: 150_000, page: 3, perPage: 7 },
];
const CURRENCIES: Currency[] = ["EUR", "GBP", "USD"];
// Before the catalogue, the seed's day, between departures, and late in the season.
const DAYS = [shift(-120), TODAY, shift(9), shift(45), shift(200)];

const cases = () =>
  DEPARTURE_FILTERS.flatMap((input, f) =>
    DAYS.map((today, d) => ({
      // The dates move with the search day, so each range stays ahead of it.
      input: shiftDates(input, d === 0 ? 0 : Date.parse(today) / 86_400_000 - Date.parse(TODAY) / 86_400_000),
      currency: CURRENCIES[(f + d) % 3]!,
      today,
    })),
  );

function shiftDates(input: SearchFiltersInput, days: number): SearchFiltersInput {
  const moved = { ...input };
  if (moved.dateFrom) moved.dateFrom = shift(days, moved.dateFrom);
  if (moved.dateTo) moved.dateTo = shift(days, moved.dateTo);
  return moved;
}

async function expectSameAnswers(list: ReturnType<typeof cases>) {
  let found = 0;
  let summarised = 0;
  for (const { input, currency, today } of list) {
    const withSummary = await search(input, currency, today, true);
    const probing = await search(input, currency, today, false);
    expect(probing.sql).not.toMatch(/travel_departure_summary|INDEXED BY tours_start/);
    if (/travel_departure_summary|INDEXED BY tours_start/.test(withSummary.sql)) summarised++;
    expect({ total: withSummary.total, cards: withSummary.cards }, `${JSON.stringify(input)} ${currency} ${today}`).toEqual({
      total: probing.total,
      cards: probing.cards,
    });
    if (probing.total > 0) found++;
  }
  // The comparison means something only if most searches find trips and most go the new way.
  expect(found).toBeGreaterThan(list.length / 2);
  expect(summarised).toBeGreaterThan(list.length / 2);
}

async function summaryRows() {
  const { results } = await env.db.prepare("SELECT * FROM travel_departure_summary ORDER BY travel_id, first_departure").all();
  return results;
}

describe("travel_departure_summary", () => {
  it("gives one bit per status, age badge and discount, and a filter the bits of the classes it accepts", () => {
    const all = classMask({
      status: ["CONFIRMED", "ALMOST_FULL", "ALMOST_CONFIRMED", "PLANNED", "WAITING_LIST", "SOLD_OUT", "TO_CONFIRM"],
    });
    expect(all).toBe(2 ** 42 - 1);
    expect(classMask({ status: ["CONFIRMED"], ageBadge: "25-35", discounted: true })).toBe(2);
    expect(classMask({ status: ["SOLD_OUT"] })).toBe((2 ** 6 - 1) * 2 ** 30);
    expect(classMask({ status: ["PLANNED"], withUnbookable: true, ageBadge: "ALL" })).toBe(3 * 2 ** 22 + 3 * 2 ** 34);
  });

  it("holds one row per departure day of each trip, whatever its status", async () => {
    const days = await env.db
      .prepare("SELECT COUNT(*) AS n FROM (SELECT DISTINCT travel_id, starting_date FROM tours)")
      .first<{ n: number }>();
    expect((await summaryRows()).length).toBe(days?.n);
    expect(days?.n).toBeGreaterThan(100);
  });

  it("answers every departure filter, currency and day as probing the departures does", async () => {
    await expectSameAnswers(cases());
  }, 180_000);

  it("stays equal to a rebuild after every kind of write to tours, and the search with it", async () => {
    const db = env.db;
    const prices = createPriceService({ db });
    const tours = env.catalogue.tours.filter((t) => t.starting_date > TODAY);
    const [a, b, c, d, e, f] = [tours[5]!, tours[42]!, tours[79]!, tours[122]!, tours[163]!, tours[204]!];
    expect(await prices.changeTourPrice(a.id, { eur: Math.max(100, Math.round(a.price_eur / 3)) }, TODAY)).not.toBeNull();
    expect(await prices.changeTourPrice(b.id, { eur: b.price_eur * 2 }, TODAY)).not.toBeNull();
    await prices.refreshReferencePrices(shift(20));
    await db.prepare("UPDATE tours SET sales_status = 'SOLD_OUT' WHERE id = ?1").bind(c.id).run();
    await db
      .prepare("UPDATE tours SET age_badge = CASE age_badge WHEN 'ALL' THEN '25-35' ELSE 'ALL' END WHERE id = ?1")
      .bind(c.id + 1)
      .run();
    await db.prepare("UPDATE tours SET sales_status = 'TO_CONFIRM' WHERE travel_id = ?1").bind(d.travel_id).run();
    await db.prepare("UPDATE tours SET starting_date = ?2, ending_date = ?3 WHERE id = ?1").bind(e.id, shift(1), shift(8)).run();
    await db
      .prepare(
        `INSERT INTO tours (id, travel_id, code, starting_date, ending_date, sales_status, capacity, free_seats, seats_to_confirm, age_badge,
           base_price_eur, price_eur, base_price_gbp, price_gbp, base_price_usd, price_usd, discount_percent, published_at)
         SELECT 9100000, travel_id, code || '-NEW', ?2, ?3, 'WAITING_LIST', capacity, 0, 0, '35-49', 5000, 4000, 4500, 3500, 5500, 4400, 20, published_at
         FROM tours WHERE id = ?1`,
      )
      .bind(f.id, shift(3), shift(10))
      .run();
    // Two more groups leaving the same day as f: one of another class, one of the same class.
    await db
      .prepare(
        `INSERT INTO tours (id, travel_id, code, starting_date, ending_date, sales_status, capacity, free_seats, seats_to_confirm, age_badge,
           base_price_eur, price_eur, base_price_gbp, price_gbp, base_price_usd, price_usd, discount_percent, published_at)
         SELECT 9100000 + n, travel_id, code || '-G' || n, starting_date, ending_date, CASE n WHEN 1 THEN 'ALMOST_FULL' ELSE sales_status END,
           capacity, free_seats, seats_to_confirm, CASE n WHEN 1 THEN 'ALL' ELSE age_badge END,
           base_price_eur, price_eur + n * 100, base_price_gbp, price_gbp + n * 100, base_price_usd, price_usd + n * 100, discount_percent, published_at
         FROM tours, (SELECT 1 AS n UNION ALL SELECT 2) WHERE id = ?1`,
      )
      .bind(f.id)
      .run();
    await db
      .prepare("DELETE FROM tours WHERE id = ?1")
      .bind(a.id + 1)
      .run();

    const kept = await summaryRows();
    await db.batch(REBUILD_DEPARTURE_SUMMARY_SQL.map((sql) => db.prepare(sql)));
    expect(kept).toEqual(await summaryRows());
    await expectSameAnswers(cases().filter((_, i) => i % 3 === 0));
  }, 180_000);

  it("is cleaned of the rows of past days by the scheduled job, and answers from today on as before", async () => {
    const day = shift(45);
    const list = cases().filter((c) => c.today >= day);
    const before = await Promise.all(list.map(({ input, currency, today }) => search(input, currency, today, true)));
    const rows = (await summaryRows()).length;
    const deleted = await deletePastOfferRows(env.db, day);
    expect(deleted).toBeGreaterThan(0);
    expect((await summaryRows()).length).toBeLessThan(rows);
    const past = await env.db
      .prepare(`SELECT (SELECT COUNT(*) FROM travel_departure_summary WHERE first_departure <= ?1)
          + (SELECT COUNT(*) FROM travel_offers WHERE first_departure <= ?1) AS n`)
      .bind(day)
      .first<{ n: number }>();
    expect(past?.n).toBe(0);
    expect(DELETE_PAST_SUMMARY_ROWS_SQL.length).toBe(2);
    const after = await Promise.all(list.map(({ input, currency, today }) => search(input, currency, today, true)));
    expect(after.map(({ total, cards }) => ({ total, cards }))).toEqual(before.map(({ total, cards }) => ({ total, cards })));
    expect(list.length).toBeGreaterThan(10);
  }, 60_000);
});
