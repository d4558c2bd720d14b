-- Wishlist, notify-me subscriptions and their alerts, price history, bookings (issue 13;
-- 000 §2–§4, 001 §3–§4, architecture §9–§10). Times are epoch milliseconds like the accounts
-- tables; calendar days are ISO dates like the catalogue's.

-- Saved trips and tours (000 §2, §4). A trip is saved with tour_id 0; a tour also names its
-- trip, so removing a trip removes its saved tours with one statement. The primary key makes
-- a double submit store once.
CREATE TABLE wishlist_items (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  travel_id INTEGER NOT NULL REFERENCES travels(id) ON DELETE CASCADE,
  tour_id INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, travel_id, tour_id)
) WITHOUT ROWID;

-- Notify-me (000 §4 types, 001 §4 variants): one subscription per person and item; asking
-- again updates it. The price, currency and status the visitor saw are what alerts compare
-- against. tour_id 0 means the trip itself (STOCKOUT_TRAVEL, "new dates").
CREATE TABLE notify_subscriptions (
  id TEXT PRIMARY KEY CHECK (length(id) = 36),
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  travel_id INTEGER NOT NULL REFERENCES travels(id) ON DELETE CASCADE,
  tour_id INTEGER NOT NULL DEFAULT 0,
  -- The site subscribed on: language, currency and links of its alerts.
  site TEXT NOT NULL,
  -- Space-separated subset of STOCKOUT_TRAVEL, TOUR_CONFIRMED, PRICE_DROPPED.
  types TEXT NOT NULL CHECK (length(types) > 0),
  currency TEXT NOT NULL CHECK (currency IN ('EUR', 'GBP', 'USD')),
  -- Cents in that currency; NULL for a trip without departures.
  price_seen INTEGER CHECK (price_seen >= 0),
  status_seen TEXT,
  -- 000 §5 phone pattern; used only for important calls.
  phone TEXT,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (user_id, travel_id, tour_id)
);
CREATE INDEX notify_subscriptions_active ON notify_subscriptions (active, tour_id, travel_id);

-- One row per alert event (architecture §10): the job decides an event by inserting its row
-- (the key makes a rerun find it again), sends, then marks it sent. A crash between the two
-- leaves a row to resend, never a second row.
CREATE TABLE alert_outbox (
  event_key TEXT PRIMARY KEY,
  subscription_id TEXT NOT NULL REFERENCES notify_subscriptions(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('PRICE_DROPPED', 'TOUR_CONFIRMED', 'STOCKOUT_TRAVEL')),
  -- What the alert tells (JSON: prices, dates, links), fixed when decided.
  payload TEXT NOT NULL CHECK (json_valid(payload)),
  decided_at INTEGER NOT NULL,
  sent_at INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);
CREATE INDEX alert_outbox_unsent ON alert_outbox (sent_at, decided_at);
-- The prices already alerted per subscription (a drop is told again only below the lowest),
-- and the cascade when a subscription is deleted.
CREATE INDEX alert_outbox_subscription ON alert_outbox (subscription_id, kind);

-- Every price a tour has had (EU price-indication rule: the "was" price is the lowest of the
-- 30 days before today). A row holds the prices from its day until the next row's day.
CREATE TABLE tour_price_history (
  tour_id INTEGER NOT NULL REFERENCES tours(id) ON DELETE CASCADE,
  valid_from TEXT NOT NULL CHECK (valid_from GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  price_eur INTEGER NOT NULL CHECK (price_eur >= 0),
  price_gbp INTEGER NOT NULL CHECK (price_gbp >= 0),
  price_usd INTEGER NOT NULL CHECK (price_usd >= 0),
  PRIMARY KEY (tour_id, valid_from)
) WITHOUT ROWID;

-- Who is going (000 §6, 001 §3): booked travellers, anonymised (no names are ever stored here).
CREATE TABLE tour_bookings (
  id INTEGER PRIMARY KEY,
  tour_id INTEGER NOT NULL REFERENCES tours(id) ON DELETE CASCADE,
  gender TEXT NOT NULL CHECK (gender IN ('male', 'female')),
  first_timer INTEGER NOT NULL CHECK (first_timer IN (0, 1)),
  trips_done INTEGER NOT NULL CHECK (trips_done >= 0),
  age_band TEXT NOT NULL CHECK (age_band IN ('18-24', '25-35', '35-49', '50+'))
);
CREATE INDEX tour_bookings_tour ON tour_bookings (tour_id);
