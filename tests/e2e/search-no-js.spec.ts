import { expect, test } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { catalogues } from "./messages";

const en = catalogues["en-US"];

test("with JavaScript disabled: search, filter, sort, page and Back", async ({ page }) => {
  await page.goto(baseUrlOf("int"));
  await page.getByLabel(en.serp.where.label).fill("Japan");
  await page.getByRole("button", { name: en.serp.bar.search }).click();
  await expect(page).toHaveURL(/\/search\?textSearch=Japan$/);
  await expect(page.locator(".travel-card").first()).toBeVisible();

  await page.goto(`${baseUrlOf("int")}/search`);
  await page.getByRole("link", { name: en.serp.sort.price_asc }).click();
  await expect(page).toHaveURL(/sort=price(:|%3A)asc/);
  await page.getByRole("link", { name: en.serp.pagination.next }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);

  await page.getByRole("link", { name: en.serp.filters.open }).click();
  const dialog = page.getByRole("dialog", { name: en.serp.filters.title });
  await dialog.getByLabel(en.serp.filters.discounted).check();
  await dialog.getByRole("button", { name: en.serp.filters.apply }).click();
  await expect(page).toHaveURL(/discounted=true/);
  await expect(page).toHaveURL(/sort=price(:|%3A)asc/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: en.serp.filters.discounted })).toHaveAttribute("aria-pressed", "true");
});

test("with JavaScript disabled: a period from the select becomes dates in the URL", async ({ page }) => {
  await page.goto(`${baseUrlOf("de")}/suchen`);
  const select = page.getByLabel(catalogues.de.serp.when.label);
  const value = await select.locator("option").nth(2).getAttribute("value");
  await select.selectOption(value!);
  await page.getByRole("button", { name: catalogues.de.serp.bar.search }).click();
  const [from, to] = value!.split("_");
  await expect(page).toHaveURL(`${baseUrlOf("de")}/suchen?dateFrom=${from}&dateTo=${to}`);
});

test("with JavaScript disabled: a result card's 'see dates' opens the available dates, as a calendar or a list", async ({ page }) => {
  const it = catalogues.it;
  await page.goto(`${baseUrlOf("it")}/cerca?textSearch=Giappone`);
  const result = page.locator(".cards > li.result").first();
  const title = (await result.locator(".travel-card .card-title").textContent())!.trim();
  await result.getByRole("link", { name: new RegExp(`^${it.trip.calendar.open}`) }).click();
  await expect(page).toHaveURL(/modal=available-dates&type=filters&layout=calendar&travel=[a-z0-9-]+/);
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("grid").first()).toBeVisible();
  await dialog.getByRole("link", { name: it.trip.calendar.layoutList }).click();
  await expect(page).toHaveURL(/layout=list/);
  await expect(page.getByRole("dialog", { name: title }).locator(".departures-table tbody tr").first()).toBeVisible();
  await page.getByRole("dialog", { name: title }).getByRole("link", { name: it.trip.calendar.back }).click();
  await expect(page).toHaveURL(`${baseUrlOf("it")}/cerca?textSearch=Giappone`);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
