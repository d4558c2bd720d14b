import { describe, expect, it } from "vitest";
import { groupResults, groupsByMonth } from "../../app/lib/search/result-groups";

describe("results grouped by year-month only in date order", () => {
  it.each([
    ["tours", undefined, true],
    ["tours", "relevance", true],
    ["tours", "date:asc", true],
    ["tours", "price:asc", false],
    ["travels", "date", true],
    ["travels", "date:asc", true],
    // Travels by relevance are ranked by score or text, not by date: one plain list.
    ["travels", undefined, false],
    ["travels", "relevance:desc", false],
    ["travels", "duration:desc", false],
  ] as const)("%s sorted by %s: grouped %s", (tab, sort, grouped) => {
    expect(groupsByMonth(tab, sort)).toBe(grouped);
  });

  it("gathers consecutive items of a month, in the list's (calendar) order", () => {
    const days = ["2027-01-04", "2027-01-20", "2027-02-01", "2027-02-27", "2027-02-28", "2027-05-10"];
    const groups = groupResults(days, (d) => d, true);
    expect(groups.map((g) => [g.month, g.items.length])).toEqual([
      ["2027-01", 2],
      ["2027-02", 3],
      ["2027-05", 1],
    ]);
  });

  it("is one group of everything when not grouping, and nothing for no items", () => {
    expect(groupResults(["2027-05-01", "2027-01-01"], (d) => d, false)).toEqual([{ month: null, items: ["2027-05-01", "2027-01-01"] }]);
    expect(groupResults([], (d: string) => d, true)).toEqual([]);
  });
});
