-- Accounts (architecture §9): one account for all seven sites, signed in with an e-mailed
-- one-time code. Times are epoch milliseconds (integers) so limits compare cheaply.

CREATE TABLE users (
  id TEXT PRIMARY KEY CHECK (length(id) = 36),                 -- UUID v4
  email TEXT NOT NULL UNIQUE CHECK (email = lower(email)),
  created_at INTEGER NOT NULL,
  verified_at INTEGER,
  -- 001 §4: admin users are refused on this site and logged out at once.
  role TEXT NOT NULL DEFAULT 'USER' CHECK (role IN ('USER', 'ADMIN')),
  -- The site the account was opened on (its language for e-mails).
  site TEXT NOT NULL,
  newsletter INTEGER NOT NULL DEFAULT 0 CHECK (newsletter IN (0, 1)),
  -- 000 §5: continuing implies the privacy policy and the terms; the version and time are kept.
  privacy_policy_version TEXT,
  privacy_policy_accepted_at INTEGER,
  terms_version TEXT,
  terms_accepted_at INTEGER,
  -- A separate yes / no; NULL until asked.
  marketing_consent INTEGER CHECK (marketing_consent IN (0, 1)),
  picture_image TEXT,
  -- 001 §5: mandatory at registration on the it and es sites only.
  tax_code TEXT,
  -- Bumped by "sign out everywhere": tokens minted before it are refused.
  session_epoch INTEGER NOT NULL DEFAULT 0
);

-- One-time codes: only an HMAC of the code is stored. A code is spent when used, when it
-- expires, or after its last wrong try (attempts is raised atomically, 000 §4 / §8).
CREATE TABLE one_time_codes (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL CHECK (email = lower(email)),
  code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  renewable_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER,
  -- A new person's answers from step 2 (consents, tax code, site), applied when the code is right.
  registration TEXT
);
CREATE INDEX one_time_codes_by_email ON one_time_codes (email, created_at);

-- Session refresh tokens, stored as SHA-256 hashes. Each sign-in starts a family; a refresh
-- replaces the token; presenting a replaced token again revokes the whole family.
CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  family_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  replaced_at INTEGER,
  revoked_at INTEGER
);
CREATE INDEX refresh_tokens_by_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_by_user ON refresh_tokens (user_id);
