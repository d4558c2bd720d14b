import { CATALOGUE_LANGUAGES } from "../../../tenants/languages";

const titles = CATALOGUE_LANGUAGES.map((l) => `tr.title_${l}`).join(", ");
const slugs = CATALOGUE_LANGUAGES.map((l) => `tr.slug_${l}`).join(", ");
const has = (type: string) => `instr(' ' || s.types || ' ', ' ${type} ') > 0`;
const priceNow = "CASE s.currency WHEN 'EUR' THEN t.price_eur WHEN 'GBP' THEN t.price_gbp ELSE t.price_usd END";

/**
 * Every active subscription that may have news, in ONE query (no per-subscription reads): the
 * tour now, the trip's first bookable departure after today (?1), the lowest price already
 * alerted and whether the once-only alerts were already decided. The WHERE keeps only rows
 * where an alert can be true, so quiet subscriptions cost a scan of the active index only;
 * workers/services/alerts/events.ts makes the decision.
 */
export const CANDIDATES_SQL = `SELECT s.id, s.site, s.types, s.currency, s.price_seen, s.status_seen, s.travel_id, s.tour_id,
  t.starting_date, t.ending_date, t.sales_status, ${priceNow} AS price_now,
  (SELECT min(CAST(json_extract(o.payload, '$.price') AS INTEGER)) FROM alert_outbox o
    WHERE o.subscription_id = s.id AND o.kind = 'PRICE_DROPPED') AS lowest_alerted,
  EXISTS (SELECT 1 FROM alert_outbox o WHERE o.event_key = 'confirmed:' || s.id) AS confirmed_told,
  EXISTS (SELECT 1 FROM alert_outbox o WHERE o.event_key = 'dates:' || s.id) AS dates_told,
  nd.id AS next_id, nd.starting_date AS next_start, nd.ending_date AS next_end,
  ${titles}, ${slugs}
FROM notify_subscriptions s
JOIN travels tr ON tr.id = s.travel_id
LEFT JOIN tours t ON s.tour_id <> 0 AND t.id = s.tour_id
LEFT JOIN tours nd ON s.tour_id = 0 AND nd.id = (
  SELECT n.id FROM tours n WHERE n.travel_id = s.travel_id AND n.starting_date > ?1 AND n.sales_status <> 'SOLD_OUT'
  ORDER BY n.starting_date, n.id LIMIT 1)
WHERE s.active = 1 AND (
  (s.tour_id <> 0 AND t.starting_date > ?1 AND t.sales_status <> 'SOLD_OUT' AND (
    (${has("PRICE_DROPPED")} AND s.price_seen IS NOT NULL AND ${priceNow} < s.price_seen)
    OR (${has("TOUR_CONFIRMED")} AND t.sales_status IN ('CONFIRMED', 'ALMOST_FULL') AND coalesce(s.status_seen, '') NOT IN ('CONFIRMED', 'ALMOST_FULL')
      AND NOT EXISTS (SELECT 1 FROM alert_outbox o WHERE o.event_key = 'confirmed:' || s.id))))
  OR (s.tour_id = 0 AND ${has("STOCKOUT_TRAVEL")} AND nd.id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM alert_outbox o WHERE o.event_key = 'dates:' || s.id)))`;

/** Decides one event: the key is the primary key, so a second decision of the same event is a no-op. */
export const DECIDE_SQL = `INSERT INTO alert_outbox (event_key, subscription_id, kind, payload, decided_at)
VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT DO NOTHING`;

/**
 * Unsent events of subscriptions still active (including those an earlier run decided and
 * never sent, or failed to send), oldest first, with the address to send to.
 */
export const UNSENT_SQL = `SELECT o.event_key, o.kind, o.payload, o.attempts, u.email
FROM alert_outbox o
JOIN notify_subscriptions s ON s.id = o.subscription_id AND s.active = 1
JOIN users u ON u.id = s.user_id
WHERE o.sent_at IS NULL AND o.attempts < ?1
ORDER BY o.decided_at, o.event_key LIMIT ?2`;
