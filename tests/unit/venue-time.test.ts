import { formatInTimeZone } from "date-fns-tz";
import { describe, expect, it } from "vitest";
import { venueIso, venueTimes } from "../../app/lib/events/venue-time";

/**
 * The venue's clock is read with one cached Intl formatter per zone; it must write what
 * date-fns-tz writes for the same patterns, across zones, offsets and daylight-saving changes.
 */
const ZONES = [
  "Europe/Rome",
  "Europe/London",
  "America/New_York",
  "America/Los_Angeles",
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "Australia/Adelaide",
  "Pacific/Chatham",
  "America/St_Johns",
  "UTC",
];
// Every 7 hours and 13 minutes over two years, so midnights, noons and both DST changes are met.
const INSTANTS = Array.from({ length: 2500 }, (_, i) => Date.UTC(2026, 0, 1) + i * (7 * 3_600_000 + 13 * 60_000 + 17_000));

describe("venue times", () => {
  it.each(ZONES)("in %s write what date-fns-tz writes", (zone) => {
    for (const instant of INSTANTS) {
      const end = instant + 5_400_000;
      expect(venueTimes(instant, end, zone)).toEqual({
        startDay: formatInTimeZone(instant, zone, "yyyy-MM-dd"),
        startTime: formatInTimeZone(instant, zone, "HH:mm"),
        endDay: formatInTimeZone(end, zone, "yyyy-MM-dd"),
        endTime: formatInTimeZone(end, zone, "HH:mm"),
        offset: formatInTimeZone(instant, zone, "xxx"),
      });
      expect(venueTimes(instant, end, zone, true).startTime).toBe(formatInTimeZone(instant, zone, "h:mm a"));
      expect(venueIso(instant, zone)).toBe(formatInTimeZone(instant, zone, "yyyy-MM-dd'T'HH:mm:ssxxx"));
    }
  });
});
