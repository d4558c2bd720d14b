import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cleanFilters,
  DEFAULT_STATUSES,
  defaultSearchFilters,
  effectiveStatuses,
  FIELD_ORDER,
  SEARCH_FILTER_DEFAULTS,
  hasSearchFilterParams,
  MAX_LIST_ITEMS,
  parseSearchFilters,
  SALES_STATUSES,
  searchFiltersSchema,
  serializeSearchFilters,
  SORTS,
  type SearchFilters,
} from "../../app/lib/search/filters";

const defaults = defaultSearchFilters();
/** What a query parses to: the defaults plus the fields given. */
const withDefaults = (fields: Partial<SearchFilters>): SearchFilters => ({ ...defaults, ...fields });

describe("defaults", () => {
  it("are page 1, 20 per page, the travels tab and the five default statuses", () => {
    expect(defaults).toEqual({
      page: 1,
      perPage: 20,
      tab: "travels",
      status: ["CONFIRMED", "ALMOST_FULL", "ALMOST_CONFIRMED", "PLANNED", "WAITING_LIST"],
    });
    expect(parseSearchFilters("")).toEqual(defaults);
  });

  it("are what the browser-side writer leaves out, and its field order is the schema's", () => {
    expect(SEARCH_FILTER_DEFAULTS).toEqual(defaults);
    expect([...FIELD_ORDER]).toEqual(Object.keys(searchFiltersSchema.shape));
  });

  it("hand out a fresh status list each time (no shared mutable default)", () => {
    const first = defaultSearchFilters();
    first.status.push("SOLD_OUT");
    expect(defaultSearchFilters().status).toEqual([...DEFAULT_STATUSES]);
  });
});

describe("query parameter parsing", () => {
  it.each<[string, string, Partial<SearchFilters>]>([
    // Booleans: true only for the string 'true'.
    ["discounted=true", "true", { discounted: true }],
    ["discounted=TRUE", "any other text is false", { discounted: false }],
    ["discounted=1", "1 is not 'true'", { discounted: false }],
    ["discounted=", "empty is false", { discounted: false }],
    ["isNoSharingRoomAvailable=true", "no-sharing-room flag", { isNoSharingRoomAvailable: true }],
    ["withUnbookable=true", "withUnbookable flag", { withUnbookable: true }],
    ["withUnbookable=yes", "withUnbookable other text", { withUnbookable: false }],
    // Integers.
    ["page=3", "page", { page: 3 }],
    ["perPage=50", "perPage", { perPage: 50 }],
    ["daysSpan=3", "daysSpan", { daysSpan: 3 }],
    ["durationFrom=5&durationTo=9", "durations from/to", { durationFrom: 5, durationTo: 9 }],
    ["priceFrom=50000&priceTo=150000", "prices in cents", { priceFrom: 50000, priceTo: 150000 }],
    ["page=%203%20", "spaces around a number are trimmed", { page: 3 }],
    ["page=abc", "a non-number falls back to the default", {}],
    ["page=2.5", "a decimal is not an integer", {}],
    ["page=1e3", "exponent notation is not an integer", {}],
    ["page=0", "page must be at least 1", {}],
    ["perPage=0", "perPage must be at least 1", {}],
    ["perPage=101", "perPage above the limit falls back to 20", {}],
    // Price filter: kept only when >= 0.
    ["priceFrom=0", "zero is kept", { priceFrom: 0 }],
    ["priceFrom=-1&priceTo=-5", "negative prices are dropped", {}],
    ["priceFrom=-0", "minus zero is zero", { priceFrom: 0 }],
    // Arrays: names ending in [].
    ["status[]=SOLD_OUT&status[]=PLANNED", "status list", { status: ["SOLD_OUT", "PLANNED"] }],
    ["status%5B%5D=PLANNED", "encoded brackets", { status: ["PLANNED"] }],
    ["status=PLANNED", "an array name without [] is unknown", {}],
    ["page[]=2", "a scalar name with [] is unknown", {}],
    ["status[]=NOPE", "only unknown statuses: the default list", {}],
    ["status[]=NOPE&status[]=SOLD_OUT", "unknown items are dropped", { status: ["SOLD_OUT"] }],
    ["status[]=PLANNED&status[]=PLANNED", "duplicates are kept once", { status: ["PLANNED"] }],
    ["badgeId[]=NEW&badgeId[]=", "empty items are cleaned", { badgeId: ["NEW"] }],
    ["travelStyles[]=NATURE&travelTypes[]=CARAVAN_X", "styles and types", { travelStyles: ["NATURE"], travelTypes: ["CARAVAN_X"] }],
    ["destinationId[]=12&continentId[]=3&travelId[]=7", "id lists", { destinationId: ["12"], continentId: ["3"], travelId: ["7"] }],
    ["costCenters[]=OPS-EUROPE", "cost centers", { costCenters: ["OPS-EUROPE"] }],
    // Unknown names are dropped; the first occurrence of a scalar wins.
    ["foo=bar&modal=filters&utm_source=x", "unknown names", {}],
    ["page=2&page=5", "first occurrence wins", { page: 2 }],
    // Strings and enumerations.
    ["textSearch=%20%20Per%C3%B9%20", "search text is trimmed", { textSearch: "Perù" }],
    ["textSearch=%20%20", "blank search text is cleaned", {}],
    ["sort=price:asc", "a sort order", { sort: "price:asc" }],
    ["sort=cheapest", "an unknown sort", {}],
    ["tab=tours", "tab tours", { tab: "tours" }],
    ["tab=maps", "an unknown tab", {}],
    ["ageBadge=25-35", "age badge", { ageBadge: "25-35" }],
    ["ageBadge=", "empty age badge means all (cleared)", {}],
    ["durations=MAX_6", "duration option", { durations: "MAX_6" }],
    ["durations=MAX_99", "unknown duration option", {}],
    ["dateFrom=2026-06-01&dateTo=2026-06-30", "dates", { dateFrom: "2026-06-01", dateTo: "2026-06-30" }],
    ["dateFrom=2026-02-30", "an impossible date is treated as null", {}],
    ["dateFrom=01/06/2026", "another date format is treated as null", {}],
    ["withinDateRange=true&hasTours=true", "the other flags", { withinDateRange: true, hasTours: true }],
    ["show=map", "show is carried through", { show: "map" }],
  ])("%s (%s)", (query, _rule, expected) => {
    expect(parseSearchFilters(query)).toEqual(withDefaults(expected));
  });

  it("accepts a leading '?' and a URLSearchParams", () => {
    expect(parseSearchFilters("?page=4")).toEqual(withDefaults({ page: 4 }));
    expect(parseSearchFilters(new URLSearchParams([["status[]", "SOLD_OUT"]]))).toEqual(withDefaults({ status: ["SOLD_OUT"] }));
  });

  it(`keeps at most ${MAX_LIST_ITEMS} items of a list`, () => {
    const query = Array.from({ length: MAX_LIST_ITEMS + 20 }, (_, i) => `travelId[]=${i + 1}`).join("&");
    expect(parseSearchFilters(query).travelId).toHaveLength(MAX_LIST_ITEMS);
  });

  it("never throws on malformed percent-encoding", () => {
    expect(() => parseSearchFilters("textSearch=%E0%A4%A&page=%%%")).not.toThrow();
    expect(parseSearchFilters("page=%%%").page).toBe(1);
  });
});

describe("serializeSearchFilters", () => {
  it("leaves defaults out, writes lists as name[] and keeps ':' readable", () => {
    const query = serializeSearchFilters(
      withDefaults({ page: 2, status: ["SOLD_OUT"], sort: "price:asc", textSearch: "Côte d'Ivoire", discounted: false }),
    );
    expect(query).toBe("discounted=false&status[]=SOLD_OUT&sort=price:asc&page=2&textSearch=C%C3%B4te%20d'Ivoire");
    expect(serializeSearchFilters(defaults)).toBe("");
  });

  it("round-trips every field", () => {
    const filters = withDefaults({
      durations: "LT_10",
      priceFrom: 0,
      priceTo: 250000,
      ageBadge: "35-49",
      discounted: true,
      isNoSharingRoomAvailable: false,
      badgeId: ["NEW", "HOT"],
      travelStyles: ["PARTY", "RELAX"],
      status: ["PLANNED", "TO_CONFIRM"],
      withUnbookable: true,
      travelTypes: ["CLASSIC"],
      costCenters: ["OPS-ASIA"],
      durationFrom: 3,
      durationTo: 12,
      travelId: ["1", "2"],
      hasTours: false,
      sort: "discount:desc",
      show: "list",
      page: 7,
      perPage: 100,
      tab: "tours",
      textSearch: "a & b = c?",
      daysSpan: 2,
      dateFrom: "2026-03-01",
      dateTo: "2026-03-31",
      continentId: ["4"],
      destinationId: ["99"],
      withinDateRange: true,
    });
    expect(searchFiltersSchema.parse(filters)).toEqual(filters);
    expect(parseSearchFilters(serializeSearchFilters(filters))).toEqual(filters);
  });

  it("round-trips every sort order", () => {
    for (const sort of SORTS) expect(parseSearchFilters(serializeSearchFilters(withDefaults({ sort }))).sort).toBe(sort);
  });
});

describe("helpers", () => {
  it("cleanFilters drops null and undefined, and empty arrays only when asked", () => {
    const raw = { page: 2, ageBadge: null, sort: undefined, status: [], badgeId: ["NEW"] };
    expect(cleanFilters(raw)).toEqual({ page: 2, status: [], badgeId: ["NEW"] });
    expect(cleanFilters(raw, { dropEmptyArrays: true })).toEqual({ page: 2, badgeId: ["NEW"] });
  });

  it("withUnbookable adds SOLD_OUT to the statuses", () => {
    expect(effectiveStatuses(defaults)).not.toContain("SOLD_OUT");
    expect(effectiveStatuses({ ...defaults, withUnbookable: true })).toEqual([...DEFAULT_STATUSES, "SOLD_OUT"]);
    expect(effectiveStatuses({ status: ["SOLD_OUT"], withUnbookable: true })).toEqual(["SOLD_OUT"]);
  });

  it("tells whether a query carries filter names (page-load step)", () => {
    expect(hasSearchFilterParams("modal=filters&utm=1")).toBe(false);
    expect(hasSearchFilterParams("modal=filters&status[]=PLANNED")).toBe(true);
    expect(hasSearchFilterParams("page=2")).toBe(true);
  });
});

describe("properties", () => {
  const names = [
    ...Object.keys(defaults),
    "discounted",
    "priceFrom",
    "priceTo",
    "textSearch",
    "sort",
    "dateFrom",
    "daysSpan",
    "status[]",
    "badgeId[]",
    "travelId[]",
    "page[]",
    "unknown",
  ];
  const values = fc.oneof(
    fc.string(),
    fc.string({ unit: "binary" }),
    fc.integer({ min: -1_000, max: 1_000_000 }).map(String),
    fc.constantFrom(...SALES_STATUSES, ...SORTS, "true", "false", "2026-05-01", "2026-13-01", "", " ", "%", "%E0%A4"),
  );
  const pair = fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string()), values);
  const query = fc.oneof(
    fc.string({ unit: "binary" }),
    fc.array(pair, { maxLength: 12 }).map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&")),
    fc.array(pair, { maxLength: 12 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("&")),
  );

  it("any query string parses without throwing into filters the schema accepts", () => {
    fc.assert(
      fc.property(query, (q) => {
        const filters = parseSearchFilters(q);
        expect(searchFiltersSchema.safeParse(filters).success).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it("serialize(parse(q)) parses back to the same filters", () => {
    fc.assert(
      fc.property(query, (q) => {
        const filters = parseSearchFilters(q);
        const again = serializeSearchFilters(filters);
        expect(parseSearchFilters(again)).toEqual(filters);
        expect(serializeSearchFilters(parseSearchFilters(again))).toBe(again);
      }),
      { numRuns: 2_000 },
    );
  });
});
