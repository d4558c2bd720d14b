/**
 * With JavaScript: the sign-in steps without dead ends (resend keeps the step and the
 * answers and sends a code; the countdown continues across a reload; the fifth wrong code says
 * the tries are used up and offers a new code; stale messages go on success), the newsletter's
 * button rules and double opt-in, and the tax code on it before an account action. Codes come
 * from the real inbox. Screenshots at 390 px on fr and de go to SHOTS.
 */
import { expect, test, type Page, screenshot } from "./fixtures";
import { baseUrlOf, inboxUrl } from "../../playwright.config";
import { latestMailTo } from "../support/inbox";
import { catalogues } from "./messages";
import { d1, firstTrip, hydrated, signUp } from "./modals-support";
import { confirmLinkIn } from "./newsletter-support";
import { codeFor, fresh, registerUntilCode, SHOTS, TAX_CODES, timerSeconds, wrongTries } from "./signin-steps-support";

/** Pastes a code into the first of the six boxes (a paste fills them all). */
async function pasteCode(page: Page, code: string, digitLabel: string): Promise<void> {
  const first = page.getByLabel(digitLabel.replace("{{n}}", "1"));
  await first.focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData("text", text);
    document.activeElement!.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
}

test("de: a new person's countdown continues across a reload; resend keeps the code step and sends a code", async ({ page }) => {
  const t = catalogues.de.account.signIn;
  const email = fresh("countdown");
  await registerUntilCode(page, "de", email);
  await hydrated(page);
  await expect(page.getByRole("timer")).toBeVisible();
  const before = await timerSeconds(page);
  expect(before).toBeLessThanOrEqual(120);
  await expect.poll(() => timerSeconds(page), { timeout: 10_000 }).toBeLessThanOrEqual(before - 2);
  await page.reload();
  await hydrated(page);
  // The server's renewableIn, not the URL's 120: the countdown goes on where it was.
  await expect(page.getByRole("timer")).toBeVisible();
  expect(await timerSeconds(page)).toBeLessThanOrEqual(before - 2);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: `${SHOTS}/de-code-step-390.png`, fullPage: true });

  // The wait is over (as after 120 s): the button shows; pressing it keeps the step and sends a code.
  await d1(`UPDATE one_time_codes SET renewable_at = 0 WHERE email = '${email}'`);
  await page.reload();
  await hydrated(page);
  await page.getByRole("button", { name: t.resend }).click();
  await expect(page.getByRole("timer")).toBeVisible();
  await expect(page.getByRole("heading", { name: t.codeTitle })).toBeVisible();
  await expect(page).toHaveURL(/step=code/);
  await expect(page).not.toHaveURL(/step=new-user/);
  const second = await codeFor(email, 1);
  await pasteCode(page, second, t.digit);
  await expect(page.getByTestId("account-menu")).toBeVisible();
});

test("es: the fifth wrong code says the tries are used up and offers a new code; the message goes once it succeeds", async ({ page }) => {
  const t = catalogues.es.account;
  const email = fresh("tries");
  await registerUntilCode(page, "es", email);
  await hydrated(page);
  const first = await codeFor(email);
  await wrongTries(page, "es", email, first, 4);
  await pasteCode(page, first === "000000" ? "111111" : "000000", t.signIn.digit);
  await expect(page.locator("#sign-in-error")).toHaveText(t.errors.OTP_TOO_MANY_ATTEMPTS);
  // A new code at once: no countdown in the way.
  await expect(page.getByRole("timer")).toHaveCount(0);
  await page.getByRole("button", { name: t.signIn.resend }).click();
  await expect(page.locator("#sign-in-error")).toHaveText("");
  await expect(page).not.toHaveURL(/step=new-user/);
  await pasteCode(page, await codeFor(email, 1), t.signIn.digit);
  await expect(page.getByTestId("account-menu")).toBeVisible();
});

// The French site here; the German one goes through the same steps without JavaScript.
{
  const tenant = "fr" as const;
  test(`${tenant} at 390 px: the newsletter button waits for an e-mail; an error then a success; the field clears; the link subscribes`, async ({
    page,
  }) => {
    const t = catalogues[tenant];
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrlOf(tenant)}/newsletter`);
    await hydrated(page);
    const button = page.locator(".newsletter-form button[type=submit]");
    const field = page.locator("#newsletter-email");
    await expect(button).toBeDisabled();
    await field.fill("pas-une-adresse@");
    await expect(button).toBeDisabled();
    // Left as it is, the field says why in the site's words; the browser's bubble never shows.
    await expect(page.locator("#newsletter-message")).toHaveText("");
    await field.blur();
    await expect(page.locator("#newsletter-message")).toHaveText(t.auth.WRONG_EMAIL);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await field.fill("<b>x</b>@example.com");
    await expect(button).toBeDisabled();
    // Sent anyway (Enter in an old browser): refused in place, on the field.
    await page.locator(".newsletter-form").evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expect(page.locator("#newsletter-message")).toHaveText(t.auth.WRONG_EMAIL);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await screenshot(page, { path: `${SHOTS}/${tenant}-newsletter-error-390.png`, fullPage: false });

    const email = fresh(`nl-${tenant}`);
    await field.fill(email);
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page.locator("#newsletter-message")).toHaveText(t.newsletter.states.pending);
    await expect(field).toHaveAttribute("aria-invalid", "false");
    await screenshot(page, { path: `${SHOTS}/${tenant}-newsletter-pending-390.png`, fullPage: false });
    await expect(field).toHaveValue("", { timeout: 4000 });
    await expect(button).toBeDisabled();

    await page.goto(confirmLinkIn(await latestMailTo(inboxUrl, email)));
    await expect(page.getByRole("heading", { level: 1, name: t.accountSteps.newsletter.confirm.subscribed.title })).toBeVisible();
    await screenshot(page, { path: `${SHOTS}/${tenant}-newsletter-confirmed-390.png`, fullPage: false });
  });
}

test("fr at 390 px: the code step of an existing customer in the newsletter modal", async ({ page, browser }) => {
  const t = catalogues.fr;
  const email = fresh("nl-existing");
  const other = await browser.newContext();
  const signup = await other.newPage();
  await registerUntilCode(signup, "fr", email);
  await hydrated(signup);
  await pasteCode(signup, await codeFor(email), t.account.signIn.digit);
  await expect(signup.getByTestId("account-menu")).toBeVisible();
  await other.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseUrlOf("fr")}/newsletter`);
  await hydrated(page);
  await page.locator("#newsletter-email").fill(email);
  await page.locator(".newsletter-form button[type=submit]").click();
  const dialog = page.getByRole("dialog", { name: t.newsletter.modal.title });
  await expect(dialog.getByRole("heading", { name: t.account.signIn.existingTitle })).toBeVisible();
  await expect(dialog.getByRole("timer")).toBeVisible();
  await screenshot(page, { path: `${SHOTS}/fr-newsletter-code-step-390.png`, fullPage: false });
  await pasteCode(page, await codeFor(email, 1), t.account.signIn.digit);
  await expect(page.locator("#newsletter-message")).toHaveText(t.newsletter.states.existing);
});

test("it: someone who registered on de is asked for the codice fiscale once before the wishlist saves", async ({ page }) => {
  const email = fresh("cf");
  await signUp(page, "de", email);
  const t = catalogues.it;
  await page.goto(`${baseUrlOf("it")}/auth/sign-in`);
  await page.getByLabel(t.account.signIn.email).fill(email);
  await page.getByRole("button", { name: t.account.signIn.continue }).click();
  await expect(page.getByRole("heading", { name: t.account.signIn.existingTitle })).toBeVisible();
  await hydrated(page);
  await pasteCode(page, await codeFor(email, 1), t.account.signIn.digit);
  await expect(page.getByTestId("account-menu")).toBeVisible();

  const { path, travelId } = await firstTrip(page, "it", "/viaggi");
  await page.goto(`${baseUrlOf("it")}${path}?modal=wishlist&type=travel-${travelId}`);
  await hydrated(page);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: t.accountSteps.taxCode.title })).toBeVisible();
  await dialog.getByLabel(t.account.signIn.taxCode).fill("RSSMRA85T10A562X");
  await dialog.getByRole("button", { name: t.accountSteps.taxCode.submit }).click();
  await expect(dialog.locator("#tax-code-step-error")).toHaveText(t.account.errors.invalid.taxCode);
  await dialog.getByLabel(t.account.signIn.taxCode).fill(TAX_CODES.it!);
  await dialog.getByRole("button", { name: t.accountSteps.taxCode.submit }).click();
  // Saved: the toast says so (its URL parameter is dropped as soon as it shows).
  await expect(page.getByRole("status").filter({ hasText: t.wishlist.toast.added })).toBeVisible();
  // Asked once: the modal now shows the trip as saved, no tax code.
  await page.goto(`${baseUrlOf("it")}${path}?modal=wishlist&type=travel-${travelId}`);
  await expect(page.getByRole("dialog").getByRole("heading", { name: t.accountSteps.taxCode.title })).toHaveCount(0);
});

test("it: a step sent with a choice left out answers in Italian at the field, not with the browser's bubble", async ({ page }) => {
  const t = catalogues.it.account;
  await page.goto(`${baseUrlOf("it")}/auth/sign-in`);
  await hydrated(page);
  await page.getByLabel(t.signIn.email).fill(fresh("consent"));
  await page.getByRole("button", { name: t.signIn.continue }).click();
  await expect(page.getByLabel(t.signIn.marketingYes)).toBeVisible();
  await page.getByRole("button", { name: t.signIn.continue }).click();
  await expect(page.locator("#sign-in-error")).toHaveText(t.errors.invalid.marketingConsent);
  await expect(page.getByRole("group", { name: t.signIn.marketing })).toHaveAttribute("aria-describedby", "sign-in-error");
  // The choice made, the step goes on to the code.
  await page.getByLabel(t.signIn.marketingNo).check();
  await page.getByLabel(t.signIn.taxCode).fill(TAX_CODES.it!);
  await page.getByRole("button", { name: t.signIn.continue }).click();
  await expect(page.getByRole("heading", { name: t.signIn.codeTitle })).toBeVisible();
});
