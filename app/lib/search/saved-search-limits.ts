/**
 * Watched searches' limits and fixed routes (remix.config.js fixedRoutes, the same on every
 * site): the list where a person renames, pauses, resumes and deletes them, and the e-mail's
 * unsubscribe link. No zod here: components import it (saved-search.ts re-exports it).
 */

/** How many searches one person may watch, over all seven sites. */
export const MAX_SAVED_SEARCHES = 20;
/** Longest name a person may give a watched search. */
export const MAX_SAVED_SEARCH_NAME = 80;

export const SAVED_SEARCHES_PATH = "/account/saved-searches";
export const SAVED_SEARCH_UNSUBSCRIBE_PATH = "/searches/unsubscribe";
