import type { TravelRow } from "../../workers/db/schema";
import type { CATALOGUE_LANGUAGES } from "../../tenants/languages";
import type { LegMode } from "./route-rule";
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
 * transfer hours stay within the trip's physical effort (low up to 3 hours, medium up to 6).
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

/** A row of travel_route_stops (workers/db/migrations/0022_travel_route.sql). */
export type RouteStopRow = {
  travel_id: number;
  position: number;
  lat: number;
  lon: number;
  kind: string;
  leg_mode: LegMode | null;
} & { [L in (typeof CATALOGUE_LANGUAGES)[number] as `name_${L}`]: string };

/**
 * One row per overnight place of every travel, in route order, for the trip page's map. A place
 * whose coordinates are not known yet is left out (the map joins its neighbours directly); the
 * first place kept starts the route, so it has no leg.
 */
export function generateRouteStops(travels: readonly TravelRow[], plans: readonly TripPlan[]): RouteStopRow[] {
  const rows: RouteStopRow[] = [];
  travels.forEach((travel, t) => {
    let position = 0;
    for (const { place, arriveBy } of plans[t]!.stops) {
      if (!Number.isFinite(place.lat) || !Number.isFinite(place.lon)) continue;
      position++;
      const [name_en, name_it, name_es, name_fr, name_de] = place.names;
      rows.push({
        travel_id: travel.id,
        position,
        lat: Math.round(place.lat * 1e5) / 1e5,
        lon: Math.round(place.lon * 1e5) / 1e5,
        kind: place.kind,
        leg_mode: position === 1 ? null : (arriveBy ?? "road"),
        name_en,
        name_it,
        name_es,
        name_fr,
        name_de,
      });
    }
  });
  return rows;
}
