import { BoundedMap } from "../memo/bounded-map";

/**
 * An event's start and end as the venue's clock reads them (instants plus the venue's
 * IANA zone): calendar days for the site's date format, and times of day.
 */
export type VenueTimes = { startDay: string; startTime: string; endDay: string; endTime: string; offset: string };

export function venueTimes(startAt: number, endAt: number, timeZone: string, hour12 = false): VenueTimes {
  const start = venueClock(startAt, timeZone);
  const end = venueClock(endAt, timeZone);
  return {
    startDay: dayOf(start),
    startTime: timeOf(start, hour12),
    endDay: dayOf(end),
    endTime: timeOf(end, hour12),
    offset: offsetOf(start),
  };
}

/** An ISO 8601 date-time with the venue's offset (schema.org startDate: the local time a visitor reads). */
export function venueIso(instant: number, timeZone: string): string {
  const clock = venueClock(instant, timeZone);
  return `${dayOf(clock)}T${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}${offsetOf(clock)}`;
}

type Clock = { year: number; month: number; day: number; hour: number; minute: number; second: number; offsetMinutes: number };

/**
 * One formatter per zone, kept for the life of the instance: building an Intl.DateTimeFormat
 * costs far more than using one, and a page of events reads five times per event.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Clocks already read, by zone and instant: a list reads the same few events' starts and ends on
 * every request, and formatToParts is most of a card's cost. Emptied when full, so it stays bounded.
 */
const clocks = new BoundedMap<string, Readonly<Clock>>(5_000);

/** The wall clock of the zone at an instant, and the zone's offset from UTC then. */
function venueClock(instant: number, timeZone: string): Readonly<Clock> {
  const key = `${timeZone}|${instant}`;
  let clock = clocks.get(key);
  if (!clock) {
    clock = Object.freeze(readClock(instant, timeZone));
    clocks.set(key, clock);
  }
  return clock;
}

function readClock(instant: number, timeZone: string): Clock {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const clock = {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
  const wall = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return { ...clock, offsetMinutes: Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000) };
}

const pad = (n: number) => String(n).padStart(2, "0");

function dayOf(clock: Clock): string {
  return `${String(clock.year).padStart(4, "0")}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** "HH:mm", or "h:mm AM" where the site writes twelve-hour times. */
function timeOf(clock: Clock, hour12: boolean): string {
  if (!hour12) return `${pad(clock.hour)}:${pad(clock.minute)}`;
  return `${clock.hour % 12 || 12}:${pad(clock.minute)} ${clock.hour < 12 ? "AM" : "PM"}`;
}

/** "+01:00", "-05:00", "+00:00" (ISO 8601 extended, never "Z"). */
function offsetOf(clock: Clock): string {
  const minutes = Math.abs(clock.offsetMinutes);
  return `${clock.offsetMinutes < 0 ? "-" : "+"}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
