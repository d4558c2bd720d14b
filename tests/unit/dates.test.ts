import { format } from "date-fns";
import { de, enGB, enUS, es, fr, it as itLocale } from "date-fns/locale";
import { describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { getTenant, tenants } from "../../tenants";
import { tenantSchema } from "../../tenants/schema";
import { dateNames, formatDay, parseDay, weekdayNames, type DateFormatName } from "../../app/lib/dates/day-format";
import { dayMonthYearPattern, formatDayRange } from "../../app/lib/dates/day-range";
import { periodLabel } from "../../app/lib/search/period-label";
import { isDatePattern } from "../../tenants/date-pattern";

/** The first of the month where a language writes it apart from date-fns's plain "1". */
const FIRST_OF_MONTH: Partial<Record<string, string>> = { fr: "1er", it: "1º" };
import { formatInstant, todayIn } from "../../app/lib/dates/time-zone";

const tenant = (id: string) => getTenant(id)!;
const namesOf = (id: string) => dateNames(catalogues[tenant(id).language]);
const day = (id: string, value: string, name: DateFormatName = "short") => formatDay(value, tenant(id), name, namesOf(id));

describe("dates per tenant", () => {
  it.each([
    ["int", "05/03/2027", "5 March 2027"],
    ["uk", "05/03/2027", "5 March 2027"],
    ["us", "03/05/2027", "March 5, 2027"],
    ["it", "05/03/2027", "5 marzo 2027"],
    ["es", "05/03/2027", "5 de marzo de 2027"],
    ["fr", "05/03/2027", "5 mars 2027"],
    ["de", "05.03.2027", "5. März 2027"],
  ])("%s formats a tour day", (id, short, long) => {
    expect(day(id, "2027-03-05", "short")).toBe(short);
    expect(day(id, "2027-03-05", "long")).toBe(long);
  });

  it("writes the first of the month as French and Italian do", () => {
    expect(day("fr", "2027-03-01", "long")).toBe("1er mars 2027");
    expect(day("it", "2027-03-01", "long")).toBe("1º marzo 2027");
    expect(day("fr", "2027-03-02", "long")).toBe("2 mars 2027");
    expect(day("de", "2027-03-01", "long")).not.toMatch(/1er|1º/);
  });

  // date-fns is the reference for the patterns and the catalogues' month and weekday names.
  const locales = { "en-GB": enGB, "en-US": enUS, it: itLocale, es, fr, de } as const;
  it.each(tenants.map((t) => t.id))("%s formats every day of a year exactly as date-fns does", (id) => {
    const t = tenant(id);
    for (let i = 0; i < 366; i++) {
      const date = new Date(2028, 0, 1 + i);
      const iso = format(date, "yyyy-MM-dd");
      for (const name of ["short", "long", "dayMonth", "monthYear"] as const) {
        const pattern = t.dateFormats[name];
        let expected = format(date, pattern, { locale: locales[t.language] });
        // French and Italian write the first of the month as an ordinal ("1er mars", "1º marzo").
        const first = FIRST_OF_MONTH[t.language];
        if (first && date.getDate() === 1 && /^d /.test(pattern)) expected = expected.replace(/^1 /, `${first} `);
        expect(day(id, iso, name)).toBe(expected);
      }
      expect(formatDay(iso, t, "short", namesOf(id))).not.toBe("");
      for (const [pattern, width] of [
        ["EEE", "short"],
        ["EEEEE", "narrow"],
        ["EEEE", "long"],
      ] as const) {
        const names = weekdayNames({ firstDayOfWeek: 0 }, namesOf(id), width);
        expect(names[date.getDay()]).toBe(format(date, pattern, { locale: locales[t.language] }));
      }
    }
  });

  it("never shifts a calendar day by the tenant's time zone", () => {
    // Midnight UTC is still the previous evening in New York: a day is not an instant.
    expect(day("us", "2027-01-01")).toBe("01/01/2027");
  });

  it("formats instants in the tenant's time zone", () => {
    const instant = new Date("2027-01-01T03:30:00Z");
    expect(formatInstant(instant, tenant("us"), "short", namesOf("us"))).toBe("12/31/2026");
    expect(formatInstant(instant, tenant("it"), "short", namesOf("it"))).toBe("01/01/2027");
  });

  it("knows today in the tenant's time zone", () => {
    const now = new Date("2026-11-22T23:30:00Z");
    expect(todayIn(tenant("de"), now)).toBe("2026-11-23");
    expect(todayIn(tenant("us"), now)).toBe("2026-11-22");
  });

  it("treats invalid date strings as null", () => {
    expect(parseDay("2027-02-30")).toBeNull();
    expect(parseDay("2027-00-10")).toBeNull();
    expect(parseDay("tomorrow")).toBeNull();
    expect(parseDay("2027-1-01")).toBeNull();
    expect(parseDay(undefined)).toBeNull();
    expect(day("it", "2027-13-01")).toBe("");
    expect(parseDay("2028-02-29")?.getDate()).toBe(29);
    expect(parseDay("2027-02-29")).toBeNull();
  });

  it("starts the week on Monday, or Sunday on the US and English sites", () => {
    expect(weekdayNames(tenant("it"), namesOf("it"))[0]).toBe("lun");
    expect(weekdayNames(tenant("de"), namesOf("de"))[6]).toBe("So.");
    expect(weekdayNames(tenant("us"), namesOf("us"))[0]).toBe("Sun");
    expect(weekdayNames(tenant("uk"), namesOf("uk"))[1]).toBe("Mon");
    expect(weekdayNames(tenant("fr"), namesOf("fr"), "narrow")).toEqual(["L", "M", "M", "J", "V", "S", "D"]);
  });

  it("accepts only the pattern tokens it can format", () => {
    for (const ok of ["dd/MM/yyyy", "d. MMMM yyyy", "EEE d MMM", "MMM dd, yy", "'Week of' d MMMM", "MMMM yyyy"])
      expect(isDatePattern(ok), ok).toBe(true);
    for (const bad of ["", "dd/mm/yyyy", "YYYY-MM-dd", "d MMMMM", "HH:mm", "do MMMM", "'unclosed d"])
      expect(isDatePattern(bad), bad).toBe(false);
  });

  it("rejects a tenant config whose date format it cannot print, naming the field", () => {
    const config = structuredClone(tenant("it"));
    config.dateFormats.long = "d MMMM YYYY";
    const result = tenantSchema.safeParse(config);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["dateFormats", "long"]);
  });

  it("has twelve months and seven weekdays in every catalogue", () => {
    for (const messages of Object.values(catalogues)) {
      const names = dateNames(messages);
      expect([names.months, names.monthsShort].map((list) => list.length)).toEqual([12, 12]);
      expect([names.weekdays, names.weekdaysShort, names.weekdaysNarrow].map((list) => list.length)).toEqual([7, 7, 7]);
    }
  });
});

describe("ranges of days keep their year where it would be missed", () => {
  const range = (id: string, from: string, to: string | null, today = "2026-11-20") =>
    formatDayRange(from, to, today, tenant(id), namesOf(id));
  it.each([
    ["it", "2026-12-04", "2026-12-16", "04 dic – 16 dic"],
    ["it", "2026-12-28", "2027-01-04", "28 dic 2026 – 04 gen 2027"],
    ["it", "2027-01-04", "2027-01-16", "04 gen – 16 gen 2027"],
    ["it", "2027-01-04", "2027-01-04", "04 gen 2027"],
    ["it", "2026-12-04", null, "04 dic"],
    ["us", "2027-01-04", "2027-01-16", "Jan 04 – Jan 16, 2027"],
    ["us", "2026-12-28", "2027-01-04", "Dec 28, 2026 – Jan 04, 2027"],
    ["de", "2027-01-04", "2027-01-16", "04. Jan. – 16. Jan. 2027"],
  ])("%s: %s – %s is '%s'", (id, from, to, expected) => {
    expect(range(id, from, to)).toBe(expected);
  });
  it("adds the year after the day when the month comes first, after the month otherwise", () => {
    expect(dayMonthYearPattern("MMM dd")).toBe("MMM dd, yyyy");
    expect(dayMonthYearPattern("dd MMM")).toBe("dd MMM yyyy");
    expect(dayMonthYearPattern("dd. MMM")).toBe("dd. MMM yyyy");
  });
});

describe("periods are called the same in the enhanced bar and the no-JS select", () => {
  const monthYear = (day: string) => formatDay(day, tenant("it"), "monthYear", namesOf("it"));
  it.each([
    ["a month, by month and year", "Novembre", "month", "2026-11-01", "2026-11-30", "novembre 2026"],
    ["a named period, by name and year", "Ponte di Pasqua", "period", "2027-03-25", "2027-04-05", "Ponte di Pasqua 2027"],
    ["an event over the new year, by both years", "Aurora boreale", "event", "2026-12-01", "2027-03-15", "Aurora boreale 2026/27"],
    ["a name with its own year, by that name alone", "Expo 2030", "event", "2030-04-01", "2030-10-31", "Expo 2030"],
  ] as const)("names %s", (_case, name, type, startingDate, endingDate, label) => {
    expect(periodLabel({ key: "1", name, type, startingDate, endingDate }, monthYear)).toBe(label);
  });

  it("tells apart the same season of two years, as the search bar lists them", () => {
    const autumn = (key: string, year: number) =>
      periodLabel({ key, name: "Herbst", type: "period", startingDate: `${year}-09-23`, endingDate: `${year}-12-19` }, monthYear);
    expect([autumn("5", 2026), autumn("6", 2027)]).toEqual(["Herbst 2026", "Herbst 2027"]);
  });
});
