import { expect, test } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { catalogues } from "./messages";

test("with JavaScript disabled a visitor reads departures, opens the calendar and a tour, and sees the booking link", async ({ page }) => {
  const it = catalogues.it;
  await page.goto(`${baseUrlOf("it")}/viaggi`);
  await page.locator(".cards .card-title a").first().click();
  await expect(page.locator(".trip-page")).toBeVisible();
  await expect(page.locator(".departure").first()).toBeVisible();
  await expect(page.locator("[data-testid=days-nights]")).toContainText(/giorni/);

  await page.getByTestId("open-calendar").click();
  await expect(page).toHaveURL(/modal=available-dates/);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText((await page.locator("h1").textContent()) ?? "");
  await dialog.getByRole("link", { name: it.trip.calendar.layoutList }).click();
  await expect(page.locator(".departures-table tbody tr").first()).toBeVisible();
  await dialog.getByRole("link", { name: it.trip.calendar.layoutCalendar }).click();
  await dialog.locator("a.calendar-day-link").first().click();

  await expect(page.locator(".tour-page")).toBeVisible();
  const tourId = await page.locator(".tour-page").getAttribute("data-tour-id");
  // The page's Book link and the phone's bar at the bottom of the screen (hidden from 768 px):
  // both go to the same booking start. Counted with the hidden one, so the count does not depend
  // on whether the stylesheet has been applied yet.
  await page.waitForLoadState("load");
  const book = page.getByRole("link", {
    name: it.trip.tour.book,
    includeHidden: true,
  });
  const links = await book.count();
  if (links > 0) {
    expect(links).toBe(2);
    await expect(book.first()).toBeVisible();
    for (let i = 0; i < links; i++) {
      await expect(book.nth(i)).toHaveAttribute("href", `https://book.caravantrips.it/booking/${tourId}/start`);
    }
    await expect(page.getByTestId("booking-bar")).toBeHidden();
  } else {
    // Said where the Book button would be (the facts list says it too).
    await expect(page.locator("p.tour-unavailable")).toHaveText(it.tour.SOLD_OUT);
  }
});
