/**
 * What a trip or tour page looks like on the first screen and in its rows: on a 390 × 844 phone
 * the price and the way to book are on the first screen (the community line and a bean bar
 * stand above the page); the gallery fills its grid whatever its number of photos, at 1366 px
 * and on a phone; a departure row's links stand apart.
 */
import { expect, type Locator, type Page, test } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { catalogues, routeTable } from "./messages";

const SITES = [
  { tenant: "de", language: "de", paths: "de-DE" },
  { tenant: "fr", language: "fr", paths: "fr-FR" },
] as const;

/** The first trip of the site's trips listing: its path. */
async function firstTrip(page: Page, tenant: string, paths: string): Promise<string> {
  await page.goto(`${baseUrlOf(tenant)}${routeTable.travels![paths]}`);
  const href = (await page.locator(".cards .card-title a").first().getAttribute("href"))!;
  await page.goto(`${baseUrlOf(tenant)}${href}`);
  await expect(page.locator(".trip-page")).toBeVisible();
  return href;
}

/** Whether one of the matches is wholly on the first screen, and is what a finger there would touch. */
async function onFirstScreen(matches: Locator, height: number): Promise<boolean> {
  for (const match of await matches.all()) {
    if (!(await match.isVisible())) continue;
    const seen = await match.evaluate((element, height) => {
      const box = element.getBoundingClientRect();
      if (box.top < 0 || box.bottom > height || box.height === 0) return false;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && (element.contains(hit) || hit.contains(element));
    }, height);
    if (seen) return true;
  }
  return false;
}

for (const site of SITES) {
  test(`on ${site.tenant} the price and the way to book are on a 390 × 844 phone's first screen, on a trip and on a tour page`, async ({
    page,
  }) => {
    const t = catalogues[site.language].trip;
    await page.setViewportSize({ width: 390, height: 844 });
    const trip = await firstTrip(page, site.tenant, site.paths);
    // The trip's price as its facts write it ("Ab 1.190 €"), and its way to book: all its dates.
    const price = await page.getByTestId("best-price").evaluate((element) => (element.firstChild?.textContent ?? "").trim());
    expect(price).not.toBe("");
    expect(await onFirstScreen(page.getByText(price, { exact: true }), 844), `"${price}" on the first screen of ${trip}`).toBe(true);
    expect(await onFirstScreen(page.getByRole("link", { name: t.calendar.open, exact: true }), 844), `"${t.calendar.open}"`).toBe(true);

    const tour = (await page.locator(".departure:has(.departure-price) .departure-dates a").first().getAttribute("href"))!;
    await page.goto(`${baseUrlOf(site.tenant)}${tour}`);
    await expect(page.locator(".tour-page")).toBeVisible();
    const book = page.getByRole("link", { name: t.tour.book, exact: true });
    // A departure booked online: its price, and its Book link to the booking start.
    const href = await page.locator("a.book-button").getAttribute("href");
    expect(href).toContain("/booking/");
    const tourPrice = ((await page.locator(".tour-prices li strong").first().textContent()) ?? "").trim();
    expect(await onFirstScreen(page.getByText(tourPrice, { exact: true }), 844), `"${tourPrice}" on the first screen of ${tour}`).toBe(
      true,
    );
    expect(await onFirstScreen(book, 844), `"${t.tour.book}" on the first screen of ${tour}`).toBe(true);
    for (const link of await book.all()) expect(await link.getAttribute("href")).toBe(href);
  });
}

/**
 * Every point of the gallery's box lies in a photo or in a gap between two (a gap is at most the
 * grid's gap): no cell of the grid is left empty, whatever the number of photos.
 */
async function holesIn(gallery: Locator): Promise<string[]> {
  return gallery.evaluate((section) => {
    const gap = Number.parseFloat(getComputedStyle(section).rowGap) || 0;
    const frame = section.getBoundingClientRect();
    const photos = [...section.children].map((child) => child.getBoundingClientRect());
    const holes: string[] = [];
    const near = (x: number, y: number) =>
      photos.some((r) => x >= r.left - gap - 1 && x <= r.right + gap + 1 && y >= r.top - gap - 1 && y <= r.bottom + gap + 1);
    for (let y = frame.top + 2; y < frame.bottom - 1; y += 12)
      for (let x = frame.left + 2; x < frame.right - 1; x += 12)
        if (!near(x, y)) holes.push(`${Math.round(x - frame.left)},${Math.round(y - frame.top)}`);
    return holes;
  });
}

/** The same gallery with `count` photos, as the server writes it for a trip with that many. */
async function withPhotos(gallery: Locator, count: number) {
  await gallery.evaluate((section, count) => {
    while (section.children.length > count) section.lastElementChild!.remove();
    while (section.children.length < count) section.appendChild(section.children[section.children.length - 1]!.cloneNode(true));
    section.classList.toggle("has-more", count > 1);
  }, count);
}

for (const width of [1366, 390]) {
  test(`the trip gallery fills its grid at ${width} px for 3 to 6 photos`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await firstTrip(page, "de", "de-DE");
    const gallery = page.locator(".trip-gallery");
    const served = await gallery.locator("a").count();
    expect(served).toBeGreaterThanOrEqual(3);
    expect(await holesIn(gallery), `${served} photos as served`).toEqual([]);
    for (const count of [3, 4, 5, 6]) {
      await withPhotos(gallery, count);
      expect(await holesIn(gallery), `${count} photos`).toEqual([]);
    }
  });
}

test("a departure row's links stand apart: the notify-me link never runs into who is going", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await firstTrip(page, "de", "de-DE");
  const rows = page.locator(".departure:has(a.notify-me-entry):has(a.group-info-entry)");
  expect(await rows.count()).toBeGreaterThan(0);
  for (const row of await rows.all()) {
    const a = (await row.locator("a.notify-me-entry").boundingBox())!;
    const b = (await row.locator("a.group-info-entry").boundingBox())!;
    const sameLine = Math.abs(a.y - b.y) < a.height / 2;
    const gap = sameLine ? b.x - (a.x + a.width) : b.y - (a.y + a.height);
    expect(gap, `departure ${await row.getAttribute("data-tour-id")}`).toBeGreaterThanOrEqual(sameLine ? 12 : 0);
  }
});
