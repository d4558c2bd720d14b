import { useMatches } from "@remix-run/react";
import type { SearchPageData } from "../../lib/search/search-page";

/**
 * The search route's loader data from anywhere on the page (the filters modal is rendered by
 * the modal host, outside the route). Its route ids are `search--N`, one per localized path.
 */
export function useSearchData(): SearchPageData | null {
  const match = useMatches().find((m) => m.id.startsWith("search--"));
  return (match?.data as SearchPageData | undefined) ?? null;
}
