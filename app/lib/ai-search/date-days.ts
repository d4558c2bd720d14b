/**
 * Calendar arithmetic of the dates the AI search reads: days between two days, a month's last
 * day, the parts of a month people name ("early May", "la primera quincena"), and a window with
 * some months left out. Days are ISO strings (YYYY-MM-DD).
 */
import { daysInMonth } from "../dates/calendar";
import { iso, shift, type Span } from "./holidays";
import type { MonthPart } from "./lexicon";

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The days of a part of a month: early 1–10, mid 11–20, late 21 to its end, the first half 1–15, the second 16 to its end. */
export function partDays(part: MonthPart | undefined, year: number, month: number): [number, number] | undefined {
  if (part === "early") return [1, 10];
  if (part === "mid") return [11, 20];
  if (part === "late") return [21, lastDay(year, month)];
  if (part === "firstHalf") return [1, 15];
  if (part === "secondHalf") return [16, lastDay(year, month)];
  return undefined;
}

/**
 * The window from..to without the months first..last (a season when first > last): cut at
 * either end; null when they fall inside it (two windows) or cover it.
 */
export function withoutMonths(from: string, to: string, first: number, last: number): Span | null {
  const inside = (day: string) => {
    const m = Number(day.slice(5, 7));
    return first <= last ? m >= first && m <= last : m >= first || m <= last;
  };
  let start = from;
  let end = to;
  // Whole months are stepped over from each end while they are left out.
  while (start <= end && inside(start)) start = firstOfNextMonth(start);
  while (end >= start && inside(end)) end = shift(`${end.slice(0, 8)}01`, -1);
  if (start > end) return null;
  for (let day = start; day <= end; day = firstOfNextMonth(day)) if (inside(day)) return null;
  return { from: start, to: end };
}

export function firstOfNextMonth(day: string): string {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return m === 12 ? iso(y + 1, 1, 1) : iso(y, m + 1, 1);
}

/** The last day of a month (1–12) of a year. */
export function lastDay(year: number, month: number): number {
  return daysInMonth(iso(year, month, 1).slice(0, 7));
}
