/**
 * Reads that scale out (workers/db/read-session.ts) through the built Worker with real D1:
 * every request runs in one D1 session; a write sends back the session's bookmark in a
 * short-lived cookie, and the next page, started from it, shows the write (a wishlist add).
 * A request that wrote nothing (a page, a currency choice) gets none, and a cookie that is no
 * bookmark is ignored. tests/integration/lagging-replica.test.ts shows the same against a
 * replica that lags, for visitors who are not signed in and for pages that write.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeIn, startSmtpCatcher, type SmtpCatcher } from "../support/inbox";
import { startSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow, testToday } from "../support/clock";

let site: Site;
let inbox: SmtpCatcher;
let person: string;
let trip: { id: number; title: string };

const form = (fields: Record<string, string | number>, cookie?: string): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
});
const bookmarkOf = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith("caravan_db_bookmark="));

beforeAll(async () => {
  inbox = await startSmtpCatcher();
  site = await startSite({ bindings: { SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port) }, seed: { scale: 0.25, today: testNow() } });
  const row = await site.db
    .prepare(
      `SELECT tr.id, tr.title_en AS title FROM travels tr WHERE EXISTS (SELECT 1 FROM tours t WHERE t.travel_id = tr.id
         AND t.starting_date > ? AND t.sales_status IN ('CONFIRMED','ALMOST_FULL','PLANNED')) ORDER BY tr.id LIMIT 1`,
    )
    .bind(testToday())
    .first<{ id: number; title: string }>();
  trip = row!;
  const email = `bookmark.${testNow().getTime()}@example.com`;
  const post = (path: string, body: unknown) =>
    site.fetch("uk", path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  expect((await post("/auth/generate-otp", { email, marketingConsent: false })).status).toBe(200);
  const done = await post("/auth/complete-otp", { email, otp: codeIn(await inbox.waitForMail({ to: email })) });
  person = done.headers
    .getSetCookie()
    .find((c) => c.startsWith("caravan_session="))!
    .split(";")[0]!;
}, 120_000);
afterAll(async () => {
  await site?.close();
  await inbox?.close();
});

describe("D1 sessions", () => {
  it("send a signed-in person's write back as a bookmark, and their next page started from it shows the write", async () => {
    const added = await site.fetch("uk", "/wishlist", form({ intent: "add", travelId: trip.id, returnTo: "/wishlist" }, person));
    expect(added.status).toBe(303);
    const cookie = bookmarkOf(added);
    expect(cookie).toMatch(/^caravan_db_bookmark=[0-9a-f]+(-[0-9a-f]+)+; Max-Age=300; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const page = await site.fetch("uk", "/wishlist", { headers: { Cookie: `${person}; ${cookie!.split(";")[0]}` } });
    expect(page.status).toBe(200);
    expect(textOf((await pageOf(page)).querySelector("main"))).toContain(trip.title);
    // A page writes nothing: the bookmark stays as it is.
    expect(bookmarkOf(page)).toBeUndefined();
  });

  it("give no bookmark for a request that wrote nothing (a visitor's currency choice), and a cookie that is no bookmark is ignored", async () => {
    const anonymous = await site.fetch("uk", "/currency", form({ currency: "EUR", redirectTo: "/" }));
    expect(anonymous.status).toBeLessThan(400);
    expect(bookmarkOf(anonymous)).toBeUndefined();
    for (const value of ["not-a-bookmark!", "x".repeat(300), "00000000-zzzz"]) {
      const page = await site.fetch("uk", "/wishlist", { headers: { Cookie: `${person}; caravan_db_bookmark=${value}` } });
      expect(page.status, value).toBe(200);
    }
  });
});
