import { OFFER_STATUSES_SQL } from "./offers-sql";

/**
 * country_departure_days (migration 0021): what the where section counts (000 §2, top-sellers),
 * per country and departure day, so that the counts of a search day T are sums over the days
 * after T instead of a walk over every bookable trip and its countries.
 *
 * A row (country, day) holds:
 * - `departures`: the bookable departures (default statuses, 000 §4) leaving that day, of the
 *   trips that visit the country;
 * - `trips_ending`: those trips whose last bookable departure (travel_offers' is_last row) is
 *   that day.
 * A trip has a bookable departure after T exactly when its last one is after T, so for a
 * country, "bookable trips" = SUM(trips_ending) and "bookable departures" = SUM(departures)
 * over the days after T. Country 0 stands for every trip once, whatever its countries (the
 * totals of the whole catalogue). The rows do not depend on today: the triggers of 0021 keep
 * them from the tours and travel_offers' last rows, the seed rebuilds them after a bulk load,
 * and the scheduled job deletes the days already past. Trips and their countries are written
 * by the seed alone, which rebuilds the rows after.
 */

/** Every row from scratch (the seed, after the tours and travel_offers are loaded with the triggers paused). */
export const REBUILD_COUNTRY_DAYS_SQL: readonly string[] = [
  "DELETE FROM country_departure_days",
  `INSERT INTO country_departure_days (country_id, day, departures, trips_ending)
SELECT country_id, day, SUM(departures), SUM(trips_ending) FROM (
  SELECT tc.country_id, t.starting_date AS day, COUNT(*) AS departures, 0 AS trips_ending
  FROM tours t JOIN travel_countries tc ON tc.travel_id = t.travel_id
  WHERE t.sales_status IN (${OFFER_STATUSES_SQL}) GROUP BY tc.country_id, t.starting_date
  UNION ALL
  SELECT 0, starting_date, COUNT(*), 0 FROM tours WHERE sales_status IN (${OFFER_STATUSES_SQL}) GROUP BY starting_date
  UNION ALL
  SELECT tc.country_id, o.first_departure, 0, COUNT(*) FROM travel_offers o JOIN travel_countries tc ON tc.travel_id = o.travel_id
  WHERE o.is_last = 1 GROUP BY tc.country_id, o.first_departure
  UNION ALL
  SELECT 0, first_departure, 0, COUNT(*) FROM travel_offers WHERE is_last = 1 GROUP BY first_departure
)
GROUP BY country_id, day`,
];

/** The scheduled job's clean-up: days on or before today are never summed again. After travel_offers' (its last rows' triggers write here). */
export const DELETE_PAST_COUNTRY_DAYS_SQL = "DELETE FROM country_departure_days WHERE day <= ?";
