/**
 * The cookie banner without JavaScript: every answer is a form post that comes back to the page
 * the visitor was on, and the answer holds on the next pages; the footer's "Cookie settings"
 * shows the page again with the categories open. Nothing is asked of Google (a page without
 * JavaScript runs no script; after "accept" its HTML names the container, for the visitors who run it).
 * (axe needs scripts: consent.spec.ts checks the same server-rendered banner.)
 */
import { expect, test } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { consentCookieOf, texts, withTestContainer } from "./consent-support";

test("es: refusing posts, comes back to the page, and holds on the next one", async ({ page, context }) => {
  const google = await withTestContainer(context, "es");
  const es = texts("es");
  const start = `${baseUrlOf("es")}/buscar?sort=price%3Aasc`;
  await page.goto(start);
  const banner = page.getByRole("region", { name: es.title });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: es.refuse, exact: true }).click();
  await expect(page).toHaveURL(start);
  await expect(page.locator("#consent")).toBeHidden();
  expect(await consentCookieOf(context)).toBe("v1.denied");
  await page.goto(`${baseUrlOf("es")}/`);
  await expect(page.locator("#consent")).toBeHidden();
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  expect(google.requests).toEqual([]);
});

test("fr: the footer's Cookie settings opens the categories; saving analytics holds on the next page", async ({ page, context }) => {
  await withTestContainer(context, "fr");
  await context.addCookies([{ name: "caravan_consent", value: "v1.denied", url: baseUrlOf("fr") }]);
  const fr = texts("fr");
  await page.goto(`${baseUrlOf("fr")}/`);
  const banner = page.getByRole("region", { name: fr.title });
  await expect(banner).toBeHidden();
  await page.locator("footer.site-footer").getByRole("link", { name: fr.settings }).click();
  await expect(page).toHaveURL(`${baseUrlOf("fr")}/?cookies=choose`);
  await expect(banner).toBeVisible();
  const analytics = banner.getByRole("checkbox", { name: fr.analytics });
  await expect(analytics).toBeVisible();
  await expect(analytics).not.toBeChecked();
  await analytics.check();
  await banner.getByRole("button", { name: fr.save }).click();
  // Back to the page, without the settings' parameter.
  await expect(page).toHaveURL(`${baseUrlOf("fr")}/`);
  await expect(page.locator("#consent")).toBeHidden();
  expect(await consentCookieOf(context)).toBe("v1.granted");
  await page.goto(`${baseUrlOf("fr")}/recherche`);
  await expect(page.locator("#consent")).toBeHidden();
  expect(await page.locator('script[src*="googletagmanager.com/gtm.js"]').count()).toBe(1);
});

test("it: accepting posts and the next page names the container", async ({ page, context }) => {
  await withTestContainer(context, "it");
  const it = texts("it");
  await page.goto(`${baseUrlOf("it")}/cerca`);
  await page.getByRole("region", { name: it.title }).getByRole("button", { name: it.accept, exact: true }).click();
  await expect(page).toHaveURL(`${baseUrlOf("it")}/cerca`);
  expect(await consentCookieOf(context)).toBe("v1.granted");
  expect(await page.locator('script[src*="googletagmanager.com/gtm.js"]').count()).toBe(1);
});
