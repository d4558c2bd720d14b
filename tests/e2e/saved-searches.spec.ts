/**
 * Watched searches with JavaScript, on the German site in euros (the American site in dollars
 * goes through the same journey without JavaScript): a visitor watches a search from its results through the modal's e-mail steps in
 * place (the code from the real inbox) and names it on the wishlist page; `npm run tours:price`
 * lowers a departure into the search's range, the alert job runs twice, and one e-mail lists
 * that departure; lowered again, it is told once more as cheaper, with the price mailed and the
 * new one. The personal area lists the search with the wishlist's list and pauses it;
 * the wishlist page resumes and deletes it; signed in, the modal watches under a name of one's
 * own. On the Italian site the modal and the personal area's list fit a phone and a desktop and
 * speak Italian only (screenshots kept beside the results).
 */
import { expect, test, screenshot } from "./fixtures";
import { inboxUrl } from "../../playwright.config";
import { MAX_SAVED_SEARCHES } from "../../app/lib/search/saved-search-limits";
import { pluralForm } from "../../app/lib/format/plural";
import { codeIn, latestMailTo } from "../support/inbox";
import { catalogues } from "./messages";
import { hydrated } from "./hydrated";
import {
  departureToWatch,
  expectOneAlert,
  expectOneDropAlert,
  expectRow,
  fill,
  JOURNEY_SITES,
  personalAreaUrl,
  savedSearchTexts,
  searchUrl,
  watchedRow,
  wishlistUrl,
} from "./saved-searches-support";
import { signUp, SITES } from "./trip-poll-support";

{
  const site = JOURNEY_SITES[0];
  test(`a visitor of ${site.tenant} watches a search, gets one e-mail for a departure whose price fell into it, and manages it`, async ({
    page,
  }) => {
    // A sign-up, a price change, two runs of the job and two pages of forms.
    test.setTimeout(120_000);
    const steps = catalogues[site.language].account.signIn;
    const s = savedSearchTexts(site.language);
    const { departure, query } = await departureToWatch(site);
    await page.goto(searchUrl(site.tenant, site.pathLocale, query));
    await hydrated(page);
    await page.getByRole("link", { name: s.watch, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: s.modal.title });
    await expect(dialog.getByText(s.modal.lead)).toBeVisible();

    const email = `watch.js.${site.tenant}.${Date.now()}@example.com`;
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
    await expect(page).toHaveURL(`${wishlistUrl(site.tenant, site.pathLocale)}#saved-searches-title`);
    await hydrated(page);
    const row = watchedRow(page);
    await expect(row).toHaveCount(1);
    await expect(page.getByText(pluralForm(fill(s.limit, { count: 1, max: MAX_SAVED_SEARCHES }), 1, site.language))).toBeVisible();
    // Neither places nor text: the site's generic name.
    await expect(row.getByRole("link", { name: s.defaultName })).toBeVisible();
    const name = `${site.tenant.toUpperCase()} ${departure.travel_id}`;
    await row.getByLabel(s.fields.name).fill(name);
    await row.getByRole("button", { name: s.rename }).click();
    await expect(row.getByRole("link", { name })).toBeVisible();

    await expectOneAlert(site, departure, email, name);
    // Cheaper again, a day later: one more e-mail, with the price mailed and the new one.
    await expectOneDropAlert(site, departure, email, name);

    // The personal area lists it (the departure now matches) and pauses it in place.
    await page.goto(personalAreaUrl(site.tenant));
    await hydrated(page);
    const area = watchedRow(page);
    await expect(page.getByRole("heading", { name: s.title })).toBeVisible();
    await expectRow(area, s, name, query);
    await area.getByRole("button", { name: s.pause }).click();
    await expect(area).toHaveAttribute("data-active", "false");
    await expect(area.getByText(s.paused)).toBeVisible();

    // The wishlist page's list says so too, and resumes and deletes it.
    await page.goto(wishlistUrl(site.tenant, site.pathLocale));
    await hydrated(page);
    await expectRow(row, s, name, query);
    await expect(row).toHaveAttribute("data-active", "false");
    await row.getByRole("button", { name: s.resume }).click();
    await expect(row).toHaveAttribute("data-active", "true");
    await row.getByRole("button", { name: s.delete }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByText(s.empty)).toBeVisible();

    // Signed in, the modal asks for a name and saves in one step.
    await page.goto(searchUrl(site.tenant, site.pathLocale));
    await hydrated(page);
    await page.getByRole("link", { name: s.watch, exact: true }).click();
    await expect(dialog.getByText(s.modal.signedInLead)).toBeVisible();
    await dialog.getByLabel(s.fields.name).fill("Short trips");
    await dialog.getByRole("button", { name: s.modal.save }).click();
    await expect(dialog.locator('[data-state="watching"]')).toContainText(s.modal.watching);
    await page.goto(wishlistUrl(site.tenant, site.pathLocale));
    await expectRow(watchedRow(page), s, "Short trips");
    await hydrated(page);
    // Nothing left for the alert job of the other browser tests to write to.
    await watchedRow(page).getByRole("button", { name: s.delete }).click();
    await expect(watchedRow(page)).toHaveCount(0);
  });
}

test("on the Italian site the watch modal and the personal area's list fit a phone and a desktop and speak Italian", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const it = savedSearchTexts("it");
  const en = savedSearchTexts("en-GB");
  const english = [en.modal.title, en.modal.lead, catalogues["en-GB"].account.signIn.email, catalogues["en-GB"].account.signIn.continue];
  const noOverflow = async (width: number) =>
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `overflow at ${width}px`,
    ).toBeLessThanOrEqual(0);
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
    await noOverflow(width);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await screenshot(page, { path: testInfo.outputPath(`watch-modal-it-${width}.png`) });
  }

  // Signed in on the Italian site, a watched search in the personal area.
  await page.setViewportSize({ width: 1366, height: 900 });
  await signUp(page, SITES.it, "/", true);
  await page.goto(searchUrl("it", "it-IT"));
  await hydrated(page);
  await page.getByRole("link", { name: it.watch, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: it.modal.title });
  await dialog.getByLabel(it.fields.name).fill("Viaggi brevi di primavera con gli amici");
  await dialog.getByRole("button", { name: it.modal.save }).click();
  await expect(dialog.locator('[data-state="watching"]')).toContainText(it.modal.watching);
  const englishList = [en.title, en.active, en.fields.name, en.rename, en.pause, en.delete];
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await page.goto(personalAreaUrl("it"));
    await hydrated(page);
    const section = page.locator("#saved-searches");
    await expect(section.getByRole("heading", { name: it.title })).toBeVisible();
    // "1 ricerca", in the singular.
    await expect(section.getByText(pluralForm(fill(it.limit, { count: 1, max: MAX_SAVED_SEARCHES }), 1, "it"))).toBeVisible();
    const row = watchedRow(page);
    await expectRow(row, it, "Viaggi brevi di primavera con gli amici");
    const text = await section.innerText();
    for (const phrase of englishList) expect(text, "English on the Italian site").not.toContain(phrase);
    await noOverflow(width);
    // Keyboard focus shows: from the name's field to its button.
    await row.getByLabel(it.fields.name).focus();
    await page.keyboard.press("Tab");
    const rename = row.getByRole("button", { name: it.rename });
    await expect(rename).toBeFocused();
    const outline = await rename.evaluate((button) => {
      const style = getComputedStyle(button);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe("none");
    expect(outline.width).toBeGreaterThan(0);
    await screenshot(section, { path: testInfo.outputPath(`personal-area-searches-it-${width}.png`) });
    await screenshot(page, { path: testInfo.outputPath(`personal-area-it-${width}.png`), fullPage: true });
  }
  await watchedRow(page).getByRole("button", { name: it.delete }).click();
  await expect(watchedRow(page)).toHaveCount(0);
});
