/**
 * Every modal of the site keeps the keyboard inside it (WCAG 2.4.3, focus order; axe cannot
 * see it): opened from its link or button with the keyboard, Tab and Shift+Tab go round its
 * own controls and never reach the page behind, Escape closes it and focus goes back to what
 * opened it. The dates modal in both layouts and from the search results, the filters, the
 * country, currency and talk-to-us modals, the account modals (wishlist, notify-me, who is
 * going, newsletter) and the phone's search.
 */
import { expect, type Locator, type Page, test } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { animationsDone, hydrated } from "./hydrated";

/** Where focus is: inside the top dialog (the last modal in the document) or not, and which element it is. */
const focusState = (page: Page) =>
  page.evaluate(() => {
    const dialogs = document.querySelectorAll('[aria-modal="true"]');
    const top = dialogs[dialogs.length - 1] ?? null;
    const active = document.activeElement;
    // Each element focused gets a number once, so a stop met again is known again.
    const store = window as unknown as { __stops?: WeakMap<Element, number>; __next?: number };
    store.__stops ??= new WeakMap();
    let id = -1;
    if (active) {
      if (!store.__stops.has(active)) {
        store.__next = (store.__next ?? 0) + 1;
        store.__stops.set(active, store.__next);
      }
      id = store.__stops.get(active)!;
    }
    const text = (active?.getAttribute("aria-label") ?? active?.textContent ?? "").trim().slice(0, 40);
    return { inside: !!top && !!active && top.contains(active), what: `${active?.tagName.toLowerCase() ?? "nothing"} "${text}"`, id };
  });

/**
 * Presses Tab (or Shift+Tab) until focus comes back to the first control it reached: every
 * stop on the way is inside the dialog, and the round closes.
 */
async function tabsStayInside(page: Page, key: "Tab" | "Shift+Tab") {
  let first = -1;
  for (let i = 1; i <= 400; i++) {
    await page.keyboard.press(key);
    const state = await focusState(page);
    expect(state.inside, `${key} #${i} took focus out of the dialog, to ${state.what}`).toBe(true);
    if (first === -1) first = state.id;
    else if (state.id === first) return;
  }
  throw new Error(`${key} never came back round the dialog's controls`);
}

/**
 * Opens a modal from its opener with the keyboard (focus, then Enter), checks the focus trap
 * both ways, closes it with Escape and finds focus back on the opener.
 */
async function checkModal(page: Page, opener: Locator, dialogName: string | RegExp, afterOpen?: (dialog: Locator) => Promise<void>) {
  await expect(opener).toBeVisible();
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  await animationsDone(page);
  await expect.poll(async () => (await focusState(page)).inside, "focus moves into the dialog").toBe(true);
  await afterOpen?.(dialog);
  await tabsStayInside(page, "Tab");
  await tabsStayInside(page, "Shift+Tab");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener, "focus goes back to what opened the modal").toBeFocused();
}

// A round of the filters modal is a few hundred key presses.
test.describe.configure({ timeout: 180_000 });

const title = async (page: Page) => ((await page.locator("h1").first().textContent()) ?? "").trim();

/** The first trip of the uk listing (uk offers talk-to-us and several currencies). */
async function ukTrip(page: Page): Promise<string> {
  await page.goto(`${baseUrlOf("uk")}/destinations`);
  const card = page.locator(".cards .card-title a").first();
  const href = (await card.getAttribute("href"))!;
  // Clicked once the listing is hydrated, so the app's navigation is not raced by hydration;
  // the trip's first render on a cold site may take longer than an assertion's usual 5 s.
  await hydrated(page);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?.*+^$()[\]{}|\\]/g, "\\$&")}$`), { timeout: 15_000 });
  await expect(page.locator(".trip-page")).toBeVisible({ timeout: 15_000 });
  await hydrated(page);
  return new URL(page.url()).pathname;
}

test("the dates modal keeps focus inside in the calendar and the list, and gives it back on Escape", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await ukTrip(page);
  const name = await title(page);
  await checkModal(page, page.getByTestId("open-calendar"), name);
  // The list layout: its own rows of links and buttons.
  await checkModal(page, page.getByTestId("open-calendar"), name, async (dialog) => {
    await dialog.locator(".layout-switch a").last().click();
    await expect(dialog.locator(".departures-table")).toBeVisible();
    await dialog.locator(".layout-switch a").last().focus();
  });
});

test("the dates modal of a search result and the filters modal keep focus inside", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${baseUrlOf("uk")}/search?tab=tours`);
  await hydrated(page);
  const result = page.locator(".cards > li.result").first();
  const name = ((await result.locator(".tour-card .card-title").textContent()) ?? "").trim();
  await checkModal(page, result.locator('a[href*="modal=available-dates"]').first(), name);
  await checkModal(page, page.locator('a[href*="modal=modal-filters"]').first(), /.+/);
});

test("the header's country, currency and talk-to-us modals keep focus inside", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${baseUrlOf("uk")}/`);
  await hydrated(page);
  await checkModal(page, page.getByTestId("country-button"), /.+/);
  await checkModal(page, page.getByTestId("currency-button"), /.+/);
  await checkModal(page, page.locator("a.talk-to-us-link").first(), /.+/);
});

test("the account modals (wishlist, notify-me, who is going, newsletter) keep focus inside at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const path = await ukTrip(page);
  await checkModal(page, page.locator(".trip-page button.heart").first(), /.+/);
  await checkModal(page, page.locator(".departure a.notify-me-entry").first(), /.+/);
  await page.locator(".departure-dates a").first().click();
  await expect(page.locator(".tour-page")).toBeVisible();
  await hydrated(page);
  await checkModal(page, page.locator("a.group-info-entry").first(), /.+/);
  // The newsletter modal opens on its URL (its steps follow the footer's form).
  await page.goto(`${baseUrlOf("uk")}${path}?modal=newsletter`);
  await hydrated(page);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await tabsStayInside(page, "Tab");
  await tabsStayInside(page, "Shift+Tab");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the phone's search keeps focus inside and closes on Escape", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseUrlOf("uk")}/search`, { waitUntil: "networkidle" });
  await hydrated(page);
  await page.getByRole("search").first().hover();
  const entry = page.locator("button.search-trigger");
  await checkModal(page, entry, /.+/);
});
