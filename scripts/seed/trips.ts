import type { PhysicalEffort } from "../../workers/services/trips/types";
import type { Names } from "./countries";
import * as TEXT from "./data/itinerary-texts";
import type { Scene, TripTheme } from "./data/trip-themes";
import { DESTINATIONS, LANGS, joinNames, slotFor, type DestinationInfo, type Lang, type Place } from "./destinations";
import type { Random } from "./prng";
import type { RouteStop } from "./route-rule";

/**
 * A trip drawn from the destination tables: its countries (neighbours only), a theme that
 * fits all of them, a route through their places, day by day, and the words for all of it in
 * the five catalogue languages.
 */
export type PlannedDay = { hours: number; title: Names; body: Names; places: readonly Place[] };
export type TripPlan = {
  destinations: readonly DestinationInfo[];
  theme: TripTheme;
  days: number;
  /** The places visited, in order, the arrival first (a place may come back at the end). */
  route: readonly Place[];
  /** The overnight places in order, each with the mode of the leg that reaches it. */
  stops: readonly RouteStop[];
  itinerary: readonly PlannedDay[];
  title: Names;
  description: Names;
  scene: Scene;
  effort: PhysicalEffort;
};

type Transfer = { index: number; mode: keyof typeof TEXT.TRANSFER_BODIES; gap: number };
/** Places this far apart in their table are a flight away (the tables follow the map). */
const FLIGHT_GAP = 4;

/** The longest transfer each physical effort allows (001 §9: up to 3 h low, up to 6 h medium). */
const EFFORT_HOURS: Readonly<Record<PhysicalEffort, readonly [usual: [number, number], longest: [number, number]]>> = {
  LOW: [
    [1, 3],
    [2, 3],
  ],
  MEDIUM: [
    [2, 5],
    [4, 6],
  ],
  HIGH: [
    [3, 6],
    [7, 9],
  ],
};
const TOUR_THEMES = (theme: TripTheme) => !theme.oneCity && theme.key !== "expedition";

/** The places of a country that a theme's route can visit (the arrival city is the start, not a stop). */
const candidateCache = new Map<string, Place[]>();
function candidates(destination: DestinationInfo, theme: TripTheme, isFirst: boolean): Place[] {
  const key = `${destination.country.alpha3}:${theme.key}:${isFirst}`;
  let places = candidateCache.get(key);
  if (!places) {
    places = destination.places.filter((place, i) => (!isFirst || i > 0) && theme.kinds.includes(place.kind));
    candidateCache.set(key, places);
  }
  return places;
}

const themesCache = new Map<string, TripTheme[]>();
function themesFor(destinations: readonly DestinationInfo[]): TripTheme[] {
  const key = destinations.map((d) => d.country.alpha3).join("+");
  const cached = themesCache.get(key);
  if (cached) return cached;
  const [first, ...rest] = destinations;
  const themes = first!.themes.filter(
    (theme) =>
      (rest.length === 0 || TOUR_THEMES(theme)) &&
      rest.every((other) => other.themes.includes(theme)) &&
      destinations.every((destination, i) => theme.oneCity || candidates(destination, theme, i === 0).length > 0),
  );
  themesCache.set(key, themes);
  return themes;
}

/** One to three countries: the first, then a neighbour of the last one in (a route crosses borders in turn), sharing a theme. */
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

/** The scene a place's artwork shows. */
function sceneOf(place: Place, continent: string): Scene {
  switch (place.kind) {
    case "city":
    case "town":
      return "city";
    case "site":
      return continent === "AS" ? "temple" : "ruins";
    case "park": {
      // A park looks like its country: savanna where there are safaris, rock and sand in desert lands.
      const themes = DESTINATIONS.get(place.alpha3)!.themes;
      return themes.some((t) => t.key === "safari") ? "savanna" : themes.some((t) => t.key === "desert") ? "desert" : "countryside";
    }
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
      return "islands";
    case "ice":
      return "ice";
    case "forest":
      return continent === "EU" ? "countryside" : "jungle";
    case "village":
      return "countryside";
    case "sea":
      return "islands";
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

// Titles and day titles repeat across trips: each is written once (the seed scales to 100x).
const titles = new Map<string, Names>();
function titleOf(codes: string, theme: TripTheme, destinations: readonly DestinationInfo[]): Names {
  const key = `${codes}:${theme.key}`;
  let title = titles.get(key);
  if (!title) {
    title = perLanguage((lang) =>
      fill(theme.title[lang], {
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

/** A pseudo-theme whose "title" is the trip's "in" slot, so descriptions share titleOf's cache. */
const IN_SLOT = { key: "@in", title: ["{in}", "{in}", "{in}", "{in}", "{in}"] } as unknown as TripTheme;

type DayTitles = { arrival: Names; departure: Names; free: Names; around: Names };
const dayTitles = new Map<Place, DayTitles>();
function dayTitlesOf(place: Place): DayTitles {
  let texts = dayTitles.get(place);
  if (!texts) {
    texts = {
      arrival: perLanguage((lang) => fill(TEXT.ARRIVAL_TITLE[lang], { at: place.arrival[lang] })),
      departure: perLanguage((lang) => fill(TEXT.DEPARTURE_TITLE[lang], { from: place.from[lang] })),
      free: perLanguage((lang) => fill(TEXT.FREE_DAY_TITLE[lang], { at: place.at[lang] })),
      around: perLanguage((lang) => fill(TEXT.SURROUNDINGS_TITLE[lang], { place: place.names[lang] })),
    };
    dayTitles.set(place, texts);
  }
  return texts;
}

/**
 * Plans one trip. `used` counts the trips already planned per countries and theme: the least
 * used theme wins, and a repeat gets a subtitle naming two of its places, so titles differ.
 */
export function planTrip(random: Random, first: DestinationInfo, used: Map<string, number>): TripPlan {
  const destinations = pickDestinations(random, first);
  const codes = destinations.map((d) => d.country.alpha3).join("+");
  const themes = themesFor(destinations);
  const least = Math.min(...themes.map((theme) => used.get(`${codes}:${theme.key}`) ?? 0));
  const theme = random.pick(themes.filter((t) => (used.get(`${codes}:${t.key}`) ?? 0) === least));
  const repeat = least > 0;
  used.set(`${codes}:${theme.key}`, least + 1);
  // No more days than the route has places for (three a place at most).
  const room = theme.oneCity ? theme.days[1] : 3 + 3 * destinations.reduce((sum, d, i) => sum + candidates(d, theme, i === 0).length, 0);
  const days = Math.min(random.int(theme.days[0], theme.days[1]), Math.max(theme.days[0], room));

  const gateway = first.places[0]!;
  const { route, visits, returnTo } = theme.oneCity
    ? { route: [gateway], visits: [days - 2], returnTo: null }
    : planRoute(random, destinations, theme, days);
  const itinerary = planDays(random, theme, route, visits, returnTo);
  const effort = itinerary.some((day) => day.hours > EFFORT_HOURS.MEDIUM[1][1])
    ? "HIGH"
    : itinerary.some((day) => day.hours > EFFORT_HOURS.LOW[1][1])
      ? "MEDIUM"
      : "LOW";

  const stops = [...new Set(route)];
  const highlights = stops.length > 2 ? [stops[1]!, stops[stops.length - 1]!] : stops.slice(0, 2);
  const baseTitle = titleOf(codes, theme, destinations);
  const title = perLanguage((lang) => {
    const base = baseTitle[lang];
    if (!repeat || highlights.length < 2) return base;
    return `${base}${lang === 3 ? " : " : ": "}${joinNames(
      lang,
      highlights.map((place) => place.names[lang]),
    )}`;
  });
  const where = titleOf(codes, IN_SLOT, destinations);
  const description = perLanguage((lang) =>
    fill(TEXT.DESCRIPTION[lang], {
      days: String(days),
      in: where[lang],
      stops: joinNames(
        lang,
        stops.slice(0, 4).map((place) => place.names[lang]),
      ),
      pitch: theme.pitch[lang],
    }),
  );
  const scenes = stops.slice(1).map(placeScene);
  const counts = new Map<Scene, number>();
  for (const scene of scenes) counts.set(scene, (counts.get(scene) ?? 0) + 1);
  const dominant = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? placeScene(gateway);
  const routeStops: RouteStop[] = route.map((place, i) => ({ place, arriveBy: i === 0 ? null : "road", nights: 1 }));
  return { destinations, theme, days, route, stops: routeStops, itinerary, title, description, scene: theme.scene ?? dominant, effort };
}

/**
 * Stops for the days between arrival and departure: about one every two or three days, each
 * country with at least one, in the order of its table (which follows the map), and a last
 * leg back to a city when the route ends somewhere no flight leaves from.
 */
function planRoute(
  random: Random,
  destinations: readonly DestinationInfo[],
  theme: TripTheme,
  days: number,
): { route: Place[]; visits: number[]; returnTo: Place | null } {
  const middle = days - 2;
  const pools = destinations.map((destination, i) => candidates(destination, theme, i === 0));
  const available = pools.reduce((sum, pool) => sum + pool.length, 0);
  let count = Math.max(destinations.length, Math.min(available, Math.round(middle / 2.4)));
  const quotas = pools.map(() => 1);
  while (quotas.reduce((a, b) => a + b, 0) < count) {
    const open = quotas.map((_, i) => i).filter((i) => quotas[i]! < pools[i]!.length);
    if (open.length === 0) break;
    quotas[random.pick(open)]!++;
  }
  count = quotas.reduce((a, b) => a + b, 0);
  // A run of neighbouring entries of each table: one region, not zigzags across the map.
  const stops = pools.flatMap((pool, i) => {
    const start = random.int(0, pool.length - quotas[i]!);
    return pool.slice(start, start + quotas[i]!);
  });
  const last = stops[stops.length - 1]!;
  const home = destinations[destinations.length - 1]!.places[0]!;
  let returnTo = last.kind === "city" || last === home ? null : home;
  if (returnTo && count + 1 > middle) returnTo = null;
  const route = [destinations[0]!.places[0]!, ...stops.slice(0, Math.max(1, Math.min(count, middle - (returnTo ? 1 : 0))))];
  const visits = route.map(() => 0);
  let spare = middle - (route.length - 1) - (returnTo ? 1 : 0);
  if (spare > 0) {
    visits[0] = 1;
    spare--;
  }
  while (spare > 0) {
    const fewest = Math.min(...visits);
    const open = visits.map((_, i) => i).filter((i) => visits[i] === fewest);
    visits[random.pick(open)]!++;
    spare--;
  }
  return { route, visits, returnTo };
}

function planDays(
  random: Random,
  theme: TripTheme,
  route: readonly Place[],
  visits: readonly number[],
  returnTo: Place | null,
): PlannedDay[] {
  const days: PlannedDay[] = [];
  const transfers: Transfer[] = [];
  const effort = theme.effort;
  const [usual] = EFFORT_HOURS[effort];
  const gateway = route[0]!;
  days.push({
    hours: 1,
    title: dayTitlesOf(gateway).arrival,
    body: TEXT.ARRIVAL_BODY,
    places: [gateway],
  });
  const visit = (place: Place, count: number) => {
    for (let j = 0; j < count; j++) {
      const group = TEXT.VISIT_GROUP[place.kind];
      const urban = group === "urban";
      if (urban && j >= 2) {
        days.push({
          hours: 0,
          title: dayTitlesOf(place).free,
          body: TEXT.FREE_DAY_BODY,
          places: [place],
        });
        continue;
      }
      days.push({
        hours: random.int(0, effort === "LOW" ? 1 : 2),
        title: urban && j === 1 ? dayTitlesOf(place).around : place.names,
        body: TEXT.VISIT_BODIES[group][j % 2]!,
        places: [place],
      });
    }
  };
  const move = (from: Place, to: Place) => {
    const mode: Transfer["mode"] =
      from.alpha3 !== to.alpha3
        ? "border"
        : Math.abs(to.index - from.index) >= FLIGHT_GAP
          ? "flight"
          : to.kind === "island" || (from.kind === "island" && to.kind !== "city")
            ? "ferry"
            : "road";
    transfers.push({ index: days.length, mode, gap: from.alpha3 !== to.alpha3 ? FLIGHT_GAP : Math.abs(to.index - from.index) });
    days.push({
      hours: random.int(usual[0], usual[1]),
      title: perLanguage((lang) => `${from.names[lang]} – ${to.names[lang]}`),
      body: random.pick(TEXT.TRANSFER_BODIES[mode]),
      places: [from, to],
    });
  };
  visit(gateway, visits[0]!);
  for (let i = 1; i < route.length; i++) {
    move(route[i - 1]!, route[i]!);
    visit(route[i]!, visits[i]!);
  }
  const end = returnTo ?? route[route.length - 1]!;
  if (returnTo) move(route[route.length - 1]!, returnTo);
  days.push({
    hours: 1,
    title: dayTitlesOf(end).departure,
    body: TEXT.DEPARTURE_BODY,
    places: [end],
  });
  // The trip's physical effort is its longest transfer: one leg (a road one if there is) takes it.
  if (transfers.length > 0) {
    const [, longest] = EFFORT_HOURS[effort];
    // The farthest road leg (the tables follow the map), else any.
    const roads = transfers.filter((t) => t.mode === "road" || t.mode === "border");
    const leg = roads.length > 0 ? roads.reduce((far, t) => (t.gap > far.gap ? t : far)) : random.pick(transfers);
    days[leg.index]!.hours = random.int(longest[0], longest[1]);
  }
  return days;
}
