/**
 * What pages show of watched searches: the modal's state, the list's rows and a
 * refused list form. Read on the server (app/server/saved-search*.server.ts, the service's
 * list), shown by app/components (modal/saved-search-body, wishlist/saved-searches-section).
 * Types only.
 */
import type { Currency } from "../../../tenants/languages";
import type { FormFailure } from "../forms/failure";

/** The "watch this search" modal for the page's search. */
export type SavedSearchModalState = {
  /** The canonical query the modal would watch. */
  query: string;
  /** A name to start from (the places or the text searched, else a generic one). */
  defaultName: string;
  /** The signed-in person already watches it. */
  watching: boolean;
  /** They watch MAX_SAVED_SEARCHES already: the modal says so instead of offering to save. */
  full: boolean;
  max: number;
};

/** One watched search as its owner sees it: the search's link on its own site and how many departures match it today. */
export type SavedSearchView = {
  id: string;
  name: string;
  site: string;
  siteName: string;
  currency: Currency;
  query: string;
  active: boolean;
  matches: number;
  /** The search page with these filters: a path on the site asking, a full URL on another. */
  href: string;
};

/** A refused list form (rename, pause, resume, delete), and which search it was about (its row shows the message). */
export type SavedSearchFailure = FormFailure & { id: string | null };
