import type { SalesStatus } from "../../lib/search/filters";

export type SeatsLabel = "notConfirmedTour" | "confirmedTour" | null;

/** 000 §4 Seats label: seats still to confirm win; then a confirmed departure with free seats. */
export function seatsLabel(tour: { salesStatus: SalesStatus; freeSeats: number; seatsToConfirm: number }): SeatsLabel {
  if (tour.seatsToConfirm > 0) return "notConfirmedTour";
  if ((tour.salesStatus === "CONFIRMED" || tour.salesStatus === "ALMOST_FULL") && tour.freeSeats > 0) return "confirmedTour";
  return null;
}
