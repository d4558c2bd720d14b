/**
 * The newsletter with JavaScript off (001 §4; architecture §1): every step is a page state on
 * the URL. On the Italian site (tax code at registration) and the UK one: a new visitor, an
 * existing customer with the code from the real inbox, a signed-in person.
 */
import { expect, test } from "@playwright/test";
import { baseUrlOf } from "../../playwright.config";
import { catalogues } from "./messages";
import { enterCode, fresh, signUp, subscribeInFooter, TAX_CODE } from "./newsletter-support";

test("a new visitor on the Italian site: registration step, code, subscribed", async ({ page }) => {
  const t = catalogues.it;
  await page.goto(`${baseUrlOf("it")}/viaggi`);
  const email = fresh("nojs.nuovo");
  await subscribeInFooter(page, "it", email);
  await expect(page).toHaveURL(/\/viaggi\?modal=newsletter&step=new-user/);
  const dialog = page.getByRole("dialog", { name: t.newsletter.modal.title });
  await dialog.getByLabel(t.account.signIn.marketingNo).check();
  await dialog.getByLabel(t.account.signIn.taxCode).fill(TAX_CODE);
  await dialog.getByRole("button", { name: t.account.signIn.continue }).click();
  await expect(page).toHaveURL(/step=code/);
  await enterCode(page, page.getByRole("dialog", { name: t.newsletter.modal.title }), "it", email);
  await expect(page).toHaveURL(/\/viaggi\?newsletter=new#newsletter-email$/);
  await expect(page.locator("#newsletter-message")).toHaveText(t.newsletter.states.new);
  await expect(page.getByTestId("account-menu")).toBeVisible();
  await expect(page.locator(".newsletter-form button[type=submit]")).toBeDisabled();
});

test("an existing customer on the UK site, then signed in: code step, subscribed, already on", async ({ page, browser }) => {
  const t = catalogues["en-GB"];
  const email = fresh("nojs.existing");
  const other = await browser.newContext({ javaScriptEnabled: false });
  await signUp(await other.newPage(), "uk", email);
  await other.close();

  await page.goto(`${baseUrlOf("uk")}/newsletter`);
  await subscribeInFooter(page, "uk", email);
  await expect(page).toHaveURL(/\/newsletter\?modal=newsletter&step=existing-user/);
  const dialog = page.getByRole("dialog", { name: t.newsletter.modal.title });
  await expect(dialog.getByRole("heading", { name: t.account.signIn.existingTitle })).toBeVisible();
  await enterCode(page, dialog, "uk", email);
  await expect(page).toHaveURL(/\/newsletter\?newsletter=existing#newsletter-email$/);
  await expect(page.locator("#newsletter-message")).toHaveText(t.newsletter.states.existing);
  await expect(page.locator(".newsletter-form button[type=submit]")).toHaveText(t.newsletter.on);
});

test("a signed-in person on the Italian site subscribes with one press; a wrong e-mail shows the message", async ({ page }) => {
  const t = catalogues.it;
  await page.goto(`${baseUrlOf("it")}/newsletter`);
  await page.locator("#newsletter-email").evaluate((input: HTMLInputElement) => (input.form!.noValidate = true));
  await subscribeInFooter(page, "it", "sbagliata@");
  await expect(page.locator("#newsletter-message")).toHaveText(t.auth.WRONG_EMAIL);

  const email = fresh("nojs.member");
  await signUp(page, "it", email);
  await page.goto(baseUrlOf("it"));
  await expect(page.locator("#newsletter-email")).toHaveValue(email);
  await page.locator(".newsletter-form").getByRole("button", { name: t.newsletter.submit }).click();
  await expect(page).toHaveURL(/\/\?newsletter=logged#newsletter-email$/);
  await expect(page.locator("#newsletter-message")).toHaveText(t.newsletter.states.logged);
  await expect(page.locator(".newsletter-form button[type=submit]")).toBeDisabled();
});
