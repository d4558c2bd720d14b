/**
 * Watched searches through the BUILT Worker in Miniflare with real D1 and an SMTP
 * catcher: watching a search from the modal's action (a double submit stores one, the URL's
 * canonical query is kept), the scheduled job telling a price that falls into the range once
 * across runs in the site's language and currency, a lower price of a departure that matched
 * already (once per drop, never for a price that goes up and comes back), new departures and
 * lower prices apart in one e-mail a day, e-mails and news from before lower prices were told,
 * the one-click unsubscribe, the cap, and bad input answered with a localized 4xx.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPriceService } from "../../workers/services/prices";
import { createSavedSearchService } from "../../workers/services/saved-searches";
import { MAX_SAVED_SEARCHES } from "../../app/lib/search/saved-search";
import { codeIn, startSmtpCatcher, type CaughtMail, type SmtpCatcher } from "../support/inbox";
import { signInByCode } from "../support/sign-in";
import { getTenant } from "../../tenants";
import { href } from "../../tenants/routes";
import { migrationStatements, startSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { cookieBrowser } from "../support/cookie-browser";
import { testNow } from "../support/clock";

const NOW = testNow();
const TODAY = NOW.toISOString().slice(0, 10);
let site: Site;
let inbox: SmtpCatcher;
let prices: ReturnType<typeof createPriceService>;
let counter = 0;

type Tour = { id: number; travel_id: number; price_eur: number; title: string; code: string };

beforeAll(async () => {
  inbox = await startSmtpCatcher();
  site = await startSite({ bindings: { SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port) }, seed: { scale: 0.1, today: NOW } });
  prices = createPriceService({ db: site.db as unknown as D1Database });
  // The day's price refresh and the seed's own log are behind us before anything is watched.
  await run();
});
afterAll(async () => {
  await site?.close();
  await inbox?.close();
});
beforeEach(() => inbox.clear());

const wishlistOf = (tenant: string) => href(getTenant(tenant)!.pathLocale, "wishlist");
const run = async () => expect((await site.scheduled(NOW)).outcome).toBe("ok");
const mailsTo = (email: string) => inbox.mails.filter((m) => m.to.includes(email));
const linksIn = (mail: CaughtMail) =>
  [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&#38;", "&").replaceAll("&amp;", "&"));
const form = (fields: Record<string, string>, cookie?: string): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  body: new URLSearchParams(fields).toString(),
});

async function signIn(tenant: string): Promise<{ cookie: string; id: string; email: string }> {
  const person = await signInByCode(site, inbox, `watch.${testNow().getTime()}.${++counter}@example.com`, tenant);
  inbox.clear();
  return person;
}

/** Distinct bookable future departures, one per case, and its trip's German title. */
const used = new Set<number>();
async function aTour(): Promise<Tour> {
  const { results } = await site.db
    .prepare(
      `SELECT t.id, t.travel_id, t.price_eur, t.code, tr.title_de AS title FROM tours t JOIN travels tr ON tr.id = t.travel_id
       WHERE t.starting_date > ?1 AND t.sales_status IN ('CONFIRMED', 'PLANNED', 'ALMOST_CONFIRMED') AND t.price_eur > 50000
       ORDER BY t.id`,
    )
    .bind(TODAY)
    .all<Tour>();
  const tour = results.find((t) => !used.has(t.travel_id));
  if (!tour) throw new Error("no such tour in the seed");
  used.add(tour.travel_id);
  return tour;
}

/** Watches `query` on the German search page through the modal's action, as the modal's form posts it. */
function watch(cookie: string, query: string, name = "") {
  const returnTo = `/suchen?${query}&modal=wishlist&type=search`;
  const action = `/account/modal-steps?${new URLSearchParams({ flow: "wishlist", type: "search", returnTo })}`;
  return site.fetch("de", action, form({ intent: "save", name }, cookie));
}

const searchesOf = (userId: string) =>
  site.db
    .prepare("SELECT id, query, name, active, currency, site FROM saved_searches WHERE user_id = ?1 ORDER BY created_at")
    .bind(userId)
    .all<{ id: string; query: string; name: string; active: number; currency: string; site: string }>()
    .then((r) => r.results);

describe("watching a search", () => {
  it("stores the URL's canonical query once, however often the form is sent", async () => {
    const ann = await signIn("de");
    const first = await watch(ann.cookie, "sort=price:asc&page=3&priceTo=150000&travelStyles[]=NATURE&bogus=1", "Natur");
    expect(first.status).toBe(303);
    expect(new URL(first.headers.get("Location")!, "http://de.localhost").searchParams.get("type")).toBe("search");
    expect((await watch(ann.cookie, "travelStyles[]=NATURE&priceTo=150000&page=1", "Natur")).status).toBe(303);
    const rows = await searchesOf(ann.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ query: "priceTo=150000&travelStyles[]=NATURE", name: "Natur", site: "de", currency: "EUR", active: 1 });

    // The modal now says it is watched, and the list shows it with today's count.
    const modal = await site.fetch("de", "/suchen?priceTo=150000&travelStyles[]=NATURE&modal=wishlist&type=search", {
      headers: { Cookie: ann.cookie },
    });
    expect((await pageOf(modal)).querySelector('[data-state="watching"]')).not.toBeNull();
    const list = await pageOf(await site.fetch("de", wishlistOf("de"), { headers: { Cookie: ann.cookie } }));
    expect(textOf(list.querySelector("[data-saved-search-id] h3"))).toBe("Natur");
    expect(textOf(list.querySelector('[data-testid="saved-search-matches"]'))).toMatch(/passen \d+ Termine|passt 1 Termin|passt kein/);
  });

  it("refuses a name that is too long with a localized 400 and stores nothing", async () => {
    const bea = await signIn("de");
    const refused = await watch(bea.cookie, "priceTo=99000", "x".repeat(81));
    expect(refused.status).toBe(400);
    expect(await searchesOf(bea.id)).toHaveLength(0);
    const page = await site.fetch("de", "/account/modal-steps?flow=wishlist&type=search&returnTo=%2Fsuchen%3FpriceTo%3D99000", {
      ...form({ intent: "save", name: "y".repeat(81) }, bea.cookie),
    });
    expect(page.status).toBe(400);
    expect(textOf((await pageOf(page)).querySelector("#saved-search-name-error"))).toContain("1 bis 80 Zeichen");
  });
});

describe("the alert job", () => {
  it("e-mails once, in German and euros, when a departure's price falls into the range; never twice", async () => {
    const carl = await signIn("de");
    const tour = await aTour();
    const limit = tour.price_eur - 20_000;
    expect((await watch(carl.cookie, `travelId[]=${tour.travel_id}&priceTo=${limit}`, "Unter Budget")).status).toBe(303);
    await run();
    expect(mailsTo(carl.email)).toHaveLength(0);

    await prices.changeTourPrice(tour.id, { eur: limit - 1_000 }, TODAY);
    await run();
    await run();
    const mail = await inbox.waitForMail({ to: carl.email });
    await run();
    expect(mailsTo(carl.email)).toHaveLength(1);
    expect(mail.subject).toBe("1 neuer Termin für „Unter Budget“");
    expect(mail.text).toContain(tour.title);
    expect(mail.text).toMatch(new RegExp(`${Math.round((limit - 1_000) / 100).toLocaleString("de-DE")} €`));
    const links = linksIn(mail);
    expect(links.some((l) => l.startsWith("http://de.localhost/") && l.endsWith(`/${tour.id}`))).toBe(true);
    const unsubscribe = links.find((l) => l.includes("/notify/unsubscribe?token="));
    expect(unsubscribe).toBeDefined();
    // RFC 2369 / 8058 headers (the parser gathers List-* under "list").
    const list = JSON.stringify(mail.headers.get("list"));
    expect(list).toContain("/notify/unsubscribe?token=");
    expect(list).toContain("One-Click");
    const outbox = await site.db
      .prepare("SELECT count(*) AS n FROM saved_search_outbox o JOIN saved_searches s ON s.id = o.search_id WHERE s.user_id = ?1")
      .bind(carl.id)
      .first<{ n: number }>();
    expect(outbox?.n).toBe(1);

    // Out of the range and back in on the same day: nothing more today (at most one e-mail a search a day).
    const tomorrow = new Date(NOW.getTime() + 86_400_000);
    await prices.changeTourPrice(tour.id, { eur: tour.price_eur }, TODAY);
    await run();
    await prices.changeTourPrice(tour.id, { eur: limit - 2_000 }, TODAY);
    await run();
    expect(mailsTo(carl.email)).toHaveLength(1);
    // The next day's run tells it.
    expect((await site.scheduled(tomorrow)).outcome).toBe("ok");
    await expect.poll(() => mailsTo(carl.email).length, { timeout: 5_000 }).toBe(2);
  });

  it("stops with the e-mail's one-click unsubscribe, signed in or not", async () => {
    const dora = await signIn("de");
    const tour = await aTour();
    const limit = tour.price_eur - 20_000;
    await watch(dora.cookie, `travelId[]=${tour.travel_id}&priceTo=${limit}`, "Bald");
    await prices.changeTourPrice(tour.id, { eur: limit }, TODAY);
    await run();
    const mail = await inbox.waitForMail({ to: dora.email });
    const link = new URL(linksIn(mail).find((l) => l.includes("/notify/unsubscribe?token="))!);

    const asked = await site.fetch("de", link.pathname + link.search);
    expect(asked.status).toBe(200);
    expect(textOf((await pageOf(asked)).querySelector("h1"))).toBe("Keine E-Mails mehr zu einer Suche");
    expect((await searchesOf(dora.id))[0]?.active).toBe(1);

    const oneClick = await site.fetch("de", link.pathname + link.search, form({ "List-Unsubscribe": "One-Click" }));
    expect(oneClick.status).toBe(200);
    expect((await searchesOf(dora.id))[0]?.active).toBe(0);

    const forged = await site.fetch("de", `${link.pathname}?token=${link.searchParams.get("token")!.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(400);
  });
});

describe("limits and bad input", () => {
  it(`caps a person at ${MAX_SAVED_SEARCHES} watched searches with a localized 409`, async () => {
    const erik = await signIn("de");
    const service = createSavedSearchService({ db: site.db as unknown as D1Database, clock: () => testNow().getTime() });
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) {
      const saved = await service.save(erik.id, { site: "de", currency: "EUR", query: `priceTo=${100_000 + i}`, name: `Suche ${i}` });
      expect(saved.status).toBe("saved");
    }
    const over = await watch(erik.cookie, "priceTo=5000", "Eine zu viel");
    expect(over.status).toBe(409);
    expect(await over.text()).toContain("Du hast schon 20 Suchen gemerkt");
    expect(await searchesOf(erik.id)).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it("renames, pauses, resumes and deletes only one's own searches; bad forms are a 400 with the message", async () => {
    const fay = await signIn("fr");
    const gus = await signIn("fr");
    const service = createSavedSearchService({ db: site.db as unknown as D1Database, clock: () => testNow().getTime() });
    const saved = await service.save(fay.id, { site: "fr", currency: "EUR", query: "priceTo=120000", name: "Été" });
    if (saved.status === "cap") throw new Error("unexpected cap");
    const post = (fields: Record<string, string>, cookie = fay.cookie) => site.fetch("fr", wishlistOf("fr"), form(fields, cookie));

    expect((await post({ intent: "rename-search", id: saved.id, name: "Août" })).status).toBe(303);
    expect((await post({ intent: "pause-search", id: saved.id })).status).toBe(303);
    expect((await searchesOf(fay.id))[0]).toMatchObject({ name: "Août", active: 0 });
    expect((await post({ intent: "resume-search", id: saved.id })).status).toBe(303);

    const empty = await post({ intent: "rename-search", id: saved.id, name: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Donnez à la recherche un nom de 1 à 80 caractères.");
    expect((await post({ intent: "explode-search", id: saved.id })).status).toBe(400);
    expect((await post({ intent: "pause-search", id: "not-a-uuid" })).status).toBe(400);
    const theirs = await post({ intent: "rename-search", id: saved.id, name: "Le mien" }, gus.cookie);
    expect(theirs.status).toBe(404);
    // Not in their list (nor, to them, anywhere): said above it.
    const theirsPage = await pageOf(theirs);
    expect(textOf(theirsPage.querySelector("#saved-searches [role=alert]"))).toBe("Cette recherche suivie n'existe plus.");

    expect((await post({ intent: "delete-search", id: saved.id })).status).toBe(303);
    expect((await post({ intent: "delete-search", id: saved.id })).status).toBe(303);
    expect(await searchesOf(fay.id)).toHaveLength(0);
  });
});

describe("the personal area", () => {
  const ISSUER = "http://accounts.localhost";

  /** Signed in at the provider (its own sign-in page, the code from the inbox), as a browser keeps its cookies. */
  async function atProvider(tenant: string) {
    const b = cookieBrowser(site.dispatch);
    const email = `area.${testNow().getTime()}.${++counter}@example.com`;
    const signIn = `${ISSUER}/oidc/sign-in?client_id=${tenant}&next=account`;
    const first = await b.post(signIn, { intent: "email", email });
    expect(first.status).toBe(303);
    const registerAt = new URL(first.headers.get("Location")!, signIn).href;
    const registered = await b.post(registerAt, { intent: "register", email, marketingConsent: "no" });
    expect(registered.status).toBe(303);
    const codeAt = new URL(registered.headers.get("Location")!, registerAt).href;
    const otp = codeIn(await inbox.waitForMail({ to: email }));
    const done = await b.post(codeAt, { intent: "code", step: new URL(codeAt).searchParams.get("step")!, email, otp });
    expect(done.status).toBe(303);
    const user = await site.db.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>();
    return { b, id: user!.id };
  }

  it("lists the person's watched searches with their sites' links, and renames, pauses and deletes only theirs", async () => {
    const hal = await atProvider("fr");
    const ida = await atProvider("fr");
    const service = createSavedSearchService({ db: site.db as unknown as D1Database, clock: () => testNow().getTime() });
    const saved = await service.save(hal.id, { site: "de", currency: "EUR", query: "priceTo=150000", name: "Sommer" });
    if (saved.status === "cap") throw new Error("unexpected cap");
    const area = `${ISSUER}/oidc/account?client_id=fr`;

    const page = await pageOf(await hal.b.request(area));
    const row = page.querySelector(`[data-saved-search-id="${saved.id}"]`);
    expect(textOf(page.querySelector("#saved-searches-title"))).toBe("Recherches suivies");
    // On the accounts host every search links to its own site, named beside its count.
    expect(row?.querySelector("h3 a")?.getAttribute("href")).toBe(`http://de.localhost${href("de-DE", "search")}?priceTo=150000`);
    expect(textOf(row?.querySelector('[data-testid="saved-search-matches"]') ?? null)).toMatch(new RegExp(`· ${getTenant("de")!.name}$`));
    // The forms post to the personal area itself and come back to its list.
    expect(row?.querySelector("form")?.getAttribute("action")).toBe("/oidc/account?client_id=fr");

    const renamed = await hal.b.post(area, {
      intent: "rename-search",
      id: saved.id,
      name: "Été",
      returnTo: "/oidc/account?client_id=fr#saved-searches",
    });
    expect(renamed.status).toBe(303);
    expect(renamed.headers.get("Location")).toBe("/oidc/account?client_id=fr#saved-searches");
    expect((await hal.b.post(area, { intent: "pause-search", id: saved.id })).status).toBe(303);
    expect((await searchesOf(hal.id))[0]).toMatchObject({ name: "Été", active: 0 });

    const empty = await hal.b.post(area, { intent: "rename-search", id: saved.id, name: " " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Donnez à la recherche un nom de 1 à 80 caractères.");
    const theirs = await ida.b.post(area, { intent: "delete-search", id: saved.id });
    expect(theirs.status).toBe(303);
    const notTheirs = await ida.b.post(area, { intent: "rename-search", id: saved.id, name: "À moi" });
    expect(notTheirs.status).toBe(404);
    expect(await searchesOf(hal.id)).toHaveLength(1);

    expect((await hal.b.post(area, { intent: "delete-search", id: saved.id })).status).toBe(303);
    expect(await searchesOf(hal.id)).toHaveLength(0);
  });
});

describe("lower prices and new departures of a watched search", () => {
  const DAY_MS = 86_400_000;
  const dayOf = (offset: number) => new Date(NOW.getTime() + offset * DAY_MS);
  const isoDay = (offset: number) => dayOf(offset).toISOString().slice(0, 10);
  const runOn = async (offset: number) => expect((await site.scheduled(dayOf(offset))).outcome).toBe("ok");
  /**
   * What the job sent: exact once its run resolved, as a run ends after its sends and the
   * catcher stores a mail before it acknowledges it (nothing can arrive later).
   */
  const settled = async (email: string, count: number) => {
    expect(mailsTo(email)).toHaveLength(count);
  };
  const euros = (cents: number) => `${Math.round(cents / 100).toLocaleString("de-DE")} €`;

  /** A bookable departure weeks ahead (the runs go some days into the future), one trip per case. */
  async function aLaterTour(): Promise<Tour & { starting_date: string }> {
    const { results } = await site.db
      .prepare(
        `SELECT t.id, t.travel_id, t.price_eur, t.code, t.starting_date, tr.title_de AS title FROM tours t JOIN travels tr ON tr.id = t.travel_id
         WHERE t.starting_date > date(?1, '+30 days') AND t.sales_status IN ('CONFIRMED', 'PLANNED', 'ALMOST_CONFIRMED')
           AND t.price_eur > 100000 AND t.discount_percent = 0
         ORDER BY t.id DESC`,
      )
      .bind(TODAY)
      .all<Tour & { starting_date: string }>();
    const tour = results.find((t) => !used.has(t.travel_id));
    if (!tour) throw new Error("no such tour in the seed");
    used.add(tour.travel_id);
    return tour;
  }

  it("tells a drop of a departure that already matched once, a further drop once more, and a rise back to the same price never", async () => {
    const jan = await signIn("de");
    const tour = await aLaterTour();
    // The search matches the departure from the start: nothing is new when it is saved.
    expect((await watch(jan.cookie, `travelId[]=${tour.travel_id}`, "Fernweh")).status).toBe(303);
    await runOn(0);
    // Up and back to where it was when the search was saved: no lower price.
    await prices.changeTourPrice(tour.id, { eur: tour.price_eur + 25_000 }, isoDay(0));
    await runOn(0);
    await prices.changeTourPrice(tour.id, { eur: tour.price_eur }, isoDay(0));
    await runOn(0);
    await settled(jan.email, 0);

    // Down by a third (as from $1,470 to $990): one e-mail for two runs, saying it is cheaper, with both prices.
    const first = Math.round((tour.price_eur * 0.67) / 100) * 100;
    await prices.changeTourPrice(tour.id, { eur: first }, isoDay(0));
    await runOn(0);
    await runOn(0);
    await settled(jan.email, 1);
    const mail = mailsTo(jan.email)[0]!;
    expect(mail.subject).toBe("Preis gesunken: 1 Termin für „Fernweh“");
    expect(mail.text).toContain(tour.title);
    expect(mail.text).toContain(`jetzt ${euros(first)} statt ${euros(tour.price_eur)}`);
    expect(mail.text).not.toContain("passt jetzt zu deiner gemerkten Suche");
    // A run the next day has nothing to add.
    await runOn(1);
    await settled(jan.email, 1);

    // A further drop, another day: one more, from the price last mailed.
    const second = first - 10_000;
    await prices.changeTourPrice(tour.id, { eur: second }, isoDay(2));
    await runOn(2);
    await runOn(2);
    await settled(jan.email, 2);
    expect(mailsTo(jan.email)[1]!.text).toContain(`jetzt ${euros(second)} statt ${euros(first)}`);

    // Up and back down to the price last mailed: nothing, that day or the next.
    await prices.changeTourPrice(tour.id, { eur: second + 30_000 }, isoDay(3));
    await runOn(3);
    await prices.changeTourPrice(tour.id, { eur: second }, isoDay(3));
    await runOn(3);
    await runOn(4);
    // Up, then down again but not below the price last mailed: nothing either.
    await prices.changeTourPrice(tour.id, { eur: second + 30_000 }, isoDay(4));
    await runOn(4);
    await prices.changeTourPrice(tour.id, { eur: second + 5_000 }, isoDay(5));
    await runOn(5);
    await runOn(6);
    await settled(jan.email, 2);
  });

  it("tells a drop of a departure it mailed as new, and a rise back to that price not", async () => {
    const kai = await signIn("de");
    const tour = await aLaterTour();
    const limit = tour.price_eur - 20_000;
    await watch(kai.cookie, `travelId[]=${tour.travel_id}&priceTo=${limit}`, "Budget");
    await runOn(0);
    // Into the range: new, as before.
    await prices.changeTourPrice(tour.id, { eur: limit - 1_000 }, isoDay(0));
    await runOn(0);
    await settled(kai.email, 1);
    expect(mailsTo(kai.email)[0]!.subject).toBe("1 neuer Termin für „Budget“");
    // Lower still the next day: cheaper than mailed, once.
    await prices.changeTourPrice(tour.id, { eur: limit - 9_000 }, isoDay(1));
    await runOn(1);
    await runOn(1);
    await settled(kai.email, 2);
    expect(mailsTo(kai.email)[1]!.subject).toBe("Preis gesunken: 1 Termin für „Budget“");
    expect(mailsTo(kai.email)[1]!.text).toContain(`jetzt ${euros(limit - 9_000)} statt ${euros(limit - 1_000)}`);
    // Out of the range and back in at the price last mailed: not news.
    await prices.changeTourPrice(tour.id, { eur: tour.price_eur }, isoDay(2));
    await runOn(2);
    await prices.changeTourPrice(tour.id, { eur: limit - 9_000 }, isoDay(3));
    await runOn(3);
    await runOn(4);
    await settled(kai.email, 2);
  });

  it("tells a new departure of a matching trip and a lower price in one e-mail a day, saying which is which, in dollars on the American site", async () => {
    const lia = await signIn("us");
    const tour = await aLaterTour();
    const service = createSavedSearchService({ db: site.db as unknown as D1Database, clock: () => testNow().getTime() });
    const saved = await service.save(lia.id, { site: "us", currency: "USD", query: `travelId[]=${tour.travel_id}`, name: "Far away" });
    if (saved.status === "cap") throw new Error("unexpected cap");
    await runOn(0);
    await settled(lia.email, 0);

    // The trip gets a new departure (a copy of this one, two weeks later), and this one drops.
    const columns = (await site.db.prepare("SELECT name FROM pragma_table_info('tours')").all<{ name: string }>()).results
      .map((c) => c.name)
      .filter((c) => !["id", "code", "starting_date", "ending_date"].includes(c));
    const list = columns.join(", ");
    const added = await site.db
      .prepare(
        `INSERT INTO tours (code, starting_date, ending_date, ${list})
         SELECT code || '-NEW', date(starting_date, '+14 days'), date(ending_date, '+14 days'), ${list} FROM tours WHERE id = ?1`,
      )
      .bind(tour.id)
      .run();
    const newId = Number(added.meta.last_row_id);
    const was = await site.db.prepare("SELECT price_usd FROM tours WHERE id = ?1").bind(tour.id).first<{ price_usd: number }>();
    const dropped = await prices.changeTourPrice(tour.id, { eur: Math.round((tour.price_eur * 0.8) / 100) * 100 }, isoDay(0));
    await runOn(0);
    await runOn(0);
    await settled(lia.email, 1);
    const mail = mailsTo(lia.email)[0]!;
    expect(mail.subject).toBe("New departures and lower prices for “Far away”");
    const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString("en-US")}`;
    const newPart = mail.text.indexOf("One departure newly matches");
    const cheaperPart = mail.text.indexOf("One departure matching “Far away” costs less now");
    expect(newPart).toBeGreaterThan(-1);
    expect(cheaperPart).toBeGreaterThan(newPart);
    expect(mail.text.slice(cheaperPart)).toContain(`now ${dollars(dropped!.usd)} instead of ${dollars(was!.price_usd)}`);
    const links = linksIn(mail);
    expect(links.some((l) => l.startsWith("http://us.localhost/") && l.endsWith(`/${newId}`))).toBe(true);
    expect(links.some((l) => l.startsWith("http://us.localhost/") && l.endsWith(`/${tour.id}`))).toBe(true);
    await runOn(1);
    await settled(lia.email, 1);
  });

  it("keeps what was mailed before lower prices were told: the prices listed become the prices last mailed, and old e-mails still go", async () => {
    const max = await signIn("de");
    const tour = await aLaterTour();
    const other = await aLaterTour();
    const service = createSavedSearchService({ db: site.db as unknown as D1Database, clock: () => testNow().getTime() });
    const saved = await service.save(max.id, { site: "de", currency: "EUR", query: `travelId[]=${tour.travel_id}`, name: "Alt" });
    if (saved.status === "cap") throw new Error("unexpected cap");
    // As the job wrote them before: an e-mail listing one departure (at a higher price than
    // today's) and counting another among "more", both told in it, and no price remembered.
    const key = `search:${saved.id}:${isoDay(-1)}`;
    const item = (id: number, price: number) => ({
      title: "Alt",
      start: isoDay(40),
      end: isoDay(50),
      price,
      link: `http://de.localhost/reisen/x/${id}`,
    });
    const payload = {
      site: "de",
      currency: "EUR",
      name: "Alt",
      items: [item(tour.id, tour.price_eur + 30_000)],
      more: 1,
      searchLink: "http://de.localhost/suchen",
      unsubscribeLink: "http://de.localhost/notify/unsubscribe?token=x",
    };
    await site.db.batch([
      site.db
        .prepare(
          "INSERT INTO saved_search_outbox (event_key, search_id, payload, decided_at, sent_at, attempts) VALUES (?1, ?2, ?3, 1, 1, 1)",
        )
        .bind(key, saved.id, JSON.stringify(payload)),
      site.db
        .prepare("INSERT INTO saved_search_news (search_id, tour_id, seq, found_at, told_in) VALUES (?1, ?2, 1, 1, ?3), (?1, ?4, 1, 1, ?3)")
        .bind(saved.id, tour.id, key, other.id),
    ]);
    const backfill = migrationStatements().find((sql) => sql.includes("INSERT OR IGNORE INTO saved_search_mailed_prices"));
    await site.db.prepare(backfill!).run();
    const remembered = await site.db
      .prepare("SELECT tour_id, price FROM saved_search_mailed_prices WHERE search_id = ?1 ORDER BY tour_id")
      .bind(saved.id)
      .all<{ tour_id: number; price: number }>();
    expect(remembered.results).toEqual(
      [
        { tour_id: tour.id, price: tour.price_eur + 30_000 },
        { tour_id: other.id, price: other.price_eur },
      ].sort((a, b) => a.tour_id - b.tour_id),
    );

    // Any change of the departure now tells the drop from the price that e-mail listed.
    await prices.changeTourPrice(tour.id, { eur: tour.price_eur - 1_000 }, isoDay(0));
    await runOn(0);
    await settled(max.email, 1);
    expect(mailsTo(max.email)[0]!.text).toContain(`jetzt ${euros(tour.price_eur - 1_000)} statt ${euros(tour.price_eur + 30_000)}`);

    // An e-mail decided before and not sent yet (no count of lower prices in it) still goes, as it was.
    await site.db
      .prepare("INSERT INTO saved_search_outbox (event_key, search_id, payload, decided_at) VALUES (?1, ?2, ?3, 1)")
      .bind(`search:${saved.id}:${isoDay(-2)}`, saved.id, JSON.stringify({ ...payload, more: 0 }))
      .run();
    await runOn(0);
    await settled(max.email, 2);
    expect(mailsTo(max.email)[1]!.subject).toBe("1 neuer Termin für „Alt“");
  });
});
