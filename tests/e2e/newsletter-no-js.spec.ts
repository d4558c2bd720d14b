/**
 * The newsletter with JavaScript off: every step is a page state on
 * the URL. On the Italian site and the UK one: a new visitor (double opt-in link), an
 * existing customer with the code from the real inbox, a signed-in person.
 */
import { expect, test } from "./fixtures";
import { baseUrlOf, inboxUrl } from "../../playwright.config";
import { latestMailTo } from "../support/inbox";
import { catalogues } from "./messages";
import { confirmLinkIn, enterCode, fresh, signUp, subscribeInFooter } from "./newsletter-support";

test("a new visitor on the Italian site: a double opt-in link, subscribed once it is opened", async ({ page }) => {
  const t = catalogues.it;
  await page.goto(`${baseUrlOf("it")}/viaggi`);
  const email = fresh("nojs.nuovo");
  await subscribeInFooter(page, "it", email);
  await expect(page).toHaveURL(/\/viaggi\?newsletter=pending#newsletter-email$/);
  await expect(page.locator("#newsletter-message")).toHaveText(t.newsletter.states.pending);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.goto(confirmLinkIn(await latestMailTo(inboxUrl, email)));
  await expect(page.getByRole("heading", { level: 1, name: t.accountSteps.newsletter.confirm.subscribed.title })).toBeVisible();
  await expect(page.getByTestId("account-menu")).toHaveCount(0);
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
