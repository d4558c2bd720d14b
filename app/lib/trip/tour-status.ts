/**
 * What a departure's sales status means to a visitor (000 §4, 001 §4). Pure, no React:
 * the trip page, the tour page, the calendar and the notify-me entry all read it here.
 */
import type { SalesStatus } from "../search/filters";

/** Every status the wider catalogue uses (001 §4 adds TO_CONFIRM to the six of 000 §4). */
export type TourStatus = SalesStatus;

/**
 * The message key of a status, under the "trip.status" namespace; SOLD_OUT uses the shared
 * error catalogue's text (000 §8 'The tour is no longer available').
 * 001 §4: TO_CONFIRM is shown as Available, WAITING_LIST as On request.
 */
export function statusMessageKey(status: TourStatus): string {
  return status === "SOLD_OUT" ? "tour.SOLD_OUT" : `trip.status.${status}`;
}

/** 001 §4: SOLD_OUT is not bookable; WAITING_LIST only through customer care. */
export function isBookable(status: TourStatus): boolean {
  return status !== "SOLD_OUT";
}

// 000 §4 seats label: its own small module, so result cards need not load these rules.
export { seatsLabel, type SeatsLabel } from "./seats-label";

export type FlightAdvice = "book-now" | "wait" | null;

/**
 * 001 §4 flight advice: on CONFIRMED and ALMOST_FULL flights can be bought at once; on
 * TO_CONFIRM, ALMOST_CONFIRMED, PLANNED and WAITING_LIST wait for confirmation. A sold-out
 * departure cannot be booked, so it gets no advice.
 */
export function flightAdvice(status: TourStatus): FlightAdvice {
  if (status === "CONFIRMED" || status === "ALMOST_FULL") return "book-now";
  if (status === "SOLD_OUT") return null;
  return "wait";
}

/** Not yet confirmed: the departure still needs travellers before it goes ahead (issue 6 §4). */
export function isAwaitingConfirmation(status: TourStatus): boolean {
  return flightAdvice(status) === "wait";
}

/**
 * Issue 6 "beyond the anchors": the date by which an unconfirmed departure is decided. It
 * follows 001 §9: the balance is due 31 days before departure, so the group is settled then.
 */
export const DECISION_DAYS_BEFORE_DEPARTURE = 31;
/** 001 §9: free cancellation up to 31 days before departure (8 with Flexible Cancellation). */
export const FREE_CANCELLATION_DAYS = 31;
export const FLEXIBLE_CANCELLATION_DAYS = 8;
/** 001 §9: the deposit to book, 100 in the payment currency (EUR or GBP), in cents. */
export const DEPOSIT_CENTS = 10_000;

export function decisionDate(startingDate: string): string {
  const start = new Date(`${startingDate}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - DECISION_DAYS_BEFORE_DEPARTURE);
  return start.toISOString().slice(0, 10);
}

export type NotifyMeType = "STOCKOUT_TRAVEL" | "TOUR_CONFIRMED" | "PRICE_DROPPED";

/**
 * 000 §4 notify-me types: a travel with no tours gives STOCKOUT_TRAVEL; a PLANNED or
 * ALMOST_CONFIRMED tour gives TOUR_CONFIRMED and PRICE_DROPPED; any other tour PRICE_DROPPED.
 */
export function notifyMeTypes(tour: { salesStatus: TourStatus } | null): NotifyMeType[] {
  if (!tour) return ["STOCKOUT_TRAVEL"];
  if (tour.salesStatus === "PLANNED" || tour.salesStatus === "ALMOST_CONFIRMED") return ["TOUR_CONFIRMED", "PRICE_DROPPED"];
  return ["PRICE_DROPPED"];
}

/**
 * 000 §4: the notify-me option is visible unless the status is SOLD_OUT; for SOLD_OUT it is
 * tested against the planned and almost-confirmed list, which never holds it: hidden.
 */
export function isNotifyMeVisible(status: TourStatus): boolean {
  if (status !== "SOLD_OUT") return true;
  return (["PLANNED", "ALMOST_CONFIRMED"] as TourStatus[]).includes(status);
}

/** schema.org availability of an Offer for a status (issue 6 §7 JSON-LD). */
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
