import { readFileSync } from "node:fs";
import { expect, type Page } from "./fixtures";
import { baseUrlOf, inboxUrl } from "../../playwright.config";
import { codeIn, latestMailTo } from "../support/inbox";
import { d1Execute } from "../support/local-d1";
import { catalogues } from "./messages";
export { hydrated } from "./hydrated";

/** The account modals' messages (locales/modals), read like messages.ts reads the others. */
export const modals = (language: "it" | "de") =>
  (
    JSON.parse(
      readFileSync(new URL(`../../locales/modals/${language}.json`, import.meta.url), "utf8"),
    ) as typeof import("../../locales/modals/en-US.json")
  ).modals;

/** Statements on the browser tests' own local database (the server's --persist-to folder). */
export const d1 = (sql: string): Promise<void> => d1Execute(sql);

/**
 * The first trip of the trips listing, opened by its address: its path and travel id. The
 * callers test what happens on the trip page; opening it by address waits for its load, where a
 * click during the listing's hydration left the wait to a 5 s expectation.
 */
export async function firstTrip(page: Page, tenant: "it" | "de", listing: string): Promise<{ path: string; travelId: string }> {
  await page.goto(`${baseUrlOf(tenant)}${listing}`);
  const href = await page.locator(".cards .card-title a").first().getAttribute("href");
  await page.goto(new URL(href!, page.url()).href);
  await expect(page.locator(".trip-page")).toBeVisible();
  return { path: new URL(page.url()).pathname, travelId: (await page.locator(".trip-page").getAttribute("data-travel-id"))! };
}

/** Signs a new person up on the site's sign-in page (no tax code on de). */
export async function signUp(page: Page, tenant: "de", email: string): Promise<void> {
  const t = catalogues[tenant].account.signIn;
  await page.goto(`${baseUrlOf(tenant)}/auth/sign-in`);
  await page.getByLabel(t.email).fill(email);
  await page.getByRole("button", { name: t.continue }).click();
  await page.getByLabel(t.marketingNo).check();
  await page.getByRole("button", { name: t.continue }).click();
  await expect(page.getByRole("heading", { name: t.codeTitle })).toBeVisible();
  await page.locator("#sign-in-code, [aria-label]").first().isVisible();
  const code = codeIn(await latestMailTo(inboxUrl, email));
  const digit = page.getByLabel(t.digit.replace("{{n}}", "1"));
  if (await digit.count()) await digit.pressSequentially(code);
  else {
    await page.getByLabel(t.code).fill(code);
    await page.getByRole("button", { name: t.verify }).click();
  }
  await expect(page.getByTestId("account-menu")).toBeVisible();
}
