/**
 * Watched searches without JavaScript, on the American site in dollars (the German site in
 * euros goes through the same journey with JavaScript): every step is a plain form post and a
 * 303. A visitor watches a search from its results through the modal's e-mail steps (the code from the real inbox), finds it on
 * the wishlist page and renames it (an empty name is refused with the site's message and a
 * 400); `npm run tours:price` lowers a departure into the search's range, the alert job runs
 * twice, and one e-mail lists that departure; lowered again, it is told once more as cheaper,
 * with the price mailed and the new one. The personal area lists it, pauses and resumes it;
 * the wishlist page deletes it.
 */
import { expect, test } from "./fixtures";
import { inboxUrl } from "../../playwright.config";
import { pluralForm } from "../../app/lib/format/plural";
import { MAX_SAVED_SEARCH_NAME, MAX_SAVED_SEARCHES } from "../../app/lib/search/saved-search-limits";
import { codeIn, latestMailTo } from "../support/inbox";
import { catalogues } from "./messages";
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

{
  const site = JOURNEY_SITES[1];
  test(`without JavaScript a visitor of ${site.tenant} watches a search, gets one e-mail when a departure falls into it, and manages it`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const steps = catalogues[site.language].account.signIn;
    const s = savedSearchTexts(site.language);
    const { departure, query } = await departureToWatch(site);
    await page.goto(searchUrl(site.tenant, site.pathLocale, query));
    await page.getByRole("link", { name: s.watch, exact: true }).click();
    await expect(page).toHaveURL(/modal=wishlist&type=search/);
    const dialog = page.getByRole("dialog", { name: s.modal.title });
    await expect(dialog.getByText(s.modal.lead)).toBeVisible();

    const email = `watch.nojs.${site.tenant}.${Date.now()}@example.com`;
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
      ({ searchParams: q }) =>
        q.get("travelId[]") === String(departure.travel_id) && q.get("modal") === "wishlist" && q.get("type") === "search",
    );
    await expect(dialog.locator('[data-state="watching"]')).toContainText(s.modal.watching);
    await expect(page.getByTestId("account-menu")).toBeVisible();

    await dialog.getByRole("link", { name: s.modal.manage }).click();
    await expect(page).toHaveURL(`${wishlistUrl(site.tenant, site.pathLocale)}#saved-searches-title`);
    const row = watchedRow(page);
    await expect(page.getByText(pluralForm(fill(s.limit, { count: 1, max: MAX_SAVED_SEARCHES }), 1, site.language))).toBeVisible();
    await expect(row.getByRole("link", { name: s.defaultName })).toBeVisible();

    // An empty name: the form leaves the check to the server, whose message is in the site's
    // language (the browser's bubble would speak the browser's), and nothing is renamed.
    const field = row.getByLabel(s.fields.name);
    await field.fill("");
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await row.getByRole("button", { name: s.rename }).click();
    expect((await refused).status()).toBe(400);
    await expect(row.getByText(fill(s.errors.name, { max: MAX_SAVED_SEARCH_NAME }))).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(row.getByRole("link", { name: s.defaultName })).toBeVisible();

    const name = `${site.tenant.toUpperCase()} ${departure.travel_id}`;
    await field.fill(name);
    await row.getByRole("button", { name: s.rename }).click();
    await expect(page).toHaveURL(wishlistUrl(site.tenant, site.pathLocale));
    await expect(row.getByRole("link", { name })).toBeVisible();

    await expectOneAlert(site, departure, email, name);
    // Cheaper again, a day later: one more e-mail, with the price mailed and the new one.
    await expectOneDropAlert(site, departure, email, name);

    // The personal area lists it (the departure now matches); its forms pause and resume it.
    await page.goto(personalAreaUrl(site.tenant));
    await expect(page.getByRole("heading", { name: s.title })).toBeVisible();
    const area = watchedRow(page);
    await expectRow(area, s, name, query);
    await area.getByRole("button", { name: s.pause }).click();
    await expect(page).toHaveURL(`${personalAreaUrl(site.tenant)}#saved-searches`);
    await expect(area).toHaveAttribute("data-active", "false");
    await expect(area.getByText(s.paused)).toBeVisible();
    await area.getByRole("button", { name: s.resume }).click();
    await expect(area).toHaveAttribute("data-active", "true");
    await expect(area.getByText(s.active)).toBeVisible();

    await page.goto(wishlistUrl(site.tenant, site.pathLocale));
    await expectRow(row, s, name, query);
    await row.getByRole("button", { name: s.delete }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByText(s.empty)).toBeVisible();
  });
}
