/**
 * The AI search with JavaScript off: ask in Italian with the plain GET form,
 * land on chips and real trips, remove a chip by its link, reach the same search on the search page.
 */
import { expect, test } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { readFileSync } from "node:fs";
import { catalogues } from "./messages";

// This feature's texts (locales/ai-search) beside the shared catalogue.
const t = {
  ...catalogues.it,
  ...(JSON.parse(
    readFileSync(new URL("../../locales/ai-search/it.json", import.meta.url), "utf8"),
  ) as typeof import("../../locales/ai-search/it.json")),
};

test("ask in Italian, land on results, drop a chip, open the search page", async ({ page }) => {
  await page.goto(`${baseUrlOf("it")}/abracadabra-cerca-viaggio`);
  await page.getByLabel(t.aiSearch.label).fill("un viaggio in Asia, natura");
  await page.getByRole("button", { name: t.aiSearch.submit }).click();
  await expect(page).toHaveURL(/\/abracadabra-cerca-viaggio\?q=un\+viaggio\+in\+Asia/);
  const chips = page.locator(".ai-search-chip");
  await expect(chips.filter({ hasText: "Asia" })).toHaveCount(1);
  await expect(chips.filter({ hasText: t.serp.style.NATURE })).toHaveCount(1);
  await expect(page.locator(".ai-search-results .travel-card").first()).toBeVisible();

  await page.getByRole("link", { name: t.aiSearch.removeChip.replace("{{label}}", t.serp.style.NATURE) }).click();
  await expect(page).toHaveURL(/drop=travelStyles%3ANATURE/);
  await expect(chips.filter({ hasText: t.serp.style.NATURE })).toHaveCount(0);
  await expect(chips.filter({ hasText: "Asia" })).toHaveCount(1);

  await page.getByRole("link", { name: t.aiSearch.openSearch }).click();
  await expect(page).toHaveURL(/\/cerca\?.*continentId/);
  await expect(page.locator(".travel-card").first()).toBeVisible();
});

test("an empty question gets the site's own message at the field; one it cannot read, the spell message and a hint", async ({ page }) => {
  await page.goto(`${baseUrlOf("it")}/abracadabra-cerca-viaggio`);
  await page.getByRole("button", { name: t.aiSearch.submit }).click();
  await expect(page).toHaveURL(/\/abracadabra-cerca-viaggio\?q=$/);
  await expect(page.locator("#ai-search-q-error")).toHaveText(t.aiSearch.emptyQuestion);
  await expect(page.getByLabel(t.aiSearch.label)).toHaveAttribute("aria-invalid", "true");
  await page.goto(`${baseUrlOf("it")}/abracadabra-cerca-viaggio?q=qwerty`);
  await expect(page.getByRole("alert")).toContainText(t.search.AI_FAILED);
  await expect(page.getByRole("alert")).toContainText(t.search.AI_FAILED_HINT);
});

test("without JavaScript the answer says which words it did not understand and that no age group fits", async ({ page }) => {
  await page.goto(`${baseUrlOf("it")}/abracadabra-cerca-viaggio`);
  await page.getByLabel(t.aiSearch.label).fill("Giappone ad aprile col mio cane, sopra i 60");
  await page.getByRole("button", { name: t.aiSearch.submit }).click();
  await expect(page.locator(".ai-search-chip").filter({ hasText: "Giappone" })).toHaveCount(1);
  await expect(page.locator(".ai-search-unread")).toHaveText(t.aiSearch.notes.unread.replace("{{words}}", "«cane»"));
  await expect(page.locator(".ai-search-no-age")).toHaveText(t.aiSearch.notes.noAgeGroup.replace("{{age}}", "sopra i 60"));
});
