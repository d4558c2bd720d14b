/**
 * With JavaScript the search bar is the enhanced one, unchanged: the plain form's own pair of
 * days is for JavaScript off only and is never drawn or sent, before or after the enhanced bar
 * takes over (its calendar takes the dates).
 */
import { expect, test } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { hydrated } from "./hydrated";
import { catalogues } from "./messages";

test("with JavaScript the search bar has no date fields of its own", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(request.url()));
  await page.goto(`${baseUrlOf("de")}/suchen`);
  await hydrated(page);
  const own = page.locator('input[name="from"], input[name="to"], .bar-dates');
  await expect(own).toHaveCount(0);
  await page.getByRole("search").first().hover();
  await expect(page.getByRole("combobox", { name: catalogues.de.serp.where.label })).toBeVisible();
  await expect(own).toHaveCount(0);
  // The fields' code is the server's alone: the browser never asks for it.
  expect(fetched.filter((url) => url.includes("own-dates"))).toEqual([]);
});
