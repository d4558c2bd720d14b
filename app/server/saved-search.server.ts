/**
 * Watched searches on the Remix side: the search a modal or an action is about (the
 * page's own URL, parsed by the search's parser, never a raw query string kept as such), its
 * default name in the site's language, and the modal's state for the signed-in person.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { canonicalSavedQuery, defaultSavedSearchName, MAX_SAVED_SEARCHES, savedSearchFilters } from "../lib/search/saved-search";
import type { SavedSearchModalState } from "../lib/search/saved-search-views";
import { translatorFor } from "./i18n.server";
import { formatList } from "../lib/format/list";

/** The search page's query a modal belongs to: the page's own URL, or (the modal-steps route) its `returnTo`. */
export function searchQueryOf(params: URLSearchParams): URLSearchParams {
  const returnTo = params.get("returnTo");
  return returnTo ? new URL(returnTo, "http://site.invalid").searchParams : params;
}

/** A name for the search in the site's language: its places, else its text, else "My search". */
export async function savedSearchDefaultName(context: AppLoadContext, query: URLSearchParams | string): Promise<string> {
  const filters = savedSearchFilters(query);
  const t = await translatorFor(context.tenant.language);
  let place: string | null = null;
  if (filters.destinationId?.length || filters.continentId?.length) {
    try {
      const places = await context.services.catalogue.places();
      const names = [
        ...(filters.destinationId ?? []).map((id) => places.countries.find((c) => String(c.id) === id)?.name),
        ...(filters.continentId ?? []).map((id) => places.continents.find((c) => String(c.id) === id)?.name),
      ].filter((name): name is string => !!name);
      place = names.length > 0 ? formatList(names, context.tenant.language) : null;
    } catch (error) {
      // The name is a convenience: a failing read of the places falls back to the generic name.
      console.error(error);
    }
  }
  return defaultSavedSearchName({ place, text: filters.textSearch ?? null, fallback: t("savedSearches.defaultName") });
}

export async function savedSearchModalState(context: AppLoadContext, params: URLSearchParams): Promise<SavedSearchModalState> {
  const query = searchQueryOf(params);
  const canonical = canonicalSavedQuery(query);
  const user = context.user;
  const [defaultName, watching, count] = await Promise.all([
    savedSearchDefaultName(context, query),
    user ? context.services.savedSearches.watching(user.id, context.tenant.id, context.currency, canonical) : Promise.resolve(null),
    user ? context.services.savedSearches.count(user.id) : Promise.resolve(0),
  ]);
  return { query: canonical, defaultName, watching: watching !== null, full: count >= MAX_SAVED_SEARCHES, max: MAX_SAVED_SEARCHES };
}
