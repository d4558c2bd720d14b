import { axe } from "./axe";
import { expect, type Page, test } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { catalogues, routeTable } from "./messages";
import { hydrated, routerStarted } from "./hydrated";

const en = catalogues["en-US"];
const desktop = { width: 1280, height: 900 };

/**
 * The where field as a visitor finds it: the plain bar's search box, or, once the pointer over
 * it has brought the enhanced bar (which can happen between the pointer's arrival and its
 * press), the enhanced bar's combobox (desktop) or its entry button (phones). A click on either
 * opens the where part.
 */
const whereField = (page: Page, messages: typeof en) =>
  page
    .getByRole("searchbox", { name: messages.serp.where.label })
    .or(page.getByRole("combobox", { name: messages.serp.where.label }))
    .or(page.getByRole("button", { name: messages.serp.where.question }));

test("search by destination with the keyboard only", async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto(`${baseUrlOf("int")}/search`);
  // The plain search field takes focus first; the enhanced bar takes over and keeps it.
  await page.getByRole("searchbox", { name: en.serp.where.label }).focus();
  const input = page.getByRole("combobox", { name: en.serp.where.label });
  await expect(input).toBeFocused();
  await page.keyboard.type("Jap");
  await expect(page.getByRole("option").first()).toBeVisible();
  await expect(page.getByRole("button", { name: en.serp.bar.search })).toBeDisabled();
  await page.keyboard.press("ArrowDown");
  await expect(input).toHaveAttribute("aria-activedescendant", /opt-0/);
  await page.keyboard.press("Enter");
  await expect(input).toHaveValue("Japan");
  await page.keyboard.press("Tab");
  await page.getByRole("button", { name: en.serp.bar.search }).press("Enter");
  await expect(page).toHaveURL(/destinationId%5B%5D=\d+|destinationId\[\]=\d+/);
  await expect(page.locator(".travel-card").first()).toBeVisible();
});

test("search by free text, continent and period; history remembers it", async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto(`${baseUrlOf("int")}/search`);
  // The pointer coming near the bar brings the enhanced one, once the page listens for it (a
  // pointer already resting on the bar before that brings it with its first press instead).
  await hydrated(page);
  await page.getByRole("search", { name: en.serp.bar.label }).hover();
  const input = page.getByRole("combobox", { name: en.serp.where.label });
  await input.fill("temples");
  await page.getByRole("option", { name: /temples/ }).click();
  await page.getByRole("button", { name: en.serp.bar.search }).click();
  await expect(page).toHaveURL(/textSearch=temples/);

  await input.click();
  await input.fill("");
  await page.locator(".continent").first().click();
  await page.getByRole("button", { name: en.serp.when.whenever }).first().click();
  await page.locator(".period-list .period-month").first().click();
  await page.getByRole("button", { name: en.serp.bar.search }).click();
  await expect(page).toHaveURL(/continentId%5B%5D=\d+.*dateFrom=|continentId\[\]=\d+.*dateFrom=/);

  await page.goto(baseUrlOf("int"));
  await expect(page.locator(".history-carousel li").first()).toBeVisible();
});

test("apply and clear filters, change sort, paginate, Back restores", async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto(`${baseUrlOf("int")}/search`);
  await page.getByRole("link", { name: en.serp.sort.price_desc }).click();
  await expect(page).toHaveURL(/sort=price(:|%3A)desc/);
  await expect(page.locator('.sort-links a[aria-current="true"]')).toHaveText(en.serp.sort.price_desc);
  const firstTitle = await page.locator(".travel-card .card-title").first().textContent();
  await page.getByRole("link", { name: en.serp.pagination.next }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.locator(".travel-card .card-title").first()).toHaveText(firstTitle!);

  await page.getByRole("link", { name: en.serp.filters.open }).click();
  const dialog = page.getByRole("dialog", { name: en.serp.filters.title });
  await dialog.getByLabel(en.serp.filters.discounted).check();
  await expect(dialog.getByRole("button", { name: /Show \d+ trips?/ })).toBeVisible();
  await dialog.getByRole("button", { name: /Show/ }).click();
  await expect(page).toHaveURL(/discounted=true/);
  await page.getByRole("button", { name: en.serp.filters.discounted }).click();
  await expect(page).not.toHaveURL(/discounted=true/);
  await expect(page).toHaveURL(/sort=price(:|%3A)desc/);
});

test("text typed before the enhanced bar arrives is kept, with the focus", async ({ page }) => {
  await page.setViewportSize(desktop);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/search-bar-enhanced-[^/]*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(`${baseUrlOf("int")}/search`);
  const plain = page.getByRole("searchbox", { name: en.serp.where.label });
  await plain.focus();
  await page.keyboard.type("Peru");
  await expect(plain).toHaveValue("Peru");
  release();
  const input = page.getByRole("combobox", { name: en.serp.where.label });
  await expect(input).toHaveValue("Peru");
  await expect(input).toBeFocused();
  await page.keyboard.type(" trek");
  await expect(input).toHaveValue("Peru trek");
});

test("the plain bar is the server's markup until the visitor comes near; a search changed in the browser brings the enhanced bar with it", async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (/search-bar-enhanced-[^/]*\.js$/.test(request.url())) fetched.push(request.url());
  });
  await page.goto(`${baseUrlOf("it")}/cerca?textSearch=Peru`);
  await hydrated(page);
  const it = catalogues.it;
  await expect(page.getByRole("searchbox", { name: it.serp.where.label })).toHaveValue("Peru");
  // Nobody came near the bar: its code has not been fetched.
  expect(fetched).toEqual([]);
  await page.getByRole("navigation", { name: it.serp.tabs.label }).getByRole("link", { name: it.serp.tabs.tours }).click();
  await expect(page).toHaveURL(/tab=tours/);
  // The tab changed what the bar sends: the enhanced bar takes over at once, with the search's text.
  const input = page.getByRole("combobox", { name: it.serp.where.label });
  await expect(input).toHaveValue("Peru");
  await page.getByRole("button", { name: it.serp.bar.search }).click();
  await expect(page).toHaveURL(/tab=tours/);
  await expect(page).toHaveURL(/textSearch=Peru/);
});

test("the mobile search modal at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(baseUrlOf("it"));
  // Tapping the plain field opens the full-screen search at once.
  await whereField(page, catalogues.it).click();
  const dialog = page.getByRole("dialog", { name: catalogues.it.serp.where.question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: catalogues.it.layout.close }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: catalogues.it.serp.where.question }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: catalogues.it.serp.bar.clearAll })).toBeDisabled();
  await dialog.getByRole("combobox").fill("Giappone");
  await dialog
    .getByRole("option", { name: /Giappone/ })
    .first()
    .click();
  await expect(dialog.getByRole("button", { name: catalogues.it.serp.bar.clearAll })).toBeEnabled();
  await dialog.getByRole("button", { name: catalogues.it.serp.bar.search }).click();
  await expect(page).toHaveURL(/\/cerca\?/);
});

for (const width of [320, 390, 430]) {
  test(`the phone search fits ${width} px, opens on the where panel and keeps its footer in view`, async ({ page }) => {
    const it = catalogues.it;
    await page.setViewportSize({ width, height: 640 });
    // This test measures the open modal; it opens it once the enhanced bar has taken over (the
    // click that comes before, while the plain bar is swapped, has its own test below). A pointer
    // over the plain bar brings the enhanced bar's code; a click aimed at the plain field could
    // land on the swap itself, so the test waits for the phone's entry and presses that.
    await page.goto(`${baseUrlOf("it")}/cerca`, { waitUntil: "networkidle" });
    await hydrated(page);
    await page.getByRole("search", { name: it.serp.bar.label }).hover();
    await page.getByRole("button", { name: it.serp.where.question }).click();
    const dialog = page.getByRole("dialog", { name: it.serp.where.question });
    await expect(dialog).toBeVisible();
    // The where panel is open at once (no collapsed panels over blank space).
    await expect(dialog.getByRole("combobox", { name: it.serp.where.label })).toBeVisible();
    await expect(dialog.locator(".continent").first()).toBeVisible();
    const footerInView = async () => {
      for (const name of [it.serp.bar.clearAll, it.serp.bar.search]) {
        const box = (await dialog.getByRole("button", { name, exact: true }).boundingBox())!;
        expect(box.x, name).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, name).toBeLessThanOrEqual(width);
        expect(box.y + box.height, name).toBeLessThanOrEqual(640);
      }
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.querySelector(".search-modal")!.scrollWidth,
      ]);
      expect(Math.max(...widths)).toBeLessThanOrEqual(width);
    };
    await footerInView();
    await dialog.getByRole("combobox").fill("gr");
    await expect(dialog.getByRole("option").first()).toBeVisible();
    await footerInView();
    await dialog.locator('[role="option"][id*="-opt-"]').first().click();
    // A choice closes the where dropdown; the when panel follows, with its periods.
    await expect(dialog.getByRole("tab", { name: it.serp.when.periods })).toBeVisible();
    await footerInView();
    await dialog.getByRole("tab", { name: it.serp.when.dates }).click();
    await expect(dialog.getByRole("grid").first()).toBeVisible();
    await footerInView();
  });
}

for (const part of ["where", "when"] as const) {
  test(`the first click on the ${part} field before the bar's code arrives opens it`, async ({ page }) => {
    await page.setViewportSize(desktop);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/search-bar-enhanced-[^/]*\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(`${baseUrlOf("int")}/search`);
    await routerStarted(page);
    if (part === "where") await page.getByRole("searchbox", { name: en.serp.where.label }).click();
    else await page.getByLabel(en.serp.when.label).click();
    release();
    // One click is enough: the dropdown is open once the enhanced bar takes over.
    if (part === "where") {
      await expect(page.getByRole("combobox", { name: en.serp.where.label })).toBeFocused();
      await expect(page.locator(".where-dropdown")).toBeVisible();
    } else {
      await expect(page.locator(".when-dropdown")).toBeVisible();
      await expect(page.getByRole("tab", { name: en.serp.when.periods })).toBeVisible();
    }
  });
}

test("the continent carousel offers every continent, and each image loads", async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto(`${baseUrlOf("int")}/search`);
  await whereField(page, en).click();
  const carousel = page.getByRole("group", { name: en.serp.where.continents });
  await expect(carousel.getByRole("button")).toHaveCount(7);
  for (const name of ["Oceania", "Antarctica"]) await expect(carousel.getByRole("button", { name })).toBeVisible();
  // Fetched from the page (Node does not resolve *.localhost names).
  const statuses = await carousel
    .locator("img")
    .evaluateAll((images) =>
      Promise.all(images.map(async (img) => `${(await fetch((img as HTMLImageElement).src)).status} ${(img as HTMLImageElement).src}`)),
    );
  expect(statuses).toHaveLength(7);
  for (const status of statuses) expect(status).toMatch(/^200 /);
  await carousel.getByRole("button", { name: "Oceania" }).click();
  await page.getByRole("button", { name: en.serp.bar.search }).click();
  await expect(page).toHaveURL(/continentId(%5B%5D|\[\])=\d+/);
  await expect(page.locator(".travel-card").first()).toBeVisible();
});

test("the filters modal's price minimum and maximum are full-size fields", async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${baseUrlOf("it")}/cerca?modal=modal-filters`);
    const dialog = page.getByRole("dialog", { name: catalogues.it.serp.filters.title });
    for (const name of [catalogues.it.serp.filters.priceFrom, catalogues.it.serp.filters.priceTo]) {
      const box = (await dialog.getByLabel(name).boundingBox())!;
      expect(box.height, `${name} at ${width}`).toBeGreaterThanOrEqual(44);
      expect(box.width, `${name} at ${width}`).toBeGreaterThanOrEqual(140);
    }
  }
});

test("recent searches show their dates in the site's format", async ({ page }) => {
  await page.setViewportSize(desktop);
  const next = new Date().getFullYear() + 1;
  const entry = {
    date: new Date().toISOString(),
    userStatus: "anonymous",
    values: {
      destinationName: "Grecia",
      params: {
        query: `textSearch=Grecia&dateFrom=${next}-03-01&dateTo=${next}-03-31`,
        dateFrom: `${next}-03-01`,
        dateTo: `${next}-03-31`,
      },
      analytics: {},
    },
  };
  await page.addInitScript((value) => window.localStorage.setItem("search-history", value), JSON.stringify([entry]));
  await page.goto(`${baseUrlOf("it")}/cerca`);
  await whereField(page, catalogues.it).click();
  const item = page.locator(".search-history li").first();
  await expect(item).toHaveText(`Grecia · 01 mar – 31 mar ${next}`);
});

test("a result card's 'see dates' opens the available-dates modal on the URL, and closes back to the results", async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto(`${baseUrlOf("uk")}/search?tab=tours`);
  await hydrated(page);
  const result = page.locator(".cards > li.result").first();
  const title = (await result.locator(".tour-card .card-title").textContent())!.trim();
  await result.getByRole("link", { name: new RegExp(`^${catalogues["en-GB"].trip.calendar.open}`) }).click();
  await expect(page).toHaveURL(/tab=tours&modal=available-dates&type=filters&layout=calendar&travel=/);
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("grid").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(`${baseUrlOf("uk")}/search?tab=tours`);
});

test("the search page is axe clean", async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto(`${baseUrlOf("fr")}/recherche`);
  await expect(page.locator(".travel-card").first()).toBeVisible();
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
});

test("the header's search entry opens the search by itself on desktop after 400 ms", async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto(`${baseUrlOf("int")}/how-it-works`);
  await hydrated(page);
  await page.getByTestId("search-toggle").click();
  await expect(page).toHaveURL(/\/search$/);
  const input = page.getByRole("combobox", { name: en.serp.where.label });
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator(".where-dropdown")).toBeVisible();
});

test("area pages carry the search bar, and it searches", async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto(`${baseUrlOf("it")}${routeTable["area-europe"]!["it-IT"]}`);
  const plain = page.getByRole("searchbox", { name: catalogues.it.serp.where.label });
  await expect(plain).toBeVisible();
  await plain.focus();
  const input = page.getByRole("combobox", { name: catalogues.it.serp.where.label });
  await expect(input).toBeFocused();
  await page.keyboard.type("Giappone");
  // A destination option (the free-text option comes last and has no -opt- id).
  await page.locator('[role="option"][id*="-opt-"]', { hasText: "Giappone" }).first().click();
  await page.getByRole("button", { name: catalogues.it.serp.bar.search }).click();
  await expect(page).toHaveURL(/\/cerca\?destinationId/);
});

test("the range calendar is a keyboard grid", async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto(`${baseUrlOf("int")}/search`);
  await hydrated(page);
  await page.getByRole("search", { name: en.serp.bar.label }).hover();
  await page.getByRole("button", { name: en.serp.when.whenever }).first().click();
  await page.getByRole("tab", { name: en.serp.when.dates }).click();
  const grid = page.getByRole("grid");
  const start = grid.locator('button[tabindex="0"]');
  await expect(start).toHaveCount(1);
  const first = (await start.getAttribute("data-day"))!;
  await start.focus();
  await page.keyboard.press("ArrowRight");
  const next = new Date(Date.parse(`${first}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await expect(grid.locator(`[data-day="${next}"]`)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  const week = new Date(Date.parse(`${next}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  await expect(page.locator(`[data-day="${week}"]`)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator(`[data-day="${week}"]`)).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("PageDown");
  const focusedDay = await page.evaluate(() => document.activeElement?.getAttribute("data-day"));
  expect(focusedDay?.slice(0, 7)).not.toBe(week.slice(0, 7));
  expect(focusedDay?.slice(8)).toBe(week.slice(8) > "28" ? focusedDay?.slice(8) : week.slice(8));
});
