/**
 * Promotion codes on the sales page (001 §1 promocode and expiry, §8 'Promo expired'). Pure:
 * the service reads the rows, the page shows what these functions decide.
 */

export type Promotion = {
  code: string;
  travelId: number;
  /** null: good for every departure of the trip. */
  tourId: number | null;
  percent: number | null;
  /** A perk instead of a percentage: `sales.promo.perk.<key>`. */
  descriptionKey: "friends" | "early" | null;
  /** The first day the code is valid (YYYY-MM-DD, site's time zone); null: from the start. Before it the code is not shown. */
  validFrom?: string | null;
  /** The last day the code is valid (YYYY-MM-DD, in the site's time zone), included. */
  validUntil: string;
};

export type PromotionState = "valid" | "expired";

/** Valid up to and including its last day; expired from the day after (both in the site's time zone). */
export function promotionState(validUntil: string, today: string): PromotionState {
  return today <= validUntil ? "valid" : "expired";
}

/**
 * The one code a trip's card shows for its shown departure: a valid one before an expired
 * one, a departure's own before the whole trip's, then the one valid longest.
 */
export function promotionFor(
  promotions: readonly Promotion[],
  travelId: number,
  tourId: number | null,
  today: string,
): (Promotion & { state: PromotionState }) | null {
  // Nothing stale (issue 22): a code whose window has not opened yet is not shown at all.
  const fits = promotions.filter(
    (p) => p.travelId === travelId && (p.tourId === null || p.tourId === tourId) && (p.validFrom ?? "") <= today,
  );
  const ranked = fits
    .map((p) => ({ ...p, state: promotionState(p.validUntil, today) }))
    .sort((a, b) => rank(a) - rank(b) || b.validUntil.localeCompare(a.validUntil) || a.code.localeCompare(b.code));
  return ranked[0] ?? null;
}

function rank(p: Promotion & { state: PromotionState }): number {
  return (p.state === "valid" ? 0 : 2) + (p.tourId === null ? 1 : 0);
}
