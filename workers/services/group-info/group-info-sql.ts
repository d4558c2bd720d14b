import { PRICE_COLUMNS } from "../../db/schema";
import type { CatalogueLanguage, Currency } from "../../../tenants/languages";

/**
 * Hand-written SQL of the modals' reads. Values are always bound; the only identifiers that
 * vary are the language and currency column suffixes from fixed tables, never request text.
 */

/**
 * Who is going, in one statement: the booked travellers' counts (no row ever leaves the
 * database, only sums), the people interested in the departure (saved it or asked to be told,
 * each person once) and its seats.
 */
export const groupCountsSql = `SELECT
    count(b.id) AS booked,
    coalesce(sum(b.gender = 'female'), 0) AS female,
    coalesce(sum(b.gender = 'male'), 0) AS male,
    coalesce(sum(b.first_timer), 0) AS first_timers,
    coalesce(sum(b.trips_done), 0) AS trips_done,
    coalesce(sum(b.age_band = '18-24'), 0) AS age_18_24,
    coalesce(sum(b.age_band = '25-35'), 0) AS age_25_35,
    coalesce(sum(b.age_band = '35-49'), 0) AS age_35_49,
    coalesce(sum(b.age_band = '50+'), 0) AS age_50_plus,
    (SELECT count(*) FROM (
       SELECT user_id FROM wishlist_items WHERE tour_id = ?1
       UNION SELECT user_id FROM notify_subscriptions WHERE tour_id = ?1 AND active = 1)) AS interested,
    (SELECT capacity FROM tours WHERE id = ?1) AS capacity
  FROM tour_bookings b WHERE b.tour_id = ?1`;

/** A departure as a modal shows it: its trip, dates, status and current price in one currency. */
export function tourItemSql(language: CatalogueLanguage, currency: Currency): string {
  return `SELECT r.id AS tour_id, r.travel_id, r.starting_date, r.ending_date, r.sales_status, r.${PRICE_COLUMNS[currency].current} AS price,
    t.title_${language} AS title, t.destination_${language} AS destination, t.slug_${language} AS slug
  FROM tours r JOIN travels t ON t.id = r.travel_id WHERE r.id = ?1`;
}

/** A trip as a modal shows it, with how many departures it has from today on (none: STOCKOUT_TRAVEL). */
export function travelItemSql(language: CatalogueLanguage): string {
  return `SELECT t.id AS travel_id, t.title_${language} AS title, t.destination_${language} AS destination, t.slug_${language} AS slug,
    (SELECT count(*) FROM tours r WHERE r.travel_id = t.id AND r.starting_date >= ?2) AS upcoming
  FROM travels t WHERE t.id = ?1`;
}
