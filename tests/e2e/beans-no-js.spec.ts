/**
 * Bean bars and talk to us without JavaScript: closing a bar is a form post that
 * comes back to the same page without it; the talk-to-us modal is a page state on the URL,
 * closed by a link. (axe needs scripts: beans.spec.ts checks these server-rendered states.)
 */
import { expect, test } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { readFileSync } from "node:fs";
import { catalogues as shell } from "./messages";

// The shell's catalogue plus this feature's (read from disk, as messages.ts does).
const read = (path: string) => JSON.parse(readFileSync(new URL(`../../locales/${path}.json`, import.meta.url), "utf8"));
const catalogues = Object.fromEntries(
  (Object.keys(shell) as (keyof typeof shell)[]).map((language) => [
    language,
    { ...shell[language], ...read(`beans/${language}`), ...read(`talk-to-us/${language}`) },
  ]),
) as Record<keyof typeof shell, (typeof shell)["en-US"] & { beans: { close: string }; talkToUs: { title: string } }>;

// On the Spanish site; the Italian one goes through the same with JavaScript.
{
  const [tenant, language, searchPath] = ["es", "es", "/buscar"] as const;
  test(`${tenant}: closing a bean bar posts, comes back to the page, and the bar stays gone`, async ({ page }) => {
    await page.goto(`${baseUrlOf(tenant)}${searchPath}?sort=price%3Aasc`);
    const bar = page.locator(".bean-bar").first();
    await expect(bar).toBeVisible();
    await bar.getByRole("button", { name: catalogues[language].beans.close }).click();
    await expect(page).toHaveURL(`${baseUrlOf(tenant)}${searchPath}?sort=price%3Aasc`);
    await expect(page.locator(".bean-bar")).toHaveCount(0);
    await page.goto(`${baseUrlOf(tenant)}${searchPath}`);
    await expect(page.locator("main")).toBeVisible();
    await expect(page.locator(".bean-bar")).toHaveCount(0);
  });

  test(`${tenant}: talk to us opens as a page state and closes with its link`, async ({ page }) => {
    const texts = catalogues[language];
    await page.goto(`${baseUrlOf(tenant)}${searchPath}`);
    await page.locator("header .talk-to-us-link").click();
    await expect(page).toHaveURL(`${baseUrlOf(tenant)}${searchPath}?modal=talk-to-us`);
    const dialog = page.getByRole("dialog", { name: texts.talkToUs.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(".contact-book").first()).toBeVisible();
    await dialog.getByRole("link", { name: texts.layout.close }).click();
    await expect(page).toHaveURL(`${baseUrlOf(tenant)}${searchPath}`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
}
