/**
 * The order of a route's overnight places (scripts/seed/route-order.ts): a route that doubles
 * back is put in the order of fewest transfer hours, the way home included, its first place
 * first, a town flown through kept just before the place it leads to, and countries in their order.
 */
import { describe, expect, it } from "vitest";
import { DESTINATIONS, type Place } from "../../scripts/seed/destinations";
import { shortestOrder, transferHours } from "../../scripts/seed/route-order";
import type { RouteStop } from "../../scripts/seed/route-rule";
import { legBetween } from "../../scripts/seed/trips";

const ALL_PLACES = [...DESTINATIONS.values()].flatMap((destination) => destination.places);
const place = (english: string): Place => {
  const found = ALL_PLACES.find((candidate) => candidate.names[0] === english);
  if (!found) throw new Error(`no place ${english} in the tables`);
  return found;
};
const legOf = (from: Place, to: Place) => legBetween(from, to, 9);
const route = (names: string[]): RouteStop[] =>
  names.map((name, i) => ({ place: place(name), arriveBy: i === 0 ? null : legOf(place(names[i - 1]!), place(name)), nights: 0 }));
const namesOf = (stops: readonly RouteStop[]) => stops.map((stop) => stop.place.names[0]);
const byCountry = (stop: Place) => ["JPN", "KOR"].indexOf(stop.alpha3);

describe("a route's order", () => {
  it("stops doubling back across Japan and spends fewer hours", () => {
    const drawn = route(["Tokyo", "Kyoto", "Hakone", "Takayama", "Kanazawa", "Osaka"]);
    const ordered = shortestOrder(
      drawn,
      drawn.map(() => false),
      byCountry,
      legOf,
    );
    expect(ordered[0]!.place.names[0]).toBe("Tokyo");
    expect(new Set(namesOf(ordered))).toEqual(new Set(namesOf(drawn)));
    expect(transferHours(ordered, legOf)).toBeLessThan(transferHours(drawn, legOf));
    // Hakone, an hour from Tokyo, comes before Kyoto, not after it.
    expect(namesOf(ordered).indexOf("Hakone")).toBeLessThan(namesOf(ordered).indexOf("Kyoto"));
    // Every leg is one the rule allows, taken again for its new neighbours.
    for (let i = 1; i < ordered.length; i++) expect(ordered[i]!.arriveBy).toBe(legOf(ordered[i - 1]!.place, ordered[i]!.place));
  });

  it("leaves a route alone when no order is shorter", () => {
    const drawn = route(["Tokyo", "Hakone", "Kyoto"]);
    expect(
      namesOf(
        shortestOrder(
          drawn,
          drawn.map(() => false),
          byCountry,
          legOf,
        ),
      ),
    ).toEqual(namesOf(drawn));
  });

  it("counts the way home from the last place: a route ends where the flight home is near", () => {
    const drawn = route(["Tokyo", "Hakone", "Kyoto"]);
    // Were Kyoto a long way from any flight abroad, ending there would cost more than the detour.
    const home = (stop: Place) => (stop.names[0] === "Kyoto" ? 10 : 0);
    expect(
      namesOf(
        shortestOrder(
          drawn,
          drawn.map(() => false),
          byCountry,
          legOf,
          home,
        ),
      ),
    ).toEqual(["Tokyo", "Kyoto", "Hakone"]);
    expect(
      namesOf(
        shortestOrder(
          drawn,
          drawn.map(() => false),
          byCountry,
          legOf,
        ),
      ),
    ).toEqual(["Tokyo", "Hakone", "Kyoto"]);
  });

  it("keeps a town flown through just before the place it leads to, and the countries in their order", () => {
    const drawn = route(["Seoul", "Busan", "Gyeongju", "Tokyo", "Kyoto", "Hakone"]);
    // Gyeongju is reached through Busan here: the two move together.
    const joined = [false, false, true, false, false, false];
    const ordered = namesOf(shortestOrder(drawn, joined, byCountry, legOf));
    expect(ordered.indexOf("Gyeongju")).toBe(ordered.indexOf("Busan") + 1);
    expect(ordered.slice(0, 3).every((name) => ["Seoul", "Busan", "Gyeongju"].includes(name!))).toBe(true);
    expect(ordered.slice(3).sort()).toEqual(["Hakone", "Kyoto", "Tokyo"]);
  });
});
