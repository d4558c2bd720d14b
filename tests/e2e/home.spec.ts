/** The home page as a visitor sees it: the cover's search bar and the header's entry, phones. */
import { expect, test } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { siteIdsInOrder } from "../../scripts/site-index.mjs";
import { hydrated } from "./hydrated";

test("the header's search entry steps aside while the cover's search bar is in view", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(baseUrlOf("it"));
  await hydrated(page);
  await expect(page.getByTestId("search-toggle")).toBeHidden();
  await page.mouse.wheel(0, 1600);
  await expect(page.getByTestId("search-toggle")).toBeVisible();
  await page.mouse.wheel(0, -3000);
  await expect(page.getByTestId("search-toggle")).toBeHidden();
});

test("nothing on the home page is wider than a 320, 390 or 430 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 844 });
  await page.goto(baseUrlOf("es"));
  await hydrated(page);
  // One page turned through the three widths, as a phone turned or a window dragged would.
  for (const width of [320, 390, 430]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${width} px`).toBeLessThanOrEqual(0);
    // The departure rows scroll inside themselves.
    const row = page.locator(".home-row").first();
    await expect(row).toBeVisible();
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth), `${width} px`).toBe(true);
  }
});

test("the header fits a 320 px phone on every site, currency choice included", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const site of siteIdsInOrder(new URL("../../tenants", import.meta.url).pathname)) {
    await page.goto(baseUrlOf(site));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), site).toBeLessThanOrEqual(0);
    await expect(page.getByTestId("login-link")).toBeInViewport({ ratio: 1 });
  }
});
