/** Where a request's D1 session starts, and when its bookmark goes back (workers/db/read-session.ts). */
import { describe, expect, it } from "vitest";
import { openReadSession, readBookmark } from "../../workers/db/read-session";

const BOOKMARK = "0000015b-00000002-00004fc4-3a4bd3f8e9a6d45c2d5a3a8c5b0e3d11";

/** A binding that records where each session started and hands out the bookmark it is told. */
function fakeDb(latest: string | null) {
  const starts: (string | undefined)[] = [];
  const db = {
    withSession(start?: string) {
      starts.push(start);
      return { prepare: () => ({}), batch: async () => [], getBookmark: () => latest };
    },
  } as unknown as D1Database;
  return { db, starts };
}

describe("openReadSession", () => {
  it("starts pages anywhere, writes on the primary, and a signed-in person's pages at their bookmark", () => {
    const cases: [string, Record<string, string>, boolean, string][] = [
      ["GET", {}, false, "first-unconstrained"],
      ["HEAD", { caravan_db_bookmark: BOOKMARK }, false, "first-unconstrained"],
      ["GET", { caravan_db_bookmark: BOOKMARK }, true, BOOKMARK],
      ["GET", { caravan_db_bookmark: "drop table" }, true, "first-unconstrained"],
      ["POST", { caravan_db_bookmark: BOOKMARK }, true, "first-primary"],
      ["DELETE", {}, false, "first-primary"],
    ];
    for (const [method, cookies, signedIn, start] of cases) {
      const { db, starts } = fakeDb(null);
      expect(openReadSession(db, { method, cookies, signedIn }).start).toBe(start);
      expect(starts).toEqual([start]);
    }
  });

  it("sends the bookmark back after a write only, when it moved and looks like one", () => {
    const sentBack = (method: string, latest: string | null, cookies: Record<string, string> = {}) =>
      openReadSession(fakeDb(latest).db, { method, cookies, signedIn: true }).bookmarkCookie();
    expect(sentBack("POST", BOOKMARK)).toBe(`caravan_db_bookmark=${BOOKMARK}; Path=/; Max-Age=300; HttpOnly; Secure; SameSite=Lax`);
    expect(sentBack("GET", BOOKMARK)).toBeNull();
    expect(sentBack("POST", null)).toBeNull();
    expect(sentBack("POST", "a;b=c")).toBeNull();
  });

  it("uses a binding without sessions as it is", () => {
    const db = { prepare: () => ({}) } as unknown as D1Database;
    const session = openReadSession(db, { method: "GET", cookies: {}, signedIn: false });
    expect(session.db).toBe(db);
    expect(session.bookmarkCookie()).toBeNull();
  });

  it("reads only bookmark-shaped cookies", () => {
    expect(readBookmark({ caravan_db_bookmark: BOOKMARK })).toBe(BOOKMARK);
    for (const value of ["", "abc", "0000-", `${BOOKMARK}; x=1`, "z".repeat(20)])
      expect(readBookmark({ caravan_db_bookmark: value })).toBeNull();
  });
});
