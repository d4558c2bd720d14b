/**
 * The same journey with JavaScript off (every page works without it): sign
 * up on fr through the identity provider with plain forms, signed in on uk without a code,
 * log out through the provider. (axe needs scripts: accounts.spec.ts checks the steps as the
 * server sends them.)
 */
import { expect, test } from "./fixtures";
import { accountsUrl, baseUrlOf, inboxUrl } from "../../playwright.config";
import { codeIn, latestMailTo } from "../support/inbox";
import { catalogues } from "./messages";
import { d1Execute } from "../support/local-d1";

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

  // A passkey of theirs (made on a phone: enrolling one needs scripts) is renamed in the
  // personal area with plain forms: an empty name is refused in French, a real one kept.
  await d1Execute(
    `INSERT INTO passkeys (id, user_id, public_key, counter, backed_up, name, created_at) SELECT 'nojs-${Date.now()}', id, 'AA', 0, 1, 'Safari · iPhone', ${Date.now()} FROM users WHERE email = '${email}'`,
  );
  await page.goto(`${accountsUrl}/oidc/account?client_id=fr`);
  const item = page.getByTestId("passkey-item");
  await item.getByText(fr.area.rename, { exact: true }).click();
  await item.getByLabel(fr.area.passkeyName).fill("");
  await item.getByRole("button", { name: fr.area.saveName }).click();
  await expect(page.getByTestId("passkey-item").getByRole("alert")).toHaveText(fr.area.passkeyNameInvalid);
  await page.getByTestId("passkey-item").getByLabel(fr.area.passkeyName).fill("Téléphone de Lucie");
  await page.getByTestId("passkey-item").getByRole("button", { name: fr.area.saveName }).click();
  await expect(page.getByText(fr.area.renamed)).toBeVisible();
  await expect(page.getByTestId("passkey-item").locator("strong")).toHaveText("Téléphone de Lucie");

  await page.goto(baseUrlOf("uk"));
  await page.getByTestId("login-link").click();
  await expect(page).toHaveURL(`${baseUrlOf("uk")}/`);
  await expect(page.getByTestId("account-menu")).toBeVisible();

  await page.getByTestId("account-menu").locator("summary").click();
  await page.getByTestId("logout-button").click();
  await expect(page).toHaveURL(`${baseUrlOf("uk")}/`);
  await expect(page.getByTestId("login-link")).toBeVisible();
});
