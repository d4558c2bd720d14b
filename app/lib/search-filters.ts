/**
 * The search filter object (000 §3), its defaults (000 §9) and its URL codec (000 §5).
 *
 * Browser-safe by design: the search page imports this module in the browser, so it is
 * written with `zod/mini` (~13 KB, the same v4 core) and never full `zod` (~450 KB, STACK-NOTES
 * pitfall 1). This schema is the one truth for the filter type; the server validates JSON
 * bodies with it too (workers/services/catalogue/api-input.server.ts adds the request-only
 * fields and turns failures into 400 field errors).
 */
import * as z from "zod/mini";

// 000 §4 statuses seen in results, plus TO_CONFIRM of the wider catalogue (001 §4).
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
/** 000 §4, 000 §9: the default status filter. SOLD_OUT only comes with withUnbookable. */
export const DEFAULT_STATUSES: readonly SalesStatus[] = ["CONFIRMED", "ALMOST_FULL", "ALMOST_CONFIRMED", "PLANNED", "WAITING_LIST"];

// 001 §3 content enumerations.
export const AGE_BADGES = ["25-35", "35-49", "ALL"] as const;
export type AgeBadge = (typeof AGE_BADGES)[number];
export const TRAVEL_STYLES = ["NATURE", "RELAX", "HISTORY", "CULTURE", "PARTY"] as const;
export type TravelStyle = (typeof TRAVEL_STYLES)[number];
/** Classic trips, the unique collection, Caravan X, coordinator-designed trips (001 §3, §6). */
export const TRAVEL_TYPES = ["CLASSIC", "COLLECTION", "CARAVAN_X", "COORDINATOR"] as const;
export type TravelType = (typeof TRAVEL_TYPES)[number];
/** 001 §3 duration options; 001 §9: up to 6 days, up to 10 days, more than 10 days. */
export const DURATIONS = ["ALL", "MAX_6", "MAX_10", "LT_10"] as const;
export type Duration = (typeof DURATIONS)[number];
/** 000 §4 sort orders; `relevance` and `date` are also written `relevance:desc`, `date:asc`. */
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

// 000 §9 paging; the perPage ceiling keeps one request's work bounded.
export const DEFAULT_PAGE = 1;
export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
export const MAX_PAGE = 10_000;
/** Longest id list one filter may carry (each list is bound as one JSON parameter). */
export const MAX_LIST_ITEMS = 100;
export const MAX_TEXT_SEARCH = 200;
/** Ten million euros, in cents: above any trip. */
export const MAX_PRICE_CENTS = 1_000_000_000;

const intIn = (min: number, max: number, what: string) =>
  z.int({ error: `${what} must be a whole number` }).check(
    z.minimum(min, { error: `${what} must be at least ${min}` }),
    z.maximum(max, { error: `${what} must be at most ${max}` }),
  );
const list = <T extends z.ZodMiniType>(item: T) =>
  z.array(item).check(z.maxLength(MAX_LIST_ITEMS, { error: `at most ${MAX_LIST_ITEMS} values` }));
const id = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "must be an id (letters, digits, - or _)" }));
const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date like 2026-05-31" }),
  z.refine(isCalendarDate, { error: "must be a real calendar date" }),
);
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(", ")}` });
const flag = z.boolean({ error: "must be true or false" });

export const searchFiltersSchema = z.object({
  durations: z.optional(choice(DURATIONS)),
  // 000 §5 price filter: kept only when >= 0. Cents in the visitor's currency.
  priceFrom: z.optional(intIn(0, MAX_PRICE_CENTS, "priceFrom")),
  priceTo: z.optional(intIn(0, MAX_PRICE_CENTS, "priceTo")),
  ageBadge: z.optional(choice(AGE_BADGES)),
  discounted: z.optional(flag),
  isNoSharingRoomAvailable: z.optional(flag),
  badgeId: z.optional(list(id)),
  travelStyles: z.optional(list(choice(TRAVEL_STYLES))),
  status: z._default(list(choice(SALES_STATUSES)), [...DEFAULT_STATUSES]),
  withUnbookable: z.optional(flag),
  travelTypes: z.optional(list(choice(TRAVEL_TYPES))),
  costCenters: z.optional(list(id)),
  durationFrom: z.optional(intIn(1, 365, "durationFrom")),
  durationTo: z.optional(intIn(1, 365, "durationTo")),
  travelId: z.optional(list(id)),
  // Trips need a matching departure unless hasTours is false, which also lists those
  // without one (bestTour null), e.g. for a listing of every trip.
  hasTours: z.optional(flag),
  sort: z.optional(choice(SORTS)),
  // 000 §3 names `show` without a meaning; it is carried through untouched.
  show: z.optional(z.string().check(z.maxLength(50))),
  page: z._default(intIn(1, MAX_PAGE, "page"), DEFAULT_PAGE),
  perPage: z._default(intIn(1, MAX_PER_PAGE, "perPage"), DEFAULT_PER_PAGE),
  tab: z._default(choice(TABS), "travels"),
  // 000 §5: search text is trimmed.
  textSearch: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_TEXT_SEARCH))),
  daysSpan: z.optional(intIn(0, 31, "daysSpan")),
  dateFrom: z.optional(isoDate),
  dateTo: z.optional(isoDate),
  continentId: z.optional(list(id)),
  destinationId: z.optional(list(id)),
  withinDateRange: z.optional(flag),
});

export type SearchFilters = z.output<typeof searchFiltersSchema>;
export type SearchFiltersInput = z.input<typeof searchFiltersSchema>;
export type SearchFilterName = keyof SearchFilters;

/** Every field at its default: page 1, 20 per page, travels tab, the five statuses. */
export function defaultSearchFilters(): SearchFilters {
  return searchFiltersSchema.parse({});
}

// 000 §5: which URL names decode to what. It names discounted, isNoSharingRoomAvailable and
// withUnbookable as booleans and page as an integer; hasTours and withinDateRange (flags of
// 000 §3) and perPage (page's sibling) decode the same way so the schema's types hold.
// Names ending in [] are the array fields.
const BOOLEAN_FIELDS = new Set<SearchFilterName>(["discounted", "isNoSharingRoomAvailable", "withUnbookable", "hasTours", "withinDateRange"]);
const INTEGER_FIELDS = new Set<SearchFilterName>(["daysSpan", "priceFrom", "priceTo", "durationFrom", "durationTo", "page", "perPage"]);
const ARRAY_FIELDS = new Set<SearchFilterName>([
  "badgeId",
  "travelStyles",
  "status",
  "travelTypes",
  "costCenters",
  "travelId",
  "continentId",
  "destinationId",
]);
const FIELD_ORDER = Object.keys(searchFiltersSchema.shape) as SearchFilterName[];
const DEFAULTS = defaultSearchFilters();

/**
 * 000 §5: query string -> filters. Never throws. Booleans are true only for the string
 * 'true'; the integer fields must be whole decimal numbers; names ending in [] are arrays
 * (other names are scalars, the first occurrence wins); unknown names are dropped; every
 * value that does not fit its field (negative prices, bad dates, unknown statuses…) is
 * dropped, so garbage falls back to the defaults.
 */
export function parseSearchFilters(query: string | URLSearchParams): SearchFilters {
  try {
    const params = typeof query === "string" ? new URLSearchParams(query) : query;
    const raw: Record<string, unknown> = {};
    for (const [name, value] of params) {
      if (name.endsWith("[]")) {
        const field = name.slice(0, -2) as SearchFilterName;
        if (!ARRAY_FIELDS.has(field)) continue;
        ((raw[field] ??= []) as string[]).push(value.trim());
      } else if (isKnownScalar(name) && !(name in raw)) {
        raw[name] = decodeScalar(name, value.trim());
      }
    }
    const candidate: Record<string, unknown> = {};
    for (const field of FIELD_ORDER) {
      if (raw[field] === undefined) continue;
      const kept = ARRAY_FIELDS.has(field) ? keepValidItems(field, raw[field] as string[]) : keepIfValid(field, raw[field]);
      if (kept !== undefined) candidate[field] = kept;
    }
    return searchFiltersSchema.parse(candidate);
  } catch {
    return defaultSearchFilters();
  }
}

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

/** 000 §2 page-load step: does the query carry any filter name at all? */
export function hasSearchFilterParams(query: string | URLSearchParams): boolean {
  const params = typeof query === "string" ? new URLSearchParams(query) : query;
  for (const name of params.keys()) {
    if (name.endsWith("[]") ? ARRAY_FIELDS.has(name.slice(0, -2) as SearchFilterName) : isKnownScalar(name)) return true;
  }
  return false;
}

/** 000 §5 cleaning: drops null and undefined values, and empty arrays when asked. */
export function cleanFilters<T extends Record<string, unknown>>(filters: T, { dropEmptyArrays = false } = {}): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === null || value === undefined) continue;
    if (dropEmptyArrays && Array.isArray(value) && value.length === 0) continue;
    out[key as keyof T] = value as T[keyof T];
  }
  return out;
}

/** The statuses a search matches: the chosen ones, plus SOLD_OUT with withUnbookable (000 §4). */
export function effectiveStatuses(filters: Pick<SearchFilters, "status" | "withUnbookable">): SalesStatus[] {
  const statuses = new Set<SalesStatus>(filters.status);
  if (filters.withUnbookable === true) statuses.add("SOLD_OUT");
  return [...statuses];
}

function isKnownScalar(name: string): name is SearchFilterName {
  return FIELD_ORDER.includes(name as SearchFilterName) && !ARRAY_FIELDS.has(name as SearchFilterName);
}

function decodeScalar(field: SearchFilterName, value: string): unknown {
  if (BOOLEAN_FIELDS.has(field)) return value === "true";
  // `+ 0` turns "-0" into 0, so the value serializes back to the same text.
  if (INTEGER_FIELDS.has(field)) return /^[+-]?\d{1,15}$/.test(value) ? Number(value) + 0 : undefined;
  return value === "" ? undefined : value;
}

function keepIfValid(field: SearchFilterName, value: unknown): unknown {
  const parsed = searchFiltersSchema.shape[field].safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function keepValidItems(field: SearchFilterName, items: string[]): string[] | undefined {
  const kept: string[] = [];
  for (const item of new Set(items)) {
    if (kept.length < MAX_LIST_ITEMS && keepIfValid(field, [item]) !== undefined) kept.push(item);
  }
  // Cleaning drops an empty list, so the field falls back to its default.
  return kept.length > 0 ? kept : undefined;
}

/** Percent-encodes a value but keeps ':' readable (sort=price:asc); it is legal in a query. */
function encodeValue(value: unknown): string {
  return encodeURIComponent(String(value)).replace(/%3A/gi, ":");
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
