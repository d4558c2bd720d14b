import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import { BoundedMap } from "../memo/bounded-map";

/** The meetup list's quick date filters, in the order the form shows them. */
export const QUICK_DATES = [
  "today",
  "tomorrow",
  "this-week",
  "this-weekend",
  "next-week",
  "this-month",
  "next-30-days",
  "whenever",
] as const;
export type QuickDate = (typeof QUICK_DATES)[number];

export function isQuickDate(value: unknown): value is QuickDate {
  return typeof value === "string" && (QUICK_DATES as readonly string[]).includes(value);
}

/** Instants: an event is in the range when it is on at some moment of [from, to); `to` null is open. */
export type InstantRange = { from: Date; to: Date | null };

export type WeekSite = { timeZone: string; firstDayOfWeek: 0 | 1 };

/** A calendar day as a UTC date (arithmetic on days only; the zone comes back in `startOf`). */
type Day = Date;

function dayOf(instant: Date, timeZone: string): Day {
  return new Date(`${formatInTimeZone(instant, timeZone, "yyyy-MM-dd")}T00:00:00Z`);
}

function addDays(day: Day, days: number): Day {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + days));
}

/** The instant a calendar day begins in the zone (a DST change day has 23 or 25 hours). */
function startOf(day: Day, timeZone: string): Date {
  return fromZonedTime(`${day.toISOString().slice(0, 10)}T00:00:00`, timeZone);
}

/**
 * The range a quick filter names at `now`, computed on the site's calendar: its time zone
 * decides which day it is, and its first weekday (Monday, Sunday on the US and
 * English sites) where a week starts. Ranges start today (what has ended is never listed).
 */
export function quickDateRange(quick: QuickDate, now: Date, site: WeekSite): InstantRange {
  // Every list request asks for the same few ranges: each is worked out once per minute, within
  // which no zone's day changes (zones are offset from UTC by whole minutes). A fresh copy is
  // answered, so a caller's change never reaches the next request.
  const key = `${quick}|${site.timeZone}|${site.firstDayOfWeek}|${Math.floor(now.getTime() / 60_000)}`;
  let range = ranges.get(key);
  if (!range) {
    range = workedOutRange(quick, now, site);
    ranges.set(key, range);
  }
  return { from: new Date(range.from), to: range.to ? new Date(range.to) : null };
}

const ranges = new BoundedMap<string, InstantRange>(1_000);

function workedOutRange(quick: QuickDate, now: Date, site: WeekSite): InstantRange {
  const { timeZone } = site;
  const today = dayOf(now, timeZone);
  const weekday = today.getUTCDay();
  const weekStart = addDays(today, -((weekday - site.firstDayOfWeek + 7) % 7));
  const range = (from: Day, to: Day | null): InstantRange => ({ from: startOf(from, timeZone), to: to ? startOf(to, timeZone) : null });
  switch (quick) {
    case "today":
      return range(today, addDays(today, 1));
    case "tomorrow":
      return range(addDays(today, 1), addDays(today, 2));
    case "this-week":
      return range(today, addDays(weekStart, 7));
    case "this-weekend": {
      // Saturday and Sunday: on a weekend day it is the one under way, on a weekday the next one,
      // whichever day the site's week starts on.
      if (weekday === 6) return range(today, addDays(today, 2));
      if (weekday === 0) return range(today, addDays(today, 1));
      return range(addDays(today, 6 - weekday), addDays(today, 8 - weekday));
    }
    case "next-week":
      return range(addDays(weekStart, 7), addDays(weekStart, 14));
    case "this-month":
      return range(today, new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1)));
    case "next-30-days":
      return range(today, addDays(today, 30));
    case "whenever":
      return range(today, null);
  }
}
