-- Passkeys (WebAuthn) beside the e-mailed codes (issue 24, deliverable 7). Every ceremony runs
-- on the accounts host, so the relying party ID is that host and one passkey serves all seven
-- sites (workers/services/accounts/passkeys.ts explains why). Times are epoch milliseconds.

CREATE TABLE passkeys (
  id TEXT PRIMARY KEY,                          -- the credential ID, base64url
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  public_key TEXT NOT NULL,                     -- COSE public key, base64url
  counter INTEGER NOT NULL DEFAULT 0,           -- the authenticator's signature counter
  transports TEXT,                              -- JSON array of transport hints
  backed_up INTEGER NOT NULL DEFAULT 0,         -- 1: a synced passkey
  name TEXT NOT NULL,                           -- what the personal area calls it
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
);
CREATE INDEX passkeys_by_user ON passkeys (user_id);

-- A challenge is 32 random bytes, kept only here, good for 5 minutes and spent once (a
-- conditional delete): an answer signed over it can be verified exactly one time.
CREATE TABLE passkey_challenges (
  challenge TEXT PRIMARY KEY,                   -- base64url
  kind TEXT NOT NULL CHECK (kind IN ('register', 'authenticate')),
  user_id TEXT REFERENCES users(id) ON DELETE CASCADE,  -- the person enrolling; NULL for a sign-in
  expires_at INTEGER NOT NULL
);
CREATE INDEX passkey_challenges_by_expiry ON passkey_challenges (expires_at);
