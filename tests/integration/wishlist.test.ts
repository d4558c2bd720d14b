/**
 * The wishlist through the built Worker with real D1:
 * hearts posted as plain forms and as fetchers, guests sent to the wishlist modal, the
 * removal cascade, the wishlist page's prices per currency, saved state on cards for the
 * signed-in person only, and alerts that only their owner can switch.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSmtpCatcher, type SmtpCatcher } from "../support/inbox";
import { signInByCode } from "../support/sign-in";
import { getTenant } from "../../tenants";
import { href } from "../../tenants/routes";
import { startSite, TENANT_IDS, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow, testToday } from "../support/clock";

let site: Site;
let inbox: SmtpCatcher;
let counter = 0;
let ann: { cookie: string; id: string };
let bob: { cookie: string; id: string };
/** A trip with at least two departures still to come, and two of them. */
let trip: { id: number; slug: string; title: string; tours: [number, number] };

const form = (fields: Record<string, string | number>, cookie?: string): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
});

async function signIn(tenant = "uk"): Promise<{ cookie: string; id: string }> {
  const { cookie, id } = await signInByCode(site, inbox, `wish.${testNow().getTime()}.${++counter}@example.com`, tenant);
  return { cookie, id };
}

const savedRows = async (userId: string) =>
  (
    await site.db
      .prepare("SELECT travel_id, tour_id FROM wishlist_items WHERE user_id = ? ORDER BY travel_id, tour_id")
      .bind(userId)
      .all<{ travel_id: number; tour_id: number }>()
  ).results;

beforeAll(async () => {
  inbox = await startSmtpCatcher();
  site = await startSite({ bindings: { SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port) }, seed: { scale: 1, today: testNow() } });
  const today = testToday();
  const row = await site.db
    .prepare(
      `SELECT tr.id, tr.slug_en AS slug, tr.title_en AS title, group_concat(t.id) AS tours FROM travels tr JOIN tours t ON t.travel_id = tr.id
       WHERE t.starting_date > ? AND t.sales_status IN ('CONFIRMED','ALMOST_FULL','PLANNED') GROUP BY tr.id HAVING COUNT(*) >= 2 ORDER BY tr.id LIMIT 1`,
    )
    .bind(today)
    .first<{ id: number; slug: string; title: string; tours: string }>();
  const [first, second] = row!.tours.split(",").map(Number);
  trip = { id: row!.id, slug: row!.slug, title: row!.title, tours: [first!, second!] };
  ann = await signIn();
  bob = await signIn();
  // The Italian site asks for the codice fiscale before any account action
  // (tests/integration/signin-newsletter.test.ts); these people gave theirs.
  await site.db.prepare("UPDATE users SET tax_code = 'RSSMRA85T10A562S' WHERE id IN (?, ?)").bind(ann.id, bob.id).run();
});
afterAll(async () => {
  await site?.close();
  await inbox?.close();
});
beforeEach(async () => {
  await site.db.prepare("DELETE FROM wishlist_items").run();
});

describe("the heart's action", () => {
  it("adds once under a double submit and answers 303 back with the toast", async () => {
    const fields = { intent: "add", travelId: trip.id, returnTo: "/search?tab=travels" };
    const [a, b] = await Promise.all([
      site.fetch("uk", "/wishlist", form(fields, ann.cookie)),
      site.fetch("uk", "/wishlist", form(fields, ann.cookie)),
    ]);
    for (const response of [a, b]) {
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/search?tab=travels&toast=added");
    }
    expect(await savedRows(ann.id)).toEqual([{ travel_id: trip.id, tour_id: 0 }]);
  });

  it("removes idempotently: two removes leave nothing and both succeed", async () => {
    await site.fetch("uk", "/wishlist", form({ intent: "add", travelId: trip.id, tourId: trip.tours[0] }, ann.cookie));
    const remove = { intent: "remove", travelId: trip.id, tourId: trip.tours[0], returnTo: "/wishlist" };
    const [a, b] = await Promise.all([
      site.fetch("uk", "/wishlist", form(remove, ann.cookie)),
      site.fetch("uk", "/wishlist", form(remove, ann.cookie)),
    ]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect(a.headers.get("Location")).toBe("/wishlist?toast=removed");
    expect(await savedRows(ann.id)).toEqual([]);
  });

  it("answers a fetcher with data instead of a redirect", async () => {
    const response = await site.fetch(
      "uk",
      "/wishlist.data",
      form({ intent: "add", travelId: trip.id, tourId: trip.tours[1], via: "fetch", returnTo: "/" }, ann.cookie),
    );
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain("added");
    expect(body).not.toContain("toast=added");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await savedRows(ann.id)).toEqual([{ travel_id: trip.id, tour_id: trip.tours[1] }]);
  });

  it("a trip's heart asks before taking its saved tours; remove-travel takes them all", async () => {
    // Alone, the trip's own entry just goes.
    await site.fetch("uk", "/wishlist", form({ intent: "add", travelId: trip.id }, ann.cookie));
    await site.fetch("uk", "/wishlist", form({ intent: "remove", travelId: trip.id }, ann.cookie));
    expect(await savedRows(ann.id)).toEqual([]);
    // With saved departures, the heart leads to the confirmation and nothing is removed yet.
    for (const tourId of [0, ...trip.tours])
      await site.fetch("uk", "/wishlist", form({ intent: "add", travelId: trip.id, ...(tourId ? { tourId } : {}) }, ann.cookie));
    expect(await savedRows(ann.id)).toHaveLength(3);
    const asked = await site.fetch("uk", "/wishlist", form({ intent: "remove", travelId: trip.id, returnTo: "/search" }, ann.cookie));
    expect(asked.status).toBe(303);
    expect(asked.headers.get("Location")).toBe(`/wishlist?confirm=travel-${trip.id}`);
    const fetched = await site.fetch("uk", "/wishlist.data", form({ intent: "remove", travelId: trip.id, via: "fetch" }, ann.cookie));
    expect(await fetched.text()).toContain(`/wishlist?confirm=travel-${trip.id}`);
    expect(await savedRows(ann.id)).toHaveLength(3);
    // A departure's heart still takes off just that departure.
    await site.fetch("uk", "/wishlist", form({ intent: "remove", travelId: trip.id, tourId: trip.tours[0] }, ann.cookie));
    expect(await savedRows(ann.id)).toHaveLength(2);
    const cascade = await site.fetch(
      "uk",
      "/wishlist",
      form({ intent: "remove-travel", travelId: trip.id, returnTo: "/wishlist" }, ann.cookie),
    );
    expect(cascade.headers.get("Location")).toBe("/wishlist?toast=travelRemoved");
    expect(await savedRows(ann.id)).toEqual([]);
  });

  it("sends a guest to the wishlist modal on the page they were on, storing nothing", async () => {
    const trips = await site.fetch(
      "it",
      "/preferiti",
      form({ intent: "add", travelId: trip.id, returnTo: "/cerca?tab=travels&modal=modal-filters" }),
    );
    expect(trips.status).toBe(303);
    const target = new URL(trips.headers.get("Location")!, "http://it.localhost");
    expect(target.pathname).toBe("/cerca");
    expect(target.searchParams.getAll("modal")).toEqual(["modal-filters", "wishlist"]);
    expect(target.searchParams.get("type")).toBe(`travel-${trip.id}`);
    const tours = await site.fetch("it", "/preferiti", form({ intent: "add", travelId: trip.id, tourId: trip.tours[0], returnTo: "/" }));
    expect(tours.headers.get("Location")).toBe(`/?modal=wishlist&type=tour-${trip.tours[0]}`);
    const count = await site.db.prepare("SELECT COUNT(*) AS n FROM wishlist_items").first<{ n: number }>();
    expect(count!.n).toBe(0);
  });

  it.each([
    ["an unknown trip", { intent: "add", travelId: 99_999_999 }, 404],
    ["a tour of another trip", { intent: "add", travelId: 99_999_999, tourId: 1 }, 404],
    ["removing an unknown tour", { intent: "remove", travelId: 1, tourId: 99_999_999 }, 404],
    ["an unknown intent", { intent: "steal", travelId: 1 }, 400],
    ["a negative id", { intent: "add", travelId: -4 }, 400],
    ["a non-numeric id", { intent: "add", travelId: "abc" }, 400],
  ])("answers %s with a 4xx and a message, storing nothing", async (_, fields, status) => {
    const response = await site.fetch("uk", "/wishlist", form(fields, ann.cookie));
    expect(response.status).toBe(status);
    const page = await pageOf(response);
    expect(textOf(page.querySelector("[role=alert]"))).not.toBe("");
    expect(await savedRows(ann.id)).toEqual([]);
  });

  it("answers a body that is not a form with 415, and never opens a redirect to another site", async () => {
    const json = await site.fetch("uk", "/wishlist", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: ann.cookie },
      body: "{}",
    });
    expect(json.status).toBe(415);
    const offsite = await site.fetch(
      "uk",
      "/wishlist",
      form({ intent: "add", travelId: trip.id, returnTo: "//evil.example/x" }, ann.cookie),
    );
    expect(offsite.headers.get("Location")).toBe("/wishlist?toast=added");
  });
});

describe("saved state on the cards", () => {
  it("shows on search cards for the signed-in person only; anonymous HTML stays free of it", async () => {
    await site.fetch("uk", "/wishlist", form({ intent: "add", travelId: trip.id }, ann.cookie));
    await site.fetch("uk", "/wishlist", form({ intent: "add", travelId: trip.id, tourId: trip.tours[0] }, ann.cookie));
    const path = `/search?travelId[]=${trip.id}`;
    const mine = await pageOf(await site.fetch("uk", path, { headers: { Cookie: ann.cookie } }));
    const card = mine.querySelector(`[data-travel-id="${trip.id}"]`)!;
    expect(card.querySelector("button.heart")!.getAttribute("aria-pressed")).toBe("true");
    expect(card.querySelector("input[name=intent]")!.getAttribute("value")).toBe("remove");
    expect(textOf(card.querySelector(".heart-count"))).toMatch(/^1 /);
    expect(textOf(mine.querySelector("[data-testid=wishlist-count]"))).toMatch(/^2 /);

    const anonymous = await site.fetch("uk", path, { headers: { Cookie: "caravan_device=00000000-0000-4000-8000-000000000000" } });
    expect(anonymous.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(anonymous.headers.get("Set-Cookie")).toBeNull();
    const html = await anonymous.text();
    expect(html).not.toContain('aria-pressed="true"');
    expect(html).not.toContain("wishlist-count");
    expect(html).not.toContain(ann.id);
  });

  it("shows on the tour cards of the trip page and the tour page", async () => {
    await site.fetch("uk", "/wishlist", form({ intent: "add", travelId: trip.id, tourId: trip.tours[1] }, ann.cookie));
    const page = await pageOf(await site.fetch("uk", `/destinations/${trip.slug}`, { headers: { Cookie: ann.cookie } }));
    const saved = page.querySelector(`.departure[data-tour-id="${trip.tours[1]}"] button.heart`)!;
    expect(saved.getAttribute("aria-pressed")).toBe("true");
    expect(page.querySelector(`.departure[data-tour-id="${trip.tours[0]}"] button.heart`)!.getAttribute("aria-pressed")).toBe("false");
    const tour = await pageOf(await site.fetch("uk", `/destinations/${trip.slug}/${trip.tours[1]}`, { headers: { Cookie: ann.cookie } }));
    expect(tour.querySelector(".title-row button.heart")!.getAttribute("aria-pressed")).toBe("true");
  });
});

describe("the wishlist page", () => {
  it("is personal: noindex, no-store, and asks a visitor to sign in with the way back", async () => {
    const response = await site.fetch("it", "/preferiti");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const page = await pageOf(response);
    expect(page.querySelector('meta[name="robots"]')!.getAttribute("content")).toBe("noindex");
    expect(page.querySelector('a[href^="/auth/sign-in"]')!.getAttribute("href")).toBe("/auth/sign-in?returnTo=%2Fpreferiti");
  });

  it.each([
    ["uk", "/wishlist", "GBP", "£"],
    ["it", "/preferiti", "EUR", "€"],
  ])("lists saved trips and tours on %s with today's prices in %s", async (tenant, path, currency, symbol) => {
    await site.fetch(tenant, path, form({ intent: "add", travelId: trip.id }, ann.cookie));
    await site.fetch(tenant, path, form({ intent: "add", travelId: trip.id, tourId: trip.tours[0] }, ann.cookie));
    const response = await site.fetch(tenant, path, { headers: { Cookie: ann.cookie } });
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const page = await pageOf(response);
    const column = currency === "GBP" ? "price_gbp" : "price_eur";
    const tour = await site.db.prepare(`SELECT ${column} AS price FROM tours WHERE id = ?`).bind(trip.tours[0]).first<{ price: number }>();
    const tourCard = page.querySelector(`.tour-card[data-tour-id="${trip.tours[0]}"]`)!;
    const units = Math.round(tour!.price / 100);
    expect(textOf(tourCard.querySelector(".card-price strong")).replace(/[^0-9]/g, "")).toBe(String(units));
    expect(textOf(tourCard.querySelector(".card-price strong"))).toContain(symbol);
    const travelCard = page.querySelector(`.travel-card[data-travel-id="${trip.id}"]`)!;
    const today = testToday();
    const best = await site.db
      .prepare(
        `SELECT MIN(${column}) AS price FROM tours WHERE travel_id = ? AND starting_date > ? AND sales_status IN ('CONFIRMED','ALMOST_FULL','ALMOST_CONFIRMED','PLANNED','WAITING_LIST')`,
      )
      .bind(trip.id, today)
      .first<{ price: number }>();
    expect(textOf(travelCard.querySelector(".card-price strong"))).toContain(
      String(Math.round(best!.price / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, currency === "GBP" ? "," : "."),
    );
    // The trip's remove asks first: a link to the confirmation, not a form.
    expect(travelCard.querySelector(`a[data-remove-travel="${trip.id}"]`)!.getAttribute("href")).toBe(`${path}?confirm=travel-${trip.id}`);
  });

  it("shows the confirmation on the URL without JavaScript, with a form for the cascade", async () => {
    await site.fetch("uk", "/wishlist", form({ intent: "add", travelId: trip.id }, ann.cookie));
    const page = await pageOf(await site.fetch("uk", `/wishlist?confirm=travel-${trip.id}`, { headers: { Cookie: ann.cookie } }));
    const dialog = page.querySelector('[role="alertdialog"]')!;
    expect(textOf(dialog)).toContain(trip.title);
    expect(dialog.querySelector("input[name=intent]")!.getAttribute("value")).toBe("remove-travel");
    expect(dialog.querySelector("input[name=returnTo]")!.getAttribute("value")).toBe("/wishlist");
    expect(dialog.querySelector("a[data-cancel]")!.getAttribute("href")).toBe("/wishlist");
    // Someone else's page has no such trip: no confirmation.
    const other = await pageOf(await site.fetch("uk", `/wishlist?confirm=travel-${trip.id}`, { headers: { Cookie: bob.cookie } }));
    expect(other.querySelector('[role="alertdialog"]')).toBeNull();
  });
});

describe("the header's heart", () => {
  it.each(TENANT_IDS)("is the current page on %s's own wishlist path", async (tenant) => {
    const path = href(getTenant(tenant)!.pathLocale, "wishlist");
    const page = await pageOf(await site.fetch(tenant, path));
    const link = page.querySelector("[data-testid=wishlist-link]")!;
    expect(link.getAttribute("href")).toBe(path);
    expect(link.getAttribute("aria-current")).toBe("page");
    const home = await pageOf(await site.fetch(tenant, "/"));
    expect(home.querySelector("[data-testid=wishlist-link]")!.getAttribute("aria-current") ?? null).toBeNull();
  });
});

describe("alerts", () => {
  async function subscription(userId: string): Promise<string> {
    const id = crypto.randomUUID();
    await site.db
      .prepare(
        `INSERT INTO notify_subscriptions (id, user_id, travel_id, tour_id, site, types, currency, price_seen, status_seen, phone, active, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'uk', 'TOUR_CONFIRMED PRICE_DROPPED', 'GBP', 123400, 'PLANNED', NULL, 1, 1, 1)`,
      )
      .bind(id, userId, trip.id, trip.tours[0])
      .run();
    return id;
  }
  const active = async (id: string) =>
    (await site.db.prepare("SELECT active FROM notify_subscriptions WHERE id = ?").bind(id).first<{ active: number }>())!.active;

  it("are listed with what was asked and the price seen, and only their owner switches them", async () => {
    const mine = await subscription(ann.id);
    const page = await pageOf(await site.fetch("uk", "/wishlist", { headers: { Cookie: ann.cookie } }));
    const row = page.querySelector(`[data-subscription-id="${mine}"]`)!;
    expect(textOf(row)).toContain(trip.title);
    expect(textOf(row)).toContain("confirmation, price drops");
    expect(textOf(row)).toContain("£1,234");

    const off = await site.fetch(
      "uk",
      "/wishlist",
      form({ intent: "deactivate", subscriptionId: mine, returnTo: "/wishlist" }, bob.cookie),
    );
    expect(off.status).toBe(404);
    expect(await active(mine)).toBe(1);

    const own = await site.fetch(
      "uk",
      "/wishlist",
      form({ intent: "deactivate", subscriptionId: mine, returnTo: "/wishlist" }, ann.cookie),
    );
    expect(own.headers.get("Location")).toBe("/wishlist?toast=deactivated");
    expect(await active(mine)).toBe(0);
    const on = await site.fetch("uk", "/wishlist", form({ intent: "activate", subscriptionId: mine }, ann.cookie));
    expect(on.headers.get("Location")).toBe("/wishlist?toast=activated");
    expect(await active(mine)).toBe(1);

    const guest = await site.fetch("uk", "/wishlist", form({ intent: "deactivate", subscriptionId: mine }));
    expect(guest.headers.get("Location")).toBe("/auth/sign-in?returnTo=%2Fwishlist");
    expect(await active(mine)).toBe(1);
  });
});
