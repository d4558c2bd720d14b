/**
 * Signing up and signing in on the site's own sign-in page, reading the code from
 * the real local inbox the site's mail goes to; the six code boxes with JavaScript.
 */
import { axe } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { baseUrlOf, inboxUrl } from "../../playwright.config";
import { codeIn, latestMailTo } from "../support/inbox";
import { catalogues } from "./messages";
import { animationsDone, hydrated } from "./hydrated";

const it_ = catalogues.it.account.signIn;
const uk = catalogues["en-GB"].account.signIn;

async function axeClean(page: Page) {
  await animationsDone(page);
  const results = await axe(page).include("main").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
}

test("a new person signs up on the Italian site with the code from the inbox, and comes back to the page they were on", async ({
  page,
}) => {
  const email = `nuova.${Date.now()}@example.com`;
  await page.goto(`${baseUrlOf("it")}/auth/sign-in?returnTo=%2Fviaggi`);
  await hydrated(page);
  await axeClean(page);
  await page.getByLabel(it_.email).fill(email);
  await page.getByRole("button", { name: it_.continue }).click();
  await expect(page.getByRole("heading", { name: it_.newUserTitle })).toBeVisible();
  await axeClean(page);
  await page.getByLabel(it_.marketingNo).check();
  await page.getByLabel(it_.taxCode).fill("RSSMRA85T10A562S");
  await page.getByRole("button", { name: it_.continue }).click();
  await expect(page.getByRole("heading", { name: it_.codeTitle })).toBeVisible();
  await expect(page.getByRole("timer")).toContainText("s");
  await axeClean(page);
  const code = codeIn(await latestMailTo(inboxUrl, email));
  // Six boxes: a paste fills them all, and the form goes by itself after the last digit.
  await page.getByLabel(it_.digit.replace("{{n}}", "1")).focus();
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData("text", value);
    document.activeElement!.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
  await expect(page).toHaveURL(`${baseUrlOf("it")}/viaggi`);
  await expect(page.getByTestId("account-menu")).toBeVisible();
  await page.getByTestId("account-menu").locator("summary").click();
  await expect(page.getByTestId("account-menu")).toContainText(email);
});

test("a wrong code says so, and a known person signs in with a new code", async ({ page }) => {
  const email = `known.${Date.now()}@example.com`;
  // Open the account first.
  await page.goto(`${baseUrlOf("uk")}/auth/sign-in`);
  await page.getByLabel(uk.email).fill(email);
  await page.getByRole("button", { name: uk.continue }).click();
  await page.getByLabel(uk.marketingYes).check();
  await page.getByRole("button", { name: uk.continue }).click();
  await expect(page.getByRole("heading", { name: uk.codeTitle })).toBeVisible();
  const first = codeIn(await latestMailTo(inboxUrl, email));
  const wrong = String((Number(first) + 1) % 1_000_000).padStart(6, "0");
  await page.getByLabel(uk.digit.replace("{{n}}", "1")).pressSequentially(wrong);
  await expect(page.getByRole("alert")).toHaveText(catalogues["en-GB"].account.errors.OTP_CODE_INVALID);
  // Typed over the wrong code, at a person's pace: the first digit starts a new code, so the
  // boxes never hold a mixture of the two (nor send one by themselves between keystrokes).
  await page.getByLabel(uk.digit.replace("{{n}}", "1")).click();
  await page.getByLabel(uk.digit.replace("{{n}}", "1")).pressSequentially(first, { delay: 400 });
  await expect(page.getByTestId("account-menu")).toBeVisible();
  // Log out, then come back as a known person: "you're not new here", then the code.
  await page.getByTestId("account-menu").locator("summary").click();
  await page.getByTestId("logout-button").click();
  await expect(page.getByTestId("login-link")).toBeVisible();
  await page.goto(`${baseUrlOf("uk")}/auth/sign-in`);
  await page.getByLabel(uk.email).fill(email);
  await page.getByRole("button", { name: uk.continue }).click();
  await expect(page.getByRole("heading", { name: uk.existingTitle })).toBeVisible();
  const second = codeIn(await latestMailTo(inboxUrl, email, { seen: 1 }));
  expect(second).not.toBe(first);
  // Filled at once (a paste, the browser's suggestion) and sent with Enter straight away: one
  // submission, not a second one from the automatic submit finding the code used up.
  await page.getByLabel(uk.digit.replace("{{n}}", "1")).fill(second);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("account-menu")).toBeVisible();
  const errors = catalogues["en-GB"].account.errors;
  for (const message of [errors.OTP_CODE_EXPIRED, errors.OTP_CODE_INVALID]) await expect(page.getByText(message)).toHaveCount(0);
});

test("the sign-in steps fit a 390 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseUrlOf("es")}/auth/sign-in?step=new-user&email=ana%40example.com`);
  await hydrated(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByLabel(catalogues.es.account.signIn.taxCode)).toBeVisible();
});
