import { expect, test } from "./fixtures";
import { catalogues } from "./messages";
import { eventsIt, eventsUrl, expectNoAxeViolations, expectWeekendCards, openFirstAndDownload } from "./events-journey";

test("a visitor filters events in place by this weekend and a category, opens one and downloads its .ics", async ({ page }) => {
  await page.goto(eventsUrl());
  // The location button exists once the page runs JavaScript: hydrated.
  await expect(page.getByRole("button", { name: eventsIt.filters.useLocation })).toBeVisible();
  await expectNoAxeViolations(page);
  const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

  await page.getByLabel(eventsIt.filters.quick["this-weekend"]).check();
  await expect(page).toHaveURL(/when=this-weekend/);
  await expectWeekendCards(page);
  const category = (await page.locator(".event-card").first().getAttribute("data-category"))!;
  await page.getByLabel(eventsIt.filters.category).selectOption(category);
  await expect(page).toHaveURL(new RegExp(`category=${category}`));
  await expect
    .poll(() => page.locator(".event-card").evaluateAll((cards) => [...new Set(cards.map((c) => c.getAttribute("data-category")))]))
    .toEqual([category]);
  // No reload: the page's state survived the filtering.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(marker);

  await openFirstAndDownload(page, { axe: true });
});

test("the visitor's location filters by distance, and a refusal says so", async ({ page, context }) => {
  await page.goto(eventsUrl());
  const button = page.getByRole("button", { name: eventsIt.filters.useLocation });
  await button.click();
  await expect(page.getByRole("alert").filter({ hasText: catalogues.it.search.LOCATION_FAILED })).toBeVisible();

  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 41.9, longitude: 12.5 });
  await button.click();
  await expect(page).toHaveURL(/near=here/);
  await expect(page.locator(".event-card").first()).toContainText("Roma");
  await expect(page.getByLabel(eventsIt.filters.near)).toHaveValue("here");
});
