/**
 * The catalogue search service against a seeded D1 (Miniflare in-process): every filter and
 * sort compared with an independent in-memory reading of the rules, pagination
 * edges and localization. Free text, failures and the KV cache: catalogue-text-cache.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SORTS, type SearchFiltersInput, type Sort } from "../../app/lib/search/filters";
import { createCatalogueCaller, type CatalogueCaller as CatalogueService, type CatalogueContext } from "../support/catalogue-service";
import { createCatalogueD1, type CatalogueD1 } from "../support/catalogue-d1";
import { createOracle } from "../support/catalogue-oracle";

const TODAY = new Date("2026-01-15T10:00:00Z");
const EUR: CatalogueContext = { tenantId: "int", language: "en-US", currency: "EUR" };

let env: CatalogueD1;
let service: CatalogueService;
let oracle: ReturnType<typeof createOracle>;

beforeAll(async () => {
  env = await createCatalogueD1({ scale: 0.25, today: TODAY });
  service = createCatalogueCaller({ db: env.db, kv: env.kv, clock: () => TODAY, logger: console });
  oracle = createOracle(env.catalogue, "2026-01-15");
});
afterAll(() => env?.dispose());

const ids = (list: { id: number }[]) => list.map((item) => item.id);
const country = (alpha3: string) => env.catalogue.countries.find((c) => c.iso_alpha3 === alpha3)!;

describe("the seeded catalogue", () => {
  it("has every sales status, past departures and trips without departures", () => {
    const statuses = new Set(env.catalogue.tours.map((t) => t.sales_status));
    expect([...statuses].sort()).toEqual([
      "ALMOST_CONFIRMED",
      "ALMOST_FULL",
      "CONFIRMED",
      "PLANNED",
      "SOLD_OUT",
      "TO_CONFIRM",
      "WAITING_LIST",
    ]);
    expect(env.catalogue.tours.some((t) => t.starting_date < "2026-01-15")).toBe(true);
    expect(env.catalogue.travels.length).toBeGreaterThan(100);
  });
});

describe("travels: every filter", () => {
  const cases: [string, () => SearchFiltersInput][] = [
    ["defaults", () => ({})],
    ["durations MAX_6", () => ({ durations: "MAX_6" })],
    ["durations MAX_10", () => ({ durations: "MAX_10" })],
    ["durations LT_10 (more than 10 days)", () => ({ durations: "LT_10" })],
    ["durationFrom/To", () => ({ durationFrom: 7, durationTo: 9 })],
    ["priceFrom", () => ({ priceFrom: 150_000 })],
    ["priceTo", () => ({ priceTo: 100_000 })],
    ["price range", () => ({ priceFrom: 80_000, priceTo: 120_000 })],
    ["ageBadge 25-35", () => ({ ageBadge: "25-35" })],
    ["ageBadge 35-49", () => ({ ageBadge: "35-49" })],
    ["ageBadge ALL", () => ({ ageBadge: "ALL" })],
    ["discounted", () => ({ discounted: true })],
    ["discounted false is no filter", () => ({ discounted: false })],
    ["isNoSharingRoomAvailable", () => ({ isNoSharingRoomAvailable: true })],
    ["badgeId[]", () => ({ badgeId: ["NEW", "HOT"] })],
    ["travelStyles[]", () => ({ travelStyles: ["PARTY"] })],
    ["status[] SOLD_OUT only", () => ({ status: ["SOLD_OUT"] })],
    ["status[] TO_CONFIRM", () => ({ status: ["TO_CONFIRM"] })],
    ["withUnbookable adds SOLD_OUT", () => ({ withUnbookable: true })],
    ["travelTypes[]", () => ({ travelTypes: ["CARAVAN_X", "COLLECTION"] })],
    ["costCenters[]", () => ({ costCenters: ["OPS-ASIA"] })],
    ["destinationId[]", () => ({ destinationId: [String(country("ITA").id), String(country("JPN").id)] })],
    ["continentId[]", () => ({ continentId: ["3"] })],
    ["destinationId[] or continentId[]", () => ({ destinationId: [String(country("PER").id)], continentId: ["6"] })],
    ["destinationId[] that is not an id", () => ({ destinationId: ["abc"] })],
    ["travelId[]", () => ({ travelId: env.catalogue.travels.slice(0, 5).map((t) => String(t.id)) })],
    ["hasTours false keeps trips without departures", () => ({ hasTours: false })],
    ["hasTours true", () => ({ hasTours: true })],
    ["dateFrom", () => ({ dateFrom: "2026-09-01" })],
    ["dateTo", () => ({ dateTo: "2026-03-01" })],
    ["dateFrom and dateTo (departs within)", () => ({ dateFrom: "2026-04-01", dateTo: "2026-04-30" })],
    ["withinDateRange (the whole trip inside)", () => ({ dateFrom: "2026-04-01", dateTo: "2026-04-30", withinDateRange: true })],
    ["daysSpan widens both bounds", () => ({ dateFrom: "2026-04-10", dateTo: "2026-04-12", daysSpan: 5 })],
    ["dates given in the wrong order are swapped", () => ({ dateFrom: "2026-04-30", dateTo: "2026-04-01" })],
    ["combined", () => ({ continentId: ["1"], priceTo: 200_000, ageBadge: "25-35", durations: "MAX_10", sort: "price:asc" as Sort })],
    [
      "every filter at once",
      () =>
        ({
          ...{ durations: "MAX_10", durationFrom: 5, durationTo: 10, priceFrom: 50_000, priceTo: 300_000, ageBadge: "ALL" },
          ...{ isNoSharingRoomAvailable: false, travelStyles: ["CULTURE", "NATURE", "RELAX"], withUnbookable: true },
          ...{ travelTypes: ["CLASSIC"], costCenters: ["OPS-EUROPE", "OPS-ASIA"], continentId: ["1", "2"], textSearch: "a" },
          ...{ dateFrom: "2026-02-01", dateTo: "2026-12-31", daysSpan: 2, withinDateRange: true, sort: "discount:desc" as Sort },
        }) as SearchFiltersInput,
    ],
  ];

  it.each(cases)("%s", async (_name, build) => {
    const filters = { ...build(), perPage: 100 };
    const expected = oracle.travels(filters, "EUR");
    const page = await service.travelsPaginated(filters, EUR);
    expect(page.total).toBe(expected.length);
    expect(ids(page.data)).toEqual(expected.slice(0, 100).map((o) => o.travel.id));
    for (const [i, travel] of page.data.entries()) {
      const want = expected[i]!;
      expect(travel.departuresCount).toBe(want.tours.length);
      // The best tour is the cheapest matching departure.
      expect(travel.bestTour?.id ?? null).toBe(want.best?.id ?? null);
    }
  });

  it("finds something for most filters (the cases above are not all empty)", () => {
    const nonEmpty = cases.filter(([, build]) => oracle.travels(build(), "EUR").length > 0);
    expect(nonEmpty.length).toBeGreaterThanOrEqual(cases.length - 2);
  });

  it("prices filter and show in the visitor's currency", async () => {
    const gbp = await service.travelsPaginated({ priceTo: 90_000, perPage: 100 }, { ...EUR, currency: "GBP" });
    expect(gbp.total).toBe(oracle.travels({ priceTo: 90_000 }, "GBP").length);
    expect(gbp.total).not.toBe(oracle.travels({ priceTo: 90_000 }, "EUR").length);
    for (const travel of gbp.data) {
      const tour = env.catalogue.tours.find((t) => t.id === travel.bestTour!.id)!;
      expect(travel.bestTour).toMatchObject({ price: tour.price_gbp, basePrice: tour.base_price_gbp, currency: "GBP" });
    }
  });

  it("never shows a departure that has already left", async () => {
    const page = await service.tours({ status: ["SOLD_OUT", "CONFIRMED", "ALMOST_FULL", "WAITING_LIST"], perPage: 100, sort: "date" }, EUR);
    expect(page.data[0]!.startingDate > "2026-01-15").toBe(true);
  });
});

describe("tours: filters", () => {
  it.each<[string, SearchFiltersInput]>([
    ["defaults", {}],
    ["dates", { dateFrom: "2026-05-01", dateTo: "2026-06-15" }],
    ["status and price", { status: ["PLANNED"], priceFrom: 100_000 }],
    ["trip filters reach departures", { travelStyles: ["RELAX"], durations: "MAX_10", continentId: ["1", "2"] }],
    ["age and discount", { ageBadge: "35-49", discounted: true }],
    ["withUnbookable", { withUnbookable: true, ageBadge: "ALL" }],
  ])("%s", async (_name, filters) => {
    const page = await service.tours({ ...filters, perPage: 100 }, EUR);
    const expected = oracle.tours(filters, "EUR");
    expect(page.total).toBe(expected.length);
    expect(ids(page.data)).toEqual(ids(expected.slice(0, 100)));
  });
});

describe("sort orders", () => {
  it.each(SORTS)("travels sorted by %s", async (sort) => {
    const filters = { sort, perPage: 30, page: 2 };
    const page = await service.travelsPaginated(filters, EUR);
    expect(ids(page.data)).toEqual(
      oracle
        .travels(filters, "EUR")
        .slice(30, 60)
        .map((o) => o.travel.id),
    );
  });

  it.each(SORTS)("tours sorted by %s (relevance is date ascending)", async (sort) => {
    const filters = { sort, perPage: 40 };
    const page = await service.tours(filters, EUR);
    expect(ids(page.data)).toEqual(ids(oracle.tours(filters, "EUR").slice(0, 40)));
    if (sort.startsWith("relevance") || sort.startsWith("date")) {
      const dates = page.data.map((t) => t.startingDate);
      expect(dates).toEqual([...dates].sort());
    }
  });

  it("relevance without free text is score descending", async () => {
    const scores = (await service.travels({ perPage: 50 }, EUR)).map((t) => t.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("sorts trips without departures last on price when hasTours is false", async () => {
    const all = await service.travelsPaginated({ hasTours: false, sort: "price:desc", perPage: 100, page: 2 }, EUR);
    const expected = oracle.travels({ hasTours: false, sort: "price:desc" }, "EUR");
    expect(all.total).toBe(expected.length);
    expect(expected.some((o) => o.best === null)).toBe(true);
    expect(ids(all.data)).toEqual(expected.slice(100, 200).map((o) => o.travel.id));
  });
});

describe("pagination", () => {
  it("answers data, currentPage, perPage, lastPage and total", async () => {
    const total = oracle.travels({}, "EUR").length;
    const page = await service.travelsPaginated({ page: 2, perPage: 7 }, EUR);
    expect(page).toMatchObject({ currentPage: 2, perPage: 7, lastPage: Math.ceil(total / 7), total });
    expect(page.data).toHaveLength(7);
  });

  it("a page past the end is empty but still counts", async () => {
    const total = oracle.travels({ sort: "price:asc" }, "EUR").length;
    for (const sort of ["price:asc", "relevance"] as const) {
      const page = await service.travelsPaginated({ page: 500, sort }, EUR);
      expect(page).toEqual({ data: [], currentPage: 500, perPage: 20, lastPage: Math.ceil(total / 20), total });
    }
    const tours = await service.tours({ page: 10_000 }, EUR);
    expect(tours.data).toEqual([]);
    expect(tours.total).toBe(oracle.tours({}, "EUR").length);
  });

  it("the last page holds the remainder; perPage 1 and 100 work", async () => {
    const total = oracle.travels({}, "EUR").length;
    const last = await service.travelsPaginated({ page: Math.ceil(total / 20) }, EUR);
    expect(last.data).toHaveLength(total % 20 || 20);
    expect((await service.travelsPaginated({ perPage: 1 }, EUR)).data).toHaveLength(1);
    expect((await service.travels({ perPage: 100 }, EUR)).length).toBe(Math.min(100, total));
  });

  it("an empty result has lastPage 1", async () => {
    const page = await service.travelsPaginated({ travelId: ["999999"] }, EUR);
    expect(page).toEqual({ data: [], currentPage: 1, perPage: 20, lastPage: 1, total: 0 });
  });
});

describe("localized output", () => {
  it.each([
    ["it", "title_it", "slug_it", "destination_it"],
    ["de", "title_de", "slug_de", "destination_de"],
    ["en-GB", "title_en", "slug_en", "destination_en"],
  ] as const)("in %s", async (language, title, slug, destination) => {
    const [card] = await service.travels({ perPage: 1 }, { ...EUR, language });
    const row = env.catalogue.travels.find((t) => t.id === card!.id)!;
    expect(card).toMatchObject({ title: row[title], slug: row[slug], destinationLabel: row[destination], numberOfNights: row.days - 1 });
    // The seed names a trip's picture after what it shows, then the trip: "desert-desert-morocco-…".
    const image = env.catalogue.images.find((i) => i.id === `travel-${row.id}`)!;
    expect(image.seo_name.endsWith(`-${row.slug_en}`)).toBe(true);
    expect(card!.thumbnailImage?.desktop.url).toBe(
      `https://media.caravantrips.com/resource/webp-medium/travel-${row.id}/${image.seo_name}`,
    );
    const [tour] = (await service.tours({ perPage: 1 }, { ...EUR, language })).data;
    expect(tour!.travel.title).toBe(env.catalogue.travels.find((t) => t.id === tour!.travel.id)![title]);
  });
});
