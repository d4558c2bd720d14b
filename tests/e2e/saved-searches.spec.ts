/**
 * Watched searches with JavaScript (issue 27): a visitor of the German site watches a search
 * from its results through the modal's e-mail steps in place (the code from the real inbox),
 * finds it on the wishlist page, renames, pauses and deletes it; signed in, they watch it again
 * under a name of their own. On the Italian site the modal fits a phone and a desktop and
 * speaks Italian only (screenshots kept beside the results).
 */
import { expect, test } from "@playwright/test";
import { inboxUrl } from "../../playwright.config";
import { MAX_SAVED_SEARCHES } from "../../app/lib/search/saved-search-limits";
import { codeIn, latestMailTo } from "../support/inbox";
import { catalogues } from "./messages";
import { hydrated } from "./hydrated";
import { expectRow, fill, savedSearchTexts, searchUrl, watchedRow, wishlistUrl } from "./saved-searches-support";

test("a visitor of the German site watches a search from its results, then renames, pauses and deletes it", async ({ page }) => {
  const steps = catalogues.de.account.signIn;
  const s = savedSearchTexts("de");
  await page.goto(searchUrl("de", "de-DE"));
  await hydrated(page);
  await page.getByRole("link", { name: s.watch, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: s.modal.title });
  await expect(dialog.getByText(s.modal.lead)).toBeVisible();

  const email = `suche.js.${Date.now()}@example.com`;
  const loads: string[] = [];
  page.on("load", () => loads.push(page.url()));
  await dialog.getByLabel(steps.email).fill(email);
  await dialog.getByRole("button", { name: steps.continue }).click();
  await expect(dialog.getByRole("heading", { name: steps.newUserTitle })).toBeVisible();
  await dialog.getByLabel(steps.marketingNo).check();
  await dialog.getByRole("button", { name: steps.continue }).click();
  await expect(dialog.getByRole("heading", { name: steps.codeTitle })).toBeVisible();
  const code = codeIn(await latestMailTo(inboxUrl, email));
  expect(loads, "no page reload between the steps").toEqual([]);
  // The code is right: one pass through the provider (so the other sites know the person) and
  // back to the results, where the modal says the search is watched.
  await dialog.getByLabel(steps.digit.replace("{{n}}", "1")).pressSequentially(code);
  await expect(dialog.locator('[data-state="watching"]')).toContainText(s.modal.watching);
  await expect(page.getByTestId("account-menu")).toBeVisible();

  await dialog.getByRole("link", { name: s.modal.manage }).click();
  await expect(page).toHaveURL(`${wishlistUrl("de", "de-DE")}#saved-searches-title`);
  const row = watchedRow(page);
  await expect(row).toHaveCount(1);
  await expect(page.getByText(fill(s.limit, { count: 1, max: MAX_SAVED_SEARCHES }))).toBeVisible();
  // Neither places nor text: the site's generic name.
  await expectRow(row, s, s.defaultName);

  await row.getByLabel(s.fields.name).fill("Kurze Reisen");
  await row.getByRole("button", { name: s.rename }).click();
  await expect(row.getByRole("link", { name: "Kurze Reisen" })).toBeVisible();

  await row.getByRole("button", { name: s.pause }).click();
  await expect(row).toHaveAttribute("data-active", "false");
  await expect(row.getByText(s.paused)).toBeVisible();
  await expect(row.getByRole("button", { name: s.resume })).toBeVisible();

  await row.getByRole("button", { name: s.delete }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText(s.empty)).toBeVisible();

  // Signed in, the modal asks for a name and saves in one step.
  await page.goto(searchUrl("de", "de-DE"));
  await hydrated(page);
  await page.getByRole("link", { name: s.watch, exact: true }).click();
  await expect(dialog.getByText(s.modal.signedInLead)).toBeVisible();
  await dialog.getByLabel(s.fields.name).fill("Bis zehn Tage");
  await dialog.getByRole("button", { name: s.modal.save }).click();
  await expect(dialog.locator('[data-state="watching"]')).toContainText(s.modal.watching);
  await page.goto(wishlistUrl("de", "de-DE"));
  await expectRow(watchedRow(page), s, "Bis zehn Tage");
  // Nothing left for the alert job of the other browser tests to write to.
  await watchedRow(page).getByRole("button", { name: s.delete }).click();
  await expect(watchedRow(page)).toHaveCount(0);
});

test("on the Italian site the watch modal fits a phone and a desktop and speaks Italian", async ({ page }, testInfo) => {
  const it = savedSearchTexts("it");
  const en = savedSearchTexts("en-GB");
  const english = [en.modal.title, en.modal.lead, catalogues["en-GB"].account.signIn.email, catalogues["en-GB"].account.signIn.continue];
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await page.goto(searchUrl("it", "it-IT"));
    await hydrated(page);
    await page.getByRole("link", { name: it.watch, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: it.modal.title });
    await expect(dialog.getByText(it.modal.lead)).toBeVisible();
    await expect(dialog.getByLabel(catalogues.it.account.signIn.email)).toBeVisible();
    const text = await dialog.innerText();
    for (const phrase of english) expect(text, "English on the Italian site").not.toContain(phrase);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `overflow at ${width}px`,
    ).toBeLessThanOrEqual(0);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`watch-modal-it-${width}.png`) });
  }
});
