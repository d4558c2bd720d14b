/**
 * The continental sites speak their language to the end (issue "What a visitor sees"): image
 * alt texts, the footer's badges and their images, coordinators' cities, the review rating's
 * decimals; and the international site's header does not name a country it is not.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCatalogue } from "../../scripts/seed/index";
import { CITY_NAMES } from "../../scripts/seed/themes";
import { startSeededSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

const NOW = testNow();
const TODAY = NOW.toISOString().slice(0, 10);
const catalogue = generateCatalogue({ scale: 0.1, today: NOW });
let site: Site;

beforeAll(async () => {
  site = await startSeededSite({ scale: 0.1, today: NOW });
});
afterAll(() => site?.close());

const SITES = [
  { tenant: "it", language: "it", index: 1, trips: "/viaggi" },
  { tenant: "es", language: "es", index: 2, trips: "/viajes" },
  { tenant: "fr", language: "fr", index: 3, trips: "/destinations" },
  { tenant: "de", language: "de", index: 4, trips: "/reiseziele" },
] as const;

/** Words of the English alt texts and badge labels that no other language uses. */
const ENGLISH = /\b(on the trip|travellers|a small group|Caravan coordinator|Financially protected|Travel insurance)\b/i;

const travel = catalogue.travels.find(
  (t) => t.coordinator_id !== null && catalogue.tours.some((d) => d.travel_id === t.id && d.starting_date >= TODAY),
)!;

describe.each(SITES)("the $tenant site", ({ tenant, language, index, trips }) => {
  const slug = travel[`slug_${language}`];

  it("writes every image's alt text in its language", async () => {
    const page = await pageOf(await site.fetch(tenant, `${trips}/${slug}`));
    const images = page.querySelectorAll("img");
    expect(images.length).toBeGreaterThan(5);
    for (const img of images) {
      const alt = img.getAttribute("alt");
      expect(alt, img.getAttribute("src")).toBeTruthy();
      expect(alt).not.toMatch(ENGLISH);
    }
    const main = page.querySelector(".trip-gallery img")!.getAttribute("alt")!;
    expect(main).toContain(travel[`title_${language}`]);
  });

  it("shows the footer's badges with labels and images in its language", async () => {
    const page = await pageOf(await site.fetch(tenant, `${trips}/${slug}`));
    const badges = page.querySelectorAll(".footer-badges img");
    expect(badges).toHaveLength(2);
    for (const badge of badges) {
      expect(badge.getAttribute("alt")).not.toMatch(ENGLISH);
      const src = badge.getAttribute("src")!;
      expect(src).toMatch(new RegExp(`-${language}\\.svg$`));
      const image = await site.fetch(tenant, src);
      expect(image.status, src).toBe(200);
      expect(await image.text()).not.toMatch(/PROTECTED|INSURED/);
    }
  });

  it("names the coordinator's city in its language", async () => {
    // A trip whose coordinator lives in a city this language names differently from English.
    const namesOf = (coordinatorId: number | null) =>
      Object.values(CITY_NAMES).find((n) => n[0] === catalogue.coordinators.find((c) => c.id === coordinatorId)?.city);
    const other = catalogue.travels.find((t) => {
      const names = namesOf(t.coordinator_id);
      return names !== undefined && names[index] !== names[0];
    })!;
    const page = await pageOf(await site.fetch(tenant, `${trips}/${other[`slug_${language}`]}`));
    const names = namesOf(other.coordinator_id)!;
    const text = textOf(page.querySelector(".coordinator-block"));
    expect(text).toContain(names[index]!);
    expect(text).not.toMatch(new RegExp(`${names[0]}(?![\\p{L}])`, "u"));
  });
});

describe("numbers and codes", () => {
  it.each([
    ["it", "4,8 su 5 (media reale 4,7)"],
    ["de", "4,8 von 5"],
    ["fr", "4,8"],
    ["uk", "4.8 out of 5 (actual rating 4.7)"],
  ])("the %s footer writes the rating's decimals its way: %s", async (tenant, expected) => {
    const page = await pageOf(await site.fetch(tenant, "/"));
    expect(textOf(page.querySelector(".review-badge"))).toContain(expected);
  });

  it.each([
    ["int", "EN"],
    ["uk", "GB"],
    ["it", "IT"],
  ])("the %s header shows %s beside the globe", async (tenant, code) => {
    const page = await pageOf(await site.fetch(tenant, "/"));
    expect(textOf(page.querySelector("[data-testid=country-button] .action-value"))).toBe(code);
  });
});
