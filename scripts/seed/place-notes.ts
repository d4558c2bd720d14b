import { climateAvoids } from "./data/climate";
import type { Activity } from "./data/day-texts";
import { PLACE_DAYS, type PlaceDay, type PlaceDayKind } from "./data/place-days";
import type { Place } from "./destinations";
import type { PlannedDay } from "./trips";

/**
 * What the seed knows of a place beyond the destination tables (./data/place-days): its own
 * days, which an itinerary gives before any text that stands in at every place of its kind;
 * the months it can be visited in; and what a trip's days cost beyond the daily rate.
 */

/** The kind of a place's own day that can stand for an activity (none: the activity's texts always serve). */
export const OWN_KIND: Readonly<Partial<Record<Activity, PlaceDayKind>>> = {
  "city-first": "see",
  "city-more": "see",
  "city-free": "see",
  village: "see",
  site: "see",
  park: "see",
  mountain: "see",
  volcano: "see",
  lake: "see",
  desert: "see",
  forest: "see",
  ice: "see",
  island: "see",
  food: "food",
  market: "food",
  nightlife: "night",
  "trek-stage": "trek",
  "game-drive": "game",
  "boat-day": "boat",
  "sea-day": "boat",
  beach: "beach",
  "beach-active": "beach",
  surf: "beach",
};

/** What ./data/place-days holds of a place, by its country and English name. */
const notesOf = (place: Place) => PLACE_DAYS[`${place.alpha3} ${place.names[0]}`];

/** A place's own days (./data/place-days), by the place. */
export const ownDaysOf = (place: Place): readonly PlaceDay[] => notesOf(place)?.days ?? [];

/** What a day costs beyond the daily rate, in EUR cents, by what it is. */
const EXTRA_EUR: Readonly<Partial<Record<PlannedDay["kind"], number>>> = {
  "game-drive": 15_000,
  "trek-stage": 4_000,
  "sea-day": 6_000,
  "boat-day": 5_000,
  sail: 6_000,
  flight: 15_000,
};
/**
 * What a day in a country costs beyond its continent's rate, in EUR cents: Bhutan's daily fee
 * for every visitor, and the countries whose hotels, meals and guides cost well above their
 * continent's (the Alps' and the North's prices, Japan's).
 */
const COUNTRY_EXTRA_EUR: Readonly<Record<string, number>> = {
  BTN: 9_000,
  CHE: 7_000,
  NOR: 6_000,
  ISL: 7_000,
  GRL: 9_000,
  DNK: 3_000,
  SWE: 3_000,
  FIN: 3_000,
  JPN: 4_000,
};

export function extraCostEur(itinerary: readonly PlannedDay[]): number {
  return itinerary.reduce(
    (sum, day) => sum + (EXTRA_EUR[day.kind] ?? 0) + (COUNTRY_EXTRA_EUR[day.places[day.places.length - 1]!.alpha3] ?? 0),
    0,
  );
}

/** The months of a place's season, from its first to its last (wrapping the year), or null for all year. */
function monthsOf(place: Place): number[] | null {
  const months = notesOf(place)?.months;
  // Its monsoon, cyclone season or desert heat (./data/climate.ts) takes months off any season.
  const avoided = climateAvoids(place)?.months;
  const all = months ? span(months) : avoided ? span([1, 12]) : null;
  return all && avoided ? all.filter((month) => !avoided.includes(month)) : all;
}

/**
 * The months a theme's trips run in, by country ("*": any country): winter and its snow, dark
 * skies for the northern lights, the Antarctic summer, and the sailing season of waters that
 * have one (the Mediterranean's, the North's short summer).
 */
const THEME_MONTHS: Readonly<Record<string, Readonly<Record<string, readonly [number, number]>>>> = {
  winter: { "*": [12, 3] },
  aurora: { "*": [9, 3] },
  expedition: { "*": [11, 3] },
  sailing: { ITA: [5, 10], FRA: [5, 10], HRV: [5, 10], GRC: [5, 10], TUR: [5, 10], NOR: [6, 8], SWE: [6, 8], GRL: [7, 8] },
};

const span = ([first, last]: readonly [number, number]): number[] =>
  Array.from({ length: ((last - first + 12) % 12) + 1 }, (_, i) => ((first - 1 + i) % 12) + 1);

/** The months a theme's trips run in, in a country; null when any month will do. */
function themeMonths(theme: string | undefined, country: string): Set<number> | null {
  const themed = theme ? THEME_MONTHS[theme] : undefined;
  const own = themed?.[country] ?? themed?.["*"];
  return own ? new Set(span(own)) : null;
}

/** Whether a place can be visited in some month its theme's trips run in (a summer pass is no winter trip's). */
export function inThemeSeason(place: Place, theme: string): boolean {
  const months = monthsOf(place);
  const themed = themeMonths(theme, place.alpha3);
  return !months || !themed || months.some((month) => themed.has(month));
}

/**
 * The months a trip can run in: those its theme runs in and every one of its places can be
 * visited in (null: any month), and whether its places' seasons clash (share no month), when
 * the months are those of all but the places that clash.
 */
export function seasonOf(places: readonly Place[], theme?: string): { months: ReadonlySet<number> | null; clash: boolean } {
  let shared = themeMonths(theme, places[0]?.alpha3 ?? "");
  let clash = false;
  for (const place of places) {
    const months = monthsOf(place);
    if (!months) continue;
    const next: Set<number> = shared ? new Set(months.filter((month) => shared!.has(month))) : new Set(months);
    if (next.size === 0) clash = true;
    else shared = next;
  }
  return { months: shared, clash };
}
