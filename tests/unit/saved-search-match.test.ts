/**
 * Watched searches: the stored query is the search's canonical one, and one
 * departure matches a search's filters exactly as the catalogue's SQL would (table-driven).
 */
import { describe, expect, it } from "vitest";
import {
  canonicalSavedQuery,
  coarseColumns,
  defaultSavedSearchName,
  departureMatches,
  hasNoControlCharacters,
  newlyMatches,
  savedSearchFilters,
  type DepartureFacts,
} from "../../app/lib/search/saved-search";
import { MAX_PRICE_CENTS } from "../../app/lib/search/filters";

const TODAY = "2027-01-10";
const departure: DepartureFacts = {
  tourId: 7,
  startingDate: "2027-03-01",
  endingDate: "2027-03-09",
  salesStatus: "CONFIRMED",
  ageBadge: "25-35",
  discountPercent: 10,
  prices: { EUR: 120_000, GBP: 105_000, USD: 130_000 },
  travel: {
    id: 42,
    days: 9,
    noSharingRoom: true,
    badgeId: "best-seller",
    travelType: "CLASSIC",
    costCenter: "asia",
    styles: ["NATURE", "CULTURE"],
    countryIds: [3, 4],
    continentIds: [2],
  },
};
const with_ = (changes: Partial<DepartureFacts>): DepartureFacts => ({ ...departure, ...changes });

describe("the stored query", () => {
  it("is the canonical query: known names only, schema order, no paging, sort or tab", () => {
    expect(canonicalSavedQuery("tab=tours&page=4&sort=price:asc&priceTo=150000&bogus=1&continentId[]=2&priceFrom=-5")).toBe(
      "priceTo=150000&continentId[]=2",
    );
    expect(canonicalSavedQuery("continentId[]=2&priceTo=150000")).toBe(canonicalSavedQuery("priceTo=150000&continentId[]=2&perPage=50"));
    expect(canonicalSavedQuery("")).toBe("");
  });

  it("gives the coarse columns the job's index reads", () => {
    expect(coarseColumns(savedSearchFilters("priceFrom=1000&priceTo=90000"))).toEqual({ priceMin: 1000, priceMax: 90000, anywhere: true });
    expect(coarseColumns(savedSearchFilters("destinationId[]=3"))).toEqual({ priceMin: 0, priceMax: MAX_PRICE_CENTS, anywhere: false });
  });
});

describe("departureMatches", () => {
  const cases: [string, string, DepartureFacts, boolean][] = [
    ["no filters", "", departure, true],
    ["a past departure", "", with_({ startingDate: TODAY }), false],
    ["sold out by default", "", with_({ salesStatus: "SOLD_OUT" }), false],
    ["sold out with withUnbookable", "withUnbookable=true", with_({ salesStatus: "SOLD_OUT" }), true],
    ["a chosen status", "status[]=PLANNED", departure, false],
    ["price under the top", "priceTo=120000", departure, true],
    ["price above the top", "priceTo=119999", departure, false],
    ["price under the floor", "priceFrom=120001", departure, false],
    ["dates inside", "dateFrom=2027-03-01&dateTo=2027-03-01", departure, true],
    ["dates before, within the span", "dateFrom=2027-03-03&daysSpan=2", departure, true],
    ["dates before, beyond the span", "dateFrom=2027-03-03&daysSpan=1", departure, false],
    ["whole trip within the range", "dateFrom=2027-02-01&dateTo=2027-03-05&withinDateRange=true", departure, false],
    ["departs within the range", "dateFrom=2027-02-01&dateTo=2027-03-05", departure, true],
    ["swapped dates", "dateFrom=2027-03-05&dateTo=2027-02-01", departure, true],
    ["age badge", "ageBadge=35-49", departure, false],
    ["discounted", "discounted=true", with_({ discountPercent: 0 }), false],
    ["short trips", "durations=MAX_6", departure, false],
    ["long trips", "durations=LT_10", departure, false],
    ["duration range", "durationFrom=9&durationTo=9", departure, true],
    ["own room", "isNoSharingRoomAvailable=true", departure, true],
    ["badge", "badgeId[]=new", departure, false],
    ["type", "travelTypes[]=CLASSIC", departure, true],
    ["style, any of", "travelStyles[]=PARTY&travelStyles[]=NATURE", departure, true],
    ["style missing", "travelStyles[]=PARTY", departure, false],
    ["destination", "destinationId[]=4", departure, true],
    ["other destination", "destinationId[]=5", departure, false],
    ["destination or continent", "destinationId[]=5&continentId[]=2", departure, true],
    ["trip id", "travelId[]=41", departure, false],
  ];
  it.each(cases)("%s", (_name, query, facts, expected) => {
    expect(departureMatches(savedSearchFilters(query), facts, TODAY, "EUR")).toBe(expected);
  });

  it("reads the price in the search's currency", () => {
    const filters = savedSearchFilters("priceTo=110000");
    expect(departureMatches(filters, departure, TODAY, "EUR")).toBe(false);
    expect(departureMatches(filters, departure, TODAY, "GBP")).toBe(true);
  });
});

describe("newlyMatches", () => {
  const filters = savedSearchFilters("priceTo=110000");
  it("is a new departure that matches", () =>
    expect(newlyMatches(filters, null, with_({ prices: { ...departure.prices, EUR: 100_000 } }), TODAY, "EUR")).toBe(true));
  it("is a price falling into the range", () =>
    expect(newlyMatches(filters, departure, with_({ prices: { ...departure.prices, EUR: 109_000 } }), TODAY, "EUR")).toBe(true));
  it("is not a price moving within the range", () => {
    const before = with_({ prices: { ...departure.prices, EUR: 100_000 } });
    expect(newlyMatches(filters, before, with_({ prices: { ...departure.prices, EUR: 90_000 } }), TODAY, "EUR")).toBe(false);
  });
  it("is a status that makes it bookable", () => {
    const soldOut = with_({ salesStatus: "SOLD_OUT", prices: { ...departure.prices, EUR: 100_000 } });
    expect(newlyMatches(filters, soldOut, { ...soldOut, salesStatus: "ALMOST_FULL" }, TODAY, "EUR")).toBe(true);
  });
  it("is not a departure that stopped matching", () =>
    expect(newlyMatches(filters, with_({ prices: { ...departure.prices, EUR: 1 } }), departure, TODAY, "EUR")).toBe(false));
});

describe("names", () => {
  it("falls back to places, then text, then the generic name, cut to 80 characters", () => {
    expect(defaultSavedSearchName({ place: "Perù", text: "lama", fallback: "La mia ricerca" })).toBe("Perù");
    expect(defaultSavedSearchName({ place: null, text: "lama", fallback: "La mia ricerca" })).toBe("lama");
    expect(defaultSavedSearchName({ place: "", text: null, fallback: "La mia ricerca" })).toBe("La mia ricerca");
    expect(defaultSavedSearchName({ place: "x".repeat(100), fallback: "f" })).toHaveLength(80);
  });
  it("refuses control characters", () => {
    expect(hasNoControlCharacters("Sommer 2027")).toBe(true);
    expect(hasNoControlCharacters("a\r\nBcc: x")).toBe(false);
  });
});
