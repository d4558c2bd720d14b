/**
 * "Period and date range" as a pure state machine, shared by the when section's
 * periods tab and its range calendar. Days are "YYYY-MM-DD" strings, which compare in order.
 */

/** 'whenever' is the period value -1 (or empty); a range without a period is custom. */
export const WHENEVER = "-1";
export const CUSTOM = "custom";

import type { PeriodChoice, PeriodOption } from "./period-label";

export type { PeriodChoice, PeriodOption } from "./period-label";

export type PeriodRange = { period: string; dateFrom: string | null; dateTo: string | null };

/** What the caller reports to analytics after a transition (add / remove filter event). */
export type RangeEffect = "addFilter" | "removeFilter" | null;

export const EMPTY_RANGE: PeriodRange = { period: WHENEVER, dateFrom: null, dateTo: null };

export function isWhenever(period: string | null | undefined): boolean {
  return !period || period === WHENEVER;
}

/** Picking the selected period deselects it (-1, dates cleared); another one selects it. */
export function pickPeriod(state: PeriodRange, option: PeriodOption): { state: PeriodRange; effect: RangeEffect } {
  if (state.period === option.key) return { state: EMPTY_RANGE, effect: "removeFilter" };
  return { state: { period: option.key, dateFrom: option.startingDate, dateTo: option.endingDate }, effect: "addFilter" };
}

/**
 * Calendar clicks. `today` is the tenant's today: past dates up to today
 * cannot be selected, so such clicks change nothing.
 */
export function clickDay(state: PeriodRange, day: string, today: string): PeriodRange {
  if (day <= today) return state;
  const { dateFrom: start, dateTo: end } = state;
  let next: { from: string | null; to: string | null };
  if (start === null && end === null)
    next = { from: day, to: null }; // first click sets the start
  else if (start !== null && end === null) next = day < start ? { from: day, to: null } : { from: start, to: day };
  else if (start === null && end !== null) next = { from: day, to: end };
  else if (start === end && day === start)
    next = { from: start, to: null }; // same single date again clears the end
  else if (day === start)
    next = { from: null, to: end }; // both set: clicking a bound removes it
  else if (day === end) next = { from: start, to: null };
  else if (day < start!)
    next = { from: day, to: end }; // an earlier date becomes the start
  else next = { from: null, to: day }; // both set: another click sets the end and clears the start
  return settle(next.from, next.to);
}

/** Swaps reversed bounds; both null is 'whenever' again; anything else is a custom range. */
function settle(from: string | null, to: string | null): PeriodRange {
  if (from === null && to === null) return EMPTY_RANGE;
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  return { period: CUSTOM, dateFrom: from, dateTo: to };
}

/** The range from the URL: a known period whose dates match, else custom, else whenever. */
export function rangeFromDates(dateFrom: string | undefined, dateTo: string | undefined, options: PeriodOption[]): PeriodRange {
  if (!dateFrom && !dateTo) return EMPTY_RANGE;
  const match = options.find((o) => o.startingDate === dateFrom && o.endingDate === dateTo);
  return { period: match?.key ?? CUSTOM, dateFrom: dateFrom ?? null, dateTo: dateTo ?? null };
}

/** A date range is sent only for a chosen, non-whenever period. */
export function rangeToQuery(state: PeriodRange): { dateFrom?: string; dateTo?: string } {
  if (isWhenever(state.period)) return {};
  const out: { dateFrom?: string; dateTo?: string } = {};
  if (state.dateFrom) out.dateFrom = state.dateFrom;
  if (state.dateTo) out.dateTo = state.dateTo;
  return out;
}

/** The label of the chosen range: whenever, the period's label, or custom dates. */
export function rangeLabel(
  range: PeriodRange,
  periods: PeriodChoice[],
  dayMonth: (day: string) => string,
  t: (k: string) => string,
): string {
  if (isWhenever(range.period)) return t("serp.when.whenever");
  const period = periods.find((p) => p.key === range.period);
  if (period) return period.label;
  const days = [range.dateFrom, range.dateTo].filter(Boolean) as string[];
  return `${t("serp.when.custom")}: ${days.map(dayMonth).join(" – ")}`;
}
