/**
 * The third-party review badge's band, colour and star fill (the review bands,
 * the rating, the review badge in the footer).
 */

export type ReviewLabel = "bad" | "poor" | "average" | "great" | "excellent";

export interface ReviewBadge {
  /** Translation key of the band; null when there is no rating. */
  label: ReviewLabel | null;
  /** CSS colour of the stars and the label. */
  colour: string;
  /** Star bar fill, 0–100: 20 × the rounded rating (5 stars = 100 %). */
  fillPercent: number;
  /** The rating rounded to one decimal, as the bands are written; null when no rating. */
  rounded: number | null;
}

/** Outside 1–5 there is no rating: neutral grey, no label, no stars. */
export const NO_RATING_COLOUR = "#DCDCE6";

/**
 * Bands, by their lower bound on the one-decimal rating. The two 'bad' rows
 * (1–1.2 and 1.3–1.7) are both listed by the spec with the same label; they keep one
 * colour too and differ only in star fill. Colours run red → green so the band reads at
 * a glance without the label.
 */
const BANDS: ReadonlyArray<{ from: number; label: ReviewLabel; colour: string }> = [
  { from: 4.3, label: "excellent", colour: "#00B67A" },
  { from: 3.8, label: "great", colour: "#73CF11" },
  { from: 2.8, label: "average", colour: "#FFCE00" },
  { from: 1.8, label: "poor", colour: "#FF8622" },
  { from: 1.3, label: "bad", colour: "#FF3722" },
  { from: 1, label: "bad", colour: "#FF3722" },
];

const NO_RATING: ReviewBadge = Object.freeze({ label: null, colour: NO_RATING_COLOUR, fillPercent: 0, rounded: null });

/**
 * Rounds half up to one decimal, the precision the bands are written in, so the
 * gaps between bands (1.25, 1.75, 2.75, 3.75, 4.25) land in the upper band: 1.25 → 1.3.
 * The 1e-9 nudge absorbs binary error (1.15 * 10 is 11.4999…, and must round to 1.2).
 */
export function roundRating(rating: number): number {
  return Math.round(rating * 10 + 1e-9) / 10;
}

/**
 * Band, colour and star fill of a rating. The 1–5 range is checked on the raw value
 * ("outside 1 to 5 means no rating"), so 0.96 or 5.04 show no rating rather than
 * being rounded into range. NaN, ±Infinity, null and undefined show no rating too.
 */
export function reviewBadge(rating: number | null | undefined): ReviewBadge {
  if (typeof rating !== "number" || !Number.isFinite(rating) || rating < 1 || rating > 5) return NO_RATING;
  const rounded = roundRating(rating);
  const band = BANDS.find((b) => rounded >= b.from) ?? BANDS[BANDS.length - 1]!;
  // 20 × a one-decimal value is a whole number; Math.round drops float noise (4.8 * 20).
  return { label: band.label, colour: band.colour, fillPercent: Math.round(rounded * 20), rounded };
}
