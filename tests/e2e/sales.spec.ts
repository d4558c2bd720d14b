/**
 * Sales and confirmed departures with JavaScript on: a promo code on the sales
 * page, the confirmed departures filtered in place by status and month; axe on both pages,
 * and both photographed at phone and desktop widths on the Italian site.
 */
import { axe } from "./axe";
import { expect, test, type Page, screenshot } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { routeTable } from "./messages";
import { salesTexts, serpTexts } from "./sales-support";
import { animationsDone } from "./hydrated";

const SCREENS = "test-results/sales-screens";

async function axeClean(page: Page, label: string) {
  await animationsDone(page);
  const { violations } = await axe(page).analyze();
  expect(violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await screenshot(page, { path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width}px`).toBeLessThanOrEqual(0);
  }
}

test("on it the sales page shows promo codes and the confirmed departures filter in place", async ({ page }) => {
  const texts = salesTexts("it");
  const serp = serpTexts("it");
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${baseUrlOf("it")}${routeTable.sales!["it-IT"]}`);
  await expect(page.locator("li.sale").first()).toBeVisible();
  await expect(page.locator("[data-promo]").first()).toBeVisible();
  await expect(page.locator(".sale-deposit").first()).toContainText("disponibile solo prima del");
  await axeClean(page, "sales");
  await shoot(page, "sales-it");

  await page.goto(`${baseUrlOf("it")}${routeTable.tours!["it-IT"]}`);
  await expect(page.locator(".flight-advice")).toHaveText(new RegExp(texts.confirmed.flights));
  await expect(page.locator("section.month-group").first()).toBeVisible();
  await axeClean(page, "confirmed");
  const firstHref = await page.evaluate(() => location.href);
  await page.getByLabel(serp.filters.status).selectOption("ALMOST_FULL");
  const month = page.getByLabel(texts.confirmed.month);
  const period = await month.locator("option").nth(1).getAttribute("value");
  await month.selectOption(period!);
  await page.getByRole("button", { name: serp.filters.apply }).click();
  await expect(page).toHaveURL(/status%5B%5D=ALMOST_FULL|status\[\]=ALMOST_FULL/);
  await expect(page).toHaveURL(new RegExp(`dateFrom=${period!.split("_")[0]}`));
  expect(page.url()).not.toBe(firstHref);
  // The address changes before React commits the new list: wait for the list itself.
  await expect(page.locator('li.confirmed:not([data-status="ALMOST_FULL"])')).toHaveCount(0);
  await shoot(page, "confirmed-it");
  expect(errors).toEqual([]);
});
