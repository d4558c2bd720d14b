/**
 * The built-in OpenID Connect provider, answering the identity provider's calls:
 * single-use authorization codes bound to a client, its redirect URI, a nonce and a PKCE S256
 * challenge; ES256 ID tokens and access tokens signed with the site's signing keys; refresh
 * tokens that rotate through the session store (workers/session, reuse revokes the family);
 * and the provider's own sign-in session. Admin accounts get nothing here.
 */
import { errors, jwtVerify, SignJWT, type JWTPayload } from "jose";
import type { SigningKeys } from "../../session/keys";
import type { Sessions } from "../../session/session";
import { sha256Hex } from "../../digests";
import { userFromRow, type UserRow } from "../accounts/users-sql";
import type { User } from "../accounts/types";
import type { AuthorizeRequest } from "./authorize-request";
import { getTenant } from "../../../tenants";

export const CODE_TTL_MS = 60_000;
export const ID_TOKEN_TTL_S = 10 * 60;
export const ACCESS_TOKEN_TTL_S = 10 * 60;
export const PROVIDER_SESSION_TTL_S = 30 * 24 * 60 * 60;
/** Spent and expired codes are kept a day, so a late replay is still recognised. */
const CODE_RETENTION_MS = 24 * 60 * 60_000;
const PROVIDER_SESSION_AUDIENCE = "caravan-accounts";
/** An expired ID token still works as a hint, for a year. */
const HINT_AGE_S = 365 * 24 * 60 * 60;
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

export type OidcDeps = {
  db: D1Database;
  keys: SigningKeys;
  sessions: Sessions;
  clock: () => number;
  /** The provider's origin, as its discovery document names it. */
  issuer: string;
};

export type TokenResponse = {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  id_token: string;
  scope: string;
  refresh_token?: string;
};

export type TokenError = { error: "invalid_request" | "invalid_grant"; description: string };
export type TokenResult = { ok: true; tokens: TokenResponse } | ({ ok: false } & TokenError);

export type UserinfoClaims = { sub: string; email?: string; email_verified?: boolean; picture?: string };

type CodeRow = {
  session_id: string | null;
  code_hash: string;
  client_id: string;
  redirect_uri: string;
  user_id: string;
  nonce: string;
  code_challenge: string;
  scope: string;
  auth_time: number;
  expires_at: number;
  used_at: number | null;
  grant_id: string | null;
};

type GrantRow = {
  id: string;
  client_id: string;
  user_id: string;
  scope: string;
  auth_time: number;
  revoked_at: number | null;
  session_id: string | null;
};

/** What a valid id_token_hint says (OIDC Core 3.1.2.1, RP-Initiated Logout 2): whose, for which client, which session. */
export type IdTokenHint = { sub: string; clientId: string; sid: string | null };

export function createOidcProvider(deps: OidcDeps) {
  const { db, keys, sessions, clock, issuer } = deps;
  const records = sessions.records;
  const userinfoAudience = `${issuer}/oidc/userinfo`;
  const nowS = () => Math.floor(clock() / 1000);
  const keyFor = async (header: { kid?: string }) => {
    const key = header.kid ? keys.byKid.get(header.kid) : undefined;
    if (!key) throw new errors.JWKSNoMatchingKey();
    return key;
  };

  async function userById(id: string): Promise<User | null> {
    const row = await db.prepare("SELECT * FROM users WHERE id = ?").bind(id).first<UserRow>();
    return row ? userFromRow(row) : null;
  }

  /** Access tokens and ID tokens of one grant. */
  async function mintTokens(
    user: User,
    grant: { id: string; clientId: string; scope: string; authTime: number; nonce?: string; sid: string | null },
  ): Promise<Omit<TokenResponse, "refresh_token">> {
    const now = nowS();
    const scopes = grant.scope.split(" ");
    const idClaims: JWTPayload = {
      auth_time: grant.authTime,
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
      // The provider session the sign-in belongs to (OIDC session management's sid): the site's session hangs off it.
      ...(grant.sid ? { sid: grant.sid } : {}),
      ...profileClaims(user, scopes),
    };
    const idToken = await new SignJWT(idClaims)
      .setProtectedHeader({ alg: "ES256", kid: keys.current.kid, typ: "JWT" })
      .setIssuer(issuer)
      .setAudience(grant.clientId)
      .setSubject(user.id)
      .setIssuedAt(now)
      .setExpirationTime(now + ID_TOKEN_TTL_S)
      .sign(keys.current.key);
    // RFC 9068 access token: read back only by this provider's userinfo endpoint.
    const accessToken = await new SignJWT({ client_id: grant.clientId, scope: grant.scope, gid: grant.id, epoch: user.sessionEpoch })
      .setProtectedHeader({ alg: "ES256", kid: keys.current.kid, typ: "at+jwt" })
      .setIssuer(issuer)
      .setAudience(userinfoAudience)
      .setSubject(user.id)
      .setJti(crypto.randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_TTL_S)
      .sign(keys.current.key);
    return { access_token: accessToken, token_type: "Bearer", expires_in: ACCESS_TOKEN_TTL_S, id_token: idToken, scope: grant.scope };
  }

  /** Everything issued from a grant stops working: its refresh tokens and its access tokens. */
  async function revokeGrant(grantId: string): Promise<void> {
    await db.prepare("UPDATE oidc_grants SET revoked_at = ?1 WHERE id = ?2 AND revoked_at IS NULL").bind(clock(), grantId).run();
    await sessions.revokeFamily(grantId);
  }

  const refuse = (error: TokenError["error"], description: string): TokenResult => ({ ok: false, error, description });

  return {
    issuer,

    /** A single-use code for a signed-in person, valid 60 s; only its SHA-256 is stored. */
    async issueCode(request: AuthorizeRequest, who: { userId: string; authTime: number; sessionId: string }): Promise<string> {
      const code = base64url(crypto.getRandomValues(new Uint8Array(32)));
      const now = clock();
      await db.batch([
        db.prepare("DELETE FROM oidc_codes WHERE expires_at < ?").bind(now - CODE_RETENTION_MS),
        db
          .prepare(
            `INSERT INTO oidc_codes (code_hash, client_id, redirect_uri, user_id, nonce, code_challenge, scope, auth_time, created_at, expires_at, session_id)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(
            await sha256Hex(code),
            request.clientId,
            request.redirectUri,
            who.userId,
            request.nonce,
            request.codeChallenge,
            request.scope,
            who.authTime,
            now,
            now + CODE_TTL_MS,
            who.sessionId,
          ),
      ]);
      return code;
    },

    /**
     * grant_type=authorization_code: the code must be this client's, unexpired and unspent, for
     * the same redirect URI, and the verifier must hash to its challenge. It is spent by a
     * conditional update (one of two racing exchanges wins); a spent code presented again
     * revokes the tokens it was exchanged for (RFC 6749 4.1.2).
     */
    async exchangeCode(input: {
      clientId: string;
      code: string | null;
      redirectUri: string | null;
      codeVerifier: string | null;
    }): Promise<TokenResult> {
      if (!input.code || !input.redirectUri) return refuse("invalid_request", "code and redirect_uri are required");
      if (!input.codeVerifier || !VERIFIER.test(input.codeVerifier)) return refuse("invalid_grant", "a PKCE code_verifier is required");
      const hash = await sha256Hex(input.code);
      const row = await db.prepare("SELECT * FROM oidc_codes WHERE code_hash = ?").bind(hash).first<CodeRow>();
      const now = clock();
      if (!row) return refuse("invalid_grant", "unknown code");
      if (row.used_at !== null) {
        if (row.grant_id) await revokeGrant(row.grant_id);
        return refuse("invalid_grant", "the code was already used");
      }
      if (row.expires_at <= now) return refuse("invalid_grant", "the code has expired");
      if (row.client_id !== input.clientId) return refuse("invalid_grant", "the code was issued to another client");
      if (row.redirect_uri !== input.redirectUri) return refuse("invalid_grant", "redirect_uri differs from the authorization request");
      if (
        base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(input.codeVerifier)))) !==
        row.code_challenge
      ) {
        return refuse("invalid_grant", "code_verifier does not match the code_challenge");
      }
      const user = await userById(row.user_id);
      // Admin accounts are not for the sites.
      if (user?.role !== "USER") return refuse("invalid_grant", "this account cannot sign in here");
      // The person logged out between the code and its exchange: nothing is granted.
      if (row.session_id && !(await records.liveProviderSession(row.session_id, user.id)))
        return refuse("invalid_grant", "the sign-in session has ended");

      // The grant exists before the code names it, so a replay always finds what to revoke.
      const offline = row.scope.split(" ").includes("offline_access");
      const family = offline
        ? await sessions.start(user, { clientId: row.client_id })
        : { familyId: crypto.randomUUID(), refreshToken: null };
      await db
        .prepare("INSERT INTO oidc_grants (id, client_id, user_id, scope, auth_time, created_at, session_id) VALUES (?, ?, ?, ?, ?, ?, ?)")
        .bind(family.familyId, row.client_id, user.id, row.scope, row.auth_time, now, row.session_id)
        .run();
      const spent = await db
        .prepare("UPDATE oidc_codes SET used_at = ?1, grant_id = ?2 WHERE code_hash = ?3 AND used_at IS NULL RETURNING code_hash")
        .bind(now, family.familyId, hash)
        .first();
      if (!spent) {
        // Another exchange of the same code won the race: both lose.
        await revokeGrant(family.familyId);
        const winner = await db
          .prepare("SELECT grant_id FROM oidc_codes WHERE code_hash = ?")
          .bind(hash)
          .first<{ grant_id: string | null }>();
        if (winner?.grant_id) await revokeGrant(winner.grant_id);
        return refuse("invalid_grant", "the code was already used");
      }
      const tokens = await mintTokens(user, {
        id: family.familyId,
        clientId: row.client_id,
        scope: row.scope,
        authTime: row.auth_time,
        nonce: row.nonce,
        sid: row.session_id,
      });
      return { ok: true, tokens: { ...tokens, ...(family.refreshToken ? { refresh_token: family.refreshToken } : {}) } };
    },

    /** grant_type=refresh_token: rotates the token (a replaced one seen again revokes the family). */
    async refresh(input: { clientId: string; refreshToken: string | null }): Promise<TokenResult> {
      if (!input.refreshToken || !/^[0-9a-f]{64}$/.test(input.refreshToken)) return refuse("invalid_grant", "unknown refresh token");
      const rotated = await sessions.refresh(input.refreshToken, { clientId: input.clientId });
      if (!rotated) {
        // RFC 9700 4.14.2: a replaced refresh token seen again (after the race window) is theft; the
        // whole grant dies with its family, access tokens included (userinfo reads the grant).
        const seen = await db
          .prepare("SELECT family_id, replaced_at, revoked_at FROM refresh_tokens WHERE token_hash = ? AND client_id = ?")
          .bind(await sha256Hex(input.refreshToken), input.clientId)
          .first<{ family_id: string; replaced_at: number | null; revoked_at: number | null }>();
        if (seen && seen.replaced_at !== null) await revokeGrant(seen.family_id);
        return refuse("invalid_grant", "the refresh token is not valid");
      }
      if (rotated === "concurrent") return refuse("invalid_grant", "the refresh token is not valid");
      const grant = await db.prepare("SELECT * FROM oidc_grants WHERE id = ?").bind(rotated.familyId).first<GrantRow>();
      const user = await userById(rotated.user.id);
      if (!grant || grant.revoked_at !== null || grant.client_id !== input.clientId || !user || user.role !== "USER") {
        await sessions.revokeFamily(rotated.familyId);
        return refuse("invalid_grant", "the grant was revoked");
      }
      const tokens = await mintTokens(user, {
        id: grant.id,
        clientId: grant.client_id,
        scope: grant.scope,
        authTime: grant.auth_time,
        sid: grant.session_id,
      });
      return { ok: true, tokens: { ...tokens, refresh_token: rotated.refreshToken } };
    },

    /** The claims of the access token's owner; null for a bad, expired or revoked token or an admin. */
    async userinfo(accessToken: string): Promise<UserinfoClaims | null> {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(accessToken, keyFor, {
          issuer,
          audience: userinfoAudience,
          typ: "at+jwt",
          algorithms: ["ES256"],
          currentDate: new Date(clock()),
        }));
      } catch {
        return null;
      }
      if (typeof payload.sub !== "string" || typeof payload.gid !== "string") return null;
      const grant = await db
        .prepare("SELECT * FROM oidc_grants WHERE id = ? AND user_id = ?")
        .bind(payload.gid, payload.sub)
        .first<GrantRow>();
      const user = await userById(payload.sub);
      if (!grant || grant.revoked_at !== null || !user || user.role !== "USER" || user.sessionEpoch !== payload.epoch) return null;
      return { sub: user.id, ...profileClaims(user, grant.scope.split(" ")) };
    },

    /** The provider's own sign-in (a cookie on the accounts host only): a signed token naming the person and the session record. */
    async signProviderSession(user: Pick<User, "id" | "sessionEpoch">, sessionId: string): Promise<string> {
      return new SignJWT({ sid: sessionId, epoch: user.sessionEpoch })
        .setProtectedHeader({ alg: "ES256", kid: keys.current.kid, typ: "JWT" })
        .setIssuer(issuer)
        .setAudience(PROVIDER_SESSION_AUDIENCE)
        .setSubject(user.id)
        .setIssuedAt(nowS())
        .setExpirationTime(nowS() + PROVIDER_SESSION_TTL_S)
        .sign(keys.current.key);
    },

    /**
     * Who the provider session names, while its record is open (no logout anywhere ended it),
     * the account may still sign in and was not signed out everywhere.
     */
    async readProviderSession(token: string | null): Promise<{ user: User; authTime: number; sessionId: string } | null> {
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, keyFor, {
          issuer,
          audience: PROVIDER_SESSION_AUDIENCE,
          algorithms: ["ES256"],
          currentDate: new Date(clock()),
        });
        if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
        const [user, record] = await Promise.all([userById(payload.sub), records.liveProviderSession(payload.sid, payload.sub)]);
        if (!user || !record || user.role !== "USER" || user.sessionEpoch !== payload.epoch) return null;
        return { user, authTime: record.auth_time, sessionId: record.id };
      } catch {
        return null;
      }
    },

    /**
     * An ID token this provider signed, as an id_token_hint (OIDC Core 3.1.2.1; RP-Initiated
     * Logout 2): the signature, issuer and a registered client as audience must hold; an
     * expired one is still a valid hint.
     */
    async verifyIdTokenHint(token: string | null): Promise<IdTokenHint | null> {
      if (!token || token.length > 4096 || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) return null;
      try {
        const { payload } = await jwtVerify(token, keyFor, {
          issuer,
          typ: "JWT",
          algorithms: ["ES256"],
          // Expiry does not matter for a hint: only who signed it and for whom.
          currentDate: new Date(clock()),
          clockTolerance: HINT_AGE_S,
        });
        const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
        const clientId = audience.length === 1 ? audience[0] : undefined;
        // An access token is not an ID token: it names a client_id and a grant.
        if (typeof payload.sub !== "string" || typeof clientId !== "string" || "gid" in payload || !getTenant(clientId)) return null;
        return { sub: payload.sub, clientId, sid: typeof payload.sid === "string" ? payload.sid : null };
      } catch {
        return null;
      }
    },

    /** Sign out everywhere: every session and grant of the person, and every token minted before now. */
    async revokeUser(userId: string): Promise<void> {
      await db.prepare("UPDATE oidc_grants SET revoked_at = ?1 WHERE user_id = ?2 AND revoked_at IS NULL").bind(clock(), userId).run();
      await sessions.revokeUser(userId);
    },
  };
}

export type OidcProvider = ReturnType<typeof createOidcProvider>;

/** Standard claims by scope: email (email, email_verified) and profile (picture, the only profile field an account has). */
function profileClaims(user: User, scopes: string[]): Omit<UserinfoClaims, "sub"> {
  return {
    ...(scopes.includes("email") ? { email: user.email, email_verified: user.verifiedAt !== null } : {}),
    ...(scopes.includes("profile") && user.pictureImage ? { picture: user.pictureImage } : {}),
  };
}

export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
