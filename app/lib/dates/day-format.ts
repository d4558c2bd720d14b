import { DATE_TOKEN } from "../../../tenants/date-pattern";
import type { Language } from "../../../tenants/languages";

export type DateTenant = {
  language: Language;
  timeZone: string;
  firstDayOfWeek: 0 | 1;
  dateFormats: { short: string; long: string; dayMonth: string; monthYear: string };
};
export type DateFormatName = keyof DateTenant["dateFormats"];

/**
 * Month and weekday names of one language, from its message catalogue (`dates.*`, `|`-separated,
 * weeks from Sunday). Calendar days are formatted with these in the browser and on the server
 * alike: the same text on both sides, and no date library or locale data in the page's JavaScript.
 */
export type DateNames = {
  /** The first of the month where the language writes it apart ("1er" in French, "1º" in Italian), else "1". */
  dayOne: string;
  months: string[];
  monthsShort: string[];
  weekdays: string[];
  weekdaysShort: string[];
  weekdaysNarrow: string[];
};

type DateMessages = { dates: Record<Exclude<keyof DateNames, "dayOne">, string> & { dayOne?: string } };

const namesCache = new WeakMap<object, DateNames>();

export function dateNames(messages: DateMessages): DateNames {
  const cached = namesCache.get(messages.dates);
  if (cached) return cached;
  const split = (key: Exclude<keyof DateNames, "dayOne">) => messages.dates[key].split("|");
  const names = {
    dayOne: messages.dates.dayOne ?? "1",
    months: split("months"),
    monthsShort: split("monthsShort"),
    weekdays: split("weekdays"),
    weekdaysShort: split("weekdaysShort"),
    weekdaysNarrow: split("weekdaysNarrow"),
  };
  namesCache.set(messages.dates, names);
  return names;
}

// Patterns are checked when a tenant config loads (tenants/date-pattern.ts); read with the same tokenizer.
const TOKEN = DATE_TOKEN;

/** A calendar day "YYYY-MM-DD" (tour start and end dates) is not an instant: no time zone shift. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Invalid date strings are treated as null. The result is local midnight of that day. */
export function parseDay(value: string | null | undefined): Date | null {
  const match = value ? DAY.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Formats a day with a pattern of the tokens above. */
export function formatPattern(date: Date, pattern: string, names: DateNames): string {
  const [d, m, y, w] = [date.getDate(), date.getMonth(), date.getFullYear(), date.getDay()];
  return tokensOf(pattern)
    .map((token) => {
      switch (token) {
        case "d":
          return d === 1 ? names.dayOne : String(d);
        case "dd":
          return pad(d);
        case "M":
          return String(m + 1);
        case "MM":
          return pad(m + 1);
        case "MMM":
          return names.monthsShort[m]!;
        case "MMMM":
          return names.months[m]!;
        case "yy":
          return pad(y % 100);
        case "yyyy":
          return String(y);
        case "EEE":
          return names.weekdaysShort[w]!;
        case "EEEE":
          return names.weekdays[w]!;
        case "EEEEE":
          return names.weekdaysNarrow[w]!;
        default:
          return token.startsWith("'") ? token.slice(1, -1) : token;
      }
    })
    .join("");
}

// A site has four patterns: each is split into tokens once per instance, not once per date.
const patternTokens = new Map<string, string[]>();

function tokensOf(pattern: string): string[] {
  let tokens = patternTokens.get(pattern);
  if (!tokens) {
    tokens = pattern.match(TOKEN) ?? [];
    if (patternTokens.size > 100) patternTokens.clear();
    patternTokens.set(pattern, tokens);
  }
  return tokens;
}

/** Formats a calendar day with one of the tenant's date formats, in its language. */
export function formatDay(day: string, tenant: DateTenant, name: DateFormatName, names: DateNames): string {
  const date = parseDay(day);
  return date ? formatPattern(date, tenant.dateFormats[name], names) : "";
}

/** Weeks start on Monday, but on Sunday for the US and English sites. */
export function weekdayNames(
  tenant: Pick<DateTenant, "firstDayOfWeek">,
  names: DateNames,
  width: "narrow" | "short" | "long" = "short",
): string[] {
  const list = width === "narrow" ? names.weekdaysNarrow : width === "long" ? names.weekdays : names.weekdaysShort;
  return Array.from({ length: 7 }, (_, i) => list[(i + tenant.firstDayOfWeek) % 7]!);
}
