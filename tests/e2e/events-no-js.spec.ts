import { expect, test } from "./fixtures";
import { eventsIt, eventsUrl, expectWeekendCards, openFirstAndDownload } from "./events-journey";

test("with JavaScript disabled a visitor filters events by this weekend and a category, opens one and downloads its .ics", async ({
  page,
}) => {
  await page.goto(eventsUrl());
  await expect(page.locator(".event-card").first()).toBeVisible();
  // No location button without JavaScript: the city list does the job.
  await expect(page.getByRole("button", { name: eventsIt.filters.useLocation })).toHaveCount(0);

  await page.getByLabel(eventsIt.filters.quick["this-weekend"]).check();
  await page.getByRole("button", { name: eventsIt.filters.submit }).click();
  await expect(page).toHaveURL(/when=this-weekend/);
  await expectWeekendCards(page);

  const category = (await page.locator(".event-card").first().getAttribute("data-category"))!;
  await page.getByLabel(eventsIt.filters.category).selectOption(category);
  await page.getByRole("button", { name: eventsIt.filters.submit }).click();
  await expect(page).toHaveURL(new RegExp(`category=${category}`));
  await expect(page.getByLabel(eventsIt.filters.quick["this-weekend"])).toBeChecked();
  const categories = await page.locator(".event-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-category")));
  expect(categories.length).toBeGreaterThan(0);
  expect(new Set(categories)).toEqual(new Set([category]));
  await expectWeekendCards(page);

  // axe needs scripts in the page: events.spec.ts checks the same list and event with JavaScript on.
  await openFirstAndDownload(page, { axe: false });
});
