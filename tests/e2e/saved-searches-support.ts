/**
 * Shared steps of the watched-search journeys (issue 27), with JavaScript on and off: the
 * texts of a language, a search worth watching, and the rows of the wishlist page's list.
 */
import { readFileSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import { baseUrlOf } from "../../playwright.config";
import { routeTable } from "./messages";

/** The watched searches' texts of a language (locales/saved-searches). */
export function savedSearchTexts(language: string) {
  return (
    JSON.parse(
      readFileSync(new URL(`../../locales/saved-searches/${language}.json`, import.meta.url), "utf8"),
    ) as typeof import("../../locales/saved-searches/en-GB.json")
  ).savedSearches;
}

/** `{{name}}` placeholders filled, as the site's translate does. */
export const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(vars[key] ?? ""));

/**
 * A search a person would watch: trips of up to ten days, sorted by price (the order is
 * presentation: the watched search keeps the filter alone, as its canonical query).
 */
export const WATCHED_QUERY = "durations=MAX_10";
export const searchUrl = (tenant: string, pathLocale: string) =>
  `${baseUrlOf(tenant)}${routeTable.search![pathLocale]!}?${WATCHED_QUERY}&sort=price%3Aasc`;
export const wishlistUrl = (tenant: string, pathLocale: string) => `${baseUrlOf(tenant)}${routeTable.wishlist![pathLocale]!}`;

/** The list's one row (each test's person watches one search at a time). */
export const watchedRow = (page: Page): Locator => page.locator("li[data-saved-search-id]");

/** The row's name, its link to the search (the canonical query) and today's matches, written in the site's plural forms. */
export async function expectRow(row: Locator, texts: ReturnType<typeof savedSearchTexts>, name: string) {
  const link = row.getByRole("link", { name });
  await expect(link).toBeVisible();
  expect(new URL((await link.getAttribute("href"))!, "http://site.invalid").search).toBe(`?${WATCHED_QUERY}`);
  const matches = (await row.getByTestId("saved-search-matches").innerText()).trim();
  const count = Number(/\d+/.exec(matches)?.[0]);
  // The seed has short trips on sale: "none" would mean the count is not read.
  expect(count).toBeGreaterThan(0);
  const forms = texts.matches.split(" | ").map((form) => fill(form, { count }));
  expect(forms).toContain(matches);
}
