/**
 * Shared steps of the trip poll journeys, with JavaScript on and off: a person signs
 * up on one site and saves a trip with at least two departures on sale; friends open the link on
 * another site.
 */
import { readFileSync } from "node:fs";
import { expect, type Page } from "./fixtures";
import { baseUrlOf, inboxUrl } from "../../playwright.config";
import { codeIn, latestMailTo } from "../support/inbox";
import { d1Query } from "../support/local-d1";
import { catalogues, routeTable } from "./messages";
import { hydrated } from "./hydrated";
import { testToday } from "../support/clock";

export type PollSite = { tenant: string; language: keyof typeof catalogues; pathLocale: string; taxCode: string | null };

export const SITES = {
  it: { tenant: "it", language: "it", pathLocale: "it-IT", taxCode: "RSSMRA85T10A562S" },
  de: { tenant: "de", language: "de", pathLocale: "de-DE", taxCode: null },
} as const satisfies Record<string, PollSite>;

/** The poll texts of a language (locales/poll). */
export function pollTexts(language: string) {
  return JSON.parse(readFileSync(new URL(`../../locales/poll/${language}.json`, import.meta.url), "utf8")).poll;
}

/** `{{name}}` placeholders filled, as the site's translate does. */
export const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(vars[key] ?? ""));

/** A trip with two departures or more still on sale, the `offset`-th of them (each test its own). */
export async function tripWithDepartures(offset: number, catalogueLanguage: string) {
  const today = testToday();
  const [row] = await d1Query<{ id: number; slug: string; title: string }>(
    `SELECT tr.id, tr.slug_${catalogueLanguage} AS slug, tr.title_${catalogueLanguage} AS title FROM travels tr
     WHERE (SELECT count(*) FROM tours t WHERE t.travel_id = tr.id AND t.starting_date > '${today}' AND t.sales_status <> 'SOLD_OUT') >= 2
     ORDER BY tr.id DESC LIMIT 1 OFFSET ${offset}`,
  );
  if (!row) throw new Error("no trip with two departures on sale in the seed");
  return row;
}

export const pollPath = (pathLocale: string, token: string) => routeTable["wishlist-poll"]![pathLocale]!.replace(":token", token);

/** Signs a new person up through the site's sign-in page (the code read from the inbox), back to `returnTo`. */
export async function signUp(page: Page, site: PollSite, returnTo: string, js: boolean) {
  const steps = catalogues[site.language].account.signIn;
  const email = `poll.${site.tenant}.${js ? "js" : "nojs"}.${Date.now()}@example.com`;
  await page.goto(`${baseUrlOf(site.tenant)}/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  if (js) await hydrated(page);
  await page.getByLabel(steps.email).fill(email);
  await page.getByRole("button", { name: steps.continue }).click();
  await page.getByLabel(steps.marketingNo).check();
  if (site.taxCode) await page.getByLabel(steps.taxCode).fill(site.taxCode);
  await page.getByRole("button", { name: steps.continue }).click();
  const code = codeIn(await latestMailTo(inboxUrl, email));
  if (js) {
    await expect(page.getByRole("heading", { name: steps.codeTitle })).toBeVisible();
    await page.getByLabel(steps.digit.replace("{{n}}", "1")).pressSequentially(code);
  } else {
    await page.getByLabel(steps.code, { exact: true }).fill(code);
    await page.getByRole("button", { name: steps.verify }).click();
  }
  await expect(page.getByTestId("account-menu")).toBeVisible();
  return email;
}
