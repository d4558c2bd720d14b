/**
 * The route rule's hours against real journeys: well-known legs on five continents with the
 * hours a group takes on them (a coach with its breaks, a train by its timetable and its
 * stations, a flight with its airports), the mode a traveller takes, open borders, and the
 * tables of known roads, train lines and flights naming real places.
 */
import { describe, expect, it } from "vitest";
import { AIRPORT_TOWNS, FERRY_CROSSINGS, REGIONAL_FLIGHTS, TRAIN_LINES } from "../../scripts/seed/data/leg-hours";
import { ROAD_HOURS } from "../../scripts/seed/data/road-hours";
import { DESTINATIONS, type Place } from "../../scripts/seed/destinations";
import { legDayBody, legTrip } from "../../scripts/seed/leg-days";
import { combinable, type LegMode, legHours, legProblems, openBorder } from "../../scripts/seed/route-rule";
import { legBetween } from "../../scripts/seed/trips";

const places = [...DESTINATIONS.values()].flatMap((destination) => destination.places);
/** A place by its English name, "Granada@ESP" where two countries have one. */
function place(label: string): Place {
  const [name, alpha3] = label.split("@");
  const found = places.filter((p) => p.names[0] === name && (!alpha3 || p.alpha3 === alpha3));
  if (found.length !== 1) throw new Error(`${found.length} places named ${name}`);
  return found[0]!;
}

/** Real journeys: the mode a group takes and its hours door to door, as a traveller would plan them. */
const REAL_LEGS: readonly (readonly [LegMode, string, string, number])[] = [
  ["road", "Kutaisi", "Tbilisi", 4],
  ["road", "Tbilisi", "Borjomi", 3],
  ["road", "Corcovado", "Puerto Viejo", 8],
  ["road", "San José", "Manuel Antonio", 3.25],
  ["road", "Semuc Champey", "Guatemala City", 7.5],
  ["road", "Kandy", "Yala National Park", 6.5],
  ["road", "Asunción", "Chaco", 5.5],
  ["road", "Punta Cana", "Samaná", 3.75],
  ["road", "Windhoek", "Etosha National Park", 6],
  ["road", "Marrakech", "Ouarzazate", 4],
  ["road", "Grand Canyon", "Bryce Canyon", 4.75],
  ["road", "Jaipur", "Agra", 4.75],
  ["road", "Arusha", "Serengeti", 7.5],
  ["road", "Aswan", "Luxor", 3.25],
  ["road", "Melbourne", "Great Ocean Road", 3],
  ["road", "Reykjavík", "Vík", 3],
  ["road", "Seville", "Granada@ESP", 3],
  ["road", "Dublin", "Ring of Kerry", 5],
  ["border", "Douro Valley", "Segovia", 5],
  ["ferry", "La Ceiba", "Roatán", 2],
  ["border", "Dublin", "Belfast", 2],
  ["border", "Iguaçu Falls", "Encarnación", 5.5],
  ["train", "Tokyo", "Kyoto", 3.25],
  ["train", "Yogyakarta", "Jakarta", 7.5],
  ["train", "Granada@ESP", "Madrid", 4.3],
  ["train", "Delhi", "Agra", 2.75],
  ["train", "Inca Trail", "Sacred Valley", 2.75],
  ["flight", "Cairo", "Luxor", 3.5],
  ["flight", "Dubai", "Muscat", 4],
  ["flight", "La Paz", "Madidi", 3],
  ["ferry", "Athens", "Santorini", 8],
  ["ferry", "Buenos Aires", "Colonia del Sacramento", 2],
  ["sail", "Bodø", "Lofoten waters", 9.5],
];

describe("leg hours", () => {
  it.each(REAL_LEGS)("a %s leg %s – %s takes about %s hours", (mode, from, to, real) => {
    const hours = legHours(mode, place(from), place(to));
    // Within a quarter of the real hours, or an hour on a short leg.
    expect(Math.abs(hours - real)).toBeLessThanOrEqual(Math.max(1, real / 4));
  });

  /** The two places a route joins (its other fields are hours or a carrier). */
  const ends = (routes: readonly (readonly [string, string, ...unknown[]])[]) => routes.flatMap((route) => [route[0], route[1]]);

  it("name real places, joined by a route the rule allows", () => {
    const names = [
      ...ends(ROAD_HOURS),
      ...ends(TRAIN_LINES),
      ...ends(FERRY_CROSSINGS),
      ...ends(REGIONAL_FLIGHTS),
      ...Object.keys(AIRPORT_TOWNS),
    ];
    const known = new Set(places.flatMap((p) => [p.names[0], `${p.names[0]}@${p.alpha3}`]));
    expect(names.filter((name) => !known.has(name))).toEqual([]);
    const apart = TRAIN_LINES.filter(([a, b]) => {
      const [from, to] = [places.find((p) => p.names[0] === a)!, places.find((p) => p.names[0] === b)!];
      return !combinable(from.alpha3, to.alpha3);
    });
    expect(apart).toEqual([]);
  });
});

describe("the way a group goes", () => {
  it.each([
    ["Tokyo", "Kyoto", "train"],
    ["Jakarta", "Yogyakarta", "train"],
    ["Madrid", "Granada@ESP", "train"],
    ["Milan", "Venice", "train"],
    ["Inca Trail", "Sacred Valley", "train"],
    ["Cusco", "Inca Trail", "road"],
    ["Port Moresby", "Kokoda Track", "flight"],
    ["Kokoda Track", "Port Moresby", "flight"],
    ["Everest Base Camp", "Kathmandu", "flight"],
    ["La Paz", "Madidi", "flight"],
    ["Dublin", "Belfast", "border"],
    ["Buenos Aires", "Colonia del Sacramento", "ferry"],
  ] as const)("%s to %s is by %s", (from, to, mode) => {
    expect(legBetween(place(from), place(to), 9)).toBe(mode);
  });

  it("no road where none is, and no flight with no service", () => {
    expect(legProblems(place("Kokoda Track"), place("Port Moresby"), "road")).not.toEqual([]);
    expect(legProblems(place("Dahab"), place("Luxor"), "road")).not.toEqual([]);
    expect(legProblems(place("Masai Mara"), place("Serengeti"), "border")).not.toEqual([]);
    expect(legProblems(place("Aswan"), place("Dahab"), "flight")).not.toEqual([]);
    expect(legProblems(place("Khiva"), place("Samarkand"), "flight")).not.toEqual([]);
    expect(legBetween(place("Aswan"), place("Dahab"), 9)).toBeNull();
  });

  it("crosses the Irish border as an open one, with no passports", () => {
    const [dublin, belfast] = [place("Dublin"), place("Belfast")];
    expect(openBorder(dublin, belfast)).toBe(true);
    expect(legHours("border", dublin, belfast)).toBe(legHours("road", dublin, belfast));
    for (const draw of [0, 0.3, 0.6, 0.9]) {
      const text = legDayBody({ from: dublin, to: belfast, mode: "border", hours: 2, back: false }, draw, legTrip([]))[0];
      expect(text).not.toMatch(/passport|border/i);
    }
  });

  it("flies to a town with no airport of its own by way of the airport town, named", () => {
    const text = legDayBody({ from: place("Jakarta"), to: place("Ubud"), mode: "flight", hours: 4, back: false }, 0.2, legTrip([]));
    expect(text[0]).toMatch(/Denpasar/);
    expect(text[0]).not.toMatch(/in Ubud|airport of Ubud/);
    for (const body of text) expect(body).toMatch(/Ubud/);
  });

  it("stops on the way only where the road goes: not at Ella from Yala to Colombo", () => {
    for (const draw of [0, 0.3, 0.6, 0.9]) {
      const [from, to] = [place("Yala National Park"), place("Colombo")];
      const text = legDayBody({ from, to, mode: "road", hours: legHours("road", from, to), back: false }, draw, legTrip([]))[0];
      expect(text).not.toMatch(/Ella/);
    }
  });
});
