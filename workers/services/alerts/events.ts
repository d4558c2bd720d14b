import type { Currency } from "../../../tenants/languages";
import type { AlertKind } from "../../email/templates/alert";

/** What the job reads per active subscription that may have news (alerts-sql.ts). */
export type AlertCandidate = {
  subscriptionId: string;
  site: string;
  types: string[];
  currency: Currency;
  priceSeen: number | null;
  statusSeen: string | null;
  travelId: number;
  /** 0 for the trip itself (new dates). */
  tourId: number;
  /** The tour now (null for a trip subscription). */
  tour: { startingDate: string; endingDate: string; salesStatus: string; price: number } | null;
  /** The lowest price already alerted for this subscription, if any. */
  lowestAlerted: number | null;
  confirmedTold: boolean;
  datesTold: boolean;
  /** The trip's first bookable departure after today (new dates), if any. */
  nextDeparture: { tourId: number; startingDate: string; endingDate: string } | null;
};

/** One alert to send, decided once: its key makes a rerun find it again instead of a second one. */
export type AlertEvent = {
  key: string;
  kind: AlertKind;
  subscriptionId: string;
  /** The departure the alert is about (the trip's first new one for new dates). */
  tourId: number;
  startingDate: string;
  endingDate: string;
  /** Price drops: what the visitor saw and the price now, in `currency`. */
  priceSeen: number | null;
  price: number | null;
};

const CONFIRMED = new Set(["CONFIRMED", "ALMOST_FULL"]);

/**
 * The alerts that are true now for one subscription:
 * - PRICE_DROPPED: the tour's price in the subscription's currency is below the price seen
 *   and below every price already alerted: one alert per new low (`drop:<id>:<price>`);
 * - TOUR_CONFIRMED: the tour is now CONFIRMED or ALMOST_FULL and was not when seen: once;
 * - STOCKOUT_TRAVEL: the trip has a bookable departure after today: once.
 * A tour that is sold out or has started gets nothing.
 */
export function alertEvents(c: AlertCandidate, today: string): AlertEvent[] {
  const events: AlertEvent[] = [];
  const wants = (type: string) => c.types.includes(type);
  if (c.tourId === 0) {
    if (wants("STOCKOUT_TRAVEL") && !c.datesTold && c.nextDeparture && c.nextDeparture.startingDate > today) {
      const next = c.nextDeparture;
      events.push({
        key: `dates:${c.subscriptionId}`,
        kind: "STOCKOUT_TRAVEL",
        subscriptionId: c.subscriptionId,
        tourId: next.tourId,
        startingDate: next.startingDate,
        endingDate: next.endingDate,
        priceSeen: null,
        price: null,
      });
    }
    return events;
  }
  const tour = c.tour;
  if (!tour || tour.salesStatus === "SOLD_OUT" || tour.startingDate <= today) return events;
  const base = { subscriptionId: c.subscriptionId, tourId: c.tourId, startingDate: tour.startingDate, endingDate: tour.endingDate };
  if (
    wants("PRICE_DROPPED") &&
    c.priceSeen !== null &&
    tour.price < c.priceSeen &&
    (c.lowestAlerted === null || tour.price < c.lowestAlerted)
  ) {
    events.push({
      ...base,
      key: `drop:${c.subscriptionId}:${tour.price}`,
      kind: "PRICE_DROPPED",
      priceSeen: c.priceSeen,
      price: tour.price,
    });
  }
  if (wants("TOUR_CONFIRMED") && !c.confirmedTold && CONFIRMED.has(tour.salesStatus) && !CONFIRMED.has(c.statusSeen ?? "")) {
    events.push({ ...base, key: `confirmed:${c.subscriptionId}`, kind: "TOUR_CONFIRMED", priceSeen: null, price: null });
  }
  return events;
}
