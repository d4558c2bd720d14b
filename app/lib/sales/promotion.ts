/**
 * Promotion codes on the sales page (each with its code and its last valid day). Pure: the service reads the
 * rows, the page shows what these functions decide.
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

export type PromotionState = "upcoming" | "valid" | "expired";

/**
 * Where a code stands on a day (both in the site's time zone): not yet open before its first
 * day, valid up to and including its last day, expired from the day after.
 */
export function promotionState(promotion: Pick<Promotion, "validFrom" | "validUntil">, today: string): PromotionState {
  if ((promotion.validFrom ?? "") > today) return "upcoming";
  return today <= promotion.validUntil ? "valid" : "expired";
}

/**
 * The one code a trip's card shows for its shown departure, or none: only a live offer is
 * advertised (a code not yet open or already over is never shown); a departure's own before
 * the whole trip's, then the one valid longest.
 */
export function promotionFor(promotions: readonly Promotion[], travelId: number, tourId: number | null, today: string): Promotion | null {
  const live = promotions.filter(
    (p) => p.travelId === travelId && (p.tourId === null || p.tourId === tourId) && promotionState(p, today) === "valid",
  );
  const ranked = [...live].sort(
    (a, b) =>
      Number(a.tourId === null) - Number(b.tourId === null) || b.validUntil.localeCompare(a.validUntil) || a.code.localeCompare(b.code),
  );
  return ranked[0] ?? null;
}
