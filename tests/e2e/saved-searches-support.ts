/**
 * Shared steps of the watched-search journeys, with JavaScript on and off, on two sites: the
 * texts of a language, a departure a watched search does not match yet (its price is above the
 * search's range), the e-mail the job sends once it falls in, the one e-mail when it costs less
 * again, and the rows of the list on the wishlist page and in the personal area.
 */
import { readFileSync } from "node:fs";
import { expect, type Locator, type Page } from "./fixtures";
import { accountsUrl, baseUrlOf, inboxUrl } from "../../playwright.config";
import { latestMailTo, mailsTo } from "../support/inbox";
import { changeTourPrice, claimTravel, d1Execute, d1Query, runScheduled, sqlText } from "../support/local-d1";
import { type catalogues, routeTable } from "./messages";

/** A site of the journeys: its language (texts and the trip's title column) and the currency its searches keep. */
export type WatchSite = {
  tenant: string;
  language: keyof typeof catalogues;
  pathLocale: string;
  currency: "EUR" | "USD";
  /** The catalogue's column suffix (title_de, title_en). */
  titles: "de" | "en" | "it";
  /** How the site writes a whole amount of the currency. */
  money: (units: number) => string;
};

/** The two sites the journeys run on: euros in German, dollars in American English. */
/**
 * The two sites of the watch journeys: the journey with JavaScript runs on the first, the one
 * without on the second, so each site's texts and money go through the whole journey once.
 */
export const JOURNEY_SITES: [WatchSite, WatchSite] = [
  { tenant: "de", language: "de", pathLocale: "de-DE", currency: "EUR", titles: "de", money: (n) => `${n.toLocaleString("de-DE")} €` },
  { tenant: "us", language: "en-US", pathLocale: "en-US", currency: "USD", titles: "en", money: (n) => `$${n.toLocaleString("en-US")}` },
];

/** The watched searches' texts of a language (locales/saved-searches). */
export function savedSearchTexts(language: string) {
  return (
    JSON.parse(
      readFileSync(new URL(`../../locales/saved-searches/${language}.json`, import.meta.url), "utf8"),
    ) as typeof import("../../locales/saved-searches/en-GB.json")
  ).savedSearches;
}

/** The e-mail texts of the watched searches (locales/email). */
function mailTexts(language: string) {
  return (
    JSON.parse(
      readFileSync(new URL(`../../locales/email/${language}.json`, import.meta.url), "utf8"),
    ) as typeof import("../../locales/email/en-GB.json")
  ).savedSearch;
}

/** `{{name}}` placeholders filled, as the site's translate does. */
export const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(vars[key] ?? ""));

/**
 * A search a person would watch: trips of up to ten days, sorted by price (the order is
 * presentation: the watched search keeps the filter alone, as its canonical query).
 */
export const WATCHED_QUERY = "durations=MAX_10";
export const searchUrl = (tenant: string, pathLocale: string, query = `${WATCHED_QUERY}&sort=price%3Aasc`) =>
  `${baseUrlOf(tenant)}${routeTable.search![pathLocale]!}?${query}`;
export const wishlistUrl = (tenant: string, pathLocale: string) => `${baseUrlOf(tenant)}${routeTable.wishlist![pathLocale]!}`;
/** The personal area on the accounts host, for a person who came from `tenant`. */
export const personalAreaUrl = (tenant: string) => `${accountsUrl}/oidc/account?client_id=${tenant}`;

/**
 * Runs the job until it has read the whole log of departure changes. A run reads at most 500:
 * after a reseed the log holds every departure, and a search an earlier, failed run left
 * active makes the job read it all, so one run may leave the changes a test makes for later.
 */
async function readWholeChangeLog(port: string) {
  for (let run = 0; run < 30; run++) {
    await runScheduled(port);
    const [log] = await d1Query<{ behind: number }>(
      "SELECT coalesce((SELECT max(seq) FROM tour_changes), 0) > (SELECT seq FROM saved_search_cursor WHERE id = 1) AS behind",
    );
    if (!log?.behind) return;
  }
  throw new Error("the watched searches' job did not read the change log in 30 runs");
}

type Departure = { id: number; code: string; travel_id: number; price_eur: number; price: number; title: string };

/**
 * A bookable future departure whose price nobody has changed yet (its one price-history row is
 * the seed's: no other test or earlier run has made news on it), and the search that does not
 * match it until its price falls: its trip, and prices up to 85% of today's, in the site's
 * currency (cents). The job runs first, so the day's price refresh is behind the search.
 * Each call of a run takes another trip, one no other test of the run works on (claimTravel).
 */
export async function departureToWatch(site: WatchSite) {
  await readWholeChangeLog(new URL(baseUrlOf(site.tenant)).port);
  const column = site.currency === "EUR" ? "price_eur" : "price_usd";
  const rows = await d1Query<Departure>(
    `SELECT t.id, t.code, t.travel_id, t.price_eur, t.${column} AS price, tr.title_${site.titles} AS title
     FROM tours t JOIN travels tr ON tr.id = t.travel_id
     WHERE t.starting_date > date('now', '+3 days') AND t.sales_status IN ('CONFIRMED', 'PLANNED', 'ALMOST_CONFIRMED')
       AND t.discount_percent = 0 AND t.price_eur > 50000
       AND (SELECT count(*) FROM tour_price_history h WHERE h.tour_id = t.id) = 1
     ORDER BY t.id DESC LIMIT 40`,
  );
  const departure = rows.find((row) => claimTravel(row.travel_id));
  if (!departure) throw new Error("no departure left whose price never changed");
  const limit = Math.round((departure.price * 0.85) / 100) * 100;
  // In the canonical query's order (the list links to it).
  return { departure, query: `priceTo=${limit}&travelId[]=${departure.travel_id}` };
}

/**
 * `npm run tours:price` lowers the departure to 70% (into the search's range), the alert job
 * runs twice, and exactly one e-mail reaches the person: in the site's language, naming the
 * search, listing the departure with its new price in the site's currency and its link there.
 */
export async function expectOneAlert(site: WatchSite, departure: Departure, email: string, name: string) {
  const seen = (await mailsTo(inboxUrl, email)).length;
  const lowered = Math.round((departure.price_eur * 0.7) / 100) * 100;
  expect(await changeTourPrice(departure.code, lowered)).toContain("shown as");
  const port = new URL(baseUrlOf(site.tenant)).port;
  await runScheduled(port);
  await runScheduled(port);
  const mail = await latestMailTo(inboxUrl, email, { timeout: 15_000, seen });
  expect(await mailsTo(inboxUrl, email), "one e-mail for two runs").toHaveLength(seen + 1);
  const texts = mailTexts(site.language);
  expect(mail.subject).toBe(fill(texts.subject.one, { name }));
  expect(mail.text).toContain(departure.title);
  const [now] = await d1Query<{ price: number }>(
    `SELECT ${site.currency === "EUR" ? "price_eur" : "price_usd"} AS price FROM tours WHERE id = ${departure.id}`,
  );
  expect(mail.text).toContain(site.money(Math.round(now!.price / 100)));
  const links = mail.text.match(/http:\/\/\S+/g) ?? [];
  expect(links.some((link) => link.startsWith(`${baseUrlOf(site.tenant)}/`) && link.endsWith(`/${departure.id}`))).toBe(true);
}

const priceColumn = (site: WatchSite) => (site.currency === "EUR" ? "price_eur" : "price_usd");

/**
 * The departure already mailed costs less: `npm run tours:price` lowers it to 60%, the job runs
 * twice, and exactly one more e-mail reaches the person, saying the departure is cheaper, with
 * the price last mailed and the new one in the site's currency. The day's e-mail of the search
 * is moved a day back first (one e-mail a search a day; only this person's search is touched,
 * so the other tests' searches and the job's own clock stay as they are).
 */
export async function expectOneDropAlert(site: WatchSite, departure: Departure, email: string, name: string) {
  const seen = (await mailsTo(inboxUrl, email)).length;
  const price = async () =>
    (await d1Query<{ price: number }>(`SELECT ${priceColumn(site)} AS price FROM tours WHERE id = ${departure.id}`))[0]!.price;
  const mailed = await price();
  const searches = `SELECT s.id FROM saved_searches s JOIN users u ON u.id = s.user_id WHERE u.email = ${sqlText(email)}`;
  await d1Execute(
    `UPDATE saved_search_outbox SET event_key = 'search:' || search_id || ':' || date(substr(event_key, -10), '-1 day')
       WHERE search_id IN (${searches});
     UPDATE saved_searches SET last_told_day = date(last_told_day, '-1 day') WHERE id IN (${searches})`,
  );
  const lowered = Math.round((departure.price_eur * 0.6) / 100) * 100;
  expect(await changeTourPrice(departure.code, lowered)).toContain("shown as");
  const port = new URL(baseUrlOf(site.tenant)).port;
  await runScheduled(port);
  await runScheduled(port);
  const mail = await latestMailTo(inboxUrl, email, { timeout: 15_000, seen });
  expect(await mailsTo(inboxUrl, email), "one e-mail for the drop, for two runs").toHaveLength(seen + 1);
  const texts = mailTexts(site.language);
  expect(mail.subject).toBe(fill(texts.subjectCheaper.one, { name }));
  expect(mail.text).toContain(fill(texts.cheaperBody.one, { name }));
  expect(mail.text).toContain(departure.title);
  // "…, now $1,029 instead of $1,200": the part of the line after the dates.
  const prices = texts.itemCheaper.slice(texts.itemCheaper.indexOf("{{end}}") + "{{end}}".length);
  const now = await price();
  expect(now).toBeLessThan(mailed);
  expect(mail.text).toContain(fill(prices, { price: site.money(Math.round(now / 100)), was: site.money(Math.round(mailed / 100)) }));
  // A third run has nothing more to say.
  await runScheduled(port);
  expect(await mailsTo(inboxUrl, email)).toHaveLength(seen + 1);
}

/** The list's one row (each test's person watches one search at a time). */
export const watchedRow = (page: Page): Locator => page.locator("li[data-saved-search-id]");

/**
 * The row's name, its link to the search (the canonical query `query`, on the site's own
 * search page) and today's matches, written in the site's plural forms.
 */
export async function expectRow(row: Locator, texts: ReturnType<typeof savedSearchTexts>, name: string, query = WATCHED_QUERY) {
  const link = row.getByRole("link", { name });
  await expect(link).toBeVisible();
  expect(new URL((await link.getAttribute("href"))!, "http://site.invalid").search).toBe(`?${query}`);
  const matches = (await row.getByTestId("saved-search-matches").innerText()).trim();
  const count = Number(/\d+/.exec(matches)?.[0]);
  // The seed has departures that match: "none" would mean the count is not read.
  expect(count).toBeGreaterThan(0);
  const forms = texts.matches.split(" | ").map((form) => fill(form, { count }));
  expect(forms.some((form) => matches.startsWith(form))).toBe(true);
}
