/**
 * The newsletter with JavaScript, on the Italian site and the UK one: a
 * new visitor gets a double opt-in link (no account, no code), an existing customer confirms their code, a
 * signed-in person subscribes at once; all in place (no page load), the footer's alert says
 * so, the events carry the e-mail only hashed. Axe on the open newsletter modal.
 */
import { axe } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { baseUrlOf, inboxUrl } from "../../playwright.config";
import { latestMailTo, mailsTo } from "../support/inbox";
import { hydrated } from "./modals-support";
import { catalogues } from "./messages";
import { confirmLinkIn, enterCode, fresh, signUp, subscribeInFooter } from "./newsletter-support";
import { animationsDone } from "./hydrated";

async function axeClean(page: Page, selector: string) {
  await animationsDone(page);
  const results = await axe(page).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
}
const events = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((e) =>
      String(e.event).startsWith("newsletter"),
    ),
  );

test("a new visitor on the Italian site subscribes from the footer, with a double tap: a double opt-in link, nothing else asked", async ({
  page,
}) => {
  const t = catalogues.it;
  await page.goto(baseUrlOf("it"));
  await hydrated(page);
  const email = fresh("nuovo");
  const scriptErrors: string[] = [];
  page.on("pageerror", (error) => scriptErrors.push(error.message));
  // A double tap sends once: one outcome, no script error.
  await subscribeInFooter(page, "it", email.toUpperCase(), { twice: true });
  await expect(page).toHaveURL(/\?newsletter=pending#newsletter-email$/);
  await expect(page.locator("#newsletter-message")).toHaveText(t.newsletter.states.pending);
  expect(scriptErrors).toEqual([]);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // 2 s after the alert the field clears (a visitor: back to empty).
  await expect(page.locator("#newsletter-email")).toHaveValue("", { timeout: 4000 });
  const link = confirmLinkIn(await latestMailTo(inboxUrl, email));
  expect(await mailsTo(inboxUrl, email)).toHaveLength(1);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: t.accountSteps.newsletter.confirm.subscribed.title })).toBeVisible();
  expect(await events(page)).toEqual([]);
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
  // The event is pushed once the outcome's chunk has loaded and the e-mail is hashed: after the message shows.
  await expect.poll(async () => (await events(page)).map((e) => e.event)).toEqual(["newsletterSubscriptionExistingUser"]);
});

test("a signed-in person on the UK site subscribes at once; a wrong e-mail is refused in place", async ({ page }) => {
  const t = catalogues["en-GB"];
  await page.goto(baseUrlOf("uk"));
  await hydrated(page);
  // The button waits for an e-mail; a wrong one sent anyway (Enter) is refused in place.
  await page.getByLabel(t.newsletter.label).fill("not-an-address@");
  await expect(page.locator(".newsletter-form button[type=submit]")).toBeDisabled();
  await page.locator(".newsletter-form").evaluate((form: HTMLFormElement) => form.requestSubmit());
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
  // The event is pushed by a chunk loaded on the outcome: wait for it rather than race it.
  await expect.poll(async () => (await events(page)).map((e) => e.event)).toEqual(["newsletterSubscriptionLoggedUser"]);
  const pushed = await events(page);
  expect(pushed[0]!.userId).toEqual(expect.any(String));
});
