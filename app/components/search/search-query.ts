import { serializeSearchFilters, type SearchFilters } from "../../lib/search-filter-fields";

/** `?query` for filters with some fields changed; undefined removes a field (000 §5 names). */
export function queryWith(filters: SearchFilters, changes: Partial<Record<keyof SearchFilters, unknown>>): string {
  const next: Record<string, unknown> = { ...filters, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete next[key];
  const query = serializeSearchFilters(next as SearchFilters);
  return query ? `?${query}` : "?";
}

/** Hidden inputs that carry the current filters through a GET form, minus the ones it sets. */
export function hiddenFields(filters: SearchFilters, except: string[]): [string, string][] {
  const params = new URLSearchParams(serializeSearchFilters({ ...filters, page: 1 }));
  return [...params].filter(([name]) => !except.includes(name.replace(/\[\]$/, "")));
}
