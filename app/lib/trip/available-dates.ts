import type { DepartureView } from "./departure-view";

/**
 * What the available-dates modal needs of a trip (it is rendered by the modal host, outside
 * the route): the trip's name and length, its departures from today on, and today. The trip
 * page and the search page's 'see dates' both put it in their data as `calendar`.
 */
export type AvailableDates = {
  travel: { id: number; title: string; numberOfDays: number; numberOfNights: number };
  departures: DepartureView[];
  today: string;
};
