/**
 * What the sitemaps read (app/server/sitemap/sitemap.server.ts): counts and dates for the index, then
 * one part of one kind at a time, in id order so a part always holds the same rows for a given
 * day. Every statement binds its values; no text of a request reaches the SQL.
 */

/**
 * ?1 today (YYYY-MM-DD, the site's), ?2 the site, ?3 now (epoch ms). Trips: every trip has a
 * page. Departures: those from today on, the ones the tour page answers (trips service `tours`).
 * Events: the site's that have not ended, the ones its lists show.
 */
export const COUNTS_SQL = `SELECT
  (SELECT count(*) FROM travels) AS trips,
  (SELECT max(published_at) FROM travels) AS trips_lastmod,
  (SELECT count(*) FROM tours WHERE starting_date >= ?1) AS tours,
  (SELECT max(published_at) FROM tours WHERE starting_date >= ?1) AS tours_lastmod,
  (SELECT count(*) FROM coordinators) AS coordinators,
  (SELECT count(*) FROM meetup_events WHERE site = ?2 AND end_at > ?3) AS events,
  (SELECT max(max(created_at, coalesce(cancelled_at, 0))) FROM meetup_events WHERE site = ?2 AND end_at > ?3) AS events_lastmod`;

/** ?1 today, ?2 limit, ?3 offset. A trip changes when it does and when a departure of it is added. */
export const TRIPS_SQL = `SELECT t.id, t.slug_en, t.slug_it, t.slug_es, t.slug_fr, t.slug_de,
  max(t.published_at, coalesce((SELECT max(o.published_at) FROM tours o WHERE o.travel_id = t.id AND o.starting_date >= ?1), '')) AS lastmod
FROM travels t ORDER BY t.id LIMIT ?2 OFFSET ?3`;

/** ?1 today, ?2 limit, ?3 offset. */
export const TOURS_SQL = `SELECT o.id, o.published_at AS lastmod, t.slug_en, t.slug_it, t.slug_es, t.slug_fr, t.slug_de
FROM tours o JOIN travels t ON t.id = o.travel_id
WHERE o.starting_date >= ?1 ORDER BY o.id LIMIT ?2 OFFSET ?3`;

/** ?1 limit, ?2 offset. A coordinator's page lists their trips: it changes with the newest of them. */
export const COORDINATORS_SQL = `SELECT c.slug, max(t.published_at) AS lastmod
FROM coordinators c LEFT JOIN travels t ON t.coordinator_id = c.id
GROUP BY c.id ORDER BY c.id LIMIT ?1 OFFSET ?2`;

/** ?1 site, ?2 now (epoch ms), ?3 limit, ?4 offset. */
export const EVENTS_SQL = `SELECT city, slug, max(created_at, coalesce(cancelled_at, 0)) AS lastmod
FROM meetup_events WHERE site = ?1 AND end_at > ?2 ORDER BY id LIMIT ?3 OFFSET ?4`;

/** Every site's live custom pages: the pages sitemap lists this site's, the others give alternates. */
export const CONTENT_PAGES_SQL = `SELECT p.site, p.kind, p.name, p.noindex, p.published_at
FROM custom_pages p JOIN custom_pages_live l ON l.generation = p.generation`;
