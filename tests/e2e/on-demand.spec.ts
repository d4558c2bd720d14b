import { expect, test, type Page } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { catalogues } from "./messages";
import { browserIdle, routerStarted } from "./hydrated";

/*
 * The header and the footer load their code on demand (app/components/shell/on-demand.tsx):
 * until the visitor reaches into them, scrolls (the header) or nears the footer, or the page
 * changes, they are the server's markup and work as without JavaScript.
 */

/**
 * Whether the part's own code has mounted: its content is React's. The part's element alone does
 * not tell, since a navigation before the code comes redraws it as a copy of the server's markup
 * (a React element whose content is HTML).
 */
const ownedByReact = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const content = document.querySelector(selector)?.firstElementChild;
    return content != null && Object.keys(content).some((key) => key.startsWith("__reactProps$"));
  }, selector);

/** The page's own controls are React's: the page is hydrated, the on-demand parts aside. */
const pageHydrated = async (page: Page) => {
  await routerStarted(page);
  // The search bar's holder (its form is the server's markup until the visitor comes near), or the page's first button.
  await page.waitForFunction(() => {
    const control = document.querySelector("main #search-bar-host, main button");
    return control !== null && Object.keys(control).some((key) => key.startsWith("__reactProps$"));
  });
};

/** Holds the chunks the pattern names until the test lets them through (its code "on its way"). */
async function held(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

function chunksRequested(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    const name = /\/build\/_shared\/(site-header|site-footer)-/.exec(request.url())?.[1];
    if (name) names.push(name);
  });
  return names;
}

test.describe("at 1366 px", () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("the header's code loads when the pointer comes onto it, and the group under it opens", async ({ page }) => {
    const chunks = chunksRequested(page);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(baseUrlOf("it"));
    await pageHydrated(page);
    // Once the browser is idle, nothing has woken the parts by itself.
    await browserIdle(page);
    expect(chunks).toEqual([]);
    expect(await ownedByReact(page, "header.site-header")).toBe(false);
    expect(await ownedByReact(page, "footer.site-footer")).toBe(false);

    // The pointer arriving on a group opens it once the code is here (it was over it already).
    await page.hover(".menu-mega-menu summary");
    const panel = page.locator(".menu-mega-menu .menu-panel");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Giappone" })).toBeVisible();
    expect(chunks).toEqual(["site-header"]);
    await expect.poll(() => ownedByReact(page, "header.site-header")).toBe(true);
    // It behaves as a hydrated menu: it closes after the hold time once the pointer leaves.
    await page.mouse.move(640, 700);
    await expect(panel).toBeHidden({ timeout: 1_000 });

    // Scrolling towards the footer loads its code.
    await page.locator("footer.site-footer").scrollIntoViewIfNeeded();
    await expect.poll(() => ownedByReact(page, "footer.site-footer")).toBe(true);
    expect(chunks).toEqual(["site-header", "site-footer"]);
    expect(errors).toEqual([]);
  });

  test("a navigation before the header's code came changes the header with the page, even when its code is slow", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const release = await held(page, /\/site-(header|footer)-[^/]+\.js$/);
    await page.goto(baseUrlOf("it"));
    await pageHydrated(page);
    await expect(page.getByTestId("search-toggle")).toHaveCount(1);
    // Every change to the page from here on is watched for a moment without the header.
    await page.evaluate(() => {
      const state = { headerLeft: false };
      Object.assign(window, { __headerWatch: state });
      new MutationObserver(() => {
        if (!document.querySelector("header.site-header")) state.headerLeft = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    // A navigation the header takes no part in (no search toggle on the search page).
    await page.evaluate(() => (window as unknown as { __remixRouter: { navigate(to: string): void } }).__remixRouter.navigate("/cerca"));
    await expect(page).toHaveURL(`${baseUrlOf("it")}/cerca`);
    await browserIdle(page);
    // Until its code comes, it is the header the server wrote for the page before.
    await expect(page.getByTestId("search-toggle")).toHaveCount(1);
    release();
    await expect(page.getByTestId("search-toggle")).toHaveCount(0);
    await expect.poll(() => ownedByReact(page, "header.site-header")).toBe(true);
    await expect(page.locator("header.site-header")).toHaveCount(1);
    // The header never left the page while its code was on its way, nor when it came.
    expect(await page.evaluate(() => (window as unknown as { __headerWatch: { headerLeft: boolean } }).__headerWatch.headerLeft)).toBe(
      false,
    );
    expect(errors).toEqual([]);
  });

  test("a header whose code is gone after a deploy reloads the page once, then stays as the server wrote it", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.route(/\/site-header-[^/]+\.js$/, (route) => route.abort());
    let loads = 0;
    page.on("load", () => loads++);
    await page.goto(baseUrlOf("it"));
    await pageHydrated(page);
    expect(loads).toBe(1);
    await page.hover(".menu-mega-menu summary");
    await expect.poll(() => loads).toBe(2);
    await pageHydrated(page);
    await page.hover(".menu-mega-menu summary");
    await browserIdle(page);
    expect(loads).toBe(2);
    // The server's markup still works: its groups open on a click, its links navigate in the app.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator(".menu-mega-menu summary").click();
    await page.locator("header.site-header").getByRole("link", { name: "Giappone" }).click();
    await expect(page).not.toHaveURL(`${baseUrlOf("it")}/`);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(page.locator("header.site-header")).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the menu tapped open before its code came stays open, and a navigation closes it", async ({ page }) => {
    const release = await held(page, /\/site-header-[^/]+\.js$/);
    await page.goto(baseUrlOf("de"));
    await pageHydrated(page);
    const toggle = page.locator(".mobile-menu > summary");
    await toggle.tap();
    const nav = page.getByRole("navigation", { name: catalogues.de.layout.menu });
    await expect(nav).toBeVisible();
    expect(await ownedByReact(page, "header.site-header")).toBe(false);
    release();
    await expect.poll(() => ownedByReact(page, "header.site-header")).toBe(true);
    await expect(nav).toBeVisible();
    // React's state is what the page shows: a navigation closes the menu opened before its code.
    await nav.locator("a[href^='/']:visible").first().click();
    await expect(nav).toBeHidden();
    await toggle.tap();
    await expect(nav).toBeVisible();
    await toggle.tap();
    await expect(nav).toBeHidden();
  });

  test("a tap on the header's heart before its code came goes to the wishlist in the app and is counted", async ({ page }) => {
    const release = await held(page, /\/site-header-[^/]+\.js$/);
    await page.goto(baseUrlOf("it"));
    await pageHydrated(page);
    // The heart says which page it is on in its URL: /preferiti on the Italian site.
    const heart = page.getByTestId("wishlist-link");
    const path = await heart.getAttribute("href");
    // A marker on window survives only a navigation inside the app, not a page load.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await heart.tap();
    await expect(page).toHaveURL(`${baseUrlOf("it")}${path}`);
    expect(await ownedByReact(page, "header.site-header")).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((entry) => entry.event === "goToWishlist"),
    );
    expect(events).toEqual([{ event: "goToWishlist", pageType: "home", sectionFrom: "header" }]);
    release();
    await expect.poll(() => ownedByReact(page, "header.site-header")).toBe(true);
  });
});
