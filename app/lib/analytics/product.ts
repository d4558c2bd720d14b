/**
 * A trip or a departure as product events describe it (impressions, clicks, the
 * product detail, add to cart). Every list and page builds its products here, so the
 * fields and the price in currency units are written once.
 */
import { centsToUnits } from "../format/money";
import type { SalesStatus } from "../search/filter-fields";
import type { AnalyticsProduct } from "./events";

type ProductTravel = { id: number; title: string; destinationLabel?: string };
type ProductTour = { id: number; price: number; startingDate: string; endingDate: string; salesStatus: SalesStatus };

const travelFields = (travel: ProductTravel) => ({
  travelId: String(travel.id),
  travelTitle: travel.title,
  ...(travel.destinationLabel !== undefined ? { destinationLabel: travel.destinationLabel } : {}),
});

/** One departure of a trip; `position` is its 1-based place in a list, when it is in one. */
export function tourProduct(travel: ProductTravel, tour: ProductTour, position?: number): AnalyticsProduct & { tourId: string } {
  return {
    ...travelFields(travel),
    tourId: String(tour.id),
    price: centsToUnits(tour.price),
    tourStartingDate: tour.startingDate,
    tourEndingDate: tour.endingDate,
    tourSalesStatus: tour.salesStatus,
    ...(position !== undefined ? { position } : {}),
  };
}

/** A trip, priced by its best departure when it has one (the card's "from" price). */
export function travelProduct(
  travel: ProductTravel,
  best: { id: number; price: number } | null | undefined,
  position?: number,
): AnalyticsProduct {
  return {
    ...travelFields(travel),
    ...(position !== undefined ? { position } : {}),
    ...(best ? { price: centsToUnits(best.price), tourId: String(best.id) } : {}),
  };
}
