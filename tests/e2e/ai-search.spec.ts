/**
 * The AI search with JavaScript on: the form submits in place (no full
 * reload), the Italian question lands on chips and results, and the page is axe clean with a
 * question answered, and with the failure message.
 */
import { axe } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { readFileSync } from "node:fs";
import { catalogues } from "./messages";
import { animationsDone, hydrated } from "./hydrated";

// This feature's texts (locales/ai-search) beside the shared catalogue.
const t = {
  ...catalogues.it,
  ...(JSON.parse(
    readFileSync(new URL("../../locales/ai-search/it.json", import.meta.url), "utf8"),
  ) as typeof import("../../locales/ai-search/it.json")),
};

async function axeClean(page: Page) {
  await animationsDone(page);
  const { violations } = await axe(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("ask in Italian and land on results, without a reload", async ({ page }) => {
  await page.goto(`${baseUrlOf("it")}/abracadabra-cerca-viaggio`);
  await page.waitForFunction(() => (window as unknown as { __remixContext?: unknown }).__remixContext !== undefined);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByLabel(t.aiSearch.label).fill("due settimane in Asia, natura e relax");
  // The keyboard alone: Enter in the field asks.
  await page.getByLabel(t.aiSearch.label).press("Enter");
  await expect(page).toHaveURL(/\?q=due\+settimane/);
  await expect(page.locator(".ai-search-chip").filter({ hasText: "Asia" })).toHaveCount(1);
  await expect(page.locator(".ai-search-chip").filter({ hasText: t.serp.style.RELAX })).toHaveCount(1);
  await expect(page.locator(".ai-search-results .travel-card").first()).toBeVisible();
  // Same document: the client router answered.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await axeClean(page);
});

test("the empty form, its own message for an empty question, and the failure message are axe clean", async ({ page }) => {
  await page.goto(`${baseUrlOf("it")}/abracadabra-cerca-viaggio`);
  await axeClean(page);
  // Sent empty: the site's message at the field, in Italian, in place (never the browser's bubble).
  await hydrated(page);
  await page.getByRole("button", { name: t.aiSearch.submit }).click();
  await expect(page.locator("#ai-search-q-error")).toHaveText(t.aiSearch.emptyQuestion);
  await expect(page.getByLabel(t.aiSearch.label)).toHaveAttribute("aria-invalid", "true");
  await axeClean(page);
  await page.goto(`${baseUrlOf("it")}/abracadabra-cerca-viaggio?q=qwerty`);
  await expect(page.getByRole("alert")).toContainText(t.search.AI_FAILED);
  await axeClean(page);
});

test("German on de: chips removed one by one, and the closest trips when nothing fits the budget", async ({ page }) => {
  const de = JSON.parse(
    readFileSync(new URL("../../locales/ai-search/de.json", import.meta.url), "utf8"),
  ) as typeof import("../../locales/ai-search/de.json");
  await page.goto(`${baseUrlOf("de")}/_nicht-gefunden-abrakadabra`);
  await page.getByLabel(de.aiSearch.label).fill("zwei wochen asien im marz, strand und wandern, unter 10 euro");
  await page.getByLabel(de.aiSearch.label).press("Enter");
  const chips = page.locator(".ai-search-chip");
  await expect(chips.filter({ hasText: "Asien" })).toHaveCount(1);
  await expect(chips.filter({ hasText: "12–16 Tage" })).toHaveCount(1);
  // Nothing costs 10 €: the budget is loosened to the cheapest trip, and the page says so.
  await expect(page.locator(".ai-search-loosened")).toContainText(de.aiSearch.relaxed.title);
  await expect(page.locator(".ai-search-results .travel-card").first()).toBeVisible();
  await axeClean(page);
  const before = await chips.count();
  await chips.filter({ hasText: "12–16 Tage" }).getByRole("link").click();
  await expect(chips).toHaveCount(before - 1);
  await expect(chips.filter({ hasText: "Asien" })).toHaveCount(1);
});

test("the answer says what it could not use: words not understood, an age no group fits, a wish looked for in the descriptions", async ({
  page,
}) => {
  await page.goto(`${baseUrlOf("it")}/abracadabra-cerca-viaggio`);
  await page.getByLabel(t.aiSearch.label).fill("crociera in Grecia col mio cane, ho 65 anni");
  await page.getByLabel(t.aiSearch.label).press("Enter");
  await expect(page.locator(".ai-search-chip").filter({ hasText: "Grecia" })).toHaveCount(1);
  const notes = page.getByRole("list", { name: t.aiSearch.notes.label });
  await expect(notes.locator(".ai-search-unread")).toHaveText(t.aiSearch.notes.unread.replace("{{words}}", "«cane»"));
  await expect(notes.locator(".ai-search-no-age")).toHaveText(t.aiSearch.notes.noAgeGroup.replace("{{age}}", "65 anni"));
  await expect(notes.locator(".ai-search-wish")).toHaveText(t.aiSearch.notes.wishText.replace("{{wish}}", "crociera"));
  await axeClean(page);
});
