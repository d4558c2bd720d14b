/** Travel styles (the search filter, the home page's mood links, the AI search's words). */
export const TRAVEL_STYLES = ["NATURE", "RELAX", "HISTORY", "CULTURE", "PARTY"] as const;
export type TravelStyle = (typeof TRAVEL_STYLES)[number];
