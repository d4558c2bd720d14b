import type { Place } from "./destinations";
import { type LegMode, legHours, type RouteStop } from "./route-rule";

/**
 * The order of a route's overnight places. The planner picks each next place near the last
 * one, its must places first and sometimes the second or third nearest, so a route may double
 * back across a country (Tokyo, Kyoto, back to Hakone, up to Nikko, over to Kanazawa). Here the
 * places of each country are put in the order that spends the fewest hours in transfers, as a
 * tour operator draws a route: the first place stays the first, the countries keep their order,
 * and a town flown through on the way to a place stays just before it.
 */

/** How a group may go from one place to another, as the planner decides it (null: no leg allowed). */
export type LegOf = (from: Place, to: Place) => LegMode | null;

/** A run of stops that moves as one: a place, or a town with an airport and the place it leads to. */
type Block = { stops: RouteStop[]; country: number };

/** The hours of every leg of `stops` in order, or Infinity when one of them is not allowed. */
export function transferHours(stops: readonly RouteStop[], legOf: LegOf): number {
  let hours = 0;
  for (let i = 1; i < stops.length; i++) {
    const from = stops[i - 1]!.place;
    const to = stops[i]!.place;
    const mode = legOf(from, to);
    if (mode === null) return Number.POSITIVE_INFINITY;
    hours += legHours(mode, from, to);
  }
  return hours;
}

/** Passes over the route at most: each keeps only a change that saves hours, so this is a guard. */
const MAX_PASSES = 20;

/**
 * The stops reordered (2-opt over blocks: a run of blocks within one country reversed whenever
 * that saves transfer hours, until none does), each leg's mode taken again for its new
 * neighbours. `joined[i]` marks a stop that must follow the one before it (a place reached
 * through the town before it). The first stop and the order of the countries do not move.
 * `homeHours` is what the way home costs from the last place (nothing from a town with flights
 * abroad): a route that ends far from one pays for the leg back.
 */
export function shortestOrder(
  stops: readonly RouteStop[],
  joined: readonly boolean[],
  countryOf: (place: Place) => number,
  legOf: LegOf,
  homeHours: (place: Place) => number = () => 0,
): RouteStop[] {
  const blocks: Block[] = [];
  stops.forEach((stop, i) => {
    const last = blocks[blocks.length - 1];
    if (joined[i] && last) last.stops.push(stop);
    else blocks.push({ stops: [stop], country: countryOf(stop.place) });
  });
  const flat = (list: readonly Block[]) => list.flatMap((block) => block.stops);
  const hoursOf = (list: readonly Block[]) => {
    const order = flat(list);
    return transferHours(order, legOf) + homeHours(order[order.length - 1]!.place);
  };
  let best = blocks;
  let bestHours = hoursOf(best);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let improved = false;
    for (let i = 1; i < best.length - 1; i++) {
      for (let j = i + 1; j < best.length && best[j]!.country === best[i]!.country; j++) {
        const candidate = [...best.slice(0, i), ...best.slice(i, j + 1).reverse(), ...best.slice(j + 1)];
        const hours = hoursOf(candidate);
        if (hours < bestHours - 1e-9) {
          best = candidate;
          bestHours = hours;
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
  const ordered = flat(best);
  return ordered.map((stop, i) => (i === 0 ? stop : { ...stop, arriveBy: legOf(ordered[i - 1]!.place, stop.place) }));
}
