/**
 * Price values and ranges for analytics: prices arrive in cents and are sent as
 * cents / 100; ranges are written 'from-to', MAX_x, OVER_x or ALL.
 */
import { centsToUnits } from "../format/money";

export type PriceBucket = "ALL" | `MAX_${number}` | `OVER_${number}` | `${number}-${number}`;

/**
 * Boundaries, in currency units, of the buckets a single price falls into. Each bucket is
 * upper-inclusive, so every label reads literally:
 *   price <= 500          → MAX_500   ("at most 500" includes 500)
 *   500 < price <= 1000   → 500-1000
 *   …                     → 1000-1500, 1500-2000, 2000-3000
 *   price > 3000          → OVER_3000 ("over 3000" excludes 3000)
 * Steps of 500 up to 2000 follow where most departures are priced; above that one wider
 * step and an open end keep the number of distinct labels small for reporting.
 */
export const PRICE_BUCKET_BOUNDARIES = [500, 1000, 1500, 2000, 3000] as const;

/** Analytics sends cents / 100, converted by the money module (app/lib/format/money.ts). */
export { centsToUnits };

/** Price values are kept only when >= 0; NaN, Infinity and negatives are "no value". */
function isPriceValue(cents: number | null | undefined): cents is number {
  return typeof cents === "number" && Number.isFinite(cents) && cents >= 0;
}

/**
 * The bucket of one price (e.g. a product in an impression). Null when the price is not a
 * usable value, so the caller leaves the field out rather than sending a wrong bucket.
 */
export function priceBucket(cents: number | null | undefined): PriceBucket | null {
  if (!isPriceValue(cents)) return null;
  const units = centsToUnits(cents);
  let lower: number | null = null;
  for (const upper of PRICE_BUCKET_BOUNDARIES) {
    if (units <= upper) return lower === null ? `MAX_${upper}` : `${lower}-${upper}`;
    lower = upper;
  }
  return `OVER_${lower ?? 0}`;
}

/**
 * The label of a price-filter selection (priceFrom / priceTo, in cents). Rule:
 *   - neither bound        → 'ALL'
 *   - only priceTo         → 'MAX_x'    (x = priceTo / 100)
 *   - only priceFrom       → 'OVER_x'   (x = priceFrom / 100)
 *   - both                 → 'from-to'  (e.g. '500-1000'; given in the wrong order they
 *                            are swapped, as the filter means the same range)
 * A bound that is missing, not finite or negative counts as absent (kept only if
 * >= 0). A priceFrom of 0 also counts as absent: "from 0" excludes nothing, and 'OVER_0'
 * would split ALL into two labels. A priceTo of 0 is kept ('MAX_0'): it does filter.
 */
export function priceFilterLabel(priceFrom: number | null | undefined, priceTo: number | null | undefined): PriceBucket {
  const from = isPriceValue(priceFrom) && priceFrom > 0 ? centsToUnits(priceFrom) : null;
  const to = isPriceValue(priceTo) ? centsToUnits(priceTo) : null;
  if (from === null) return to === null ? "ALL" : `MAX_${to}`;
  if (to === null) return `OVER_${from}`;
  return `${Math.min(from, to)}-${Math.max(from, to)}`;
}
