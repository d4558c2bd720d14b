/**
 * The honest "was" price (EU price-indication rule): a reduction may only be shown
 * against the lowest price the tour had in the 30 days before today. The days at today's own
 * price do not count (otherwise a drop could be shown on its first day only): the reference
 * is the lowest of the EARLIER prices that were in effect on at least one of those 30 days.
 * A tour is shown as discounted only when today's price is lower than that reference in
 * every currency, so a card never strikes through a price equal to the one it sells at.
 *
 * workers/services/prices/reference-sql.ts says the same in SQL, for every tour at once; the
 * seed uses this function, and the tests hold the two to the same answers.
 */

/** Integer cents per currency, as the tours' price columns hold them. */
export type TourPrices = { eur: number; gbp: number; usd: number };

/** One row of a tour's price history: its prices hold from `validFrom` until the next row's day. */
export type PriceHistoryEntry = TourPrices & { validFrom: string };

export type ReferencePrice = {
  /** The prices in effect today (the tours' price_* columns); null when nothing is in effect yet. */
  price: TourPrices | null;
  /** What the struck-through price shows: the reference when discounted, else today's price. */
  base: TourPrices | null;
  /** Whole percent off the reference (in EUR, rounded); 0 when not discounted. */
  discountPercent: number;
};

/** The look-back of the rule, in days before today. */
export const REFERENCE_WINDOW_DAYS = 30;

const CURRENCY_KEYS = ["eur", "gbp", "usd"] as const;

/** `day` minus `days` (ISO dates, UTC calendar days). */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Percent off, rounded half up, at least 1 when there is any reduction (never "0% off"). */
export function discountPercentOf(reference: number, price: number): number {
  if (!(price < reference) || reference <= 0) return 0;
  return Math.max(1, Math.floor((200 * (reference - price) + reference) / (2 * reference)));
}

export function referencePrice(history: readonly PriceHistoryEntry[], today: string): ReferencePrice {
  const effective = history
    .filter((row) => row.validFrom <= today)
    .sort((a, b) => (a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : 0));
  const current = effective.at(-1);
  if (!current) return { price: null, base: null, discountPercent: 0 };
  const price = pricesOf(current);
  const windowStart = daysBefore(today, REFERENCE_WINDOW_DAYS);
  // Earlier rows still in effect on the window's first day or later: their successor starts after it.
  const earlier = effective.slice(0, -1).filter((_, i) => effective[i + 1]!.validFrom > windowStart);
  if (earlier.length === 0) return { price, base: price, discountPercent: 0 };
  const reference = Object.fromEntries(CURRENCY_KEYS.map((key) => [key, Math.min(...earlier.map((row) => row[key]))])) as TourPrices;
  const lowerEverywhere = CURRENCY_KEYS.every((key) => price[key] < reference[key]);
  if (!lowerEverywhere) return { price, base: price, discountPercent: 0 };
  return { price, base: reference, discountPercent: discountPercentOf(reference.eur, price.eur) };
}

function pricesOf(row: TourPrices): TourPrices {
  return { eur: row.eur, gbp: row.gbp, usd: row.usd };
}
