/**
 * The wishlist with JavaScript: a signed-in person saves a trip from the search and a departure
 * from the trip page, in place with toasts and no reload, finds both on the wishlist page at the
 * price the pages showed, and removes the trip with its departure after confirming in an
 * accessible dialog. On the Italian site (the UK site goes through the same steps without
 * JavaScript).
 */
import { axe } from "./axe";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./fixtures";
import { baseUrlOf, inboxUrl } from "../../playwright.config";
import { codeIn, latestMailTo } from "../support/inbox";
import { catalogues, routeTable } from "./messages";
import { animationsDone, hydrated } from "./hydrated";

const wishlistTexts = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/wishlist/${language}.json`, import.meta.url), "utf8")).wishlist;

const SITES = [
  { tenant: "it", language: "it", pathLocale: "it-IT", taxCode: "RSSMRA85T10A562S" },
  { tenant: "uk", language: "en-GB", pathLocale: "en-WE", taxCode: null },
] as const;

async function axeClean(page: Page) {
  await animationsDone(page);
  const results = await axe(page).include("main").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
}

/** Signs a new person up through the site's sign-in steps, the code read from the inbox. */
async function signUp(page: Page, site: (typeof SITES)[number], returnTo: string) {
  const steps = catalogues[site.language].account.signIn;
  const email = `wishlist.${site.tenant}.${Date.now()}@example.com`;
  await page.goto(`${baseUrlOf(site.tenant)}/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  await hydrated(page);
  await page.getByLabel(steps.email).fill(email);
  await page.getByRole("button", { name: steps.continue }).click();
  await page.getByLabel(steps.marketingNo).check();
  if (site.taxCode) await page.getByLabel(steps.taxCode).fill(site.taxCode);
  await page.getByRole("button", { name: steps.continue }).click();
  await expect(page.getByRole("heading", { name: steps.codeTitle })).toBeVisible();
  const code = codeIn(await latestMailTo(inboxUrl, email));
  await page.getByLabel(steps.digit.replace("{{n}}", "1")).pressSequentially(code);
  await expect(page.getByTestId("account-menu")).toBeVisible();
}

{
  const site = SITES[0];
  test(`on ${site.tenant} a signed-in person saves a trip and a departure in place, finds them on the wishlist and removes the trip with its departure`, async ({
    page,
  }) => {
    const w = wishlistTexts(site.language);
    const searchPath = routeTable.search![site.pathLocale]!;
    const wishlistPath = routeTable.wishlist![site.pathLocale]!;
    await signUp(page, site, searchPath);
    await expect(page).toHaveURL(`${baseUrlOf(site.tenant)}${searchPath}`);
    await hydrated(page);
    // A marker that a reload would wipe: everything below happens in place.
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    const card = page.locator(".travel-card").first();
    const title = (await card.locator(".card-title").innerText()).trim();
    const heart = card.getByRole("button", { name: w.heart.save.replace("{{title}}", title) });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(card.getByRole("button", { name: w.heart.remove.replace("{{title}}", title) })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("status").filter({ hasText: w.toast.added })).toBeVisible();
    await expect(page.getByTestId("wishlist-count")).toContainText("1");
    // The heart's event carries the ids, the page type and where it sat.
    const events = () => page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer);
    // Pushed once the add is answered: waited for, not raced.
    await expect.poll(events).toContainEqual(
      expect.objectContaining({
        event: "wishlistAdd",
        pageType: "SERP",
        sectionFrom: "travel-card",
        travelId: await card.getAttribute("data-travel-id"),
      }),
    );

    // The trip page: save its first departure from the list.
    await card.locator(".card-title a").click();
    await expect(page.locator("h1")).toHaveText(title);
    // The first departure still on sale (a sold-out one shows no price).
    const departure = page.locator('.departure:not([data-status="SOLD_OUT"]):has(.departure-price strong)').first();
    const tourId = await departure.getAttribute("data-tour-id");
    const price = (await departure.locator(".departure-price strong").innerText()).trim();
    await departure.locator("button.heart").click();
    await expect(departure.locator("button.heart")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("status").filter({ hasText: w.toast.added })).toBeVisible();
    // The trip's own heart counts its saved departures (wishlistedToursCount).
    await expect(page.locator(".title-row .heart-count")).toContainText("1");
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    // The wishlist page, through the header's heart.
    await page.getByTestId("wishlist-link").click();
    expect(await events()).toContainEqual(
      expect.objectContaining({ event: "goToWishlist", pageType: "travel page", sectionFrom: "header" }),
    );
    await expect(page).toHaveURL(`${baseUrlOf(site.tenant)}${wishlistPath}`);
    await expect(page.getByTestId("wishlist-link")).toHaveAttribute("aria-current", "page");
    const savedTrip = page.locator(".wishlist-cards .travel-card");
    const savedTour = page.locator(`.wishlist-cards .tour-card[data-tour-id="${tourId}"]`);
    await expect(savedTrip).toHaveCount(1);
    await expect(savedTrip.locator(".card-title")).toHaveText(title);
    await expect(savedTour.locator(".card-price strong")).toHaveText(price);
    await axeClean(page);

    // Removing the trip asks first: a dialog that takes focus and closes on Escape.
    const remove = savedTrip.getByRole("link", { name: w.heart.remove.replace("{{title}}", title) });
    await remove.click();
    const dialog = page.getByRole("alertdialog", { name: w.confirm.travelTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: w.confirm.cancel })).toBeFocused();
    await axeClean(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(savedTrip).toHaveCount(1);
    await remove.click();
    await dialog.getByRole("button", { name: w.confirm.remove }).click();
    await expect(page.getByRole("status").filter({ hasText: w.toast.travelRemoved })).toBeVisible();
    await expect(page.locator(".wishlist-cards .travel-card")).toHaveCount(0);
    await expect(page.locator(".wishlist-cards .tour-card")).toHaveCount(0);
    await expect(page.locator(".wishlist-empty")).toBeVisible();
    // The toast has left the URL.
    await expect(page).toHaveURL(`${baseUrlOf(site.tenant)}${wishlistPath}`);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });
}

test("a guest's heart leads to the wishlist modal on the URL and saves nothing", async ({ page }) => {
  await page.goto(`${baseUrlOf("uk")}/search`);
  await hydrated(page);
  const card = page.locator(".travel-card").first();
  const id = await card.getAttribute("data-travel-id");
  await card.locator("button.heart").click();
  await expect(page).toHaveURL(new RegExp(`[?&]modal=wishlist&type=travel-${id}`));
  await expect(card.locator("button.heart")).toHaveAttribute("aria-pressed", "false");
});
