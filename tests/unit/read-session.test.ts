/** Where a request's D1 session starts, and when its bookmark goes back (workers/db/read-session.ts). */
import { describe, expect, it } from "vitest";
import { openReadSession, readBookmark } from "../../workers/db/read-session";

const BOOKMARK = "0000015b-00000002-00004fc4-3a4bd3f8e9a6d45c2d5a3a8c5b0e3d11";

/** A binding that records where each session started and hands out the bookmark it is told. */
function fakeDb(latest: string | null) {
  const starts: (string | undefined)[] = [];
  const statement = {
    bind: () => statement,
    first: async () => null,
    all: async () => ({ results: [] }),
    run: async () => ({}),
    raw: async () => [],
  };
  const db = {
    withSession(start?: string) {
      starts.push(start);
      return { prepare: () => statement, batch: async () => [], getBookmark: () => latest };
    },
  } as unknown as D1Database;
  return { db, starts };
}

describe("openReadSession", () => {
  it("starts pages anywhere, writes on the primary, and any browser's pages at its bookmark", () => {
    const cases: [string, Record<string, string>, string][] = [
      ["GET", {}, "first-unconstrained"],
      ["HEAD", { caravan_db_bookmark: BOOKMARK }, BOOKMARK],
      ["GET", { caravan_db_bookmark: BOOKMARK }, BOOKMARK],
      ["GET", { caravan_db_bookmark: "drop table" }, "first-unconstrained"],
      ["POST", { caravan_db_bookmark: BOOKMARK }, "first-primary"],
      ["DELETE", {}, "first-primary"],
    ];
    for (const [method, cookies, start] of cases) {
      const { db, starts } = fakeDb(null);
      expect(openReadSession(db, { method, cookies }).start).toBe(start);
      expect(starts).toEqual([start]);
    }
  });

  it("sends the bookmark back when a statement of the session wrote, whatever the method, when it moved and looks like one", async () => {
    const sentBack = async (method: string, latest: string | null, sql: string, cookies: Record<string, string> = {}) => {
      const session = openReadSession(fakeDb(latest).db, { method, cookies });
      await session.db.prepare(sql).bind(1).first();
      return session.bookmarkCookie();
    };
    const line = `caravan_db_bookmark=${BOOKMARK}; Max-Age=300; Path=/; HttpOnly; Secure; SameSite=Lax`;
    expect(await sentBack("POST", BOOKMARK, "UPDATE users SET newsletter = 1 WHERE id = ?")).toBe(line);
    expect(await sentBack("GET", BOOKMARK, "UPDATE refresh_tokens SET replaced_at = ?1 RETURNING family_id")).toBe(line);
    expect(await sentBack("GET", BOOKMARK, "INSERT INTO trip_poll_votes VALUES (?)")).toBe(line);
    expect(await sentBack("POST", BOOKMARK, "SELECT * FROM users WHERE id = ?")).toBeNull();
    expect(await sentBack("GET", BOOKMARK, "WITH t AS (SELECT 1) SELECT * FROM t WHERE ? = 1")).toBeNull();
    expect(await sentBack("GET", BOOKMARK, "DELETE FROM wishlist_items WHERE id = ?", { caravan_db_bookmark: BOOKMARK })).toBeNull();
    expect(await sentBack("POST", null, "DELETE FROM x WHERE id = ?")).toBeNull();
    expect(await sentBack("POST", "a;b=c", "DELETE FROM x WHERE id = ?")).toBeNull();
  });

  it("counts a batch with any write as a write", async () => {
    const session = openReadSession(fakeDb(BOOKMARK).db, { method: "GET", cookies: {} });
    await session.db.batch([session.db.prepare("SELECT 1")]);
    expect(session.wrote()).toBe(false);
    await session.db.batch([session.db.prepare("SELECT 1"), session.db.prepare("UPDATE x SET y = 1")]);
    expect(session.wrote()).toBe(true);
  });

  it("uses a binding without sessions as it is", () => {
    const db = { prepare: () => ({}) } as unknown as D1Database;
    const session = openReadSession(db, { method: "GET", cookies: {} });
    expect(session.db).toBe(db);
    expect(session.bookmarkCookie()).toBeNull();
  });

  it("reads only bookmark-shaped cookies", () => {
    expect(readBookmark({ caravan_db_bookmark: BOOKMARK })).toBe(BOOKMARK);
    for (const value of ["", "abc", "0000-", `${BOOKMARK}; x=1`, "z".repeat(20)])
      expect(readBookmark({ caravan_db_bookmark: value })).toBeNull();
  });
});
