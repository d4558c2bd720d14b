/**
 * Reads that scale out: every D1 call of a request goes through one D1 session (the Sessions
 * API, `withSession`), so read replicas can answer the catalogue, trip and content reads near
 * the visitor, while each session stays sequentially consistent.
 *
 * - A page (GET, HEAD) starts anywhere ("first-unconstrained"): a replica, usually.
 * - A form post or any other write starts on the primary ("first-primary"): an action reads
 *   what it is about to change (a double submit, a counter) where it is written. Writes go to
 *   the primary in every session anyway.
 * - Read-your-writes, for everyone: a request whose session wrote (whatever its method, signed
 *   in or not: a session renewed on a page, the sign-in's return, a newsletter confirmation
 *   link, a friend's answer on a shared trip's poll) sends the session's bookmark (the point in
 *   the database's history its last query saw) back in a short-lived cookie, and the browser's
 *   next pages start from it, so a replica that has not caught up with the write waits for it
 *   or hands over to the primary. Whether the session wrote is read from the statements it ran,
 *   not from the method.
 * - Anonymous pages kept at the edge never depend on the cookie: an answer that sets it is never
 *   kept (it sets a cookie), and a copy is answered whatever bookmark the visitor carries.
 *
 * A database binding without the Sessions API (a test double) is used as it is.
 */
import { COOKIE_NAMES, cookieValue, setCookie, type Cookies } from "../../app/lib/http/cookies";

/** Long enough for any replica to catch up with the write it names; then the cookie goes. */
export const BOOKMARK_MAX_AGE_S = 300;
/** D1 bookmarks are hex words joined by dashes (e.g. 0000015b-00000002-00004fc4-…); anything else is ignored. */
const BOOKMARK = /^[0-9a-f]{1,32}(?:-[0-9a-f]{1,64}){1,7}$/i;

export type ReadSession = {
  /** The session as a D1Database, for the guard and the services (exec and dump go to the binding). */
  db: D1Database;
  /** Where the session started: a constraint or the browser's bookmark. */
  start: string;
  /** Whether a statement that changes the database ran in the session (and did not fail). */
  wrote(): boolean;
  /** The Set-Cookie line carrying the session's latest bookmark to the browser's next requests, or null. */
  bookmarkCookie(): string | null;
};

type SessionInit = { method: string; cookies: Cookies };

export function openReadSession(db: D1Database, { method, cookies }: SessionInit): ReadSession {
  const bookmark = readBookmark(cookies);
  const start = method !== "GET" && method !== "HEAD" ? "first-primary" : (bookmark ?? "first-unconstrained");
  if (typeof db.withSession !== "function") return { db, start, wrote: () => false, bookmarkCookie: () => null };
  const session = db.withSession(start);
  let wrote = false;
  const noting = <T>(writes: boolean, run: Promise<T>): Promise<T> =>
    writes
      ? run.then((result) => {
          wrote = true;
          return result;
        })
      : run;
  return {
    db: {
      prepare: (query: string) => watched(session.prepare(query), !readsOnly(query), noting),
      batch: <T>(statements: D1PreparedStatement[]) =>
        noting(
          statements.some((statement) => writesOf.get(statement) ?? true),
          session.batch<T>(statements.map((statement) => innerOf.get(statement) ?? statement)),
        ),
      exec: (query: string) => db.exec(query),
      dump: () => db.dump(),
      withSession: (constraint?: string) => db.withSession(constraint),
    } as D1Database,
    start,
    wrote: () => wrote,
    bookmarkCookie() {
      // Only a write moves the browser past what its next page could otherwise miss.
      if (!wrote) return null;
      const latest = typeof session.getBookmark === "function" ? session.getBookmark() : null;
      if (!latest || !BOOKMARK.test(latest) || latest === bookmark) return null;
      return bookmarkCookieLine(latest);
    },
  };
}

/** What the session's own statements wrap: whether each writes, and the driver's statement a batch takes. */
const writesOf = new WeakMap<object, boolean>();
const innerOf = new WeakMap<object, D1PreparedStatement>();

type Noting = <T>(writes: boolean, run: Promise<T>) => Promise<T>;

function watched(statement: D1PreparedStatement, writes: boolean, noting: Noting): D1PreparedStatement {
  const wrapper = {
    bind: (...values: unknown[]) => watched(statement.bind(...values), writes, noting),
    first: (column?: string) => noting(writes, column === undefined ? statement.first() : statement.first(column)),
    all: () => noting(writes, statement.all()),
    run: () => noting(writes, statement.run()),
    raw: (options?: { columnNames?: boolean }) => noting(writes, statement.raw(options as { columnNames: true })),
  } as unknown as D1PreparedStatement;
  writesOf.set(wrapper, writes);
  innerOf.set(wrapper, statement);
  return wrapper;
}

/**
 * A statement that only reads: SELECT, VALUES or EXPLAIN, or a WITH that names no write. Any
 * other statement (INSERT, UPDATE, DELETE, REPLACE, a schema change, a PRAGMA) counts as a write.
 */
export function readsOnly(query: string): boolean {
  const text = query
    .replace(/--[^\n]*/g, " ")
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .trim();
  if (/^(select|values|explain)\b/i.test(text)) return true;
  return /^with\b/i.test(text) && !/\b(insert|update|delete|replace)\b/i.test(text);
}

/** The browser's bookmark from its cookie, if it has a bookmark's shape. */
export function readBookmark(cookies: Cookies): string | null {
  const value = cookieValue(cookies, COOKIE_NAMES.dbBookmark);
  return value && value.length <= 200 && BOOKMARK.test(value) ? value : null;
}

export function bookmarkCookieLine(bookmark: string): string {
  return setCookie(COOKIE_NAMES.dbBookmark, bookmark, { maxAge: BOOKMARK_MAX_AGE_S });
}
