/**
 * The site's own session: one cookie (HttpOnly, Secure,
 * SameSite=Lax, 30 days, `__Host-` in production) holding a short-lived signed token and a
 * rotating refresh token. The token is checked without a database read; when it has
 * expired, the refresh token (stored hashed in D1) is exchanged for a new pair. A refresh
 * token presented again after it was replaced revokes its whole family: a stolen copy dies
 * with the original.
 */
import { errors, jwtVerify, SignJWT } from "jose";
import { sha256Hex, toHex } from "../digests";
import type { User } from "../services/accounts/types";
import type { SigningKeys } from "./keys";
import { createSessionRecords } from "./records";
import type { SessionUser } from "./types";
import { clearCookie, COOKIE_NAMES, cookieValue, setCookie, type CookieSource } from "../../app/lib/http/cookies";

export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;
export const ACCESS_TOKEN_TTL_S = 15 * 60;
/** Two requests racing with one refresh token both hold it for a moment: not a theft. */
const REUSE_GRACE_MS = 30_000;
const AUDIENCE = "caravan-session";

export type SessionDeps = {
  db: D1Database;
  keys: SigningKeys;
  clock: () => number;
  production: boolean;
  /** How long the isolate trusts a site session it found open (records.ts); 0 or absent: every request reads it. */
  trustOpenMs?: number;
};

export type SessionTokens = { jwt: string; refreshToken: string };

export function sessionCookieName(production: boolean): string {
  return COOKIE_NAMES.session(production);
}

export function sessionCookie(production: boolean, tokens: SessionTokens | null): string {
  const name = sessionCookieName(production);
  return tokens ? setCookie(name, `${tokens.jwt}~${tokens.refreshToken}`, { maxAge: SESSION_MAX_AGE_S }) : clearCookie(name);
}

export function readSessionCookie(cookies: CookieSource, production: boolean): SessionTokens | null {
  const [jwt, refreshToken, ...more] = (cookieValue(cookies, sessionCookieName(production)) ?? "").split("~");
  if (more.length === 0 && jwt && refreshToken && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(jwt) && /^[0-9a-f]{64}$/.test(refreshToken)) {
    return { jwt, refreshToken };
  }
  return null;
}

/** What reading the cookie decided: who is signed in, and the cookie to send back if it changed. */
export type SessionRead = {
  user: SessionUser | null;
  familyId: string | null;
  setCookie: string | null;
  /** The user's session epoch the token was minted under ("sign out everywhere" raises it); null when unknown. */
  epoch?: number | null;
};

/**
 * Whose refresh tokens: a site's own session cookie (no client), or the tokens the identity
 * provider issued to one OIDC client. A token is only ever exchanged by its own kind.
 */
export type RefreshScope = { clientId?: string };

/** A site's own session: the site, the provider session it hangs off (none for an external provider), the device. */
export type SiteSessionScope = { site: string; providerSessionId: string | null; device: string | null };

type Verified = { user: SessionUser; familyId: string; epoch: number | null };
/**
 * Signed tokens this isolate has verified, by the key set that verified them, until each one's
 * expiry: a person's next page costs a lookup, not a signature check. The token's own bytes are
 * the key, so a changed or forged token is checked in full; whether its session is still open is
 * read apart (records.ts), every time or as SESSION_CHECK_TTL_SECONDS allows.
 */
const VERIFIED_MAX = 10_000;
const verifiedByKeys = new WeakMap<SigningKeys, Map<string, { verified: Verified; expiresAt: number }>>();

function verifiedTokens(keys: SigningKeys): Map<string, { verified: Verified; expiresAt: number }> {
  let byToken = verifiedByKeys.get(keys);
  if (!byToken) {
    byToken = new Map();
    verifiedByKeys.set(keys, byToken);
  }
  return byToken;
}

function remember(
  byToken: Map<string, { verified: Verified; expiresAt: number }>,
  jwt: string,
  verified: Verified,
  expiresAt: number,
): void {
  byToken.set(jwt, { verified, expiresAt });
  if (byToken.size > VERIFIED_MAX) byToken.delete(byToken.keys().next().value!);
}

export function createSessions(deps: SessionDeps) {
  const { db, keys, clock } = deps;
  const records = createSessionRecords(db, clock, { trustOpenMs: deps.trustOpenMs ?? 0 });
  const signedOut = (): SessionRead => ({ user: null, familyId: null, setCookie: sessionCookie(deps.production, null) });

  async function mintAccessToken(user: SessionUser, familyId: string, epoch: number): Promise<string> {
    const now = Math.floor(clock() / 1000);
    return new SignJWT({ email: user.email, sid: familyId, epoch })
      .setProtectedHeader({ alg: "ES256", kid: keys.current.kid, typ: "JWT" })
      .setSubject(user.id)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_TTL_S)
      .sign(keys.current.key);
  }

  async function newRefreshToken(userId: string, familyId: string, clientId: string | null): Promise<string> {
    const token = toHex(crypto.getRandomValues(new Uint8Array(32)));
    const now = clock();
    await db
      .prepare("INSERT INTO refresh_tokens (token_hash, family_id, user_id, created_at, expires_at, client_id) VALUES (?, ?, ?, ?, ?, ?)")
      .bind(await sha256Hex(token), familyId, userId, now, now + SESSION_MAX_AGE_S * 1000, clientId)
      .run();
    return token;
  }

  async function verify(jwt: string): Promise<Verified | "expired" | null> {
    const byToken = verifiedTokens(keys);
    const known = byToken.get(jwt);
    if (known && clock() < known.expiresAt) return known.verified;
    try {
      const { payload } = await jwtVerify(
        jwt,
        async (header) => {
          const key = header.kid ? keys.byKid.get(header.kid) : undefined;
          if (!key) throw new errors.JWKSNoMatchingKey();
          return key;
        },
        { audience: AUDIENCE, algorithms: ["ES256"], currentDate: new Date(clock()) },
      );
      if (typeof payload.sub !== "string" || typeof payload.email !== "string" || typeof payload.sid !== "string") return null;
      const verified = {
        user: { id: payload.sub, email: payload.email },
        familyId: payload.sid,
        epoch: typeof payload.epoch === "number" ? payload.epoch : null,
      };
      if (typeof payload.exp === "number") remember(byToken, jwt, verified, payload.exp * 1000);
      return verified;
    } catch (error) {
      return error instanceof errors.JWTExpired ? "expired" : null;
    }
  }

  return {
    records,

    /**
     * A new session (a new refresh-token family): a site's own cookie (`site`: recorded under its
     * provider session, so a logout anywhere ends it), or the tokens of one OIDC client (`clientId`).
     */
    async start(
      user: Pick<User, "id" | "email" | "sessionEpoch">,
      scope: RefreshScope | SiteSessionScope = {},
    ): Promise<SessionTokens & { familyId: string }> {
      const familyId = crypto.randomUUID();
      const clientId = "clientId" in scope ? (scope.clientId ?? null) : null;
      const refreshToken = await newRefreshToken(user.id, familyId, clientId);
      if ("site" in scope) await records.attachSiteSession({ familyId, userId: user.id, ...scope });
      return { jwt: await mintAccessToken(user, familyId, user.sessionEpoch), refreshToken, familyId };
    },

    /** The request's session: from the token when it is valid, else by rotating the refresh token. */
    async read(tokens: SessionTokens | null): Promise<SessionRead> {
      const read = await this.readToken(tokens);
      // Single logout: the site session (and the provider session it hangs off) must still be open.
      if (read.user && read.familyId && !(await records.siteSessionAlive(read.familyId))) {
        await this.revokeFamily(read.familyId);
        return signedOut();
      }
      return read;
    },

    /** The cookie's tokens alone: the signed token when valid, else a refresh-token rotation. */
    async readToken(tokens: SessionTokens | null): Promise<SessionRead> {
      if (!tokens) return { user: null, familyId: null, setCookie: null };
      const verified = await verify(tokens.jwt);
      if (verified && verified !== "expired")
        return { user: verified.user, familyId: verified.familyId, setCookie: null, epoch: verified.epoch };
      const rotated = await this.refresh(tokens.refreshToken);
      if (rotated === "concurrent") {
        // The other request of the race sets the new cookie; this one is signed in without one.
        const family = await db
          .prepare("SELECT r.family_id, u.id, u.email FROM refresh_tokens r JOIN users u ON u.id = r.user_id WHERE r.token_hash = ?")
          .bind(await sha256Hex(tokens.refreshToken))
          .first<{ family_id: string; id: string; email: string }>();
        return family ? { user: { id: family.id, email: family.email }, familyId: family.family_id, setCookie: null } : signedOut();
      }
      if (!rotated) return signedOut();
      return { user: rotated.user, familyId: rotated.familyId, setCookie: sessionCookie(deps.production, rotated), epoch: rotated.epoch };
    },

    /**
     * Exchanges a refresh token for a new pair. A replaced token seen again (outside a short
     * race window) revokes its family; revoked, expired or unknown tokens answer null.
     */
    async refresh(
      refreshToken: string,
      scope: RefreshScope = {},
    ): Promise<(SessionTokens & { user: SessionUser; familyId: string; epoch: number }) | "concurrent" | null> {
      const now = clock();
      const hash = await sha256Hex(refreshToken);
      const clientId = scope.clientId ?? null;
      // Replace atomically: of two requests with one token, one wins.
      const claimed = await db
        .prepare(
          `UPDATE refresh_tokens SET replaced_at = ?1
           WHERE token_hash = ?2 AND replaced_at IS NULL AND revoked_at IS NULL AND expires_at > ?1 AND client_id IS ?3
           RETURNING family_id, user_id`,
        )
        .bind(now, hash, clientId)
        .first<{ family_id: string; user_id: string }>();
      if (!claimed) {
        const seen = await db
          .prepare("SELECT family_id, replaced_at, revoked_at, client_id FROM refresh_tokens WHERE token_hash = ?")
          .bind(hash)
          .first<{ family_id: string; replaced_at: number | null; revoked_at: number | null; client_id: string | null }>();
        // Another kind's token (a provider token in a site cookie, or another client's) is simply not valid here.
        if (seen && seen.client_id !== clientId) return null;
        if (seen?.replaced_at && !seen.revoked_at) {
          if (now - seen.replaced_at <= REUSE_GRACE_MS) return "concurrent";
          await this.revokeFamily(seen.family_id);
        }
        return null;
      }
      const user = await db
        .prepare("SELECT id, email, role, session_epoch FROM users WHERE id = ?")
        .bind(claimed.user_id)
        .first<{ id: string; email: string; role: string; session_epoch: number }>();
      if (!user || user.role === "ADMIN") {
        await this.revokeFamily(claimed.family_id);
        return null;
      }
      const next = await newRefreshToken(user.id, claimed.family_id, clientId);
      return {
        jwt: await mintAccessToken(user, claimed.family_id, user.session_epoch),
        refreshToken: next,
        user: { id: user.id, email: user.email },
        familyId: claimed.family_id,
        epoch: user.session_epoch,
      };
    },

    async revokeFamily(familyId: string): Promise<void> {
      await db
        .prepare("UPDATE refresh_tokens SET revoked_at = ?1 WHERE family_id = ?2 AND revoked_at IS NULL")
        .bind(clock(), familyId)
        .run();
    },

    /** Sign out everywhere: every session record and family of the user, and tokens minted before now. */
    async revokeUser(userId: string): Promise<void> {
      await records.endUserSessions(userId);
      await db.batch([
        db.prepare("UPDATE refresh_tokens SET revoked_at = ?1 WHERE user_id = ?2 AND revoked_at IS NULL").bind(clock(), userId),
        db.prepare("UPDATE users SET session_epoch = session_epoch + 1 WHERE id = ?").bind(userId),
      ]);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
