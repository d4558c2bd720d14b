import { test as base, type Locator, type Page } from "@playwright/test";
import { CLOCK_OFFSET_MS, testNow } from "../support/clock";

export * from "@playwright/test";

/**
 * `E2E_SCREENSHOTS=1` keeps the screenshots the tests take for a person to look at (of the
 * modals, the steps, the pages at 390 and 1366 px) and draws the trips' artwork in them. Without
 * it no test asserts on a screenshot or on the artwork's pixels, so neither is made: the
 * artwork is the Worker's drawing of an SVG per card (its route has integration tests), and
 * drawing it and painting it was about a third of a listing page's load in the browser.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1";

/** The artwork's paths: /resource/{size}/{id}/{name}. */
const ARTWORK = /\/resource\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/;
/** A blank picture in the artwork's place: the page's layout is the img element's, not its content's. */
const BLANK = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>';

export const test = base.extend({
  context: async ({ context }, use) => {
    if (!SCREENSHOTS) {
      await context.route(ARTWORK, (route) =>
        route.fulfill({ status: 200, contentType: "image/svg+xml", headers: { "Cache-Control": "no-store" }, body: BLANK }),
      );
    }
    // The tests' clock (CARAVAN_TEST_DAYS_AHEAD, `npm run test:week`): the pages' clock runs from
    // the same day as the server's, and time flows from there.
    if (CLOCK_OFFSET_MS !== 0) await context.clock.install({ time: testNow() });
    await use(context);
  },
});

/** A screenshot for a person to look at, taken only with E2E_SCREENSHOTS=1. */
export async function screenshot(target: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (!SCREENSHOTS) return;
  await target.screenshot(options);
}
