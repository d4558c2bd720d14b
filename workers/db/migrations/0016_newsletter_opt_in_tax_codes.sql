-- 001 §4 newsletter, double opt-in (architecture §9): a new e-mail is subscribed once the link
-- of a confirmation e-mail is opened; no account is opened for it. Only a SHA-256 of the
-- link's token is kept; a token works once (used_at) and until expires_at.
CREATE TABLE newsletter_confirmations (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL CHECK (email = lower(email)),
  site TEXT NOT NULL,
  language TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX newsletter_confirmations_by_email ON newsletter_confirmations (email, created_at);

-- The confirmed subscribers without an account (an account's own choice is users.newsletter).
CREATE TABLE newsletter_subscribers (
  email TEXT PRIMARY KEY CHECK (email = lower(email)),
  site TEXT NOT NULL,
  language TEXT NOT NULL,
  confirmed_at INTEGER NOT NULL
);

-- 001 §5: the tax code a site asks for (Italy: codice fiscale; Spain: DNI / NIE), one per
-- country, so a person known on both sites is asked once on each and never again.
CREATE TABLE user_tax_codes (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  country TEXT NOT NULL CHECK (country IN ('IT', 'ES')),
  tax_code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, country)
);
