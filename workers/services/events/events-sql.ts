/** The meetup reads; every value is bound, never written into the text. */

const COLUMNS = `id, city, slug, title, description, category, start_at, end_at, time_zone, venue_name, venue_city,
  venue_address, venue_country_code, venue_lat, venue_lon, price, currency, spots_left, attendees, organizer_kind,
  organizer_first_name, organizer_last_name, rsvp_close_at, website_url, status, cancelled_at, created_at`;

/**
 * One query for every filter of the list: a NULL parameter turns its condition off.
 * Distances use the equirectangular approximation in degrees² (?9 is cos(latitude) of the
 * origin): plain arithmetic D1 always has, and well within a kilometre at city scale.
 */
export const LIST_SQL = `SELECT ${COLUMNS},
  CASE WHEN ?7 IS NULL THEN NULL
       ELSE (venue_lat - ?7) * (venue_lat - ?7) + ((venue_lon - ?8) * ?9) * ((venue_lon - ?8) * ?9) END AS distance_deg2
FROM meetup_events
WHERE site = ?1
  AND end_at > ?2 AND end_at > ?3
  AND (?4 IS NULL OR start_at < ?4)
  AND (?5 = 'all' OR (?5 = 'free' AND price IS NULL) OR (?5 = 'paid' AND price IS NOT NULL))
  AND (?6 IS NULL OR category = ?6)
  AND (?7 IS NULL OR (venue_lat - ?7) * (venue_lat - ?7) + ((venue_lon - ?8) * ?9) * ((venue_lon - ?8) * ?9) <= ?10)
  AND (?11 = 0 OR status <> 'CANCELLED')
ORDER BY start_at, id
LIMIT ?12`;

/** Cities with events that have not ended, each with the mean point of its venues. */
export const CITIES_SQL = `SELECT city, min(venue_city) AS name, avg(venue_lat) AS lat, avg(venue_lon) AS lon, count(*) AS events
FROM meetup_events
WHERE site = ?1 AND end_at > ?2
GROUP BY city
ORDER BY name`;

export const DETAIL_SQL = `SELECT ${COLUMNS}, NULL AS distance_deg2 FROM meetup_events WHERE site = ?1 AND city = ?2 AND slug = ?3`;
export const CITY_SLUGS_SQL = "SELECT slug FROM meetup_events WHERE site = ?1 AND city = ?2";
