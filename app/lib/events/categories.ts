/** Meetup categories (category), as stored; their names are in locales/events. */
export const EVENT_CATEGORIES = ["APERITIF", "DINNER", "HIKE", "CULTURE", "PARTY", "TRAVEL_TALK"] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const PRICE_FILTERS = ["all", "free", "paid"] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];
