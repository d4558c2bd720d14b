/**
 * Read-your-writes against a read replica that lags (workers/db/read-session.ts), through the
 * built Worker on a D1 stand-in (tests/support/lagging-replica.mjs): sessions started anywhere
 * read a copy of the database taken before the write, sessions started on the primary or from
 * a bookmark past the copy read the real one.
 *
 * Whatever wrote (a page GET that renewed a session, the newsletter's confirmation link, a
 * friend's answer on a shared trip's poll, signed in or not) sends the bookmark back, and the
 * very next request, started from it, sees the write; the same request without the cookie reads
 * the copy from before it. Anonymous pages kept at the edge are answered from their copy
 * whatever bookmark the visitor carries.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getTenant } from "../../tenants";
import { href } from "../../tenants/routes";
import { startSmtpCatcher, type SmtpCatcher } from "../support/inbox";
import { signInByCode } from "../support/sign-in";
import { startSite, type ReplicaSession, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

const NOW = testNow();
const UK = getTenant("uk")!.pathLocale;
let site: Site;
let inbox: SmtpCatcher;
let counter = 0;

const BOOKMARK_COOKIE = /^caravan_db_bookmark=[0-9a-f]+(-[0-9a-f]+)+; Max-Age=300; Path=\/; HttpOnly; Secure; SameSite=Lax$/;

/** The bookmark a response sends back, as its `name=value` pair. */
function bookmarkOf(response: Response): string | undefined {
  const line = response.headers.getSetCookie().find((c) => c.startsWith("caravan_db_bookmark="));
  if (line) expect(line).toMatch(BOOKMARK_COOKIE);
  return line?.split(";")[0];
}

/** A browser's cookies, as `name=value` pairs by name: what each answer set (a cleared one goes). */
function jar(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial));
  return {
    keep(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const pair = line.split(";")[0]!;
        const name = pair.slice(0, pair.indexOf("="));
        if (/;\s*Max-Age=0/i.test(line)) cookies.delete(name);
        else cookies.set(name, pair.slice(name.length + 1));
      }
      return response;
    },
    /** The Cookie header, without the cookies named in `leaving`. */
    header: (...leaving: string[]) =>
      [...cookies]
        .filter(([name]) => !leaving.includes(name))
        .map(([name, value]) => `${name}=${value}`)
        .join("; "),
    get: (name: string) => cookies.get(name),
  };
}

const post = (tenant: string, path: string, fields: Array<[string, string | number]>, cookie = ""): Promise<Response> =>
  site.fetch(tenant, path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields.map(([k, v]) => [k, String(v)])).toString(),
  });
const get = (tenant: string, path: string, cookie = ""): Promise<Response> =>
  site.fetch(tenant, path, cookie ? { headers: { Cookie: cookie } } : {});

async function signIn(email = `replica.${testNow().getTime()}.${++counter}@example.com`) {
  const { cookie: session, id } = await signInByCode(site, inbox, email);
  return { session, id, email };
}

/** The D1 session of the one request `send` makes (the stand-in records every session it opens). */
async function sessionOf(send: () => Promise<Response>): Promise<{ response: Response; session: ReplicaSession }> {
  const before = (await site.replica.state()).sessions.length;
  const response = await send();
  await response.arrayBuffer().catch(() => undefined);
  const sessions = (await site.replica.state()).sessions.slice(before);
  expect(sessions).toHaveLength(1);
  return { response, session: sessions[0]! };
}

beforeAll(async () => {
  inbox = await startSmtpCatcher();
  site = await startSite({
    laggingReplica: true,
    bindings: { SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port) },
    seed: { scale: 0.25, today: NOW },
  });
}, 120_000);
// Each test takes its own copy; the next one starts with the replica caught up.
afterEach(() => site.replica.catchUp());
afterAll(async () => {
  await site?.close();
  await inbox?.close();
});

describe("a lagging read replica", () => {
  it("is a copy from before the write for sessions started anywhere, and the real database for the primary and later bookmarks", async () => {
    const person = await signIn();
    const before = await site.replica.snapshot();
    expect(before.replicaAt).toBe(before.position);
    // A write through the Worker moves the database's history past the copy.
    const added = await post(
      "uk",
      href(UK, "wishlist"),
      [
        ["intent", "add"],
        ["travelId", await anyTrip()],
        ["returnTo", "/"],
      ],
      person.session,
    );
    expect(added.status).toBe(303);
    const after = await site.replica.state();
    expect(after.position).toBeGreaterThan(before.position);
    expect(after.sessions.at(-1)).toMatchObject({ start: "first-primary", startedOn: "primary", writes: 1 });
    const wishlist = (cookie: string) => sessionOf(() => get("uk", href(UK, "wishlist"), cookie));
    expect((await wishlist(person.session)).session).toMatchObject({ startedOn: "replica", writes: 0 });
    expect((await wishlist(`${person.session}; caravan_db_bookmark=${before.bookmark}`)).session).toMatchObject({ startedOn: "replica" });
    expect((await wishlist(`${person.session}; caravan_db_bookmark=${after.bookmark}`)).session).toMatchObject({
      start: after.bookmark,
      startedOn: "primary",
    });
  });

  it("shows a session renewed on a page to the very next request, which without the bookmark reads the renewal's rows from before it", async () => {
    const person = await signIn();
    // The session's short token has lapsed and it was last seen ten minutes ago: the next page renews it.
    await site.db
      .prepare("UPDATE site_sessions SET last_seen_at = ? WHERE user_id = ?")
      .bind(testNow().getTime() - 10 * 60_000, person.id)
      .run();
    const refreshToken = person.session.split("~")[1]!;
    await site.replica.snapshot();
    const browser = jar({ caravan_session: `lapsed.short.token~${refreshToken}` });

    const renewal = await sessionOf(() => get("uk", href(UK, "wishlist"), browser.header()).then(browser.keep));
    expect(renewal.response.status).toBe(200);
    expect(renewal.session).toMatchObject({ start: "first-unconstrained", startedOn: "replica" });
    expect(renewal.session.writes).toBeGreaterThan(0);
    expect(browser.get("caravan_session")).not.toContain(refreshToken);
    expect(bookmarkOf(renewal.response)).toBeDefined();

    // The next page, from the bookmark: signed in on the renewed session, whose rows it reads as renewed.
    const next = await sessionOf(() => get("uk", href(UK, "wishlist"), browser.header()));
    expect(next.response.status).toBe(200);
    expect(next.session).toMatchObject({ start: browser.get("caravan_db_bookmark"), startedOn: "primary", replicaReads: 0, writes: 0 });
    expect(bookmarkOf(next.response)).toBeUndefined();
    // Without the bookmark the same request reads the copy: the session as it was before the
    // renewal, last seen ten minutes ago (so it writes "last seen" again).
    const stale = await sessionOf(() => get("uk", href(UK, "wishlist"), browser.header("caravan_db_bookmark")));
    expect(stale.session).toMatchObject({ start: "first-unconstrained", startedOn: "replica" });
    expect(stale.session.replicaReads).toBeGreaterThan(0);
    expect(stale.session.writes).toBeGreaterThan(0);
  });

  it("shows a newsletter subscription confirmed by its link to the very next page, which without the bookmark shows it off", async () => {
    const email = `replica.letter.${testNow().getTime()}@example.com`;
    // A visitor asks for the newsletter with a new address, then opens an account with it.
    const asked = await post("uk", "/newsletter", [
      ["email", email],
      ["returnTo", "/newsletter"],
    ]);
    expect(asked.status).toBe(303);
    const link = /https?:\/\/\S*newsletter\/confirm\?token=[\w-]+/.exec((await inbox.waitForMail({ to: email })).text)![0];
    inbox.clear();
    const person = await signIn(email);
    const confirmPath = new URL(link).pathname + new URL(link).search;
    const footerSaysOn = async (response: Response) =>
      (await pageOf(response)).querySelector(".newsletter-form button[type=submit]")!.hasAttribute("disabled");
    await site.replica.snapshot();

    // The link, opened where the person is signed in: a GET that writes.
    const browser = jar({ caravan_session: person.session.split("=")[1]! });
    const confirmed = browser.keep(await get("uk", confirmPath, browser.header()));
    expect(confirmed.status).toBe(200);
    expect((await pageOf(confirmed)).querySelector("[data-outcome]")!.getAttribute("data-outcome")).toBe("subscribed");
    expect(bookmarkOf(confirmed)).toBeDefined();

    expect(await footerSaysOn(await get("uk", href(UK, "wishlist"), browser.header()))).toBe(true);
    expect(await footerSaysOn(await get("uk", href(UK, "wishlist"), browser.header("caravan_db_bookmark")))).toBe(false);
  });

  it("sends the bookmark to a visitor who is not signed in when the confirmation link wrote, and starts their next request from it", async () => {
    const email = `replica.visitor.${testNow().getTime()}@example.com`;
    expect(
      (
        await post("uk", "/newsletter", [
          ["email", email],
          ["returnTo", "/newsletter"],
        ])
      ).status,
    ).toBe(303);
    const link = new URL(/https?:\/\/\S*newsletter\/confirm\?token=[\w-]+/.exec((await inbox.waitForMail({ to: email })).text)![0]);
    inbox.clear();
    await site.replica.snapshot();
    const visitor = jar();
    const confirmed = await sessionOf(() => get("uk", link.pathname + link.search).then(visitor.keep));
    expect(confirmed.session.writes).toBeGreaterThan(0);
    const bookmark = bookmarkOf(confirmed.response);
    expect(bookmark).toBeDefined();
    expect(confirmed.response.headers.get("Cache-Control")).toMatch(/no-store|private/);
    const next = await sessionOf(() => get("uk", "/newsletter", visitor.header()));
    expect(next.session).toMatchObject({ start: bookmark!.split("=")[1], startedOn: "primary" });
    // The page he sees: the link again is already used, not a link to ask again.
    const again = await get("uk", link.pathname + link.search, visitor.header());
    expect((await pageOf(again)).querySelector("[data-outcome]")!.getAttribute("data-outcome")).toBe("already");
  });

  it("shows a friend's answer on a shared trip's poll to the very next page, which without the bookmark shows no answer", async () => {
    const owner = await signIn();
    const trip = await tripWithDepartures();
    await site.db
      .prepare("INSERT INTO wishlist_items (user_id, travel_id, tour_id, created_at) VALUES (?, ?, 0, ?) ON CONFLICT DO NOTHING")
      .bind(owner.id, trip.id, testNow().getTime())
      .run();
    expect(
      (
        await post(
          "uk",
          href(UK, "wishlist"),
          [
            ["intent", "share-poll"],
            ["travelId", trip.id],
          ],
          owner.session,
        )
      ).status,
    ).toBe(303);
    const wishlist = await pageOf(await get("uk", href(UK, "wishlist"), owner.session));
    const token = wishlist.querySelector(".shared-poll input")!.getAttribute("value")!.split("/").pop()!;
    const pollPath = href(UK, "wishlist-poll", { token });
    const friend = jar();
    friend.keep(await get("uk", pollPath));
    await site.replica.snapshot();

    const voted = friend.keep(
      await post(
        "uk",
        pollPath,
        [
          ["intent", "vote"],
          ["name", "Anna"],
          ["tours", trip.tour],
        ],
        friend.header(),
      ),
    );
    expect(voted.status).toBe(303);
    expect(bookmarkOf(voted)).toBeDefined();
    const answersOn = async (cookie: string) =>
      textOf(
        (await pageOf(await get("uk", voted.headers.get("Location")!, cookie))).querySelector(
          `.poll-departure[data-tour-id="${trip.tour}"]`,
        ),
      );
    expect(await answersOn(friend.header())).toContain("Anna");
    expect(await answersOn(friend.header("caravan_db_bookmark"))).not.toContain("Anna");
  });

  it("answers an anonymous page kept at the edge from its copy whatever bookmark the visitor carries, and sends none back", async () => {
    const state = await site.replica.state();
    const home = (cookie = "") => get("uk", "/", cookie);
    const first = await home();
    await first.arrayBuffer();
    const copy = await home();
    expect(copy.headers.get("X-Edge-Cache")).toBe("HIT");
    const withBookmark = await sessionOf(() => home(`caravan_db_bookmark=${state.bookmark}`));
    expect(withBookmark.response.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(withBookmark.session.start).toBe(state.bookmark);
    expect(bookmarkOf(withBookmark.response)).toBeUndefined();
    expect(await copy.text()).toContain("<main");
  });
});

async function anyTrip(): Promise<number> {
  return (await tripWithDepartures()).id;
}

/** A trip with a departure to come that a poll offers. */
async function tripWithDepartures(): Promise<{ id: number; tour: number }> {
  const row = await site.db
    .prepare(
      `SELECT t.travel_id AS id, t.id AS tour FROM tours t WHERE t.starting_date > ? AND t.sales_status IN ('CONFIRMED','ALMOST_FULL','PLANNED')
       ORDER BY t.travel_id, t.starting_date LIMIT 1 OFFSET ?`,
    )
    .bind(NOW.toISOString().slice(0, 10), counter * 7)
    .first<{ id: number; tour: number }>();
  return row!;
}
