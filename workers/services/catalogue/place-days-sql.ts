import { OFFER_STATUSES_SQL } from "./offers-sql";

/**
 * place_departure_days (migration 0021): what the where section counts (top-sellers),
 * per place and departure day, so that the counts of a search day T are sums over the days
 * after T instead of a walk over every bookable trip and its countries. A place is a country
 * (its id), a continent (minus its id: a trip visiting two of its countries counts once) or
 * every trip (0: the catalogue's totals).
 *
 * A row (place, day) holds:
 * - `departures`: the bookable departures (default statuses) leaving that day, of the
 *   trips that visit the place;
 * - `trips_ending`: those trips whose last bookable departure (travel_offers' is_last row) is
 *   that day.
 * A trip has a bookable departure after T exactly when its last one is after T, so for a
 * place, "bookable trips" = SUM(trips_ending) and "bookable departures" = SUM(departures)
 * over the days after T. The rows do not depend on today: the triggers of 0021 keep them from
 * the tours and travel_offers' last rows, the seed rebuilds them after a bulk load, and the
 * scheduled job deletes the days already past. Trips and their countries are written by the
 * seed alone, which rebuilds the rows after.
 */

/** The places of every trip: its countries, its continents (negative), and 0. */
const PLACES_SQL = `SELECT travel_id, country_id AS place_id FROM travel_countries UNION ALL SELECT tc.travel_id, -c.continent_id FROM travel_countries tc JOIN countries c ON c.id = tc.country_id GROUP BY tc.travel_id, c.continent_id UNION ALL SELECT id, 0 FROM travels`;

/** Every row from scratch (the seed, after the tours and travel_offers are loaded with the triggers paused). */
export const REBUILD_PLACE_DAYS_SQL: readonly string[] = [
  "DELETE FROM place_departure_days",
  `INSERT INTO place_departure_days (place_id, day, departures, trips_ending)
SELECT place_id, day, SUM(departures), SUM(trips_ending) FROM (
  SELECT k.place_id, t.starting_date AS day, COUNT(*) AS departures, 0 AS trips_ending
  FROM tours t JOIN (${PLACES_SQL}) k ON k.travel_id = t.travel_id
  WHERE t.sales_status IN (${OFFER_STATUSES_SQL}) GROUP BY k.place_id, t.starting_date
  UNION ALL
  SELECT k.place_id, o.first_departure, 0, COUNT(*) FROM travel_offers o JOIN (${PLACES_SQL}) k ON k.travel_id = o.travel_id
  WHERE o.is_last = 1 GROUP BY k.place_id, o.first_departure
)
GROUP BY place_id, day`,
];

/** The scheduled job's clean-up: days on or before today are never summed again. After travel_offers' (its last rows' triggers write here). */
export const DELETE_PAST_PLACE_DAYS_SQL = "DELETE FROM place_departure_days WHERE day <= ?";
