/**
 * The account modals with JavaScript: a guest saves a trip through the wishlist
 * modal's steps in place with the code from the real inbox; a signed-in person asks to be told
 * about a price drop and sees the done state; who is going, shown to a signed-in person from 4
 * bookings. Axe on the open modals; the dialog fits a 390 px phone; focus goes in and back.
 */
import { axe } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { baseUrlOf, inboxUrl } from "../../playwright.config";
import { codeIn, latestMailTo } from "../support/inbox";
import { catalogues } from "./messages";
import { d1, firstTrip, hydrated, modals, signUp } from "./modals-support";
import { animationsDone } from "./hydrated";

async function axeClean(page: Page, selector: string) {
  await animationsDone(page);
  const results = await axe(page).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
}

test("a guest saves a trip on the Italian site through the wishlist modal, in place, with the code from the inbox", async ({ page }) => {
  const it = catalogues.it.account.signIn;
  const m = modals("it");
  await page.setViewportSize({ width: 390, height: 844 });
  const { path, travelId } = await firstTrip(page, "it", "/viaggi");
  await page.goto(`${baseUrlOf("it")}${path}?modal=wishlist&type=travel-${travelId}`);
  await hydrated(page);
  const dialog = page.getByRole("dialog", { name: m.wishlist.title });
  await expect(dialog).toBeVisible();
  await axeClean(page, "[role=dialog]");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const email = `preferiti.${Date.now()}@example.com`;
  const loads: string[] = [];
  page.on("load", () => loads.push(page.url()));
  await dialog.getByLabel(it.email).fill(email);
  await dialog.getByRole("button", { name: it.continue }).click();
  await expect(dialog.getByRole("heading", { name: it.newUserTitle })).toBeVisible();
  await expect(page).toHaveURL(/step=new-user/);
  await dialog.getByLabel(it.marketingNo).check();
  await dialog.getByLabel(it.taxCode).fill("RSSMRA85T10A562S");
  await dialog.getByRole("button", { name: it.continue }).click();
  await expect(dialog.getByRole("heading", { name: it.codeTitle })).toBeVisible();
  await axeClean(page, "[role=dialog]");
  const code = codeIn(await latestMailTo(inboxUrl, email));
  expect(loads, "no page reload between the steps").toEqual([]);
  // The code is right: one pass through the provider (so the other sites know the person) and back.
  await dialog.getByLabel(it.digit.replace("{{n}}", "1")).pressSequentially(code);
  // Saved and signed in: the modal closes and the toast says so (its URL parameter is then dropped).
  await expect(page.getByRole("status").filter({ hasText: catalogues.it.wishlist.toast.added })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("account-menu")).toBeVisible();
  await page.goto(`${baseUrlOf("it")}${path}?modal=wishlist&type=travel-${travelId}`);
  await expect(page.getByRole("dialog", { name: m.wishlist.title }).getByText(m.wishlist.saved)).toBeVisible();
});

test("a signed-in person asks to be told about a price drop on the German site and sees the done state", async ({ page }) => {
  const m = modals("de");
  await signUp(page, "de", `preis.${Date.now()}@example.com`);
  await firstTrip(page, "de", "/reiseziele");
  await hydrated(page);
  const row = page.locator(".departure[data-status=CONFIRMED], .departure[data-status=ALMOST_FULL]").first();
  const entry = row.locator("a.notify-me-entry");
  await entry.click();
  const dialog = page.getByRole("dialog", { name: m.notifyMe.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  await expect(dialog.locator("[data-types]")).toHaveAttribute("data-types", "PRICE_DROPPED");
  await expect(dialog.getByText(m.notifyMe.phoneNote)).toBeVisible();
  await dialog.getByLabel(m.notifyMe.phone).fill("+49 151 1234567");
  await axeClean(page, "[role=dialog]");
  await dialog.getByRole("button", { name: m.notifyMe.submit }).click();
  await expect(dialog.getByText(m.notifyMe.doneTitle)).toBeVisible();
  await expect(dialog.getByRole("link", { name: m.notifyMe.alertsLink })).toBeVisible();
  // Escape closes it and focus goes back to the link that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/modal=/);
  await expect(entry).toBeFocused();
});

test("who is going: a signed-in person sees the composition of a departure with 5 bookings", async ({ page }) => {
  const m = modals("de");
  await signUp(page, "de", `gruppe.${Date.now()}@example.com`);
  const { path } = await firstTrip(page, "de", "/reiseziele");
  const tourId = await page.locator(".departure").first().getAttribute("data-tour-id");
  await d1(
    `DELETE FROM tour_bookings WHERE tour_id = ${Number(tourId)}; INSERT INTO tour_bookings (tour_id, gender, first_timer, trips_done, age_band) VALUES (${tourId}, 'female', 1, 0, '25-35'), (${tourId}, 'male', 0, 2, '25-35'), (${tourId}, 'female', 0, 3, '35-49'), (${tourId}, 'female', 0, 1, '25-35'), (${tourId}, 'male', 1, 0, '18-24');`,
  );
  await page.goto(`${baseUrlOf("de")}${path}/${tourId}`);
  await hydrated(page);
  await page.locator("a.group-info-entry").click();
  const dialog = page.getByRole("dialog", { name: m.groupInfo.title });
  await expect(dialog.locator("[data-fact=booked] dd")).toHaveText("5");
  await expect(dialog.locator("[data-fact=female] dd")).toHaveText("3");
  await expect(dialog.locator("[data-fact=firstTimers] dd")).toHaveText("2");
  await axeClean(page, "[role=dialog]");
});
