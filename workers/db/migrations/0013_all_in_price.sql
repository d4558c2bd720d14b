-- The all-in price (issue 22): what a trip's price leaves out, with an estimate of each part,
-- so a traveller learns about every cost before booking. One row per trip, filled by the seed
-- and edited by ops like the rest of the catalogue. Amounts are integer cents per currency,
-- as the tours' prices are (EUR, GBP, USD).
CREATE TABLE travel_costs (
  travel_id INTEGER PRIMARY KEY REFERENCES travels(id) ON DELETE CASCADE,
  -- The group kitty: what each traveller puts in on the spot for shared costs the itinerary
  -- names (entrance fees, local transport, meals together, tips), for the whole trip.
  kitty_eur INTEGER NOT NULL CHECK (kitty_eur >= 0),
  kitty_gbp INTEGER NOT NULL CHECK (kitty_gbp >= 0),
  kitty_usd INTEGER NOT NULL CHECK (kitty_usd >= 0),
  -- The single-room (no-sharing-room) supplement for the whole trip; NULL where none is offered.
  single_room_eur INTEGER CHECK (single_room_eur IS NULL OR single_room_eur >= 0),
  single_room_gbp INTEGER CHECK (single_room_gbp IS NULL OR single_room_gbp >= 0),
  single_room_usd INTEGER CHECK (single_room_usd IS NULL OR single_room_usd >= 0),
  CHECK ((single_room_eur IS NULL) = (single_room_gbp IS NULL) AND (single_room_eur IS NULL) = (single_room_usd IS NULL))
) WITHOUT ROWID;

-- 001 §3 flights (minimum price, recommended airports): a return flight's usual price band,
-- per person, from the airports recommended to the travellers of one site (its market), to
-- the trip's starting point. `airports` lists IATA codes, comma separated, best first.
CREATE TABLE travel_flights (
  travel_id INTEGER NOT NULL REFERENCES travels(id) ON DELETE CASCADE,
  site TEXT NOT NULL CHECK (site IN ('int', 'uk', 'us', 'it', 'es', 'fr', 'de')),
  airports TEXT NOT NULL CHECK (airports GLOB '[A-Z][A-Z][A-Z]*'),
  min_eur INTEGER NOT NULL CHECK (min_eur >= 0),
  max_eur INTEGER NOT NULL CHECK (max_eur >= min_eur),
  min_gbp INTEGER NOT NULL CHECK (min_gbp >= 0),
  max_gbp INTEGER NOT NULL CHECK (max_gbp >= min_gbp),
  min_usd INTEGER NOT NULL CHECK (min_usd >= 0),
  max_usd INTEGER NOT NULL CHECK (max_usd >= min_usd),
  PRIMARY KEY (travel_id, site)
) WITHOUT ROWID;

-- Nothing stale (issue 22): a promotion code also has a first day (NULL: valid from the start).
-- Before it the code is not shown at all.
ALTER TABLE promotions ADD COLUMN valid_from TEXT CHECK (valid_from IS NULL OR valid_from GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]');
