/**
 * What an interpreter of a trip question answers: the search filters it understood, with the
 * search page's own names, types and bounds. Both engines — the offline rules and
 * Workers AI — are checked against this one schema, so the page never sees anything else.
 * Written with zod/mini and picked from the search's own schema (one truth for each field).
 */
import * as z from "zod/mini";
import { SALES_STATUSES, searchFiltersSchema, type SearchFilters } from "../search/filters";

export const INTERPRETED_FIELDS = [
  "destinationId",
  "continentId",
  "dateFrom",
  "dateTo",
  "durationFrom",
  "durationTo",
  "priceFrom",
  "priceTo",
  "travelStyles",
  "ageBadge",
  "isNoSharingRoomAvailable",
  "discounted",
  "status",
] as const satisfies readonly (keyof SearchFilters)[];
export type InterpretedField = (typeof INTERPRETED_FIELDS)[number];
/**
 * Free text is carried with the filters but never scored: a wish with no filter may be looked
 * for in the trips' texts or only reported, and either answer is right.
 */
export const FREE_TEXT_FIELD = "textSearch" as const satisfies keyof SearchFilters;

const shape = searchFiltersSchema.shape;
export const interpretationSchema = z.object({
  destinationId: shape.destinationId,
  continentId: shape.continentId,
  dateFrom: shape.dateFrom,
  dateTo: shape.dateTo,
  durationFrom: shape.durationFrom,
  durationTo: shape.durationTo,
  priceFrom: shape.priceFrom,
  priceTo: shape.priceTo,
  travelStyles: shape.travelStyles,
  ageBadge: shape.ageBadge,
  isNoSharingRoomAvailable: shape.isNoSharingRoomAvailable,
  discounted: shape.discounted,
  // The search's status list has a default; asked for, it is only ever a narrower list.
  status: z.optional(z.array(z.enum(SALES_STATUSES))),
  /** Words of a wish no filter covers, looked for in the trips' texts ("sailing"). */
  textSearch: shape.textSearch,
});

/** The filters a question was turned into; an empty object means nothing was understood. */
export type Interpretation = z.output<typeof interpretationSchema>;

/** Interpretation -> checked interpretation, or null when it does not fit the schema. */
export function checkInterpretation(value: unknown): Interpretation | null {
  const parsed = interpretationSchema.safeParse(value);
  if (!parsed.success) return null;
  // Absent, empty lists and `false` flags say nothing: they are dropped, so "understood" means something was set.
  const out: Record<string, unknown> = {};
  for (const field of [...INTERPRETED_FIELDS, FREE_TEXT_FIELD]) {
    const v = parsed.data[field];
    if (v === undefined || v === false || (Array.isArray(v) && v.length === 0)) continue;
    out[field] = v;
  }
  return out as Interpretation;
}

export function isUnderstood(interpretation: Interpretation): boolean {
  return [...INTERPRETED_FIELDS, FREE_TEXT_FIELD].some((field) => interpretation[field] !== undefined);
}

/** Longest question read (the form's maxlength too). */
export const MAX_QUESTION_LENGTH = 300;
