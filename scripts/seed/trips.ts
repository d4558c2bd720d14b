import type { TravelStyle } from "../../workers/db/schema";
import type { PhysicalEffort } from "../../workers/services/trips/types";
import type { Names } from "./countries";
import { type Activity, DAY_BODIES, DAY_TITLES, type Texts } from "./data/day-texts";
import { BODY_KEYS, type BodyKey, TRAIT_BODIES } from "./data/day-texts-by-trait";
import { BODY_TITLES, TRAIT_BODY_TITLES } from "./data/day-titles";
import * as TEXT from "./data/itinerary-texts";
import type { PlaceDay } from "./data/place-days";
import type { Scene, TripTheme } from "./data/trip-themes";
import { DESTINATIONS, type DestinationInfo, joinNames, LANGS, type Lang, type Place, slotFor } from "./destinations";
import { distanceKm } from "./geography";
import { legDayBody, legTrip } from "./leg-days";
import { extraCostEur, inThemeSeason, OWN_KIND, ownDaysOf, seasonOf } from "./place-notes";
import type { Random } from "./prng";
import {
  borderJoins,
  CRUISE_DAY_KM,
  DAY_TRIP_KM,
  DRIVE_DAY_KM,
  dayTripHours,
  ferryJoins,
  isHop,
  type LegMode,
  legHours,
  legProblems,
  trainTimetable,
  onIsland,
  type RouteStop,
  SAIL_DAY_KM,
  SAME_BASE_KM,
  TRAILHEAD_KM,
} from "./route-rule";
import { shortestOrder } from "./route-order";
import { bothMonths, textMonths } from "./day-seasons";
import { SIGHTSEEING, showsSights, stayRoom } from "./stay-days";
import { pitchOf } from "./pitch";
import { zigzags } from "./route-shape";

/**
 * A trip drawn from the destination tables: its countries, a theme that fits all of them, a
 * route of overnight places whose every leg keeps the route rule (./route-rule.ts), the days
 * at each place chosen by what the place is and what the trip is about, and the words for all
 * of it in the five catalogue languages.
 */
export type PlannedDay = {
  hours: number;
  title: Names;
  body: Names;
  /** Where the day happens: the night's place, a day trip's place, or a leg's two ends. */
  places: readonly Place[];
  /** What the day is: an activity at a place, or the mode of a leg. */
  kind: Activity | LegMode;
};
export type TripPlan = {
  destinations: readonly DestinationInfo[];
  theme: TripTheme;
  days: number;
  /** Every place the itinerary names, in order of first visit: overnight places and day trips. */
  route: readonly Place[];
  /** The overnight places in order, each with the mode of the leg that reaches it. */
  stops: readonly RouteStop[];
  itinerary: readonly PlannedDay[];
  title: Names;
  description: Names;
  scene: Scene;
  effort: PhysicalEffort;
  /** The trip's moods: its theme's, and those its places support. */
  moods: readonly TravelStyle[];
  /** What its days cost beyond the continent's daily rate, in EUR cents: park fees and 4x4s, flights, boats, permits. */
  extraEur: number;
  /** The months (1–12) in which every place it visits can be visited as its days say; null: any month. */
  months: ReadonlySet<number> | null;
};

/**
 * The longest transfer a theme's trip takes: a gentle theme keeps to half a day, any other may
 * spend a full day on the road. The route prefers the nearer places, and the trip's physical
 * effort is then read from its longest transfer (low up to 3 hours, medium up to 6, high over).
 */
const EFFORT_CAP: Readonly<Record<PhysicalEffort, number>> = { LOW: 6, MEDIUM: 9, HIGH: 9 };
const effortOf = (hours: number): PhysicalEffort => (hours > 6 ? "HIGH" : hours > 3 ? "MEDIUM" : "LOW");

const VOYAGES: Readonly<Record<string, "sail" | "cruise">> = { sailing: "sail", expedition: "cruise" };
const TOUR_THEMES = (theme: TripTheme) => !theme.oneCity && !VOYAGES[theme.key];

/** A place's places to visit on day trips: those whose base it is. */
const dayTripsCache = new Map<Place, Place[]>();
function dayTripsOf(place: Place): Place[] {
  let trips = dayTripsCache.get(place);
  if (!trips) {
    trips = DESTINATIONS.get(place.alpha3)!.places.filter((other) => other.base === place);
    dayTripsCache.set(place, trips);
  }
  return trips;
}

/** Whether a theme's trip would stay at a place: it fits the theme, or is the base of something that does. */
function fitsTheme(place: Place, theme: TripTheme): boolean {
  if (place.base || place.kind === "sea") return false;
  if (theme.key === "trek" && place.trek) return true;
  if (theme.key === "trek" && (place.kind === "mount" || place.kind === "park") && !place.trek) return false;
  if (theme.key === "safari" && place.kind === "park" && !place.game) return false;
  if (theme.key === "nightlife" && !place.party) return false;
  // A surf trip stays where the waves are; island hopping stays on islands.
  if (theme.key === "surf") return place.surf;
  if (theme.key === "islands") return onIsland(place);
  return theme.kinds.includes(place.kind) || dayTripsOf(place).some((trip) => theme.kinds.includes(trip.kind));
}

/** The places a national-parks trip is about: the wild ones, not the towns or the beaches. */
const WILD_KINDS: ReadonlySet<string> = new Set(["park", "mount", "lake", "forest", "ice", "volcano", "desert"]);

/** What a trip of the theme must stay at, at least once, or visit from where it stays (`near`): the reason it exists. */
function isCore(place: Place, theme: TripTheme, near = true): boolean {
  switch (theme.key) {
    case "beaches":
      return place.kind === "beach" || place.kind === "island" || (near && dayTripsOf(place).some((trip) => trip.kind === "beach"));
    case "islands":
      return onIsland(place);
    case "surf":
      return place.surf;
    case "trek":
      return place.trek;
    case "safari":
      return place.game;
    case "desert":
      return place.kind === "desert";
    case "lakes":
      return place.kind === "lake";
    case "aurora":
      return place.kind === "ice" || auroraSky(place);
    case "wild":
      return (
        WILD_KINDS.has(place.kind) || place.game || place.trek || (near && dayTripsOf(place).some((trip) => WILD_KINDS.has(trip.kind)))
      );
    case "nightlife":
      return place.party;
    // A winter trip goes where the snow is.
    case "winter":
      return place.kind !== "city" || Math.abs(place.lat) >= SNOWY_LAT;
    case "volcano":
      return place.kind === "volcano" || (near && dayTripsOf(place).some((trip) => trip.kind === "volcano"));
    case "temples":
    case "ancient":
      return place.kind === "site" || (near && dayTripsOf(place).some((trip) => trip.kind === "site"));
    default:
      return true;
  }
}

/**
 * The must places (see ./data/destination.ts) a trip of the theme goes to in a country: a
 * classic or grand tour all of them, an ancient-wonders or temples trip its must sites (not a
 * bay, a rock or a city); other themes none.
 */
const mustCache = new Map<string, Place[]>();
export function mustPlaces(destination: DestinationInfo, theme: TripTheme): readonly Place[] {
  const key = `${destination.country.alpha3}:${theme.key}`;
  let places = mustCache.get(key);
  if (!places) {
    const all = theme.key === "classic" || theme.key === "grand";
    const sites = theme.key === "ancient" || theme.key === "temples";
    // A Silk Road trip goes to the old caravan cities a country is known for.
    const caravan = theme.key === "silk";
    places = destination.places.filter((place) => place.must && (all || (sites && place.kind === "site") || (caravan && place.old)));
    mustCache.set(key, places);
  }
  return places;
}

/** Where a trip sleeps to see a must place: the place itself, or the base it is visited from. */
const lodgingOf = (place: Place) => place.base ?? place;

/** An island-hopping trip stays on this many islands at least, and most of its legs are hops between them. */
export const HOP_ISLANDS = 3;

/** The islands (landmasses) a route stays on, and how many of its legs are island hops. */
export function islandHops(stops: readonly RouteStop[]): { islands: number; hops: number; legs: number } {
  const islands = new Set(stops.filter((stop) => onIsland(stop.place)).map((stop) => stop.place.landmass)).size;
  let hops = 0;
  for (let i = 1; i < stops.length; i++) {
    if (isHop(stops[i - 1]!.place, stops[i]!.place, stops[i]!.arriveBy!)) hops++;
  }
  return { islands, hops, legs: stops.length - 1 };
}

/**
 * Whether a route keeps what its theme promises beyond its days: a classic tour sleeps where
 * it can see each country's must places, island hopping hops.
 */
function keepsPromise(stops: readonly RouteStop[], destinations: readonly DestinationInfo[], theme: TripTheme): boolean {
  const reached = new Set(stops.map((stop) => stop.place.alpha3));
  for (const destination of destinations) {
    if (!reached.has(destination.country.alpha3)) continue;
    const seen = (must: Place) => stops.some((stop) => stop.place === lodgingOf(must) && !stop.transit);
    if (!mustPlaces(destination, theme).every(seen)) return false;
  }
  if (theme.key === "islands") {
    const { islands, hops, legs } = islandHops(stops);
    return islands >= HOP_ISLANDS && hops * 2 > legs;
  }
  return true;
}

/**
 * The days that keep a theme's promise: a trek walks its stages, a safari drives among the game,
 * a food trip cooks, tastes and shops. A themed trip spends at least THEME_SHARE of the days it
 * stays somewhere (not arriving, leaving or on the road) on them.
 */
export const THEME_DAYS: Readonly<Partial<Record<string, readonly Activity[]>>> = {
  trek: ["trek-stage"],
  safari: ["game-drive"],
  beaches: ["beach", "beach-active", "island"],
  islands: ["island", "beach", "beach-active"],
  surf: ["surf"],
  desert: ["desert"],
  lakes: ["lake"],
  volcano: ["volcano"],
  aurora: ["aurora", "ice"],
  temples: ["site"],
  ancient: ["site"],
  food: ["food", "market"],
  markets: ["market", "food"],
  jungle: ["forest", "park"],
  wild: ["park", "game-drive", "forest", "trek-stage", "volcano", "lake", "mountain", "ice", "desert"],
  nightlife: ["nightlife"],
};
export const THEME_SHARE = 0.4;
const TRAVEL_DAYS: ReadonlySet<string> = new Set(["arrival", "departure", "road", "border", "train", "ferry", "flight", "sail", "cruise"]);

/** The share of a trip's stay days spent on its theme's own days; null for a theme that promises no particular day. */
export function themeShare(theme: TripTheme, itinerary: readonly PlannedDay[]): number | null {
  const wanted = THEME_DAYS[theme.key];
  if (!wanted) return null;
  const stays = itinerary.filter((day) => !TRAVEL_DAYS.has(day.kind));
  if (stays.length === 0) return 0;
  return stays.filter((day) => wanted.includes(day.kind as Activity)).length / stays.length;
}

/** The places of a country a theme's route can stay at. */
const candidateCache = new Map<string, Place[]>();
function candidates(destination: DestinationInfo, theme: TripTheme): Place[] {
  const key = `${destination.country.alpha3}:${theme.key}`;
  let places = candidateCache.get(key);
  if (!places) {
    places = destination.places.filter((place) => fitsTheme(place, theme) && inThemeSeason(place, theme.key));
    candidateCache.set(key, places);
  }
  return places;
}

/** The sailing waters of a country a voyage can spend its days in, and the harbours near them. */
function voyageWaters(destination: DestinationInfo, mode: "sail" | "cruise"): { waters: Place[]; harbours: Place[] } {
  const reach = mode === "sail" ? SAIL_DAY_KM : CRUISE_DAY_KM;
  const waters = destination.places.filter((place) => place.landmass === "sea" && !place.base);
  const harbours = destination.places.filter(
    (place) => place.port && !place.base && place.kind !== "sea" && waters.some((water) => distanceKm(place, water) <= reach),
  );
  return { waters, harbours };
}

const themesCache = new Map<string, TripTheme[]>();
function themesFor(destinations: readonly DestinationInfo[]): TripTheme[] {
  const key = destinations.map((d) => d.country.alpha3).join("+");
  const cached = themesCache.get(key);
  if (cached) return cached;
  const [first, ...rest] = destinations;
  const themes = first!.themes.filter((theme) => {
    if (rest.length > 0 && !TOUR_THEMES(theme)) return false;
    if (!rest.every((other) => other.themes.includes(theme))) return false;
    const voyage = VOYAGES[theme.key];
    if (voyage) return voyageWaters(first!, voyage).waters.length > 0 && voyageWaters(first!, voyage).harbours.length > 0;
    return theme.oneCity || destinations.every((destination) => candidates(destination, theme).length > 0);
  });
  themesCache.set(key, themes);
  return themes;
}

/** One to three countries: the first, then a neighbour of the last one in, sharing a theme. */
function pickDestinations(random: Random, first: DestinationInfo): DestinationInfo[] {
  const picked = [first];
  const extra = Number(random.weighted({ 0: 70, 1: 22, 2: 8 }));
  for (let k = 0; k < extra; k++) {
    const codes = new Set(picked.map((d) => d.country.alpha3));
    const options = picked[picked.length - 1]!.near.filter((code) => !codes.has(code))
      .map((code) => DESTINATIONS.get(code)!)
      .filter((next) => themesFor([...picked, next]).length > 0);
    if (options.length === 0) break;
    picked.push(random.pick(options));
  }
  return picked;
}

/**
 * The way from one overnight place to the next that the rule allows within the theme's
 * longest transfer: the train where a traveller takes one, a road or border day where one will
 * do, a ferry where one sails, a flight otherwise, and a flight first where the road would take
 * the whole day (FLY_OVER_ROAD_HOURS). Null when there is none.
 */
const legCache = new Map<string, LegMode | null>();
export function legBetween(from: Place, to: Place, cap: number): LegMode | null {
  const key = `${from.alpha3}${from.index}>${to.alpha3}${to.index}@${cap}`;
  let leg = legCache.get(key);
  if (leg === undefined) {
    leg = findLeg(from, to, cap);
    legCache.set(key, leg);
  }
  return leg;
}

/** A road this long or longer is flown instead where a flight is scheduled. */
const FLY_OVER_ROAD_HOURS = 8;

function findLeg(from: Place, to: Place, cap: number): LegMode | null {
  const km = distanceKm(from, to);
  const apart = km >= SAME_BASE_KM || ((from.trek || to.trek) && km >= TRAILHEAD_KM);
  const byRoad = !from.fly && !to.fly;
  const modes: LegMode[] = [];
  if (trainTimetable(from, to) !== undefined) modes.push("train");
  if (byRoad && from.alpha3 === to.alpha3 && from.landmass === to.landmass && apart && km <= DRIVE_DAY_KM) modes.push("road");
  else if (byRoad && from.alpha3 !== to.alpha3 && km >= SAME_BASE_KM && borderJoins(from, to, km)) modes.push("border");
  // A ferry across water the road goes round comes before the road.
  if (ferryJoins(from, to, km))
    modes.splice(
      modes.length > 0 && legHours("ferry", from, to) < legHours(modes[modes.length - 1]!, from, to) ? modes.length - 1 : modes.length,
      0,
      "ferry",
    );
  if (from.iata && to.iata && from.iata !== to.iata) {
    const long = modes.some((mode) => (mode === "road" || mode === "border") && legHours(mode, from, to) >= FLY_OVER_ROAD_HOURS);
    if (long) modes.splice(modes[0] === "train" ? 1 : 0, 0, "flight");
    else modes.push("flight");
  }
  return modes.find((mode) => legHours(mode, from, to) <= cap && legProblems(from, to, mode).length === 0) ?? null;
}

/** The scene a place's artwork shows. */
function sceneOf(place: Place, continent: string): Scene {
  switch (place.kind) {
    case "city":
    case "town":
      return "city";
    case "village":
      return "countryside";
    case "site":
      return continent === "AS" ? "temple" : "ruins";
    case "park":
      return place.game ? "savanna" : DESTINATIONS.get(place.alpha3)!.themes.some((t) => t.key === "desert") ? "desert" : "countryside";
    case "mount":
      return "mountains";
    case "volcano":
      return "volcano";
    case "lake":
      return "lakes";
    case "desert":
      return "desert";
    case "beach":
      return "coast";
    case "island":
    case "sea":
      return "islands";
    case "ice":
      return "ice";
    case "forest":
      return continent === "EU" ? "countryside" : "jungle";
  }
}

export function placeScene(place: Place): Scene {
  return sceneOf(place, DESTINATIONS.get(place.alpha3)!.country.continent);
}

// Templates split once into text and {slot} parts: filling them is most of what planning does.
const compiled = new Map<string, string[]>();
function fill(template: string, values: Readonly<Record<string, string>>): string {
  let parts = compiled.get(template);
  if (!parts) {
    parts = template.split(/\{(\w+)\}/);
    compiled.set(template, parts);
  }
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const value = values[parts[i]!];
    if (value === undefined) throw new Error(`no value for {${parts[i]}} in "${template}"`);
    out += value + parts[i + 1]!;
  }
  return out;
}

const perLanguage = (make: (lang: Lang) => string): Names => LANGS.map(make) as unknown as Names;

// Titles repeat across trips: each is written once (the seed scales to 100x).
const titles = new Map<string, Names>();
function titleOf(codes: string, theme: TripTheme, destinations: readonly DestinationInfo[], plain = false): Names {
  const key = `${codes}:${theme.key}${plain ? ":plain" : ""}`;
  let title = titles.get(key);
  if (!title) {
    const words = plain && theme.plainTitle ? theme.plainTitle : theme.title;
    title = perLanguage((lang) =>
      fill(words[lang], {
        in: slotFor(lang, "in", destinations),
        of: slotFor(lang, "of", destinations),
        through: slotFor(lang, "through", destinations),
        to: slotFor(lang, "to", destinations),
        city: destinations[0]!.places[0]!.at[lang],
      }),
    );
    titles.set(key, title);
  }
  return title;
}

/**
 * Whether a trip gives what its theme's title names: a "towns and villages" trip a village, a
 * "desert and oases" trip an oasis. One that does not takes the theme's plain title.
 */
function titleKept(theme: TripTheme, itinerary: readonly PlannedDay[], route: readonly Place[]): boolean {
  const shows = (words: RegExp) => itinerary.some((day) => words.test(day.body[0]) || words.test(day.title[0]));
  switch (theme.key) {
    case "cities":
      return (
        route.some((place) => place.kind === "village") ||
        itinerary.some((day) => SIGHTSEEING.has(day.kind as Activity) && /\bvillages?\b/i.test(`${day.title[0]} ${day.body[0]}`))
      );
    case "desert":
      return shows(/\boas(is|es)\b/i);
    default:
      return true;
  }
}

/** A pseudo-theme whose "title" is the trip's "in" slot, so descriptions share titleOf's cache. */
const IN_SLOT = { key: "@in", title: ["{in}", "{in}", "{in}", "{in}", "{in}"] } as unknown as TripTheme;

/**
 * Plans one trip. `used` counts the trips already planned per countries and theme: the least
 * used theme wins, and a repeat gets a subtitle naming two of its places, so titles differ.
 */
export function planTrip(random: Random, first: DestinationInfo, used: Map<string, number>): TripPlan {
  // A plan whose title another trip already has is drawn again (it went the same way): a catalogue sells each journey
  // once; so is one whose route never reaches what its theme is about, or spends too few days on it.
  for (let attempt = 0; ; attempt++) {
    // The last tries take a theme that promises no particular day: a plain tour of the places drawn.
    const plan = drawTrip(random, first, used, attempt >= 6);
    const key = `title:${plan.title[0]}`;
    const reaches =
      plan.theme.oneCity || VOYAGES[plan.theme.key] !== undefined || plan.stops.some((stop) => isCore(stop.place, plan.theme));
    // Places whose seasons share no month make a trip no month can run.
    const keeps =
      (themeShare(plan.theme, plan.itinerary) ?? 1) >= THEME_SHARE &&
      keepsPromise(plan.stops, plan.destinations, plan.theme) &&
      (!seasonOf(plan.route, plan.theme.key).clash || attempt === 10) &&
      // A route that zig-zags across the map is drawn again.
      (!zigzags(plan.stops) || attempt === 10);
    if ((!used.has(key) && reaches && keeps) || (attempt >= 5 && keeps) || attempt === 10) {
      used.set(key, 1);
      for (const stop of plan.stops) used.set(wornKey(plan.theme, stop.place), (used.get(wornKey(plan.theme, stop.place)) ?? 0) + 1);
      return plan;
    }
  }
}

function drawTrip(random: Random, first: DestinationInfo, used: Map<string, number>, plain = false): TripPlan {
  const picked = pickDestinations(random, first);
  const pickedCodes = picked.map((d) => d.country.alpha3).join("+");
  const all = themesFor(picked);
  const plainThemes = all.filter((theme) => THEME_DAYS[theme.key] === undefined && !VOYAGES[theme.key]);
  const themes = plain && plainThemes.length > 0 ? plainThemes : all;
  const least = Math.min(...themes.map((theme) => used.get(`${pickedCodes}:${theme.key}`) ?? 0));
  let theme = random.pick(themes.filter((t) => (used.get(`${pickedCodes}:${t.key}`) ?? 0) === least));
  used.set(`${pickedCodes}:${theme.key}`, least + 1);
  const routeFor = (chosen: TripTheme): Route => {
    const wanted = random.int(chosen.days[0], chosen.days[1]);
    const voyage = VOYAGES[chosen.key];
    if (chosen.oneCity) return { stops: [{ place: first.places[0]!, arriveBy: null, nights: 0 }], days: wanted };
    const worn = (place: Place) => used.get(wornKey(chosen, place)) ?? 0;
    return voyage ? planVoyage(random, first, chosen, wanted, voyage) : planRoute(random, picked, chosen, wanted, worn);
  };
  const reaches = (chosen: TripTheme, planned: Route) =>
    chosen.oneCity || VOYAGES[chosen.key] !== undefined || planned.stops.some((stop) => isCore(stop.place, chosen));
  let route = routeFor(theme);
  // A theme whose reason to exist no route reaches (a trek area too far by every road) gives way to the next theme that does.
  for (const other of themes) {
    if (reaches(theme, route)) break;
    if (other === theme) continue;
    theme = other;
    route = routeFor(theme);
  }
  const stops = route.stops;
  // The countries the route really reaches, in its order (a country it could not reach is left out).
  const destinations = [...new Set(stops.map((stop) => stop.place.alpha3))].map((code) => DESTINATIONS.get(code)!);
  const codes = destinations.map((d) => d.country.alpha3).join("+");
  // A second trip of a theme to the same countries says which part it visits.
  const trips = used.get(`trips:${codes}:${theme.key}`) ?? 0;
  used.set(`trips:${codes}:${theme.key}`, trips + 1);
  const repeat = trips > 0;
  const planned = planDays(random, theme, stops, route.days);
  const itinerary = planned.itinerary;
  const days = itinerary.length;
  // Walking stages with a pack is hard going, whatever the transfers.
  const effort = itinerary.some((day) => day.kind === "trek-stage") ? "HIGH" : effortOf(Math.max(...itinerary.map((day) => day.hours)));

  const visited = [...new Set(itinerary.flatMap((day) => day.places))];
  // A repeat names the first and last places it goes to beyond the gateway and the nights in transit, and
  // beyond the must places every such trip sees, when two are left: what sets it apart from the others.
  const notable = visited.filter((place) => place !== stops[0]!.place && !stops.some((stop) => stop.place === place && stop.transit));
  const own = notable.filter((place) => !place.must && !dayTripsOf(place).some((trip) => trip.must));
  const named = own.length >= 2 ? own : notable;
  const highlights = named.length >= 2 ? [named[0]!, named[named.length - 1]!] : visited.slice(0, 2);
  const baseTitle = titleOf(codes, theme, destinations, !titleKept(theme, itinerary, visited));
  const title = perLanguage((lang) => {
    const base = baseTitle[lang];
    if (!repeat || highlights.length < 2) return base;
    return `${base}${lang === 3 ? " : " : ": "}${joinNames(
      lang,
      highlights.map((place) => place.names[lang]),
    )}`;
  });
  const where = titleOf(codes, IN_SLOT, destinations);
  // The summary's promise is made of what the days give (./pitch.ts).
  const pitch = pitchOf(theme, { itinerary, stops, route: visited });
  const description = perLanguage((lang) =>
    fill(TEXT.DESCRIPTION[lang], {
      days: String(days),
      in: where[lang],
      stops: joinNames(
        lang,
        visited.map((place) => place.names[lang]),
      ),
      pitch: pitch[lang],
    }),
  );
  const scenes = visited.filter((place) => place !== stops[0]!.place).map(placeScene);
  const counts = new Map<Scene, number>();
  for (const scene of scenes) counts.set(scene, (counts.get(scene) ?? 0) + 1);
  const dominant = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? placeScene(stops[0]!.place);
  return {
    destinations,
    theme,
    days,
    route: visited,
    stops,
    itinerary,
    title,
    description,
    scene: theme.scene ?? dominant,
    effort,
    moods: moodsOf(theme, visited, itinerary),
    extraEur: extraCostEur(itinerary),
    months: bothMonths(seasonOf(visited, theme.key).months, planned.months),
  };
}

/** The moods a trip's places support beside its theme's: a night out needs a place known for one. */
function moodsOf(theme: TripTheme, places: readonly Place[], itinerary: readonly PlannedDay[]): TravelStyle[] {
  const kinds = new Set(places.map((place) => place.kind));
  // A trip is a party trip only when it goes out at night somewhere known for it.
  const party = places.some((place) => place.party) && (theme.style === "PARTY" || itinerary.some((day) => day.kind === "nightlife"));
  // A party trip needs a place known for its nights out; without one it is a trip to relax or to see a city.
  const own: TravelStyle = theme.style !== "PARTY" || party ? theme.style : kinds.has("beach") || kinds.has("island") ? "RELAX" : "CULTURE";
  const moods = new Set<TravelStyle>([own]);
  if (party) moods.add("PARTY");
  if (kinds.has("site")) moods.add("HISTORY");
  if (["park", "mount", "forest", "volcano", "ice", "desert"].some((kind) => kinds.has(kind as Place["kind"]))) moods.add("NATURE");
  if (["beach", "island", "lake", "sea"].some((kind) => kinds.has(kind as Place["kind"]))) moods.add("RELAX");
  if (kinds.has("city") || kinds.has("town")) moods.add("CULTURE");
  return [...moods].slice(0, 3);
}

type Route = { stops: RouteStop[]; days: number };

/** How many trips of a theme stayed at a place so far: later ones prefer the places they did not. */
const wornKey = (theme: TripTheme, place: Place) => `stayed:${theme.key}:${place.alpha3}${place.index}`;

/**
 * Overnight places for a touring trip: from the first country's gateway, places of each
 * country in turn, each reached by a leg the rule allows within the theme's longest transfer,
 * preferring the nearer ones, then put in the order that spends the fewest hours on the way
 * (route-order.ts) so the route runs across the map instead of zigzagging, and a
 * last leg to a place with an airport when the route ends where no flight leaves. Tries a few
 * draws and keeps the fullest that fits the days; a country it cannot reach is left out.
 */
function planRoute(
  random: Random,
  destinations: readonly DestinationInfo[],
  theme: TripTheme,
  wanted: number,
  worn: (place: Place) => number,
): Route {
  const cap = EFFORT_CAP[theme.effort];
  // The trip lands at the country's gateway, or where its theme begins when that takes flights from abroad.
  const landings = candidates(destinations[0]!, theme).filter((place) => place.international && isCore(place, theme));
  const gateway = isCore(destinations[0]!.places[0]!, theme) || landings.length === 0 ? destinations[0]!.places[0]! : random.pick(landings);
  // Overnight places, the gateway among them: each costs its leg's day and at least one day there.
  let target = Math.max(destinations.length, Math.min(7, Math.round((wanted - 2) / 2.4)));
  // Island hopping stays on enough islands, after a night at a mainland gateway.
  if (theme.key === "islands") target = Math.max(target, HOP_ISLANDS + (onIsland(gateway) ? 0 : 1));
  // The places a country's must places are seen from, besides the gateway: each is a stop of its own.
  const musts = destinations.map((destination) =>
    [...new Set(mustPlaces(destination, theme).map(lodgingOf))].filter((place) => place !== gateway),
  );
  let best: RouteStop[] = [{ place: gateway, arriveBy: null, nights: 0 }];
  let bestFits = isCore(gateway, theme) && keepsPromise(best, destinations.slice(0, 1), theme);
  for (let attempt = 0; attempt < 12 && (best.length < target || !bestFits); attempt++) {
    const stops: RouteStop[] = [{ place: gateway, arriveBy: null, nights: 0 }];
    // Which stops must follow the one before them: a place reached through the town before it.
    const joined: boolean[] = [false];
    const taken = new Set<Place>([gateway]);
    // The gateway is the first country's first stop; every other country gets at least one.
    const quotas = destinations.map((_, d): number => (d === 0 ? 0 : 1));
    for (let extra = target - destinations.length; extra > 0; extra--) quotas[random.int(0, quotas.length - 1)]!++;
    musts.forEach((places, d) => {
      quotas[d] = Math.max(quotas[d]!, places.length);
    });
    destinations.forEach((destination, d) => {
      for (let k = 0; k < quotas[d]!; k++) {
        const here = stops[stops.length - 1]!.place;
        const open = candidates(destination, theme).filter(
          // Places near one already on the route are its day trips, unless water or a trail lies between.
          (place) =>
            !taken.has(place) &&
            [...taken].every(
              (other) => other.landmass !== place.landmass || distanceKm(other, place) >= (place.trek ? TRAILHEAD_KM : SAME_BASE_KM),
            ),
        );
        // Nearer places first; a place earlier trips of the theme already stayed at counts as farther, so repeats differ.
        const options = open
          .map((place) => ({ place, via: null as Place | null, mode: legBetween(here, place, cap), km: distanceKm(here, place) }))
          .filter((option) => option.mode !== null)
          .sort((a, b) => a.km * (1 + worn(a.place)) - b.km * (1 + worn(b.place)));
        // The country's must places come first, then the trip's reason to exist, through a town with an
        // airport when no leg reaches them directly.
        const missing = musts[d]!.filter((place) => !taken.has(place) && open.includes(place));
        let pool = missing.length > 0 ? options.filter((option) => missing.includes(option.place)) : [];
        if (missing.length > 0 && pool.length === 0) pool = viaHub(here, missing, destination, taken, cap);
        const needsCore = !stops.some((stop) => isCore(stop.place, theme));
        if (pool.length === 0 && needsCore) pool = options.filter((option) => isCore(option.place, theme));
        if (pool.length === 0 && needsCore)
          pool = viaHub(
            here,
            open.filter((place) => isCore(place, theme)),
            destination,
            taken,
            cap,
          );
        // Island hopping goes on to an island it has not stayed on, by ferry or a short flight when it can.
        if (pool.length === 0 && theme.key === "islands") {
          const stayed = new Set(stops.map((stop) => stop.place.landmass));
          const fresh = options.filter((option) => onIsland(option.place) && !stayed.has(option.place.landmass));
          const hops = fresh.filter((option) => isHop(here, option.place, option.mode!));
          pool = hops.length > 0 ? hops : fresh;
        }
        if (pool.length === 0) pool = options;
        if (pool.length === 0) break;
        // Mostly the nearest, sometimes the next: routes differ but run on.
        const choice = pool[Math.min(pool.length - 1, Number(random.weighted({ 0: 6, 1: 3, 2: 1 })))]!;
        if (choice.via) {
          stops.push({ place: choice.via, arriveBy: legBetween(here, choice.via, cap), nights: 0 });
          joined.push(false);
          taken.add(choice.via);
        }
        stops.push({ place: choice.place, arriveBy: choice.mode, nights: 0 });
        joined.push(choice.via !== null);
        taken.add(choice.place);
      }
    });
    // The places chosen, in the order that spends the fewest hours on the way, when that order
    // still ends where a flight home leaves without giving up a place (else as they were drawn).
    const countryOf = (place: Place) => destinations.findIndex((destination) => destination.places.includes(place));
    const ordered = shortestOrder(
      stops,
      joined,
      countryOf,
      (from, to) => legBetween(from, to, cap),
      (place) => homeHours(place, destinations, cap),
    );
    const closed = [...ordered];
    if (closeWithAirport(closed, destinations, cap) && ordered.every((stop) => closed.includes(stop)))
      stops.splice(0, stops.length, ...closed);
    else if (!closeWithAirport(stops, destinations, cap)) continue;
    const fits = stops.some((stop) => isCore(stop.place, theme)) && keepsPromise(stops, destinations, theme);
    if (fits && (!bestFits || stops.length > best.length)) {
      best = stops;
      bestFits = true;
    } else if (!bestFits && stops.length > best.length) best = stops;
  }
  // Every stop but one reached only to fly home has a day of its own, besides its leg, and a day for each must place seen from it.
  const mustVisits = destinations
    .flatMap((destination) => mustPlaces(destination, theme))
    .filter((must) => must.base && best.some((stop) => stop.place === must.base && !stop.transit)).length;
  const needed = 2 + (best.length - 1) + best.filter((stop) => !stop.transit).length + mustVisits;
  return { stops: best, days: Math.max(needed, Math.min(wanted, needed + 2 * best.length + 1)) };
}

type Option = { place: Place; via: Place | null; mode: LegMode | null; km: number };

/** Ways to places no leg reaches from here: a night in a town with an airport on the way. */
function viaHub(here: Place, targets: readonly Place[], destination: DestinationInfo, taken: ReadonlySet<Place>, cap: number): Option[] {
  const hubs = destination.places.filter((place) => place.iata && !place.base && !taken.has(place) && place.kind !== "sea");
  return targets
    .flatMap((place) =>
      hubs
        .filter((hub) => hub !== place && legBetween(here, hub, cap) !== null)
        .map((hub) => ({ place, via: hub, mode: legBetween(hub, place, cap), km: distanceKm(here, hub) + distanceKm(hub, place) })),
    )
    .filter((option) => option.mode !== null)
    .sort((a, b) => a.km - b.km);
}

/** A day's worth of hours: what a route pays when no single leg takes it home from its last place. */
const NO_WAY_HOME_HOURS = 24;

/** The hours of the leg from `place` to the nearest town with flights abroad (none from one). */
function homeHours(place: Place, destinations: readonly DestinationInfo[], cap: number): number {
  if (place.international) return 0;
  let hours = NO_WAY_HOME_HOURS;
  for (const destination of destinations)
    for (const home of destination.places) {
      if (!home.international || home.base) continue;
      const mode = legBetween(place, home, cap);
      if (mode !== null) hours = Math.min(hours, legHours(mode, place, home));
    }
  return hours;
}

/**
 * Ends a route at a place with an airport: adds the leg back to one when the last stop has
 * none, or gives up stops from the end until one can.
 */
function closeWithAirport(stops: RouteStop[], destinations: readonly DestinationInfo[], cap: number): boolean {
  while (stops.length > 1 && !closeOnce(stops, destinations, cap)) stops.pop();
  return stops[stops.length - 1]!.place.international;
}

/**
 * A trip flies home from an airport with flights abroad (a small airport's flights only connect):
 * from the last stop, or after a leg to one, or through a town whose airport connects to one.
 */
function closeOnce(stops: RouteStop[], destinations: readonly DestinationInfo[], cap: number): boolean {
  const last = stops[stops.length - 1]!.place;
  if (last.international) return true;
  const places = [...new Set([DESTINATIONS.get(last.alpha3)!, ...destinations])].flatMap((destination) => destination.places);
  const legsFrom = (from: Place, to: (place: Place) => boolean) =>
    places
      .filter((place) => to(place) && !place.base && place !== from)
      .map((place) => ({ place, mode: legBetween(from, place, cap), km: distanceKm(from, place) }))
      .filter((option) => option.mode !== null)
      .sort((a, b) => a.km - b.km);
  const home = legsFrom(last, (place) => place.international)[0];
  if (home) {
    stops.push({ place: home.place, arriveBy: home.mode, nights: 0, transit: true });
    return true;
  }
  // Back through a town the route slept at is a spur's way out only when the flight home leaves from it: going on
  // by road from there doubles back (Puno, the Sacred Valley, Puno, on to Cusco).
  const slept = new Set(stops.map((stop) => stop.place));
  for (const hub of legsFrom(last, (place) => place.iata !== null)) {
    const onward = legsFrom(hub.place, (place) => place.international)[0];
    if (!onward || (slept.has(hub.place) && onward.mode !== "flight")) continue;
    stops.push({ place: hub.place, arriveBy: hub.mode, nights: 0, transit: true });
    stops.push({ place: onward.place, arriveBy: onward.mode, nights: 0, transit: true });
    return true;
  }
  return false;
}

/**
 * A voyage: from the gateway to a harbour by road when it is not one, then days under sail
 * (or on an expedition ship) through the country's waters and their island harbours, and
 * back to a harbour with an airport, or to the gateway.
 */
function planVoyage(random: Random, destination: DestinationInfo, theme: TripTheme, wanted: number, mode: "sail" | "cruise"): Route {
  const cap = EFFORT_CAP[theme.effort];
  const reach = mode === "sail" ? SAIL_DAY_KM : CRUISE_DAY_KM;
  const gateway = destination.places[0]!;
  const { waters, harbours } = voyageWaters(destination, mode);
  // The harbour the boat leaves from: the gateway itself, or one a road day away.
  const options = harbours
    .map((harbour) => ({ harbour, leg: harbour === gateway ? null : legBetween(gateway, harbour, cap) }))
    .filter((option) => option.harbour === gateway || option.leg !== null);
  const stops: RouteStop[] = [{ place: gateway, arriveBy: null, nights: 0 }];
  // The boat leaves from the gateway when it can, else from a harbour a road away, else any.
  const byRoad = options.filter((option) => option.harbour === gateway || option.leg === "road");
  const start =
    options.find((option) => option.harbour === gateway) ??
    (byRoad.length > 0 ? random.pick(byRoad) : options.length > 0 ? random.pick(options) : null);
  if (!start) return { stops, days: Math.min(wanted, 5) };
  if (start.harbour !== gateway) stops.push({ place: start.harbour, arriveBy: start.leg, nights: 0 });
  let here = start.harbour;
  // Some of the waters, nearest first, with a night in an island harbour between two of them.
  const order = random.sample(waters, random.int(Math.min(2, waters.length), Math.min(4, waters.length)));
  order.sort((a, b) => distanceKm(start.harbour, a) - distanceKm(start.harbour, b));
  for (const water of order) {
    if (distanceKm(here, water) > reach) break;
    stops.push({ place: water, arriveBy: mode, nights: 0 });
    here = water;
    const island = harbours.find(
      (harbour) =>
        harbour !== start.harbour &&
        harbour.kind !== "city" &&
        !stops.some((stop) => stop.place === harbour) &&
        distanceKm(water, harbour) <= reach,
    );
    if (island && mode === "sail" && stops.length < 5) {
      stops.push({ place: island, arriveBy: "sail", nights: 0 });
      here = island;
    }
  }
  if (stops.length === (start.harbour === gateway ? 1 : 2)) return { stops, days: Math.min(wanted, 5) };
  // Back to the harbour the voyage left from (the waters are a day's sail from it), then home.
  if (distanceKm(here, start.harbour) <= reach && here.landmass === "sea") {
    stops.push({ place: start.harbour, arriveBy: mode, nights: 0 });
  } else {
    const back = [...waters].sort((a, b) => distanceKm(start.harbour, a) - distanceKm(start.harbour, b))[0]!;
    if (back !== here && distanceKm(here, back) <= reach) stops.push({ place: back, arriveBy: mode, nights: 0 });
    stops.push({ place: start.harbour, arriveBy: mode, nights: 0 });
  }
  if (!start.harbour.international) {
    const leg = legBetween(start.harbour, gateway, cap);
    if (leg) stops.push({ place: gateway, arriveBy: leg, nights: 0 });
  }
  const moves = stops.length - 1;
  const waterStops = stops.filter((stop) => stop.place.landmass === "sea").length;
  // The waters have a day of their own besides their leg, and take the spare days, until most days are at sea.
  const atSea = stops.filter((stop) => stop.arriveBy === mode).length;
  const needed = 2 + moves + Math.max(waterStops, 3 + (moves - atSea) - atSea);
  return { stops, days: Math.max(needed, Math.min(wanted, needed + 2 * waterStops + 2)) };
}

/** Far enough north or south for the lights on a clear winter night, away from the open sea. */
const auroraSky = (place: Place) => Math.abs(place.lat) >= 60 && place.kind !== "sea";

/** Cities this far from the equator have snow near them in winter (Zurich, Munich, Montreal). */
const SNOWY_LAT = 45;

/** What a day at a place is, by its kind and the trip's theme, in the order a stay unfolds. */
function stayActivities(place: Place, theme: TripTheme): Activity[] {
  const own = placeActivities(place, theme);
  // A winter trip's stays out of the big cities, and all of them where winters are snowy, spend a day in the snow.
  if (theme.key === "winter" && (place.kind !== "city" || Math.abs(place.lat) >= SNOWY_LAT)) return ["snow", ...own];
  // A northern-lights trip goes out after the lights wherever the sky is dark enough, between its days.
  if (theme.key !== "aurora" || !auroraSky(place) || own[0] === "aurora") return own;
  return own.flatMap((activity) => ["aurora", activity] as Activity[]);
}

function placeActivities(place: Place, theme: TripTheme): Activity[] {
  // A bay or reef seen from a town is a day out by boat.
  if (place.kind === "sea" && place.base) return ["boat-day"];
  // A surf trip's days where the waves are: lessons most mornings, a beach day between.
  if (theme.key === "surf" && place.surf) {
    return place.kind === "city" || place.kind === "town"
      ? ["surf", "city-first", "surf", "surf", "city-more", "surf", "food"]
      : ["surf", "surf", "beach", "surf", "surf", "beach-active", "surf"];
  }
  // An expedition ship's days are landings among the ice, whatever the waters.
  if (VOYAGES[theme.key] === "cruise" && place.landmass === "sea") return ["ice", "ice", "ice", "ice"];
  if (place.trek && (theme.key === "trek" || place.kind === "mount"))
    return ["trek-stage", "trek-stage", "trek-stage", "trek-stage", "trek-stage", "park"];
  if (place.game) return ["game-drive", "game-drive", "game-drive", "park"];
  switch (place.kind) {
    case "city":
    case "town": {
      // A food or market trip's days in town are at the stalls and the table before the sights.
      if (theme.key === "food") return ["food", "market", "city-first", "food", "market", "food", "city-more", "city-free"];
      if (theme.key === "markets") return ["market", "food", "city-first", "market", "food", "market", "city-more", "city-free"];
      // A night-out trip goes out every other night where the place is known for it.
      if (theme.key === "nightlife" && place.party)
        return ["nightlife", "city-first", "nightlife", "city-more", "nightlife", "food", "nightlife", "city-free"];
      const first: Activity[] = ["city-first"];
      if (place.party && (theme.style === "PARTY" || theme.key === "cities")) first.push("nightlife");
      return [...first, "city-more", "city-more", "city-free", "city-more", "food", "market", "city-more"];
    }
    case "village":
      return ["village", "village", "village"];
    case "site":
      return ["site"];
    case "park":
      return place.game
        ? ["game-drive", "game-drive", "game-drive", "park"]
        : place.trek
          ? ["trek-stage", "trek-stage", "trek-stage", "trek-stage", "park"]
          : ["park", "park", "park"];
    case "mount":
      return place.trek
        ? ["trek-stage", "trek-stage", "trek-stage", "trek-stage", "trek-stage", "mountain"]
        : ["mountain", "mountain", "mountain"];
    case "volcano":
      return theme.key === "volcano" ? ["volcano", "volcano", "mountain", "volcano", "park"] : ["volcano", "mountain", "park"];
    case "lake":
      return ["lake", "lake", "park", "lake"];
    case "desert":
      return ["desert", "desert", "desert", "desert"];
    case "beach":
      return ["beach-active", "beach", "beach", "beach-active", "beach"];
    case "island":
      return ["island", "beach", "beach-active", "island", "beach"];
    case "sea":
      return ["sea-day", "sea-day", "sea-day", "sea-day", "sea-day", "sea-day", "sea-day", "sea-day"];
    case "ice":
      return theme.key === "aurora" ? ["aurora", "ice", "aurora", "ice"] : ["ice", "ice", "ice"];
    case "forest":
      return ["forest", "forest", "forest"];
  }
}

/** Where an activity's texts run out in a trip, the next one to take from. */
const FALLBACK: Partial<Record<Activity, Activity>> = {
  "city-more": "city-free",
  "city-free": "food",
  food: "market",
  market: "city-more",
  beach: "beach-active",
  "beach-active": "island",
  surf: "beach-active",
  "boat-day": "beach-active",
  island: "beach",
  park: "forest",
  forest: "park",
  mountain: "park",
  lake: "park",
  volcano: "mountain",
  "game-drive": "park",
  aurora: "ice",
  ice: "mountain",
  village: "park",
  desert: "park",
};

/** Each day text's own title (./data/day-titles.ts), checked once against the texts it follows. */
const TITLE_OF_BODY: ReadonlyMap<Texts, Texts> = (() => {
  const titles = new Map<Texts, Texts>();
  const pair = (what: string, bodies: readonly Texts[] = [], own: readonly Texts[] = []) => {
    if (own.length > 0 && own.length !== bodies.length) throw new Error(`${what}: ${own.length} titles for ${bodies.length} texts`);
    own.forEach((title, i) => {
      titles.set(bodies[i]!, title);
    });
  };
  for (const [activity, own] of Object.entries(BODY_TITLES)) pair(activity, DAY_BODIES[activity as Activity], own);
  for (const [activity, traits] of Object.entries(TRAIT_BODY_TITLES)) {
    for (const [trait, own] of Object.entries(traits ?? {})) {
      pair(`${activity} ${trait}`, TRAIT_BODIES[activity as Activity]?.[trait as BodyKey], own);
    }
  }
  return titles;
})();

/** Whether a place opens the texts of a key: its trait, its harbour, or being a city. */
const opens = (place: Place, key: BodyKey) => (key === "city" ? place.kind === "city" : place[key]);

/** An activity's texts at a place: those true at every place of its kind, and those its traits open. */
const bodiesCache = new Map<string, readonly Texts[]>();
export function bodiesAt(activity: Activity, place: Place): readonly Texts[] {
  const traits = BODY_KEYS.filter((key) => opens(place, key) && TRAIT_BODIES[activity]?.[key]);
  if (traits.length === 0) return DAY_BODIES[activity];
  const key = `${activity}:${traits.join("+")}`;
  let texts = bodiesCache.get(key);
  if (!texts) {
    texts = [...DAY_BODIES[activity], ...traits.flatMap((trait) => TRAIT_BODIES[activity]![trait]!)];
    bodiesCache.set(key, texts);
  }
  return texts;
}

/** A trip runs in this many months at least (or all of its theme's, when fewer): a seasonal day text narrows them no further. */
const MIN_MONTHS = 4;

/** The hours a stay day moves the group: to a day trip's place and back (walking a trail or sailing is not a transfer). */
function stayHours(place: Place, visit: Place | null): number {
  return visit ? dayTripHours(distanceKm(place, visit)) : 0;
}

/**
 * The days of a trip: arrival, then for each overnight place its leg and its days (its own
 * activities and day trips to the places around it), then departure. No body is used twice in
 * a trip; titles name the day's place in every language.
 */
function planDays(
  random: Random,
  theme: TripTheme,
  stops: readonly RouteStop[],
  days: number,
): { itinerary: PlannedDay[]; months: ReadonlySet<number> | null } {
  const cap = EFFORT_CAP[theme.effort];
  const usedBodies = new Set<Texts>();
  const usedOwn = new Set<PlaceDay>();
  // The months the trip can run in, narrowed by each day that only some months allow (a swim, a boat on a
  // northern lake): a text that would leave fewer than MIN_MONTHS of them (or none) is not given.
  let months = seasonOf(
    stops.map((stop) => stop.place),
    theme.key,
  ).months;
  const fits = (body: Texts, place: Place) => {
    const own = textMonths(body, place);
    if (!own) return true;
    const next = bothMonths(months, own)!;
    return next.size >= Math.min(MIN_MONTHS, months?.size ?? 12) && next.size > 0;
  };
  const take = (body: Texts, place: Place) => {
    months = bothMonths(months, textMonths(body, place));
    return body;
  };
  const bodyFor = (texts: readonly Texts[], what: string, place?: Place): Texts => {
    const open = texts.filter((text) => !usedBodies.has(text) && (!place || fits(text, place)));
    if (open.length === 0) throw new Error(`no ${what} text left for a trip of ${days} days`);
    const text = random.pick(open);
    usedBodies.add(text);
    return place ? take(text, place) : text;
  };
  // A text of what the group does (never one standing in for a sight), or null when none is left.
  const activityBody = (activity: Activity, place: Place): [Activity, Texts] | null => {
    let current: Activity | undefined = activity;
    const seen = new Set<Activity>();
    while (current && !seen.has(current) && !showsSights(current, place)) {
      const texts = bodiesAt(current, place);
      if (texts.some((text) => !usedBodies.has(text) && fits(text, place))) return [current, bodyFor(texts, current, place)];
      seen.add(current);
      current = FALLBACK[current];
    }
    return null;
  };
  const rested = new Set<Place>();
  const ownDayOf = (place: Place, kind: string | undefined) =>
    kind ? ownDaysOf(place).find((day) => day[0] === kind && !usedOwn.has(day) && fits(day[2], place)) : undefined;

  // The day trips each stop offers, once in the trip, within the theme's longest transfer.
  const offered = new Set<Place>();
  const plans = stops.map((stop) => {
    const visits = dayTripsOf(stop.place).filter((visit) => {
      if (offered.has(visit) || distanceKm(stop.place, visit) > DAY_TRIP_KM || !inThemeSeason(visit, theme.key)) return false;
      if (dayTripHours(distanceKm(stop.place, visit)) > cap) return false;
      if (!theme.kinds.includes(visit.kind) && visit.kind !== "site" && !visit.must) return false;
      // A day out goes to see something by name.
      if (ownDaysOf(visit).length === 0) return false;
      offered.add(visit);
      return true;
    });
    // A voyage spends its days on the water: the harbours on the way are for a night.
    const transit = stop.transit === true || (VOYAGES[theme.key] !== undefined && stop.place.landmass !== "sea" && stops.length > 1);
    // A must place is seen first.
    visits.sort((a, b) => Number(b.must) - Number(a.must));
    const activities = stayActivities(stop.place, theme);
    const kept = transit ? [] : visits;
    return { stop, visits: kept, activities, stay: transit ? 0 : 1, room: transit ? 0 : stayRoom(stop.place, activities, kept.length) };
  });
  // Spare days go to day trips first (for a themed trip, those the theme is about), then where a
  // stay has the most to offer: above all a stay the theme is about.
  let spare = days - 2 - (stops.length - 1) - plans.reduce((sum, plan) => sum + plan.stay, 0);
  const themed = THEME_DAYS[theme.key] !== undefined;
  const core = (plan: (typeof plans)[number]) =>
    themed && (isCore(plan.stop.place, theme, false) || plan.visits.some((visit) => isCore(visit, theme, false)));
  const weight = (plan: (typeof plans)[number]) =>
    core(plan)
      ? 8
      : plan.stop.place.kind === "sea" || plan.stop.place.trek || plan.stop.place.game
        ? 3
        : plan.stop.place.kind === "city" && !themed
          ? 2
          : 1;
  for (const plan of plans) {
    for (const visit of plan.visits) {
      if (visit.must && spare > 0 && plan.stay > 0 && plan.stay < plan.room) {
        plan.stay++;
        spare--;
      }
    }
  }
  for (const plan of plans) {
    const worth = (themed ? plan.visits.filter((visit) => isCore(visit, theme, false)) : plan.visits).filter((visit) => !visit.must);
    for (let v = 0; v < worth.length && spare > 0 && plan.stay > 0 && plan.stay < plan.room; v++) {
      plan.stay++;
      spare--;
    }
  }
  // A stay gets no more days than it can fill with its own days, what it does and one free day: what no stay can fill
  // makes the trip shorter.
  while (spare > 0) {
    const open = plans.filter(
      (plan, i) =>
        (i < plans.length - 1 || plans.length === 1) && (plan.stay > 0 || plans.length === 1) && plan.stay < Math.max(1, plan.room),
    );
    if (open.length === 0) break;
    // A themed trip gives its spare days to the stays it is about, when it has any.
    const about = open.filter(core);
    const pool = (about.length > 0 ? about : open).flatMap((plan) => Array<typeof plan>(weight(plan)).fill(plan));
    random.pick(pool).stay++;
    spare--;
  }

  // Leg days name their places and fit their hours (./leg-days.ts); a stop on the way is never a place the trip stays at or visits.
  const legs = legTrip([...stops.map((stop) => stop.place), ...offered]);
  // The day trips' seasons count too (a summer-only pass seen from a town).
  months = seasonOf([...stops.map((stop) => stop.place), ...offered], theme.key).months;
  const itinerary: PlannedDay[] = [];
  // Numbered days (trek stages, days under sail) count on through the trip when it comes back to a place.
  const counts = new Map<string, number>();
  const gateway = stops[0]!.place;
  itinerary.push({
    hours: 1,
    title: perLanguage((lang) => fill(TEXT.ARRIVAL_TITLE[lang], { at: gateway.arrival[lang] })),
    body: bodyFor(DAY_BODIES.arrival, "arrival"),
    places: [gateway],
    kind: "arrival",
  });
  plans.forEach((plan, i) => {
    const place = plan.stop.place;
    if (i > 0) {
      const from = stops[i - 1]!.place;
      const mode = plan.stop.arriveBy!;
      const hours = legHours(mode, from, place);
      const back = stops.slice(0, i).some((earlier) => earlier.place === place);
      itinerary.push({
        hours,
        title: perLanguage((lang) => `${from.names[lang]} – ${place.names[lang]}`),
        // One draw from the trip's stream per leg day, as when a leg's text was picked from a list.
        body: legDayBody({ from, to: place, mode, hours, back }, random.next(), legs),
        places: [from, place],
        kind: mode,
      });
    }
    // A stay whose own place is not what the trip is about starts with the day trip that is.
    const here = isCore(place, theme, false);
    const visits = (
      here ? [...plan.visits] : [...plan.visits].sort((a, b) => Number(isCore(b, theme, false)) - Number(isCore(a, theme, false)))
    ).sort((a, b) => Number(b.must) - Number(a.must));
    const startsAway = !here && visits.length > 0 && isCore(visits[0]!, theme, false);
    const activities = plan.activities;
    let own = 0;
    for (let d = 0; d < plan.stay; d++) {
      // The first day at a place is its own; day trips follow, then the rest of its days.
      const visit = (d > 0 || startsAway) && visits.length > 0 ? visits.shift()! : null;
      // A long stay goes round its place's activities again.
      // A day out is for what the place is (its lights are for the nights at the base, its snow for a stay).
      const drawnActivity = visit
        ? (stayActivities(visit, theme).find((activity) => activity !== "aurora" && activity !== "snow") ?? "site")
        : activities[own++ % activities.length]!;
      const named = visit ?? place;
      // A trek's first stage promises the next: a day out, or a stay too short for two stages, is a day walk there.
      const wantedActivity =
        drawnActivity === "trek-stage" && (visit !== null || plan.stay < 2)
          ? named.kind === "mount"
            ? "mountain"
            : "park"
          : drawnActivity;
      // A place's own day of the kind wanted comes first, in its order (a trek's stages as they are walked); a
      // sightseeing day whose kind has none left takes another of its sights, and a day out any of its own days.
      let ownDay = ownDayOf(named, OWN_KIND[wantedActivity]);
      if (!ownDay && showsSights(wantedActivity, named)) ownDay = ownDayOf(named, "see");
      if (!ownDay && visit) ownDay = ownDaysOf(visit).find((day) => !usedOwn.has(day) && fits(day[2], visit));
      if (ownDay) {
        usedOwn.add(ownDay);
        take(ownDay[2], named);
        itinerary.push({
          hours: stayHours(place, visit),
          title: ownDay[1],
          body: ownDay[2],
          places: visit ? [visit] : [place],
          kind: wantedActivity,
        });
        plan.stop.nights++;
        continue;
      }
      // Then what the group does there (a market, a beach, a game drive), never a text standing in for a sight;
      // then an honest free day; a day nothing fills is not given.
      let generic = showsSights(wantedActivity, named) ? null : activityBody(wantedActivity, named);
      for (let k = 0; !generic && !visit && k < activities.length; k++) {
        const next = activities[(own + k) % activities.length]!;
        if (!showsSights(next, named)) generic = activityBody(next, named);
      }
      // One free day at a place, whose title says so.
      if (!generic && !rested.has(named)) {
        generic = activityBody("rest", named) ?? (named.kind === "city" || named.kind === "town" ? activityBody("city-free", named) : null);
        if (generic) rested.add(named);
      }
      if (!generic) continue;
      const [activity, body] = generic;
      const counted = `${activity}@${named.alpha3}${named.index}`;
      const n = (counts.get(counted) ?? 0) + 1;
      counts.set(counted, n);
      const title = TITLE_OF_BODY.get(body) ?? DAY_TITLES[activity];
      itinerary.push({
        hours: stayHours(place, visit),
        title: perLanguage((lang) => (title[lang] ? fill(title[lang], { place: named.names[lang], n: String(n) }) : named.names[lang])),
        body,
        places: visit ? [visit] : [place],
        kind: activity,
      });
      plan.stop.nights++;
    }
    // The night of the arrival or of the leg that reached it.
    plan.stop.nights++;
  });
  const end = stops[stops.length - 1]!.place;
  itinerary.push({
    hours: 1,
    title: perLanguage((lang) => fill(TEXT.DEPARTURE_TITLE[lang], { from: end.from[lang] })),
    body: bodyFor(DAY_BODIES.departure, "departure"),
    places: [end],
    kind: "departure",
  });
  return { itinerary, months };
}
