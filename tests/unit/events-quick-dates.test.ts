import { describe, expect, it } from "vitest";
import { quickDateRange, QUICK_DATES, type QuickDate } from "../../app/lib/events/quick-dates";

const ROME = { timeZone: "Europe/Rome", firstDayOfWeek: 1 as const };
const NEW_YORK = { timeZone: "America/New_York", firstDayOfWeek: 0 as const };
const LONDON = { timeZone: "Europe/London", firstDayOfWeek: 0 as const };

const iso = (date: Date | null) => date?.toISOString() ?? null;
const range = (quick: QuickDate, now: string, site: { timeZone: string; firstDayOfWeek: 0 | 1 }) => {
  const r = quickDateRange(quick, new Date(now), site);
  return [iso(r.from), iso(r.to)];
};

describe("quick date filters at the edges", () => {
  // Sunday 9 June 2024, 23:30 in Rome (CEST, UTC+2) is 21:30 UTC: still Sunday there.
  const sundayNight = "2024-06-09T21:30:00Z";
  it.each([
    ["today", "2024-06-08T22:00:00.000Z", "2024-06-09T22:00:00.000Z"],
    ["tomorrow", "2024-06-09T22:00:00.000Z", "2024-06-10T22:00:00.000Z"],
    // Monday-first: Sunday is the week's last day, so this week is what is left of today.
    ["this-week", "2024-06-08T22:00:00.000Z", "2024-06-09T22:00:00.000Z"],
    ["this-weekend", "2024-06-08T22:00:00.000Z", "2024-06-09T22:00:00.000Z"],
    ["next-week", "2024-06-09T22:00:00.000Z", "2024-06-16T22:00:00.000Z"],
    ["this-month", "2024-06-08T22:00:00.000Z", "2024-06-30T22:00:00.000Z"],
    ["next-30-days", "2024-06-08T22:00:00.000Z", "2024-07-08T22:00:00.000Z"],
    ["whenever", "2024-06-08T22:00:00.000Z", null],
  ] as const)("a Sunday 23:30 in Europe/Rome: %s", (quick, from, to) => {
    expect(range(quick, sundayNight, ROME)).toEqual([from, to]);
  });

  it("half an hour later it is Monday in Rome though still Sunday in UTC", () => {
    // 00:30 Monday 10 June in Rome = 22:30 UTC Sunday.
    expect(range("today", "2024-06-09T22:30:00Z", ROME)).toEqual(["2024-06-09T22:00:00.000Z", "2024-06-10T22:00:00.000Z"]);
    expect(range("this-week", "2024-06-09T22:30:00Z", ROME)).toEqual(["2024-06-09T22:00:00.000Z", "2024-06-16T22:00:00.000Z"]);
    expect(range("this-weekend", "2024-06-09T22:30:00Z", ROME)).toEqual(["2024-06-14T22:00:00.000Z", "2024-06-16T22:00:00.000Z"]);
  });

  it("the week starts on Sunday on the US and English sites, on Monday elsewhere", () => {
    // Sunday 9 June 2024, noon in New York: a new week began this morning.
    expect(range("this-week", "2024-06-09T16:00:00Z", NEW_YORK)).toEqual(["2024-06-09T04:00:00.000Z", "2024-06-16T04:00:00.000Z"]);
    expect(range("next-week", "2024-06-09T16:00:00Z", NEW_YORK)).toEqual(["2024-06-16T04:00:00.000Z", "2024-06-23T04:00:00.000Z"]);
    // The same instant in London (Sunday-first too) and in Rome (Monday-first).
    expect(range("next-week", "2024-06-09T16:00:00Z", LONDON)).toEqual(["2024-06-15T23:00:00.000Z", "2024-06-22T23:00:00.000Z"]);
    expect(range("next-week", "2024-06-09T16:00:00Z", ROME)).toEqual(["2024-06-09T22:00:00.000Z", "2024-06-16T22:00:00.000Z"]);
    // A Wednesday: the Monday-first week ends on Sunday night, the Sunday-first one on Saturday night.
    expect(range("this-week", "2024-06-12T10:00:00Z", ROME)[1]).toBe("2024-06-16T22:00:00.000Z");
    expect(range("this-week", "2024-06-12T10:00:00Z", LONDON)[1]).toBe("2024-06-15T23:00:00.000Z");
  });

  it("this weekend on a weekday is the coming Saturday and Sunday; on Saturday it starts today", () => {
    expect(range("this-weekend", "2024-06-12T10:00:00Z", ROME)).toEqual(["2024-06-14T22:00:00.000Z", "2024-06-16T22:00:00.000Z"]);
    expect(range("this-weekend", "2024-06-15T10:00:00Z", ROME)).toEqual(["2024-06-14T22:00:00.000Z", "2024-06-16T22:00:00.000Z"]);
    expect(range("this-weekend", "2024-06-12T10:00:00Z", NEW_YORK)).toEqual(["2024-06-15T04:00:00.000Z", "2024-06-17T04:00:00.000Z"]);
  });

  it("month ends: the last day of a month, of February in a leap year, of December", () => {
    expect(range("this-month", "2024-01-31T20:00:00Z", ROME)).toEqual(["2024-01-30T23:00:00.000Z", "2024-01-31T23:00:00.000Z"]);
    expect(range("tomorrow", "2024-02-28T12:00:00Z", ROME)).toEqual(["2024-02-28T23:00:00.000Z", "2024-02-29T23:00:00.000Z"]);
    expect(range("this-month", "2024-02-29T12:00:00Z", ROME)[1]).toBe("2024-02-29T23:00:00.000Z");
    expect(range("this-month", "2024-12-31T22:59:00Z", ROME)).toEqual(["2024-12-30T23:00:00.000Z", "2024-12-31T23:00:00.000Z"]);
    // 23:30 UTC on 31 December is already 1 January in Rome.
    expect(range("this-month", "2024-12-31T23:30:00Z", ROME)).toEqual(["2024-12-31T23:00:00.000Z", "2025-01-31T23:00:00.000Z"]);
  });

  it("DST changes: the spring-forward day has 23 hours, the fall-back day 25", () => {
    // Europe: 31 March 2024 and 27 October 2024.
    const spring = quickDateRange("today", new Date("2024-03-31T10:00:00Z"), ROME);
    expect(iso(spring.from)).toBe("2024-03-30T23:00:00.000Z");
    expect(spring.to!.getTime() - spring.from.getTime()).toBe(23 * 3_600_000);
    const autumn = quickDateRange("today", new Date("2024-10-27T10:00:00Z"), ROME);
    expect(iso(autumn.from)).toBe("2024-10-26T22:00:00.000Z");
    expect(autumn.to!.getTime() - autumn.from.getTime()).toBe(25 * 3_600_000);
    // The week across the change still ends at local midnight.
    expect(range("next-week", "2024-03-27T10:00:00Z", ROME)).toEqual(["2024-03-31T22:00:00.000Z", "2024-04-07T22:00:00.000Z"]);
    // US: 10 March 2024.
    expect(range("tomorrow", "2024-03-09T15:00:00Z", NEW_YORK)).toEqual(["2024-03-10T05:00:00.000Z", "2024-03-11T04:00:00.000Z"]);
  });

  it("every filter starts no later than today and ends after it starts", () => {
    for (const quick of QUICK_DATES) {
      const r = quickDateRange(quick, new Date("2024-06-09T21:30:00Z"), ROME);
      expect(r.to === null || r.to > r.from, quick).toBe(true);
    }
  });
});
