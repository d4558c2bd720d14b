/**
 * The catalogue service's free text (FTS5, the relevance order), top-sellers and their KV
 * cache, and the failure answers, against a seeded D1 and KV in Miniflare.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TOP_SELLERS_CACHE_VERSION, topSellersCacheKey } from "../../workers/services/catalogue";
import {
  createCatalogueCaller,
  type CatalogueCaller as CatalogueService,
  type CatalogueContext,
  type CatalogueDeps,
} from "../support/catalogue-service";
import { DEFAULT_STATUSES } from "../../app/lib/search/filters";
import { createCatalogueD1, type CatalogueD1 } from "../support/catalogue-d1";
import { createOracle } from "../support/catalogue-oracle";

const TODAY = new Date("2026-01-15T10:00:00Z");
const EN: CatalogueContext = { tenantId: "int", language: "en-US", currency: "EUR" };

let env: CatalogueD1;
let oracle: ReturnType<typeof createOracle>;
const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
const build = (deps: Partial<CatalogueDeps> = {}): CatalogueService =>
  createCatalogueCaller({ db: env.db, kv: env.kv, clock: () => TODAY, logger, ...deps });

beforeAll(async () => {
  env = await createCatalogueD1({ scale: 0.25, today: TODAY });
  oracle = createOracle(env.catalogue, "2026-01-15");
});
afterAll(() => env?.dispose());
beforeEach(() => vi.clearAllMocks());

const titleIds = async (textSearch: string, context = EN) =>
  (await build().travelsPaginated({ textSearch, perPage: 100 }, context)).data.map((t) => t.id).sort((a, b) => a - b);
const expectedIds = (textSearch: string) =>
  oracle
    .travels({ textSearch }, "EUR")
    .map((o) => o.travel.id)
    .sort((a, b) => a - b);

describe("free text (search text, relevance order)", () => {
  it("folds case and accents, in every language's titles and country names", async () => {
    const peru = expectedIds("peru");
    expect(peru.length).toBeGreaterThan(0);
    for (const text of ["peru", "PERU", "Perù", "PERÚ", "  pérou  ", "Perú"]) expect(await titleIds(text)).toEqual(peru);
  });

  it("matches prefixes while typing and needs every word", async () => {
    const italy = expectedIds("ital");
    expect(italy.length).toBeGreaterThan(0);
    expect(await titleIds("ital")).toEqual(italy);
    expect(await titleIds("Itali")).toEqual(expectedIds("itali"));
    // A second word narrows the search: one that some of the Italian trips have and others lack.
    // (or, in a small catalogue, a word none of them has: then nothing is found).
    const second = ["road", "trek", "taste", "lake", "beach", "sea", "village", "mountain", "qwxz"].find(
      (word) => expectedIds(`ital ${word}`).length < italy.length,
    );
    const both = expectedIds(`ital ${second}`);
    expect(await titleIds(`ital ${second}`)).toEqual(both);
  });

  it("finds a trip by a title word of another language (German, French)", async () => {
    for (const text of ["Wüste", "wuste", "désert", "Märkte"]) {
      const expected = expectedIds(text);
      expect(expected.length).toBeGreaterThan(0);
      expect(await titleIds(text)).toEqual(expected);
    }
  });

  it("ranks title matches first and keeps punctuation out of the query syntax", async () => {
    const page = await build().travelsPaginated({ textSearch: "japan" }, EN);
    expect(page.total).toBeGreaterThan(0);
    expect(page.data[0]!.title.toLowerCase()).toContain("japan");
    for (const text of ['"japan', "japan*", "japan OR x", "japan)(", "NEAR(japan"]) {
      await expect(build().travelsPaginated({ textSearch: text }, EN)).resolves.toMatchObject({ total: expect.any(Number) });
    }
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("a text without any word finds nothing; tours take the same text", async () => {
    expect((await build().travelsPaginated({ textSearch: "!!!" }, EN)).total).toBe(0);
    const tours = await build().tours({ textSearch: "perù", perPage: 100 }, EN);
    expect(tours.total).toBe(oracle.tours({ textSearch: "perù" }, "EUR").length);
    expect(new Set(tours.data.map((t) => t.travel.id))).toEqual(new Set(expectedIds("peru")));
  });
});

describe("top-sellers", () => {
  /** Bookable trips and departures visiting a country, computed from the rows. */
  const countsOf = (countryId: number) => {
    const travels = new Set(env.catalogue.travelCountries.filter((c) => c.country_id === countryId).map((c) => c.travel_id));
    const tours = env.catalogue.tours.filter(
      (t) => travels.has(t.travel_id) && t.starting_date > "2026-01-15" && DEFAULT_STATUSES.includes(t.sales_status),
    );
    return { itineraries: new Set(tours.map((t) => t.travel_id)).size, departures: tours.length };
  };

  it("finds destinations by name in any language with their counts, in the site's language", async () => {
    const italy = env.catalogue.countries.find((c) => c.iso_alpha3 === "ITA")!;
    for (const search of ["ital", "Italie", "ITALIEN"]) {
      const result = await build().topSellers({ search }, { tenantId: "it", language: "it" });
      expect(result.countries).toEqual([
        { id: italy.id, name: "Italia", isoCodeAlpha3: "ITA", continent: { id: 1, name: "Europa", code: "EU" }, ...countsOf(italy.id) },
      ]);
      // Totals count trips whose text matches, which includes trips titled "Italia…".
      expect(result.itineraries).toBeGreaterThanOrEqual(countsOf(italy.id).itineraries);
    }
  });

  it("takes countries[] by alpha-3 and continents[] by code", async () => {
    const result = await build().topSellers({ countries: ["PER", "JPN"] }, { tenantId: "int", language: "en-US" });
    expect(result.countries.map((c) => c.isoCodeAlpha3).sort()).toEqual(["JPN", "PER"]);
    const sum = result.countries.reduce((n, c) => n + c.departures, 0);
    expect(result.departures).toBeLessThanOrEqual(sum);
    const oceania = await build().topSellers({ continents: ["OC"] }, { tenantId: "int", language: "fr" });
    expect(oceania.countries.length).toBeGreaterThan(0);
    expect(oceania.countries.every((c) => c.continent.code === "OC" && c.continent.name === "Océanie")).toBe(true);
    const counts = oceania.countries.map((c) => c.itineraries);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("answers nothing for a text without destinations", async () => {
    expect(await build().topSellers({ search: "zzzzqx" }, { tenantId: "int", language: "en-US" })).toEqual({
      countries: [],
      itineraries: 0,
      departures: 0,
    });
  });
});

describe("KV cache of top-sellers", () => {
  const context = { tenantId: "uk", language: "en-GB" };

  it("stores per tenant, language and query under a versioned key, and serves it back", async () => {
    const key = await topSellersCacheKey("uk", "en-GB", { search: "japan" });
    expect(key).toMatch(new RegExp(`^top-sellers:v${TOP_SELLERS_CACHE_VERSION}:uk:en-GB:[0-9a-f]{32}$`));
    expect(key).not.toBe(await topSellersCacheKey("it", "en-GB", { search: "japan" }));
    expect(key).not.toBe(await topSellersCacheKey("uk", "it", { search: "japan" }));
    const fresh = await build().topSellers({ search: "japan" }, context);
    expect(JSON.parse((await env.kv.get(key))!)).toEqual(fresh);
    // A hit does not touch D1: a failing database still answers from the cache.
    const brokenDb = {
      prepare: () => {
        throw new Error("D1 is down");
      },
      batch: () => Promise.reject(new Error("D1 is down")),
    };
    const cached = await build({ db: brokenDb as unknown as D1Database }).topSellers({ search: "  JAPAN " }, context);
    expect(cached).toEqual(fresh);
  });

  it("re-parses what it reads: a malformed entry is ignored and replaced", async () => {
    const key = await topSellersCacheKey("uk", "en-GB", { search: "peru" });
    await env.kv.put(key, JSON.stringify({ countries: "not a list" }));
    const result = await build().topSellers({ search: "peru" }, context);
    expect(result.countries[0]?.isoCodeAlpha3).toBe("PER");
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("malformed"));
    expect(JSON.parse((await env.kv.get(key))!)).toEqual(result);
  });

  it("falls back to D1 when KV fails, and logs it", async () => {
    const brokenKv = {
      get: () => Promise.reject(new Error("KV unavailable")),
      put: () => Promise.reject(new Error("KV unavailable")),
    } as unknown as KVNamespace;
    const result = await build({ kv: brokenKv }).topSellers({ search: "japan" }, { tenantId: "de", language: "de" });
    expect(result.countries[0]).toMatchObject({ isoCodeAlpha3: "JPN", name: "Japan" });
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.error).not.toHaveBeenCalled();
  });
});

describe("data-store failures reach the caller (the error model; the JSON API has its own)", () => {
  const failing = {
    prepare: () => ({ bind: () => ({ all: () => Promise.reject(new Error("D1_ERROR: no such table")) }) }),
    batch: () => Promise.reject(new Error("D1_ERROR: no such table")),
  } as unknown as D1Database;

  it("travels, paginated and tours let a query error through, and log nothing themselves", async () => {
    const service = build({ db: failing });
    await expect(service.travels({}, EN)).rejects.toThrow("no such table");
    await expect(service.travelsPaginated({ page: 3, perPage: 50 }, EN)).rejects.toThrow("no such table");
    await expect(service.travelsPaginated({ sort: "price:asc" }, EN)).rejects.toThrow("no such table");
    await expect(service.tours({}, EN)).rejects.toThrow("no such table");
    // Logged once, by whoever decides what the failure means (a page's boundary, the JSON API).
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("top-sellers lets a D1 failure after a cache miss through", async () => {
    await expect(build({ db: failing }).topSellers({ search: "nowhere" }, { tenantId: "fr", language: "fr" })).rejects.toThrow(
      "no such table",
    );
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("periods let a D1 failure through; they read the site's periods otherwise", async () => {
    await expect(build({ db: failing }).periods("it", "2026-11-22")).rejects.toThrow("no such table");
    const periods = await build().periods("it", "2026-11-22");
    expect(periods.length).toBeGreaterThan(0);
    expect(periods.every((p) => p.endingDate > "2026-11-22")).toBe(true);
  });

  it("a filter object that breaks the schema is a thrown RangeError, not an empty answer", async () => {
    await expect(build().travels({ perPage: 5_000 } as never, EN)).rejects.toThrow(RangeError);
  });
});
