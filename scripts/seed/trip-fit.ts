import type { Activity } from "./data/day-texts";
import type { TripTheme } from "./data/trip-themes";
import { DESTINATIONS, type DestinationInfo, type Place } from "./destinations";
import { distanceKm } from "./geography";
import { inThemeSeason } from "./place-notes";
import type { Random } from "./prng";
import { CRUISE_DAY_KM, isHop, onIsland, type RouteStop, SAIL_DAY_KM } from "./route-rule";
import { type PlannedDay, TOUR_THEMES, VOYAGES, TRAVEL_DAYS } from "./trip-types";
import { isTown } from "./place-forms";

/** Which places fit a trip's theme, what it must reach, and which countries and themes go together. */

/** A place's places to visit on day trips: those whose base it is. */
const dayTripsCache = new Map<Place, Place[]>();
export function dayTripsOf(place: Place): Place[] {
  let trips = dayTripsCache.get(place);
  if (!trips) {
    trips = DESTINATIONS.get(place.alpha3)!.places.filter((other) => other.base === place);
    dayTripsCache.set(place, trips);
  }
  return trips;
}

/** Whether a theme's trip would stay at a place: it fits the theme, or is the base of something that does. */
export function fitsTheme(place: Place, theme: TripTheme): boolean {
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
export function isCore(place: Place, theme: TripTheme, near = true): boolean {
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
export const lodgingOf = (place: Place) => place.base ?? place;

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
 * it can see each country's must places, island hopping hops, a trip of towns sleeps in two
 * towns at least.
 */
export function keepsPromise(stops: readonly RouteStop[], destinations: readonly DestinationInfo[], theme: TripTheme): boolean {
  if (theme.key === "cities" && new Set(stops.filter((stop) => isTown(stop.place)).map((stop) => stop.place)).size < 2) return false;
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
  lakes: ["lake", "mountain"],
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

/** The share of a trip's stay days spent on its theme's own days; null for a theme that promises no particular day. */
export function themeShare(theme: TripTheme, itinerary: readonly PlannedDay[]): number | null {
  const wanted = THEME_DAYS[theme.key];
  if (!wanted) return null;
  const stays = itinerary.filter((day) => !TRAVEL_DAYS.has(day.kind));
  if (stays.length === 0) return 0;
  return stays.filter((day) => wanted.includes(day.kind as Activity)).length / stays.length;
}

/** Whether the places a trip visits keep its title's plural: "National parks of Kenya" goes to two parks (or mountains, lakes, forests) at least. */
export function visitsKeepTitle(theme: TripTheme, route: readonly Place[]): boolean {
  return theme.key !== "wild" || route.filter((place) => WILD_KINDS.has(place.kind)).length >= 2;
}

/**
 * The theme days a trip of this many days owes its title, whatever its travel days: a third of
 * them, and two from four days on (a "Trekking in Nepal" of nine days walks three stages at least).
 */
export const themeDaysOwed = (days: number) => (days < 4 ? 1 : Math.max(2, Math.floor(days / 3)));

/**
 * Whether a themed trip keeps its theme's share of its stays and the theme days it owes, with
 * one of them at least in each of its countries ("Trekking in the United States and Canada"
 * walks in both); true for a theme that promises none.
 */
export function keepsThemeDays(theme: TripTheme, itinerary: readonly PlannedDay[]): boolean {
  const wanted = THEME_DAYS[theme.key];
  if (!wanted) return true;
  const themed = itinerary.filter((day) => wanted.includes(day.kind as Activity));
  const countries = new Set(itinerary.filter((day) => !TRAVEL_DAYS.has(day.kind)).map((day) => day.places[0]!.alpha3));
  const themedIn = new Set(themed.map((day) => day.places[0]!.alpha3));
  return (
    (themeShare(theme, itinerary) ?? 1) >= THEME_SHARE &&
    themed.length >= themeDaysOwed(itinerary.length) &&
    [...countries].every((country) => themedIn.has(country))
  );
}

/** The places of a country a theme's route can stay at. */
const candidateCache = new Map<string, Place[]>();
export function candidates(destination: DestinationInfo, theme: TripTheme): Place[] {
  const key = `${destination.country.alpha3}:${theme.key}`;
  let places = candidateCache.get(key);
  if (!places) {
    places = destination.places.filter((place) => fitsTheme(place, theme) && inThemeSeason(place, theme.key));
    candidateCache.set(key, places);
  }
  return places;
}

/** The sailing waters of a country a voyage can spend its days in, and the harbours near them. */
export function voyageWaters(destination: DestinationInfo, mode: "sail" | "cruise"): { waters: Place[]; harbours: Place[] } {
  const reach = mode === "sail" ? SAIL_DAY_KM : CRUISE_DAY_KM;
  const waters = destination.places.filter((place) => place.landmass === "sea" && !place.base);
  const harbours = destination.places.filter(
    (place) => place.port && !place.base && place.kind !== "sea" && waters.some((water) => distanceKm(place, water) <= reach),
  );
  return { waters, harbours };
}

const themesCache = new Map<string, TripTheme[]>();
export function themesFor(destinations: readonly DestinationInfo[]): TripTheme[] {
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
export function pickDestinations(random: Random, first: DestinationInfo): DestinationInfo[] {
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
 * Where the northern lights are a night's outing: under the auroral oval (Reykjavík, Fairbanks,
 * Lapland), or a little south of it away from a city's lights (Yellowknife); Helsinki or Oslo
 * see them too seldom to sell a night after them.
 */
const AURORA_LAT = 64;
const AURORA_DARK_LAT = 62;

/** Far enough north or south for the lights on a clear winter night, away from the open sea. */
export const auroraSky = (place: Place) =>
  place.kind !== "sea" && (Math.abs(place.lat) >= AURORA_LAT || (Math.abs(place.lat) >= AURORA_DARK_LAT && place.kind !== "city"));

/** Cities this far from the equator have snow near them in winter (Zurich, Munich, Montreal). */
export const SNOWY_LAT = 45;
