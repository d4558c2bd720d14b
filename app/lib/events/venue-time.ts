import { formatInTimeZone } from "date-fns-tz";

/**
 * An event's start and end as the venue's clock reads them (000 §3: instants plus the venue's
 * IANA zone): calendar days for the site's date format, and times of day.
 */
export type VenueTimes = { startDay: string; startTime: string; endDay: string; endTime: string; offset: string };

export function venueTimes(startAt: number, endAt: number, timeZone: string, hour12 = false): VenueTimes {
  const time = hour12 ? "h:mm a" : "HH:mm";
  return {
    startDay: formatInTimeZone(startAt, timeZone, "yyyy-MM-dd"),
    startTime: formatInTimeZone(startAt, timeZone, time),
    endDay: formatInTimeZone(endAt, timeZone, "yyyy-MM-dd"),
    endTime: formatInTimeZone(endAt, timeZone, time),
    offset: formatInTimeZone(startAt, timeZone, "xxx"),
  };
}

/** An ISO 8601 date-time with the venue's offset (schema.org startDate: the local time a visitor reads). */
export function venueIso(instant: number, timeZone: string): string {
  return formatInTimeZone(instant, timeZone, "yyyy-MM-dd'T'HH:mm:ssxxx");
}
