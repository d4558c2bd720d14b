/**
 * The seeded meetups stand where their pages say: an event's coordinates are its venue's, each
 * venue lies in its city, and the landmarks a visitor knows sit at their real place (the map
 * link and the distance filter read these coordinates).
 */
import { describe, expect, it } from "vitest";
import { SEED_SITES } from "../../scripts/seed/events-places";
import { generateMeetupEvents } from "../../scripts/seed/index";
import { distanceKm } from "../../scripts/seed/geography";

/** How far from its city's centre a venue may be: a park on the edge of town, not another town. */
const CITY_RADIUS_KM = 8;

/** Landmarks by their published coordinates, and how close the seed must put them. */
const LANDMARKS: readonly [name: string, lat: number, lon: number][] = [
  ["Bryant Park", 40.7536, -73.9832],
  ["Millennium Park", 41.8826, -87.6226],
  ["Ferry Building", 37.7955, -122.3937],
];
const LANDMARK_RADIUS_KM = 0.3;

const venues = SEED_SITES.flatMap((site) => site.cities.flatMap((city) => city.venues.map((venue) => ({ site, city, venue }))));

describe("meetup venues in the seed", () => {
  it.each(venues.map(({ site, city, venue }) => [`${site.site} ${city.name}: ${venue.name}`, city, venue] as const))(
    "%s lies within a few kilometres of its city's centre",
    (_, city, venue) => {
      expect(distanceKm(venue, city)).toBeLessThan(CITY_RADIUS_KM);
    },
  );

  it.each(LANDMARKS)("%s sits within 300 m of where it is", (name, lat, lon) => {
    const found = venues.filter(({ venue }) => venue.name === name);
    expect(found).toHaveLength(1);
    expect(distanceKm(found[0]!.venue, { lat, lon })).toBeLessThan(LANDMARK_RADIUS_KM);
  });

  it("places every event at its venue", () => {
    const events = generateMeetupEvents(new Date("2026-11-28T00:00:00Z"));
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      const at = venues.find(
        ({ site, city, venue }) => site.site === event.site && city.slug === event.city && venue.name === event.venue_name,
      );
      expect(at, `${event.site} ${event.slug}`).toBeDefined();
      expect([event.venue_lat, event.venue_lon], `${event.site} ${event.slug}`).toEqual([at!.venue.lat, at!.venue.lon]);
    }
  });

  it("puts the New York morning walk in Bryant Park, where its page says", () => {
    const walk = generateMeetupEvents(new Date("2026-11-28T00:00:00Z")).find(
      (event) => event.site === "us" && event.title === "Morning walk around New York",
    );
    expect(walk?.venue_name).toBe("Bryant Park");
    expect(distanceKm({ lat: Number(walk!.venue_lat), lon: Number(walk!.venue_lon) }, { lat: 40.7536, lon: -73.9832 })).toBeLessThan(
      LANDMARK_RADIUS_KM,
    );
  });
});
