import { pageWindow } from "./page-window";
import { hiddenFields, serializeSearchFilters, TABS, type SearchFilters } from "./filter-fields";
import { SORT_OPTIONS } from "./sorts";

/** `?query` for filters with some fields changed; undefined removes a field (names). */
export function queryWith(filters: SearchFilters, changes: Partial<Record<keyof SearchFilters, unknown>>): string {
  const next: Record<string, unknown> = { ...filters, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete next[key];
  const query = serializeSearchFilters(next as SearchFilters);
  return query ? `?${query}` : "?";
}

/**
 * The search page's links, written on the server: sorts, tabs and page links as the page's
 * `path` with canonical query strings, and the current filters as GET form fields (page 1)
 * for the quick filters. The browser renders them as given (plain links: client-navigation.ts),
 * so the page ships no query-string writer.
 */
export function searchLinks(filters: SearchFilters, lastPage: number, path: string) {
  const at = (changes: Partial<Record<keyof SearchFilters, unknown>>) => {
    const query = queryWith(filters, changes);
    return query === "?" ? path : path + query;
  };
  const pages = new Set(pageWindow(filters.page, lastPage));
  if (filters.page > 1) pages.add(filters.page - 1);
  if (filters.page < lastPage) pages.add(filters.page + 1);
  return {
    sorts: Object.fromEntries(
      SORT_OPTIONS.map((sort) => [sort, at({ sort: sort === "relevance:desc" ? undefined : sort, page: undefined })]),
    ),
    tabs: Object.fromEntries(TABS.map((tab) => [tab, at({ tab: tab === "travels" ? undefined : tab, page: undefined })])) as Record<
      (typeof TABS)[number],
      string
    >,
    pages: Object.fromEntries([...pages].map((page) => [page, at({ page: page === 1 ? undefined : page })])) as Record<number, string>,
    fields: hiddenFields(filters),
  };
}

export type SearchLinks = ReturnType<typeof searchLinks>;
