-- Meetup (WeMeet) events (issue 15; 000 §3 Event, 001 §3 meetup event, §4 meetup states).
-- Times are epoch milliseconds (instants); the venue's IANA zone says how its clock reads them.
-- Sold out is spots_left = 0 and "no longer joinable" is rsvp_close_at in the past: both follow
-- from the data, so only the organizer's decision (scheduled / cancelled) is a status.
CREATE TABLE meetup_events (
  id INTEGER PRIMARY KEY,
  -- The country site that lists it (its venue is in that site's country).
  site TEXT NOT NULL,
  city TEXT NOT NULL CHECK (city GLOB '[a-z0-9-]*' AND length(city) BETWEEN 1 AND 80),
  slug TEXT NOT NULL CHECK (slug GLOB '[a-z0-9-]*' AND length(slug) BETWEEN 1 AND 120),
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('APERITIF', 'DINNER', 'HIKE', 'CULTURE', 'PARTY', 'TRAVEL_TALK')),
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL CHECK (end_at > start_at),
  time_zone TEXT NOT NULL,
  venue_name TEXT NOT NULL,
  venue_city TEXT NOT NULL,
  venue_address TEXT NOT NULL,
  venue_country_code TEXT NOT NULL CHECK (length(venue_country_code) = 2),
  venue_lat REAL NOT NULL CHECK (venue_lat BETWEEN -90 AND 90),
  venue_lon REAL NOT NULL CHECK (venue_lon BETWEEN -180 AND 180),
  -- Cents; NULL is free entry.
  price INTEGER CHECK (price > 0),
  currency TEXT CHECK (currency IN ('EUR', 'GBP', 'USD')),
  -- NULL is unlimited; 0 is sold out.
  spots_left INTEGER CHECK (spots_left >= 0),
  attendees INTEGER NOT NULL DEFAULT 0 CHECK (attendees >= 0),
  organizer_kind TEXT NOT NULL CHECK (organizer_kind IN ('COORDINATOR', 'COMMUNITY')),
  organizer_first_name TEXT NOT NULL,
  organizer_last_name TEXT NOT NULL,
  rsvp_close_at INTEGER NOT NULL,
  -- The event's page on its country's site (000 §3 websiteUrl per country).
  website_url TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'SCHEDULED' CHECK (status IN ('SCHEDULED', 'CANCELLED')),
  cancelled_at INTEGER,
  created_at INTEGER NOT NULL,
  CHECK ((price IS NULL) = (currency IS NULL)),
  CHECK ((status = 'CANCELLED') = (cancelled_at IS NOT NULL)),
  UNIQUE (site, city, slug)
);
-- The lists read one site's events that have not ended, by start.
CREATE INDEX meetup_events_site_end ON meetup_events (site, end_at, start_at);
