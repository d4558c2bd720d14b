/**
 * The names forms share: the field a form names its intent in, and the intents that a page's
 * revalidation decides on. Isomorphic, no dependencies (route modules read it in the browser).
 */

/** The field every form with more than one thing to do names it in. */
export const INTENT_FIELD = "intent";

/** The heart's intents, posted to the wishlist's action: they change who saved what. */
export const WISHLIST_ITEM_INTENTS = ["add", "remove", "remove-travel"] as const;
export type WishlistItemIntent = (typeof WISHLIST_ITEM_INTENTS)[number];

/**
 * A post that changes only the visitor's saved trips (root data: the hearts' state), never a
 * page's results: the search and listing pages need not run their query again after it.
 */
export function changesOnlySavedTrips(form: FormData | undefined): boolean {
  const intent = form?.get(INTENT_FIELD);
  return typeof intent === "string" && (WISHLIST_ITEM_INTENTS as readonly string[]).includes(intent);
}
