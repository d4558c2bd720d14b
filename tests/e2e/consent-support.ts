import type { BrowserContext } from "./fixtures";
import { readFileSync } from "node:fs";
import { baseUrlOf } from "../../playwright.config";

/** The banner's texts and the footer's link, per site language (read from disk, as messages.ts does). */
type ConsentTexts = Record<"title" | "accept" | "refuse" | "choose" | "analytics" | "save", string>;
const read = (path: string) => JSON.parse(readFileSync(new URL(`../../locales/${path}.json`, import.meta.url), "utf8"));
export const texts = (language: string): ConsentTexts & { settings: string } => ({
  ...(read(`consent/${language}`).consent as ConsentTexts),
  settings: read(language).layout.cookieSettings as string,
});

/**
 * No site has a tag manager container yet: the test server (`npm start -- --test-hooks`) gives
 * one to requests carrying this cookie (workers/analytics.ts), so only these tests see the banner.
 * Every request for Google's host is answered here with an empty script and counted: nothing
 * leaves the machine.
 */
export async function withTestContainer(context: BrowserContext, tenant: string): Promise<{ requests: string[] }> {
  await context.addCookies([{ name: "test_analytics_container", value: "1", url: baseUrlOf(tenant) }]);
  const requests: string[] = [];
  await context.route(/^https:\/\/[^/]*googletagmanager\.com\//, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  return { requests };
}

export const consentCookieOf = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === "caravan_consent")?.value ?? null;
