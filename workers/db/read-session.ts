/**
 * Reads that scale out (issue 26): every D1 call of a request goes through one D1 session
 * (the Sessions API, `withSession`), so read replicas can answer the catalogue, trip and
 * content reads near the visitor, while each session stays sequentially consistent.
 *
 * - A page (GET, HEAD) starts anywhere ("first-unconstrained"): a replica, usually.
 * - A form post or any other write starts on the primary ("first-primary"): an action reads
 *   what it is about to change (a double submit, a counter) where it is written. Writes go to
 *   the primary in every session anyway.
 * - A signed-in person's read-your-writes: after a write, the session's bookmark (the point
 *   in the database's history its last query saw) goes back in a short-lived cookie, and their
 *   next requests start from it, so a replica that has not caught up with their wishlist add
 *   waits for it or hands over to the primary. Anonymous visitors write nothing they re-read
 *   (and their pages are edge-cached): they get no cookie.
 *
 * A database binding without the Sessions API (a test double) is used as it is.
 */
import { COOKIE_NAMES, cookieValue, type Cookies } from "../../app/lib/http/cookies";

/** Long enough for any replica to catch up with the write it names; then the cookie goes. */
export const BOOKMARK_MAX_AGE_S = 300;
/** D1 bookmarks are hex words joined by dashes (e.g. 0000015b-00000002-00004fc4-…); anything else is ignored. */
const BOOKMARK = /^[0-9a-f]{1,32}(?:-[0-9a-f]{1,64}){1,7}$/i;

export type ReadSession = {
  /** The session as a D1Database, for the guard and the services (exec and dump go to the binding). */
  db: D1Database;
  /** Where the session started: a constraint or the person's bookmark. */
  start: string;
  /** The Set-Cookie line carrying the session's latest bookmark to the person's next requests, or null. */
  bookmarkCookie(): string | null;
};

type SessionInit = { method: string; cookies: Cookies; signedIn: boolean };

export function openReadSession(db: D1Database, { method, cookies, signedIn }: SessionInit): ReadSession {
  const writes = method !== "GET" && method !== "HEAD";
  const bookmark = signedIn ? readBookmark(cookies) : null;
  const start = writes ? "first-primary" : (bookmark ?? "first-unconstrained");
  if (typeof db.withSession !== "function") return { db, start, bookmarkCookie: () => null };
  const session = db.withSession(start);
  return {
    db: {
      prepare: (query: string) => session.prepare(query),
      batch: <T>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
      exec: (query: string) => db.exec(query),
      dump: () => db.dump(),
      withSession: (constraint?: string) => db.withSession(constraint),
    } as D1Database,
    start,
    bookmarkCookie() {
      const latest = typeof session.getBookmark === "function" ? session.getBookmark() : null;
      // Only a write moves a signed-in person past what their next page could otherwise miss.
      if (!writes || !latest || !BOOKMARK.test(latest) || latest === bookmark) return null;
      return bookmarkCookieLine(latest);
    },
  };
}

/** The person's bookmark from their cookie, if it has a bookmark's shape. */
export function readBookmark(cookies: Cookies): string | null {
  const value = cookieValue(cookies, COOKIE_NAMES.dbBookmark);
  return value && value.length <= 200 && BOOKMARK.test(value) ? value : null;
}

export function bookmarkCookieLine(bookmark: string): string {
  return `${COOKIE_NAMES.dbBookmark}=${bookmark}; Path=/; Max-Age=${BOOKMARK_MAX_AGE_S}; HttpOnly; Secure; SameSite=Lax`;
}
