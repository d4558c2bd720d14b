/** Meetup categories (001 §3 category), as stored; their names are in locales/events. */
export const EVENT_CATEGORIES = ["APERITIF", "DINNER", "HIKE", "CULTURE", "PARTY", "TRAVEL_TALK"] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** The distance filter's radii in kilometres. */
export const DISTANCE_RADII = [10, 25, 50, 100, 250] as const;
export type DistanceRadius = (typeof DISTANCE_RADII)[number];
export const DEFAULT_RADIUS: DistanceRadius = 50;

export const PRICE_FILTERS = ["all", "free", "paid"] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];
