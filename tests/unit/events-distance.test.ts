/**
 * Meetup distances in the site's unit: miles on the US site, kilometres elsewhere. Distances are
 * kept and sent (the URL's `km`) in kilometres; only what the visitor reads changes.
 */
import { describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { parseEventFilters } from "../../app/routes/events.server";
import {
  defaultRadius,
  distanceIn,
  formatDistance,
  KM_PER_MILE,
  RADIUS_PARAMS,
  radiusChoices,
  radiusFor,
} from "../../app/lib/events/distance";
import { translate } from "../../app/lib/format/translate";
import { tenants } from "../../tenants";

const siteOf = (id: string) => tenants.find((tenant) => tenant.id === id)!;

describe("the distance unit of each site", () => {
  it.each([
    ["us", "mi"],
    ["uk", "mi"],
    ["int", "km"],
    ["it", "km"],
    ["es", "km"],
    ["fr", "km"],
    ["de", "km"],
  ] as const)("%s shows %s", (id, unit) => {
    expect(siteOf(id).distanceUnit).toBe(unit);
  });
});

describe("the radius choices", () => {
  it("are round kilometres on the metric sites and round miles on the US and UK sites", () => {
    expect(radiusChoices("km").map((c) => c.shown)).toEqual([10, 25, 50, 100, 250]);
    expect(radiusChoices("mi").map((c) => c.shown)).toEqual([5, 10, 25, 50, 150]);
  });

  it("name each radius in whole kilometres in the URL, and search it at its exact size", () => {
    expect(radiusChoices("km").map((c) => [c.km, c.exactKm])).toEqual([
      [10, 10],
      [25, 25],
      [50, 50],
      [100, 100],
      [250, 250],
    ]);
    expect(radiusChoices("mi").map((c) => c.km)).toEqual([8, 16, 40, 80, 241]);
    for (const choice of radiusChoices("mi")) expect(choice.exactKm).toBeCloseTo(choice.shown * KM_PER_MILE, 9);
    expect(defaultRadius("km")).toMatchObject({ km: 50, shown: 50 });
    expect(defaultRadius("mi")).toMatchObject({ km: 40, shown: 25 });
  });

  it("take a radius another site offers as the nearest of the site's own, and refuse any other", () => {
    expect(radiusFor(40, "mi")?.shown).toBe(25);
    expect(radiusFor(50, "mi")?.shown).toBe(25);
    expect(radiusFor(10, "mi")?.shown).toBe(5);
    expect(radiusFor(250, "mi")?.shown).toBe(150);
    expect(radiusFor(8, "km")?.shown).toBe(10);
    expect(radiusFor(241, "km")?.shown).toBe(250);
    expect(radiusFor(30, "km")).toBeNull();
    expect(radiusFor(9, "mi")).toBeNull();
    expect(RADIUS_PARAMS).toEqual([8, 10, 16, 25, 40, 50, 80, 100, 241, 250]);
  });

  it("come from the URL's km as the site's choice, a wrong one reported", () => {
    const read = (query: string, id: string) => parseEventFilters(new URLSearchParams(query), siteOf(id).distanceUnit);
    expect(read("near=new-york&km=16", "us")).toMatchObject({ filters: { km: 16 }, radius: { shown: 10 }, invalid: [] });
    expect(read("near=new-york", "us")).toMatchObject({ filters: { km: 40 }, radius: { shown: 25 }, invalid: [] });
    expect(read("near=new-york&km=50", "us")).toMatchObject({ filters: { km: 40 }, invalid: [] });
    expect(read("near=milano&km=25", "it")).toMatchObject({ filters: { km: 25 }, radius: { exactKm: 25 }, invalid: [] });
    expect(read("near=milano&km=12", "it")).toMatchObject({ filters: { km: 50 }, invalid: ["km"] });
  });
});

describe("distances as a visitor reads them", () => {
  it.each([
    [12.34, "km", "en-GB", "12.3 km"],
    [0.6, "km", "it", "0,6 km"],
    [0.6, "km", "de", "0,6 km"],
    [16.09344, "mi", "en-US", "10 mi"],
    [1, "mi", "en-US", "0.6 mi"],
    [8.04672, "mi", "en-US", "5 mi"],
  ] as const)("%s km in %s on %s is %s", (km, unit, language, text) => {
    expect(formatDistance(km, unit, language)).toBe(text);
  });

  it("converts kilometres to miles only for a site in miles", () => {
    expect(distanceIn(16.09344, "mi")).toBeCloseTo(10, 9);
    expect(distanceIn(10, "km")).toBe(10);
  });

  it.each([
    ["en-US", "mi", "Within 5 mi", "0.4 mi away"],
    ["en-GB", "km", "Within 10 km", "0.6 km away"],
    ["it", "km", "Entro 10 km", "a 0,6 km"],
    // French sets a narrow no-break space between a number and its unit.
    ["fr", "km", "À moins de 10\u202fkm", "à 0,6\u202fkm"],
  ] as const)("the %s texts say the radius and the distance in %s", (language, unit, within, away) => {
    const first = radiusChoices(unit)[0]!;
    expect(translate(catalogues[language], "events.filters.within", { distance: formatDistance(first.exactKm, unit, language) })).toBe(
      within,
    );
    expect(translate(catalogues[language], "events.card.distance", { distance: formatDistance(0.6, unit, language) })).toBe(away);
  });
});
