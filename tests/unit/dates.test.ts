import { describe, expect, it } from "vitest";
import { getTenant } from "../../tenants";
import { formatDay, formatInstant, parseDay, todayIn, weekdayNames } from "../../app/lib/dates";

const tenant = (id: string) => getTenant(id)!;

describe("dates per tenant", () => {
  it.each([
    ["int", "05/03/2027", "5 March 2027"],
    ["uk", "05/03/2027", "5 March 2027"],
    ["us", "03/05/2027", "March 5, 2027"],
    ["it", "05/03/2027", "5 marzo 2027"],
    ["es", "05/03/2027", "5 marzo 2027"],
    ["fr", "05/03/2027", "5 mars 2027"],
    ["de", "05.03.2027", "5. März 2027"],
  ])("%s formats a tour day", (id, short, long) => {
    expect(formatDay("2027-03-05", tenant(id), "short")).toBe(short);
    expect(formatDay("2027-03-05", tenant(id), "long")).toBe(long);
  });

  it("never shifts a calendar day by the tenant's time zone", () => {
    // Midnight UTC is still the previous evening in New York: a day is not an instant.
    expect(formatDay("2027-01-01", tenant("us"))).toBe("01/01/2027");
  });

  it("formats instants in the tenant's time zone", () => {
    const instant = new Date("2027-01-01T03:30:00Z");
    expect(formatInstant(instant, tenant("us"))).toBe("12/31/2026");
    expect(formatInstant(instant, tenant("it"))).toBe("01/01/2027");
  });

  it("knows today in the tenant's time zone", () => {
    const now = new Date("2026-11-22T23:30:00Z");
    expect(todayIn(tenant("de"), now)).toBe("2026-11-23");
    expect(todayIn(tenant("us"), now)).toBe("2026-11-22");
  });

  it("treats invalid date strings as null (000 §5)", () => {
    expect(parseDay("2027-02-30")).toBeNull();
    expect(parseDay("tomorrow")).toBeNull();
    expect(parseDay(undefined)).toBeNull();
    expect(formatDay("2027-13-01", tenant("it"))).toBe("");
    expect(parseDay("2028-02-29")?.getDate()).toBe(29);
  });

  it("starts the week on Monday, or Sunday on the US and English sites (001 §9)", () => {
    expect(weekdayNames(tenant("it"))[0]).toBe("lun");
    expect(weekdayNames(tenant("de"))[6]).toBe("So.");
    expect(weekdayNames(tenant("us"))[0]).toBe("Sun");
    expect(weekdayNames(tenant("uk"))[1]).toBe("Mon");
  });
});
