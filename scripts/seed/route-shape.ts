import type { Place } from "./destinations";
import { distanceKm } from "./geography";
import type { RouteStop } from "./route-rule";

/**
 * Whether a route zig-zags: its overnight places (the nights in transit left out) take far more
 * kilometres in their order than in the best order that starts at the same gateway and ends at
 * a town with flights abroad, as a reader tracing it on the map sees (Zagreb, Dubrovnik, back up
 * to Plitvice, on to Ljubljana). Far more: ZIGZAG_RATIO times, and ZIGZAG_SLACK_KM beyond it.
 */
export const ZIGZAG_RATIO = 1.3;
export const ZIGZAG_SLACK_KM = 150;
/** Routes of more places than this are not searched (the planner's order stands). */
const MAX_PLACES = 8;

export function zigzags(stops: readonly RouteStop[]): boolean {
  const places = [...new Set(stops.filter((stop) => !stop.transit).map((stop) => stop.place))];
  if (places.length < 3 || places.length > MAX_PLACES) return false;
  let actual = 0;
  for (let i = 1; i < places.length; i++) actual += distanceKm(places[i - 1]!, places[i]!);
  const limit = (actual - ZIGZAG_SLACK_KM) / ZIGZAG_RATIO;
  // Branch and bound over the orders of the places after the gateway: any order under the limit that ends at an airport is enough.
  const left = places.slice(1);
  const used = new Array<boolean>(left.length).fill(false);
  const search = (from: Place, km: number, placed: number): boolean => {
    if (km >= limit) return false;
    if (placed === left.length) return from.international;
    for (let k = 0; k < left.length; k++) {
      if (used[k]) continue;
      used[k] = true;
      const found = search(left[k]!, km + distanceKm(from, left[k]!), placed + 1);
      used[k] = false;
      if (found) return true;
    }
    return false;
  };
  return search(places[0]!, 0, 0);
}
