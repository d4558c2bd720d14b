/**
 * Departures shown as Available (TO_CONFIRM: still to be confirmed, bookable) are not in the
 * search's default statuses. When a search leaves them out, the page says how many of them match
 * the rest of the search and links to the same search with them included, so every bookable
 * departure can be found.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { effectiveStatuses, type SearchFilters } from "../../lib/search/filters";
import { queryWith } from "../../lib/search/links";
import type { AvailableLeftOut } from "../../lib/search/search-page";
import { optional } from "../optional.server";

const AVAILABLE = "TO_CONFIRM";

export function availableLeftOut(path: string, filters: SearchFilters, context: AppLoadContext): Promise<AvailableLeftOut | null> {
  if (effectiveStatuses(filters).includes(AVAILABLE)) return Promise.resolve(null);
  const count = context.services.catalogue
    .tours({ ...filters, status: [AVAILABLE], withUnbookable: undefined, tab: "tours", page: 1, perPage: 1 })
    .then(({ total }) =>
      total === 0 ? null : { count: total, href: path + queryWith(filters, { status: [...filters.status, AVAILABLE], page: undefined }) },
    );
  // A part the page can do without: the results stand on their own.
  return optional("available departures left out", count, null);
}
