/**
 * Sales and confirmed departures without JavaScript: the sales page shows a promo
 * code, the confirmed departures' plain GET form filters them (axe needs scripts: sales.spec.ts
 * checks both pages).
 */
import { expect, test } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { routeTable } from "./messages";
import { salesTexts, serpTexts } from "./sales-support";

test("on de without JavaScript: a promo on the sales page, then confirmed departures filtered by status", async ({ page }) => {
  const texts = salesTexts("de");
  const serp = serpTexts("de");
  await page.goto(`${baseUrlOf("de")}${routeTable.sales!["de-DE"]}`);
  await expect(page.locator("li.sale").first()).toBeVisible();
  const promo = page.locator("[data-promo]").first();
  await expect(promo).toBeVisible();
  await expect(promo).toContainText(/Aktionscode|Aktion abgelaufen/);

  await page.goto(`${baseUrlOf("de")}${routeTable.tours!["de-DE"]}`);
  await expect(page.locator(".flight-advice")).toContainText(texts.confirmed.flights);
  await page.getByLabel(serp.filters.status).selectOption("CONFIRMED");
  await page.getByRole("button", { name: serp.filters.apply }).click();
  await expect(page).toHaveURL(/status%5B%5D=CONFIRMED|status\[\]=CONFIRMED/);
  await expect(page.getByLabel(serp.filters.status)).toHaveValue("CONFIRMED");
  const statuses = await page.locator("li.confirmed").evaluateAll((items) => items.map((li) => li.getAttribute("data-status")));
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.every((s) => s === "CONFIRMED")).toBe(true);
});
