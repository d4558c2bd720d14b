/**
 * The return-flight estimate each site shows follows the distance flown: at least what a
 * usual return fare costs per kilometre from the site's airports to where the trip lands and
 * back from where it ends, with a connection's cost where it lands away from the country's
 * gateway, and nothing absurd at the top.
 */
import { describe, expect, it } from "vitest";
import { generateCatalogueWithPlans } from "../../scripts/seed/catalogue";
import { DESTINATIONS } from "../../scripts/seed/destinations";
import { distanceKm } from "../../scripts/seed/geography";
import { generateTravelCosts } from "../../scripts/seed/travel-costs";

/** The first airport each site recommends, as a place for distanceKm. */
const FROM: Readonly<Record<string, { lat: number; lon: number }>> = {
  int: { lat: 52.31, lon: 4.76 },
  uk: { lat: 51.47, lon: -0.45 },
  us: { lat: 40.64, lon: -73.78 },
  it: { lat: 45.63, lon: 8.72 },
  es: { lat: 40.47, lon: -3.56 },
  fr: { lat: 49.01, lon: 2.55 },
  de: { lat: 50.03, lon: 8.57 },
};
/** The cheapest return fares, in EUR per km flown one way: what low-cost short hops and long-haul sales come to. */
const FLOOR_EUR_PER_KM = 0.05;
const FLOOR_CONNECTING_EUR = 100;

describe("the return-flight estimate", () => {
  it("follows the distance to the trip and its connections, for every trip and site at 1x", () => {
    const { catalogue, plans } = generateCatalogueWithPlans({ scale: 1, today: new Date("2026-11-28T00:00:00Z") });
    const { flights } = generateTravelCosts(catalogue);
    const wrong: string[] = [];
    catalogue.travels.forEach((travel, i) => {
      const stops = plans[i]!.stops;
      const there = stops[0]!.place;
      const back = stops[stops.length - 1]!.place;
      const gateways = [...DESTINATIONS.values()].map((destination) => destination.places[0]!);
      const landsAtGateway = gateways.some((gateway) => distanceKm(gateway, there) <= 50);
      for (const row of flights.filter((flight) => flight.travel_id === travel.id)) {
        const from = FROM[row.site]!;
        const km = (distanceKm(from, there) + distanceKm(from, back)) / 2;
        const floor = FLOOR_EUR_PER_KM * km + (landsAtGateway ? 0 : FLOOR_CONNECTING_EUR);
        if (row.min_eur / 100 < floor || row.max_eur < row.min_eur)
          wrong.push(
            `trip ${travel.id} "${travel.title_en}" from ${row.site}: ${row.min_eur / 100}–${row.max_eur / 100} € for ${Math.round(km)} km (at least ${Math.round(floor)} €)`,
          );
      }
    });
    expect(wrong.slice(0, 20), `${wrong.length} estimates`).toEqual([]);
  });
});
