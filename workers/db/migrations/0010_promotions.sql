-- Promotion codes (001 §1 "promocode and expiry", §8 'Promo expired'): a code that takes a
-- percentage off, or that names a perk (a message key of the sales catalogue), on a whole trip
-- or on one of its departures, up to and including `valid_until` (a calendar day in the site's
-- time zone). The sales page shows the code while it is valid and 'Promo expired' after.
CREATE TABLE promotions (
  code TEXT PRIMARY KEY CHECK (code GLOB '[A-Z0-9]*' AND length(code) BETWEEN 3 AND 20),
  travel_id INTEGER NOT NULL REFERENCES travels(id) ON DELETE CASCADE,
  -- NULL: the code is good for every departure of the trip.
  tour_id INTEGER REFERENCES tours(id) ON DELETE CASCADE,
  percent INTEGER CHECK (percent IS NULL OR percent BETWEEN 1 AND 90),
  description_key TEXT CHECK (description_key IS NULL OR description_key IN ('friends', 'early')),
  valid_until TEXT NOT NULL CHECK (valid_until GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  CHECK (percent IS NOT NULL OR description_key IS NOT NULL)
);
CREATE INDEX promotions_travel ON promotions (travel_id, valid_until);
