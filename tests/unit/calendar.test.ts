import { describe, expect, it } from "vitest";
import {
  addMonths,
  bestTour,
  buildMonth,
  calendarMonths,
  DAY_PRIORITY,
  isSelectable,
  leadingPadding,
  moveFocus,
  rangeLabel,
  type CalendarTour,
} from "../../app/lib/dates/calendar";

const tour = (
  id: number,
  startingDate: string,
  endingDate: string,
  salesStatus: CalendarTour["salesStatus"],
  price = 100_000,
): CalendarTour => ({ id, startingDate, endingDate, salesStatus, price });
const cell = (month: ReturnType<typeof buildMonth>, date: string) => month.cells.find((c) => c?.date === date) ?? null;

describe("day priority", () => {
  it("orders the statuses ALMOST_FULL 1 … SOLD_OUT 6", () => {
    expect(
      ["ALMOST_FULL", "CONFIRMED", "ALMOST_CONFIRMED", "PLANNED", "WAITING_LIST", "SOLD_OUT"].map(
        (s) => DAY_PRIORITY[s as keyof typeof DAY_PRIORITY],
      ),
    ).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each([
    [["WAITING_LIST", "ALMOST_FULL"], "ALMOST_FULL"],
    [["PLANNED", "CONFIRMED"], "CONFIRMED"],
    [["WAITING_LIST", "ALMOST_CONFIRMED", "PLANNED"], "ALMOST_CONFIRMED"],
    [["SOLD_OUT", "WAITING_LIST"], "WAITING_LIST"],
  ] as const)("a day with %j shows %s", (statuses, expected) => {
    const tours = statuses.map((s, i) => tour(i + 1, "2030-03-10", "2030-03-15", s));
    expect(cell(buildMonth("2030-03", tours, { today: "2030-01-01", firstDayOfWeek: 1 }), "2030-03-12")?.salesStatus).toBe(expected);
  });

  it("breaks a tie on price, then on id", () => {
    expect(bestTour([tour(1, "2030-03-10", "2030-03-12", "PLANNED", 900), tour(2, "2030-03-10", "2030-03-12", "PLANNED", 800)])?.id).toBe(
      2,
    );
    expect(bestTour([tour(3, "2030-03-10", "2030-03-12", "PLANNED", 800), tour(2, "2030-03-10", "2030-03-12", "PLANNED", 800)])?.id).toBe(
      2,
    );
  });
});

describe("SOLD_OUT tours are not marked across their days", () => {
  const month = buildMonth("2030-03", [tour(1, "2030-03-10", "2030-03-15", "SOLD_OUT"), tour(2, "2030-03-14", "2030-03-20", "PLANNED")], {
    today: "2030-01-01",
    firstDayOfWeek: 1,
  });
  it("marks only the sold-out tour's first day", () => {
    expect(cell(month, "2030-03-10")?.salesStatus).toBe("SOLD_OUT");
    expect(cell(month, "2030-03-11")?.salesStatus).toBeNull();
    expect(cell(month, "2030-03-14")?.salesStatus).toBe("PLANNED");
    expect(cell(month, "2030-03-14")?.tourCount).toBe(1);
  });
  it("links each day to the departure it shows: its first day and the days it runs", () => {
    expect(cell(month, "2030-03-14")?.tour?.id).toBe(2);
    expect(cell(month, "2030-03-14")?.firstDay).toBe(true);
    expect(cell(month, "2030-03-15")?.tour?.id).toBe(2);
    expect(cell(month, "2030-03-15")?.firstDay).toBe(false);
    expect(cell(month, "2030-03-11")?.tour).toBeNull();
    expect(month.tourCounter).toBe(2);
  });
});

describe("calendar range", () => {
  it("without tours: 2 months from today, 18 in filter mode", () => {
    expect(calendarMonths([], { today: "2030-11-20" })).toEqual(["2030-11", "2030-12"]);
    const filter = calendarMonths([], { today: "2030-11-20", filterMode: true });
    expect(filter).toHaveLength(18);
    expect(filter.at(-1)).toBe("2032-04");
  });
  it("with tours: from the earliest start to the latest end", () => {
    expect(
      calendarMonths([tour(1, "2030-05-28", "2030-06-04", "PLANNED"), tour(2, "2030-02-03", "2030-02-10", "CONFIRMED")], {
        today: "2030-01-01",
      }),
    ).toEqual(["2030-02", "2030-03", "2030-04", "2030-05", "2030-06"]);
  });
  it("extends by one month when start and end fall in the same month", () => {
    expect(calendarMonths([tour(1, "2030-12-02", "2030-12-09", "PLANNED")], { today: "2030-01-01" })).toEqual(["2030-12", "2031-01"]);
  });
  it("adds months across years", () => {
    expect(addMonths("2030-11", 3)).toBe("2031-02");
    expect(addMonths("2030-01", -1)).toBe("2029-12");
  });
});

describe("month padding by first weekday", () => {
  // February 2027 starts on a Monday and has 28 days; 2026-08 starts on a Saturday (31 days).
  it.each([
    ["2027-02", 1, 0, 28],
    ["2027-02", 0, 1, 35],
    ["2026-08", 1, 5, 42],
    ["2026-08", 0, 6, 42],
    ["2030-03", 1, 4, 35],
    ["2030-03", 0, 5, 42],
  ])("%s with weeks starting on %i: %i leading cells, %i in all", (month, first, lead, total) => {
    expect(leadingPadding(month, first)).toBe(lead);
    const grid = buildMonth(month, [], { today: "2020-01-01", firstDayOfWeek: first });
    expect(grid.cells).toHaveLength(total);
    expect(grid.cells.slice(0, lead).every((c) => c === null)).toBe(true);
    expect(grid.cells[lead]?.date).toBe(`${month}-01`);
  });
});

describe("selectable days", () => {
  const month = buildMonth("2030-03", [tour(1, "2030-03-05", "2030-03-09", "PLANNED"), tour(2, "2030-03-20", "2030-03-25", "CONFIRMED")], {
    today: "2030-03-05",
    firstDayOfWeek: 1,
  });
  it("past days up to today, padding and days without a departure cannot be picked; a day a departure runs through opens it", () => {
    expect(isSelectable(cell(month, "2030-03-05"))).toBe(false);
    expect(cell(month, "2030-03-05")?.old).toBe(true);
    expect(isSelectable(null)).toBe(false);
    expect(isSelectable(cell(month, "2030-03-12"))).toBe(false);
    expect(isSelectable(cell(month, "2030-03-21"))).toBe(true);
    expect(isSelectable(cell(month, "2030-03-20"))).toBe(true);
  });
});

describe("grid keyboard movement", () => {
  it.each([
    ["ArrowRight", "2030-03-31", "2030-04-01"],
    ["ArrowLeft", "2030-03-01", "2030-02-28"],
    ["ArrowDown", "2030-03-28", "2030-04-04"],
    ["ArrowUp", "2030-03-03", "2030-02-24"],
    ["Home", "2030-03-14", "2030-03-11"],
    ["End", "2030-03-14", "2030-03-17"],
    ["PageDown", "2030-01-31", "2030-02-28"],
    ["PageUp", "2030-03-15", "2030-02-15"],
  ])("%s from %s goes to %s (weeks on Monday)", (key, from, to) => {
    expect(moveFocus(from, key, 1)).toBe(to);
  });
  it("Home follows the first weekday of the site", () => {
    expect(moveFocus("2030-03-14", "Home", 0)).toBe("2030-03-10");
    expect(moveFocus("2030-03-14", "Tab", 0)).toBeNull();
  });
  it("Home and End stay in the day's month grid: a week row that begins or ends in another month stops at the month's edge", () => {
    // March 2030 begins on a Friday and ends on a Sunday.
    expect(moveFocus("2030-03-02", "Home", 1)).toBe("2030-03-01");
    expect(moveFocus("2030-03-02", "Home", 0)).toBe("2030-03-01");
    expect(moveFocus("2030-03-30", "End", 0)).toBe("2030-03-30");
    expect(moveFocus("2030-03-26", "End", 1)).toBe("2030-03-31");
    expect(moveFocus("2030-03-31", "End", 0)).toBe("2030-03-31");
    expect(moveFocus("2030-03-31", "Home", 0)).toBe("2030-03-31");
    expect(moveFocus("2030-03-26", "Home", 1)).toBe("2030-03-25");
  });
});

it("when label: one date when both are equal", () => {
  const fmt = (d: string) => d.slice(5);
  expect(rangeLabel("2030-03-01", "2030-03-09", fmt)).toBe("03-01 - 03-09");
  expect(rangeLabel("2030-03-01", "2030-03-01", fmt)).toBe("03-01");
});

describe("one departure per day: the day's status, price and link are the chosen departure's", () => {
  const options = { today: "2030-01-01", firstDayOfWeek: 1 };
  it("a day where one departure starts while a higher-priority one runs shows and opens the running one, and counts both", () => {
    const running = tour(1, "2030-03-08", "2030-03-15", "ALMOST_FULL", 120_000);
    const starting = tour(2, "2030-03-12", "2030-03-20", "CONFIRMED", 90_000);
    const day = cell(buildMonth("2030-03", [running, starting], options), "2030-03-12")!;
    expect(day.tour).toBe(running);
    expect(day.salesStatus).toBe(running.salesStatus);
    expect(day.firstDay).toBe(false);
    expect(day.departures).toBe(2);
  });
  it("a sold-out departure starting under a bookable one never gives the day its link", () => {
    const running = tour(1, "2030-03-08", "2030-03-15", "CONFIRMED");
    const soldOut = tour(2, "2030-03-12", "2030-03-20", "SOLD_OUT");
    const month = buildMonth("2030-03", [running, soldOut], options);
    expect(cell(month, "2030-03-12")?.tour?.id).toBe(1);
    expect(cell(month, "2030-03-12")?.salesStatus).toBe("CONFIRMED");
  });
  it("two departures starting on one day: the day opens the one that ranks first and says there are two", () => {
    const month = buildMonth(
      "2030-03",
      [tour(1, "2030-03-12", "2030-03-18", "PLANNED", 80_000), tour(2, "2030-03-12", "2030-03-18", "CONFIRMED", 95_000)],
      options,
    );
    expect(cell(month, "2030-03-12")).toMatchObject({ salesStatus: "CONFIRMED", firstDay: true, departures: 2 });
    expect(cell(month, "2030-03-12")?.tour?.id).toBe(2);
    expect(cell(month, "2030-03-13")?.departures).toBe(1);
  });
  it("every day of every month: the status is the linked departure's, which is on that day", () => {
    const tours = [
      tour(1, "2030-03-01", "2030-03-09", "PLANNED", 100_000),
      tour(2, "2030-03-05", "2030-03-12", "ALMOST_FULL", 130_000),
      tour(3, "2030-03-09", "2030-03-16", "SOLD_OUT", 90_000),
      tour(4, "2030-03-09", "2030-03-20", "WAITING_LIST", 85_000),
      tour(5, "2030-03-28", "2030-04-04", "TO_CONFIRM", 70_000),
    ];
    for (const month of ["2030-03", "2030-04"]) {
      for (const day of buildMonth(month, tours, options).cells) {
        if (!day?.tour) continue;
        expect(day.salesStatus, day.date).toBe(day.tour.salesStatus);
        expect(day.tour.startingDate <= day.date && day.date <= day.tour.endingDate, day.date).toBe(true);
        expect(day.firstDay, day.date).toBe(day.tour.startingDate === day.date);
      }
    }
  });
});
