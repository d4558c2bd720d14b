import { describe, expect, it } from "vitest";
import { SORTS, searchFiltersSchema } from "../../app/lib/search/filters";
import { toursQueries } from "../../workers/services/catalogue/tours-sql";
import { travelsCountQuery, travelsQueries } from "../../workers/services/catalogue/travels-sql";
import { topSellerCountriesQuery, topSellerTotalsQuery } from "../../workers/services/catalogue/top-sellers-sql";

/** Every filter at once, with hostile free text. */
const everything = searchFiltersSchema.parse({
  durations: "MAX_10",
  priceFrom: 1,
  priceTo: 2,
  ageBadge: "25-35",
  discounted: true,
  isNoSharingRoomAvailable: true,
  badgeId: Array.from({ length: 100 }, (_, i) => `B${i}`),
  travelStyles: ["NATURE"],
  status: ["PLANNED"],
  withUnbookable: true,
  travelTypes: ["CLASSIC"],
  costCenters: ["OPS-ASIA"],
  durationFrom: 2,
  durationTo: 9,
  travelId: ["1", "2"],
  textSearch: "it'); DROP TABLE tours; DELETE FROM travels; --",
  daysSpan: 3,
  dateFrom: "2026-01-01",
  dateTo: "2026-02-01",
  continentId: ["1"],
  destinationId: ["2"],
  withinDateRange: true,
});
const shape = (sort: (typeof SORTS)[number] | undefined, hasTours?: boolean) => ({
  filters: { ...everything, sort, hasTours },
  today: "2026-01-01",
  language: "it" as const,
  currency: "GBP" as const,
});
const placeholders = (sql: string) => sql.split("?").length - 1;

describe("catalogue SQL", () => {
  it.each([undefined, ...SORTS])("binds every value (never inlined) and stays within D1's 100 parameters, sort %s", (sort) => {
    for (const hasTours of [undefined, false]) {
      const travels = travelsQueries(shape(sort, hasTours), { count: true });
      const tours = toursQueries(shape(sort, hasTours));
      for (const query of [travels.page, travels.count, travelsCountQuery(shape(sort, hasTours)), tours.page, tours.count]) {
        if (!query) continue;
        expect(placeholders(query.sql)).toBe(query.params.length);
        expect(query.params.length).toBeLessThanOrEqual(100);
        expect(query.sql).not.toContain("DROP TABLE");
        expect(query.sql).not.toContain("DELETE FROM");
        expect(query.sql).not.toContain("2026-01-01");
      }
    }
  });

  it("reads the language and currency columns asked for", () => {
    const { page } = travelsQueries(shape("price:asc"), { count: false });
    expect(page.sql).toContain("tr.title_it AS title");
    expect(page.sql).toContain("price_gbp");
    expect(page.sql).not.toContain("price_eur");
  });

  it("top-sellers queries bind their values too", () => {
    const query = { search: "pérou'--", countries: ["PER"], continents: ["SA"] };
    for (const built of [topSellerCountriesQuery(query, "fr", "2026-01-01"), topSellerTotalsQuery(query, "2026-01-01")]) {
      expect(placeholders(built!.sql)).toBe(built!.params.length);
      expect(built!.sql).not.toContain("pérou");
    }
    expect(topSellerCountriesQuery({ search: "!!!" }, "fr", "2026-01-01")).toBeNull();
  });
});
