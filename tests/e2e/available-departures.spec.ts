/**
 * Available departures (still to be confirmed, bookable) with JavaScript on: the search says
 * how many it leaves out and its link brings them in without a reload; the filters modal's
 * Available choice alone lists only Available departures. The page without JavaScript is
 * covered by tests/integration/available-departures.test.ts (server-rendered links and form).
 */
import { expect, test } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { catalogues, routeTable } from "./messages";
import { hydrated } from "./hydrated";
import { DEFAULT_STATUSES } from "../../app/lib/search/filter-fields";

const de = catalogues.de;
const available = de.trip.status.TO_CONFIRM;
const count = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));

test("on de the search's notice brings the Available departures in, and the filters can ask for them alone", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const search = `${baseUrlOf("de")}${routeTable.search!["de-DE"]}`;
  await page.goto(`${search}?tab=tours`);
  await hydrated(page);
  const before = count(await page.locator(".results-count").textContent());
  const notice = page.getByTestId("available-left-out");
  await expect(notice).toContainText(available);
  const left = count((await notice.textContent())?.split(" ")[0] ?? "");
  await notice.getByRole("link").click();
  await expect(page).toHaveURL(/status\[\]=TO_CONFIRM/);
  await expect(page.getByTestId("available-left-out")).toHaveCount(0);
  await expect.poll(async () => count(await page.locator(".results-count").textContent())).toBe(before + left);

  await page.goto(`${search}?tab=tours`);
  await hydrated(page);
  await page.getByRole("link", { name: de.serp.filters.open, exact: true }).click();
  const form = page.locator("form.filters-form");
  await expect(form).toBeVisible();
  for (const status of DEFAULT_STATUSES) await form.locator(`input[name="status[]"][value="${status}"]`).uncheck();
  await form.getByLabel(available, { exact: true }).check();
  await form.locator("[type=submit]").last().click();
  await expect(page).toHaveURL(/status%5B%5D=TO_CONFIRM|status\[\]=TO_CONFIRM/);
  await expect.poll(async () => count(await page.locator(".results-count").textContent())).toBe(left);
  const statuses = new Set(await page.locator(".tour-card .status").allTextContents());
  expect([...statuses]).toEqual([available]);
  expect(errors).toEqual([]);
});
