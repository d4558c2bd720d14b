/**
 * Watched searches' limits and how the page opens their modal. No zod here: components import
 * it (saved-search.ts re-exports it).
 */

/** How many searches one person may watch, over all seven sites. */
export const MAX_SAVED_SEARCHES = 20;
/** Longest name a person may give a watched search. */
export const MAX_SAVED_SEARCH_NAME = 80;

/**
 * "Watch this search" is the wishlist modal (steps) with this `type`: a search is kept
 * like a trip or a departure, on the page's own URL, and the list lives on the wishlist page.
 */
export const WATCH_SEARCH_TYPE = "search";

/** The wishlist page's intents for watched searches (the trips' and alerts' are in forms/intents.ts). */
export const SAVED_SEARCH_INTENTS = ["rename-search", "pause-search", "resume-search", "delete-search"] as const;
