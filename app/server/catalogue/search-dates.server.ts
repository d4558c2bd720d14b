/**
 * The search bar's own pair of days (from, to) where JavaScript is off: a form's fields, read
 * with the forms kit and its zod schema. The search URL never keeps them: valid days become
 * its dateFrom and dateTo, the names every other search link uses, so one search has one URL.
 */
import { z } from "zod";
import type { FormFailure } from "../../lib/forms/failure";
import { searchDate } from "../../lib/search/filters";
import { parseFormData } from "../forms.server";

/** The fields' names in the plain search form. */
export const DATE_PAIR_FIELDS = ["from", "to"] as const;

/** What the plain form's day pair asked for: the days to search, or why they cannot be searched. */
export type DatePair =
  | { ok: true; dateFrom?: string; dateTo?: string }
  | { ok: false; failure: FormFailure<(typeof DATE_PAIR_FIELDS)[number]>; typed: { from: string; to: string } };

function datePairSchema(today: string) {
  // A day typed by hand where the browser has no date picker can be anything: one message per field.
  const day = z
    .string()
    .trim()
    .max(32, { message: "serp.when.errors.badDate" })
    .superRefine((value, ctx) => {
      if (value === "") return;
      if (!searchDate(value)) ctx.addIssue({ code: "custom", message: "serp.when.errors.badDate" });
      else if (value < today) ctx.addIssue({ code: "custom", message: "serp.when.errors.past" });
    });
  return z.object({ from: day.optional(), to: day.optional() }).superRefine(({ from, to }, ctx) => {
    if (from && to && searchDate(from) && searchDate(to) && from > to)
      ctx.addIssue({ code: "custom", path: ["to"], message: "serp.when.errors.order" });
  });
}

/**
 * The day pair of a search URL, or null when the form gave none (both empty or absent: the
 * period choice decides). Days from today on, each a real day, the first not after the last;
 * either may be left empty (from a day on, up to a day).
 */
export function readDatePair(params: URLSearchParams, today: string): DatePair | null {
  const typed = { from: params.get("from") ?? "", to: params.get("to") ?? "" };
  if (typed.from.trim() === "" && typed.to.trim() === "") return null;
  const form = new FormData();
  for (const name of DATE_PAIR_FIELDS) form.append(name, typed[name]);
  const read = parseFormData(form, datePairSchema(today));
  if (!read.ok) return { ok: false, failure: read.failure, typed };
  return { ok: true, ...(read.value.from ? { dateFrom: read.value.from } : {}), ...(read.value.to ? { dateTo: read.value.to } : {}) };
}

/**
 * The search URL the day pair stands for: valid days take the place of the period choice
 * (a new search, as choosing a period is); refused ones leave the search as it was without
 * any when, shown with the messages.
 */
export function withDatePair(url: URL, pair: DatePair): URL {
  const next = new URL(url);
  for (const name of DATE_PAIR_FIELDS) next.searchParams.delete(name);
  if (pair.ok) next.searchParams.set("period", `${pair.dateFrom ?? ""}_${pair.dateTo ?? ""}`);
  else next.searchParams.delete("period");
  return next;
}
