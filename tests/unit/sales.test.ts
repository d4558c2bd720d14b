import { describe, expect, it } from "vitest";
import { DEPOSIT_CENTS, depositClosesOn, depositOffer } from "../../app/lib/sales/deposit";
import { groupByMonth } from "../../app/lib/sales/months";
import { promotionFor, promotionState, type Promotion } from "../../app/lib/sales/promotion";
import { DEFAULT_STATUSES } from "../../app/lib/search/filter-fields";
import { generateCatalogue, generatePromotions, promotionScript, promotionStatements } from "../../scripts/seed/index";

describe("promotionState", () => {
  it("is upcoming before its first day, valid up to and including its last day, expired from the day after", () => {
    const window = { validFrom: "2026-05-01", validUntil: "2026-05-31" };
    expect(promotionState(window, "2026-04-30")).toBe("upcoming");
    expect(promotionState(window, "2026-05-01")).toBe("valid");
    expect(promotionState(window, "2026-05-30")).toBe("valid");
    expect(promotionState(window, "2026-05-31")).toBe("valid");
    expect(promotionState(window, "2026-06-01")).toBe("expired");
    expect(promotionState({ validFrom: null, validUntil: "2025-12-31" }, "2026-01-01")).toBe("expired");
    expect(promotionState({ validUntil: "2025-12-31" }, "2025-01-01")).toBe("valid");
  });
});

describe("promotionFor", () => {
  const base = { percent: 10, descriptionKey: null } as const;
  const trip: Promotion = { ...base, code: "TRIP", travelId: 1, tourId: null, validUntil: "2026-06-30" };
  const own: Promotion = { ...base, code: "OWN", travelId: 1, tourId: 7, validUntil: "2026-06-10" };
  const other: Promotion = { ...base, code: "OTHER", travelId: 1, tourId: 8, validUntil: "2026-07-10" };
  const expired: Promotion = { ...base, code: "OLD", travelId: 1, tourId: 7, validUntil: "2026-05-01" };

  it("prefers a valid code of the departure, then the trip's, never another departure's", () => {
    expect(promotionFor([trip, own, other], 1, 7, "2026-06-01")).toMatchObject({ code: "OWN" });
    expect(promotionFor([trip, other], 1, 7, "2026-06-01")).toMatchObject({ code: "TRIP" });
    expect(promotionFor([other], 1, 7, "2026-06-01")).toBeNull();
    expect(promotionFor([trip], 2, null, "2026-06-01")).toBeNull();
  });

  it("does not show a code before its first day (nothing outside its window)", () => {
    const upcoming: Promotion = { ...own, code: "SOON", validFrom: "2026-06-05", validUntil: "2026-07-05" };
    expect(promotionFor([upcoming], 1, 7, "2026-06-04")).toBeNull();
    expect(promotionFor([upcoming, trip], 1, 7, "2026-06-04")).toMatchObject({ code: "TRIP" });
    expect(promotionFor([upcoming, trip], 1, 7, "2026-06-05")).toMatchObject({ code: "SOON" });
  });

  it("seeds codes whose windows are relative to the seed's day, some not open yet", () => {
    const today = new Date("2026-11-25T09:00:00Z");
    const rows = generatePromotions(generateCatalogue({ scale: 0.2, today }), today);
    expect(rows.every((row) => row.valid_from !== null && row.valid_from <= row.valid_until)).toBe(true);
    expect(rows.some((row) => row.valid_from! > "2026-11-25")).toBe(true);
    expect(rows.some((row) => row.valid_from! <= "2026-11-25" && row.valid_until >= "2026-11-25")).toBe(true);
  });

  it("never shows a code that is over: only a live offer is advertised", () => {
    expect(promotionFor([expired, trip], 1, 7, "2026-06-01")).toMatchObject({ code: "TRIP" });
    expect(promotionFor([expired], 1, 7, "2026-06-01")).toBeNull();
    expect(promotionFor([own], 1, 7, "2026-06-10")).toMatchObject({ code: "OWN" });
    expect(promotionFor([own], 1, 7, "2026-06-11")).toBeNull();
    expect(promotionFor([own, trip], 1, 7, "2026-06-11")).toMatchObject({ code: "TRIP" });
  });
});

describe("deposit option (only available before 31 days before departure)", () => {
  it("closes 31 days before departure, across month and year ends", () => {
    expect(depositClosesOn("2026-07-01")).toBe("2026-05-31");
    expect(depositClosesOn("2026-03-01")).toBe("2026-01-29");
    expect(depositClosesOn("2027-01-15")).toBe("2026-12-15");
  });

  it("is offered on the days before it closes, with the 100 deposit, and not from that day on", () => {
    expect(depositOffer("2026-07-01", "2026-05-30")).toEqual({ closesOn: "2026-05-31", amount: DEPOSIT_CENTS });
    expect(DEPOSIT_CENTS).toBe(10_000);
    expect(depositOffer("2026-07-01", "2026-05-31")).toBeNull();
    expect(depositOffer("2026-07-01", "2026-06-20")).toBeNull();
  });
});

describe("groupByMonth", () => {
  it("groups consecutive departures of a month, in the list's order", () => {
    const days = ["2026-05-30", "2026-05-31", "2026-06-01", "2026-06-30", "2026-07-01", "2027-01-02"];
    const groups = groupByMonth(days, (day) => day);
    expect(groups.map((g) => [g.month, g.items.length])).toEqual([
      ["2026-05", 2],
      ["2026-06", 2],
      ["2026-07", 1],
      ["2027-01", 1],
    ]);
    expect(groupByMonth([], (day: string) => day)).toEqual([]);
  });
});

describe("seeded promotions on the sales page's first page", () => {
  it("show a live code on any day of the year", () => {
    const statuses = new Set<string>(DEFAULT_STATUSES);
    for (let day = 0; day < 365; day += 23) {
      const today = new Date(Date.UTC(2026, 10, 29 + day, 9));
      const todayIso = today.toISOString().slice(0, 10);
      const catalogue = generateCatalogue({ scale: 1, today });
      // Each trip's card shows its cheapest departure to come (then the earliest, then the lowest id);
      // the page lists the trips whose shown departure is discounted, biggest discount first, then cheapest.
      const cards = new Map<number, (typeof catalogue.tours)[number]>();
      for (const tour of [...catalogue.tours].sort(
        (a, b) => a.price_eur - b.price_eur || a.starting_date.localeCompare(b.starting_date) || a.id - b.id,
      )) {
        if (tour.starting_date > todayIso && statuses.has(tour.sales_status) && !cards.has(tour.travel_id)) cards.set(tour.travel_id, tour);
      }
      const firstPage = [...cards.values()]
        .filter((tour) => tour.discount_percent > 0)
        .sort((a, b) => b.discount_percent - a.discount_percent || a.price_eur - b.price_eur || a.travel_id - b.travel_id)
        .slice(0, 12)
        .map((tour) => tour.travel_id);
      const live = generatePromotions(catalogue, today).filter(
        (row) => firstPage.includes(row.travel_id) && row.tour_id === null && row.valid_from! <= todayIso && todayIso <= row.valid_until,
      );
      expect(live.length, todayIso).toBeGreaterThan(1);
    }
  });
});

describe("seeded promotions", () => {
  const today = new Date("2026-05-15T10:00:00Z");
  const catalogue = generateCatalogue({ scale: 0.1, today });
  const rows = generatePromotions(catalogue, today);

  it("are deterministic, on trips with a discounted departure, some valid and some expired", () => {
    expect(generatePromotions(catalogue, today)).toEqual(rows);
    expect(rows.length).toBeGreaterThan(3);
    const discountedTrips = new Set(catalogue.tours.filter((t) => t.discount_percent > 0).map((t) => t.travel_id));
    for (const row of rows) {
      expect(discountedTrips.has(row.travel_id)).toBe(true);
      expect(row.code).toMatch(/^[A-Z0-9]{3,20}$/);
      expect(row.percent !== null || row.description_key !== null).toBe(true);
      if (row.tour_id !== null) expect(catalogue.tours.find((t) => t.id === row.tour_id)?.travel_id).toBe(row.travel_id);
    }
    expect(rows.some((row) => row.valid_until < "2026-05-15")).toBe(true);
    expect(rows.some((row) => row.valid_until >= "2026-05-15")).toBe(true);
    expect(new Set(rows.map((row) => row.code)).size).toBe(rows.length);
  });

  it("are written as bound statements of at most 100 values and as one script", () => {
    const statements = promotionStatements(rows);
    expect(statements[0]!.sql).toBe("DELETE FROM promotions");
    for (const statement of statements) expect(statement.params.length).toBeLessThanOrEqual(100);
    expect(statements.slice(1).reduce((n, s) => n + s.params.length / 7, 0)).toBe(rows.length);
    const script = promotionScript(rows);
    expect(script.split("\n").filter(Boolean)).toHaveLength(2);
    expect(script).toContain(`'${rows[0]!.code}'`);
  });
});
