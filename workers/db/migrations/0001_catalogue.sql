-- Catalogue: continents, countries, travels (trips) and tours (departures), with the
-- indexes and full-text tables the search service needs (architecture §5, 000 §3).
-- Catalogue text has one column per catalogue language (en, it, es, fr, de); en-GB and
-- en-US both read the English column. Prices are integer cents per currency (EUR, GBP, USD).

CREATE TABLE continents (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name_en TEXT NOT NULL,
  name_it TEXT NOT NULL,
  name_es TEXT NOT NULL,
  name_fr TEXT NOT NULL,
  name_de TEXT NOT NULL
);

CREATE TABLE countries (
  id INTEGER PRIMARY KEY,
  iso_alpha3 TEXT NOT NULL UNIQUE CHECK (length(iso_alpha3) = 3),
  continent_id INTEGER NOT NULL REFERENCES continents(id),
  name_en TEXT NOT NULL,
  name_it TEXT NOT NULL,
  name_es TEXT NOT NULL,
  name_fr TEXT NOT NULL,
  name_de TEXT NOT NULL
);
CREATE INDEX countries_continent ON countries(continent_id);

-- 000 §3 Image; 000 §7: served from a resizing host as /resource/{size}/{id}/{name}.
-- variants is JSON: { "desktop": { "size", "types" }, "mobile": { ... } }.
CREATE TABLE images (
  id TEXT PRIMARY KEY,
  base_url TEXT NOT NULL,
  seo_name TEXT NOT NULL,
  title TEXT NOT NULL,
  alt_text TEXT NOT NULL,
  variants TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(variants))
);

CREATE TABLE coordinators (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  city TEXT NOT NULL,
  image_id TEXT REFERENCES images(id)
);

CREATE TABLE badges (
  id TEXT PRIMARY KEY,
  name_en TEXT NOT NULL,
  name_it TEXT NOT NULL,
  name_es TEXT NOT NULL,
  name_fr TEXT NOT NULL,
  name_de TEXT NOT NULL
);

CREATE TABLE travels (
  id INTEGER PRIMARY KEY,
  title_en TEXT NOT NULL,
  title_it TEXT NOT NULL,
  title_es TEXT NOT NULL,
  title_fr TEXT NOT NULL,
  title_de TEXT NOT NULL,
  slug_en TEXT NOT NULL,
  slug_it TEXT NOT NULL,
  slug_es TEXT NOT NULL,
  slug_fr TEXT NOT NULL,
  slug_de TEXT NOT NULL,
  destination_en TEXT NOT NULL,
  destination_it TEXT NOT NULL,
  destination_es TEXT NOT NULL,
  destination_fr TEXT NOT NULL,
  destination_de TEXT NOT NULL,
  description_en TEXT NOT NULL,
  description_it TEXT NOT NULL,
  description_es TEXT NOT NULL,
  description_fr TEXT NOT NULL,
  description_de TEXT NOT NULL,
  days INTEGER NOT NULL CHECK (days >= 1),
  travel_type TEXT NOT NULL,
  cost_center TEXT NOT NULL,
  badge_id TEXT REFERENCES badges(id),
  is_no_sharing_room_available INTEGER NOT NULL DEFAULT 0 CHECK (is_no_sharing_room_available IN (0, 1)),
  score REAL NOT NULL DEFAULT 0,
  coordinator_id INTEGER REFERENCES coordinators(id),
  thumbnail_image_id TEXT REFERENCES images(id),
  published_at TEXT NOT NULL
);
CREATE UNIQUE INDEX travels_slug_en ON travels(slug_en);
CREATE UNIQUE INDEX travels_slug_it ON travels(slug_it);
CREATE UNIQUE INDEX travels_slug_es ON travels(slug_es);
CREATE UNIQUE INDEX travels_slug_fr ON travels(slug_fr);
CREATE UNIQUE INDEX travels_slug_de ON travels(slug_de);
-- 000 §4 sorts by trip columns walk these in order and stop after the page: relevance
-- without free text (score), newer, duration.
CREATE INDEX travels_score ON travels(score DESC, id);
CREATE INDEX travels_published ON travels(published_at DESC, id DESC);
CREATE INDEX travels_days ON travels(days, score DESC, id);

-- 001 §3 moods: NATURE, RELAX, HISTORY, CULTURE, PARTY (filter travelStyles[]).
CREATE TABLE travel_styles (
  travel_id INTEGER NOT NULL REFERENCES travels(id) ON DELETE CASCADE,
  style TEXT NOT NULL,
  PRIMARY KEY (travel_id, style)
) WITHOUT ROWID;
CREATE INDEX travel_styles_style ON travel_styles(style, travel_id);

CREATE TABLE travel_countries (
  travel_id INTEGER NOT NULL REFERENCES travels(id) ON DELETE CASCADE,
  country_id INTEGER NOT NULL REFERENCES countries(id),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (travel_id, country_id)
) WITHOUT ROWID;
CREATE INDEX travel_countries_country ON travel_countries(country_id, travel_id);

-- 000 §3 Tour, 000 §4 sales statuses (and TO_CONFIRM of the wider catalogue).
CREATE TABLE tours (
  id INTEGER PRIMARY KEY,
  travel_id INTEGER NOT NULL REFERENCES travels(id) ON DELETE CASCADE,
  code TEXT NOT NULL UNIQUE,
  starting_date TEXT NOT NULL CHECK (starting_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  ending_date TEXT NOT NULL CHECK (ending_date >= starting_date),
  sales_status TEXT NOT NULL CHECK (sales_status IN
    ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST', 'SOLD_OUT', 'TO_CONFIRM')),
  capacity INTEGER NOT NULL CHECK (capacity >= 0),
  free_seats INTEGER NOT NULL CHECK (free_seats >= 0),
  seats_to_confirm INTEGER NOT NULL DEFAULT 0 CHECK (seats_to_confirm >= 0),
  age_badge TEXT NOT NULL DEFAULT 'ALL' CHECK (age_badge IN ('25-35', '35-49', 'ALL')),
  base_price_eur INTEGER NOT NULL CHECK (base_price_eur >= 0),
  price_eur INTEGER NOT NULL CHECK (price_eur >= 0),
  base_price_gbp INTEGER NOT NULL CHECK (base_price_gbp >= 0),
  price_gbp INTEGER NOT NULL CHECK (price_gbp >= 0),
  base_price_usd INTEGER NOT NULL CHECK (base_price_usd >= 0),
  price_usd INTEGER NOT NULL CHECK (price_usd >= 0),
  -- Whole percent off the base price; 0 means not discounted.
  discount_percent INTEGER NOT NULL DEFAULT 0 CHECK (discount_percent BETWEEN 0 AND 100),
  published_at TEXT NOT NULL
);
-- A travel's departures in date order (best tour, departures count, calendars). It also
-- covers every column the departure filters and the per-travel aggregates read, so the
-- travels search reads this index and never the table rows (000 §3 filters, 000 §4 sorts).
CREATE INDEX tours_search ON tours(travel_id, starting_date, sales_status, price_eur, price_gbp, price_usd,
  discount_percent, age_badge, ending_date);
-- Tours tab: relevance and date sorts walk departures by date (000 §4) and stop after the
-- page; the other sorts and the count read it whole. It covers the filter and sort columns
-- so neither touches table rows (SQLite would otherwise pick it for the date range and then
-- read 40k rows at 10x scale).
CREATE INDEX tours_start ON tours(starting_date, sales_status, travel_id, price_eur, price_gbp, price_usd,
  discount_percent, age_badge, ending_date, published_at);
-- Tours tab, newer:desc: walked backwards (published_at DESC, then id DESC), stops after the page.
CREATE INDEX tours_published ON tours(published_at);

-- 000 §3 Period: a month, a named period or an event, with dates and an optional icon.
CREATE TABLE periods (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('month', 'period', 'event')),
  name_en TEXT NOT NULL,
  name_it TEXT NOT NULL,
  name_es TEXT NOT NULL,
  name_fr TEXT NOT NULL,
  name_de TEXT NOT NULL,
  year INTEGER NOT NULL,
  starting_date TEXT NOT NULL,
  ending_date TEXT NOT NULL CHECK (ending_date >= starting_date),
  icon_url TEXT,
  icon_alt_text TEXT
);
CREATE INDEX periods_start ON periods(starting_date);

-- Free text (000 §5 search text, 000 §4 relevance): one row per travel (rowid = travels.id)
-- holding every language's title and destination label, and every language's country
-- names. Diacritics are folded so "peru" finds "Perù"; prefix indexes serve typing.
CREATE VIRTUAL TABLE travels_fts USING fts5(
  titles,
  places,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4'
);

-- Destination lookup for top-sellers (000 §2 where section): rowid = countries.id.
CREATE VIRTUAL TABLE countries_fts USING fts5(
  names,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4'
);
