/**
 * One account across the sites without JavaScript: the wishlist modal's steps are plain forms;
 * after the code the browser passes through the provider (a one-time ticket) and comes back, so
 * Log in on another site needs no code, and that site's wishlist holds the trip saved on the first.
 */
import { expect, test } from "./fixtures";
import { baseUrlOf, inboxUrl } from "../../playwright.config";
import { codeIn, latestMailTo, mailsTo } from "../support/inbox";
import { catalogues, routeTable } from "./messages";
import { firstTrip, modals } from "./modals-support";

test("signed in through the German wishlist modal without JavaScript, Log in on uk needs no code and finds the trip on its wishlist", async ({
  page,
}) => {
  const de = catalogues.de.account.signIn;
  const m = modals("de");
  const { path, travelId } = await firstTrip(page, "de", "/reiseziele");
  await page.goto(`${baseUrlOf("de")}${path}?modal=wishlist&type=travel-${travelId}`);
  const dialog = page.getByRole("dialog", { name: m.wishlist.title });
  const email = `sso.ohne.js.${Date.now()}@example.com`;
  await dialog.getByLabel(de.email).fill(email);
  await dialog.getByRole("button", { name: de.continue }).click();
  await dialog.getByLabel(de.marketingNo).check();
  await dialog.getByRole("button", { name: de.continue }).click();
  await expect(dialog.getByRole("heading", { name: de.codeTitle })).toBeVisible();
  await dialog.getByLabel(de.code).fill(codeIn(await latestMailTo(inboxUrl, email)));
  await dialog.getByRole("button", { name: de.verify }).click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?toast=added$`));
  await expect(page.getByTestId("account-menu")).toBeVisible();

  await page.goto(`${baseUrlOf("uk")}/`);
  await page.getByTestId("login-link").click();
  await expect(page).toHaveURL(`${baseUrlOf("uk")}/`);
  await expect(page.getByTestId("account-menu")).toBeVisible();
  expect(await mailsTo(inboxUrl, email)).toHaveLength(1);
  // One wishlist for the person: the trip saved on de is on uk's wishlist, in English and pounds.
  await page.goto(`${baseUrlOf("uk")}${routeTable.wishlist!["en-WE"]}`);
  const saved = page.locator("li", { has: page.locator(`[data-remove-travel="${travelId}"]`) });
  await expect(saved).toHaveCount(1);
  await expect(saved.locator(".card-title a")).toHaveAttribute("href", /^\/destinations\//);
  await expect(saved).toContainText("£");
});
