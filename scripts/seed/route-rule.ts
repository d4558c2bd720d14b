import { PLACE_KINDS, type PlaceKind } from "./data/destination";
import { AIRPORT_TOWNS, FERRY_CROSSINGS, REGIONAL_FLIGHTS, TRAIN_LINES } from "./data/leg-hours";
import { ROAD_HOURS } from "./data/road-hours";
import { MOTORWAYS, OPEN_BORDER_AREAS, SLOW_ROADS, WINDING_ROADS } from "./data/road-classes";
import { DESTINATIONS, FERRY_LINKS, type Place } from "./destinations";
import { distanceKm, nearCountry, shareLandBorder } from "./geography";

/**
 * The route rule: how a group may get from one overnight place to the next, and how long it
 * takes, from the places' geography alone. The trip planner builds every leg through it, and
 * the catalogue test walks every generated trip against it.
 */

/** How a group gets from one overnight place to the next. */
export type LegMode = "road" | "border" | "train" | "ferry" | "flight" | "sail" | "cruise";

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
/** A day under sail on a yacht: about six knots for most of a long day, the tacks counted. */
export const SAIL_DAY_KM = 80;
/** A day at sea on an expedition ship. */
export const CRUISE_DAY_KM = 800;

/** Places a group can sleep in: every kind but a site, which is always visited from a town. */
export const LODGING_KINDS: ReadonlySet<PlaceKind> = new Set(PLACE_KINDS.filter((kind) => kind !== "site"));

const ROAD_BENDS = 1.25;
export const openBorder = (from: Place, to: Place) => OPEN_BORDER_AREAS.some((area) => area.has(from.alpha3) && area.has(to.alpha3));
const bendsOf = (from: Place, to: Place) => Math.max(WINDING_ROADS[from.alpha3] ?? ROAD_BENDS, WINDING_ROADS[to.alpha3] ?? ROAD_BENDS);
const COACH_KMH = 60;
const MOTORWAY_KMH = 80;
/** Roads between two mountain places, and in countries whose roads are slow, at two thirds of a coach's speed. */
const SLOW_KMH = 40;
const MOUNTAIN_KINDS: ReadonlySet<PlaceKind> = new Set<PlaceKind>(["mount", "volcano"]);

/** Two mountain places this close are joined by mountain roads; farther apart, by the valleys' main roads. */
const MOUNTAIN_ROAD_KM = 150;

/**
 * Places the last stretch of road to is slow whatever the country's main roads: up a mountain
 * or a volcano, into a park or a forest, to a glacier, to a trailhead.
 */
const WILD_END_KINDS: ReadonlySet<PlaceKind> = new Set<PlaceKind>(["mount", "volcano", "park", "forest", "ice"]);
/** A coach's speed on the last stretch into a wild place: its access roads are narrow and winding. */
const WILD_END_KMH = 45;
/** How far that slow stretch runs from a wild place to the main roads. */
const WILD_STRETCH_KM = 60;

/**
 * A coach's hours for a road's length between two places: slow all the way from mountain to
 * nearby mountain, or where the country's roads are slow; otherwise the main roads' pace (a
 * motorway's where both countries have them), and the last stretch into a wild place at its own.
 */
function coachHours(from: Place, to: Place, km: number): number {
  const mountains = distanceKm(from, to) < MOUNTAIN_ROAD_KM && [from, to].every((place) => MOUNTAIN_KINDS.has(place.kind) || place.trek);
  if (mountains || SLOW_ROADS.has(from.alpha3) || SLOW_ROADS.has(to.alpha3)) return km / SLOW_KMH;
  const wildEnds = [from, to].filter((place) => WILD_END_KINDS.has(place.kind) || place.trek).length;
  const wildKm = Math.min(km, wildEnds * WILD_STRETCH_KM);
  const main = MOTORWAYS.has(from.alpha3) && MOTORWAYS.has(to.alpha3) ? MOTORWAY_KMH : COACH_KMH;
  return wildKm / WILD_END_KMH + (km - wildKm) / main;
}

const pairKey = (a: Place, b: Place) => (a.names[0] < b.names[0] ? `${a.names[0]}|${b.names[0]}` : `${b.names[0]}|${a.names[0]}`);
const knownRoads = new Map(ROAD_HOURS.map(([a, b, hours]) => [a < b ? `${a}|${b}` : `${b}|${a}`, hours]));
const trainLines = new Map<string, number>(
  TRAIN_LINES.flatMap(([a, b, hours, oneWay]): [string, number][] => [
    [`${a}>${b}`, hours],
    ...(oneWay ? [] : [[`${b}>${a}`, hours] as [string, number]]),
  ]),
);
const ferryCrossings = new Map(FERRY_CROSSINGS.map(([a, b, hours]) => [a < b ? `${a}|${b}` : `${b}|${a}`, hours]));
const regionalFlights = new Set(REGIONAL_FLIGHTS.map(([a, b]) => (a < b ? `${a}|${b}` : `${b}|${a}`)));

/** No group spends more than this on the road in a day: beyond it, it flies or goes another way. */
export const LONGEST_ROAD_HOURS = 10;

const TOWN_HOURS = 0.5;

/**
 * A function of two places worked out once per pair: the planner and the checks ask for the
 * same legs over and over (at 100x, millions of times).
 */
export function pairMemo<T>(compute: (from: Place, to: Place) => T): (from: Place, to: Place) => T {
  const memo = new Map<Place, Map<Place, T>>();
  return (from, to) => {
    let row = memo.get(from);
    if (!row) {
      row = new Map();
      memo.set(from, row);
    }
    if (row.has(to)) return row.get(to) as T;
    const value = compute(from, to);
    row.set(to, value);
    return value;
  };
}

/** A group coach's hours on the road between two places: the known road's, else the distance at the country's pace. */
export const roadHours = pairMemo(function roadHoursOf(from: Place, to: Place): number {
  const known = knownRoads.get(pairKey(from, to));
  if (known !== undefined) return known;
  // Half an hour more for the way out of one town and into the other, and the bags.
  return Math.max(1, Math.round(coachHours(from, to, distanceKm(from, to) * bendsOf(from, to)) + TOWN_HOURS));
});

/** Whether the road between two places is one of ROAD_HOURS, whose hours a coach's are known. */
export const knownRoad = (from: Place, to: Place) => knownRoads.has(pairKey(from, to));

/** The timetable hours of the train a traveller takes from one place to the other, or undefined where none runs. */
export const trainTimetable = (from: Place, to: Place): number | undefined => trainLines.get(`${from.names[0]}>${to.names[0]}`);

/** The road between a place and its airport, when that is another town's (the town, and the hours). */
export const airportTown = (place: Place) => AIRPORT_TOWNS[`${place.names[0]}@${place.alpha3}`] ?? AIRPORT_TOWNS[place.names[0]] ?? null;

/**
 * The hours of a leg: a road's from its distance and the country's roads, or as a coach takes a
 * known one; a crossing's formalities; a train's timetable and its stations; a flight's check-in,
 * its passports abroad and the road to an airport that is another town's.
 */
export function legHours(mode: LegMode, from: Place, to: Place): number {
  return LEG_HOURS[mode](from, to);
}

function legHoursOf(mode: LegMode, from: Place, to: Place): number {
  const km = distanceKm(from, to);
  switch (mode) {
    case "road":
      return roadHours(from, to);
    case "border":
      return roadHours(from, to) + (openBorder(from, to) ? 0 : 1);
    case "train":
      return Math.round((trainTimetable(from, to) ?? Number.NaN) + 1);
    case "ferry":
      return ferryCrossings.get(pairKey(from, to)) ?? Math.max(1, Math.round(km / 35 + 1));
    case "flight": {
      const roads = (airportTown(from)?.hours ?? 0) + (airportTown(to)?.hours ?? 0);
      return Math.round(2.5 + km / 800 + roads) + (from.alpha3 === to.alpha3 ? 0 : 1);
    }
    case "sail":
      // Six knots (11 km/h) less the tacks and the headlands rounded: a fifth more water than the straight line.
      return Math.max(2, Math.round((km * 1.2) / 11));
    case "cruise":
      // An expedition ship covers most of the way by night; the day's hours at sea top out at eight.
      return Math.min(8, Math.max(3, Math.round(km / 100)));
  }
}

/** One value per way of travel. */
function perMode<T>(make: (mode: LegMode) => T): Readonly<Record<LegMode, T>> {
  const modes: readonly LegMode[] = ["road", "border", "train", "ferry", "flight", "sail", "cruise"];
  return Object.fromEntries(modes.map((mode) => [mode, make(mode)])) as Record<LegMode, T>;
}

const LEG_HOURS = perMode((mode) => pairMemo((from, to) => legHoursOf(mode, from, to)));

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

/** A place planes land at: its airport, or the airstrip of a place no road reaches (a chartered light aircraft's). */
export const hasAirfield = (place: Place) => place.iata !== null || place.fly;

/**
 * An airport flights are scheduled from: the country's gateway or a city's with flights from
 * abroad. Two smaller airports (an island strip, a park's airfield, a resort's, a provincial
 * town's) have flights between them only where REGIONAL_FLIGHTS lists them; elsewhere a group
 * changes planes at a hub, or goes by road or ferry.
 */
export const airHub = (place: Place) =>
  DESTINATIONS.get(place.alpha3)?.places[0] === place || (place.international && place.kind === "city");
export const flightScheduled = (from: Place, to: Place) => airHub(from) || airHub(to) || regionalFlights.has(pairKey(from, to));

/** Whether two places' countries may be combined in one trip (the tables' neighbours). */
export function combinable(a: string, b: string): boolean {
  return a === b || Boolean(DESTINATIONS.get(a)?.near.includes(b));
}

/**
 * A scheduled ferry joins the two places: ports on landmasses a link joins, close enough for a
 * day, or the two ends of a crossing the road goes round (FERRY_CROSSINGS).
 */
export function ferryJoins(from: Place, to: Place, km = distanceKm(from, to)): boolean {
  if (ferryCrossings.has(pairKey(from, to))) return true;
  return (
    from.port &&
    to.port &&
    !isWater(from) &&
    !isWater(to) &&
    from.landmass !== to.landmass &&
    ferryPairs.has(`${from.landmass}~${to.landmass}`) &&
    km <= FERRY_MAX_KM &&
    !nearerPort(from, to, km) &&
    !nearerPort(to, from, km)
  );
}

/**
 * A port of the same country and land much nearer the other shore than `port` is (half as far
 * again, and 40 km, closer): the boats across leave from there (Rio's boats do not go to Ilha
 * Grande; Angra's and Paraty's do).
 */
function nearerPort(port: Place, shore: Place, km: number): boolean {
  return (DESTINATIONS.get(port.alpha3)?.places ?? []).some(
    (other) =>
      other !== port &&
      other.port &&
      !other.base &&
      !isWater(other) &&
      other.landmass === port.landmass &&
      distanceKm(other, shore) * 1.5 < km &&
      km - distanceKm(other, shore) >= 40,
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
 *   and within LONGEST_ROAD_HOURS of a group coach;
 * - a border day crosses a land border between neighbours, both places near it, as long;
 * - a train day rides a line of TRAIN_LINES;
 * - a ferry day joins two ports that a scheduled ferry links;
 * - a flight joins two places with airports, only where no ferry or half a day's drive would do,
 *   and a hub at one end at least unless a regional flight is scheduled (see airHub);
 * - a day under sail or on an expedition ship stays on the water or its harbours.
 */
export function legProblems(from: Place, to: Place, mode: LegMode): readonly string[] {
  return LEG_PROBLEMS[mode](from, to);
}

const LEG_PROBLEMS = perMode((mode) => pairMemo((from, to): readonly string[] => legProblemsOf(from, to, mode)));

function legProblemsOf(from: Place, to: Place, mode: LegMode): string[] {
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
    if (roadHours(from, to) > LONGEST_ROAD_HOURS) problems.push(`${where}: more than a day on the road (${roadHours(from, to)} hours)`);
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
    case "train":
      if (trainTimetable(from, to) === undefined) problems.push(`${where}: no train line`);
      break;
    case "ferry":
      if (!ferryJoins(from, to, km)) problems.push(`${where}: no scheduled ferry`);
      break;
    case "flight":
      if (!hasAirfield(from) || !hasAirfield(to)) problems.push(`${where}: a flight needs an airport at both ends`);
      else if (from.iata !== null && from.iata === to.iata) problems.push(`${where}: a flight from an airport to itself`);
      if (ferryJoins(from, to, km)) problems.push(`${where}: a flight where a ferry sails`);
      if (!flightScheduled(from, to)) {
        problems.push(`${where}: no scheduled flight between two regional airports (neither is a gateway or a city's)`);
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
        roadHours(from, to) <= GENTLE_DRIVE_HOURS
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
