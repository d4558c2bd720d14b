import { dateNames, formatPattern, parseDay, type DateNames, type DateTenant } from "./day-format";
import { DATE_TOKEN } from "../../../tenants/date-pattern";

/*
 * Ranges of days with their year where it would be missed. Apart from day-format.ts so a page's
 * first download (which formats single days) does not carry it: the dates list and the search
 * history, which use it, are loaded on demand.
 */

/**
 * The day-and-month pattern with the year added: after the day where the month comes first
 * ("MMM dd" → "MMM dd, yyyy"), after the month otherwise ("dd MMM" → "dd MMM yyyy").
 */
export function dayMonthYearPattern(dayMonth: string): string {
  const tokens = dayMonth.match(DATE_TOKEN) ?? [];
  const last = [...tokens].reverse().find((token) => /^[dM]/.test(token));
  return last?.startsWith("d") ? `${dayMonth}, yyyy` : `${dayMonth} yyyy`;
}

/**
 * A range of days in the short day-and-month form ("04 gen – 16 gen"), with the year wherever
 * it would otherwise be missed: on both ends when the range crosses a year ("28 dic 2026 –
 * 04 gen 2027"), once at the end when it lies in another year than `today`'s ("04 gen –
 * 16 gen 2028"). One day is printed once; a missing end prints the start only.
 */
export function formatDayRange(from: string, to: string | null | undefined, today: string, tenant: DateTenant, names: DateNames): string {
  const start = parseDay(from);
  const end = parseDay(to ?? null);
  if (!start) return "";
  const dayMonth = tenant.dateFormats.dayMonth;
  const withYear = dayMonthYearPattern(dayMonth);
  const thisYear = parseDay(today)?.getFullYear() ?? start.getFullYear();
  if (!end || end.getTime() === start.getTime()) return formatPattern(start, start.getFullYear() === thisYear ? dayMonth : withYear, names);
  if (start.getFullYear() !== end.getFullYear()) return `${formatPattern(start, withYear, names)} – ${formatPattern(end, withYear, names)}`;
  const last = formatPattern(end, start.getFullYear() === thisYear ? dayMonth : withYear, names);
  return `${formatPattern(start, dayMonth, names)} – ${last}`;
}

/** A range formatter for a site and its catalogue (the search history loads it on demand). */
export function dayRangeFormatter(
  tenant: DateTenant,
  messages: Parameters<typeof dateNames>[0],
): (from: string, to: string | null | undefined, today: string) => string {
  const names = dateNames(messages);
  return (from, to, today) => formatDayRange(from, to, today, tenant, names);
}
