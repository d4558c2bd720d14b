/**
 * Passkeys in the browser, Chromium with a virtual authenticator
 * (DevTools protocol WebAuthn domain): a guest signs in with the e-mailed code through the
 * wishlist modal on it, accepts the provider's offer to add a passkey, and from then on signs
 * in with the passkey alone on de (the provider's sign-in page, from the header's Log in) and
 * on it (the modal's "Sign in with a passkey"), with cookies cleared in between: one e-mail in
 * all. Then the personal area lists the passkey and the sessions, at 390 px, on it and de.
 */
import { expect, test, screenshot } from "./fixtures";
import { accountsUrl, baseUrlOf, inboxUrl } from "../../playwright.config";
import { codeIn, latestMailTo, mailsTo } from "../support/inbox";
import { catalogues } from "./messages";
import { firstTrip, hydrated, modals } from "./modals-support";

test("enrol a passkey once after a code sign-in on it, then sign in with it on de and it without a code", async ({ page, context }) => {
  // A code sign-in, an enrolment and two passkey sign-ins on two sites: about 30 s on a busy
  // 2-core machine, the default limit.
  test.setTimeout(90_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const it = catalogues.it.account;
  const de = catalogues.de.account;
  const m = modals("it");
  const { path, travelId } = await firstTrip(page, "it", "/viaggi");
  await page.goto(`${baseUrlOf("it")}${path}?modal=wishlist&type=travel-${travelId}`);
  await hydrated(page);
  const dialog = page.getByRole("dialog", { name: m.wishlist.title });
  const email = `passkey.${Date.now()}@example.com`;
  await dialog.getByLabel(it.signIn.email).fill(email);
  await dialog.getByRole("button", { name: it.signIn.continue }).click();
  await expect(dialog.getByRole("heading", { name: it.signIn.newUserTitle })).toBeVisible();
  await dialog.getByLabel(it.signIn.marketingNo).check();
  await dialog.getByLabel(it.signIn.taxCode).fill("RSSMRA85T10A562S");
  await dialog.getByRole("button", { name: it.signIn.continue }).click();
  await expect(dialog.getByRole("heading", { name: it.signIn.codeTitle })).toBeVisible();
  const code = codeIn(await latestMailTo(inboxUrl, email));
  await dialog.getByLabel(it.signIn.digit.replace("{{n}}", "1")).pressSequentially(code);

  // The provider offers a passkey on the way back (this device has a platform authenticator).
  await expect(page).toHaveURL(new RegExp(`^${accountsUrl}/oidc/passkey`));
  await expect(page.getByRole("heading", { name: it.passkey.offerTitle })).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(page.getByRole("button", { name: it.passkey.add })).toBeVisible();
  await screenshot(page, { path: "test-results/passkeys-offer-it-1366.png" });
  await page.getByRole("button", { name: it.passkey.add }).click();
  await expect(page).toHaveURL(`${baseUrlOf("it")}${path}`);
  await expect(page.getByTestId("account-menu")).toBeVisible();
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.rpId).toBe(new URL(accountsUrl).hostname);

  // A browser with no session: Log in on de, then "Sign in with a passkey" on the provider's page.
  // (Off the site first: its session watch would reload the page once the cookie is gone.)
  await page.goto("about:blank");
  await context.clearCookies();
  await page.goto(`${baseUrlOf("de")}/`);
  await page.getByTestId("login-link").click();
  await expect(page).toHaveURL(new RegExp(`^${accountsUrl}/oidc/sign-in`));
  await expect(page.getByRole("button", { name: de.passkey.signIn })).toBeVisible();
  await screenshot(page, { path: "test-results/passkeys-sign-in-de-1366.png" });
  await page.getByRole("button", { name: de.passkey.signIn }).click();
  await expect(page).toHaveURL(`${baseUrlOf("de")}/`);
  await expect(page.getByTestId("account-menu")).toBeVisible();

  // And again on it, from the wishlist modal's "Sign in with a passkey".
  // (Off the site first: its session watch would reload the page once the cookie is gone.)
  await page.goto("about:blank");
  await context.clearCookies();
  await page.goto(`${baseUrlOf("it")}${path}?modal=wishlist&type=travel-${travelId}`);
  await hydrated(page);
  await page.getByRole("dialog", { name: m.wishlist.title }).getByTestId("modal-passkey").click();
  await expect(page).toHaveURL(new RegExp(`^${accountsUrl}/oidc/sign-in`));
  await page.getByRole("button", { name: it.passkey.signIn }).click();
  await expect(page).toHaveURL(new RegExp(`^${baseUrlOf("it")}${path}`));
  await expect(page.getByTestId("account-menu")).toBeVisible();
  expect(await mailsTo(inboxUrl, email)).toHaveLength(1);
  const after = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(after.credentials[0]!.signCount).toBeGreaterThanOrEqual(2);

  // The personal area: the passkey and the sessions, this device marked; at 390 px on it and de.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [tenant, texts] of [
    ["it", it],
    ["de", de],
  ] as const) {
    await page.goto(`${accountsUrl}/oidc/account?client_id=${tenant}`);
    await expect(page.getByRole("heading", { name: texts.area.passkeys, exact: true })).toBeVisible();
    await expect(page.getByTestId("passkey-item")).toHaveCount(1);
    await expect(page.getByTestId("session-item").filter({ hasText: texts.area.thisDevice })).toHaveCount(1);
    await screenshot(page, { path: `test-results/passkeys-account-${tenant}-390.png`, fullPage: true });
  }

  // Renamed on de: an empty name is refused at its field in German, a real one is kept.
  const item = page.getByTestId("passkey-item");
  await item.getByText(de.area.rename, { exact: true }).click();
  const name = item.getByLabel(de.area.passkeyName);
  await name.fill("   ");
  await item.getByRole("button", { name: de.area.saveName }).click();
  await expect(page.getByTestId("passkey-item").getByRole("alert")).toHaveText(de.area.passkeyNameInvalid);
  await expect(page.getByTestId("passkey-item").getByLabel(de.area.passkeyName)).toHaveAttribute("aria-invalid", "true");
  await page.getByTestId("passkey-item").getByLabel(de.area.passkeyName).fill("Laptop im Büro");
  await page.getByTestId("passkey-item").getByRole("button", { name: de.area.saveName }).click();
  await expect(page.getByRole("status").filter({ hasText: de.area.renamed })).toBeVisible();
  await expect(page.getByTestId("passkey-item").locator("strong")).toHaveText("Laptop im Büro");
});
