import { describe, expect, it } from "vitest";
import { generateCatalogue } from "../../scripts/seed/index";
import { referencePrice, type PriceHistoryEntry } from "../../app/lib/trip/reference-price";

const today = new Date("2026-03-10T15:30:00Z");
const catalogue = generateCatalogue({ scale: 1, today });
const historyOf = new Map<number, PriceHistoryEntry[]>();
for (const row of catalogue.priceHistory) {
  const list = historyOf.get(row.tour_id) ?? [];
  list.push({ validFrom: row.valid_from, eur: row.price_eur, gbp: row.price_gbp, usd: row.price_usd });
  historyOf.set(row.tour_id, list);
}

describe("the seed's price histories", () => {
  it("gives every tour a history whose last row is today's price and whose rule gives its columns", () => {
    for (const tour of catalogue.tours) {
      const history = historyOf.get(tour.id)!;
      expect(history.length).toBeGreaterThan(0);
      expect(history.every((row) => row.validFrom <= "2026-03-10" && row.validFrom >= "2025-12-05")).toBe(true);
      expect(history.at(-1)).toMatchObject({ eur: tour.price_eur, gbp: tour.price_gbp, usd: tour.price_usd });
      const rule = referencePrice(history, "2026-03-10");
      expect([tour.base_price_eur, tour.base_price_gbp, tour.base_price_usd, tour.discount_percent]).toEqual([
        rule.base!.eur,
        rule.base!.gbp,
        rule.base!.usd,
        rule.discountPercent,
      ]);
    }
  });

  it("has stable prices, drops, rises, and old drops that show no discount, with a share of discounts like before", () => {
    const lengths = catalogue.tours.map((t) => historyOf.get(t.id)!.length);
    expect(lengths.filter((n) => n === 1).length / lengths.length).toBeGreaterThan(0.3);
    const changed = catalogue.tours.filter((t) => historyOf.get(t.id)!.length > 1);
    const notDiscounted = changed.filter((t) => t.discount_percent === 0);
    const rose = notDiscounted.filter((t) => historyOf.get(t.id)!.at(-2)!.eur < t.price_eur);
    const droppedLongAgo = notDiscounted.filter((t) => historyOf.get(t.id)!.at(-2)!.eur > t.price_eur);
    expect(rose.length).toBeGreaterThan(100);
    expect(droppedLongAgo.length).toBeGreaterThan(100);
    const share = catalogue.tours.filter((t) => t.discount_percent > 0).length / catalogue.tours.length;
    expect(share).toBeGreaterThan(0.12);
    expect(share).toBeLessThan(0.22);
  });
});

describe("the seed's bookings", () => {
  it("books capacity minus free seats on every tour, in age bands its badge allows", () => {
    const byTour = new Map<number, typeof catalogue.bookings>();
    for (const row of catalogue.bookings) byTour.set(row.tour_id, [...(byTour.get(row.tour_id) ?? []), row]);
    for (const tour of catalogue.tours) {
      const rows = byTour.get(tour.id) ?? [];
      expect(rows).toHaveLength(tour.capacity - tour.free_seats);
      for (const row of rows) {
        if (tour.age_badge !== "ALL") expect(row.age_band).toBe(tour.age_badge);
        if (row.first_timer === 1) expect(row.trips_done).toBe(0);
        else expect(row.trips_done).toBeGreaterThan(0);
      }
    }
    expect(new Set(catalogue.bookings.map((b) => b.gender))).toEqual(new Set(["male", "female"]));
    expect(new Set(catalogue.bookings.map((b) => b.age_band))).toEqual(new Set(["18-24", "25-35", "35-49", "50+"]));
    expect(new Set(catalogue.bookings.map((b) => b.id)).size).toBe(catalogue.bookings.length);
  });
});
