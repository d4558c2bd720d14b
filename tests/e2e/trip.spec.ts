import { axe } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { catalogues } from "./messages";
import { hydrated } from "./hydrated";

const en = catalogues["en-GB"];

/** From the trips listing (a search result list), open the first trip: its page path. */
async function openFirstTrip(page: Page, tenant: string): Promise<string> {
  await page.goto(`${baseUrlOf(tenant)}/destinations`);
  await page.locator(".cards .card-title a").first().click();
  // A page load, not an in-page change: its limit is the navigation's, as on a busy machine.
  await expect(page.locator(".trip-page")).toBeVisible({ timeout: 15_000 });
  return new URL(page.url()).pathname;
}

const focusedDate = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date ?? null);
const shift = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

test("open the calendar from a trip, move by keyboard, pick a day and reach the booking start", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // Hydration mismatches and CSP violations surface as console errors.
  page.on("console", (message) => {
    if (message.type() === "error" && !page.url().startsWith("https://book.")) errors.push(message.text());
  });
  await page.route("https://book.caravantrips.co.uk/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>booking start</title>" }),
  );
  await openFirstTrip(page, "uk");
  await hydrated(page);
  await page.getByTestId("open-calendar").click();
  const dialog = page.getByRole("dialog", { name: (await page.locator("h1").textContent()) ?? "" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("table[role=grid]").first()).toBeVisible();

  const start = dialog.locator('[data-date][tabindex="0"]');
  await expect(start).toHaveCount(1);
  await start.focus();
  const first = (await focusedDate(page))!;
  await page.keyboard.press("ArrowRight");
  expect(await focusedDate(page)).toBe(shift(first, 1));
  await page.keyboard.press("ArrowDown");
  expect(await focusedDate(page)).toBe(shift(first, 8));
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowLeft");
  expect(await focusedDate(page)).toBe(first);
  // Weeks start on Sunday on the UK site: End lands on a Saturday. From a month's 15th,
  // whose week never leaves its month, whatever day the first departure falls on.
  await dialog.locator('[data-date$="-15"]').first().focus();
  await page.keyboard.press("End");
  expect(new Date(`${await focusedDate(page)}T00:00:00Z`).getUTCDay()).toBe(6);
  await page.keyboard.press("Home");
  expect(new Date(`${await focusedDate(page)}T00:00:00Z`).getUTCDay()).toBe(0);
  await dialog.locator(`[data-date="${first}"]`).focus();
  expect(await focusedDate(page)).toBe(first);
  // PageDown: same day next month when that month is shown, else focus stays.
  const next = new Date(`${first}T00:00:00Z`);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(Number(first.slice(8)), lastDay));
  const target = next.toISOString().slice(0, 10);
  const shown = (await dialog.locator(`[data-date="${target}"]`).count()) > 0;
  await page.keyboard.press("PageDown");
  expect(await focusedDate(page)).toBe(shown ? target : first);
  // A departure that can be booked (a sold-out one has no booking start): the first day not sold out.
  const bookable = dialog.locator('td[role=gridcell][data-status]:not([data-status="SOLD_OUT"]):not(.is-old) [data-date]').first();
  await bookable.focus();

  await page.keyboard.press("Enter");
  await expect(page.locator(".tour-page")).toBeVisible();
  const book = page.getByRole("link", { name: en.trip.tour.book });
  const tourId = await page.locator(".tour-page").getAttribute("data-tour-id");
  await expect(book).toHaveAttribute("href", `https://book.caravantrips.co.uk/booking/${tourId}/start`);
  await book.click();
  await expect(page).toHaveURL(`https://book.caravantrips.co.uk/booking/${tourId}/start`);
  expect(errors).toEqual([]);
});

test("the calendar shows one month at a time at 375 px and switches to the list layout", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const path = await openFirstTrip(page, "it");
  await page.goto(`${baseUrlOf("it")}${path}?modal=available-dates&layout=calendar`);
  const months = page.locator(".calendar-month");
  await expect(months.first()).toBeVisible();
  const [a, b] = [await months.nth(0).boundingBox(), await months.nth(1).boundingBox()];
  expect(a!.width).toBeGreaterThan(250);
  expect(b!.x).toBeGreaterThanOrEqual(a!.x + a!.width);
  expect(b!.x).toBeGreaterThan(300);
  await page.getByRole("link", { name: catalogues.it.trip.calendar.layoutList }).click();
  await expect(page).toHaveURL(/layout=list/);
  await expect(page.locator(".departures-table tbody tr").first()).toBeVisible();
});

test("the calendar's month arrows on a phone are round buttons in the page's colours", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const path = await openFirstTrip(page, "it");
  await page.goto(`${baseUrlOf("it")}${path}?modal=available-dates&layout=calendar`);
  const next = page.getByRole("button", { name: catalogues.it.trip.calendar.next });
  await expect(next).toBeVisible();
  const look = await next.evaluate((button) => {
    const style = getComputedStyle(button);
    return { background: style.backgroundColor, radius: style.borderRadius, width: button.getBoundingClientRect().width };
  });
  expect(look.background).toBe("rgb(255, 255, 255)");
  expect(look.radius).toBe("50%");
  expect(look.width).toBeGreaterThanOrEqual(44);
});

test("on a desktop tour page the Book button and the notify-me link stand apart", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const path = await openFirstTrip(page, "it");
  const first = page.locator(".departure:not([data-status=SOLD_OUT]):not([data-status=WAITING_LIST]) .departure-dates a").first();
  await first.click();
  await expect(page.locator(".tour-page")).toBeVisible();
  expect(new URL(page.url()).pathname.startsWith(path)).toBe(true);
  const book = (await page.locator("a.book-button").boundingBox())!;
  const notify = (await page.locator(".tour-actions .notify-me-entry").boundingBox())!;
  const gap = notify.x >= book.x + book.width ? notify.x - (book.x + book.width) : notify.y - (book.y + book.height);
  expect(gap).toBeGreaterThanOrEqual(12);
});

test("trip and tour pages have no axe violations", async ({ page }) => {
  // Three full axe runs, the last over a calendar of eighteen months of day cells: on two busy
  // cores they take longer than a journey test's half minute.
  test.setTimeout(120_000);
  await openFirstTrip(page, "de");
  const trip = await axe(page).analyze();
  expect(trip.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  await page.locator(".departure-dates a").first().click();
  await expect(page.locator(".tour-page")).toBeVisible();
  const tour = await axe(page).analyze();
  expect(tour.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  await page.goto(`${page.url().replace(/\/\d+$/, "")}?modal=available-dates`);
  await expect(page.locator("table[role=grid]").first()).toBeVisible();
  const modal = await axe(page).include("[role=dialog]").analyze();
  expect(modal.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
});

test("viewed trips show up as latest-viewed, newest first", async ({ page }) => {
  await page.goto(`${baseUrlOf("fr")}/destinations`);
  const cards = page.locator(".cards .card-title a");
  const [a, b] = [await cards.nth(0).textContent(), await cards.nth(1).textContent()];
  for (const index of [0, 1]) {
    await page.goto(`${baseUrlOf("fr")}/destinations`);
    await page.locator(".cards .card-title a").nth(index).click();
    await expect(page.locator(".trip-page")).toBeVisible();
    await page.waitForFunction((n) => JSON.parse(window.localStorage.getItem("caravan.latest-viewed") ?? "[]").length === n, index + 1);
  }
  await page.goto(`${baseUrlOf("fr")}/destinations`);
  const latest = page.getByRole("region", { name: catalogues.fr.trip.latestViewed });
  await expect(latest.locator(".card-title")).toHaveText([b!.trim(), a!.trim()]);
  // The home page shows them too, and its links lead back to the trips.
  await page.goto(`${baseUrlOf("fr")}/`);
  const home = page.getByRole("region", { name: catalogues.fr.trip.latestViewed });
  await expect(home.locator(".card-title")).toHaveText([b!.trim(), a!.trim()]);
  await home.locator(".card-title a").first().click();
  await expect(page.locator("h1")).toHaveText(b!.trim());
});
