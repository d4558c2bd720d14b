/**
 * The watched searches' SQL (migrations 0018 and 0024). Query plans (EXPLAIN QUERY PLAN on
 * the 10x catalogue with 10,000 searches, `npm run bench:saved-searches` prints them again):
 *
 * CHANGES_SQL:     SEARCH tour_changes USING INTEGER PRIMARY KEY (rowid>? AND rowid<?)
 * FACTS_SQL:       SEARCH t USING INTEGER PRIMARY KEY (rowid=?) per changed id (json_each drives),
 *                  SEARCH tr USING INTEGER PRIMARY KEY, styles/countries by their (travel_id) keys
 * (CROSS JOIN fixes the order: the changed departures drive, never the searches.)
 * CANDIDATES_SQL:  places branch: SEARCH p USING PRIMARY KEY (country_id=?), SEARCH s USING INDEX
 *                  sqlite_autoindex_saved_searches_1 (id=?); anywhere branch: SEARCH s USING INDEX
 *                  saved_searches_anywhere (anywhere=? AND active=? AND currency=? AND price_max>?)
 * UNTOLD_SQL:      picked: SEARCH s USING INDEX saved_searches_since (active=?) with a LIST SUBQUERY
 *                  on saved_search_news_untold (told_in=?); then SCAN p (at most ?2 searches),
 *                  SEARCH n USING PRIMARY KEY (search_id=?), SEARCH m USING PRIMARY KEY
 *                  (CROSS JOIN fixes the order: the picked searches drive)
 * MAILED_SQL:      SEARCH m USING INDEX saved_search_mailed_prices_tour (tour_id=?) per changed id
 * HISTORY_SQL:     SEARCH h USING PRIMARY KEY (tour_id=? AND valid_from<?) per dropped id
 * No statement scans saved_searches or tours: the work follows the changed departures and the
 * searches whose coarse columns they reach.
 */

/** Where the change log stands: a search saved (or resumed) now sees what changes after it. */
export const CURRENT_SEQ = "max(coalesce((SELECT max(seq) FROM tour_changes), 0), (SELECT seq FROM saved_search_cursor WHERE id = 1))";

/** Saves a search unless the person already has the cap (checked in the same statement); a double submit is a no-op. */
export const SAVE_SQL = `INSERT INTO saved_searches
  (id, user_id, site, currency, query, name, price_min, price_max, anywhere, since_seq, created_at, updated_at)
SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, (SELECT ${CURRENT_SEQ}), ?10, ?10
WHERE (SELECT count(*) FROM saved_searches WHERE user_id = ?2) < ?11
ON CONFLICT (user_id, site, currency, query) DO NOTHING`;

/** The destinations a search names (country ids), when the search was stored by this batch. */
export const SAVE_DESTINATIONS_SQL = `INSERT OR IGNORE INTO saved_search_places (country_id, search_id)
SELECT j.value, ?1 FROM json_each(?2) j WHERE EXISTS (SELECT 1 FROM saved_searches WHERE id = ?1)`;

/** The countries of the continents a search names. */
export const SAVE_CONTINENTS_SQL = `INSERT OR IGNORE INTO saved_search_places (country_id, search_id)
SELECT c.id, ?1 FROM countries c WHERE c.continent_id IN (SELECT value FROM json_each(?2))
  AND EXISTS (SELECT 1 FROM saved_searches WHERE id = ?1)`;

/** Where the job stopped, where the log ends, and the oldest place an active search looks from. */
export const WINDOW_SQL = `SELECT (SELECT seq FROM saved_search_cursor WHERE id = 1) AS cursor,
  (SELECT max(seq) FROM tour_changes) AS top,
  (SELECT min(since_seq) FROM saved_searches INDEXED BY saved_searches_since WHERE active = 1) AS floor`;

/** The changes after the cursor, in order (a run reads at most ?3 of them). */
export const CHANGES_SQL = `SELECT seq, tour_id, was_status, was_price_eur, was_price_gbp, was_price_usd, was_discount, was_start, was_end, was_age
FROM tour_changes WHERE seq > ?1 AND seq <= ?2 ORDER BY seq LIMIT ?3`;

/** What the filters read of each departure named (a JSON array of ids) and its trip. */
export const FACTS_SQL = `SELECT t.id, t.travel_id, t.starting_date, t.ending_date, t.sales_status, t.age_badge, t.discount_percent,
  t.price_eur, t.price_gbp, t.price_usd,
  tr.days, tr.is_no_sharing_room_available, tr.badge_id, tr.travel_type, tr.cost_center,
  (SELECT json_group_array(s.style) FROM travel_styles s WHERE s.travel_id = tr.id) AS styles,
  (SELECT json_group_array(tc.country_id) FROM travel_countries tc WHERE tc.travel_id = tr.id) AS countries,
  (SELECT json_group_array(DISTINCT c.continent_id) FROM travel_countries tc JOIN countries c ON c.id = tc.country_id
    WHERE tc.travel_id = tr.id) AS continents
FROM json_each(?1) j
JOIN tours t ON t.id = j.value
JOIN travels tr ON tr.id = t.travel_id`;

const priceIn = (s: string) => `CASE ${s}.currency WHEN 'EUR' THEN d.eur WHEN 'GBP' THEN d.gbp ELSE d.usd END`;
const anywhere = (currency: string, column: string) => `SELECT s.id, s.site, s.currency, s.query, s.since_seq, s.created_at, d.tour_id
FROM d CROSS JOIN saved_searches s INDEXED BY saved_searches_anywhere
  ON s.anywhere = 1 AND s.active = 1 AND s.currency = '${currency}' AND s.price_max >= d.${column} AND s.price_min <= d.${column}`;

/**
 * The active searches a departure may match, by their coarse columns: those naming one of its
 * countries with its price in their range, and those naming no place whose range reaches it.
 * ?1: JSON array of [tour id, eur, gbp, usd, [country ids]] of the departures that changed.
 */
export const CANDIDATES_SQL = `WITH d AS (
  SELECT json_extract(j.value, '$[0]') AS tour_id, json_extract(j.value, '$[1]') AS eur, json_extract(j.value, '$[2]') AS gbp,
    json_extract(j.value, '$[3]') AS usd, json_extract(j.value, '$[4]') AS countries
  FROM json_each(?1) j
)
SELECT s.id, s.site, s.currency, s.query, s.since_seq, s.created_at, d.tour_id
FROM d CROSS JOIN json_each(d.countries) c
CROSS JOIN saved_search_places p ON p.country_id = c.value
CROSS JOIN saved_searches s ON s.id = p.search_id
WHERE s.active = 1 AND ${priceIn("s")} BETWEEN s.price_min AND s.price_max
UNION
${anywhere("EUR", "eur")}
UNION
${anywhere("GBP", "gbp")}
UNION
${anywhere("USD", "usd")}`;

/** Trips among ?2 (JSON ids) whose text matches the FTS expression ?1 (the search's free text). */
export const TEXT_SQL =
  "SELECT rowid AS travel_id FROM travels_fts WHERE travels_fts MATCH ?1 AND rowid IN (SELECT value FROM json_each(?2))";

/** The prices the searches last mailed for the departures named (a JSON array of ids). */
export const MAILED_SQL = `SELECT m.search_id, m.tour_id, m.price
FROM json_each(?1) j CROSS JOIN saved_search_mailed_prices m ON m.tour_id = j.value`;

/** The recorded prices of the departures named (a JSON array of ids) up to day ?2, oldest first. */
export const HISTORY_SQL = `SELECT h.tour_id, h.valid_from, h.price_eur, h.price_gbp, h.price_usd
FROM json_each(?1) j CROSS JOIN tour_price_history h ON h.tour_id = j.value AND h.valid_from <= ?2
ORDER BY h.tour_id, h.valid_from`;

/**
 * Records news of searches, ?1 a JSON array of [search id, tour id, seq, price it costs less
 * than or null for a departure newly matching], found at ?2. The same change again (a rerun
 * over the same log) finds its seq and changes nothing; a later change that makes a departure
 * already told news again makes it news again.
 */
export const NEWS_SQL = `INSERT INTO saved_search_news (search_id, tour_id, seq, found_at, was_price)
SELECT json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]'), json_extract(j.value, '$[2]'), ?2, json_extract(j.value, '$[3]')
FROM json_each(?1) j WHERE true
ON CONFLICT (search_id, tour_id) DO UPDATE SET seq = excluded.seq, found_at = excluded.found_at, told_in = NULL,
  was_price = excluded.was_price
WHERE excluded.seq > saved_search_news.seq AND saved_search_news.told_in IS NOT NULL`;

/** Moves the cursor (only from where this run found it: two runs never both move it) and forgets what it read. */
export const ADVANCE_SQL = "UPDATE saved_search_cursor SET seq = ?2 WHERE id = 1 AND seq = ?1";
export const FORGET_SQL = "DELETE FROM tour_changes WHERE seq <= ?1";

/**
 * News not told yet of at most ?2 active searches not told today (at most one e-mail a search
 * a day; the others wait for the next run), with the price it was found cheaper than and the
 * price the search last mailed for it.
 */
export const UNTOLD_SQL = `WITH picked AS (
  SELECT s.id, s.site, s.currency, s.query, s.name FROM saved_searches s
  WHERE s.id IN (SELECT search_id FROM saved_search_news INDEXED BY saved_search_news_untold WHERE told_in IS NULL)
    AND s.active = 1 AND (s.last_told_day IS NULL OR s.last_told_day < ?1)
  ORDER BY s.id LIMIT ?2
)
SELECT n.search_id, n.tour_id, n.was_price, m.price AS mailed_price, p.site, p.currency, p.query, p.name
FROM picked p
CROSS JOIN saved_search_news n ON n.search_id = p.id AND n.told_in IS NULL
LEFT JOIN saved_search_mailed_prices m ON m.search_id = n.search_id AND m.tour_id = n.tour_id
ORDER BY n.search_id, n.found_at`;

/** The day's e-mail of a search: its key (search and day) makes a second decision a no-op. */
export const DECIDE_SQL = `INSERT INTO saved_search_outbox (event_key, search_id, payload, decided_at) VALUES (?1, ?2, ?3, ?4)
ON CONFLICT DO NOTHING`;
/** Marks the news told in that e-mail (only what it lists). */
export const TOLD_SQL = `UPDATE saved_search_news SET told_in = ?2
WHERE search_id = ?1 AND told_in IS NULL AND tour_id IN (SELECT value FROM json_each(?3))`;
export const TOLD_DAY_SQL = "UPDATE saved_searches SET last_told_day = ?2 WHERE id = ?1";
/** The prices that e-mail mails (?3: JSON array of [tour id, price]): a departure is news again only below them. */
export const MAILED_PRICES_SQL = `INSERT INTO saved_search_mailed_prices (search_id, tour_id, price, event_key)
SELECT ?1, json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]'), ?2 FROM json_each(?3) j WHERE true
ON CONFLICT (search_id, tour_id) DO UPDATE SET price = excluded.price, event_key = excluded.event_key`;
/** News that no longer matches by the time of the e-mail is dropped. */
export const STALE_SQL = "DELETE FROM saved_search_news WHERE search_id = ?1 AND tour_id = ?2 AND told_in IS NULL";

/** Unsent e-mails of active searches, oldest first, with the address. */
export const UNSENT_SQL = `SELECT o.event_key, o.payload, o.attempts, u.email
FROM saved_search_outbox o
JOIN saved_searches s ON s.id = o.search_id AND s.active = 1
JOIN users u ON u.id = s.user_id
WHERE o.sent_at IS NULL AND o.attempts < ?1
ORDER BY o.decided_at, o.event_key LIMIT ?2`;
