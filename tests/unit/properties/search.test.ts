/**
 * Hostile input: the search query string and the other pages' URL parameters.
 * Every parser here runs on whatever a browser, a bot or an attacker puts in a URL.
 */
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";

// A thousand runs per property take a while on a busy machine: a ceiling, not a timing check.
vi.setConfig({ testTimeout: 300_000 });
import {
  AGE_BADGES,
  DURATIONS,
  FIELD_ORDER,
  MAX_LIST_ITEMS,
  MAX_PAGE,
  MAX_PER_PAGE,
  MAX_PRICE_CENTS,
  MAX_TEXT_SEARCH,
  parseSearchFilters,
  SALES_STATUSES,
  searchDate,
  searchFiltersSchema,
  serializeSearchFilters,
  SORTS,
  TABS,
  TRAVEL_STYLES,
  TRAVEL_TYPES,
  hasSearchFilterParams,
} from "../../../app/lib/search/filters";
import { readSearchUrl } from "../../../app/lib/search/search-url";
import { parseEventFilters } from "../../../app/routes/events.server";
import { EVENT_CATEGORIES, PRICE_FILTERS } from "../../../app/lib/events/categories";
import { RADIUS_PARAMS, radiusChoices } from "../../../app/lib/events/distance";
import { DISTANCE_UNITS } from "../../../tenants/languages";
import { QUICK_DATES } from "../../../app/lib/events/quick-dates";
import { assertNoPollution, hostileString, queryOf, rawQuery, RUNS } from "./arbitraries";

const NAMES = [...FIELD_ORDER];

/** Values a filter field may plausibly get: its own allowed values, numbers at and past the edges, dates. */
const filterValue = fc.oneof(
  hostileString,
  fc.constantFrom(...DURATIONS, ...AGE_BADGES, ...SALES_STATUSES, ...SORTS, ...TABS, ...TRAVEL_STYLES, ...TRAVEL_TYPES, "true", "false"),
  fc.integer({ min: -2 * MAX_PRICE_CENTS, max: 2 * MAX_PRICE_CENTS }).map(String),
  fc.constantFrom(
    "0",
    "1",
    "365",
    "366",
    String(MAX_PAGE),
    String(MAX_PAGE + 1),
    String(MAX_PER_PAGE + 1),
    "9".repeat(16),
    "1.5",
    "+3",
    "-0",
  ),
  fc.date({ min: new Date("1900-01-01"), max: new Date("2100-12-31"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom("2026-02-30", "2026-13-01", "0000-00-00", "2026-1-1"),
);
const filterQuery = queryOf(NAMES, filterValue);

function checkInvariants(filters: ReturnType<typeof parseSearchFilters>) {
  // The schema accepts its own output: every enum allow-listed, every number in range.
  expect(searchFiltersSchema.safeParse(filters).success).toBe(true);
  expect(filters.page).toBeGreaterThanOrEqual(1);
  expect(filters.page).toBeLessThanOrEqual(MAX_PAGE);
  expect(filters.perPage).toBeLessThanOrEqual(MAX_PER_PAGE);
  for (const name of ["priceFrom", "priceTo"] as const) {
    const value = filters[name];
    if (value !== undefined) expect(Number.isInteger(value) && value >= 0 && value <= MAX_PRICE_CENTS).toBe(true);
  }
  for (const list of [
    filters.status,
    filters.badgeId,
    filters.travelStyles,
    filters.travelTypes,
    filters.costCenters,
    filters.travelId,
    filters.continentId,
    filters.destinationId,
  ]) {
    if (list) expect(list.length).toBeLessThanOrEqual(MAX_LIST_ITEMS);
  }
  if (filters.textSearch !== undefined) expect(filters.textSearch.length).toBeLessThanOrEqual(MAX_TEXT_SEARCH);
  expect(Object.keys(filters).every((key) => (NAMES as string[]).includes(key))).toBe(true);
  assertNoPollution(filters);
}

describe("search query string", () => {
  it("parseSearchFilters never throws and its output always satisfies the schema", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          filterQuery,
          rawQuery.map((q) => new URLSearchParams(q)),
        ),
        (params) => {
          checkInvariants(parseSearchFilters(params));
        },
      ),
      RUNS,
    );
  });

  it("parseSearchFilters takes raw text as well, with the same result as its URLSearchParams", () => {
    fc.assert(
      fc.property(rawQuery, (query) => {
        const filters = parseSearchFilters(query);
        checkInvariants(filters);
        expect(filters).toEqual(parseSearchFilters(new URLSearchParams(query)));
      }),
      RUNS,
    );
  });

  it("valid filters round-trip: parse(serialize(f)) = f, and serializing is stable", () => {
    fc.assert(
      fc.property(filterQuery, (params) => {
        const filters = parseSearchFilters(params);
        const written = serializeSearchFilters(filters);
        expect(parseSearchFilters(written)).toEqual(filters);
        expect(serializeSearchFilters(parseSearchFilters(written))).toBe(written);
        expect(hasSearchFilterParams(written)).toBe(written !== "");
      }),
      RUNS,
    );
  });

  it("schema-valid filters built directly round-trip through the query string", () => {
    const ids = fc.array(fc.stringMatching(/^[A-Za-z0-9_-]{1,10}$/), { minLength: 1, maxLength: 4 }).map((list) => [...new Set(list)]);
    const filters = fc.record(
      {
        durations: fc.constantFrom(...DURATIONS),
        priceFrom: fc.integer({ min: 0, max: MAX_PRICE_CENTS }),
        priceTo: fc.integer({ min: 0, max: MAX_PRICE_CENTS }),
        ageBadge: fc.constantFrom(...AGE_BADGES),
        discounted: fc.boolean(),
        travelStyles: fc.uniqueArray(fc.constantFrom(...TRAVEL_STYLES), { minLength: 1 }),
        status: fc.uniqueArray(fc.constantFrom(...SALES_STATUSES), { minLength: 1 }),
        badgeId: ids,
        destinationId: ids,
        sort: fc.constantFrom(...SORTS),
        page: fc.integer({ min: 1, max: MAX_PAGE }),
        perPage: fc.integer({ min: 1, max: MAX_PER_PAGE }),
        tab: fc.constantFrom(...TABS),
        textSearch: fc
          .string({ minLength: 1, maxLength: 50 })
          .map((s) => s.trim())
          .filter((s) => s.length > 0),
        dateFrom: fc
          .date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
        daysSpan: fc.integer({ min: 0, max: 31 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(filters, (input) => {
        const expected = searchFiltersSchema.parse(input);
        // `false` flags are written as absent… no: booleans write `false`, which reads back as false.
        expect(parseSearchFilters(serializeSearchFilters(expected))).toEqual(expected);
      }),
      RUNS,
    );
  });

  it("a prototype key in the query string never reaches the filters", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("__proto__", "constructor", "__proto__[]", "constructor[]", "prototype"),
        filterValue,
        filterQuery,
        (name, value, rest) => {
          rest.append(name, value);
          rest.append(`${name}[priceFrom]`, value);
          const filters = parseSearchFilters(rest);
          checkInvariants(filters);
          expect(Object.hasOwn(filters, "__proto__")).toBe(false);
          expect(Object.hasOwn(filters, "constructor")).toBe(false);
        },
      ),
      RUNS,
    );
  });

  it("searchDate accepts only real calendar days", () => {
    fc.assert(
      fc.property(fc.oneof(hostileString, filterValue), (value) => {
        const day = searchDate(value);
        if (day === undefined) return;
        expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
      }),
      RUNS,
    );
  });

  it("readSearchUrl never throws, and its canonical URL is canonical (reading it again asks no redirect)", () => {
    const extras = queryOf(
      ["period", "modal", "type", "layout", "travel"],
      fc.oneof(hostileString, fc.constantFrom("2026-05-01_2026-05-31", "_2026-01-01", "x_y", "")),
    );
    fc.assert(
      fc.property(filterQuery, extras, fc.constantFrom("/search", "/cerca", "/buscar"), (params, more, path) => {
        for (const [k, v] of more) params.append(k, v);
        const url = new URL(`http://site.test${path}?${params}`);
        const read = readSearchUrl(url);
        checkInvariants(read.filters);
        if (read.canonicalUrl === null) return;
        expect(read.canonicalUrl.startsWith(path)).toBe(true);
        const again = readSearchUrl(new URL(read.canonicalUrl, "http://site.test"));
        expect(again.filters).toEqual(read.filters);
        expect(again.canonicalUrl).toBeNull();
      }),
      RUNS,
    );
  });
});

describe("events page filters", () => {
  const value = fc.oneof(
    hostileString,
    fc.constantFrom(...QUICK_DATES, ...PRICE_FILTERS, ...EVENT_CATEGORIES, "here", "milano", "rome-1"),
    fc.constantFrom(...RADIUS_PARAMS).map(String),
    fc.double({ noNaN: false }).map(String),
    fc.constantFrom("90", "90.0001", "-180", "181", "1e2", "0x10", " ", "Infinity"),
  );
  it("parseEventFilters never throws; every value is allow-listed or in range, and a bad one is reported", () => {
    fc.assert(
      fc.property(
        queryOf(["when", "price", "category", "near", "km", "lat", "lon"], value),
        fc.constantFrom(...DISTANCE_UNITS),
        (params, unit) => {
          const { filters, radius, invalid } = parseEventFilters(params, unit);
          expect(QUICK_DATES).toContain(filters.when);
          expect(PRICE_FILTERS).toContain(filters.price);
          if (filters.category !== null) expect(EVENT_CATEGORIES).toContain(filters.category);
          // The radius is one the site offers, in its unit, whatever the URL says.
          expect(radiusChoices(unit)).toContainEqual(radius);
          expect(filters.km).toBe(radius.km);
          if (filters.near !== null) expect(filters.near).toMatch(/^[a-z0-9-]{1,80}$/);
          if (filters.near === "here") expect(filters.lat !== null && filters.lon !== null).toBe(true);
          if (filters.lat !== null) expect(Number.isFinite(filters.lat) && Math.abs(filters.lat) <= 90).toBe(true);
          if (filters.lon !== null) expect(Number.isFinite(filters.lon) && Math.abs(filters.lon) <= 180).toBe(true);
          for (const name of invalid) expect(["when", "price", "category", "near", "km", "lat", "lon"]).toContain(name);
          // A value given and dropped is always reported (never silently changed into another).
          for (const name of ["when", "price", "category"] as const) {
            const raw = params.get(name);
            if (raw && !invalid.includes(name)) expect(filters[name]).toBe(raw);
          }
          assertNoPollution(filters);
        },
      ),
      RUNS,
    );
  });
});
