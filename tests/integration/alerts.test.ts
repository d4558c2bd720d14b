/**
 * The scheduled alert job through the BUILT Worker's `scheduled`
 * handler in Miniflare, with the demo catalogue in real D1 and an SMTP catcher as the inbox:
 * one e-mail per true event across reruns, a crash or a failed send between "decided" and
 * "sent", localized e-mails whose links work, and nothing for what is not true.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { generateCatalogue } from "../../scripts/seed/index";
import { createPriceService } from "../../workers/services/prices";
import type { TourRow } from "../../workers/db/schema";
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from "../support/inbox";
import { startSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

const NOW = testNow();
const TODAY = NOW.toISOString().slice(0, 10);
const catalogue = generateCatalogue({ scale: 0.1, today: NOW });
let site: Site;
let inbox: SmtpCatcher;
let prices: ReturnType<typeof createPriceService>;
/** Every run logs its summary line: kept for the last test to read rather than printed. */
const SUMMARY =
  /^alerts: \d{4}-\d{2}-\d{2} prices refreshed on \d+ tours; decided \d+ price drops, \d+ confirmations, \d+ new dates; sent \d+, failed \d+$/;
let summaryLogged: (timeoutMs?: number) => Promise<void>;

beforeAll(async () => {
  inbox = await startSmtpCatcher();
  site = await startSite({ bindings: { SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port) }, seed: { scale: 0.1, today: NOW } });
  prices = createPriceService({ db: site.db as unknown as D1Database });
  summaryLogged = site.expectLogs(SUMMARY);
});
afterAll(async () => {
  await site?.close();
  await inbox?.close();
});
beforeEach(() => inbox.clear());

let people = 0;
/** A person with an account and one notify-me subscription, as the notify-me form stores it. */
async function subscribe(input: {
  site: string;
  tour: TourRow | null;
  travelId?: number;
  types: string[];
  currency?: "EUR" | "GBP" | "USD";
  active?: boolean;
}) {
  const email = `alert-${++people}-${testNow().getTime()}@example.com`;
  const userId = crypto.randomUUID();
  const id = crypto.randomUUID();
  const currency = input.currency ?? "EUR";
  const tour = input.tour;
  await site.db
    .prepare("INSERT INTO users (id, email, created_at, site) VALUES (?1, ?2, ?3, ?4)")
    .bind(userId, email, testNow().getTime(), input.site)
    .run();
  await site.db
    .prepare(
      `INSERT INTO notify_subscriptions (id, user_id, travel_id, tour_id, site, types, currency, price_seen, status_seen, active, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?11)`,
    )
    .bind(
      id,
      userId,
      tour?.travel_id ?? input.travelId!,
      tour?.id ?? 0,
      input.site,
      input.types.join(" "),
      currency,
      tour ? priceOf(tour, currency) : null,
      tour?.sales_status ?? null,
      input.active === false ? 0 : 1,
      testNow().getTime(),
    )
    .run();
  return { id, email };
}

const priceOf = (tour: TourRow, currency: string) => tour[`price_${currency.toLowerCase()}` as "price_eur"];
const run = async () => expect((await site.scheduled(NOW)).outcome).toBe("ok");
const mailsTo = (email: string) => inbox.mails.filter((m) => m.to.includes(email));
const linksIn = (mail: CaughtMail) => [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&#38;", "&"));
const outboxOf = (subscriptionId: string) =>
  site.db
    .prepare("SELECT event_key, sent_at, attempts, last_error FROM alert_outbox WHERE subscription_id = ?1 ORDER BY decided_at, event_key")
    .bind(subscriptionId)
    .all<{ event_key: string; sent_at: number | null; attempts: number; last_error: string | null }>()
    .then((r) => r.results);

/** Distinct future departures for each case, so the cases never share a tour. */
const used = new Set<number>();
function aTour(test: (tour: TourRow) => boolean): TourRow {
  const tour = catalogue.tours.find((t) => !used.has(t.id) && t.starting_date > TODAY && test(t));
  if (!tour) throw new Error("no such tour in the seed");
  used.add(tour.id);
  return tour;
}
const sellable = (t: TourRow) => t.sales_status !== "SOLD_OUT" && t.discount_percent === 0;
/** Never cheaper than today in its history: a drop below today's price is then a reduction the page strikes through. */
const neverCheaper = (t: TourRow) => catalogue.priceHistory.every((row) => row.tour_id !== t.id || row.price_eur >= t.price_eur);

describe("price drops", () => {
  it("sends one e-mail per drop across runs, another only below the lowest already told", async () => {
    const tour = aTour((t) => sellable(t) && t.sales_status === "CONFIRMED");
    const { id, email } = await subscribe({ site: "it", tour, types: ["PRICE_DROPPED"] });
    await run();
    expect(mailsTo(email)).toHaveLength(0);

    await prices.changeTourPrice(tour.id, { eur: tour.price_eur - 10_000 }, TODAY);
    await run();
    await run();
    await inbox.waitForMail({ to: email });
    expect(mailsTo(email)).toHaveLength(1);

    // Up again, then back to the price already told: nothing new.
    await prices.changeTourPrice(tour.id, { eur: tour.price_eur }, TODAY);
    await run();
    await prices.changeTourPrice(tour.id, { eur: tour.price_eur - 10_000 }, TODAY);
    await run();
    expect(mailsTo(email)).toHaveLength(1);

    // A further drop below it: one more.
    await prices.changeTourPrice(tour.id, { eur: tour.price_eur - 25_000 }, TODAY);
    await run();
    await run();
    expect(mailsTo(email)).toHaveLength(2);
    expect((await outboxOf(id)).map((row) => [row.event_key, row.sent_at !== null])).toEqual([
      [`drop:${id}:${tour.price_eur - 10_000}`, true],
      [`drop:${id}:${tour.price_eur - 25_000}`, true],
    ]);
  });

  it("writes in the subscribed site's language and currency, with a tour link that opens its page", async () => {
    const tour = aTour((t) => sellable(t) && neverCheaper(t));
    const travel = catalogue.travels.find((t) => t.id === tour.travel_id)!;
    const { email } = await subscribe({ site: "it", tour, types: ["PRICE_DROPPED"] });
    const dropped = tour.price_eur - 15_000;
    await prices.changeTourPrice(tour.id, { eur: dropped }, TODAY);
    await run();
    const mail = await inbox.waitForMail({ to: email });
    const euros = (cents: number) => `${Math.round(cents / 100).toLocaleString("de-DE")} €`;
    expect(mail.subject).toBe(`Prezzo in calo: ${travel.title_it} ora a ${euros(dropped)}`);
    expect(mail.text).toContain(`ora costa ${euros(dropped)} a persona, invece dei ${euros(tour.price_eur)}`);
    expect(mail.html).toContain('<html lang="it"');
    const [tourLink, unsubscribe] = linksIn(mail);
    expect(tourLink).toBe(`http://it.localhost/viaggi/${travel.slug_it}/${tour.id}`);
    expect(unsubscribe).toMatch(/^http:\/\/it\.localhost\/notify\/unsubscribe\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(mail.text).toContain(unsubscribe);

    // The link opens the tour page, which strikes through the price of before the drop.
    const page = await site.fetch("it", new URL(tourLink!).pathname);
    expect(page.status).toBe(200);
    const html = await pageOf(page);
    expect(textOf(html.querySelector("h1"))).toContain(travel.title_it);
    expect(textOf(html.querySelector("s"))).toBe(euros(tour.price_eur));
  });

  it("compares in the subscription's own currency (GBP on the British site, in English)", async () => {
    const tour = aTour(sellable);
    const { email } = await subscribe({ site: "uk", tour, types: ["PRICE_DROPPED"], currency: "GBP" });
    // The EUR price drops but the GBP one is given unchanged: no drop for this subscription.
    await prices.changeTourPrice(tour.id, { eur: tour.price_eur - 10_000, gbp: tour.price_gbp, usd: tour.price_usd }, TODAY);
    await run();
    expect(mailsTo(email)).toHaveLength(0);
    await prices.changeTourPrice(tour.id, { eur: tour.price_eur - 10_000, gbp: tour.price_gbp - 8_000, usd: tour.price_usd }, TODAY);
    await run();
    const mail = await inbox.waitForMail({ to: email });
    expect(mail.subject).toMatch(/^Price drop: .+ is now £[\d,]+$/);
    expect(mail.text).toContain(`down from £${(tour.price_gbp / 100).toLocaleString("en-GB")}`);
    expect(linksIn(mail)[0]).toMatch(/^http:\/\/uk\.localhost\/destinations\//);
  });
});

describe("outbox: decided but not sent", () => {
  it("sends a row an earlier run decided and never sent (a crash) exactly once", async () => {
    const tour = aTour(sellable);
    const { id, email } = await subscribe({ site: "de", tour, types: ["PRICE_DROPPED"] });
    const dropped = tour.price_eur - 5_000;
    // What a run that crashed right after deciding leaves behind: the row, unsent. The drop is real.
    await prices.changeTourPrice(tour.id, { eur: dropped }, TODAY);
    const payload = {
      site: "de",
      currency: "EUR",
      title: "Reise",
      startingDate: tour.starting_date,
      endingDate: tour.ending_date,
      priceSeen: tour.price_eur,
      price: dropped,
      link: `http://de.localhost/reiseziele/x/${tour.id}`,
      unsubscribeLink: "http://de.localhost/notify/unsubscribe?token=a.b.c",
    };
    await site.db
      .prepare("INSERT INTO alert_outbox (event_key, subscription_id, kind, payload, decided_at) VALUES (?1, ?2, 'PRICE_DROPPED', ?3, ?4)")
      .bind(`drop:${id}:${dropped}`, id, JSON.stringify(payload), testNow().getTime() - 60_000)
      .run();
    await run();
    await run();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Preis gesunken: /);
    expect(await outboxOf(id)).toEqual([expect.objectContaining({ event_key: `drop:${id}:${dropped}`, attempts: 1, last_error: null })]);
  });

  it("keeps a failed send for the next run, then sends it once", async () => {
    const tour = aTour(sellable);
    const { id, email } = await subscribe({ site: "fr", tour, types: ["PRICE_DROPPED"] });
    await prices.changeTourPrice(tour.id, { eur: tour.price_eur - 7_000 }, TODAY);
    const failed = site.expectLogs(/alerts: sending drop:.* failed \(will retry\)/);
    inbox.failNext(1);
    await run();
    await failed();
    expect(mailsTo(email)).toHaveLength(0);
    expect(await outboxOf(id)).toEqual([expect.objectContaining({ sent_at: null, attempts: 1, last_error: expect.stringMatching(/451/) })]);
    await run();
    await run();
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]!.subject).toMatch(/^Baisse de prix/);
    expect(await outboxOf(id)).toEqual([expect.objectContaining({ sent_at: expect.any(Number), attempts: 2, last_error: null })]);
  });
});

describe("confirmations and new dates", () => {
  it("tells once that a planned tour is confirmed", async () => {
    const tour = aTour((t) => sellable(t) && t.sales_status === "PLANNED");
    const { email } = await subscribe({ site: "es", tour, types: ["TOUR_CONFIRMED", "PRICE_DROPPED"] });
    await run();
    expect(mailsTo(email)).toHaveLength(0);
    await site.db.prepare("UPDATE tours SET sales_status = 'CONFIRMED' WHERE id = ?1").bind(tour.id).run();
    await run();
    await site.db.prepare("UPDATE tours SET sales_status = 'ALMOST_FULL' WHERE id = ?1").bind(tour.id).run();
    await run();
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]!.subject).toMatch(/^Confirmada: /);
  });

  it("tells once that a trip without departures has new dates", async () => {
    const travel = catalogue.travels.find((tr) => {
      const future = catalogue.tours.filter((t) => t.travel_id === tr.id && t.starting_date > TODAY);
      return future.length >= 2 && future.every((t) => !used.has(t.id));
    })!;
    const future = catalogue.tours.filter((t) => t.travel_id === travel.id && t.starting_date > TODAY);
    for (const t of future) used.add(t.id);
    await site.db.prepare("UPDATE tours SET sales_status = 'SOLD_OUT' WHERE travel_id = ?1").bind(travel.id).run();
    const { email } = await subscribe({ site: "us", tour: null, travelId: travel.id, types: ["STOCKOUT_TRAVEL"], currency: "USD" });
    await run();
    expect(mailsTo(email)).toHaveLength(0);
    const opened = future.at(-1)!;
    await site.db.prepare("UPDATE tours SET sales_status = 'PLANNED' WHERE id = ?1").bind(opened.id).run();
    await run();
    await run();
    expect(mailsTo(email)).toHaveLength(1);
    const mail = mailsTo(email)[0]!;
    expect(mail.subject).toBe(`New dates for ${travel.title_en}`);
    expect(linksIn(mail)[0]).toBe(`http://us.localhost/destinations/${travel.slug_en}`);
  });
});

describe("nothing that is not true", () => {
  it("sends nothing to inactive subscriptions, sold-out or departed tours, or types not asked for", async () => {
    const quiet = aTour(sellable);
    const soldOut = aTour(sellable);
    const departed = catalogue.tours.find((t) => t.starting_date < TODAY && !used.has(t.id))!;
    const unasked = aTour((t) => sellable(t) && t.sales_status === "PLANNED");
    const subs = [
      await subscribe({ site: "it", tour: quiet, types: ["PRICE_DROPPED"], active: false }),
      await subscribe({ site: "it", tour: soldOut, types: ["PRICE_DROPPED"] }),
      await subscribe({ site: "it", tour: departed, types: ["PRICE_DROPPED"] }),
      await subscribe({ site: "it", tour: unasked, types: ["PRICE_DROPPED"] }),
    ];
    await site.db.prepare("UPDATE tours SET sales_status = 'SOLD_OUT' WHERE id = ?1").bind(soldOut.id).run();
    await site.db.prepare("UPDATE tours SET sales_status = 'CONFIRMED' WHERE id = ?1").bind(unasked.id).run();
    for (const tour of [quiet, soldOut, departed])
      await prices.changeTourPrice(tour.id, { eur: Math.max(10_000, tour.price_eur - 20_000) }, TODAY);
    await run();
    for (const sub of subs) {
      expect(mailsTo(sub.email)).toHaveLength(0);
      expect(await outboxOf(sub.id)).toEqual([]);
    }
  });

  it("answers /__scheduled as any unknown page: only local wrangler's --test-scheduled runs the job there", async () => {
    const before = site.logs.filter((log) => SUMMARY.test(log.message)).length;
    expect((await site.fetch("it", "/__scheduled?cron=17+*+*+*+*")).status).toBe(404);
    expect(site.logs.filter((log) => SUMMARY.test(log.message)).length).toBe(before);
  });

  it("logs a one-line summary of each run", async () => {
    const before = site.logs.filter((log) => SUMMARY.test(log.message)).length;
    await run();
    await summaryLogged();
    await expect.poll(() => site.logs.filter((log) => SUMMARY.test(log.message)).length).toBe(before + 1);
  });
});
