/**
 * Without JavaScript the search bar's when field takes two days of the visitor's own: typed in
 * the plain form's date fields, they become the search's dates (its usual URL) and the
 * departures found start between them; days that cannot be searched come back with a 400 and
 * the message at the field, the typed days kept. On a phone and on a desktop.
 */
import { expect, test } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { catalogues } from "./messages";

const when = catalogues.de.serp.when;
/** A day `days` from now, as a date field takes it. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at ${viewport.width} px a visitor searches departures between two days of their own`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${baseUrlOf("de")}/suchen?tab=tours`);
    const bar = page.getByRole("search");
    const [from, to] = [day(30), day(120)];
    await bar.getByLabel(when.from, { exact: true }).fill(from);
    await bar.getByLabel(when.to, { exact: true }).fill(to);
    await expect(bar.getByRole("group", { name: when.ownDates })).toBeVisible();
    await bar.getByRole("button", { name: catalogues.de.serp.bar.search }).click();
    await expect(page).toHaveURL(`${baseUrlOf("de")}/suchen?tab=tours&dateFrom=${from}&dateTo=${to}`);
    const starts = await page.locator(".tour-card time:first-child").evaluateAll((times) => times.map((t) => t.getAttribute("datetime")!));
    expect(starts.length).toBeGreaterThan(0);
    for (const start of starts) {
      expect(start.slice(0, 10) >= from && start.slice(0, 10) <= to, start).toBe(true);
    }
    // The search keeps its days: the period choice names them as the search's own.
    await expect(bar.locator("#when-select option:checked")).toContainText(when.custom);
  });
}

test("days the search cannot take come back with a 400 and the message at the field", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseUrlOf("de")}/suchen`);
  const bar = page.getByRole("search");
  const [from, to] = [day(90), day(60)];
  await bar.getByLabel(when.from, { exact: true }).fill(from);
  await bar.getByLabel(when.to, { exact: true }).fill(to);
  const answer = page.waitForResponse((response) => response.url().includes(`from=${from}`));
  await bar.getByRole("button", { name: catalogues.de.serp.bar.search }).click();
  expect((await answer).status()).toBe(400);
  const field = bar.getByLabel(when.to, { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(when.errors.order);
  await expect(field).toHaveValue(to);
  await expect(bar.getByLabel(when.from, { exact: true })).toHaveValue(from);
});
