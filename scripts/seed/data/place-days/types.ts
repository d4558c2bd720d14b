import type { Texts } from "../day-texts";

/**
 * What a place's own day is, so the itinerary gives it where the trip wants that kind of day:
 * - `see`: its sights, streets, landmark or landscape, on foot, by boat or by coach (any day at
 *   a town, site, park, mountain, lake, desert, forest, volcano, beach or island);
 * - `food`: its dishes, drinks, food market or producers, by name;
 * - `trek`: one stage of the walk it is known for, in the order they are walked;
 * - `game`: a game drive or walking safari;
 * - `boat`: a day on the water from here (island hopping, a cruise on the bay, snorkelling);
 * - `beach`: a beach day, with what its beach offers (swimming, surf, snorkelling);
 * - `night`: an evening out, where the place is known for one.
 */
export const PLACE_DAY_KINDS = ["see", "food", "trek", "game", "boat", "beach", "night"] as const;
export type PlaceDayKind = (typeof PLACE_DAY_KINDS)[number];

/** One day at a place, in the catalogue's languages (en, it, es, fr, de): what it is, its title and its text. */
export type PlaceDay = readonly [kind: PlaceDayKind, title: Texts, body: Texts];

/**
 * A place's own days, and when it can be visited.
 * - `days`: each a different day, naming what is seen or done there.
 * - `months`: [first, last] (1–12, inclusive, may wrap the year: [11, 3]) when a group can
 *   do what the days say (a pass or highland road open, a trek out of the snow, camps open,
 *   the sea calm enough to sail); left out where any month will do.
 */
export type PlaceNotes = { readonly days: readonly PlaceDay[]; readonly months?: readonly [number, number] };

/** Places by their country's alpha-3 code and English name, as the destination tables write it ("ITA Venice"). */
export type PlaceDayTable = Readonly<Record<string, PlaceNotes>>;
