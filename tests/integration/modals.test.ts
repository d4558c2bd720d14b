/**
 * The account modals through the BUILT Worker: real D1 seeded with
 * the demo catalogue, real SMTP to an in-process catcher. The guest steps of each modal as plain
 * form posts (no JavaScript), ending with the item saved, the subscription stored with the price
 * the server read, or the group shown, and a session; the k-threshold; bad input is a 400.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { codeIn, startSmtpCatcher, type SmtpCatcher } from "../support/inbox";
import { testNow } from "../support/clock";

const NOW = testNow();
let site: Site;
let inbox: SmtpCatcher;
let counter = 0;
const fresh = (label: string) => `${label}.${testNow().getTime()}.${++counter}@example.com`;

beforeAll(async () => {
  inbox = await startSmtpCatcher();
  site = await startSite({ bindings: { SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port) }, seed: { scale: 0.1, today: NOW } });
});
afterAll(async () => {
  await site?.close();
  await inbox?.close();
});
beforeEach(() => inbox.clear());

type Tour = {
  id: number;
  travel_id: number;
  price_eur: number;
  price_gbp: number;
  sales_status: string;
  slug_it: string;
  slug_de: string;
  slug_en: string;
};
async function aTour(statuses: string[]): Promise<Tour> {
  const row = await site.db
    .prepare(
      `SELECT r.id, r.travel_id, r.price_eur, r.price_gbp, r.sales_status, t.slug_it, t.slug_de, t.slug_en FROM tours r JOIN travels t ON t.id = r.travel_id
       WHERE r.starting_date > date('now') AND r.sales_status IN (${statuses.map(() => "?").join(", ")}) ORDER BY r.id LIMIT 1`,
    )
    .bind(...statuses)
    .first<Tour>();
  return row!;
}

const form = (fields: Record<string, string>, cookie?: string) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  body: new URLSearchParams(fields).toString(),
});
/**
 * Where a response sends the browser on the site: a sign-in on the site passes through the
 * provider with a one-time ticket (/oidc/session) and comes back to its `return` path.
 */
const landingOf = (location: URL) =>
  location.pathname === "/oidc/session"
    ? new URL(location.searchParams.get("return")!, `http://${location.searchParams.get("client_id")}.localhost`)
    : location;
const locationOf = (response: Response, tenant: string) =>
  landingOf(new URL(response.headers.get("Location")!, `http://${tenant}.localhost`));
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith("caravan_session="))
    ?.split(";")[0];
/** The action a page's form posts to (the modal as the server rendered it). */
async function actionOf(tenant: string, path: string, selector: string, cookie?: string): Promise<string> {
  const page = await pageOf(await site.fetch(tenant, path, cookie ? { headers: { Cookie: cookie } } : {}));
  const action = page.querySelector(selector)?.getAttribute("action");
  expect(action, selector).toBeTruthy();
  return action!.replace(/&amp;/g, "&");
}

/** A guest goes through step 1, step 2 (new person) and step 3 from the page's own forms. */
async function guestSteps(tenant: string, page: string, email: string, firstStep: Record<string, string> = {}) {
  const step1 = await site.fetch(
    tenant,
    await actionOf(tenant, page, "form[data-step=email]"),
    form({ intent: "email", email, ...firstStep }),
  );
  expect(step1.status).toBe(303);
  const step2 = locationOf(step1, tenant);
  expect(step2.searchParams.get("step")).toBe("new-user");
  const taxCode: Record<string, string> = tenant === "it" ? { taxCode: "RSSMRA85T10A562S" } : {};
  const step3 = await site.fetch(
    tenant,
    await actionOf(tenant, step2.pathname + step2.search, "form[data-step=new-user]"),
    form({ intent: "register", email, marketingConsent: "no", ...taxCode }),
  );
  expect(step3.status).toBe(303);
  const codeStep = locationOf(step3, tenant);
  expect(codeStep.searchParams.get("step")).toBe("code");
  const mail = await inbox.waitForMail({ to: email });
  const code = codeIn(mail);
  // The e-mail's link opens the same modal at the code step, the code filled in.
  const link = new URL(/https?:\/\/[^\s"]+code=[0-9]{6}[^\s"]*/.exec(mail.text)![0].replace(/&amp;/g, "&"));
  expect(link.searchParams.get("modal")).toBe(step2.searchParams.get("modal"));
  expect(link.searchParams.get("step")).toBe("code");
  const linked = await pageOf(await site.fetch(tenant, link.pathname + link.search));
  expect(linked.querySelector("[data-step=code]")).not.toBeNull();
  expect(linked.toString()).toContain(code);
  const codeAction = await actionOf(tenant, codeStep.pathname + codeStep.search, "[data-step=code] form:not(.resend)");
  const done = await site.fetch(tenant, codeAction, form({ intent: "code", step: "code", email, otp: code }));
  expect(done.status).toBe(303);
  const cookie = cookieOf(done);
  expect(cookie).toBeTruthy();
  return { done, to: locationOf(done, tenant), cookie: cookie!, stepUrls: [step2, codeStep] };
}

async function signedIn(tenant: string, email = fresh("member")): Promise<string> {
  await site.fetch(
    tenant,
    "/auth/sign-in",
    form({ intent: "register", email, marketingConsent: "no", ...(tenant === "it" ? { taxCode: "RSSMRA85T10A562S" } : {}) }),
  );
  const code = codeIn(await inbox.waitForMail({ to: email }));
  inbox.clear();
  const done = await site.fetch(tenant, "/auth/sign-in", form({ intent: "code", email, otp: code }));
  return cookieOf(done)!;
}

const userIdOf = async (email: string) =>
  (await site.db.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!.id;

describe("wishlist modal", () => {
  it("a guest saves a trip through the steps on the Italian site: saved, signed in, back on the page with a toast", async () => {
    const tour = await aTour(["CONFIRMED", "PLANNED", "ALMOST_FULL"]);
    const page = `/viaggi/${tour.slug_it}?modal=wishlist&type=travel-${tour.travel_id}`;
    const html = await pageOf(await site.fetch("it", page));
    const dialog = html.querySelector("[role=dialog][data-modal=account-wishlist]");
    expect(dialog).not.toBeNull();
    expect(textOf(dialog!.querySelector("h2"))).toBe("Salva nei preferiti");
    const email = fresh("guest");
    const { to, stepUrls } = await guestSteps("it", page, email);
    // Every step is on the page's URL, next to the modal.
    for (const step of stepUrls) expect(`${step.pathname}?${step.searchParams.get("modal")}`).toBe(`/viaggi/${tour.slug_it}?wishlist`);
    expect(to.pathname).toBe(`/viaggi/${tour.slug_it}`);
    expect(to.searchParams.get("toast")).toBe("added");
    expect(to.searchParams.get("modal")).toBeNull();
    const saved = await site.db
      .prepare("SELECT travel_id, tour_id FROM wishlist_items WHERE user_id = ?")
      .bind(await userIdOf(email))
      .all();
    expect(saved.results).toEqual([{ travel_id: tour.travel_id, tour_id: 0 }]);
  });

  it("a signed-in person opening the URL saves nothing until they press the one button; then it shows saved", async () => {
    const email = fresh("member");
    const cookie = await signedIn("de", email);
    const tour = await aTour(["CONFIRMED", "ALMOST_FULL", "PLANNED"]);
    const page = `/reiseziele/${tour.slug_de}/${tour.id}?modal=wishlist&type=tour-${tour.id}`;
    const action = await actionOf("de", page, "form.wishlist-save", cookie);
    const userId = await userIdOf(email);
    const rows = async () =>
      (await site.db.prepare("SELECT count(*) AS n FROM wishlist_items WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;
    expect(await rows()).toBe(0);
    const [first, second] = await Promise.all([
      site.fetch("de", action, form({ intent: "save" }, cookie)),
      site.fetch("de", action, form({ intent: "save" }, cookie)),
    ]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(locationOf(first, "de").searchParams.get("toast")).toBe("added");
    expect(await rows()).toBe(1);
    const after = await pageOf(await site.fetch("de", page, { headers: { Cookie: cookie } }));
    expect(after.querySelector("[data-state=saved]")).not.toBeNull();
  });
});

describe("notify-me modal", () => {
  it("a guest asks to be told on the German site with a phone: the subscription holds the server's price, currency and status", async () => {
    const tour = await aTour(["PLANNED", "ALMOST_CONFIRMED"]);
    const page = `/reiseziele/${tour.slug_de}/${tour.id}?modal=notify-me&type=tour-${tour.id}`;
    const html = await pageOf(await site.fetch("de", page));
    expect(html.querySelector("[data-types]")?.getAttribute("data-types")).toBe("TOUR_CONFIRMED PRICE_DROPPED");
    expect(html.querySelector("[data-price]")?.getAttribute("data-price")).toBe(String(tour.price_eur));
    expect(textOf(html.querySelector("#notify-me-phone-note"))).toBe("Nur für wichtige Anrufe zu dieser Reise.");
    const email = fresh("notify");
    // A posted price is not a price the server takes.
    const { to, cookie } = await guestSteps("de", page, email, { phone: "+49 151 1234567", priceSeen: "1", price: "1" });
    expect(to.pathname).toBe(`/reiseziele/${tour.slug_de}/${tour.id}`);
    expect(Object.fromEntries(to.searchParams)).toEqual({ modal: "notify-me", type: `tour-${tour.id}` });
    const row = await site.db
      .prepare("SELECT types, currency, price_seen, status_seen, phone, site, active FROM notify_subscriptions WHERE user_id = ?")
      .bind(await userIdOf(email))
      .first();
    expect(row).toEqual({
      types: "TOUR_CONFIRMED PRICE_DROPPED",
      currency: "EUR",
      price_seen: tour.price_eur,
      status_seen: tour.sales_status,
      phone: "+49 151 1234567",
      site: "de",
      active: 1,
    });
    const done = await pageOf(await site.fetch("de", to.pathname + to.search, { headers: { Cookie: cookie } }));
    expect(done.querySelector("[data-state=subscribed]")).not.toBeNull();
  });

  it("a signed-in person subscribes in the currency they browse in; a double submit stores one row; a posted price is ignored", async () => {
    const email = fresh("pounds");
    const cookie = `${await signedIn("int", email)}; caravan_currency=GBP`;
    const tour = await aTour(["CONFIRMED", "ALMOST_FULL"]);
    const page = `/destinations/${tour.slug_en}/${tour.id}?modal=notify-me&type=tour-${tour.id}`;
    const html = await pageOf(await site.fetch("int", page, { headers: { Cookie: cookie } }));
    expect(html.querySelector("#notify-me-email")?.getAttribute("readonly")).not.toBeUndefined();
    expect(html.querySelector("[data-types]")?.getAttribute("data-types")).toBe("PRICE_DROPPED");
    const action = await actionOf("int", page, "form.notify-me-form", cookie);
    const post = () => site.fetch("int", action, form({ intent: "subscribe", phone: "", priceSeen: "5", currency: "USD" }, cookie));
    const answers = await Promise.all([post(), post()]);
    expect(answers.map((a) => a.status)).toEqual([303, 303]);
    const rows = await site.db
      .prepare("SELECT currency, price_seen, phone FROM notify_subscriptions WHERE user_id = ?")
      .bind(await userIdOf(email))
      .all();
    expect(rows.results).toEqual([{ currency: "GBP", price_seen: tour.price_gbp, phone: null }]);
  });

  it("a bad phone is a 400 with the message and nothing stored, with or without a session", async () => {
    const tour = await aTour(["CONFIRMED", "PLANNED"]);
    const page = `/reiseziele/${tour.slug_de}/${tour.id}?modal=notify-me&type=tour-${tour.id}`;
    const email = fresh("badphone");
    const guest = await site.fetch(
      "de",
      await actionOf("de", page, "form[data-step=email]"),
      form({ intent: "email", email, phone: "12-34" }),
    );
    expect(guest.status).toBe(400);
    const shown = await pageOf(guest);
    expect(textOf(shown.querySelector("#notify-me-phone-error"))).toBe("Diese Telefonnummer ist ungültig: zum Beispiel +49 151 1234567");
    expect(shown.querySelector("#notify-me-phone")?.getAttribute("aria-invalid")).toBe("true");
    await expect(inbox.waitForMail({ to: email, timeout: 300 })).rejects.toThrow();
    const cookie = await signedIn("de");
    const member = await site.fetch(
      "de",
      await actionOf("de", page, "form.notify-me-form", cookie),
      form({ intent: "subscribe", phone: "call me" }, cookie),
    );
    expect(member.status).toBe(400);
    expect(await site.db.prepare("SELECT count(*) AS n FROM notify_subscriptions WHERE phone = 'call me'").first()).toEqual({ n: 0 });
  });

  it("offers new dates for a trip without departures, and nothing for a sold-out departure", async () => {
    const empty = await site.db
      .prepare(
        "SELECT t.id, t.slug_de FROM travels t WHERE NOT EXISTS (SELECT 1 FROM tours r WHERE r.travel_id = t.id AND r.starting_date >= date('now')) LIMIT 1",
      )
      .first<{ id: number; slug_de: string }>();
    if (empty) {
      const html = await pageOf(await site.fetch("de", `/reiseziele/${empty.slug_de}?modal=notify-me&type=travel-${empty.id}`));
      expect(html.querySelector("[data-types]")?.getAttribute("data-types")).toBe("STOCKOUT_TRAVEL");
    }
    const sold = await aTour(["SOLD_OUT"]);
    const html = await pageOf(await site.fetch("de", `/reiseziele/${sold.slug_de}/${sold.id}?modal=notify-me&type=tour-${sold.id}`));
    expect(html.querySelector("[data-types]")).toBeNull();
    expect(textOf(html.querySelector("[data-modal=account-notify-me]"))).toContain("nicht mehr buchbar");
  });
});

describe("group-info modal", () => {
  async function book(tourId: number, n: number) {
    await site.db.prepare("DELETE FROM tour_bookings WHERE tour_id = ?").bind(tourId).run();
    const bands = ["25-35", "35-49", "25-35", "18-24", "50+"];
    for (let i = 0; i < n; i++) {
      await site.db
        .prepare("INSERT INTO tour_bookings (tour_id, gender, first_timer, trips_done, age_band) VALUES (?, ?, ?, ?, ?)")
        .bind(tourId, i % 2 ? "male" : "female", i === 0 ? 1 : 0, i, bands[i % bands.length])
        .run();
    }
  }

  it("visitors see no composition, only the way to log in; after the steps they are back on the same modal, which shows it", async () => {
    const tour = await aTour(["CONFIRMED", "ALMOST_FULL"]);
    await book(tour.id, 5);
    const page = `/viaggi/${tour.slug_it}/${tour.id}?modal=group-info&type=tour-${tour.id}`;
    const visitor = await pageOf(await site.fetch("it", page));
    const dialog = visitor.querySelector("[data-modal=account-group-info]")!;
    expect(dialog).not.toBeNull();
    expect(dialog.querySelector(".group-facts")).toBeNull();
    expect(dialog.querySelector("[data-state]")).toBeNull();
    expect(textOf(dialog)).toContain("Accedi o registrati per vedere chi parte.");
    const { to, cookie } = await guestSteps("it", page, fresh("curious"));
    expect(to.pathname).toBe(`/viaggi/${tour.slug_it}/${tour.id}`);
    expect(Object.fromEntries(to.searchParams)).toEqual({ modal: "group-info", type: `tour-${tour.id}` });
    const member = await pageOf(await site.fetch("it", to.pathname + to.search, { headers: { Cookie: cookie } }));
    const fact = (name: string) => textOf(member.querySelector(`[data-fact=${name}] dd`));
    expect(fact("booked")).toBe("5");
    expect(fact("female")).toBe("3");
    expect(fact("male")).toBe("2");
    expect(fact("firstTimers")).toBe("1");
    expect(fact("averageTrips")).toBe("2");
    expect(fact("expected")).toBe("11");
    // Counts only: nobody's name or address is in the modal.
    expect(member.querySelector("[data-modal=account-group-info]")!.toString()).not.toMatch(/@example\.com/);
  });

  it("below 4 booked travellers a signed-in person reads 'too few', and no count", async () => {
    const tour = await aTour(["PLANNED"]);
    await book(tour.id, 3);
    const cookie = await signedIn("de");
    const html = await pageOf(
      await site.fetch("de", `/reiseziele/${tour.slug_de}/${tour.id}?modal=group-info&type=tour-${tour.id}`, {
        headers: { Cookie: cookie },
      }),
    );
    const dialog = html.querySelector("[data-modal=account-group-info]")!;
    expect(dialog.querySelector("[data-state=too-few]")).not.toBeNull();
    expect(dialog.querySelector(".group-facts")).toBeNull();
  });

  it("counts the people interested: saved the departure or asked to be told, each once", async () => {
    const tour = await aTour(["ALMOST_CONFIRMED", "PLANNED", "CONFIRMED"]);
    await book(tour.id, 4);
    const email = fresh("watcher");
    const cookie = await signedIn("de", email);
    const userId = await userIdOf(email);
    // Only this test's person is interested in this departure.
    await site.db.prepare("DELETE FROM wishlist_items WHERE tour_id = ?").bind(tour.id).run();
    await site.db.prepare("DELETE FROM notify_subscriptions WHERE tour_id = ?").bind(tour.id).run();
    await site.db
      .prepare("INSERT INTO wishlist_items (user_id, travel_id, tour_id, created_at) VALUES (?, ?, ?, 0)")
      .bind(userId, tour.travel_id, tour.id)
      .run();
    await site.db
      .prepare(
        "INSERT INTO notify_subscriptions (id, user_id, travel_id, tour_id, site, types, currency, price_seen, status_seen, active, created_at, updated_at) VALUES (?, ?, ?, ?, 'de', 'PRICE_DROPPED', 'EUR', 1, 'PLANNED', 1, 0, 0)",
      )
      .bind(crypto.randomUUID(), userId, tour.travel_id, tour.id)
      .run();
    const html = await pageOf(
      await site.fetch("de", `/reiseziele/${tour.slug_de}/${tour.id}?modal=group-info&type=tour-${tour.id}`, {
        headers: { Cookie: cookie },
      }),
    );
    expect(textOf(html.querySelector("[data-fact=interested] dd"))).toBe("1");
  });
});

describe("the modal host", () => {
  it("a modal name that is also an object's property opens nothing and breaks nothing", async () => {
    const response = await site.fetch("de", "/reiseziele?modal=constructor");
    expect(response.status).toBe(200);
    expect((await pageOf(response)).querySelector("[role=dialog]")).toBeNull();
  });
});

describe("the modal-steps action", () => {
  it.each([
    [{ flow: "nope", type: "tour-1", intent: "email" }],
    [{ flow: "wishlist", type: "tour-x", intent: "email" }],
    [{ flow: "wishlist", type: "tour-1", intent: "steal" }],
  ])("answers bad input with a 400, never a 500: %j", async (fields) => {
    const response = await site.fetch("de", "/account/modal-steps", form({ ...fields, returnTo: "/" }));
    expect(response.status).toBe(400);
  });

  it("never leads to another site", async () => {
    const tour = await aTour(["CONFIRMED", "PLANNED"]);
    const cookie = await signedIn("de");
    const response = await site.fetch(
      "de",
      "/account/modal-steps",
      form({ flow: "wishlist", type: `tour-${tour.id}`, intent: "save", returnTo: "//evil.example/x" }, cookie),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")!.startsWith("/?")).toBe(true);
  });

  it("answers the modal's data for a client-side opening, private to the person", async () => {
    const tour = await aTour(["CONFIRMED", "PLANNED"]);
    const response = await site.fetch("de", `/account/modal-steps?flow=notify-me&type=tour-${tour.id}&returnTo=%2F`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    // As a page (a refused step without JavaScript) it has its own localized title.
    expect(await response.text()).toMatch(/<title>Halte mich auf dem Laufenden [|–-] Caravan/);
    expect((await site.fetch("de", "/account/modal-steps?flow=x&type=tour-1")).status).toBe(404);
  });
});
