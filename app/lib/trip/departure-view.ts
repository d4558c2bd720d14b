/**
 * What the trip pages send to the browser about a departure: the tour in the page
 * currency plus what the rules of tour-status.ts derive from it, so components only render.
 */
import type { AgeBadge } from "../search/filters";
import { departureDecision, type DepartureDecision } from "./departure-decision";
import {
  bookingRoute,
  flightAdvice,
  isBookable,
  isNotifyMeVisible,
  notifyMeTypes,
  seatsLabel,
  type BookingRoute,
  type FlightAdvice,
  type NotifyMeType,
  type SeatsLabel,
  type TourStatus,
} from "./tour-status";

export type DepartureView = {
  id: number;
  code: string;
  startingDate: string;
  endingDate: string;
  salesStatus: TourStatus;
  ageBadge: AgeBadge;
  freeSeats: number;
  seatsToConfirm: number;
  price: number;
  basePrice: number;
  discount: number;
  currency: string;
  href: string;
  /** How it is booked; only "online" departures have a booking start. */
  booking: BookingRoute;
  /** Booking start; null unless the departure is booked online. */
  bookingHref: string | null;
  seatsLabel: SeatsLabel;
  flightAdvice: FlightAdvice;
  /** For a departure not yet confirmed: by when it is decided, or that it is too close to say (departure-decision.ts). */
  decision: DepartureDecision;
  notifyMe: NotifyMeType[] | null;
  /** Seats already taken (capacity minus free seats): a departure with some has a "who is going". */
  seatsBooked: number;
};

type TourIn = Omit<
  DepartureView,
  "href" | "booking" | "bookingHref" | "seatsLabel" | "flightAdvice" | "decision" | "notifyMe" | "seatsBooked"
> & { capacity?: number };

/** Checkout is a full-page redirect to {bookings base}/booking/{tourId}/start. */
export function bookingStartUrl(bookingsBaseUrl: string, tourId: number): string {
  return `${bookingsBaseUrl.replace(/\/$/, "")}/booking/${tourId}/start`;
}

export function departureView(tour: TourIn, href: string, bookingsBaseUrl: string, today: string): DepartureView {
  return {
    id: tour.id,
    code: tour.code,
    startingDate: tour.startingDate,
    endingDate: tour.endingDate,
    salesStatus: tour.salesStatus,
    ageBadge: tour.ageBadge,
    freeSeats: tour.freeSeats,
    seatsToConfirm: tour.seatsToConfirm,
    price: tour.price,
    basePrice: tour.basePrice,
    discount: tour.discount,
    currency: tour.currency,
    href,
    booking: bookingRoute(tour.salesStatus),
    // WAITING_LIST is booked only through customer care, never the online start.
    bookingHref: bookingRoute(tour.salesStatus) === "online" ? bookingStartUrl(bookingsBaseUrl, tour.id) : null,
    seatsLabel: seatsLabel(tour),
    flightAdvice: flightAdvice(tour.salesStatus),
    decision: departureDecision(tour, today),
    notifyMe: isNotifyMeVisible(tour.salesStatus) ? notifyMeTypes(tour) : null,
    seatsBooked: tour.capacity === undefined ? 0 : Math.max(0, tour.capacity - tour.freeSeats),
  };
}

/** The best price of a trip: the cheapest departure that can still be booked (online or on request). */
export function bestDeparture(departures: readonly DepartureView[]): DepartureView | null {
  let best: DepartureView | null = null;
  for (const d of departures) if (isBookable(d.salesStatus) && (!best || d.price < best.price)) best = d;
  return best;
}
