/**
 * Geolocation without JavaScript: the offer is in the page's HTML, each answer is a
 * form post (303), closing is a link, and the offer is not made again.
 */
import { expect, test } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { offerTexts } from "./geolocation-support";

test.describe("an Italian visitor on the German site, without JavaScript", () => {
  test.use({ extraHTTPHeaders: { "X-Test-Country": "IT" } });

  test("goes to the Italian site from the offer and is not asked again", async ({ page }) => {
    const texts = offerTexts("de", { country: "Italien", site: "Caravan Italia", here: "Caravan Deutschland" });
    await page.goto(`${baseUrlOf("de")}/reiseziele`);
    const dialog = page.getByRole("dialog", { name: texts.dialog });
    await expect(dialog.getByRole("heading", { name: texts.title })).toBeVisible();
    await dialog.getByRole("button", { name: texts.go }).click();
    await expect(page).toHaveURL(`${baseUrlOf("it")}/viaggi`);
    await page.goto(`${baseUrlOf("de")}/reiseziele`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("a German visitor on the French site, without JavaScript", () => {
  test.use({ extraHTTPHeaders: { "X-Test-Country": "DE" } });

  test("stays, then closes nothing more: the offer is gone for good", async ({ page }) => {
    const texts = offerTexts("fr", { country: "Allemagne", site: "Caravan Deutschland", here: "Caravan France" });
    await page.goto(`${baseUrlOf("fr")}/destinations`);
    const dialog = page.getByRole("dialog", { name: texts.dialog });
    await expect(dialog.getByRole("heading", { name: texts.title })).toBeVisible();
    await dialog.getByRole("button", { name: texts.stay }).click();
    await expect(page).toHaveURL(`${baseUrlOf("fr")}/destinations`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto(`${baseUrlOf("fr")}/`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("closing the offer by its link keeps this site too", async ({ page }) => {
    const texts = offerTexts("fr", { country: "Allemagne", site: "Caravan Deutschland", here: "Caravan France" });
    await page.goto(`${baseUrlOf("fr")}/recherche`);
    const dialog = page.getByRole("dialog", { name: texts.dialog });
    await expect(dialog.getByRole("heading", { name: texts.title })).toBeVisible();
    await dialog.locator(".modal-close").click();
    await expect(page).toHaveURL(`${baseUrlOf("fr")}/recherche`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
