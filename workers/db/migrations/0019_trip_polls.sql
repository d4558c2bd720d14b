-- Trip polls (issue 27): a signed-in person shares a trip of their wishlist with friends by a
-- link; friends without an account tick the departures they can make, under a first name. Times
-- are epoch milliseconds like the accounts tables.

-- One shared trip. The link's token is the id (16 random bytes, hex) and a MAC of it keyed by
-- the site's secret (workers/services/trip-polls/token.ts): nothing secret is stored here.
-- A poll is open until it is revoked or the trip has no departure left (computed, not stored:
-- a trip that gets new dates keeps its poll alive).
CREATE TABLE trip_polls (
  id TEXT PRIMARY KEY CHECK (length(id) = 32),
  owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  travel_id INTEGER NOT NULL REFERENCES travels(id) ON DELETE CASCADE,
  -- The site it was shared on: the language of the owner's e-mails and the link in them.
  site TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER,
  -- Grows by one with every change friends make; the job tells the owner up to it (told_seq).
  change_seq INTEGER NOT NULL DEFAULT 0,
  told_seq INTEGER NOT NULL DEFAULT 0,
  changed_at INTEGER
);
-- One open poll per person and trip: sharing again gives the same link (a double submit stores once).
CREATE UNIQUE INDEX trip_polls_open ON trip_polls (owner_id, travel_id) WHERE revoked_at IS NULL;
CREATE INDEX trip_polls_owner ON trip_polls (owner_id, created_at);
-- The job's read: only polls with news, however many polls there are.
CREATE INDEX trip_polls_untold ON trip_polls (changed_at) WHERE change_seq > told_seq AND revoked_at IS NULL;

-- A friend: one browser (a random id in a cookie) under one first name per poll. A name is
-- taken once per poll (name_key: trimmed, case-folded), so two browsers cannot pass for one friend.
CREATE TABLE trip_poll_voters (
  poll_id TEXT NOT NULL REFERENCES trip_polls(id) ON DELETE CASCADE,
  voter_id TEXT NOT NULL CHECK (length(voter_id) = 32),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  name_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (poll_id, voter_id),
  UNIQUE (poll_id, name_key)
) WITHOUT ROWID;

-- A friend can make a departure: one row per friend per departure.
CREATE TABLE trip_poll_votes (
  poll_id TEXT NOT NULL,
  voter_id TEXT NOT NULL,
  tour_id INTEGER NOT NULL REFERENCES tours(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (poll_id, voter_id, tour_id),
  FOREIGN KEY (poll_id, voter_id) REFERENCES trip_poll_voters (poll_id, voter_id) ON DELETE CASCADE
) WITHOUT ROWID;

-- The owner's e-mails (architecture §10, as alert_outbox): one row per poll and change count
-- told, decided by inserting it (a rerun finds it again), marked sent before it goes.
CREATE TABLE trip_poll_outbox (
  event_key TEXT PRIMARY KEY,
  poll_id TEXT NOT NULL REFERENCES trip_polls(id) ON DELETE CASCADE,
  payload TEXT NOT NULL CHECK (json_valid(payload)),
  decided_at INTEGER NOT NULL,
  sent_at INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);
CREATE INDEX trip_poll_outbox_unsent ON trip_poll_outbox (sent_at, decided_at);
CREATE INDEX trip_poll_outbox_poll ON trip_poll_outbox (poll_id);
