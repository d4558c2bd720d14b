import { expect, test } from "@playwright/test";
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
