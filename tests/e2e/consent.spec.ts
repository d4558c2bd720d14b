/**
 * The cookie banner with JavaScript: "Refuse" on the Italian site answers in place and nothing is
 * ever asked of Google; "Accept" on the German one loads the tag manager at once and on the next
 * pages; the footer's "Cookie settings" opens the banner again, in place, on its categories. The
 * banner is axe-clean, reachable by keyboard, fits a 390 px screen; screenshots of the Italian
 * site's banner and categories at 390 and 1366 px land in test-results/consent/.
 */
import { axe } from "./axe";
import { expect, test, type Page, screenshot } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { animationsDone, hydrated } from "./hydrated";
import { consentCookieOf, texts, withTestContainer } from "./consent-support";

async function axeClean(page: Page) {
  await animationsDone(page);
  const { violations } = await axe(page).include("#consent").analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const stay = (page: Page) => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

type Entry = Record<string, unknown>;
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? [])
      .filter((entry) => entry[0] === "consent")
      .map((entry) => [entry[0], entry[1], entry[2]]),
  );

test("it: refusing answers in place, holds on the next pages, and nothing is asked of Google", async ({ page, context }) => {
  const google = await withTestContainer(context, "it");
  const it = texts("it");
  await page.goto(`${baseUrlOf("it")}/cerca`);
  const banner = page.getByRole("region", { name: it.title });
  await expect(banner).toBeVisible();
  await hydrated(page);
  await axeClean(page);
  // Consent Mode's defaults are in the data layer from the first byte.
  expect(await consentCommands(page)).toEqual([
    ["consent", "default", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" }],
  ]);
  // "Accept" and "Refuse" are alike: the same size.
  const refuse = banner.getByRole("button", { name: it.refuse, exact: true });
  const accept = banner.getByRole("button", { name: it.accept, exact: true });
  const [r, a] = [(await refuse.boundingBox())!, (await accept.boundingBox())!];
  expect(Math.abs(r.width - a.width)).toBeLessThanOrEqual(1);
  expect(Math.abs(r.height - a.height)).toBeLessThanOrEqual(1);
  await stay(page);
  await refuse.click();
  await expect(banner).toBeHidden();
  await expect(page.locator("#main")).toBeFocused();
  // Kept by the server's answer to the background post (its 303 is not followed), without a reload.
  await expect.poll(() => consentCookieOf(context)).toBe("v1.denied");
  expect(await stayed(page)).toBe(true);
  for (const path of ["/", "/cerca?sort=price%3Aasc"]) {
    await page.goto(`${baseUrlOf("it")}${path}`);
    await expect(page.locator("#consent")).toBeHidden();
  }
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  expect(google.requests).toEqual([]);
});

test("de: accepting loads the tag manager at once, and on the next pages", async ({ page, context }) => {
  const google = await withTestContainer(context, "de");
  const de = texts("de");
  await page.goto(`${baseUrlOf("de")}/`);
  const banner = page.getByRole("region", { name: de.title });
  await expect(banner).toBeVisible();
  await hydrated(page);
  await stay(page);
  const loaded = page.waitForRequest(/googletagmanager\.com\/gtm\.js\?id=GTM-/);
  await banner.getByRole("button", { name: de.accept, exact: true }).click();
  await loaded;
  await expect(banner).toBeHidden();
  expect(await stayed(page)).toBe(true);
  await expect.poll(() => consentCookieOf(context)).toBe("v1.granted");
  expect((await consentCommands(page)).at(-1)).toEqual(["consent", "update", { analytics_storage: "granted" }]);
  expect(google.requests).toHaveLength(1);
  // The next page loads it from its own HTML, Consent Mode's update first.
  await page.goto(`${baseUrlOf("de")}/suchen`);
  await expect(page.locator("#consent")).toBeHidden();
  await expect.poll(() => google.requests.length).toBe(2);
  expect(await consentCommands(page)).toEqual([
    ["consent", "default", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" }],
    ["consent", "update", { analytics_storage: "granted" }],
  ]);
});

test("it: the footer's Cookie settings opens the categories in place; saving analytics loads the tag manager", async ({
  page,
  context,
}) => {
  const google = await withTestContainer(context, "it");
  await context.addCookies([{ name: "caravan_consent", value: "v1.denied", url: baseUrlOf("it") }]);
  const it = texts("it");
  await page.goto(`${baseUrlOf("it")}/`);
  const banner = page.getByRole("region", { name: it.title });
  await expect(banner).toBeHidden();
  await hydrated(page);
  await stay(page);
  await page.locator("footer.site-footer").getByRole("link", { name: it.settings }).click();
  await expect(banner).toBeVisible();
  await expect(banner).toBeFocused();
  const analytics = banner.getByRole("checkbox", { name: it.analytics });
  await expect(analytics).not.toBeChecked();
  await axeClean(page);
  await analytics.check();
  const loaded = page.waitForRequest(/googletagmanager\.com\/gtm\.js/);
  await banner.getByRole("button", { name: it.save }).click();
  await loaded;
  await expect(banner).toBeHidden();
  expect(await stayed(page)).toBe(true);
  expect(page.url()).toBe(`${baseUrlOf("it")}/`);
  await expect.poll(() => consentCookieOf(context)).toBe("v1.granted");
  expect(google.requests).toHaveLength(1);
});

test("it: the banner is last in the keyboard order, fits 390 px, and the screenshots", async ({ page, context }) => {
  await withTestContainer(context, "it");
  const it = texts("it");
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    await page.goto(`${baseUrlOf("it")}/`);
    const banner = page.getByRole("region", { name: it.title });
    await expect(banner).toBeVisible();
    await hydrated(page);
    // No sideways scroll, the banner within the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const box = (await banner.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // What the screenshots showed: the plain bar's no-JavaScript dates, as raw text, to visitors with it.
    await expect(page.getByText('class="bar-dates"')).toBeHidden();
    await screenshot(page, { path: `test-results/consent/it-${width}-banner.png` });
    await banner.getByText(it.choose, { exact: true }).click();
    await expect(banner.getByRole("checkbox", { name: it.analytics })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await axeClean(page);
    await screenshot(page, { path: `test-results/consent/it-${width}-choose.png` });
  }
  // Keyboard: going backwards from the top of the page reaches the banner's last control first.
  await page.goto(`${baseUrlOf("it")}/`);
  await hydrated(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("Shift+Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("#consent") !== null)).toBe(true);
  await expect(page.locator("#consent summary")).toBeVisible();
});
