/**
 * Geolocation, with JavaScript: the country modal opens on load for a visitor from
 * another site's country, staying closes it in place, going leads to the other site, and
 * either way it is not offered again.
 */
import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { offerTexts } from "./geolocation-support";
import { hydrated } from "./hydrated";

/**
 * The page answers keys once React runs and the modal's own code has taken over: it moves the
 * focus into the dialog (the dialog itself or its first control, the focus trap's choice).
 */
async function live(page: import("@playwright/test").Page) {
  await hydrated(page);
  await expect
    .poll(() => page.evaluate(() => document.querySelector("[role=dialog]")?.contains(document.activeElement) ?? false), {
      timeout: 15_000,
    })
    .toBe(true);
}

test.describe("an Italian visitor on the German site", () => {
  test.use({ extraHTTPHeaders: { "X-Test-Country": "IT" } });

  test("is offered the Italian site once, and stays in place", async ({ page }) => {
    const texts = offerTexts("de", { country: "Italien", site: "Caravan Italia", here: "Caravan Deutschland" });
    await page.goto(`${baseUrlOf("de")}/reiseziele`);
    const dialog = page.getByRole("dialog", { name: texts.dialog });
    await expect(dialog.getByRole("heading", { name: texts.title })).toBeVisible();
    expect((await axe(page).include('[role="dialog"]').analyze()).violations).toEqual([]);
    await dialog.getByRole("button", { name: texts.stay }).click();
    await expect(dialog).toBeHidden();
    // In place: the page did not change.
    await expect(page).toHaveURL(`${baseUrlOf("de")}/reiseziele`);
    await page.reload();
    await expect(page.getByRole("heading", { name: texts.title })).toHaveCount(0);
    await page.goto(`${baseUrlOf("de")}/`);
    await expect(page.getByRole("heading", { name: texts.title })).toHaveCount(0);
  });
});

test.describe("a French visitor on the Spanish site", () => {
  test.use({ extraHTTPHeaders: { "X-Test-Country": "FR" } });

  test("goes to the French site from the offer and is not asked again", async ({ page }) => {
    const texts = offerTexts("es", { country: "Francia", site: "Caravan France", here: "Caravan España" });
    await page.goto(`${baseUrlOf("es")}/viajes`);
    const dialog = page.getByRole("dialog", { name: texts.dialog });
    await expect(dialog.getByRole("heading", { name: texts.title })).toBeVisible();
    await dialog.getByRole("button", { name: texts.go }).click();
    await expect(page).toHaveURL(`${baseUrlOf("fr")}/destinations`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto(`${baseUrlOf("es")}/viajes`);
    await expect(page.getByRole("heading", { name: texts.title })).toHaveCount(0);
  });

  test("closes the offer with Escape, and the header's country button still opens the list", async ({ page }) => {
    const texts = offerTexts("es", { country: "Francia", site: "Caravan France", here: "Caravan España" });
    await page.goto(`${baseUrlOf("es")}/buscar`);
    const dialog = page.getByRole("dialog", { name: texts.dialog });
    await expect(dialog.getByRole("heading", { name: texts.title })).toBeVisible();
    await live(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.goto(`${baseUrlOf("es")}/buscar?modal=country`);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: texts.title })).toHaveCount(0);
  });
});
