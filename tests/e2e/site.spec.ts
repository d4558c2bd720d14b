import { axe } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { catalogues } from "./messages";
import { hydrated } from "./hydrated";

/** Fails the test on any console error, CSP violation included, and on any failed hydration. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

for (const [tenant, language, travelsPath] of [
  ["it", "it", "/viaggi"],
  ["de", "de", "/reiseziele"],
] as const) {
  test(`home on the ${tenant} site hydrates and navigates in ${language}`, async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto(baseUrlOf(tenant));
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogues[language].home.heading);
    // Wait for hydration: client navigation must keep the document (no full reload).
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole("main").getByRole("link", { name: catalogues[language].home.browseCta }).click();
    await expect(page).toHaveURL(baseUrlOf(tenant) + travelsPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogues[language].pages.travels.title);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(page).toHaveTitle(new RegExp(`${catalogues[language].pages.travels.title} \\| Caravan`));
    expect(errors).toEqual([]);
  });
}

test("a link to another site's path lands on this site's path, also in client navigation", async ({ page }) => {
  const errors = watchConsole(page);
  const response = await page.goto(`${baseUrlOf("fr")}/suchen?textSearch=lisbonne`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`${baseUrlOf("fr")}/recherche?textSearch=lisbonne`);
  // The same move inside the app: the router fetches the Italian path's data and follows the 301.
  await hydrated(page);
  await page.evaluate(() =>
    (window as unknown as { __remixRouter: { navigate: (to: string) => void } }).__remixRouter.navigate("/preferiti"),
  );
  await expect(page).toHaveURL(`${baseUrlOf("fr")}/favoris`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogues.fr.pages.wishlist.title);
  expect(errors).toEqual([]);
});

test("the not-found page is localized and offers the way back", async ({ page }) => {
  const response = await page.goto(`${baseUrlOf("es")}/esta/pagina/no/existe`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogues.es.errors.notFoundTitle);
  await page.getByRole("link", { name: catalogues.es.errors.showTours }).click();
  await expect(page).toHaveURL(`${baseUrlOf("es")}/viajes`);
});

test("the home page has no axe violations on two sites", async ({ page }) => {
  for (const tenant of ["uk", "fr"]) {
    await page.goto(baseUrlOf(tenant));
    const results = await axe(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }
});
