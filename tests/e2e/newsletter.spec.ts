/**
 * The newsletter with JavaScript (001 §4; issue 14), on the Italian site (tax code at
 * registration) and the UK one: a new visitor registers and confirms with the code from the
 * real inbox inside the newsletter modal, an existing customer confirms their code, a
 * signed-in person subscribes at once; all in place (no page load), the footer's alert says
 * so, the 000 §7 events carry the e-mail only hashed. Axe on the open newsletter modal.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { baseUrlOf } from "../../playwright.config";
import { hydrated } from "./modals-support";
import { catalogues } from "./messages";
import { enterCode, fresh, signUp, subscribeInFooter, TAX_CODE } from "./newsletter-support";

async function axeClean(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
}
const events = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((e) =>
      String(e.event).startsWith("newsletter"),
    ),
  );

test("a new visitor on the Italian site subscribes from the footer: registration and code in the modal, in place", async ({ page }) => {
  const t = catalogues.it;
  await page.goto(baseUrlOf("it"));
  await hydrated(page);
  const loads: string[] = [];
  page.on("load", () => loads.push(page.url()));
  const email = fresh("nuovo");
  await subscribeInFooter(page, "it", email.toUpperCase());
  const dialog = page.getByRole("dialog", { name: t.newsletter.modal.title });
  await expect(dialog.getByRole("heading", { name: t.account.signIn.newUserTitle })).toBeVisible();
  await expect(page).toHaveURL(/modal=newsletter&step=new-user/);
  await expect(dialog.getByLabel(t.account.signIn.email)).toHaveValue(email);
  await axeClean(page, "[role=dialog]");
  await dialog.getByLabel(t.account.signIn.marketingYes).check();
  await dialog.getByLabel(t.account.signIn.taxCode).fill(TAX_CODE);
  await dialog.getByRole("button", { name: t.account.signIn.continue }).click();
  await expect(dialog.getByRole("heading", { name: t.account.signIn.codeTitle })).toBeVisible();
  await axeClean(page, "[role=dialog]");
  expect(loads, "no page load between the steps").toEqual([]);
  // The code is right: one pass through the provider (so the other sites know the person) and back.
  await enterCode(page, dialog, "it", email);
  await expect(page).toHaveURL(/\?newsletter=new#newsletter-email$/);
  await expect(dialog).toBeHidden();
  await expect(page.locator("#newsletter-message")).toHaveText(t.newsletter.states.new);
  await expect(page.getByTestId("account-menu")).toBeVisible();
  const button = page.locator(".newsletter-form button[type=submit]");
  await expect(button).toBeDisabled();
  await expect(button).toHaveText(t.newsletter.on);
  await expect(page.locator("#newsletter-email")).toHaveAttribute("readonly", "");
  // 001 §9: 2 s after the alert the typed value goes (the field is back to the account's address).
  await expect(page.locator("#newsletter-email")).toHaveValue(email, { timeout: 4000 });
  const pushed = await events(page);
  expect(pushed).toHaveLength(1);
  expect(pushed[0]).toMatchObject({ event: "newsletterSubscriptionNewUser", sectionFrom: "newsletter" });
  expect(String(pushed[0]!.email)).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.stringify(pushed)).not.toContain("@");
});

test("an existing customer on the UK site confirms the code from the inbox and is subscribed", async ({ page, browser }) => {
  const t = catalogues["en-GB"];
  const email = fresh("existing");
  const other = await browser.newContext();
  await signUp(await other.newPage(), "uk", email);
  await other.close();

  await page.goto(`${baseUrlOf("uk")}/newsletter`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: t.newsletter.title })).toBeVisible();
  await subscribeInFooter(page, "uk", email);
  const dialog = page.getByRole("dialog", { name: t.newsletter.modal.title });
  await expect(dialog.getByRole("heading", { name: t.account.signIn.existingTitle })).toBeVisible();
  await axeClean(page, "[role=dialog]");
  await enterCode(page, dialog, "uk", email);
  await expect(page).toHaveURL(/\/newsletter\?newsletter=existing#newsletter-email$/);
  await expect(page.locator("#newsletter-message")).toHaveText(t.newsletter.states.existing);
  await expect(page.locator(".newsletter-form button[type=submit]")).toBeDisabled();
  expect((await events(page)).map((e) => e.event)).toEqual(["newsletterSubscriptionExistingUser"]);
});

test("a signed-in person on the UK site subscribes at once; a wrong e-mail is refused in place", async ({ page }) => {
  const t = catalogues["en-GB"];
  await page.goto(baseUrlOf("uk"));
  await hydrated(page);
  await page.locator("#newsletter-email").evaluate((input: HTMLInputElement) => (input.form!.noValidate = true));
  await subscribeInFooter(page, "uk", "not-an-address@");
  await expect(page.locator("#newsletter-message")).toHaveText(t.auth.WRONG_EMAIL);
  await expect(page.locator("#newsletter-email")).toHaveAttribute("aria-invalid", "true");

  const email = fresh("member");
  await signUp(page, "uk", email);
  await page.goto(baseUrlOf("uk"));
  await hydrated(page);
  const field = page.locator("#newsletter-email");
  await expect(field).toHaveValue(email);
  await expect(field).toHaveAttribute("readonly", "");
  await page.locator(".newsletter-form").getByRole("button", { name: t.newsletter.submit }).click();
  await expect(page.locator("#newsletter-message")).toHaveText(t.newsletter.states.logged);
  await expect(page.locator(".newsletter-form button[type=submit]")).toBeDisabled();
  await expect(page.locator(".newsletter-form button[type=submit]")).toHaveText(t.newsletter.on);
  const pushed = await events(page);
  expect(pushed.map((e) => e.event)).toEqual(["newsletterSubscriptionLoggedUser"]);
  expect(pushed[0]!.userId).toEqual(expect.any(String));
});
