import { expect, test } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { catalogues } from "./messages";

test("with JavaScript disabled the site still renders and links work", async ({ page }) => {
  await page.goto(baseUrlOf("fr"));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogues.fr.home.heading);
  await page.getByRole("contentinfo").getByRole("link", { name: catalogues.fr.pages["legal-privacy-policy"].title }).click();
  await expect(page).toHaveURL(`${baseUrlOf("fr")}/legal/politique-de-confidentialite`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogues.fr.pages["legal-privacy-policy"].title);
});

test("with JavaScript disabled the currency modal works from the URL", async ({ page }) => {
  await page.goto(`${baseUrlOf("uk")}/?modal=currency`);
  const dialog = page.getByRole("dialog", { name: catalogues["en-GB"].layout.currency });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("€ EUR").check();
  await dialog.getByRole("button", { name: catalogues["en-GB"].layout.apply }).click();
  await expect(page).toHaveURL(`${baseUrlOf("uk")}/`);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("sample-price")).toContainText("€");
});

test("with JavaScript disabled the menus open as disclosures and modals close by link", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${baseUrlOf("de")}/?modal=country`);
  await page.getByRole("link", { name: catalogues.de.layout.close }).click();
  await expect(page).toHaveURL(`${baseUrlOf("de")}/`);
  await page.locator(".menu-mega-menu summary").click();
  await page.locator(".menu-mega-menu .menu-panel").getByRole("link", { name: "Japan" }).click();
  await expect(page).toHaveURL(/\/suchen\?textSearch=Japan/);
});

test("with JavaScript disabled the newsletter form answers", async ({ page }) => {
  await page.goto(baseUrlOf("it"));
  await page.getByLabel(catalogues.it.newsletter.label).fill("not-an-address@");
  await page.locator("#newsletter-email").evaluate((input: HTMLInputElement) => (input.form!.noValidate = true));
  await page.getByRole("button", { name: catalogues.it.newsletter.submit }).click();
  await expect(page.locator("#newsletter-message")).toHaveText(catalogues.it.auth.WRONG_EMAIL);
});
