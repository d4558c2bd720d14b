/**
 * In the browser: the data layer of the home, area and content pages (page
 * types home and SEO page, the impressions and clicks of their cards), and the German
 * events filter on a 320 px screen.
 */
import { expect, test, type Page, screenshot } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";

type Entry = {
  event?: string;
  pageType?: string;
  sectionFrom?: string;
  products?: { position: number; travelId: string }[];
  product?: { travelId: string };
};
const dataLayer = (page: Page) =>
  page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: Entry[] }).dataLayer;
    return Array.isArray(layer) ? layer.map((e) => ({ ...e })) : null;
  });
const impressionOf = async (page: Page) => (await dataLayer(page))?.find((e) => e.event === "productImpression");

/** Follows a card's link without leaving: the click event is pushed before the navigation. */
async function clickFirstCard(page: Page, selector: string): Promise<Entry | undefined> {
  await page.evaluate((sel) => {
    const link = document.querySelector<HTMLAnchorElement>(sel);
    link?.addEventListener("click", (event) => event.preventDefault(), { once: true });
  }, selector);
  await page.locator(selector).first().click();
  return (await dataLayer(page))?.find((e) => e.event === "productClick");
}

test("the home page has a data layer with its departures' impressions and clicks, as 'home'", async ({ page }) => {
  await page.goto(`${baseUrlOf("it")}/`);
  await expect.poll(async () => (await impressionOf(page))?.pageType).toBe("home");
  const impression = (await impressionOf(page))!;
  expect(impression.sectionFrom).toBe("home");
  expect(impression.products!.length).toBeGreaterThan(0);
  expect(impression.products!.map((p) => p.position)).toEqual(impression.products!.map((_, i) => i + 1));
  const click = await clickFirstCard(page, ".home-row .card-title a");
  expect(click).toMatchObject({ pageType: "home", sectionFrom: "home" });
  const firsts = (await dataLayer(page))!.filter((e) => e.event === "productImpression").map((e) => e.products![0]!.travelId);
  expect(firsts).toContain(click!.product!.travelId);
});

test("an area page's trips report as 'SEO page'", async ({ page }) => {
  await page.goto(`${baseUrlOf("de")}/europa-reisen`);
  await expect.poll(async () => (await impressionOf(page))?.pageType).toBe("SEO page");
  expect((await impressionOf(page))!.sectionFrom).toBe("area-page");
  const click = await clickFirstCard(page, "main .card-title a");
  expect(click).toMatchObject({ pageType: "SEO page", sectionFrom: "area-page" });
});

test("a content page has a data layer from the first byte", async ({ page }) => {
  await page.goto(`${baseUrlOf("fr")}/questions-frequentes`);
  expect(await dataLayer(page)).not.toBeNull();
});

for (const width of [320, 390]) {
  test(`the German events filter fits a ${width} px screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${baseUrlOf("de")}/veranstaltungen`);
    const form = page.locator("form.events-filters");
    await expect(form).toBeVisible();
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      const selects = [...document.querySelectorAll(".events-filters select")];
      const formBox = document.querySelector(".events-filters")!.getBoundingClientRect();
      return {
        page: root.scrollWidth - root.clientWidth,
        selects: selects.filter((s) => s.getBoundingClientRect().right > formBox.right + 0.5).map((s) => s.getAttribute("name")),
      };
    });
    expect(overflow).toEqual({ page: 0, selects: [] });
    await screenshot(page, { path: test.info().outputPath(`de-events-filter-${width}.png`), fullPage: false });
  });
}
