/**
 * The catalogue JSON API through the BUILT Worker in Miniflare, on every tenant
 * host, against a seeded D1: answers, localization, currencies, and bad input answered with
 * 400 and field errors (never 500).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTenant } from "../../tenants";
import type { TourRow, TravelRow } from "../../workers/db/schema";
import { catalogueLanguage } from "../../tenants/languages";
import type { Page, TopSellers, TourCard, TravelCard } from "../../workers/services/catalogue";
import { catalogueScript, generateCatalogue, type Catalogue } from "../../scripts/seed/index";
import { startSite, TENANT_IDS, type Site } from "./harness";
import { testNow } from "../support/clock";

let site: Site;
let catalogue: Catalogue;
beforeAll(async () => {
  site = await startSite();
  // The Worker's clock is the real one: seed relative to today.
  catalogue = generateCatalogue({ scale: 0.25, today: testNow() });
  await site.db.exec(catalogueScript(catalogue));
});
afterAll(() => site?.close());

const post = (tenant: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  site.fetch(tenant, path, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...headers },
  });
const travelRow = (id: number) => catalogue.travels.find((t) => t.id === id)!;
const tourRow = (id: number) => catalogue.tours.find((t) => t.id === id)!;
const priceOf = (tour: TourRow, currency: string) => tour[`price_${currency.toLowerCase()}` as "price_eur"];

describe.each(TENANT_IDS)("the %s site", (id) => {
  const tenant = getTenant(id)!;
  const lang = catalogueLanguage(tenant.language);
  const title = (row: TravelRow) => row[`title_${lang}` as "title_en"];

  it("POST /api/travels/paginated answers a localized page in the site's currency", async () => {
    const response = await post(id, "/api/travels/paginated", { perPage: 5, page: 2 });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    const body = (await response.json()) as Page<TravelCard> & { filters: { page: number; status: string[] } };
    expect(body).toMatchObject({ currentPage: 2, perPage: 5, lastPage: Math.ceil(body.total / 5) });
    expect(body.total).toBeGreaterThan(50);
    expect(body.filters).toMatchObject({
      page: 2,
      tab: "travels",
      status: ["CONFIRMED", "ALMOST_FULL", "ALMOST_CONFIRMED", "PLANNED", "WAITING_LIST"],
    });
    expect(body.data).toHaveLength(5);
    for (const card of body.data) {
      expect(card.title).toBe(title(travelRow(card.id)));
      expect(card.bestTour!.currency).toBe(tenant.defaultCurrency);
      expect(card.bestTour!.price).toBe(priceOf(tourRow(card.bestTour!.id), tenant.defaultCurrency));
    }
  });

  it("POST /api/travels answers the list; POST /api/tours a page of departures", async () => {
    const list = (await (await post(id, "/api/travels", { perPage: 3, sort: "price:asc" })).json()) as { data: TravelCard[] };
    expect(list.data).toHaveLength(3);
    const prices = list.data.map((t) => t.bestTour!.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const tours = (await (await post(id, "/api/tours", { tab: "tours", perPage: 4 })).json()) as Page<TourCard>;
    expect(tours.data).toHaveLength(4);
    expect(tours.data[0]!.travel.title).toBe(title(travelRow(tours.data[0]!.travel.id)));
    const dates = tours.data.map((t) => t.startingDate);
    expect(dates).toEqual([...dates].sort());
  });

  it("GET /api/travels/top-sellers finds destinations in the site's language", async () => {
    const response = await site.fetch(id, "/api/travels/top-sellers?search=per%C3%BA");
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: TopSellers };
    const peru = catalogue.countries.find((c) => c.iso_alpha3 === "PER")!;
    expect(data.countries[0]).toMatchObject({ isoCodeAlpha3: "PER", name: peru[`name_${lang}` as "name_en"] });
    expect(data.itineraries).toBeGreaterThan(0);
  });
});

describe("currencies", () => {
  it("takes a currency the site offers from the body or the query", async () => {
    const body = (await (await post("uk", "/api/travels", { perPage: 1, currency: "EUR" })).json()) as { data: TravelCard[] };
    const card = body.data[0]!;
    expect(card.bestTour).toMatchObject({ currency: "EUR", price: tourRow(card.bestTour!.id).price_eur });
    const query = (await (await post("int", "/api/tours?currency=USD", { perPage: 1 })).json()) as Page<TourCard>;
    expect(query.data[0]).toMatchObject({ currency: "USD", price: tourRow(query.data[0]!.id).price_usd });
  });

  it("uses the visitor's currency cookie when the body names none", async () => {
    const response = await post("int", "/api/tours", { perPage: 1 }, { Cookie: "caravan_currency=GBP" });
    const page = (await response.json()) as Page<TourCard>;
    expect(page.data[0]).toMatchObject({ currency: "GBP", price: tourRow(page.data[0]!.id).price_gbp });
  });

  it("refuses a currency the site does not offer", async () => {
    const response = await post("us", "/api/travels/paginated", { currency: "EUR" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { formErrors: [], fieldErrors: { currency: ["must be one of USD"] } } });
  });
});

describe("input", () => {
  it("cleans nulls and empty lists and accepts numeric ids", async () => {
    const travel = catalogue.travels.find((t) =>
      catalogue.tours.some((tour) => tour.travel_id === t.id && tour.sales_status === "CONFIRMED"),
    )!;
    const response = await post("it", "/api/travels/paginated", { ageBadge: null, status: [], travelId: [travel.id], sort: null });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Page<TravelCard> & { filters: Record<string, unknown> };
    expect(body.filters).not.toHaveProperty("ageBadge");
    expect(body.filters.travelId).toEqual([String(travel.id)]);
    expect(body.data.map((t) => t.id)).toEqual([travel.id]);
  });

  it("an empty body is the default search", async () => {
    const response = await site.fetch("fr", "/api/travels/paginated", { method: "POST" });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Page<TravelCard>).perPage).toBe(20);
  });

  it.each<[string, string, string, string | null]>([
    ["a page that is not a number", JSON.stringify({ page: "x" }), "page", null],
    ["perPage over the limit", JSON.stringify({ perPage: 1000 }), "perPage", null],
    ["a negative price", JSON.stringify({ priceFrom: -1 }), "priceFrom", null],
    ["an unknown status", JSON.stringify({ status: ["NOPE"] }), "status", null],
    ["an unknown sort", JSON.stringify({ sort: "cheapest" }), "sort", null],
    ["an impossible date", JSON.stringify({ dateFrom: "2026-02-30" }), "dateFrom", null],
    ["a boolean as text", JSON.stringify({ discounted: "true" }), "discounted", null],
    ["broken JSON", "{ page: 1", "", "The body is not valid JSON."],
    ["a JSON array", "[1, 2]", "", "The body must be a JSON object of search filters."],
  ])("refuses %s with 400 and the field errors", async (_name, body, field, formError) => {
    for (const path of ["/api/travels", "/api/travels/paginated", "/api/tours"]) {
      const response = await post("es", path, body);
      expect(response.status, path).toBe(400);
      const { errors } = (await response.json()) as { errors: { formErrors: string[]; fieldErrors: Record<string, string[]> } };
      if (formError) expect(errors.formErrors).toEqual([formError]);
      else expect(Object.keys(errors.fieldErrors)).toEqual([field]);
    }
  });

  it("refuses a body that is too large", async () => {
    const response = await post("de", "/api/travels", JSON.stringify({ textSearch: "x".repeat(20_000) }));
    expect(response.status).toBe(400);
  });

  it("top-sellers refuses bad codes with 400", async () => {
    const response = await site.fetch("int", "/api/travels/top-sellers?countries[]=IT1&continents[]=EUROPE");
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: { fieldErrors: Record<string, string[]> } };
    expect(Object.keys(errors.fieldErrors).sort()).toEqual(["continents", "countries"]);
  });

  it("top-sellers takes countries[] and continents[]", async () => {
    const response = await site.fetch("int", "/api/travels/top-sellers?countries[]=jpn&continents[]=OC");
    const { data } = (await response.json()) as { data: TopSellers };
    const codes = data.countries.map((c) => c.continent.code);
    expect(data.countries.some((c) => c.isoCodeAlpha3 === "JPN")).toBe(true);
    expect(codes.every((code) => code === "OC" || code === "AS")).toBe(true);
    expect(response.headers.get("Cache-Control")).toContain("max-age");
  });

  it("answers 405 to the wrong method", async () => {
    for (const path of ["/api/travels", "/api/travels/paginated", "/api/tours"]) {
      const response = await site.fetch("it", path);
      expect(response.status, path).toBe(405);
      expect(response.headers.get("Allow")).toBe("POST");
    }
    const response = await post("it", "/api/travels/top-sellers", {});
    expect(response.status).toBe(405);
  });
});
