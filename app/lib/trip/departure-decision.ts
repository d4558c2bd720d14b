/**
 * When a departure that is not confirmed yet is decided (goes ahead or is cancelled), and
 * what the site says when it is too close to departure to promise a date. Written once:
 * the trip and tour pages, their calendars, the home page's "almost confirmed" row and any
 * e-mail read it here, so no page can print a decision date that has already gone by.
 *
 * The rule, and why:
 * 1. On time: a departure is decided on the day its balance falls due, 31 days before it
 *    leaves. That is also the last day of free cancellation, so everyone booked
 *    knows whether the trip goes ahead before their money is at stake.
 * 2. Late: when that day has passed and the departure is still unconfirmed, it is a late
 *    group, booked with full payment (the deposit closed on the same day). It is decided at
 *    the latest 8 days before departure, the last day of Flexible Cancellation: the
 *    last day a traveller could still cancel at no cost, after which local services are
 *    booked for whoever is going.
 * 3. Too close: with fewer than 8 days to go no date can honestly be promised. The page
 *    says so and sends the traveller to customer care before booking (as the site does for
 *    departures on request), instead of showing a date in the past.
 *
 * Either date is today or later: rule 1 applies only while its day is today or later, rule 2
 * the same. Dates are "YYYY-MM-DD" calendar days of the site's time zone (today comes from the
 * load context), compared as strings.
 */
import { daysBefore } from "./reference-price";
import { isAwaitingConfirmation, type TourStatus } from "./tour-status";

/** The balance is due, and free cancellation ends, 31 days before departure. */
export const DECISION_DAYS_BEFORE_DEPARTURE = 31;
/** Flexible Cancellation ends 8 days before departure; a late group is decided by then. */
export const LATE_DECISION_DAYS_BEFORE_DEPARTURE = 8;

export type DepartureDecision =
  /** Confirmed, or sold out: nothing left to decide. */
  | { kind: "none" }
  /** Decided by `date` (today or later); `late` when the on-time day has already passed. */
  | { kind: "by"; date: string; late: boolean }
  /** Unconfirmed and fewer than 8 days to go: no date is promised; ask customer care. */
  | { kind: "too-close" };

export function departureDecision(tour: { salesStatus: TourStatus; startingDate: string }, today: string): DepartureDecision {
  if (!isAwaitingConfirmation(tour.salesStatus)) return { kind: "none" };
  const onTime = daysBefore(tour.startingDate, DECISION_DAYS_BEFORE_DEPARTURE);
  if (onTime >= today) return { kind: "by", date: onTime, late: false };
  const late = daysBefore(tour.startingDate, LATE_DECISION_DAYS_BEFORE_DEPARTURE);
  if (late >= today) return { kind: "by", date: late, late: true };
  return { kind: "too-close" };
}

/** The first departure day still decided on time (rule 1) when seen on `today`. */
export function firstDecidedOnTime(today: string): string {
  return daysBefore(today, -DECISION_DAYS_BEFORE_DEPARTURE);
}
