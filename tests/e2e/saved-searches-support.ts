/**
 * Shared steps of the watched-search journeys (issue 27), with JavaScript on and off, on two
 * sites: the texts of a language, a departure a watched search does not match yet (its price
 * is above the search's range), the e-mail the job sends once it falls in, and the rows of the
 * list on the wishlist page and in the personal area.
 */
import { readFileSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import { accountsUrl, baseUrlOf, inboxUrl } from "../../playwright.config";
import { latestMailTo, mailsTo } from "../support/inbox";
import { changeTourPrice, claimTravel, d1Query, runScheduled } from "../support/local-d1";
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
export const JOURNEY_SITES: WatchSite[] = [
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

type Departure = { id: number; code: string; travel_id: number; price_eur: number; price: number; title: string };

/**
 * A bookable future departure whose price nobody has changed yet (its one price-history row is
 * the seed's: no other test or earlier run has made news on it), and the search that does not
 * match it until its price falls: its trip, and prices up to 85% of today's, in the site's
 * currency (cents). The job runs first, so the day's price refresh is behind the search.
 * Each call of a run takes another trip, one no other test of the run works on (claimTravel).
 */
export async function departureToWatch(site: WatchSite) {
  await runScheduled(new URL(baseUrlOf(site.tenant)).port);
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
