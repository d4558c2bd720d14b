/**
 * What the search offers to choose from (where section and filters): every continent
 * of the catalogue and every country with a trip on sale, not only the best sellers; and the
 * continent carousel's images, which the Worker draws itself.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueScript, generateCatalogue } from "../../scripts/seed/index";
import { DEFAULT_STATUSES } from "../../app/lib/search/filters";
import { imageUrl } from "../../app/lib/images/image-url";
import { continentImage } from "../../app/lib/images/continent-image";
import { startSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow, testToday } from "../support/clock";

let site: Site;
beforeAll(async () => {
  site = await startSite();
  await site.db.exec(catalogueScript(generateCatalogue({ scale: 0.25, today: testNow() })));
});
afterAll(() => site?.close());

const today = () => testToday();

describe("the filters modal's continents and destinations", () => {
  it("lists all seven continents, Oceania and Antarctica included", async () => {
    const page = await pageOf(await site.fetch("it", "/cerca?modal=modal-filters"));
    const continents = page.querySelectorAll('input[name="continentId[]"]').map((input) => textOf(input.parentNode));
    expect(continents).toHaveLength(7);
    expect(continents).toEqual(expect.arrayContaining(["Oceania", "Antartide", "Europa", "Asia"]));
  });

  it("lists every country with a trip on sale, more than the 20 best sellers", async () => {
    const { results } = await site.db
      .prepare(
        `SELECT COUNT(DISTINCT tc.country_id) AS n FROM travel_countries tc JOIN tours t ON t.travel_id = tc.travel_id
         WHERE t.starting_date > ? AND t.sales_status IN (SELECT value FROM json_each(?))`,
      )
      .bind(today(), JSON.stringify(DEFAULT_STATUSES))
      .all<{ n: number }>();
    const expected = results[0]!.n;
    expect(expected).toBeGreaterThan(20);
    const page = await pageOf(await site.fetch("int", "/search?modal=modal-filters"));
    const names = page.querySelectorAll('input[name="destinationId[]"]').map((input) => textOf(input.parentNode));
    expect(names).toHaveLength(expected);
    // In the language's alphabetical order, so a visitor can find one.
    expect(names).toEqual([...names].sort(new Intl.Collator("en").compare));
  });

  it("names a chosen destination in the search bar even when it is no best seller", async () => {
    const { results } = await site.db
      .prepare(
        `SELECT c.id, c.name_it AS name FROM countries c JOIN travel_countries tc ON tc.country_id = c.id JOIN tours t ON t.travel_id = tc.travel_id
         WHERE t.starting_date > ? GROUP BY c.id ORDER BY COUNT(DISTINCT tc.travel_id) ASC, c.id LIMIT 1`,
      )
      .bind(today())
      .all<{ id: number; name: string }>();
    const rare = results[0]!;
    const page = await pageOf(await site.fetch("it", `/cerca?destinationId[]=${rare.id}`));
    expect(page.querySelector("#where-input")!.getAttribute("value")).toBe(rare.name);
  });
});

describe("the continent carousel's images", () => {
  it("answer for every continent code of the catalogue", async () => {
    const { results } = await site.db.prepare("SELECT code FROM continents").all<{ code: string }>();
    expect(results).toHaveLength(7);
    for (const { code } of results) {
      const path = imageUrl("", continentImage(code), "webp-thumb");
      const response = await site.fetch("it", path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    }
  });
});
