/**
 * The search filter object: its schema, defaults and query-string parser.
 * The fields, constants and the writer are in filter-fields.ts, re-exported
 * here, so links can be built in the browser without zod.
 *
 * Written with `zod/mini` (~13 KB, the same v4 core), never full `zod` (~450 KB, too big
 * for the browser): the filters modal parses in the browser. This schema is the one truth for the
 * filter type; the server validates JSON bodies with it too (app/server/
 * catalogue-api.server.ts adds the request-only fields and turns failures into 400 field errors).
 */
import * as z from "zod/mini";
import {
  AGE_BADGES,
  ARRAY_FIELDS,
  DEFAULT_PAGE,
  DEFAULT_PER_PAGE,
  DEFAULT_STATUSES,
  DURATIONS,
  FIELD_ORDER,
  isKnownScalar,
  INTEGER_FIELDS,
  BOOLEAN_FIELDS,
  MAX_LIST_ITEMS,
  MAX_PAGE,
  MAX_PER_PAGE,
  MAX_PRICE_CENTS,
  MAX_TEXT_SEARCH,
  SALES_STATUSES,
  SORTS,
  TABS,
  TRAVEL_STYLES,
  TRAVEL_TYPES,
} from "./filter-fields";

export * from "./filter-fields";

const intIn = (min: number, max: number, what: string) =>
  z
    .int({ error: `${what} must be a whole number` })
    .check(z.minimum(min, { error: `${what} must be at least ${min}` }), z.maximum(max, { error: `${what} must be at most ${max}` }));
const list = <T extends z.ZodMiniType>(item: T) =>
  z.array(item).check(z.maxLength(MAX_LIST_ITEMS, { error: `at most ${MAX_LIST_ITEMS} values` }));
const id = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "must be an id (letters, digits, - or _)" }));
const isoDate = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date like 2026-05-31" }),
    z.refine(isCalendarDate, { error: "must be a real calendar date" }),
  );
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `must be one of ${values.join(", ")}` });
const flag = z.boolean({ error: "must be true or false" });

export const searchFiltersSchema = z.object({
  durations: z.optional(choice(DURATIONS)),
  // Price filter: kept only when >= 0. Cents in the visitor's currency.
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
  // The filter object has a `show` field without a meaning; it is carried through untouched.
  show: z.optional(z.string().check(z.maxLength(50))),
  page: z._default(intIn(1, MAX_PAGE, "page"), DEFAULT_PAGE),
  perPage: z._default(intIn(1, MAX_PER_PAGE, "perPage"), DEFAULT_PER_PAGE),
  tab: z._default(choice(TABS), "travels"),
  // Search text is trimmed.
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

/** Filters written in code (a listing's page, a coordinator's trips): the defaults with typed changes. */
export function filtersWith(changes: Partial<SearchFilters>): SearchFilters {
  return { ...defaultSearchFilters(), ...changes };
}

/**
 * Query string -> filters. Never throws. Booleans are true only for the string
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
        raw[field] ??= [];
        (raw[field] as string[]).push(value.trim());
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

/** A calendar day the date filters accept (YYYY-MM-DD, a real date), or undefined. */
export function searchDate(value: string | undefined): string | undefined {
  return value !== undefined && searchFiltersSchema.shape.dateFrom.safeParse(value).success ? value : undefined;
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

function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
