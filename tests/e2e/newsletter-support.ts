import { expect, type Page } from "./fixtures";
import { baseUrlOf, inboxUrl } from "../../playwright.config";
import { codeIn, latestMailTo } from "../support/inbox";
import { catalogues } from "./messages";

export type Tenant = "it" | "uk";
export const languageOf = (tenant: Tenant) => (tenant === "uk" ? "en-GB" : tenant);
export const TAX_CODE = "RSSMRA85T10A562S";
export const fresh = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Types the code from the inbox: six boxes with JavaScript, one field without. */
export async function enterCode(_page: Page, scope: ReturnType<Page["locator"]>, tenant: Tenant, email: string): Promise<void> {
  const t = catalogues[languageOf(tenant)].account.signIn;
  const code = codeIn(await latestMailTo(inboxUrl, email));
  const digit = scope.getByLabel(t.digit.replace("{{n}}", "1"));
  if (await digit.count()) await digit.pressSequentially(code);
  else {
    await scope.getByLabel(t.code, { exact: true }).fill(code);
    await scope.getByRole("button", { name: t.verify }).click();
  }
}

/** Opens an account through the site's sign-in page (the person is signed in afterwards). */
export async function signUp(page: Page, tenant: Tenant, email: string): Promise<void> {
  const t = catalogues[languageOf(tenant)].account.signIn;
  await page.goto(`${baseUrlOf(tenant)}/auth/sign-in`);
  await page.getByLabel(t.email).fill(email);
  await page.getByRole("button", { name: t.continue }).click();
  await page.getByLabel(t.marketingNo).check();
  if (tenant === "it") await page.getByLabel(t.taxCode).fill(TAX_CODE);
  await page.getByRole("button", { name: t.continue }).click();
  await expect(page.getByRole("heading", { name: t.codeTitle })).toBeVisible();
  await enterCode(page, page.locator("main"), tenant, email);
  await expect(page.getByTestId("account-menu")).toBeVisible();
}

/** Types an e-mail into the footer's newsletter form and sends it. */
/** Fills the footer's form and presses its button; `{ twice: true }` double-taps it, as a hurried visitor does. */
export async function subscribeInFooter(page: Page, tenant: Tenant, email: string, { twice = false } = {}): Promise<void> {
  const n = catalogues[languageOf(tenant)].newsletter;
  await page.getByLabel(n.label).fill(email);
  const button = page.locator(".newsletter-form").getByRole("button", { name: n.submit });
  await (twice ? button.dblclick() : button.click());
}

/** The confirmation link of a newsletter double opt-in e-mail. */
export function confirmLinkIn(mail: { text: string }): string {
  const match = /https?:\/\/[^\s"<>]+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![0];
}
