-- The built-in OpenID Connect provider (architecture §9): each country site is a client
-- (client_id = tenant id) that signs people in with the authorization-code flow and PKCE S256.
-- Times are epoch milliseconds unless a column says seconds.

-- Authorization codes: only a SHA-256 of the code is stored. A code lives 60 s and is spent
-- once by a conditional update; presenting a spent code again revokes what it was exchanged for.
CREATE TABLE oidc_codes (
  code_hash TEXT PRIMARY KEY,
  client_id TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  nonce TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  scope TEXT NOT NULL,
  auth_time INTEGER NOT NULL,                  -- seconds: when the person signed in at the provider
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  grant_id TEXT                                -- the grant its tokens belong to, once exchanged
);
CREATE INDEX oidc_codes_by_expiry ON oidc_codes (expires_at);

-- What a code exchange granted a client: its access tokens name the grant (gid), and with
-- offline_access its refresh-token family in refresh_tokens has the same id.
CREATE TABLE oidc_grants (
  id TEXT PRIMARY KEY,
  client_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  scope TEXT NOT NULL,
  auth_time INTEGER NOT NULL,                  -- seconds
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX oidc_grants_by_user ON oidc_grants (user_id);

-- The client a refresh token was issued to: NULL for a site's own session cookie, the
-- client_id for tokens of the provider. A token is only ever exchanged by its own kind.
ALTER TABLE refresh_tokens ADD COLUMN client_id TEXT;
