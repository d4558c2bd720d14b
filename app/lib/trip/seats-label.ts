import type { SalesStatus } from "../search/filter-fields";

export type SeatsLabel = "notConfirmedTour" | "confirmedTour" | null;

/**
 * Seats label: 'notConfirmedTour' if seatsToConfirm > 0; 'confirmedTour' if the
 * status is CONFIRMED or ALMOST_FULL and freeSeats > 0; otherwise none.
 */
export function seatsLabel(tour: { salesStatus: SalesStatus; freeSeats: number; seatsToConfirm: number }): SeatsLabel {
  if (tour.seatsToConfirm > 0) return "notConfirmedTour";
  if ((tour.salesStatus === "CONFIRMED" || tour.salesStatus === "ALMOST_FULL") && tour.freeSeats > 0) return "confirmedTour";
  return null;
}
