import type { Place } from "./destinations";

/** How a group gets from one overnight place to the next. */
export type LegMode = "road" | "border" | "ferry" | "flight" | "sail";

/** An overnight place of a route, in order: the first is the arrival, `arriveBy` null. */
export type RouteStop = { place: Place; arriveBy: LegMode | null; nights: number };
