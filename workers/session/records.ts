/**
 * The session records behind "one account across seven sites" (migration
 * 0015). A person who proves their e-mail anywhere (the provider's sign-in page, a site's
 * sign-in page, a site's modal steps, the JSON API) opens one provider session; every site
 * session (a site cookie's refresh-token family) hangs off it.
 *
 * Single logout is a revocation every site checks, not a back-channel call to each site: the
 * provider and the seven sites are one Worker over one D1 database, so ending a provider
 * session is one batch of updates that is true everywhere at once, with no fan-out of HTTP
 * calls that could half-fail and would need retrying. Each site reads its session's row on a
 * signed-in request (one primary-key read; anonymous requests read nothing). The isolate may
 * trust a row it found open for a few seconds (`trustOpenMs`, SESSION_CHECK_TTL_SECONDS): a
 * person going from page to page then costs a read every few seconds, not one per page. An end
 * made in the isolate forgets every row it trusted, so a page there is signed out on its very
 * next request; a page answered by another isolate is signed out within those seconds.
 *
 * The rows also carry what a person's "active sessions" list shows (site, device, last seen)
 * and what "end this one" marks (`endProviderSession`, `endSiteSession`).
 */
import { sha256Hex, toHex } from "../digests";

/** A site session's or provider session's "last seen" moves at most this often (a write, not every request). */
const LAST_SEEN_STEP_MS = 5 * 60_000;
/** Beyond this many sessions trusted, the oldest is read again first. */
const MAX_TRUSTED = 10_000;
/** The site sessions this isolate found open, by family, and when (the records' clock). */
const trustedOpen = new Map<string, number>();

/** Every open session this isolate trusted is read again: something was ended. */
function forgetTrustedOpen(): void {
  trustedOpen.clear();
}
/** A provider ticket of a site's inline sign-in lives this long. */
export const TICKET_TTL_MS = 2 * 60_000;
const DEVICE_MAX = 200;
const TOKEN = /^[0-9a-f]{64}$/;
const randomToken = () => toHex(crypto.getRandomValues(new Uint8Array(32)));

export type ProviderSessionRow = {
  id: string;
  user_id: string;
  auth_time: number;
  amr: string;
  site: string | null;
  device: string | null;
  created_at: number;
  last_seen_at: number;
  ended_at: number | null;
};

export type SiteSessionRow = {
  family_id: string;
  provider_session_id: string | null;
  user_id: string;
  site: string;
  device: string | null;
  created_at: number;
  last_seen_at: number;
  ended_at: number | null;
};

/** One browser's sign-in as a person's session list shows it: the provider session and its sites. */
export type ActiveSession = ProviderSessionRow & { sites: SiteSessionRow[] };

/** The User-Agent as the session list names the device (shortened; nothing else of the request is kept). */
export function deviceOf(request: Request): string | null {
  return request.headers.get("User-Agent")?.slice(0, DEVICE_MAX) || null;
}

/** `trustOpenMs`: how long a site session found open is trusted without a read (0: read every time). */
export function createSessionRecords(db: D1Database, clock: () => number, { trustOpenMs = 0 }: { trustOpenMs?: number } = {}) {
  /** Everything issued under the provider sessions a WHERE clause picks (`?1` is now): ended, revoked. */
  const endWhere = (where: string, ...binds: unknown[]) => [
    db
      .prepare(
        `UPDATE provider_sessions SET ended_at = ?1, ticket_stage = NULL, ticket_hash = NULL, pending_hash = NULL WHERE ended_at IS NULL AND ${where}`,
      )
      .bind(clock(), ...binds),
    db
      .prepare(
        `UPDATE refresh_tokens SET revoked_at = ?1 WHERE revoked_at IS NULL AND family_id IN (
           SELECT family_id FROM site_sessions WHERE provider_session_id IN (SELECT id FROM provider_sessions WHERE ${where})
           UNION SELECT id FROM oidc_grants WHERE session_id IN (SELECT id FROM provider_sessions WHERE ${where}))`,
      )
      .bind(clock(), ...binds),
    db
      .prepare(
        `UPDATE site_sessions SET ended_at = ?1 WHERE ended_at IS NULL
           AND provider_session_id IN (SELECT id FROM provider_sessions WHERE ${where})`,
      )
      .bind(clock(), ...binds),
    db
      .prepare(
        `UPDATE oidc_grants SET revoked_at = ?1 WHERE revoked_at IS NULL
           AND session_id IN (SELECT id FROM provider_sessions WHERE ${where})`,
      )
      .bind(clock(), ...binds),
  ];

  const records = {
    /** A new provider session for someone who just proved who they are. */
    async openProviderSession(input: { userId: string; site: string | null; device: string | null; amr?: string }): Promise<string> {
      const id = crypto.randomUUID();
      const now = clock();
      await db
        .prepare(
          `INSERT INTO provider_sessions (id, user_id, auth_time, amr, site, device, created_at, last_seen_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7)`,
        )
        .bind(id, input.userId, Math.floor(now / 1000), input.amr ?? "otp", input.site, input.device, now)
        .run();
      return id;
    },

    /** The live provider session `id` of `userId`, or null (ended, unknown or someone else's); "last seen" moves on. */
    async liveProviderSession(id: string, userId: string): Promise<ProviderSessionRow | null> {
      const row = await db
        .prepare("SELECT * FROM provider_sessions WHERE id = ? AND user_id = ? AND ended_at IS NULL")
        .bind(id, userId)
        .first<ProviderSessionRow>();
      if (row && clock() - row.last_seen_at > LAST_SEEN_STEP_MS)
        await db.prepare("UPDATE provider_sessions SET last_seen_at = ? WHERE id = ?").bind(clock(), id).run();
      return row;
    },

    /** The person proved who they are again in this session (prompt=login, max_age): its auth_time moves (and how, `amr`). */
    async reauthenticated(id: string, amr?: string): Promise<void> {
      await db
        .prepare("UPDATE provider_sessions SET auth_time = ?1, amr = COALESCE(?2, amr) WHERE id = ?3")
        .bind(Math.floor(clock() / 1000), amr ?? null, id)
        .run();
    },

    /**
     * The hand-over of a provider session opened on a site (an inline code sign-in) to the
     * provider's cookie, in three one-time steps, so that a ticket URL sent to someone else
     * cannot sign them in as its owner (login CSRF):
     *
     * 1. the site issues a ticket (`issueTicket`) and sends the browser to the provider with it;
     * 2. the provider spends it (`spendTicket`), sets a short pending cookie on its host and
     *    sends the browser back to the site with a check value;
     * 3. the site confirms (`confirmCheck`) only if its own session cookie hangs off that
     *    provider session, and sends the browser back to the provider;
     * 4. the provider finishes (`finishPending`) only with the pending cookie of step 2.
     *
     * Each value is 256 random bits, kept as a SHA-256, good for 2 minutes and spent by a
     * conditional update. A browser that fails a step simply goes back to the site, signed in there.
     */
    async issueTicket(id: string): Promise<string> {
      const ticket = randomToken();
      await db
        .prepare(
          "UPDATE provider_sessions SET ticket_stage = 'ticket', ticket_hash = ?, pending_hash = NULL, ticket_expires_at = ? WHERE id = ? AND ended_at IS NULL",
        )
        .bind(await sha256Hex(ticket), clock() + TICKET_TTL_MS, id)
        .run();
      return ticket;
    },

    /** Step 2: the ticket's session and two new values, the check (for the site) and the pending cookie (for this browser). */
    async spendTicket(ticket: string): Promise<{ session: ProviderSessionRow; check: string; pending: string } | null> {
      if (!TOKEN.test(ticket)) return null;
      const check = randomToken();
      const pending = randomToken();
      const session = await db
        .prepare(
          `UPDATE provider_sessions SET ticket_stage = 'check', ticket_hash = ?3, pending_hash = ?4, ticket_expires_at = ?5
           WHERE ticket_stage = 'ticket' AND ticket_hash = ?1 AND ticket_expires_at > ?2 AND ended_at IS NULL RETURNING *`,
        )
        .bind(await sha256Hex(ticket), clock(), await sha256Hex(check), await sha256Hex(pending), clock() + TICKET_TTL_MS)
        .first<ProviderSessionRow>();
      return session ? { session, check, pending } : null;
    },

    /** Step 3, on the site: the check passes only for the browser whose site session (`familyId`) hangs off that provider session. */
    async confirmCheck(check: string, familyId: string): Promise<boolean> {
      if (!TOKEN.test(check)) return false;
      const confirmed = await db
        .prepare(
          `UPDATE provider_sessions SET ticket_stage = 'confirmed', ticket_hash = NULL
           WHERE ticket_stage = 'check' AND ticket_hash = ?1 AND ticket_expires_at > ?2 AND ended_at IS NULL
             AND id = (SELECT provider_session_id FROM site_sessions WHERE family_id = ?3 AND ended_at IS NULL)
           RETURNING id`,
        )
        .bind(await sha256Hex(check), clock(), familyId)
        .first<{ id: string }>();
      return confirmed !== null;
    },

    /** Step 4, on the provider: the confirmed session the pending cookie names, or null. */
    async finishPending(pending: string): Promise<ProviderSessionRow | null> {
      if (!TOKEN.test(pending)) return null;
      return db
        .prepare(
          `UPDATE provider_sessions SET ticket_stage = NULL, pending_hash = NULL, ticket_expires_at = NULL
           WHERE ticket_stage = 'confirmed' AND pending_hash = ?1 AND ticket_expires_at > ?2 AND ended_at IS NULL RETURNING *`,
        )
        .bind(await sha256Hex(pending), clock())
        .first<ProviderSessionRow>();
    },

    /**
     * The browser already had a provider session of the same person: the new one's site sessions
     * move under it and the new one ends, so one logout still reaches every site.
     */
    async merge(into: string, from: string): Promise<void> {
      await db.batch([
        db.prepare("UPDATE site_sessions SET provider_session_id = ?1 WHERE provider_session_id = ?2").bind(into, from),
        db.prepare("UPDATE oidc_grants SET session_id = ?1 WHERE session_id = ?2").bind(into, from),
        db
          .prepare(
            "UPDATE provider_sessions SET auth_time = MAX(auth_time, (SELECT auth_time FROM provider_sessions WHERE id = ?2)) WHERE id = ?1",
          )
          .bind(into, from),
        db
          .prepare("UPDATE provider_sessions SET ended_at = ?1, ticket_stage = NULL, ticket_hash = NULL, pending_hash = NULL WHERE id = ?2")
          .bind(clock(), from),
      ]);
    },

    /** A site session (a cookie's refresh-token family) under a provider session (none for an external provider). */
    async attachSiteSession(input: {
      familyId: string;
      providerSessionId: string | null;
      userId: string;
      site: string;
      device: string | null;
    }): Promise<void> {
      const now = clock();
      await db
        .prepare(
          `INSERT INTO site_sessions (family_id, provider_session_id, user_id, site, device, created_at, last_seen_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)`,
        )
        .bind(input.familyId, input.providerSessionId, input.userId, input.site, input.device, now)
        .run();
    },

    /** Is this site session still open (and its provider session)? One read; "last seen" moves every few minutes. */
    async siteSessionAlive(familyId: string): Promise<boolean> {
      const trusted = trustedOpen.get(familyId);
      if (trusted !== undefined && clock() - trusted < trustOpenMs) return true;
      const row = await db
        .prepare(
          `SELECT s.last_seen_at, s.provider_session_id, p.ended_at AS provider_ended
           FROM site_sessions s LEFT JOIN provider_sessions p ON p.id = s.provider_session_id
           WHERE s.family_id = ? AND s.ended_at IS NULL`,
        )
        .bind(familyId)
        .first<{ last_seen_at: number; provider_session_id: string | null; provider_ended: number | null }>();
      if (!row || row.provider_ended !== null) {
        trustedOpen.delete(familyId);
        return false;
      }
      if (clock() - row.last_seen_at > LAST_SEEN_STEP_MS)
        await db.prepare("UPDATE site_sessions SET last_seen_at = ? WHERE family_id = ?").bind(clock(), familyId).run();
      trustedOpen.delete(familyId);
      if (trustOpenMs <= 0) return true;
      trustedOpen.set(familyId, clock());
      if (trustedOpen.size > MAX_TRUSTED) trustedOpen.delete(trustedOpen.keys().next().value!);
      return true;
    },

    /** The provider session a site session hangs off, if any. */
    async providerSessionOfSite(familyId: string): Promise<string | null> {
      const row = await db
        .prepare("SELECT provider_session_id FROM site_sessions WHERE family_id = ?")
        .bind(familyId)
        .first<{ provider_session_id: string | null }>();
      return row?.provider_session_id ?? null;
    },

    /** Ends one provider session and everything under it: its site sessions, their refresh tokens, its grants. */
    async endProviderSession(id: string, userId?: string): Promise<void> {
      forgetTrustedOpen();
      await db.batch(userId ? endWhere("id = ?2 AND user_id = ?3", id, userId) : endWhere("id = ?2", id));
    },

    /** Ends every provider session of a person (sign out everywhere) and everything under them. */
    async endUserSessions(userId: string): Promise<void> {
      forgetTrustedOpen();
      await db.batch([
        ...endWhere("user_id = ?2", userId),
        // Site sessions without a provider session (an external provider's sign-ins) end too.
        db.prepare("UPDATE site_sessions SET ended_at = ?1 WHERE user_id = ?2 AND ended_at IS NULL").bind(clock(), userId),
      ]);
    },

    /**
     * Logging out on a site (OIDC single logout): the provider session it hangs off ends, and
     * with it every site session of that browser on every site; a lone site session just ends.
     */
    async endSiteSession(familyId: string, userId?: string): Promise<void> {
      const providerSessionId = await records.providerSessionOfSite(familyId);
      if (providerSessionId) return records.endProviderSession(providerSessionId, userId);
      forgetTrustedOpen();
      await db.batch([
        db.prepare("UPDATE site_sessions SET ended_at = ?1 WHERE family_id = ?2 AND ended_at IS NULL").bind(clock(), familyId),
        db.prepare("UPDATE refresh_tokens SET revoked_at = ?1 WHERE family_id = ?2 AND revoked_at IS NULL").bind(clock(), familyId),
      ]);
    },

    /** A person's open sessions, newest first, each with its sites (for the personal area's list). */
    async activeSessions(userId: string): Promise<ActiveSession[]> {
      const [providers, sites] = await db.batch<ProviderSessionRow | SiteSessionRow>([
        db.prepare("SELECT * FROM provider_sessions WHERE user_id = ? AND ended_at IS NULL ORDER BY last_seen_at DESC").bind(userId),
        db.prepare("SELECT * FROM site_sessions WHERE user_id = ? AND ended_at IS NULL ORDER BY last_seen_at DESC").bind(userId),
      ]);
      const siteRows = (sites?.results ?? []) as SiteSessionRow[];
      return ((providers?.results ?? []) as ProviderSessionRow[]).map((p) => ({
        ...p,
        sites: siteRows.filter((s) => s.provider_session_id === p.id),
      }));
    },
  };
  return records;
}

export type SessionRecords = ReturnType<typeof createSessionRecords>;
