import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SavedIds } from "../../../workers/services/wishlist";

// The root loader names the page type here, on the server: the root's browser chunk then
// carries no import of it (the hearts' and header's events read it from the root data).
export { pageTypeFor } from "../../lib/analytics/page-type";

/**
 * The root loader's part of the wishlist (isWishlisted, wishlistedToursCount): the
 * signed-in person's saved ids, which every heart and card reads. Visitors get null, so
 * anonymous HTML carries nothing personal; after a wishlist post the root
 * revalidates (a non-GET submission) and the hearts follow.
 */
export async function savedIdsOf(context: AppLoadContext): Promise<SavedIds | null> {
  if (!context.user) return null;
  try {
    return await context.services.wishlist.savedIds(context.user.id);
  } catch (error) {
    // Hearts show empty rather than the whole page failing; the wishlist page says more.
    console.error(error);
    return { travels: [], tours: [] };
  }
}
