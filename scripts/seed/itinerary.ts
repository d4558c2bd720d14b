import type { TravelRow } from "../../workers/db/schema";
import type { CATALOGUE_LANGUAGES } from "../../tenants/languages";
import type { TripPlan } from "./trips";

/** A row of travel_itinerary_days (workers/db/migrations/0002_trip_itinerary.sql). */
export type ItineraryDayRow = {
  travel_id: number;
  day: number;
  transfer_hours: number;
} & { [L in (typeof CATALOGUE_LANGUAGES)[number] as `title_${L}`]: string } & {
  [L in (typeof CATALOGUE_LANGUAGES)[number] as `body_${L}`]: string;
};

/**
 * One row per day of every travel, from its plan (./trips.ts): arrival, days at each place of
 * the route, transfers between them and departure, each naming where it happens. A day's
 * transfer hours stay within the trip's physical effort (001 §9).
 */
export function generateItineraries(travels: readonly TravelRow[], plans: readonly TripPlan[]): ItineraryDayRow[] {
  const rows: ItineraryDayRow[] = [];
  travels.forEach((travel, t) => {
    plans[t]!.itinerary.forEach(({ hours, title, body }, index) => {
      const [title_en, title_it, title_es, title_fr, title_de] = title;
      const [body_en, body_it, body_es, body_fr, body_de] = body;
      rows.push({
        travel_id: travel.id,
        day: index + 1,
        transfer_hours: hours,
        title_en,
        title_it,
        title_es,
        title_fr,
        title_de,
        body_en,
        body_it,
        body_es,
        body_fr,
        body_de,
      });
    });
  });
  return rows;
}
