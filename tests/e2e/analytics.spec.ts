/**
 * Data layer payloads as the browser pushes them: impression
 * positions follow the order on screen, on both tabs; no tag-manager container loads while
 * no site configures one, and the data layer still receives every event.
 */
import { expect, test, type Page } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";

type Entry = {
  event?: string;
  pageType?: string;
  sectionFrom?: string;
  products?: { position: number; travelId: string; tourId?: string }[];
};
const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []).map((e) => ({ ...e })));

for (const [label, query, attribute, key] of [
  ["trips by relevance", "", "data-travel-id", "travelId"],
  ["departures by date", "?tab=tours", "data-tour-id", "tourId"],
] as const) {
  test(`impressions of ${label} are numbered in the order the cards appear`, async ({ page }) => {
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (!new URL(request.url()).hostname.endsWith("localhost") && !request.url().startsWith("data:")) thirdParty.push(request.url());
    });
    await page.goto(`${baseUrlOf("it")}/cerca${query}`);
    await expect.poll(async () => (await dataLayer(page)).some((e) => e.event === "productImpression")).toBe(true);
    const impression = (await dataLayer(page)).find((e) => e.event === "productImpression")!;
    expect(impression).toMatchObject({ pageType: "SERP", sectionFrom: "search-results" });
    const onScreen = await page
      .locator(`main [${attribute}]`)
      .evaluateAll((cards, name) => cards.map((card) => card.getAttribute(name)), attribute);
    expect(onScreen.length).toBeGreaterThan(1);
    expect(impression.products!.map((p) => p[key])).toEqual(onScreen);
    expect(impression.products!.map((p) => p.position)).toEqual(onScreen.map((_, i) => i + 1));
    // No site configures a container: the data layer fills, nothing third-party is fetched.
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    expect(thirdParty).toEqual([]);
  });
}
