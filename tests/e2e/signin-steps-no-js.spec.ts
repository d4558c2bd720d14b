/**
 * With JavaScript off: resend keeps a new person at the code step with their answers
 * and sends a code; the fifth wrong code says the tries are used up and offers a new code; the
 * newsletter's double opt-in on fr and de; the tax code asked on es before the wishlist saves.
 */
import { expect, test } from "./fixtures";
import { baseUrlOf, inboxUrl } from "../../playwright.config";
import { latestMailTo } from "../support/inbox";
import { catalogues } from "./messages";
import { d1, signUp } from "./modals-support";
import { confirmLinkIn } from "./newsletter-support";
import { codeFor, fresh, registerUntilCode, TAX_CODES, timerSeconds, wrongTries } from "./signin-steps-support";

test("es: a new person's resend stays at the code step and sends a code they sign up with", async ({ page }) => {
  const t = catalogues.es.account.signIn;
  const email = fresh("nojs.resend");
  await registerUntilCode(page, "es", email);
  // The wait the server holds is told, and no button it would refuse is offered before it ends.
  const wait = await timerSeconds(page);
  expect(wait).toBeGreaterThan(100);
  expect(wait).toBeLessThanOrEqual(120);
  await expect(page.getByRole("button", { name: t.resend })).toBeHidden();
  // A minute later the wait is over: the code sent then is said to still hold, and the button is there.
  await d1(`UPDATE one_time_codes SET renewable_at = 0, created_at = created_at - 60000 WHERE email = '${email}'`);
  await page.reload();
  await expect(page.getByText(t.earlierLead.replace("{{email}}", email))).toBeVisible();
  await expect(page.getByRole("timer")).toHaveCount(0);
  await page.getByRole("button", { name: t.resend }).click();
  await expect(page).toHaveURL(/step=code/);
  await expect(page.getByRole("heading", { name: t.codeTitle })).toBeVisible();
  await expect(page.getByText(t.codeLead.replace("{{email}}", email))).toBeVisible();
  const second = await codeFor(email, 1);
  await page.getByLabel(t.code, { exact: true }).fill(second);
  await page.getByRole("button", { name: t.verify }).click();
  await expect(page.getByTestId("account-menu")).toBeVisible();
});

test("de: the fifth wrong code says the tries are used up; a new code works at once", async ({ page }) => {
  const t = catalogues.de.account;
  const email = fresh("nojs.tries");
  await registerUntilCode(page, "de", email);
  const first = await codeFor(email);
  await wrongTries(page, "de", email, first, 5);
  await page.getByLabel(t.signIn.code, { exact: true }).fill(first);
  await page.getByRole("button", { name: t.signIn.verify }).click();
  await expect(page.locator("#sign-in-error")).toHaveText(t.errors.OTP_TOO_MANY_ATTEMPTS);
  await page.getByRole("button", { name: t.signIn.resend }).click();
  await expect(page).toHaveURL(/step=code/);
  await expect(page.locator("#sign-in-error")).toHaveText("");
  await page.getByLabel(t.signIn.code, { exact: true }).fill(await codeFor(email, 1));
  await page.getByRole("button", { name: t.signIn.verify }).click();
  await expect(page.getByTestId("account-menu")).toBeVisible();
});

// The German site here; the French one goes through the same steps with JavaScript.
{
  const tenant = "de" as const;
  test(`${tenant}: a new e-mail gets the double opt-in link; no account, no code`, async ({ page }) => {
    const t = catalogues[tenant];
    await page.goto(`${baseUrlOf(tenant)}/newsletter`);
    const email = fresh(`nojs.nl-${tenant}`);
    await page.locator("#newsletter-email").fill(email);
    await page.locator(".newsletter-form button[type=submit]").click();
    await expect(page).toHaveURL(/newsletter=pending/);
    await expect(page.locator("#newsletter-message")).toHaveText(t.newsletter.states.pending);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto(confirmLinkIn(await latestMailTo(inboxUrl, email)));
    await expect(page.getByRole("heading", { level: 1, name: t.accountSteps.newsletter.confirm.subscribed.title })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: t.accountSteps.newsletter.confirm.already.title })).toBeVisible();
  });
}

test("es: someone who registered on de gives the DNI before the wishlist saves", async ({ page }) => {
  const email = fresh("nojs.dni");
  await signUp(page, "de", email);
  const t = catalogues.es;
  await page.goto(`${baseUrlOf("es")}/auth/sign-in`);
  await page.getByLabel(t.account.signIn.email).fill(email);
  await page.getByRole("button", { name: t.account.signIn.continue }).click();
  await page.getByLabel(t.account.signIn.code, { exact: true }).fill(await codeFor(email, 1));
  await page.getByRole("button", { name: t.account.signIn.verify }).click();
  await expect(page.getByTestId("account-menu")).toBeVisible();
  const { path, travelId } = await firstTripOn(page);
  await page.goto(`${baseUrlOf("es")}${path}?modal=wishlist&type=travel-${travelId}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: t.accountSteps.taxCode.title })).toBeVisible();
  await dialog.getByLabel(t.account.signIn.taxCode).fill(TAX_CODES.es!);
  await dialog.getByRole("button", { name: t.accountSteps.taxCode.submit }).click();
  await expect(page).toHaveURL(/toast=added/);
});

/** A trip page on the Spanish site, from its trips listing. */
async function firstTripOn(page: import("@playwright/test").Page): Promise<{ path: string; travelId: string }> {
  await page.goto(`${baseUrlOf("es")}/viajes`);
  await page.locator(".cards .card-title a").first().click();
  await expect(page.locator(".trip-page")).toBeVisible();
  return { path: new URL(page.url()).pathname, travelId: (await page.locator(".trip-page").getAttribute("data-travel-id"))! };
}

test("it: a step sent with a choice left out answers in Italian at the field, not with the browser's bubble", async ({ page }) => {
  const t = catalogues.it.account;
  await page.goto(`${baseUrlOf("it")}/auth/sign-in`);
  await page.getByLabel(t.signIn.email).fill(fresh("nojs.consent"));
  await page.getByRole("button", { name: t.signIn.continue }).click();
  await expect(page.getByLabel(t.signIn.marketingYes)).toBeVisible();
  await page.getByRole("button", { name: t.signIn.continue }).click();
  await expect(page.locator("#sign-in-error")).toHaveText(t.errors.invalid.marketingConsent);
  await expect(page.getByRole("group", { name: t.signIn.marketing })).toHaveAttribute("aria-describedby", "sign-in-error");
});
