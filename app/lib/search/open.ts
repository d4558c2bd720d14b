/** Opened from the menu's search entry, the search bar opens by itself after 400 ms on desktop. */
export const SEARCH_AUTO_OPEN_MS = 400;

/** Location state of a link that opens the search (the header's search entry writes it out). */
export const OPEN_SEARCH_STATE = { openSearch: true } as const;
