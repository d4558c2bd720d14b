-- Watched searches and their alerts (issue 27). Times are epoch milliseconds, days ISO dates,
-- prices integer cents like the rest of the schema.

-- A person's watched search: the search page's filters as their canonical query (paging, sort
-- and tab left out), on the site and in the currency it was saved on (the language, money and
-- links of its e-mails). The unique key makes a double submit store once.
-- The coarse columns are read from the filters when saved, so the alert job can find the
-- searches a changed departure may match by index (price range in `currency`, whether any
-- place filter exists; the places themselves are in saved_search_places); the exact match
-- is done in code with the filters (app/lib/search/departure-match.ts).
CREATE TABLE saved_searches (
  id TEXT PRIMARY KEY CHECK (length(id) = 36),
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  site TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (currency IN ('EUR', 'GBP', 'USD')),
  query TEXT NOT NULL CHECK (length(query) <= 4000),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  price_min INTEGER NOT NULL DEFAULT 0 CHECK (price_min >= 0),
  price_max INTEGER NOT NULL CHECK (price_max >= 0),
  -- 1: no destination or continent filter (a departure anywhere may match).
  anywhere INTEGER NOT NULL CHECK (anywhere IN (0, 1)),
  -- The departure changes (tour_changes.seq) this search has already seen: news is what comes after.
  since_seq INTEGER NOT NULL DEFAULT 0,
  -- The UTC day of the last e-mail decided (at most one a day).
  last_told_day TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (user_id, site, currency, query)
);
CREATE INDEX saved_searches_user ON saved_searches (user_id, created_at);
-- A departure anywhere: the active searches with no place filter, in its currency, whose range reaches its price.
-- Where the oldest active search looks from (the job skips the log before it).
CREATE INDEX saved_searches_since ON saved_searches (active, since_seq);
CREATE INDEX saved_searches_anywhere ON saved_searches (anywhere, active, currency, price_max, price_min);

-- The countries a search's destination and continent filters name (continents expanded when saved).
CREATE TABLE saved_search_places (
  country_id INTEGER NOT NULL,
  search_id TEXT NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
  PRIMARY KEY (country_id, search_id)
) WITHOUT ROWID;
CREATE INDEX saved_search_places_search ON saved_search_places (search_id);

-- Every change of a departure that can make it match a search (a new departure, its price,
-- status, discount, dates or age badge), written by triggers so no writer can forget it, with
-- what the departure was before (NULL for a new one). The job reads what came after its
-- cursor and deletes what it has read: the log holds one run's changes, not history.
CREATE TABLE tour_changes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  tour_id INTEGER NOT NULL,
  was_status TEXT,
  was_price_eur INTEGER,
  was_price_gbp INTEGER,
  was_price_usd INTEGER,
  was_discount INTEGER,
  was_start TEXT,
  was_end TEXT,
  was_age TEXT
);

CREATE TRIGGER tour_changes_insert AFTER INSERT ON tours
BEGIN
  INSERT INTO tour_changes (tour_id) VALUES (NEW.id);
END;

CREATE TRIGGER tour_changes_update
AFTER UPDATE OF sales_status, price_eur, price_gbp, price_usd, discount_percent, starting_date, ending_date, age_badge ON tours
WHEN (OLD.sales_status, OLD.price_eur, OLD.price_gbp, OLD.price_usd, OLD.discount_percent, OLD.starting_date, OLD.ending_date, OLD.age_badge)
  IS NOT (NEW.sales_status, NEW.price_eur, NEW.price_gbp, NEW.price_usd, NEW.discount_percent, NEW.starting_date, NEW.ending_date, NEW.age_badge)
BEGIN
  INSERT INTO tour_changes (tour_id, was_status, was_price_eur, was_price_gbp, was_price_usd, was_discount, was_start, was_end, was_age)
  VALUES (OLD.id, OLD.sales_status, OLD.price_eur, OLD.price_gbp, OLD.price_usd, OLD.discount_percent, OLD.starting_date, OLD.ending_date, OLD.age_badge);
END;

-- The job's place in the change log (one row).
CREATE TABLE saved_search_cursor (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  seq INTEGER NOT NULL
);
INSERT INTO saved_search_cursor (id, seq) VALUES (1, 0);

-- What newly matched a search and is not told yet (told_in NULL), or was told in that e-mail.
-- `seq` is the change that made it news: the same run again finds the same seq and changes
-- nothing; a later change that makes it match again makes it news again.
CREATE TABLE saved_search_news (
  search_id TEXT NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
  tour_id INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  found_at INTEGER NOT NULL,
  told_in TEXT,
  PRIMARY KEY (search_id, tour_id)
) WITHOUT ROWID;
CREATE INDEX saved_search_news_untold ON saved_search_news (told_in, search_id);

-- The searches' e-mails, one row per search and day (architecture §10, as alert_outbox does for
-- notify-me): deciding inserts the row (its key makes a second decision a no-op), sending
-- claims it, marks it sent and takes the mark back on a failed send.
CREATE TABLE saved_search_outbox (
  event_key TEXT PRIMARY KEY,
  search_id TEXT NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
  payload TEXT NOT NULL CHECK (json_valid(payload)),
  decided_at INTEGER NOT NULL,
  sent_at INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);
CREATE INDEX saved_search_outbox_unsent ON saved_search_outbox (sent_at, decided_at);
CREATE INDEX saved_search_outbox_search ON saved_search_outbox (search_id);
