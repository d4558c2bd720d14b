/**
 * The wishlist page's two reads (wishlist): every saved item with what a card shows
 * (localized title, slug, destination, thumbnail, today's price in the visitor's currency and
 * status), and every notify-me subscription with its trip and departure. Column suffixes come
 * from the fixed language and currency tables, never from request text; values are bound.
 */
import { DEFAULT_STATUSES } from "../../../app/lib/search/filter-fields";
import { localizedText, PRICE_COLUMNS } from "../../db/schema";
import type { CatalogueLanguage, Currency } from "../../../tenants/languages";

export type WishlistScope = { language: CatalogueLanguage; currency: Currency; today: string };

/**
 * One row per saved item. A saved trip carries its best bookable departure (bestTour:
 * after today, a default status, cheapest then earliest); a saved tour carries itself, in any
 * status, so a departure that sold out or left still shows what became of it.
 */
export function savedItemsQuery(
  userId: string,
  { language, currency, today }: WishlistScope,
): { sql: string; params: (string | number)[] } {
  const price = PRICE_COLUMNS[currency];
  const bookable = "b.starting_date > ?2 AND b.sales_status IN (SELECT value FROM json_each(?3))";
  return {
    sql: `SELECT w.travel_id AS id, w.tour_id AS saved_tour_id, w.created_at,
        tr.title_${language} AS title, tr.slug_${language} AS slug, tr.destination_${language} AS destination, tr.days,
        tr.travel_type, tr.badge_id, tr.is_no_sharing_room_available, tr.score, tr.thumbnail_image_id,
        (SELECT group_concat(s.style) FROM travel_styles s WHERE s.travel_id = tr.id) AS styles,
        (SELECT COUNT(*) FROM tours b WHERE b.travel_id = tr.id AND ${bookable}) AS departures,
        (SELECT MIN(b.starting_date) FROM tours b WHERE b.travel_id = tr.id AND ${bookable}) AS first_departure_date,
        t.id AS tour_id, t.code, t.starting_date, t.ending_date, t.sales_status, t.age_badge, t.capacity, t.free_seats,
        t.seats_to_confirm, t.discount_percent AS tour_discount_percent, t.${price.current} AS tour_price, t.${price.base} AS tour_base_price,
        i.base_url AS image_base_url, i.seo_name AS image_seo_name, i.title AS image_title,
        ${localizedText("i", "alt_text", language)} AS image_alt_text, i.variants AS image_variants
      FROM wishlist_items w
      JOIN travels tr ON tr.id = w.travel_id
      LEFT JOIN tours t ON t.id = CASE WHEN w.tour_id <> 0 THEN w.tour_id ELSE (
        SELECT b.id FROM tours b WHERE b.travel_id = tr.id AND ${bookable}
        ORDER BY b.${price.current}, b.starting_date, b.id LIMIT 1) END
      LEFT JOIN images i ON i.id = tr.thumbnail_image_id
      WHERE w.user_id = ?1
      ORDER BY w.created_at DESC, w.travel_id, w.tour_id`,
    params: [userId, today, JSON.stringify(DEFAULT_STATUSES)],
  };
}

/** The person's subscriptions with their trip's title and slug and the departure's dates and status now. */
export function subscriptionsQuery(userId: string, language: CatalogueLanguage): { sql: string; params: string[] } {
  return {
    sql: `SELECT s.*, tr.title_${language} AS travel_title, tr.slug_${language} AS travel_slug,
        t.starting_date AS tour_starting_date, t.ending_date AS tour_ending_date, t.sales_status AS tour_status
      FROM notify_subscriptions s
      JOIN travels tr ON tr.id = s.travel_id
      LEFT JOIN tours t ON t.id = s.tour_id AND s.tour_id <> 0
      WHERE s.user_id = ?1
      ORDER BY s.created_at DESC, s.id`,
    params: [userId],
  };
}
