import { expect, type Page } from "./fixtures";
import { baseUrlOf, inboxUrl } from "../../playwright.config";
import { codeIn, latestMailTo } from "../support/inbox";
import { catalogues } from "./messages";

export type Site = "it" | "es" | "fr" | "de";
export const TAX_CODES: Partial<Record<Site, string>> = { it: "RSSMRA85T10A562S", es: "12345678Z" };
export const fresh = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
/** Where the screenshots's journeys go (looked at, not compared). */
export const SHOTS = process.env.SHOTS_DIR ?? "test-results/screens";

/** Starts the sign-in page's steps for a new person, up to the code step. */
export async function registerUntilCode(page: Page, tenant: Site, email: string): Promise<void> {
  const t = catalogues[tenant].account.signIn;
  await page.goto(`${baseUrlOf(tenant)}/auth/sign-in`);
  await page.getByLabel(t.email).fill(email);
  await page.getByRole("button", { name: t.continue }).click();
  await page.getByLabel(t.marketingYes).check();
  if (TAX_CODES[tenant]) await page.getByLabel(t.taxCode).fill(TAX_CODES[tenant]!);
  await page.getByRole("button", { name: t.continue }).click();
  await expect(page.getByRole("heading", { name: t.codeTitle })).toBeVisible();
}

/**
 * Wrong codes sent through the JSON API (the same counter as the form's). Node cannot resolve
 * `*.localhost` (Chromium can): the request goes to the loopback address with the site's Host.
 */
export async function wrongTries(page: Page, tenant: Site, email: string, right: string, count: number): Promise<void> {
  const wrong = right === "000000" ? "111111" : "000000";
  const site = new URL(baseUrlOf(tenant));
  for (let i = 0; i < count; i++) {
    const response = await page.request.post(`http://127.0.0.1:${site.port}/auth/complete-otp`, {
      headers: { Host: site.host },
      data: { email, otp: wrong },
    });
    expect(response.status()).toBe(400);
  }
}

/** The code of the `seen`-th + 1 mail to the address. */
export async function codeFor(email: string, seen = 0): Promise<string> {
  return codeIn(await latestMailTo(inboxUrl, email, { seen }));
}

/** The seconds a "resend in N s" timer shows. */
export async function timerSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole("timer").textContent()) ?? "";
  return Number(/(\d+)/.exec(text)?.[1] ?? NaN);
}
