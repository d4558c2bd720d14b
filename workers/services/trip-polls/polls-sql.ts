/**
 * The trip polls' statements. Column suffixes come from the fixed language and
 * currency tables, never from request text; every value is bound.
 */
import { PRICE_COLUMNS } from "../../db/schema";
import type { CatalogueLanguage, Currency } from "../../../tenants/languages";

/** Open: not revoked, and the trip still has a departure after today (?today). */
const openPoll = (today: string) =>
  `p.revoked_at IS NULL AND EXISTS (SELECT 1 FROM tours t WHERE t.travel_id = p.travel_id AND t.starting_date > ${today})`;

/**
 * A new poll, only while the person has fewer than ?6 open ones (one statement, so two
 * submits at once cannot both pass the cap); the open-poll index makes a second share of the
 * same trip a no-op.
 */
export const SHARE_SQL = `INSERT INTO trip_polls (id, owner_id, travel_id, site, created_at)
SELECT ?1, ?2, ?3, ?4, ?5
WHERE (SELECT count(*) FROM trip_polls p WHERE p.owner_id = ?2 AND ${openPoll("?7")}) < ?6
ON CONFLICT DO NOTHING`;

export const OPEN_POLL_OF_TRIP_SQL = "SELECT id FROM trip_polls WHERE owner_id = ?1 AND travel_id = ?2 AND revoked_at IS NULL";

/** Whether the person saved the trip or one of its departures. */
export const SAVED_SQL = "SELECT 1 FROM wishlist_items WHERE user_id = ?1 AND travel_id = ?2 LIMIT 1";

export const HAS_DEPARTURES_SQL = "SELECT 1 FROM tours WHERE travel_id = ?1 AND starting_date > ?2 LIMIT 1";

export const REVOKE_SQL = "UPDATE trip_polls SET revoked_at = coalesce(revoked_at, ?3) WHERE id = ?1 AND owner_id = ?2";

/** A poll with its trip, in one language, and the trip's last departure day. */
export function pollSql(language: CatalogueLanguage): string {
  return `SELECT p.id, p.travel_id, p.revoked_at, tr.title_${language} AS title, tr.slug_${language} AS slug, tr.days,
  (SELECT max(t.starting_date) FROM tours t WHERE t.travel_id = p.travel_id) AS last_departure
FROM trip_polls p JOIN travels tr ON tr.id = p.travel_id WHERE p.id = ?1`;
}

/** The trip's departures still to come, in one currency. */
export function departuresSql(currency: Currency): string {
  return `SELECT t.id, t.starting_date, t.ending_date, t.sales_status, t.free_seats, t.${PRICE_COLUMNS[currency].current} AS price
FROM tours t WHERE t.travel_id = ?1 AND t.starting_date > ?2 ORDER BY t.starting_date, t.id`;
}

/** Every friend of a poll, first come first. */
export const VOTERS_SQL = "SELECT voter_id, name FROM trip_poll_voters WHERE poll_id = ?1 ORDER BY created_at, name_key";

export const VOTES_SQL = "SELECT voter_id, tour_id FROM trip_poll_votes WHERE poll_id = ?1";

/** A new friend, only while the poll has fewer than ?7 (one statement: the cap holds under concurrent votes). */
export const JOIN_SQL = `INSERT INTO trip_poll_voters (poll_id, voter_id, name, name_key, created_at, updated_at)
SELECT ?1, ?2, ?3, ?4, ?5, ?6
WHERE (SELECT count(*) FROM trip_poll_voters WHERE poll_id = ?1) < ?7
ON CONFLICT (poll_id, voter_id) DO NOTHING`;

export const VOTER_SQL = "SELECT name FROM trip_poll_voters WHERE poll_id = ?1 AND voter_id = ?2";

export const RENAME_SQL =
  "UPDATE trip_poll_voters SET name = ?3, name_key = ?4, updated_at = ?5 WHERE poll_id = ?1 AND voter_id = ?2 AND name <> ?3";

/** The friend's dates become exactly ?3 (a JSON array of tour ids): one row per friend per departure. */
export const UNTICK_SQL =
  "DELETE FROM trip_poll_votes WHERE poll_id = ?1 AND voter_id = ?2 AND tour_id NOT IN (SELECT value FROM json_each(?3))";
export const TICK_SQL = `INSERT INTO trip_poll_votes (poll_id, voter_id, tour_id, created_at)
SELECT ?1, ?2, value, ?4 FROM json_each(?3) WHERE true
ON CONFLICT DO NOTHING`;

/** Something changed: the job tells the owner once, whatever else changes before it runs. */
export const CHANGED_SQL = "UPDATE trip_polls SET change_seq = change_seq + 1, changed_at = ?2 WHERE id = ?1";

/** The person's polls not revoked, newest first, with the trip's title and the number of friends. */
export function ownerPollsSql(language: CatalogueLanguage): string {
  return `SELECT p.id, p.travel_id, p.site, p.created_at, tr.title_${language} AS title,
  (SELECT max(t.starting_date) FROM tours t WHERE t.travel_id = p.travel_id) AS last_departure,
  (SELECT count(*) FROM trip_poll_voters v WHERE v.poll_id = p.id) AS friends
FROM trip_polls p JOIN travels tr ON tr.id = p.travel_id
WHERE p.owner_id = ?1 AND p.revoked_at IS NULL
ORDER BY p.created_at DESC, p.id`;
}
