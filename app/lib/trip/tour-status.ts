/**
 * What a departure's sales status means to a visitor. Pure, no React:
 * the trip page, the tour page, the calendar and the notify-me entry all read it here.
 */
import type { SalesStatus } from "../search/filters";

/** Every status the wider catalogue uses (adds TO_CONFIRM to the six). */
export type TourStatus = SalesStatus;

/**
 * The one label of a status, wherever a status is shown (search cards and filters, trip and
 * tour pages, the calendar and its legend): the "trip.status" key. TO_CONFIRM is shown
 * as Available, WAITING_LIST as On request. SOLD_OUT's sentence ('The tour is no longer
 * available') is a message where booking would be, not its label.
 */
export function statusLabelKey(status: TourStatus): string {
  return `trip.status.${status}`;
}

/** SOLD_OUT is not bookable; WAITING_LIST only through customer care. */
export function isBookable(status: TourStatus): boolean {
  return status !== "SOLD_OUT";
}

/** The online booking start is for bookable departures that are not on request. */
export function isBookableOnline(status: TourStatus): boolean {
  return isBookable(status) && status !== "WAITING_LIST";
}

/** How a departure is booked: online (the booking start), through customer care, or not at all. */
export type BookingRoute = "online" | "customer-care" | "none";

export function bookingRoute(status: TourStatus): BookingRoute {
  if (!isBookable(status)) return "none";
  return isBookableOnline(status) ? "online" : "customer-care";
}

// Seats label: its own small module (the catalogue service decides it for cards).
export { seatsLabel, type SeatsLabel } from "./seats-label";

export type FlightAdvice = "book-now" | "wait" | null;

/**
 * Flight advice: on CONFIRMED and ALMOST_FULL flights can be bought at once; on
 * TO_CONFIRM, ALMOST_CONFIRMED, PLANNED and WAITING_LIST wait for confirmation. A sold-out
 * departure cannot be booked, so it gets no advice.
 */
export function flightAdvice(status: TourStatus): FlightAdvice {
  if (status === "CONFIRMED" || status === "ALMOST_FULL") return "book-now";
  if (status === "SOLD_OUT") return null;
  return "wait";
}

/** Not yet confirmed: the departure still needs travellers before it goes ahead. */
export function isAwaitingConfirmation(status: TourStatus): boolean {
  return flightAdvice(status) === "wait";
}

export type NotifyMeType = "STOCKOUT_TRAVEL" | "TOUR_CONFIRMED" | "PRICE_DROPPED";

/**
 * Notify-me types: a travel with no tours gives STOCKOUT_TRAVEL; a PLANNED or
 * ALMOST_CONFIRMED tour gives TOUR_CONFIRMED and PRICE_DROPPED; any other tour PRICE_DROPPED.
 */
export function notifyMeTypes(tour: { salesStatus: TourStatus } | null): NotifyMeType[] {
  if (!tour) return ["STOCKOUT_TRAVEL"];
  if (tour.salesStatus === "PLANNED" || tour.salesStatus === "ALMOST_CONFIRMED") return ["TOUR_CONFIRMED", "PRICE_DROPPED"];
  return ["PRICE_DROPPED"];
}

/**
 * The notify-me option is visible unless the status is SOLD_OUT; for SOLD_OUT it is
 * tested against the planned and almost-confirmed list, which never holds it: hidden.
 */
export function isNotifyMeVisible(status: TourStatus): boolean {
  if (status !== "SOLD_OUT") return true;
  return (["PLANNED", "ALMOST_CONFIRMED"] as TourStatus[]).includes(status);
}

/** schema.org availability of an Offer for a status (JSON-LD). */
export function offerAvailability(status: TourStatus): string {
  switch (status) {
    case "SOLD_OUT":
      return "https://schema.org/SoldOut";
    case "ALMOST_FULL":
      return "https://schema.org/LimitedAvailability";
    case "CONFIRMED":
      return "https://schema.org/InStock";
    case "WAITING_LIST":
      return "https://schema.org/BackOrder";
    default:
      return "https://schema.org/PreOrder";
  }
}
