import type { TravelStyle } from "../../workers/db/schema";
import type { Names } from "./countries";
import type { Activity } from "./data/day-texts";
import type { Scene, TripTheme } from "./data/trip-themes";
import { DESTINATIONS, type DestinationInfo, LANGS, type Lang, type Place, slotFor } from "./destinations";
import { SIGHTSEEING } from "./stay-days";
import type { PlannedDay } from "./trip-types";

/** A trip's words beyond its days: templates filled per language, its title, its scene and its moods. */

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
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return fillBy(template, (slot) => values[slot]);
}

/** Fills a template's {slot} parts with what `lookup` gives for each; a slot it has no value for is an error. */
export function fillBy(template: string, lookup: (slot: string) => string | undefined): string {
  let parts = compiled.get(template);
  if (!parts) {
    parts = template.split(/\{(\w+)\}/);
    compiled.set(template, parts);
  }
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const value = lookup(parts[i]!);
    if (value === undefined) throw new Error(`no value for {${parts[i]}} in "${template}"`);
    out += value + parts[i + 1]!;
  }
  return out;
}

export const perLanguage = (make: (lang: Lang) => string): Names => LANGS.map(make) as unknown as Names;

// Titles repeat across trips: each is written once (the seed scales to 100x).
const titles = new Map<string, Names>();
export function titleOf(codes: string, theme: TripTheme, destinations: readonly DestinationInfo[], plain = false): Names {
  const key = `${codes}:${theme.key}${plain ? ":plain" : ""}`;
  let title = titles.get(key);
  if (!title) {
    const words = plain && theme.plainTitle ? theme.plainTitle : theme.title;
    title = perLanguage((lang) =>
      fill(words[lang], {
        in: slotFor(lang, "in", destinations),
        of: slotFor(lang, "of", destinations),
        de: slotFor(lang, "de", destinations),
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
export function titleKept(theme: TripTheme, itinerary: readonly PlannedDay[], route: readonly Place[]): boolean {
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
export const IN_SLOT = { key: "@in", title: ["{in}", "{in}", "{in}", "{in}", "{in}"] } as unknown as TripTheme;

/** The days that make a trip restful. */
const RESTFUL_DAYS: ReadonlySet<string> = new Set(["beach", "beach-active", "island", "lake", "boat-day", "sea-day", "sail"]);

/** The moods a trip's places support beside its theme's: a night out needs a place known for one. */
export function moodsOf(theme: TripTheme, places: readonly Place[], itinerary: readonly PlannedDay[]): TravelStyle[] {
  const kinds = new Set(places.map((place) => place.kind));
  // A trip is a party trip only when it goes out at night somewhere known for it.
  const party = places.some((place) => place.party) && (theme.style === "PARTY" || itinerary.some((day) => day.kind === "nightlife"));
  // A party trip needs a place known for its nights out; without one it is a trip to relax or to see a city.
  const own: TravelStyle =
    theme.style !== "PARTY" || party ? theme.style : itinerary.some((day) => RESTFUL_DAYS.has(day.kind)) ? "RELAX" : "CULTURE";
  const moods = new Set<TravelStyle>([own]);
  if (party) moods.add("PARTY");
  if (kinds.has("site")) moods.add("HISTORY");
  if (["park", "mount", "forest", "volcano", "ice", "desert"].some((kind) => kinds.has(kind as Place["kind"]))) moods.add("NATURE");
  // Relax is for days by the water at rest (a beach, a lake, a day on a boat), never an expedition's.
  if (theme.key !== "expedition" && itinerary.some((day) => RESTFUL_DAYS.has(day.kind))) moods.add("RELAX");
  if (kinds.has("city") || kinds.has("town")) moods.add("CULTURE");
  return [...moods].slice(0, 3);
}
