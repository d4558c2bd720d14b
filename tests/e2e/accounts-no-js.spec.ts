/**
 * The same journey with JavaScript off (architecture §1: every page works without it): sign
 * up on fr through the identity provider with plain forms, signed in on uk without a code,
 * log out through the provider. (axe needs scripts: accounts.spec.ts checks the steps as the
 * server sends them.)
 */
import { expect, test } from "@playwright/test";
import { accountsUrl, baseUrlOf, inboxUrl } from "../../playwright.config";
import { codeIn, latestMailTo } from "../support/inbox";
import { catalogues } from "./messages";

const fr = catalogues.fr.account;

test("with JavaScript disabled: sign up on fr through the provider, signed in on uk, log out", async ({ page }) => {
  test.setTimeout(90_000);
  const email = `e2e.nojs.${Date.now()}@example.com`;
  await page.goto(`${baseUrlOf("fr")}/favoris`);
  await page.getByTestId("login-link").click();
  await expect(page).toHaveURL(new RegExp(`^${accountsUrl}/oidc/sign-in\\?`));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");

  await page.getByLabel(fr.signIn.email).fill(email);
  await page.getByRole("button", { name: fr.signIn.continue }).click();
  await expect(page.getByRole("heading", { name: fr.signIn.newUserTitle })).toBeVisible();
  await page.getByLabel(fr.signIn.marketingNo).check();
  await page.getByRole("button", { name: fr.signIn.continue }).click();

  await expect(page.getByRole("heading", { name: fr.signIn.codeTitle })).toBeVisible();
  // Without JavaScript the code is one field.
  await page.getByLabel(fr.signIn.code, { exact: true }).fill(codeIn(await latestMailTo(inboxUrl, email)));
  await page.getByRole("button", { name: fr.signIn.verify }).click();
  await expect(page).toHaveURL(`${baseUrlOf("fr")}/favoris`);
  await expect(page.getByTestId("account-menu")).toBeVisible();

  await page.goto(baseUrlOf("uk"));
  await page.getByTestId("login-link").click();
  await expect(page).toHaveURL(`${baseUrlOf("uk")}/`);
  await expect(page.getByTestId("account-menu")).toBeVisible();

  await page.getByTestId("account-menu").locator("summary").click();
  await page.getByTestId("logout-button").click();
  await expect(page).toHaveURL(`${baseUrlOf("uk")}/`);
  await expect(page.getByTestId("login-link")).toBeVisible();
});
