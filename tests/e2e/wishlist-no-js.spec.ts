/**
 * The wishlist with JavaScript off: hearts are plain forms answered by a 303 back to the page
 * with the toast named on the URL, and removing a trip confirms on the URL (`?confirm=…`). On
 * the UK site (the Italian site goes through the same steps with JavaScript).
 */
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./fixtures";
import { baseUrlOf, inboxUrl } from "../../playwright.config";
import { codeIn, latestMailTo } from "../support/inbox";
import { catalogues, routeTable } from "./messages";

const wishlistTexts = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/wishlist/${language}.json`, import.meta.url), "utf8")).wishlist;

const SITES = [
  { tenant: "it", language: "it", pathLocale: "it-IT", taxCode: "RSSMRA85T10A562S" },
  { tenant: "uk", language: "en-GB", pathLocale: "en-WE", taxCode: null },
] as const;

async function signUp(page: Page, site: (typeof SITES)[number], returnTo: string) {
  const steps = catalogues[site.language].account.signIn;
  const email = `wishlist.nojs.${site.tenant}.${Date.now()}@example.com`;
  await page.goto(`${baseUrlOf(site.tenant)}/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel(steps.email).fill(email);
  await page.getByRole("button", { name: steps.continue }).click();
  await page.getByLabel(steps.marketingNo).check();
  if (site.taxCode) await page.getByLabel(steps.taxCode).fill(site.taxCode);
  await page.getByRole("button", { name: steps.continue }).click();
  await page.getByLabel(steps.code, { exact: true }).fill(codeIn(await latestMailTo(inboxUrl, email)));
  await page.getByRole("button", { name: steps.verify }).click();
  await expect(page.getByTestId("account-menu")).toBeVisible();
}

{
  const site = SITES[1];
  test(`on ${site.tenant} without JavaScript the hearts, the wishlist page and the confirmed removal work`, async ({ page }) => {
    const w = wishlistTexts(site.language);
    const searchPath = routeTable.search![site.pathLocale]!;
    const wishlistPath = routeTable.wishlist![site.pathLocale]!;
    await signUp(page, site, searchPath);

    const card = page.locator(".travel-card").first();
    const id = await card.getAttribute("data-travel-id");
    await card.locator("button.heart").click();
    await expect(page).toHaveURL(`${baseUrlOf(site.tenant)}${searchPath}?toast=added`);
    await expect(page.locator(".toast-region")).toHaveText(w.toast.added);
    await expect(page.locator(`.travel-card[data-travel-id="${id}"] button.heart`)).toHaveAttribute("aria-pressed", "true");

    await page.locator(`.travel-card[data-travel-id="${id}"] .card-title a`).click();
    // The first departure still on sale (a sold-out one shows no price).
    const departure = page.locator('.departure:not([data-status="SOLD_OUT"]):has(.departure-price strong)').first();
    const tourId = await departure.getAttribute("data-tour-id");
    const price = (await departure.locator(".departure-price strong").innerText()).trim();
    await departure.locator("button.heart").click();
    await expect(page.locator(".toast-region")).toHaveText(w.toast.added);
    await expect(page.locator(`.departure[data-tour-id="${tourId}"] button.heart`)).toHaveAttribute("aria-pressed", "true");

    await page.goto(`${baseUrlOf(site.tenant)}${wishlistPath}`);
    await expect(page.locator(".wishlist-cards .travel-card")).toHaveCount(1);
    await expect(page.locator(`.tour-card[data-tour-id="${tourId}"] .card-price strong`)).toHaveText(price);

    await page.locator(`a[data-remove-travel="${id}"]`).click();
    await expect(page).toHaveURL(`${baseUrlOf(site.tenant)}${wishlistPath}?confirm=travel-${id}`);
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: w.confirm.remove }).click();
    await expect(page).toHaveURL(`${baseUrlOf(site.tenant)}${wishlistPath}?toast=travelRemoved`);
    await expect(page.locator(".toast-region")).toHaveText(w.toast.travelRemoved);
    await expect(page.locator(".wishlist-cards .travel-card, .wishlist-cards .tour-card")).toHaveCount(0);
  });
}
