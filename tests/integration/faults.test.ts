/**
 * Faults, injected through the bindings the BUILT Worker is given
 * (tests/support/faulty-bindings.mjs wraps the real in-memory D1 and KV): the database failing
 * or stalling answers a localized 503 with Retry-After on every page type, JSON API and form,
 * never a 500 and never half a write; KV failing serves from D1; the mail server down lets the
 * code request say "try again" and store nothing that blocks the retry; the alert job failing
 * mid-batch sends each alert once over its reruns.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { generateCatalogue } from "../../scripts/seed/index";
import { getTenant } from "../../tenants";
import { href, type RouteKey } from "../../tenants/routes";
import { codeIn, startSmtpCatcher, type SmtpCatcher } from "../support/inbox";
import { signInByCode } from "../support/sign-in";
import { startSite, TENANT_IDS, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

const NOW = testNow();
const TODAY = NOW.toISOString().slice(0, 10);
const catalogue = generateCatalogue({ scale: 0.1, today: NOW });
/** A trip with a departure still on sale (the seed the site gets is this same catalogue). */
const trip = (() => {
  const tour = catalogue.tours.find((t) => t.starting_date > TODAY && t.sales_status !== "SOLD_OUT")!;
  const travel = catalogue.travels.find((t) => t.id === tour.travel_id)!;
  const slugs = Object.fromEntries(Object.entries(travel).filter(([k]) => k.startsWith("slug_"))) as Record<string, string>;
  return { id: travel.id, tourId: tour.id, slugs };
})();
let site: Site;
let inbox: SmtpCatcher;
let member: { cookie: string; id: string; email: string };
let counter = 0;

const STACK_LINE = /\bat .+(\.js|\.ts):\d+/;
const fresh = (label: string) => `fault.${label}.${testNow().getTime()}.${++counter}@example.com`;
const tenantOf = (id: string) => getTenant(id)!;
const pathOf = (tenant: string, key: RouteKey, params: Record<string, string> = {}) => href(tenantOf(tenant).pathLocale, key, params);
const form = (fields: Record<string, string | number>, cookie?: string): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
});
const json = (body: unknown, cookie?: string): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
  body: JSON.stringify(body),
});
const slugKey = (tenant: string) => `slug_${tenantOf(tenant).language.startsWith("en") ? "en" : tenantOf(tenant).language}`;

async function signIn(tenant = "uk") {
  return signInByCode(site, inbox, fresh("member"), tenant);
}

beforeAll(async () => {
  inbox = await startSmtpCatcher();
  site = await startSite({
    faults: true,
    bindings: { SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port) },
    seed: { scale: 0.1, today: NOW },
  });
  member = await signIn();
  // What the injected faults make the Worker log is expected here, not noise.
  site.expectLogs(
    /^storage: |^catalogue: .* failed|StorageUnavailableError|^accounts: the code e-mail|^(cache|flags): |^alerts: |^bean bars: /,
  );
});
afterAll(async () => {
  await site?.faults.clear();
  await site?.close();
  await inbox?.close();
});
beforeEach(async () => {
  await site.faults.clear();
  inbox.clear();
});

/** Every page type, on a site each (so every language is seen), with the path it has there. */
function pageTypes(): [string, string, string][] {
  const travel = (t: string) => trip.slugs[slugKey(t)]!;
  return [
    ["home", "it", "/"],
    ["search (trips)", "es", `${pathOf("es", "search")}?tab=travels`],
    ["search (departures)", "de", `${pathOf("de", "search")}?tab=tours`],
    ["trip", "fr", pathOf("fr", "travels-travel", { travel: travel("fr") })],
    ["departure", "uk", pathOf("uk", "travels-travel-tour", { travel: travel("uk"), tour: String(trip.tourId) })],
    ["listing", "us", pathOf("us", "travels")],
    ["area", "int", pathOf("int", "area-asia")],
    ["events", "de", pathOf("de", "events")],
    ["sales", "es", pathOf("es", "sales")],
  ];
}

async function expectLocalized503(response: Response, tenant: string) {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("Content-Type")).toContain("text/html");
  const html = await response.text();
  expect(html).not.toMatch(STACK_LINE);
  expect(html).not.toContain("D1_ERROR");
  const page = await pageOf(new Response(html));
  const language = tenantOf(tenant).language;
  expect(page.querySelector("html")?.getAttribute("lang")).toBe(language);
  expect(textOf(page.querySelector("h1"))).toBe(catalogues[language].errors.unavailableTitle);
  // A way to try again: the same page.
  const retry = page.querySelectorAll("a").find((a) => textOf(a) === catalogues[language].errors.retry);
  expect(retry?.getAttribute("href")).toBeTruthy();
}

describe("D1 failing", () => {
  it.each(pageTypes())("the %s page answers a 503 in the site's language when no copy of it is kept (%s)", async (_type, tenant, path) => {
    // Looked at by a signed-in person at another address of the page: rendered for them, and the
    // copy made beside it is of that address, not of this one.
    const elsewhere = `${path}${path.includes("?") ? "&" : "?"}seen=1`;
    const healthy = await site.fetch(tenant, elsewhere, { headers: { Cookie: member.cookie } });
    expect(healthy.status).toBe(200);
    expect(healthy.headers.get("X-Edge-Cache")).toBe("BYPASS");
    await healthy.body?.cancel();
    await site.faults.set({ d1: "fail" });
    await expectLocalized503(await site.fetch(tenant, path), tenant);
  });

  it.each(pageTypes())("the %s page a visitor saw before is served from its kept copy (%s)", async (_type, tenant, path) => {
    const healthy = await site.fetch(tenant, path);
    expect(healthy.status).toBe(200);
    const title = textOf((await pageOf(healthy)).querySelector("h1"));
    await site.faults.set({ d1: "fail" });
    const served = await site.fetch(tenant, path);
    expect(served.status).toBe(200);
    expect(served.headers.get("X-Edge-Cache")).toMatch(/^(HIT|STALE|STALE-IF-ERROR)$/);
    expect(textOf((await pageOf(served)).querySelector("h1"))).toBe(title);
  });

  it("a content page held in the KV cache is still served (it needs no D1)", async () => {
    const path = pathOf("it", "faqs");
    const healthy = await site.fetch("it", path);
    expect(healthy.status).toBe(200);
    const title = textOf((await pageOf(healthy)).querySelector("h1"));
    await site.faults.set({ d1: "fail" });
    const response = await site.fetch("it", path);
    // Served from its cached copy, or a proper 503: never a 500 or an empty page.
    if (response.status === 200) expect(textOf((await pageOf(response)).querySelector("h1"))).toBe(title);
    else await expectLocalized503(response, "it");
  });

  it("the signed-in wishlist answers 503 too", async () => {
    await site.faults.set({ d1: "fail" });
    await expectLocalized503(await site.fetch("uk", pathOf("uk", "wishlist"), { headers: { Cookie: member.cookie } }), "uk");
  });

  it("a client navigation's data request answers 503 with Retry-After", async () => {
    await site.faults.set({ d1: "fail" });
    const response = await site.fetch("it", `${pathOf("it", "search")}.data?tab=travels`);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await response.text()).not.toMatch(STACK_LINE);
  });

  it("the JSON API answers a JSON 503 with Retry-After and a message in the site's language", async () => {
    await site.faults.set({ d1: "fail" });
    const response = await site.fetch("fr", "/api/travels", json({}));
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    const body = (await response.json()) as { errors: { formErrors: string[] } };
    expect(body.errors.formErrors).toEqual([catalogues.fr.errors.unavailableBody]);
  });

  it("a session cookie that needs the database to be read answers 503 (before any route runs)", async () => {
    // An expired token: the session is renewed from its refresh token, in D1.
    const [, refresh] = decodeURIComponent(member.cookie.split("=")[1]!).split("~");
    await site.faults.set({ d1: "fail" });
    await expectLocalized503(await site.fetch("de", "/", { headers: { Cookie: `caravan_session=expired.jwt.token~${refresh}` } }), "de");
  });

  it("form actions answer 503 and store nothing: wishlist, newsletter, notify-me, code request", async () => {
    await site.faults.set({ d1: "fail" });
    const wishlist = await site.fetch(
      "uk",
      pathOf("uk", "wishlist"),
      form({ intent: "add", travelId: trip.id, returnTo: "/" }, member.cookie),
    );
    await expectLocalized503(wishlist, "uk");
    const newsletter = await site.fetch("es", "/newsletter", form({ email: fresh("news") }));
    await expectLocalized503(newsletter, "es");
    const email = fresh("code");
    const code = await site.fetch(
      "it",
      "/auth/sign-in",
      form({ intent: "register", email, marketingConsent: "no", taxCode: "RSSMRA85T10A562S" }),
    );
    expect(code.status).toBe(503);
    const api = await site.fetch("de", "/auth/generate-otp", json({ email, marketingConsent: false }));
    expect(api.status).toBe(503);
    expect(Number(api.headers.get("Retry-After"))).toBeGreaterThan(0);
    await site.faults.clear();
    expect(
      (await site.db.prepare("SELECT COUNT(*) AS n FROM wishlist_items WHERE user_id = ?").bind(member.id).first<{ n: number }>())!.n,
    ).toBe(0);
    expect((await site.db.prepare("SELECT COUNT(*) AS n FROM one_time_codes WHERE email = ?").bind(email).first<{ n: number }>())!.n).toBe(
      0,
    );
    expect(inbox.mails).toHaveLength(0);
  });

  it("a code request that fails after any of its database calls leaves nothing that blocks the retry", async () => {
    const email = fresh("partial");
    // Fail after 0, 1, 2, … calls until the request gets through: every cut is tried once.
    for (let after = 0; after < 40; after++) {
      await site.faults.set({ d1: "fail", d1After: after });
      const response = await site.fetch("uk", "/auth/generate-otp", json({ email, marketingConsent: false }));
      await response.body?.cancel();
      if (response.status === 200) break;
      expect(response.status).toBe(503);
      await site.faults.clear();
      // After recovery, the retry is not held back: no live code without its e-mail, no account.
      expect(inbox.mails.filter((m) => m.to.includes(email))).toHaveLength(0);
      const live = await site.db
        .prepare("SELECT COUNT(*) AS n FROM one_time_codes WHERE email = ? AND used_at IS NULL")
        .bind(email)
        .first<{ n: number }>();
      expect(live!.n, `after ${after} calls`).toBe(0);
      expect(await site.db.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).toBeNull();
    }
    await site.faults.clear();
    expect(inbox.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
  });
});

describe("D1 stalling", () => {
  it.each([
    ["home", "fr", "/"],
    ["search", "uk", "/search?tab=tours"],
  ])(
    "the %s page stops waiting and answers the 503 (%s)",
    async (_type, tenant, path) => {
      await site.faults.set({ d1: "stall", stallMs: 20_000 });
      await expectLocalized503(await site.fetch(tenant, path), tenant);
    },
    15_000,
  );

  it("the JSON API stops waiting too", async () => {
    await site.faults.set({ d1: "stall", stallMs: 20_000 });
    const response = await site.fetch("us", "/api/travels", json({}));
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBeTruthy();
  }, 15_000);
});

describe("KV failing", () => {
  it.each(pageTypes())("the %s page is served from D1 (%s)", async (_type, tenant, path) => {
    await site.faults.set({ kv: "fail" });
    const response = await site.fetch(tenant, path);
    expect(response.status).toBe(200);
    const page = await pageOf(response);
    expect(page.querySelector("h1")).not.toBeNull();
  });

  it("top-sellers and the JSON API answer from D1", async () => {
    const healthy = (await (await site.fetch("it", "/api/travels/top-sellers")).json()) as unknown;
    await site.faults.set({ kv: "fail" });
    const response = await site.fetch("it", "/api/travels/top-sellers");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(healthy);
  });

  it("logs the outage once a minute, not once per read", async () => {
    site.expectLogs(/^(cache|flags): .*logged once a minute/);
    await site.faults.set({ kv: "fail" });
    const before = site.logs.length;
    for (const tenant of ["it", "es", "fr"]) {
      const response = await site.fetch(tenant, `${pathOf(tenant, "search")}?tab=travels`);
      expect(response.status).toBe(200);
      await response.body?.cancel();
    }
    // Every line the pages logged, the writes they left running included.
    await site.settled();
    const lines = site.logs.slice(before).filter((log) => /KV (read|write) failed|could not be read/.test(log.message));
    // Three pages read KV a dozen times; each kind of failure is told at most once in the minute.
    expect(lines.filter((l) => /KV read failed/.test(l.message)).length).toBeLessThanOrEqual(1);
    expect(lines.filter((l) => /KV write failed/.test(l.message)).length).toBeLessThanOrEqual(1);
    expect(lines.filter((l) => /could not be read/.test(l.message)).length).toBeLessThanOrEqual(1);
  });

  it("the flags fall back to the sites' config", async () => {
    // The Italian site's config shows the talk-to-us link; an override in KV hides it.
    const link = async () => {
      const response = await site.fetch("it", "/");
      expect(response.status).toBe(200);
      return (await pageOf(response)).querySelector("header .talk-to-us-link");
    };
    expect(await link()).not.toBeNull();
    await site.kv.put("flags:override:v1:it", JSON.stringify({ flags: { talkToUs: false } }));
    try {
      expect(await link()).toBeNull();
      // KV down: the override cannot be read, and the config's value holds again.
      await site.faults.set({ kv: "fail" });
      expect(await link()).not.toBeNull();
    } finally {
      await site.faults.clear();
      await site.kv.delete("flags:override:v1:it");
    }
  });
});

describe("the mail server down", () => {
  /** The sites that ask for a tax code get a valid one. */
  const minimalRegistration = (tenant: string): Record<string, string> =>
    ({ it: { taxCode: "RSSMRA85T10A562S" }, es: { taxCode: "12345678Z" } })[tenant] ?? {};

  it.each(TENANT_IDS.map((t) => [t]))("the code request (JSON) says try again on %s, and the retry succeeds at once", async (tenant) => {
    const email = fresh(`mail-${tenant}`);
    await site.faults.set({ smtp: "down" });
    const down = await site.fetch(tenant, "/auth/generate-otp", json({ email, marketingConsent: false, ...minimalRegistration(tenant) }));
    expect(down.status).toBe(503);
    const body = (await down.json()) as { code?: string; message?: string };
    expect(JSON.stringify(body)).toContain("MAIL_NOT_SENT");
    await site.faults.clear();
    const again = await site.fetch(tenant, "/auth/generate-otp", json({ email, marketingConsent: false, ...minimalRegistration(tenant) }));
    expect(again.status).toBe(200);
    expect(inbox.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it.each([["it"], ["de"], ["uk"]])("the sign-in form without JavaScript says try again in the site's language (%s)", async (tenant) => {
    const email = fresh(`form-${tenant}`);
    await site.faults.set({ smtp: "down" });
    const down = await site.fetch(
      tenant,
      "/auth/sign-in",
      form({ intent: "register", email, marketingConsent: "no", ...minimalRegistration(tenant) }),
    );
    expect(down.status).toBe(503);
    const text = textOf(await pageOf(down));
    const language = tenantOf(tenant).language;
    expect(text).toContain(catalogues[language].account.errors.MAIL_NOT_SENT);
    // Nothing blocks the retry: no resend wait, no code, no half-made account.
    expect(await site.db.prepare("SELECT COUNT(*) AS n FROM one_time_codes WHERE email = ?").bind(email).first()).toEqual({ n: 0 });
    expect(await site.db.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).toBeNull();
    await site.faults.clear();
    const again = await site.fetch(
      tenant,
      "/auth/sign-in",
      form({ intent: "register", email, marketingConsent: "no", ...minimalRegistration(tenant) }),
    );
    expect(again.status).toBeLessThan(400);
    const code = codeIn(await inbox.waitForMail({ to: email }));
    expect(code).toMatch(/^\d{6}$/);
  });

  it("a known person's earlier code still works after a failed resend", async () => {
    const email = member.email;
    // A first code, then (after its resend wait) a second request while the mail server is down.
    await site.db.prepare("DELETE FROM one_time_codes WHERE email = ?").bind(email).run();
    expect((await site.fetch("uk", "/auth/generate-otp", json({ email }))).status).toBe(200);
    const first = codeIn(await inbox.waitForMail({ to: email }));
    await site.db.prepare("UPDATE one_time_codes SET renewable_at = 0 WHERE email = ?").bind(email).run();
    await site.faults.set({ smtp: "down" });
    expect((await site.fetch("uk", "/auth/generate-otp", json({ email }))).status).toBe(503);
    await site.faults.clear();
    const done = await site.fetch("uk", "/auth/complete-otp", json({ email, otp: first }));
    expect(done.status).toBe(200);
  });

  it("the modal's code step says try again and the retry sends the code", async () => {
    const email = fresh("modal");
    const page = `${pathOf("uk", "travels-travel", { travel: trip.slugs.slug_en! })}?modal=wishlist&type=travel-${trip.id}`;
    await site.faults.set({ smtp: "down" });
    const down = await site.fetch("uk", "/auth/sign-in", form({ intent: "register", email, marketingConsent: "no", returnTo: page }));
    expect(down.status).toBe(503);
    expect(textOf(await pageOf(down))).toContain(catalogues["en-GB"].account.errors.MAIL_NOT_SENT);
    await site.faults.clear();
    const again = await site.fetch("uk", "/auth/sign-in", form({ intent: "register", email, marketingConsent: "no", returnTo: page }));
    expect(again.status).toBeLessThan(400);
    await inbox.waitForMail({ to: email });
  });
});

describe("the alert job failing mid-batch", () => {
  /** People each subscribed to a departure whose price then dropped: one alert each is due. */
  async function dueAlerts(count: number) {
    const tours = catalogue.tours.filter((t) => t.starting_date > TODAY && t.sales_status !== "SOLD_OUT").slice(0, count);
    const people: { id: string; email: string }[] = [];
    for (const tour of tours) {
      const email = fresh("alert");
      const userId = crypto.randomUUID();
      const id = crypto.randomUUID();
      await site.db
        .prepare("INSERT INTO users (id, email, created_at, site) VALUES (?1, ?2, ?3, 'it')")
        .bind(userId, email, testNow().getTime())
        .run();
      await site.db
        .prepare(
          `INSERT INTO notify_subscriptions (id, user_id, travel_id, tour_id, site, types, currency, price_seen, status_seen, active, created_at, updated_at)
           VALUES (?1, ?2, ?3, ?4, 'it', 'PRICE_DROPPED', 'EUR', ?5, ?6, 1, ?7, ?7)`,
        )
        .bind(id, userId, tour.travel_id, tour.id, tour.price_eur + 5_000, tour.sales_status, testNow().getTime())
        .run();
      people.push({ id, email });
    }
    return people;
  }
  const outboxKeys = async (ids: string[]) =>
    (
      await site.db
        .prepare(`SELECT event_key, sent_at FROM alert_outbox WHERE subscription_id IN (${ids.map(() => "?").join(",")})`)
        .bind(...ids)
        .all<{ event_key: string; sent_at: number | null }>()
    ).results;

  async function expectEachOnce(people: { id: string; email: string }[]) {
    for (const person of people) {
      const mails = inbox.mails.filter((m) => m.to.includes(person.email));
      expect(mails, person.email).toHaveLength(1);
    }
    const rows = await outboxKeys(people.map((p) => p.id));
    expect(rows).toHaveLength(people.length);
    expect(rows.every((row) => row.sent_at !== null)).toBe(true);
  }

  beforeEach(async () => {
    // Earlier tests' subscriptions are not this test's to count.
    await site.db.prepare("UPDATE notify_subscriptions SET active = 0").run();
  });

  it("D1 failing after any number of calls: the rerun sends each alert exactly once", async () => {
    const people = await dueAlerts(4);
    site.expectLogs(/^alerts: |^storage: /);
    // Cut the database after 1, 2, 3, … calls of the run, a new cut each run, until a run completes.
    let completed = false;
    for (let after = 1; after < 80 && !completed; after++) {
      await site.faults.set({ d1: "fail", d1After: after });
      const { outcome } = await site.scheduled(NOW);
      completed = outcome === "ok";
    }
    expect(completed).toBe(true);
    await site.faults.clear();
    expect((await site.scheduled(NOW)).outcome).toBe("ok");
    await expectEachOnce(people);
  }, 60_000);

  it("the mail server refusing one send in the middle: the rerun sends the rest once and that one once", async () => {
    const people = await dueAlerts(3);
    site.expectLogs(/^alerts: /);
    inbox.failNext(1);
    expect((await site.scheduled(NOW)).outcome).toBe("ok");
    expect(inbox.mails.filter((m) => people.some((p) => m.to.includes(p.email)))).toHaveLength(2);
    expect((await site.scheduled(NOW)).outcome).toBe("ok");
    expect((await site.scheduled(NOW)).outcome).toBe("ok");
    await expectEachOnce(people);
  });

  it("the mail server down for a whole run: nothing is lost, the next run sends each once", async () => {
    const people = await dueAlerts(3);
    site.expectLogs(/^alerts: /);
    await site.faults.set({ smtp: "down" });
    expect((await site.scheduled(NOW)).outcome).toBe("ok");
    expect(inbox.mails).toHaveLength(0);
    await site.faults.clear();
    expect((await site.scheduled(NOW)).outcome).toBe("ok");
    await expectEachOnce(people);
  });
});

describe("D1 failing in the middle of signing up", () => {
  it.each([0, 1, 2])(
    "a code check cut after %i database calls leaves no spent code without its account, and nothing that holds back signing in",
    async (after) => {
      const email = fresh(`signup${after}`);
      expect((await site.fetch("fr", "/auth/generate-otp", json({ email, marketingConsent: true }))).status).toBe(200);
      const code = codeIn(await inbox.waitForMail({ to: email }));
      await site.faults.set({ d1: "fail", d1After: after });
      const cut = await site.fetch("fr", "/auth/complete-otp", json({ email, otp: code }));
      await cut.body?.cancel();
      await site.faults.clear();
      expect(cut.status).toBe(503);
      const user = await site.db.prepare("SELECT id FROM users WHERE email = ?").bind(email).first();
      const { used_at } = (await site.db
        .prepare("SELECT used_at FROM one_time_codes WHERE email = ?")
        .bind(email)
        .first<{ used_at: number | null }>())!;
      // All or nothing: the code is spent exactly when the account exists.
      expect(user !== null).toBe(used_at !== null);
      // The same code still works, or (spent with its account, the session not started) a new
      // code is sent at once: no resend wait.
      let done = await site.fetch("fr", "/auth/complete-otp", json({ email, otp: code }));
      if (used_at !== null) {
        expect(done.status).toBe(400);
        inbox.clear();
        expect((await site.fetch("fr", "/auth/generate-otp", json({ email }))).status).toBe(200);
        done = await site.fetch("fr", "/auth/complete-otp", json({ email, otp: codeIn(await inbox.waitForMail({ to: email })) }));
      }
      expect(done.status).toBe(200);
      expect(done.headers.getSetCookie().some((c) => c.startsWith("caravan_session="))).toBe(true);
    },
  );
});
