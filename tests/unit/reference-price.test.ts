import { describe, expect, it } from "vitest";
import { daysBefore, discountPercentOf, referencePrice, type PriceHistoryEntry } from "../../app/lib/trip/reference-price";

const TODAY = "2026-06-15";
/** A history row `ago` days before today at `eur` cents, GBP and USD scaled like the seed's. */
const row = (ago: number, eur: number, prices: Partial<PriceHistoryEntry> = {}): PriceHistoryEntry => ({
  validFrom: daysBefore(TODAY, ago),
  eur,
  gbp: Math.round(eur * 0.86),
  usd: Math.round(eur * 1.09),
  ...prices,
});

type Case = { name: string; history: PriceHistoryEntry[]; price: number | null; base: number | null; discount: number };

const cases: Case[] = [
  { name: "no history", history: [], price: null, base: null, discount: 0 },
  { name: "only a future price", history: [row(-3, 100_000)], price: null, base: null, discount: 0 },
  { name: "stable since long ago", history: [row(90, 100_000)], price: 100_000, base: 100_000, discount: 0 },
  { name: "a new tour priced today", history: [row(0, 100_000)], price: 100_000, base: 100_000, discount: 0 },
  { name: "a drop today", history: [row(90, 100_000), row(0, 80_000)], price: 80_000, base: 100_000, discount: 20 },
  { name: "a drop 10 days ago", history: [row(90, 100_000), row(10, 85_000)], price: 85_000, base: 100_000, discount: 15 },
  {
    name: "a drop 29 days ago: the old price held on the window's first day",
    history: [row(90, 100_000), row(29, 90_000)],
    price: 90_000,
    base: 100_000,
    discount: 10,
  },
  {
    name: "a drop 30 days ago is today's normal price",
    history: [row(90, 100_000), row(30, 90_000)],
    price: 90_000,
    base: 90_000,
    discount: 0,
  },
  { name: "a drop older than 30 days", history: [row(90, 100_000), row(45, 80_000)], price: 80_000, base: 80_000, discount: 0 },
  { name: "a rise", history: [row(90, 100_000), row(12, 110_000)], price: 110_000, base: 110_000, discount: 0 },
  {
    name: "a rise then a smaller drop is not a discount",
    history: [row(90, 100_000), row(20, 120_000), row(5, 110_000)],
    price: 110_000,
    base: 110_000,
    discount: 0,
  },
  {
    name: "a rise then a drop below the earlier price is one, against the lowest",
    history: [row(90, 100_000), row(20, 120_000), row(5, 95_000)],
    price: 95_000,
    base: 100_000,
    discount: 5,
  },
  {
    name: "a drop then a rise back",
    history: [row(90, 100_000), row(50, 85_000), row(20, 100_000)],
    price: 100_000,
    base: 100_000,
    discount: 0,
  },
  {
    name: "a cheap price 25 days ago rules out a discount now",
    history: [row(90, 80_000), row(25, 120_000), row(3, 100_000)],
    price: 100_000,
    base: 100_000,
    discount: 0,
  },
  {
    name: "two drops in a row: the lowest earlier price",
    history: [row(90, 100_000), row(20, 90_000), row(4, 75_000)],
    price: 75_000,
    base: 90_000,
    discount: 17,
  },
  { name: "rows out of order", history: [row(4, 75_000), row(90, 100_000)], price: 75_000, base: 100_000, discount: 25 },
  {
    name: "a future change is not in effect yet",
    history: [row(90, 100_000), row(-2, 70_000)],
    price: 100_000,
    base: 100_000,
    discount: 0,
  },
];

describe('the reference ("was") price of the last 30 days', () => {
  it.each(cases)("$name", ({ history, price, base, discount }) => {
    const result = referencePrice(history, TODAY);
    expect(result.price?.eur ?? null).toBe(price);
    expect(result.base?.eur ?? null).toBe(base);
    expect(result.discountPercent).toBe(discount);
  });

  it("gives the reference in every currency, and no discount unless every currency is lower", () => {
    const dropped = referencePrice([row(90, 100_000), row(10, 85_000)], TODAY);
    expect(dropped.base).toEqual({ eur: 100_000, gbp: 86_000, usd: 109_000 });
    expect(dropped.price).toEqual({ eur: 85_000, gbp: 73_100, usd: 92_650 });
    // EUR dropped but the GBP price stayed: a British card would strike through its own price.
    const partly = referencePrice([row(90, 100_000), row(10, 85_000, { gbp: 86_000 })], TODAY);
    expect(partly).toMatchObject({ discountPercent: 0, base: partly.price });
  });

  it("rounds the percent half up and never shows 0% off", () => {
    expect(discountPercentOf(100_000, 85_500)).toBe(15); // 14.5
    expect(discountPercentOf(100_000, 85_600)).toBe(14); // 14.4
    expect(discountPercentOf(100_000, 99_900)).toBe(1); // 0.1
    expect(discountPercentOf(100_000, 100_000)).toBe(0);
    expect(discountPercentOf(100_000, 120_000)).toBe(0);
    expect(discountPercentOf(100_000, 0)).toBe(100);
  });

  it("counts calendar days across months and years", () => {
    expect(daysBefore("2026-03-01", 30)).toBe("2026-01-30");
    expect(daysBefore("2026-01-10", 30)).toBe("2025-12-11");
  });
});
