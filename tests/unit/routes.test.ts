import { readdirSync, readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pathConflicts } from "../../tenants/route-conflicts.js";
import { href, matchAnyPathLocale, matchPath, resolvePage, routeKeys, routeTable } from "../../tenants/routes";
import { PATH_LOCALES } from "../../tenants/schema";

afterEach(() => vi.restoreAllMocks());

describe("route table", () => {
  it("has every route key with a path for each of the six path-locales", () => {
    const expected = [
      "index",
      "age-groups",
      "contacts",
      "how-it-works",
      "no-sharing-room",
      "travels",
      "coordinators",
      "tours",
      "faqs",
      "media-sharing",
      "media-coordinators",
      "legal-general-condition",
      "legal-privacy-policy",
      "legal-terms-conditions",
      "legal-cancellation-policy",
      "area-asia",
      "area-europe",
      "area-america",
      "area-africa",
      "area-oceania",
      "area-antarctica",
      "wemeet",
      "our-values",
      "travels-travel",
      "travels-travel-itinerary",
      "travels-travel-snapshot",
      "travels-travel-tour",
      "coordinators-coordinator",
      "search",
      "search-ai",
      "wishlist",
      "wishlist-poll",
      "events",
      "events-wemeet",
      "events-city-slug",
      "wemeet-events",
      "wemeet-events-city-slug",
      "sales",
    ];
    expect([...routeKeys].sort()).toEqual([...expected].sort());
    for (const key of routeKeys) {
      for (const locale of PATH_LOCALES) expect(routeTable[key][locale], `${key} ${locale}`).toMatch(/^\//);
    }
  });

  it("uses the spec's example paths", () => {
    expect(routeTable.travels["it-IT"]).toBe("/viaggi");
    expect(routeTable["travels-travel-itinerary"]["it-IT"]).toBe("/viaggi/:travel/itinerario");
    expect(routeTable.search["de-DE"]).toBe("/suchen");
    expect(routeTable.wishlist["es-ES"]).toBe("/lista-de-deseos");
    expect(routeTable["travels-travel-itinerary"]["fr-FR"]).toBe("/destinations/:travel/itineraire");
    expect(routeTable["search-ai"]["it-IT"]).toBe("/abracadabra-cerca-viaggio");
    expect(routeTable.tours["en-WE"]).toBe("/confirmed-tour-departures");
    expect(routeTable["wemeet-events"]["it-IT"]).toBe("/wemeet/eventi");
  });

  it("keeps route parameters' names the same in every language", () => {
    for (const key of routeKeys) {
      const names = new Set(PATH_LOCALES.map((l) => (routeTable[key][l].match(/:\w+/g) ?? []).join(",")));
      expect(names.size, key).toBe(1);
    }
  });

  it("has no two keys claiming one path in a path-locale", () => {
    expect(pathConflicts(routeTable)).toEqual([]);
  });

  it("detects two keys claiming one path shape", () => {
    const table = { a: { "it-IT": "/x/:p" }, b: { "it-IT": "/x/:q" }, c: { "de-DE": "/x/:p" } };
    expect(pathConflicts(table)).toEqual(['it-IT /x/:: "a" and "b"']);
  });
});

describe("href", () => {
  it("builds the tenant's path with its parameters, encoded", () => {
    expect(href("it-IT", "travels")).toBe("/viaggi");
    expect(href("de-DE", "travels-travel-tour", { travel: "rom-und-latium", tour: "RM-0412" })).toBe("/reiseziele/rom-und-latium/RM-0412");
    expect(href("es-ES", "events-city-slug", { city: "A Coruña", slug: "tapas night" })).toBe("/eventos/A%20Coru%C3%B1a/tapas%20night");
    expect(href("en-US", "coordinators-coordinator", { coordinator: 42 })).toBe("/coordinators/42");
  });

  it("returns an empty path and warns when a parameter is missing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(href("fr-FR", "travels-travel-tour", { travel: "lisbonne" })).toBe("");
    expect(href("fr-FR", "travels-travel", { travel: "" })).toBe("");
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toContain('"tour"');
  });
});

describe("matching and resolution", () => {
  it("prefers static segments over parameters", () => {
    expect(matchPath("en-WE", "/destinations/lisbon/itinerary")?.key).toBe("travels-travel-itinerary");
    expect(matchPath("en-WE", "/destinations/lisbon/LX-22")).toEqual({
      key: "travels-travel-tour",
      pathLocale: "en-WE",
      params: { travel: "lisbon", tour: "LX-22" },
    });
    expect(matchPath("it-IT", "/viaggi/")?.key).toBe("travels");
    expect(matchPath("it-IT", "/destinations")).toBeNull();
  });

  it("decodes parameters and rejects broken encodings", () => {
    expect(matchPath("es-ES", "/eventos/A%20Coru%C3%B1a/x")?.params.city).toBe("A Coruña");
    expect(matchPath("es-ES", "/eventos/%E0%A4%A/x")).toBeNull();
  });

  it("finds a path in every path-locale that has it", () => {
    const locales = matchAnyPathLocale("/destinations")
      .map((m) => m.pathLocale)
      .sort();
    expect(locales).toEqual(["en-US", "en-WE", "fr-FR"]);
  });

  it.each([
    ["it-IT", "/viaggi", { kind: "page" }],
    ["it-IT", "/destinations", { kind: "redirect", location: "/viaggi" }],
    ["en-WE", "/reiseziele/rom/ueberblick", { kind: "redirect", location: "/destinations/rom/snapshot" }],
    ["en-WE", "/a/b/c/d", { kind: "not-found" }],
    ["de-DE", "/viaggi/roma/itinerario", { kind: "redirect", location: "/reiseziele/roma/reiseverlauf" }],
    ["fr-FR", "/suchen", { kind: "redirect", location: "/recherche" }],
    ["en-WE", "/preferiti", { kind: "redirect", location: "/wishlist" }],
    ["es-ES", "/no/such/page", { kind: "not-found" }],
  ] as const)("on %s, %s is %o", (locale, path, expected) => {
    expect(resolvePage(locale, path)).toMatchObject(expected);
  });
});

/**
 * A route key served by another key's module is an alias in remix.config.js, not a file of
 * app/routes that re-exports the other module: the build would bundle each copy on its own.
 */
describe("route aliases live in remix.config.js", () => {
  const routesDir = new URL("../../app/routes/", import.meta.url);
  const routeFiles = readdirSync(routesDir).filter((name) => /\.tsx?$/.test(name));

  it("reads the route modules", () => {
    expect(routeFiles.length).toBeGreaterThan(40);
  });

  it("no route module takes its page from another route module", () => {
    const reexports = routeFiles.filter((name) =>
      /export\s*\{[^}]*\bdefault\b[^}]*\}\s*from\s*["']\.\//.test(readFileSync(new URL(name, routesDir), "utf8")),
    );
    expect(reexports).toEqual([]);
  });

  it("no two route modules are the same file", () => {
    const byContent = new Map<string, string[]>();
    for (const name of routeFiles) {
      const text = readFileSync(new URL(name, routesDir), "utf8");
      byContent.set(text, [...(byContent.get(text) ?? []), name]);
    }
    expect([...byContent.values()].filter((names) => names.length > 1)).toEqual([]);
  });
});
