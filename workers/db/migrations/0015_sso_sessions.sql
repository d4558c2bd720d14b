-- One session across the seven sites (architecture §9): whichever way a person signs in, it
-- opens one provider session (the accounts host's cookie names it by id), and each site's own
-- session hangs off it. Ending a provider session ends every site session under it; every
-- signed-in request of a site reads its row, so a logout anywhere signs the other sites out
-- on their next request. The rows are what a person's "active sessions" list shows (device,
-- site, last seen) and what "end this one" marks. Times are epoch milliseconds unless a
-- column says seconds.

CREATE TABLE provider_sessions (
  id TEXT PRIMARY KEY,                         -- the sid of the provider cookie and ID tokens
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  auth_time INTEGER NOT NULL,                  -- seconds: when the person last proved who they are
  -- How they proved it (RFC 8176 amr values, space-separated): "otp" today.
  amr TEXT NOT NULL DEFAULT 'otp',
  -- The site the sign-in happened on, and the browser's User-Agent, shortened (for the list).
  site TEXT,
  device TEXT,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  ended_at INTEGER,
  -- A site that verified a code inline hands the browser to the provider with a one-time
  -- ticket, which the provider pairs with this browser before its cookie names the session
  -- (workers/session/records.ts): 'ticket' (the site's ticket), 'check' (the provider's
  -- question back to the site, and a pending cookie), 'confirmed' (the site found its own
  -- session under this one). Only SHA-256s are kept; each stage lives 2 minutes and is passed
  -- by a conditional update.
  ticket_stage TEXT CHECK (ticket_stage IN ('ticket', 'check', 'confirmed')),
  ticket_hash TEXT,
  pending_hash TEXT,
  ticket_expires_at INTEGER
);
CREATE INDEX provider_sessions_by_user ON provider_sessions (user_id, ended_at);

-- A site's session: the refresh-token family of its cookie (refresh_tokens.family_id).
CREATE TABLE site_sessions (
  family_id TEXT PRIMARY KEY,
  provider_session_id TEXT REFERENCES provider_sessions(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  site TEXT NOT NULL,
  device TEXT,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  ended_at INTEGER
);
CREATE INDEX site_sessions_by_provider_session ON site_sessions (provider_session_id);
CREATE INDEX site_sessions_by_user ON site_sessions (user_id, ended_at);

-- The provider session an authorization code, and the grant it was exchanged for, belong to
-- (the ID token's sid): ending the session revokes the grant and its tokens.
ALTER TABLE oidc_codes ADD COLUMN session_id TEXT;
ALTER TABLE oidc_grants ADD COLUMN session_id TEXT;
CREATE INDEX oidc_grants_by_session ON oidc_grants (session_id);
