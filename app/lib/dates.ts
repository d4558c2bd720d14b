import { format as formatPlain, isValid, parseISO, type Locale } from "date-fns";
import { de, enGB, enUS, es, fr, it } from "date-fns/locale";
import { formatInTimeZone } from "date-fns-tz";
import type { Language } from "../../tenants/schema";

type DateTenant = {
  language: Language;
  timeZone: string;
  firstDayOfWeek: 0 | 1;
  dateFormats: { short: string; long: string; dayMonth: string; monthYear: string };
};
export type DateFormatName = keyof DateTenant["dateFormats"];

const dateLocales: Record<Language, Locale> = { "en-GB": enGB, "en-US": enUS, it, es, fr, de };

/** A calendar day "YYYY-MM-DD" (tour start and end dates) is not an instant: no time zone shift. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 000 §9: invalid date strings are treated as null. */
export function parseDay(value: string | null | undefined): Date | null {
  if (!value || !DAY.test(value)) return null;
  const date = parseISO(value);
  return isValid(date) && formatPlain(date, "yyyy-MM-dd") === value ? date : null;
}

/** Formats a calendar day with one of the tenant's date formats, in its language. */
export function formatDay(day: string, tenant: DateTenant, name: DateFormatName = "short"): string {
  const date = parseDay(day);
  if (!date) return "";
  return formatPlain(date, tenant.dateFormats[name], { locale: dateLocales[tenant.language] });
}

/** Formats an instant (e.g. an event start) in the tenant's time zone. */
export function formatInstant(instant: Date, tenant: DateTenant, name: DateFormatName = "short"): string {
  return formatInTimeZone(instant, tenant.timeZone, tenant.dateFormats[name], { locale: dateLocales[tenant.language] });
}

/** Today's calendar day in the tenant's time zone: what "past" means for its calendar. */
export function todayIn(tenant: Pick<DateTenant, "timeZone">, now: Date = new Date()): string {
  return formatInTimeZone(now, tenant.timeZone, "yyyy-MM-dd");
}

/** 001 §9: weeks start on Monday, but on Sunday for the US and English sites. */
export function weekdayNames(tenant: DateTenant, width: "narrow" | "short" = "short"): string[] {
  const locale = dateLocales[tenant.language];
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(2023, 0, 1 + ((i + tenant.firstDayOfWeek) % 7));
    return formatPlain(day, width === "narrow" ? "EEEEE" : "EEE", { locale });
  });
}
