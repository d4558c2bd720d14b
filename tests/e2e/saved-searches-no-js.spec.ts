/**
 * Watched searches without JavaScript (issue 27): every step is a plain form post and a 303.
 * A visitor of the German site watches a search from its results through the modal's e-mail
 * steps (the code from the real inbox), finds it on the wishlist page, renames it (an empty name
 * is refused with the site's message and a 400), pauses, resumes and deletes it.
 */
import { expect, test } from "@playwright/test";
import { inboxUrl } from "../../playwright.config";
import { MAX_SAVED_SEARCH_NAME, MAX_SAVED_SEARCHES } from "../../app/lib/search/saved-search-limits";
import { codeIn, latestMailTo } from "../support/inbox";
import { catalogues } from "./messages";
import { expectRow, fill, savedSearchTexts, searchUrl, watchedRow, wishlistUrl } from "./saved-searches-support";

test("without JavaScript a visitor of the German site watches a search, then renames, pauses, resumes and deletes it", async ({ page }) => {
  const steps = catalogues.de.account.signIn;
  const s = savedSearchTexts("de");
  await page.goto(searchUrl("de", "de-DE"));
  await page.getByRole("link", { name: s.watch, exact: true }).click();
  await expect(page).toHaveURL(/modal=wishlist&type=search/);
  const dialog = page.getByRole("dialog", { name: s.modal.title });
  await expect(dialog.getByText(s.modal.lead)).toBeVisible();

  const email = `suche.ohne.js.${Date.now()}@example.com`;
  await dialog.getByLabel(steps.email).fill(email);
  await dialog.getByRole("button", { name: steps.continue }).click();
  await expect(page).toHaveURL(/modal=wishlist.*step=new-user/);
  await dialog.getByLabel(steps.marketingNo).check();
  await dialog.getByRole("button", { name: steps.continue }).click();
  await expect(dialog.getByRole("heading", { name: steps.codeTitle })).toBeVisible();
  await dialog.getByLabel(steps.code, { exact: true }).fill(codeIn(await latestMailTo(inboxUrl, email)));
  await dialog.getByRole("button", { name: steps.verify }).click();
  // Back on the results with the modal saying the search is watched.
  await expect(page).toHaveURL(
    ({ searchParams: q }) => q.get("durations") === "MAX_10" && q.get("modal") === "wishlist" && q.get("type") === "search",
  );
  await expect(dialog.locator('[data-state="watching"]')).toContainText(s.modal.watching);
  await expect(page.getByTestId("account-menu")).toBeVisible();

  await dialog.getByRole("link", { name: s.modal.manage }).click();
  await expect(page).toHaveURL(`${wishlistUrl("de", "de-DE")}#saved-searches-title`);
  const row = watchedRow(page);
  await expect(page.getByText(fill(s.limit, { count: 1, max: MAX_SAVED_SEARCHES }))).toBeVisible();
  await expectRow(row, s, s.defaultName);

  // An empty name: the server's word (the browser's own check is switched off), nothing renamed.
  await page.evaluate(() => {
    for (const form of document.querySelectorAll("form")) form.setAttribute("novalidate", "");
  });
  const name = row.getByLabel(s.fields.name);
  await name.fill("   ");
  const refused = page.waitForResponse((response) => response.request().method() === "POST");
  await row.getByRole("button", { name: s.rename }).click();
  expect((await refused).status()).toBe(400);
  await expect(row.getByText(fill(s.errors.name, { max: MAX_SAVED_SEARCH_NAME }))).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(row.getByRole("link", { name: s.defaultName })).toBeVisible();

  await name.fill("Kurze Reisen");
  await row.getByRole("button", { name: s.rename }).click();
  await expect(page).toHaveURL(wishlistUrl("de", "de-DE"));
  await expect(row.getByRole("link", { name: "Kurze Reisen" })).toBeVisible();

  await row.getByRole("button", { name: s.pause }).click();
  await expect(row).toHaveAttribute("data-active", "false");
  await expect(row.getByText(s.paused)).toBeVisible();
  await row.getByRole("button", { name: s.resume }).click();
  await expect(row).toHaveAttribute("data-active", "true");
  await expect(row.getByText(s.active)).toBeVisible();

  await row.getByRole("button", { name: s.delete }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText(s.empty)).toBeVisible();
});
