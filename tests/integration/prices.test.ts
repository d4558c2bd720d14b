/**
 * Price history and the honest "was" price (EU price-indication rule) on real D1:
 * the set-based SQL gives every tour what the pure rule gives it, a price change is recorded
 * and shown on the trip page against the lowest price of the previous 30 days, and only then.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysBefore, referencePrice, type PriceHistoryEntry } from "../../app/lib/trip/reference-price";
import { generateCatalogue } from "../../scripts/seed/index";
import { createPriceService } from "../../workers/services/prices";
import { startSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

const NOW = testNow();
const TODAY = NOW.toISOString().slice(0, 10);
const catalogue = generateCatalogue({ scale: 0.1, today: NOW });
let site: Site;
let prices: ReturnType<typeof createPriceService>;
const inDays = (days: number) => daysBefore(TODAY, -days);

beforeAll(async () => {
  site = await startSite({ seed: { scale: 0.1, today: NOW } });
  prices = createPriceService({ db: site.db as unknown as D1Database });
});
afterAll(() => site?.close());

type Columns = {
  id: number;
  price_eur: number;
  price_gbp: number;
  price_usd: number;
  base_price_eur: number;
  base_price_gbp: number;
  base_price_usd: number;
  discount_percent: number;
};
const columns = async () =>
  (
    await site.db
      .prepare(
        "SELECT id, price_eur, price_gbp, price_usd, base_price_eur, base_price_gbp, base_price_usd, discount_percent FROM tours ORDER BY id",
      )
      .all<Columns>()
  ).results;
const histories = async () => {
  const { results } = await site.db
    .prepare("SELECT tour_id, valid_from, price_eur, price_gbp, price_usd FROM tour_price_history")
    .all<Record<string, number | string>>();
  const byTour = new Map<number, PriceHistoryEntry[]>();
  for (const row of results) {
    const list = byTour.get(Number(row.tour_id)) ?? [];
    list.push({ validFrom: String(row.valid_from), eur: Number(row.price_eur), gbp: Number(row.price_gbp), usd: Number(row.price_usd) });
    byTour.set(Number(row.tour_id), list);
  }
  return byTour;
};

describe("refreshReferencePrices (the rule in SQL, every tour at once)", () => {
  it("gives every tour the columns the pure rule gives it, on the seed's day and as the days pass", async () => {
    const byTour = await histories();
    for (const day of [TODAY, inDays(5), inDays(20), inDays(29), inDays(45)]) {
      await prices.refreshReferencePrices(day);
      const rows = await columns();
      expect(rows).toHaveLength(catalogue.tours.length);
      for (const row of rows) {
        const rule = referencePrice(byTour.get(row.id)!, day);
        expect(
          [row.price_eur, row.price_gbp, row.price_usd, row.base_price_eur, row.base_price_gbp, row.base_price_usd, row.discount_percent],
          `tour ${row.id} on ${day}`,
        ).toEqual([
          rule.price!.eur,
          rule.price!.gbp,
          rule.price!.usd,
          rule.base!.eur,
          rule.base!.gbp,
          rule.base!.usd,
          rule.discountPercent,
        ]);
      }
    }
    // Thirty days on, every seeded reduction has become the normal price.
    expect((await columns()).filter((row) => row.discount_percent > 0)).toEqual([]);
    // Back to today, and a second run on the same day writes nothing.
    expect(await prices.refreshReferencePrices(TODAY)).toBeGreaterThan(0);
    expect(await prices.refreshReferencePrices(TODAY)).toBe(0);
    expect((await columns()).filter((row) => row.discount_percent > 0).length).toBe(
      catalogue.tours.filter((t) => t.discount_percent > 0).length,
    );
  });
});

describe("changeTourPrice", () => {
  // A departure whose price never changed: its "lowest price in the 30 days before" is today's.
  const historyRows = new Map<number, number>();
  for (const row of catalogue.priceHistory) historyRows.set(row.tour_id, (historyRows.get(row.tour_id) ?? 0) + 1);
  const tour = catalogue.tours.find(
    (t) => t.starting_date > TODAY && t.sales_status === "CONFIRMED" && t.discount_percent === 0 && historyRows.get(t.id) === 1,
  )!;
  const travel = catalogue.travels.find((t) => t.id === tour.travel_id)!;
  const departureOnTripPage = async () => {
    const page = await pageOf(await site.fetch("uk", `/destinations/${travel.slug_en}`));
    return page.querySelector(`.departure[data-tour-id="${tour.id}"]`);
  };
  const pounds = (cents: number) => `£${(cents / 100).toLocaleString("en-GB")}`;

  it("records the change and strikes through the price of before it on the trip page", async () => {
    const before = await departureOnTripPage();
    expect(before, `departure ${tour.id} on /destinations/${travel.slug_en}`).not.toBeNull();
    expect(textOf(before?.querySelector(".price-was"))).toBe("");
    const changed = await prices.changeTourPrice(tour.id, { eur: tour.price_eur - 20_000 }, TODAY);
    // GBP and USD follow the tour's ratio to EUR, in whole units.
    const gbp = Math.round(((tour.price_eur - 20_000) * tour.price_gbp) / tour.price_eur / 100) * 100;
    expect(changed).toEqual({ eur: tour.price_eur - 20_000, gbp, usd: expect.any(Number) });
    const history = await prices.history(tour.id);
    expect(history.at(-1)).toEqual({ validFrom: TODAY, eur: tour.price_eur - 20_000, gbp, usd: changed!.usd });
    expect(history.length).toBeGreaterThanOrEqual(2);
    const departure = await departureOnTripPage();
    expect(textOf(departure?.querySelector(".price-was"))).toContain(pounds(tour.price_gbp));
    expect(textOf(departure?.querySelector(".departure-price"))).toContain(pounds(gbp));
    // The tour page says what the struck-through price is.
    const tourPage = await pageOf(await site.fetch("uk", `/destinations/${travel.slug_en}/${tour.id}`));
    expect(tourPage.querySelector(".tour-prices s")?.getAttribute("title")).toBe("Lowest price in the 30 days before today");
    expect(textOf(tourPage.querySelector(".tour-prices .was-price-note"))).toBe("Lowest price in the 30 days before today");
  });

  it("a second change the same day replaces that day's price; a rise back shows no discount", async () => {
    await prices.changeTourPrice(tour.id, { eur: tour.price_eur + 5_000 }, TODAY);
    const history = await prices.history(tour.id);
    expect(history.filter((row) => row.validFrom === TODAY)).toHaveLength(1);
    const row = (await columns()).find((r) => r.id === tour.id)!;
    expect(row).toMatchObject({ price_eur: tour.price_eur + 5_000, base_price_eur: tour.price_eur + 5_000, discount_percent: 0 });
    expect(textOf((await departureOnTripPage())?.querySelector(".price-was"))).toBe("");
  });

  it("measures a tour without history from its price so far, and answers null for no tour", async () => {
    const other = catalogue.tours.find(
      (t) => t.id !== tour.id && t.starting_date > TODAY && t.sales_status === "PLANNED" && t.discount_percent === 0,
    )!;
    await site.db.prepare("DELETE FROM tour_price_history WHERE tour_id = ?1").bind(other.id).run();
    await prices.changeTourPrice(
      other.id,
      { eur: other.price_eur - 10_000, gbp: other.price_gbp - 9_000, usd: other.price_usd - 11_000 },
      TODAY,
    );
    const history = await prices.history(other.id);
    expect(history.map((row) => row.eur)).toEqual([other.price_eur, other.price_eur - 10_000]);
    expect(history[0]!.validFrom < TODAY).toBe(true);
    expect((await columns()).find((r) => r.id === other.id)).toMatchObject({
      base_price_gbp: other.price_gbp,
      price_gbp: other.price_gbp - 9_000,
    });
    expect(await prices.changeTourPrice(999_999, { eur: 100_000 }, TODAY)).toBeNull();
    await expect(prices.changeTourPrice(other.id, { eur: -1 }, TODAY)).rejects.toThrow();
  });
});
