/**
 * The trip route map through the BUILT Worker (Miniflare, real D1 seeded with the deterministic
 * catalogue): the trip and itinerary pages of every site embed it as a sized, lazy image with
 * its route in words in the site's language; the SVG answers as an image with the drawing cache
 * policy, one marker per stop and one leg per move in its mode; unknown trips and malformed
 * addresses are 404s on every site.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "node-html-parser";
import { generateCatalogue } from "../../scripts/seed/index";
import trip from "../../locales/trip";
import { cachePolicy } from "../../app/lib/http/cache-policy";
import { getTenant } from "../../tenants";
import { catalogueLanguage } from "../../tenants/languages";
import { href } from "../../tenants/routes";
import { startSeededSite, TENANT_IDS, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

const NOW = testNow();
const catalogue = generateCatalogue({ scale: 0.1, today: NOW });
let site: Site;

/** A route with every kind of leg, written over the first trip's (names: en, it, es, fr, de). */
const STOPS = [
  [41.9028, 12.4964, "city", null, ["Rome", "Roma", "Roma", "Rome", "Rom"]],
  [40.8518, 14.2681, "city", "road", ["Naples", "Napoli", "Nápoles", "Naples", "Neapel"]],
  [41.1171, 16.8719, "city", "road", ["Bari", "Bari", "Bari", "Bari", "Bari"]],
  [39.6243, 19.9217, "island", "ferry", ["Corfu", "Corfù", "Corfú", "Corfou", "Korfu"]],
  [41.3275, 19.8187, "city", "border", ["Tirana", "Tirana", "Tirana", "Tirana", "Tirana"]],
  [37.9838, 23.7275, "city", "flight", ["Athens", "Atene", "Atenas", "Athènes", "Athen"]],
  [36.3932, 25.4615, "island", "sail", ["Santorini", "Santorini", "Santorini", "Santorin", "Santorin"]],
] as const;
const travel = catalogue.travels[0]!;
const bare = catalogue.travels[1]!;
const LANGS = ["en", "it", "es", "fr", "de"] as const;

beforeAll(async () => {
  site = await startSeededSite({ scale: 0.1, today: NOW });
  await site.db.prepare("DELETE FROM travel_route_stops WHERE travel_id IN (?, ?)").bind(travel.id, bare.id).run();
  for (const [i, [lat, lon, kind, mode, names]] of STOPS.entries()) {
    await site.db
      .prepare(
        `INSERT INTO travel_route_stops (travel_id, position, lat, lon, kind, leg_mode, name_en, name_it, name_es, name_fr, name_de)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(travel.id, i + 1, lat, lon, kind, mode, ...names)
      .run();
  }
  await site.purgePages();
});
afterAll(() => site?.close());

/** What the image's alternative must say on a site: the route in order, each leg in its words. */
function expectedAlt(tenantId: string): string {
  const tenant = getTenant(tenantId)!;
  const messages = trip[tenant.language as keyof typeof trip].trip.routeMap;
  const lang = LANGS.indexOf(catalogueLanguage(tenant.language) as (typeof LANGS)[number]);
  const words = STOPS.map(([, , , mode, names]) => (mode ? messages.leg[mode].replace("{{place}}", names[lang]!) : names[lang]!));
  return messages.alt.replace("{{route}}", words.join(", "));
}

const tripPath = (tenantId: string, of: typeof travel, key: "travels-travel" | "travels-travel-itinerary" = "travels-travel") => {
  const tenant = getTenant(tenantId)!;
  return href(tenant.pathLocale, key, { travel: of[`slug_${catalogueLanguage(tenant.language)}`] });
};

describe("the trip page", () => {
  it.each(TENANT_IDS)("on %s shows the route map as a sized, lazy image named in the site's language", async (tenantId) => {
    const response = await site.fetch(tenantId, tripPath(tenantId, travel));
    expect(response.status).toBe(200);
    const page = await pageOf(response);
    const img = page.querySelector(".route-map img");
    expect(img?.getAttribute("src")).toBe(`/route-map/${travel.id}.svg`);
    expect([img?.getAttribute("width"), img?.getAttribute("height"), img?.getAttribute("loading")]).toEqual(["800", "500", "lazy"]);
    expect(img?.getAttribute("alt")).toBe(expectedAlt(tenantId));
    expect(textOf(page.querySelector("#route-map-heading"))).toBe(
      trip[getTenant(tenantId)!.language as keyof typeof trip].trip.routeMap.heading,
    );
  });

  it("says the Italian route in Italian words", () => {
    expect(expectedAlt("it")).toBe(
      "Mappa del percorso: Roma, Napoli (su strada), Bari (su strada), Corfù (in traghetto), " +
        "Tirana (su strada, passando il confine), Atene (in aereo), Santorini (in barca a vela)",
    );
  });

  it("shows the map on the itinerary page too", async () => {
    const page = await pageOf(await site.fetch("de", tripPath("de", travel, "travels-travel-itinerary")));
    expect(page.querySelector(".route-map img")?.getAttribute("alt")).toBe(expectedAlt("de"));
  });

  it("leaves the map out of a trip with no route", async () => {
    const page = await pageOf(await site.fetch("it", tripPath("it", bare)));
    expect(page.querySelector("h1")).not.toBeNull();
    expect(page.querySelector(".route-map")).toBeNull();
  });
});

describe("the route map image", () => {
  it.each(TENANT_IDS)("on %s is an SVG with the drawing cache policy, one marker per stop and one leg per move", async (tenantId) => {
    const response = await site.fetch(tenantId, `/route-map/${travel.id}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe(cachePolicy("drawing"));
    const svg = parse(await response.text());
    expect(svg.querySelector("svg")?.getAttribute("viewBox")).toBe("0 0 800 500");
    const numbers = svg.querySelectorAll(".stop").flatMap((g) => (g.getAttribute("data-stops") ?? "").split(" ").map(Number));
    expect(numbers).toEqual(STOPS.map((_, i) => i + 1));
    const legs = svg.querySelectorAll("[data-leg]").map((leg) => [leg.getAttribute("data-mode"), leg.getAttribute("class")]);
    expect(legs).toEqual([
      ["road", "leg road"],
      ["road", "leg road"],
      ["ferry", "leg water"],
      ["border", "leg road"],
      ["flight", "leg flight"],
      ["sail", "leg water"],
    ]);
    const legend = trip[getTenant(tenantId)!.language as keyof typeof trip].trip.routeMap.legend;
    expect(svg.querySelectorAll(".legend text").map((t) => t.text)).toEqual([legend.road, legend.water, legend.flight]);
  });

  it("names the places in the site's language", async () => {
    const svg = parse(await (await site.fetch("de", `/route-map/${travel.id}.svg`)).text());
    expect(svg.querySelectorAll(".lw .name").map((t) => t.text)).toContain("Neapel");
  });

  it.each(TENANT_IDS)("on %s is a 404 for an unknown trip or one with no route", async (tenantId) => {
    for (const path of ["/route-map/999999.svg", `/route-map/${bare.id}.svg`]) {
      const response = await site.fetch(tenantId, path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Cache-Control"), path).toBe(cachePolicy("none"));
      await response.body?.cancel();
    }
  });

  it.each(TENANT_IDS)("on %s answers a malformed address with a 4xx, never a 500", async (tenantId) => {
    const paths = [
      "/route-map/abc.svg",
      `/route-map/${travel.id}.png`,
      `/route-map/${travel.id}`,
      `/route-map/0${travel.id}.svg`,
      "/route-map/0.svg",
      "/route-map/-1.svg",
      "/route-map/99999999999999999999.svg",
      "/route-map/%E0%A4%A.svg",
      "/route-map/%00.svg",
      `/route-map/${travel.id}.svg%2F..`,
      "/route-map/",
      `/route-map/${travel.id}.svg/more`,
    ];
    for (const path of paths) {
      const response = await site.fetch(tenantId, path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      await response.body?.cancel();
    }
  });
});

describe("the seeded routes", () => {
  const seeded = catalogue.routeStops.filter((row) => row.travel_id !== travel.id && row.travel_id !== bare.id);
  it("draw every seeded stop of a trip", async () => {
    expect(seeded.length).toBeGreaterThan(0);
    const travelId = seeded[0]!.travel_id;
    const rows = seeded.filter((row) => row.travel_id === travelId);
    const svg = parse(await (await site.fetch("it", `/route-map/${travelId}.svg`)).text());
    const numbers = svg.querySelectorAll(".stop").flatMap((g) => (g.getAttribute("data-stops") ?? "").split(" ").map(Number));
    expect(numbers.sort((a, b) => a - b)).toEqual(rows.map((row) => row.position));
    expect(svg.querySelectorAll("[data-leg]")).toHaveLength(rows.length - 1);
  });
});
