/**
 * One account for every site (login and logout): a new
 * person signs up on the Italian site through the identity provider, comes back signed in,
 * is signed in on the Spanish site after one round of redirects without a code, and logs
 * out. Every sign-in step is checked with axe; the provider's pages are photographed at
 * phone and desktop widths (test-results/accounts-screens/).
 */
import { axe } from "./axe";
import { expect, test, type Page, screenshot } from "./fixtures";
import { accountsUrl, baseUrlOf, inboxUrl } from "../../playwright.config";
import { codeIn, latestMailTo } from "../support/inbox";
import { catalogues } from "./messages";
import { animationsDone, hydrated } from "./hydrated";

const it_ = catalogues.it.account;
const es = catalogues.es.account;
const de = catalogues.de.account;
const SCREENS = "test-results/accounts-screens";

async function axeClean(page: Page, label: string) {
  await animationsDone(page);
  const { violations } = await axe(page).analyze();
  expect(violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await screenshot(page, { path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
    // Nothing wider than the screen (a long e-mail address wraps).
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("sign up on it through the provider, signed in on es without a code, log out", async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  const email = `e2e.${Date.now()}@example.com`;

  // The Italian site's Log in leads to the provider's sign-in page, in Italian, without the site's header.
  await page.goto(`${baseUrlOf("it")}/viaggi`);
  await page.getByTestId("login-link").click();
  await expect(page).toHaveURL(new RegExp(`^${accountsUrl}/oidc/sign-in\\?`));
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await expect(page.locator(".site-header")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: it_.signIn.title })).toBeVisible();
  await expect(page.getByRole("link", { name: it_.provider.backTo.replace("{{site}}", "Caravan Italia") })).toHaveAttribute(
    "href",
    `${baseUrlOf("it")}/`,
  );
  await axeClean(page, "email step");
  await shoot(page, "sign-in-email");

  await page.getByLabel(it_.signIn.email).fill(email);
  await page.getByRole("button", { name: it_.signIn.continue }).click();
  await expect(page.getByRole("heading", { name: it_.signIn.newUserTitle })).toBeVisible();
  await axeClean(page, "new-user step");
  await shoot(page, "sign-in-new-user");
  await page.getByLabel(it_.signIn.marketingNo).check();
  await page.getByLabel(it_.signIn.taxCode).fill("RSSMRA85T10A562S");
  await page.getByRole("button", { name: it_.signIn.continue }).click();

  await expect(page.getByRole("heading", { name: it_.signIn.codeTitle })).toBeVisible();
  await axeClean(page, "code step");
  await shoot(page, "sign-in-code");
  const code = codeIn(await latestMailTo(inboxUrl, email));
  // Six boxes with JavaScript: typing moves on, and the form submits by itself after the sixth digit.
  await page.getByLabel(it_.signIn.digit.replace("{{n}}", "1")).click();
  await page.keyboard.type(code);

  // Back where the visitor was, signed in; the account id went to analytics (userLogged).
  await expect(page).toHaveURL(`${baseUrlOf("it")}/viaggi`);
  await expect(page.getByTestId("account-menu")).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          ((window as unknown as { dataLayer?: { event?: string; userId?: string }[] }).dataLayer ?? []).find(
            (e) => e.event === "userLogged",
          )?.userId ?? null,
      ),
    )
    .toMatch(/^[0-9a-f-]{36}$/);

  // Another site: one round of redirects, no code asked.
  const signInPages: string[] = [];
  page.on("request", (request) => request.url().includes("/oidc/sign-in") && signInPages.push(request.url()));
  await page.goto(baseUrlOf("es"));
  // The signed-in page checks the current user once. Logging out while that check is
  // in flight would answer it 401, which the browser logs as an error: a person cannot click
  // that fast, so the test waits for the check as a person's reading time would.
  const sessionChecked = page.waitForResponse((response) => response.url() === `${baseUrlOf("es")}/api/users/me`);
  await page.getByTestId("login-link").click();
  await expect(page).toHaveURL(`${baseUrlOf("es")}/`);
  await expect(page.getByTestId("account-menu")).toBeVisible();
  expect((await sessionChecked).status()).toBe(200);
  expect(signInPages).toEqual([]);

  // Log out: the site's session and the provider's, landing on /.
  await page.getByTestId("account-menu").locator("summary").click();
  await page.getByTestId("logout-button").click();
  await expect(page).toHaveURL(`${baseUrlOf("es")}/`);
  await expect(page.getByTestId("login-link")).toBeVisible();
  // The provider's session ended too: logging in again asks for the e-mail.
  await page.getByTestId("login-link").click();
  await expect(page).toHaveURL(new RegExp(`^${accountsUrl}/oidc/sign-in\\?`));
  await expect(page.getByRole("heading", { level: 2, name: es.signIn.title })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the personal area: consents editable, seen as a visitor at phone and desktop widths", async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchConsole(page);
  const email = `e2e.area.${Date.now()}@example.com`;
  await page.goto(`${accountsUrl}/oidc/account?client_id=it`);
  // Not signed in at the provider: sign in first, then back to the personal area.
  await expect(page).toHaveURL(new RegExp(`^${accountsUrl}/oidc/sign-in\\?client_id=it&next=account`));
  await page.getByLabel(it_.signIn.email).fill(email);
  await page.getByRole("button", { name: it_.signIn.continue }).click();
  await page.getByLabel(it_.signIn.marketingYes).check();
  await page.getByLabel(it_.signIn.taxCode).fill("RSSMRA85T10A562S");
  await page.getByRole("button", { name: it_.signIn.continue }).click();
  const code = codeIn(await latestMailTo(inboxUrl, email));
  await page.getByLabel(it_.signIn.digit.replace("{{n}}", "1")).click();
  await page.keyboard.type(code);

  await expect(page).toHaveURL(`${accountsUrl}/oidc/account?client_id=it`);
  await expect(page.getByRole("heading", { level: 1, name: it_.area.title })).toBeVisible();
  await expect(page.getByTestId("account-email")).toHaveText(email);
  await axeClean(page, "personal area");
  await shoot(page, "personal-area");

  // The newsletter is the travel ideas and offers: a "no" with it ticked is refused, in Italian.
  await page.getByLabel(it_.signIn.marketingNo).check();
  await page.getByLabel(it_.area.newsletter).check();
  await page.getByRole("button", { name: it_.area.save }).click();
  await expect(page.getByRole("status").filter({ hasText: it_.area.newsletterNeedsConsent })).toBeVisible();
  // The refusal is the page answered with a 400, which the browser notes in its console: that one
  // line is expected, anything else is not.
  expect(errors.splice(0)).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
  await page.getByLabel(it_.signIn.marketingYes).check();
  await page.getByLabel(it_.area.newsletter).check();
  await page.getByRole("button", { name: it_.area.save }).click();
  await expect(page.getByRole("status").filter({ hasText: it_.area.saved })).toBeVisible();
  // The page's data is read again after the save: a reload before that ends cancels it, and the
  // cancelled navigation's promise rejects in the page (an AbortError the console check would see).
  await page.waitForLoadState("networkidle");
  await page.reload();
  await expect(page.getByLabel(it_.signIn.marketingYes)).toBeChecked();
  await expect(page.getByLabel(it_.area.newsletter)).toBeChecked();

  await page.getByTestId("sign-out-everywhere").click();
  await expect(page.getByRole("heading", { name: it_.provider.signedOutTitle })).toBeVisible();
  await axeClean(page, "signed out");
  await shoot(page, "signed-out");
  expect(errors).toEqual([]);
});

test("a tab that becomes visible again reloads when the session changed elsewhere", async ({ page }) => {
  test.setTimeout(60_000);
  const email = `e2e.tabs.${Date.now()}@example.com`;
  await page.goto(`${baseUrlOf("de")}/login?returnTo=%2F`);
  await page.getByLabel(de.signIn.email).fill(email);
  await page.getByRole("button", { name: de.signIn.continue }).click();
  await page.getByLabel(de.signIn.marketingNo).check();
  await page.getByRole("button", { name: de.signIn.continue }).click();
  const code = codeIn(await latestMailTo(inboxUrl, email));
  await page.getByLabel(de.signIn.digit.replace("{{n}}", "1")).click();
  await page.keyboard.type(code);
  // Signed in, back on the page the sign-in started from: its navigation is over before the
  // logout below (a logout that overtook it left the arriving page signed out).
  await expect(page).toHaveURL(`${baseUrlOf("de")}/`);
  await hydrated(page);
  await expect(page.getByTestId("account-menu")).toBeVisible();

  // Logged out elsewhere with the same cookies: the logout form's post, sent by script (a real
  // second tab would hide this one, and coming back to it would already be the visibility change).
  // It ends in a redirect to the identity provider, which a script's fetch does not follow.
  const logout = await page.evaluate(
    async () => (await fetch("/logout", { method: "POST", body: new URLSearchParams(), redirect: "manual" })).type,
  );
  expect(logout).toBe("opaqueredirect");
  // This tab still shows the signed-in header until it is looked at again.
  await expect(page.getByTestId("account-menu")).toBeVisible();
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(page.getByTestId("login-link")).toBeVisible();
});

test("the sign-in steps as the server sends them (before any JavaScript runs) are axe clean", async ({ page }) => {
  test.setTimeout(60_000);
  // axe needs scripts in the page, so the no-JS rendering is had by not loading the site's own.
  await page.route("**/build/**/*.js", (route) => route.abort());
  const email = `e2e.plain.${Date.now()}@example.com`;
  await page.goto(`${baseUrlOf("es")}/login?returnTo=%2F`);
  await expect(page).toHaveURL(new RegExp(`^${accountsUrl}/oidc/sign-in\\?`));
  await axeClean(page, "email step (server HTML)");
  await page.getByLabel(es.signIn.email).fill(email);
  await page.getByRole("button", { name: es.signIn.continue }).click();
  // The form's post is a navigation: the next step's page, not the one it leaves, is checked.
  await expect(page.getByLabel(es.signIn.marketingNo)).toBeVisible();
  await axeClean(page, "new-user step (server HTML)");
  await page.getByLabel(es.signIn.marketingNo).check();
  await page.getByLabel(es.signIn.taxCode).fill("12345678Z");
  await page.getByRole("button", { name: es.signIn.continue }).click();
  await expect(page.getByRole("heading", { name: es.signIn.codeTitle })).toBeVisible();
  await axeClean(page, "code step (server HTML)");
  // A wrong code: the message is announced and the field marked.
  await page.getByLabel(es.signIn.code, { exact: true }).fill("000000");
  await page.getByRole("button", { name: es.signIn.verify }).click();
  await expect(page.getByRole("alert")).toHaveText(es.errors.OTP_CODE_INVALID);
  await axeClean(page, "code step with an error (server HTML)");
  await shoot(page, "sign-in-code-error");
});
