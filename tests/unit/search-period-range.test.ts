import { describe, expect, it } from "vitest";
import {
  clickDay,
  CUSTOM,
  EMPTY_RANGE,
  pickPeriod,
  rangeFromDates,
  rangeToQuery,
  WHENEVER,
  type PeriodOption,
  type PeriodRange,
} from "../../app/lib/search/period-range";

const TODAY = "2026-05-10";
const r = (dateFrom: string | null, dateTo: string | null): PeriodRange =>
  dateFrom === null && dateTo === null ? EMPTY_RANGE : { period: CUSTOM, dateFrom, dateTo };
const MAY: PeriodOption = { key: "7", name: "May", type: "month", startingDate: "2026-05-01", endingDate: "2026-05-31" };

// "Period and date range": every click rule as a row.
describe("clickDay", () => {
  it.each<[string, PeriodRange, string, PeriodRange]>([
    ["first click sets the start", EMPTY_RANGE, "2026-06-10", r("2026-06-10", null)],
    ["a later date sets the end", r("2026-06-10", null), "2026-06-15", r("2026-06-10", "2026-06-15")],
    ["an earlier date becomes the start", r("2026-06-10", null), "2026-06-05", r("2026-06-05", null)],
    ["an earlier date with both set becomes the start", r("2026-06-10", "2026-06-15"), "2026-06-01", r("2026-06-01", "2026-06-15")],
    ["the same date twice makes a single-day range", r("2026-06-10", null), "2026-06-10", r("2026-06-10", "2026-06-10")],
    ["the same single date again clears the end", r("2026-06-10", "2026-06-10"), "2026-06-10", r("2026-06-10", null)],
    ["both set: clicking the start removes it", r("2026-06-10", "2026-06-15"), "2026-06-10", r(null, "2026-06-15")],
    ["both set: clicking the end removes it", r("2026-06-10", "2026-06-15"), "2026-06-15", r("2026-06-10", null)],
    ["both set: another click sets the end and clears the start", r("2026-06-10", "2026-06-15"), "2026-06-20", r(null, "2026-06-20")],
    ["only an end: a later start is swapped", r(null, "2026-06-15"), "2026-06-20", r("2026-06-15", "2026-06-20")],
    ["only an end: an earlier click sets the start", r(null, "2026-06-15"), "2026-06-12", r("2026-06-12", "2026-06-15")],
    ["past dates are not selectable", r("2026-06-10", null), "2026-05-01", r("2026-06-10", null)],
    ["today is not selectable", EMPTY_RANGE, TODAY, EMPTY_RANGE],
  ])("%s", (_, before, day, after) => {
    expect(clickDay(before, day, TODAY)).toEqual(after);
  });

  it("a lone bound clicked again cycles between a single day and a start only", () => {
    const single = clickDay(r(null, "2026-06-15"), "2026-06-15", TODAY);
    expect(clickDay(clickDay(single, "2026-06-15", TODAY), "2026-06-15", TODAY)).toEqual(r("2026-06-15", "2026-06-15"));
    expect(clickDay(r("2026-06-10", "2026-06-15"), "2026-06-10", TODAY).period).toBe(CUSTOM);
  });
});

describe("pickPeriod", () => {
  it("selects a period with its dates and an add-filter event", () => {
    expect(pickPeriod(EMPTY_RANGE, MAY)).toEqual({
      state: { period: "7", dateFrom: "2026-05-01", dateTo: "2026-05-31" },
      effect: "addFilter",
    });
  });
  it("picking the selected period deselects it: -1, dates cleared, remove-filter event", () => {
    const { state } = pickPeriod(EMPTY_RANGE, MAY);
    expect(pickPeriod(state, MAY)).toEqual({ state: { period: WHENEVER, dateFrom: null, dateTo: null }, effect: "removeFilter" });
  });
});

describe("URL and query", () => {
  it("recognizes a period by its dates, else custom, else whenever", () => {
    expect(rangeFromDates("2026-05-01", "2026-05-31", [MAY]).period).toBe("7");
    expect(rangeFromDates("2026-05-02", "2026-05-31", [MAY]).period).toBe(CUSTOM);
    expect(rangeFromDates(undefined, undefined, [MAY])).toEqual(EMPTY_RANGE);
  });
  it("sends a date range only for a chosen, non-whenever period", () => {
    expect(rangeToQuery(EMPTY_RANGE)).toEqual({});
    expect(rangeToQuery({ period: "", dateFrom: "2026-06-01", dateTo: null })).toEqual({});
    expect(rangeToQuery(r("2026-06-01", "2026-06-03"))).toEqual({ dateFrom: "2026-06-01", dateTo: "2026-06-03" });
  });
});
