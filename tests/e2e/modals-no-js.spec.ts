/**
 * The account modals without JavaScript: every step is a plain form post and a 303
 * back to the page with the modal at its next step; a refused step shows its message.
 */
import { expect, test } from "./fixtures";
import { baseUrlOf, inboxUrl } from "../../playwright.config";
import { codeIn, latestMailTo } from "../support/inbox";
import { catalogues } from "./messages";
import { firstTrip, modals } from "./modals-support";

test("a guest saves a trip on the German site through the wishlist modal, without JavaScript", async ({ page }) => {
  const de = catalogues.de.account.signIn;
  const m = modals("de");
  const { path, travelId } = await firstTrip(page, "de", "/reiseziele");
  await page.goto(`${baseUrlOf("de")}${path}?modal=wishlist&type=travel-${travelId}`);
  const dialog = page.getByRole("dialog", { name: m.wishlist.title });
  const email = `ohne.js.${Date.now()}@example.com`;
  await dialog.getByLabel(de.email).fill(email);
  await dialog.getByRole("button", { name: de.continue }).click();
  await expect(page).toHaveURL(/modal=wishlist.*step=new-user/);
  await dialog.getByLabel(de.marketingYes).check();
  await dialog.getByRole("button", { name: de.continue }).click();
  await expect(dialog.getByRole("heading", { name: de.codeTitle })).toBeVisible();
  const code = codeIn(await latestMailTo(inboxUrl, email));
  await dialog.getByLabel(de.code).fill(code);
  await dialog.getByRole("button", { name: de.verify }).click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?toast=added$`));
  await expect(page.getByTestId("account-menu")).toBeVisible();
});

test("a bad phone on the Italian notify-me form comes back with its message, without JavaScript", async ({ page }) => {
  const m = modals("it");
  const { path } = await firstTrip(page, "it", "/viaggi");
  const tourId = await page.locator(".departure:not([data-status=SOLD_OUT])").first().getAttribute("data-tour-id");
  await page.goto(`${baseUrlOf("it")}${path}?modal=notify-me&type=tour-${tourId}`);
  const dialog = page.getByRole("dialog", { name: m.notifyMe.title });
  await dialog.getByLabel(catalogues.it.account.signIn.email).fill(`telefono.${Date.now()}@example.com`);
  await dialog.getByLabel(m.notifyMe.phone).fill("12-34");
  // The browser's own check would stop the form: the server is the one tested here.
  await page.evaluate(() => {
    for (const f of document.querySelectorAll("form")) f.setAttribute("novalidate", "");
  });
  await dialog.getByRole("button", { name: catalogues.it.account.signIn.continue }).click();
  await expect(page.getByRole("alert")).toHaveText(m.notifyMe.errors.phone);
  await expect(page.getByLabel(m.notifyMe.phone)).toHaveAttribute("aria-invalid", "true");
});
