import type { Activity } from "./data/day-texts";
import type { Place } from "./destinations";
import { ownDaysOf } from "./place-notes";

/**
 * Which days of a stay show the place, and how many days a stay can fill. A sightseeing day
 * is the place's own day (./data/place-days: its sights by name) or an honest free day, never a
 * text that could stand at any park or town ("the park's marked trails"); a trek's stages are
 * the trail's own, in the order walked, and stop where the trail ends. What a group does
 * rather than sees (a market, a table, a beach, a game drive, a day at sea, the snow) may be
 * told by a text of its kind.
 */
export const SIGHTSEEING: ReadonlySet<Activity> = new Set<Activity>([
  "city-first",
  "city-more",
  "village",
  "site",
  "park",
  "mountain",
  "volcano",
  "lake",
  "desert",
  "forest",
  "ice",
  "island",
  "trek-stage",
]);

/** Whether a day of this activity at this place must name what it sees: at sea, the days are the voyage's. */
export const showsSights = (activity: Activity, place: Place) => SIGHTSEEING.has(activity) && place.kind !== "sea";

/** Days a stay can give beyond its own days when it does something its kind's texts can tell (a beach, a market). */
const DOING_ROOM = 3;

/**
 * The most days a stay at a place can fill without a nameless day: its own days, the day
 * trips it offers, a few days of what it does when its activities include one, and one free day.
 */
export function stayRoom(place: Place, activities: readonly Activity[], visits: number): number {
  const doing = activities.some((activity) => !showsSights(activity, place)) ? DOING_ROOM : 0;
  return ownDaysOf(place).length + visits + doing + 1;
}
