/**
 * The search filter fields, their defaults and the query-string writer:
 * everything about filters that needs no validation. Pages import this module in the
 * browser to build links, so it has no zod; parsing and validation live in filters.ts
 * (which re-exports this module), loaded by the server and by the filters modal.
 */
import type { SearchFilterName, SearchFilters, SearchFiltersInput } from "./filters";

export type { SearchFilterName, SearchFilters, SearchFiltersInput };

// Statuses seen in results, plus TO_CONFIRM of the wider catalogue.
export const SALES_STATUSES = [
  "CONFIRMED",
  "ALMOST_FULL",
  "ALMOST_CONFIRMED",
  "PLANNED",
  "WAITING_LIST",
  "SOLD_OUT",
  "TO_CONFIRM",
] as const;
export type SalesStatus = (typeof SALES_STATUSES)[number];
/** The default status filter. SOLD_OUT only comes with withUnbookable. */
export const DEFAULT_STATUSES: readonly SalesStatus[] = ["CONFIRMED", "ALMOST_FULL", "ALMOST_CONFIRMED", "PLANNED", "WAITING_LIST"];

// Content enumerations.
export const AGE_BADGES = ["25-35", "35-49", "ALL"] as const;
export type AgeBadge = (typeof AGE_BADGES)[number];
// In a module of its own: the home page lists the styles without this module in its first download.
export { TRAVEL_STYLES, type TravelStyle } from "./travel-styles";
/** Classic trips, the unique collection, Caravan X, coordinator-designed trips. */
export const TRAVEL_TYPES = ["CLASSIC", "COLLECTION", "CARAVAN_X", "COORDINATOR"] as const;
export type TravelType = (typeof TRAVEL_TYPES)[number];
/** Duration options: up to 6 days, up to 10 days, more than 10 days. */
export const DURATIONS = ["ALL", "MAX_6", "MAX_10", "LT_10"] as const;
export type Duration = (typeof DURATIONS)[number];
/** Sort orders; `relevance` and `date` are also written `relevance:desc`, `date:asc`. */
export const SORTS = [
  "relevance",
  "relevance:desc",
  "date",
  "date:asc",
  "newer:desc",
  "price:asc",
  "price:desc",
  "discount:desc",
  "duration:asc",
  "duration:desc",
] as const;
export type Sort = (typeof SORTS)[number];
export const TABS = ["travels", "tours"] as const;

// Paging; the perPage ceiling keeps one request's work bounded.
export const DEFAULT_PAGE = 1;
export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
export const MAX_PAGE = 10_000;
/** Longest id list one filter may carry (each list is bound as one JSON parameter). */
export const MAX_LIST_ITEMS = 100;
export const MAX_TEXT_SEARCH = 200;
/** Ten million euros, in cents: above any trip. */
export const MAX_PRICE_CENTS = 1_000_000_000;

/** The schema's fields in its order: the order of names in a written query. A test holds them equal. */
export const FIELD_ORDER = [
  "durations",
  "priceFrom",
  "priceTo",
  "ageBadge",
  "discounted",
  "isNoSharingRoomAvailable",
  "badgeId",
  "travelStyles",
  "status",
  "withUnbookable",
  "travelTypes",
  "costCenters",
  "durationFrom",
  "durationTo",
  "travelId",
  "hasTours",
  "sort",
  "show",
  "page",
  "perPage",
  "tab",
  "textSearch",
  "daysSpan",
  "dateFrom",
  "dateTo",
  "continentId",
  "destinationId",
  "withinDateRange",
] as const satisfies readonly SearchFilterName[];

/** Defaults: page 1, 20 per page, the travels tab, the five statuses. Every other field is unset. */
export const SEARCH_FILTER_DEFAULTS = {
  status: [...DEFAULT_STATUSES],
  page: DEFAULT_PAGE,
  perPage: DEFAULT_PER_PAGE,
  tab: "travels",
} as const satisfies Partial<SearchFilters>;
const DEFAULTS: Partial<Record<SearchFilterName, unknown>> = SEARCH_FILTER_DEFAULTS;

// Which URL names decode to what. It names discounted, isNoSharingRoomAvailable and
// withUnbookable as booleans and page as an integer; hasTours and withinDateRange (the filter
// object's other flags) and perPage (page's sibling) decode the same way so the schema's types hold.
// Names ending in [] are the array fields.
export const BOOLEAN_FIELDS = new Set<SearchFilterName>([
  "discounted",
  "isNoSharingRoomAvailable",
  "withUnbookable",
  "hasTours",
  "withinDateRange",
]);
export const INTEGER_FIELDS = new Set<SearchFilterName>([
  "daysSpan",
  "priceFrom",
  "priceTo",
  "durationFrom",
  "durationTo",
  "page",
  "perPage",
]);
export const ARRAY_FIELDS = new Set<SearchFilterName>([
  "badgeId",
  "travelStyles",
  "status",
  "travelTypes",
  "costCenters",
  "travelId",
  "continentId",
  "destinationId",
]);

/**
 * Filters -> query string (no leading '?'), fields in schema order, defaults left out, array
 * items as repeated `name[]=value`. parseSearchFilters(serializeSearchFilters(f)) equals f for
 * every f that parseSearchFilters returns.
 */
export function serializeSearchFilters(filters: SearchFiltersInput): string {
  const parts: string[] = [];
  const record = filters as Record<string, unknown>;
  for (const field of FIELD_ORDER) {
    const value = record[field];
    if (value === undefined || value === null || sameValue(value, DEFAULTS[field])) continue;
    if (Array.isArray(value)) {
      for (const item of value) parts.push(`${field}[]=${encodeValue(item)}`);
    } else {
      parts.push(`${field}=${encodeValue(value)}`);
    }
  }
  return parts.join("&");
}

/** Page-load step: does the query carry any filter name at all? */
export function hasSearchFilterParams(query: string | URLSearchParams): boolean {
  const params = typeof query === "string" ? new URLSearchParams(query) : query;
  for (const name of params.keys()) {
    if (name.endsWith("[]") ? ARRAY_FIELDS.has(name.slice(0, -2) as SearchFilterName) : isKnownScalar(name)) return true;
  }
  return false;
}

/** Cleaning: drops null and undefined values, and empty arrays when asked. */
export function cleanFilters<T extends Record<string, unknown>>(filters: T, { dropEmptyArrays = false } = {}): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === null || value === undefined) continue;
    if (dropEmptyArrays && Array.isArray(value) && value.length === 0) continue;
    out[key as keyof T] = value as T[keyof T];
  }
  return out;
}

/** The statuses a search matches: the chosen ones, plus SOLD_OUT with withUnbookable. */
export function effectiveStatuses(filters: Pick<SearchFilters, "status" | "withUnbookable">): SalesStatus[] {
  const statuses = new Set<SalesStatus>(filters.status);
  if (filters.withUnbookable === true) statuses.add("SOLD_OUT");
  return [...statuses];
}

export function isKnownScalar(name: string): name is SearchFilterName {
  return FIELD_ORDER.includes(name as SearchFilterName) && !ARRAY_FIELDS.has(name as SearchFilterName);
}

/** Percent-encodes a value but keeps ':' readable (sort=price:asc); it is legal in a query. */
function encodeValue(value: unknown): string {
  return encodeURIComponent(String(value)).replace(/%3A/gi, ":");
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

/** The filters as GET form fields (page 1, query order), minus the names a form sets itself. */
export function hiddenFields(filters: SearchFilters, except: readonly string[] = []): [string, string][] {
  const params = new URLSearchParams(serializeSearchFilters({ ...filters, page: 1 }));
  return [...params].filter(([name]) => !except.includes(name.replace(/\[\]$/, "")));
}
