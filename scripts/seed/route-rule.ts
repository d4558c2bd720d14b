import { PLACE_KINDS, type PlaceKind } from "./data/destination";
import { DESTINATIONS, FERRY_LINKS, type Place } from "./destinations";
import { distanceKm, nearCountry, shareLandBorder } from "./geography";

/**
 * The route rule: how a group may get from one overnight place to the next, and how long it
 * takes, from the places' geography alone. The trip planner builds every leg through it, and
 * the catalogue test walks every generated trip against it.
 */

/** How a group gets from one overnight place to the next. */
export type LegMode = "road" | "border" | "ferry" | "flight" | "sail" | "cruise";

/**
 * An overnight place of a route, in order: the first is the arrival, `arriveBy` null. A
 * transit stop is a night on the way (a harbour before a voyage, the airport town at the end).
 */
export type RouteStop = { place: Place; arriveBy: LegMode | null; nights: number; transit?: boolean };

/**
 * The longest road day, as the crow flies: about 9 hours at the wheel once the road's bends
 * (a quarter more than the straight line) and a coach's 60 km/h are counted. Also what a
 * domestic flight must beat: a group never flies where it could drive in a day.
 */
export const DRIVE_DAY_KM = 450;
/** The longest drive a gentle trip takes in a day: beyond it, two towns with airports are a flight apart. */
export const GENTLE_DRIVE_HOURS = 6;
/**
 * Two overnight places closer than this are one base with a day trip, not a travel day; but a
 * trek area is slept in along its trail, however near the town at its trailhead.
 */
export const SAME_BASE_KM = 50;
/** A trek area nearer its town than this is walked from the town: no travel day between them. */
export const TRAILHEAD_KM = 15;
/** How far a site may be from the town the group sleeps in to visit it. */
export const DAY_TRIP_KM = 130;
/** A land border is crossed only by places this close to the other country. */
export const BORDER_REACH_KM = 200;
/** A ferry day: a scheduled crossing of at most this (longer ones are overnight boats or flights). */
export const FERRY_MAX_KM = 300;
/** A day under sail on a yacht (about six knots for a good part of the day). */
export const SAIL_DAY_KM = 90;
/** A day at sea on an expedition ship. */
export const CRUISE_DAY_KM = 800;

/** Places a group can sleep in: every kind but a site, which is always visited from a town. */
export const LODGING_KINDS: ReadonlySet<PlaceKind> = new Set(PLACE_KINDS.filter((kind) => kind !== "site"));

const ROAD_BENDS = 1.25;
/**
 * Where the road goes the long way round, its length against the straight line: Iceland's ring
 * road circles the ice and the closed highlands (Skaftafell to Akureyri is 570 km for 190 as the
 * crow flies), Norway's roads follow the fjords.
 */
const WINDING_ROADS: Readonly<Record<string, number>> = {
  ISL: 2.4,
  NOR: 1.6,
  // Mountain countries whose roads climb in hairpins over passes: Paro to Bumthang is about 270
  // km of road for 120 as the crow flies, Taroko to Sun Moon Lake crosses the central range.
  BTN: 2.2,
  NPL: 1.9,
  PAK: 1.9,
  TWN: 2.0,
  TJK: 1.8,
  KGZ: 1.6,
  BOL: 1.5,
  GEO: 1.5,
};

/**
 * Countries between which a border is an open one (the Schengen area): a day crossing it is a
 * road day, with no formalities and no time at a crossing.
 */
export const OPEN_BORDERS: ReadonlySet<string> = new Set([
  "AUT",
  "BEL",
  "BGR",
  "HRV",
  "CZE",
  "DNK",
  "EST",
  "FIN",
  "FRA",
  "DEU",
  "GRC",
  "HUN",
  "ISL",
  "ITA",
  "LVA",
  "LIE",
  "LTU",
  "LUX",
  "MLT",
  "NLD",
  "NOR",
  "POL",
  "PRT",
  "ROU",
  "SVK",
  "SVN",
  "ESP",
  "SWE",
  "CHE",
]);
export const openBorder = (from: Place, to: Place) => OPEN_BORDERS.has(from.alpha3) && OPEN_BORDERS.has(to.alpha3);
const bendsOf = (from: Place, to: Place) => Math.max(WINDING_ROADS[from.alpha3] ?? ROAD_BENDS, WINDING_ROADS[to.alpha3] ?? ROAD_BENDS);
const COACH_KMH = 60;
/** On motorways a coach keeps about 80 km/h, breaks included (Paris to Annecy is five and a half hours, not nine). */
const MOTORWAY_KMH = 80;
const MOTORWAYS: ReadonlySet<string> = new Set([
  "FRA",
  "DEU",
  "ITA",
  "ESP",
  "PRT",
  "AUT",
  "CHE",
  "BEL",
  "NLD",
  "LUX",
  "GBR",
  "IRL",
  "DNK",
  "SWE",
  "FIN",
  "POL",
  "CZE",
  "HUN",
  "SVN",
  "HRV",
  "USA",
  "CAN",
  "AUS",
  "JPN",
  "KOR",
]);
/** Roads between two mountain places, and in countries where most roads are mountain, dirt or crowded two-lane roads, at two thirds of a coach's speed. */
const SLOW_KMH = 40;
const SLOW_ROADS: ReadonlySet<string> = new Set([
  "NPL",
  "BTN",
  "PAK",
  "LAO",
  "MMR",
  "RWA",
  "UGA",
  "ETH",
  "MNG",
  "KGZ",
  "TJK",
  "BOL",
  "PER",
  "PNG",
  "MDG",
  "GEO",
  "ARM",
  "COD",
  "TZA",
  "ZMB",
  "MWI",
  "MOZ",
  "GTM",
  "HND",
  "NIC",
  "LKA",
  "ALB",
  "MNE",
  "KHM",
  "VNM",
]);
const MOUNTAIN_KINDS: ReadonlySet<PlaceKind> = new Set<PlaceKind>(["mount", "volcano"]);

/** A coach's speed between two places: slow from mountain to mountain, or where the country's roads are slow. */
function coachKmh(from: Place, to: Place): number {
  const mountains = [from, to].every((place) => MOUNTAIN_KINDS.has(place.kind) || place.trek);
  const slow = mountains || SLOW_ROADS.has(from.alpha3) || SLOW_ROADS.has(to.alpha3);
  if (slow) return SLOW_KMH;
  return MOTORWAYS.has(from.alpha3) && MOTORWAYS.has(to.alpha3) ? MOTORWAY_KMH : COACH_KMH;
}

/** The hours of a leg, which follow its distance and its roads: a crossing's formalities, an airport's check-in. */
export function legHours(mode: LegMode, from: Place, to: Place): number {
  const km = distanceKm(from, to);
  switch (mode) {
    case "road":
      return Math.max(1, Math.round((km * bendsOf(from, to)) / coachKmh(from, to)));
    case "border":
      return Math.max(1, Math.round((km * bendsOf(from, to)) / coachKmh(from, to))) + (openBorder(from, to) ? 0 : 1);
    case "ferry":
      return Math.max(1, Math.round(km / 35 + 1));
    case "flight":
      return Math.round(2 + km / 800);
    case "sail":
      return Math.max(2, Math.round(km / 11));
    case "cruise":
      // An expedition ship covers most of the way by night; the day's hours at sea top out at eight.
      return Math.min(8, Math.max(3, Math.round(km / 100)));
  }
}

/** The hours on the road of a day trip from a base to a site and back. */
export function dayTripHours(km: number): number {
  return Math.round((2 * km * ROAD_BENDS) / COACH_KMH);
}

const ferryPairs = new Set(FERRY_LINKS.flatMap(([a, b]) => [`${a}~${b}`, `${b}~${a}`]));
const nearCache = new Map<string, boolean>();
function closeToCountry(place: Place, alpha3: string): boolean {
  const key = `${place.alpha3}:${place.index}:${alpha3}`;
  let near = nearCache.get(key);
  if (near === undefined) {
    near = nearCountry(place, alpha3, BORDER_REACH_KM);
    nearCache.set(key, near);
  }
  return near;
}

const isWater = (place: Place) => place.landmass === "sea";

/** The continents' mainlands: every other landmass of the tables is an island. */
const MAINLANDS: ReadonlySet<string> = new Set(["afro-eurasia", "north-america", "south-america", "australia", "antarctica"]);
/** A place on an island: neither a continent's mainland nor sailing waters. */
export const onIsland = (place: Place) => !isWater(place) && !MAINLANDS.has(place.landmass);

/** The longest flight that still counts as a hop between islands (Athens to Santorini, Cebu to Palawan). */
export const SHORT_HOP_KM = 600;
/**
 * An island hop: a ferry, a day under sail or a short flight from one landmass to another,
 * an island at one end at least (the mainland port to the first island counts, a flight
 * across the country to it does not).
 */
export function isHop(from: Place, to: Place, mode: LegMode): boolean {
  if (from.landmass === to.landmass || !(onIsland(from) || onIsland(to))) return false;
  return mode === "ferry" || mode === "sail" || (mode === "flight" && distanceKm(from, to) <= SHORT_HOP_KM);
}

/**
 * An airport domestic flights are scheduled from: the country's gateway, a large airport or a
 * city's. Two small airports (an island strip, a park's airfield, a resort town's) have no
 * flights between them; a group changes planes at a hub, or goes by road or ferry.
 */
export const airHub = (place: Place) => place.international || place.kind === "city";

/** Whether two places' countries may be combined in one trip (the tables' neighbours). */
export function combinable(a: string, b: string): boolean {
  return a === b || Boolean(DESTINATIONS.get(a)?.near.includes(b));
}

/** A scheduled ferry joins the two places: ports on landmasses a link joins, close enough for a day. */
export function ferryJoins(from: Place, to: Place, km = distanceKm(from, to)): boolean {
  return (
    from.port &&
    to.port &&
    !isWater(from) &&
    !isWater(to) &&
    from.landmass !== to.landmass &&
    ferryPairs.has(`${from.landmass}~${to.landmass}`) &&
    km <= FERRY_MAX_KM
  );
}

/** A coach can cross the border between the two places within a day. */
export function borderJoins(from: Place, to: Place, km = distanceKm(from, to)): boolean {
  return (
    from.alpha3 !== to.alpha3 &&
    !isWater(from) &&
    from.landmass === to.landmass &&
    km <= DRIVE_DAY_KM &&
    shareLandBorder(from.alpha3, to.alpha3) &&
    closeToCountry(from, to.alpha3) &&
    closeToCountry(to, from.alpha3)
  );
}

/**
 * Why a leg breaks the rule, or an empty list when it keeps it:
 * - a road day stays in one country on one landmass, within a day's drive, and between two
 *   bases (places closer than SAME_BASE_KM are one base);
 * - a border day crosses a land border between neighbours, both places near it;
 * - a ferry day joins two ports that a scheduled ferry links;
 * - a flight joins two places with airports, only where no ferry or half a day's drive would do,
 *   and a domestic one has a hub at one end at least (see airHub);
 * - a day under sail or on an expedition ship stays on the water or its harbours.
 */
export function legProblems(from: Place, to: Place, mode: LegMode): string[] {
  const problems: string[] = [];
  const km = distanceKm(from, to);
  const where = `${from.names[0]} – ${to.names[0]} (${Math.round(km)} km)`;
  for (const place of [from, to]) {
    if (place.base) problems.push(`${where}: ${place.names[0]} is visited from ${place.base.names[0]}, not slept in`);
  }
  if (from.alpha3 !== to.alpha3 && !combinable(from.alpha3, to.alpha3)) {
    problems.push(`${where}: ${from.alpha3} and ${to.alpha3} are not neighbours`);
  }
  if (mode === "road" || mode === "border") {
    for (const place of [from, to]) if (place.fly) problems.push(`${where}: no road reaches ${place.names[0]}`);
  }
  switch (mode) {
    case "road":
      if (from.alpha3 !== to.alpha3) problems.push(`${where}: a road day across a border must be a border day`);
      if (isWater(from) || isWater(to) || from.landmass !== to.landmass) problems.push(`${where}: a road day over water`);
      if (km > DRIVE_DAY_KM) problems.push(`${where}: more than a day's drive`);
      if (km < SAME_BASE_KM && !((from.trek || to.trek) && km >= TRAILHEAD_KM)) problems.push(`${where}: one base, not a travel day`);
      break;
    case "border":
      if (!borderJoins(from, to, km)) problems.push(`${where}: no land border a coach can cross in a day`);
      if (km < SAME_BASE_KM) problems.push(`${where}: one base, not a travel day`);
      break;
    case "ferry":
      if (!ferryJoins(from, to, km)) problems.push(`${where}: no scheduled ferry`);
      break;
    case "flight":
      if (!from.iata || !to.iata) problems.push(`${where}: a flight needs an airport at both ends`);
      else if (from.iata === to.iata) problems.push(`${where}: a flight from an airport to itself`);
      if (ferryJoins(from, to, km)) problems.push(`${where}: a flight where a ferry sails`);
      if (from.alpha3 === to.alpha3 && !airHub(from) && !airHub(to)) {
        problems.push(`${where}: no scheduled flight between two small airports (neither is the gateway, a large airport or a city's)`);
      }
      if (from.alpha3 !== to.alpha3 && !(from.international && to.international)) {
        problems.push(`${where}: a flight abroad leaves from and lands at an airport with international flights`);
      }
      // Where the road takes more than a gentle trip's longest day (six hours), a group may fly.
      if (
        !isWater(from) &&
        !from.fly &&
        !to.fly &&
        from.landmass === to.landmass &&
        km <= DRIVE_DAY_KM &&
        legHours("road", from, to) <= GENTLE_DRIVE_HOURS
      ) {
        problems.push(`${where}: a flight where half a day's drive would do`);
      }
      break;
    case "sail":
    case "cruise": {
      const limit = mode === "sail" ? SAIL_DAY_KM : CRUISE_DAY_KM;
      if (!isWater(from) && !isWater(to)) problems.push(`${where}: a day at sea needs sailing waters at one end`);
      for (const place of [from, to]) {
        if (!isWater(place) && !place.port) problems.push(`${where}: ${place.names[0]} has no harbour`);
      }
      if (km > limit) problems.push(`${where}: more than a day at sea`);
      break;
    }
  }
  return problems;
}

/** The first and last nights of a trip are where a group can fly in and out. */
export function endProblems(stops: readonly RouteStop[]): string[] {
  const problems: string[] = [];
  const first = stops[0]?.place;
  const last = stops[stops.length - 1]?.place;
  if (!first?.international) problems.push(`the trip starts at ${first?.names[0]}, with no flights from abroad`);
  if (!last?.international) problems.push(`the trip ends at ${last?.names[0]}, with no flights abroad`);
  return problems;
}
