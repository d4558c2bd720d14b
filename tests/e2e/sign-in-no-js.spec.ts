/** The same sign-in with JavaScript off: plain forms, one code field, redirects between steps. */
import { expect, test } from "./fixtures";
import { baseUrlOf, inboxUrl } from "../../playwright.config";
import { codeIn, latestMailTo } from "../support/inbox";
import { catalogues } from "./messages";

const de = catalogues.de.account.signIn;

test("with JavaScript disabled a new person signs up and is signed in", async ({ page }) => {
  const email = `ohne.js.${Date.now()}@example.com`;
  await page.goto(`${baseUrlOf("de")}/auth/sign-in?returnTo=%2Freiseziele`);
  await page.getByLabel(de.email).fill(email);
  await page.getByRole("button", { name: de.continue }).click();
  await page.getByLabel(de.marketingNo).check();
  await page.getByRole("button", { name: de.continue }).click();
  const field = page.getByLabel(de.code, { exact: true });
  await expect(field).toHaveAttribute("autocomplete", "one-time-code");
  await expect(field).toHaveAttribute("inputmode", "numeric");
  await field.fill(codeIn(await latestMailTo(inboxUrl, email)));
  await page.getByRole("button", { name: de.verify }).click();
  await expect(page).toHaveURL(`${baseUrlOf("de")}/reiseziele`);
  await expect(page.getByTestId("account-menu")).toBeVisible();
});
