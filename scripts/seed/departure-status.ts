/**
 * A departure's sales status for its distance from the seed's day (time-true
 * departures). The bands follow the rule of app/lib/trip/departure-decision.ts:
 * - already left: it went ahead (confirmed) or was full;
 * - fewer than 8 days to go: decided long ago, so confirmed, almost full, sold out or on
 *   request; nothing still planned or waiting for travellers;
 * - 8 to 30 days: mostly decided; a few late groups still need one or two travellers
 *   (ALMOST_CONFIRMED, decided 8 days before departure);
 * - from 31 days on: the further away, the more departures are still planned or available.
 * One draw of the trip's stream per departure, whatever the band: the same day always gives
 * the same catalogue.
 */
import type { SalesStatus } from "../../workers/db/schema";
import { DECISION_DAYS_BEFORE_DEPARTURE, LATE_DECISION_DAYS_BEFORE_DEPARTURE } from "../../app/lib/trip/departure-decision";
import type { Random } from "./prng";

type Weights = Record<SalesStatus, number>;
const none = { CONFIRMED: 0, ALMOST_FULL: 0, SOLD_OUT: 0, WAITING_LIST: 0, ALMOST_CONFIRMED: 0, PLANNED: 0, TO_CONFIRM: 0 };

/** Bands by days to go, each up to and including `until`. */
export const STATUS_BANDS: readonly { until: number; weights: Weights }[] = [
  { until: -1, weights: { ...none, CONFIRMED: 70, SOLD_OUT: 30 } },
  { until: LATE_DECISION_DAYS_BEFORE_DEPARTURE - 1, weights: { ...none, CONFIRMED: 35, ALMOST_FULL: 25, SOLD_OUT: 30, WAITING_LIST: 10 } },
  {
    until: DECISION_DAYS_BEFORE_DEPARTURE - 1,
    weights: { ...none, CONFIRMED: 35, ALMOST_FULL: 22, SOLD_OUT: 18, WAITING_LIST: 10, ALMOST_CONFIRMED: 15 },
  },
  {
    until: 90,
    weights: { CONFIRMED: 28, ALMOST_FULL: 15, SOLD_OUT: 10, WAITING_LIST: 7, ALMOST_CONFIRMED: 20, PLANNED: 10, TO_CONFIRM: 10 },
  },
  {
    until: 270,
    weights: { CONFIRMED: 20, ALMOST_FULL: 8, SOLD_OUT: 6, WAITING_LIST: 5, ALMOST_CONFIRMED: 20, PLANNED: 21, TO_CONFIRM: 20 },
  },
  {
    until: Infinity,
    weights: { CONFIRMED: 8, ALMOST_FULL: 3, SOLD_OUT: 2, WAITING_LIST: 2, ALMOST_CONFIRMED: 15, PLANNED: 35, TO_CONFIRM: 35 },
  },
];

export function departureStatus(random: Random, daysToGo: number): SalesStatus {
  return random.weighted(STATUS_BANDS.find((band) => daysToGo <= band.until)!.weights);
}
