import type { TravelStyle } from "../../workers/db/schema";
import type { PhysicalEffort } from "../../workers/services/trips/types";
import type { Names } from "./countries";
import type { Activity } from "./data/day-texts";
import type { Scene, TripTheme } from "./data/trip-themes";
import type { DestinationInfo, Place } from "./destinations";
import type { LegMode, RouteStop } from "./route-rule";

/** The shape of a planned trip, and the limits every part of the planning shares. */
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
export const EFFORT_CAP: Readonly<Record<PhysicalEffort, number>> = { LOW: 6, MEDIUM: 9, HIGH: 9 };
export const effortOf = (hours: number): PhysicalEffort => (hours > 6 ? "HIGH" : hours > 3 ? "MEDIUM" : "LOW");

const EFFORTS: readonly PhysicalEffort[] = ["LOW", "MEDIUM", "HIGH"];
/** The harder of two efforts. */
export const higher = (a: PhysicalEffort, b: PhysicalEffort): PhysicalEffort => (EFFORTS.indexOf(a) >= EFFORTS.indexOf(b) ? a : b);

/** The days a trip spends arriving, leaving or on the way: every other day is spent at a place. */
export const TRAVEL_DAYS: ReadonlySet<string> = new Set([
  "arrival",
  "departure",
  "road",
  "border",
  "train",
  "ferry",
  "flight",
  "sail",
  "cruise",
]);

export const VOYAGES: Readonly<Record<string, "sail" | "cruise">> = { sailing: "sail", expedition: "cruise" };
export const TOUR_THEMES = (theme: TripTheme) => !theme.oneCity && !VOYAGES[theme.key];

/** The overnight places a trip was planned with, and the days it was meant to take. */
export type Route = { stops: RouteStop[]; days: number };
