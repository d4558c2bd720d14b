import { referencePrice, type PriceHistoryEntry, type TourPrices } from "../../app/lib/trip/reference-price";
import { addDays, isoDate } from "./dates";
import { createRandom, type Random } from "./prng";

/** A row of tour_price_history (workers/db/migrations/0007_wishlist_alerts.sql). */
export type PriceHistoryRow = { tour_id: number; valid_from: string; price_eur: number; price_gbp: number; price_usd: number };

/** Whole-currency conversion of a EUR amount, as the price list would show it. */
const FX = { GBP: 0.86, USD: 1.09 } as const;

/** A price list in the three currencies from its EUR amount, in whole tens. */
export function listPrices(eur: number): TourPrices {
  return { eur, gbp: roundTo(eur * FX.GBP, 1_000), usd: roundTo(eur * FX.USD, 1_000) };
}

/** The list `percent` off, in whole units of each currency. */
function reduced(list: TourPrices, percent: number): TourPrices {
  const off = (cents: number) => roundTo(cents * (1 - percent / 100), 100);
  return { eur: off(list.eur), gbp: off(list.gbp), usd: off(list.usd) };
}

/** The list scaled by `factor`, in whole tens (an earlier or later season's list price). */
function scaledList(list: TourPrices, factor: number): TourPrices {
  return listPrices(roundTo(list.eur * factor, 1_000));
}

/**
 * About 90 days of a tour's prices, ending with today's. `discount` (drawn by the catalogue's
 * own stream, as before histories existed) says this tour was reduced recently, by that
 * percent; every other tour is stable, or rose, or dropped long ago, or dropped and rose back,
 * or rose and came down less (the fake discount the rule refuses). The shape comes from the
 * tour's own stream (seeded by its id), so the rest of the catalogue is as it was.
 */
export function seedPriceHistory(tourId: number, list: TourPrices, discount: number, today: Date): PriceHistoryEntry[] {
  const random = createRandom(Math.imul(tourId, 0x9e3779b1) ^ 0x5eed);
  const day = (ago: number) => isoDate(addDays(today, -ago));
  const start = day(random.int(85, 95));
  if (discount > 0) {
    // Most reductions are one step; some come in two, the first one halfway.
    if (random.chance(0.25)) {
      const first = random.int(12, 27);
      return [
        { validFrom: start, ...list },
        { validFrom: day(first), ...reduced(list, Math.round(discount / 2)) },
        { validFrom: day(random.int(0, first - 1)), ...reduced(list, discount) },
      ];
    }
    return [
      { validFrom: start, ...list },
      { validFrom: day(random.int(0, 27)), ...reduced(list, discount) },
    ];
  }
  switch (shape(random)) {
    case "stable":
      return [{ validFrom: start, ...list }];
    case "rise":
      return [
        { validFrom: start, ...scaledList(list, 0.92) },
        { validFrom: day(random.int(3, 60)), ...list },
      ];
    case "old-drop":
      return [
        { validFrom: start, ...scaledList(list, 1.1) },
        { validFrom: day(random.int(31, 75)), ...list },
      ];
    case "drop-then-rise":
      return [
        { validFrom: start, ...list },
        { validFrom: day(random.int(35, 60)), ...scaledList(list, 0.85) },
        { validFrom: day(random.int(5, 30)), ...list },
      ];
    case "rise-then-smaller-drop":
      return [
        { validFrom: start, ...scaledList(list, 0.95) },
        { validFrom: day(random.int(15, 28)), ...scaledList(list, 1.1) },
        { validFrom: day(random.int(2, 12)), ...list },
      ];
  }
}

function shape(random: Random) {
  return random.weighted({ stable: 50, rise: 14, "old-drop": 12, "drop-then-rise": 12, "rise-then-smaller-drop": 12 });
}

/** The tour's price columns from its history, by the production rule. */
export function priceColumns(history: readonly PriceHistoryEntry[], today: Date) {
  const { price, base, discountPercent } = referencePrice(history, isoDate(today));
  if (!price || !base) throw new Error("a seeded tour has a price today");
  return {
    base_price_eur: base.eur,
    price_eur: price.eur,
    base_price_gbp: base.gbp,
    price_gbp: price.gbp,
    base_price_usd: base.usd,
    price_usd: price.usd,
    discount_percent: discountPercent,
  };
}

export function historyRows(tourId: number, history: readonly PriceHistoryEntry[]): PriceHistoryRow[] {
  return history.map((row) => ({ tour_id: tourId, valid_from: row.validFrom, price_eur: row.eur, price_gbp: row.gbp, price_usd: row.usd }));
}

export function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}
