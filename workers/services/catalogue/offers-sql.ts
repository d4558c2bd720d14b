import { DEFAULT_STATUSES } from "../../../app/lib/search/filters";

/**
 * travel_offers (migration 0012): what each trip offers a visitor who searches on a given day
 * with the default departure filters (departures after today, the default
 * sales statuses). A trip's bookable departure dates d1 < d2 < … cut the calendar into steps;
 * the row of step k answers every day in [valid_from, first_departure) = [d(k-1), dk):
 * the departures from dk on, their count, the biggest discount, the cheapest price in each
 * currency and the best tour in each currency (the cheapest, then the earliest, then
 * the lowest id) with its discount: the one a trip's card shows, which the discount sort reads. The rows do not depend on today, so no daily job keeps them right: the
 * triggers of 0012 recompute a trip's rows whenever one of its departures changes, and the
 * seed rebuilds them all at once after a bulk load.
 *
 * The row valid on day T is the one with valid_from <= T < first_departure (at most one per
 * trip); a trip has a bookable departure after T iff it has a row with first_departure > T,
 * which its last row (is_last = 1) tells alone.
 */

/**
 * Joins a trip (`travelId`, an SQL expression) to its row of the day (`day`, by default one
 * `?`): the row with the first departure after the day, found by two index seeks whatever
 * the trip's history of past departures.
 */
export const offerOfTheDay = (alias: string, travelId: string, day = "?") =>
  `${alias}.travel_id = ${travelId} AND ${alias}.first_departure = (SELECT MIN(x.first_departure) FROM travel_offers x WHERE x.travel_id = ${travelId} AND x.first_departure > ${day})`;

/** The statuses the rows are built from, as SQL literals (the default status filter). */
export const OFFER_STATUSES_SQL = DEFAULT_STATUSES.map((status) => `'${status}'`).join(", ");

const best = (currency: "eur" | "gbp" | "usd") =>
  // Zero-padded so that text order is (price, date, id) order; the id is read back from position
  // 25 (a cast stops at the space after it) and the best tour's discount from position 38.
  `MIN(printf('%012d %s %012d %03d', price_${currency}, starting_date, id, discount_percent)) OVER s AS k_${currency}`;

/**
 * The rows of the trips whose tours `tourFilter` selects (a condition on `tours`, e.g.
 * `travel_id = NEW.travel_id`; "1" for every trip), as one INSERT … SELECT. Written without a
 * WITH clause so the same text runs inside a trigger.
 */
export function insertTravelOffersSql(tourFilter: string): string {
  return `INSERT INTO travel_offers (travel_id, first_departure, valid_from, is_last, departures, discount_percent,
  price_eur, price_gbp, price_usd, tour_eur, tour_gbp, tour_usd, discount_eur, discount_gbp, discount_usd)
SELECT travel_id, day, coalesce(LAG(day) OVER (PARTITION BY travel_id ORDER BY day), ''), day = MAX(day) OVER (PARTITION BY travel_id),
  departures, discount, p_eur, p_gbp, p_usd,
  CAST(substr(k_eur, 25) AS INTEGER), CAST(substr(k_gbp, 25) AS INTEGER), CAST(substr(k_usd, 25) AS INTEGER),
  CAST(substr(k_eur, 38) AS INTEGER), CAST(substr(k_gbp, 38) AS INTEGER), CAST(substr(k_usd, 38) AS INTEGER)
FROM (
  SELECT travel_id, starting_date AS day, MIN(departures) AS departures, MIN(discount) AS discount,
    MIN(p_eur) AS p_eur, MIN(p_gbp) AS p_gbp, MIN(p_usd) AS p_usd, MIN(k_eur) AS k_eur, MIN(k_gbp) AS k_gbp, MIN(k_usd) AS k_usd
  FROM (
    SELECT travel_id, starting_date,
      COUNT(*) OVER s AS departures, MAX(discount_percent) OVER s AS discount,
      MIN(price_eur) OVER s AS p_eur, MIN(price_gbp) OVER s AS p_gbp, MIN(price_usd) OVER s AS p_usd,
      ${best("eur")}, ${best("gbp")}, ${best("usd")}
    FROM tours
    WHERE (${tourFilter}) AND sales_status IN (${OFFER_STATUSES_SQL})
    WINDOW s AS (PARTITION BY travel_id ORDER BY starting_date DESC RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
  )
  GROUP BY travel_id, starting_date
)`;
}

/**
 * Every trip's rows from scratch (the seed, after loading the tours with the triggers paused),
 * then each trip's last bookable departure (travels.travel_offers_until, 0020), which the triggers on
 * travel_offers keep when they are not paused.
 */
export const REBUILD_TRAVEL_OFFERS_SQL: readonly string[] = [
  "DELETE FROM travel_offers",
  insertTravelOffersSql("1"),
  "UPDATE travels SET travel_offers_until = (SELECT o.first_departure FROM travel_offers o WHERE o.travel_id = travels.id AND o.is_last = 1)",
];

/** While this table has a row, the triggers of 0012 do nothing (a bulk load rebuilds after). */
export const PAUSE_TRAVEL_OFFERS_SQL = "INSERT OR IGNORE INTO travel_offers_paused (id) VALUES (1)";
export const RESUME_TRAVEL_OFFERS_SQL = "DELETE FROM travel_offers_paused";
