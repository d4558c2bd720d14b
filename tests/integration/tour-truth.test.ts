/**
 * What a trip or tour page says about paying, booking and where it sits, through the BUILT
 * Worker: a price shown in a currency payment is not taken in (dollars) reads as an
 * approximation everywhere and the structured data states the charged one; an on-request
 * departure promises no online deposit; a sold-out one says so once; an all-in block always
 * has its total; a trip with no departures offers neither a product nor dates to see; and the
 * trip, its sub-pages and its departures share one breadcrumb trail. Expectations come from
 * the seeded catalogue, never from a fixed slug or id.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCatalogue } from "../../scripts/seed/index";
import type { TourRow, TravelRow } from "../../workers/db/schema";
import { getTenant } from "../../tenants";
import { href } from "../../tenants/routes";
import { formatMoney } from "../../app/lib/format/money";
import { anyCurrencyFormat } from "../../app/lib/format/payment-money";
import { startSeededSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import type { HTMLElement } from "node-html-parser";
import { testNow } from "../support/clock";

const NOW = testNow();
const TODAY = NOW.toISOString().slice(0, 10);
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10);
const catalogue = generateCatalogue({ scale: 0.1, today: NOW });
let site: Site;

beforeAll(async () => {
  site = await startSeededSite({ scale: 0.1, today: NOW });
}, 90_000);
afterAll(() => site?.close());

const upcoming = (travel: TravelRow) => catalogue.tours.filter((t) => t.travel_id === travel.id && t.starting_date >= TODAY);
const travelOf = (tour: TourRow) => catalogue.travels.find((t) => t.id === tour.travel_id)!;
/** A departure well ahead (its deposit still open), in a status, preferably discounted. */
const ahead = (status: TourRow["sales_status"]) => {
  const candidates = catalogue.tours.filter((t) => t.sales_status === status && t.starting_date > inDays(45));
  return candidates.find((t) => t.price_usd < t.base_price_usd) ?? candidates[0]!;
};
const jsonLdOf = (page: HTMLElement) =>
  page.querySelectorAll("script[type='application/ld+json']").map((s) => JSON.parse(s.innerHTML) as Record<string, unknown>);
const usEuros = (cents: number) => formatMoney(cents, anyCurrencyFormat(getTenant("us")!, "EUR"));

describe("one currency story", () => {
  it("labels every dollar price of a us tour page an approximation and states the euros it charges", async () => {
    const tour = ahead("CONFIRMED");
    const page = await pageOf(await site.fetch("us", `/destinations/${travelOf(tour).slug_en}/${tour.id}`));
    const shown = page.querySelectorAll(".tour-prices li s, .tour-prices li strong").map(textOf);
    expect(shown.length).toBeGreaterThan(0);
    for (const price of shown) expect(price, price).toMatch(/^about \$[\d,]+$/);
    expect(textOf(page.querySelector("[data-testid=charged-price]"))).toBe(`Charged in euros: ${usEuros(tour.price_eur)}`);
    const [product] = jsonLdOf(page).filter((data) => data["@type"] === "Product");
    expect(product!.offers).toEqual([expect.objectContaining({ priceCurrency: "EUR", price: (tour.price_eur / 100).toFixed(2) })]);
  });

  it("labels dollar prices on the us trip page, its departures and the search cards", async () => {
    const tour = ahead("CONFIRMED");
    const trip = await pageOf(await site.fetch("us", `/destinations/${travelOf(tour).slug_en}`));
    expect(textOf(trip.querySelector("[data-testid=best-price]"))).toMatch(/^From about \$/);
    const rows = trip.querySelectorAll(".departure-price strong").map(textOf);
    expect(rows.length).toBeGreaterThan(0);
    for (const price of rows) expect(price).toMatch(/^about \$/);
    for (const offer of jsonLdOf(trip).flatMap((data) => (data.offers as { priceCurrency: string }[] | undefined) ?? [])) {
      expect(offer.priceCurrency).toBe("EUR");
    }
    const search = await pageOf(await site.fetch("us", "/search?tab=tours"));
    const cards = search.querySelectorAll(".card-price strong").map(textOf);
    expect(cards.length).toBeGreaterThan(0);
    for (const price of cards) expect(price).toMatch(/about \$/);
  });

  it("writes pounds on uk as charged, without 'about', and states them in the structured data", async () => {
    const tour = ahead("CONFIRMED");
    const page = await pageOf(await site.fetch("uk", `/destinations/${travelOf(tour).slug_en}/${tour.id}`));
    expect(textOf(page.querySelector(".tour-prices"))).not.toMatch(/about/);
    expect(page.querySelector("[data-testid=charged-price]")).toBeNull();
    const [product] = jsonLdOf(page).filter((data) => data["@type"] === "Product");
    expect(product!.offers).toEqual([expect.objectContaining({ priceCurrency: "GBP", price: (tour.price_gbp / 100).toFixed(2) })]);
  });
});

describe("on-request and sold-out departures", () => {
  it("offers an on-request departure through customer care only: no deposit, no online payment plan", async () => {
    const tour = ahead("WAITING_LIST");
    const page = await pageOf(await site.fetch("us", `/destinations/${travelOf(tour).slug_en}/${tour.id}`));
    expect(page.querySelector("[data-booking=customer-care]")).not.toBeNull();
    expect(page.querySelector(".payment-facts")).toBeNull();
    expect(textOf(page.querySelector("main") ?? page)).not.toMatch(/deposit/i);
  });

  it("says once that a sold-out departure is no longer available", async () => {
    const tour = catalogue.tours.find((t) => t.sales_status === "SOLD_OUT" && t.starting_date > TODAY)!;
    const page = await pageOf(await site.fetch("us", `/destinations/${travelOf(tour).slug_en}/${tour.id}`));
    const said = textOf(page.querySelector("main") ?? page).split("The tour is no longer available").length - 1;
    expect(said).toBe(1);
  });

  it("gives every all-in block its total, on tour pages of each status and on trip pages", async () => {
    const statuses = ["WAITING_LIST", "CONFIRMED", "PLANNED", "TO_CONFIRM"] as const;
    const paths = statuses.map((status) => {
      const tour = ahead(status);
      return `/destinations/${travelOf(tour).slug_en}/${tour.id}`;
    });
    // Trips whose upcoming departures cannot be booked at all, and a few others.
    const unbookable = catalogue.travels.filter(
      (t) => upcoming(t).length > 0 && upcoming(t).every((tour) => tour.sales_status === "SOLD_OUT"),
    );
    for (const travel of [...unbookable.slice(0, 3), ...catalogue.travels.slice(0, 3)]) paths.push(`/destinations/${travel.slug_en}`);
    let blocks = 0;
    for (const path of paths) {
      const page = await pageOf(await site.fetch("us", path));
      if (!page.querySelector("[data-testid=all-in-price]")) continue;
      blocks++;
      expect(page.querySelector("[data-testid=all-in-total]"), path).not.toBeNull();
    }
    expect(blocks).toBeGreaterThan(0);
  });
});

describe("a trip with no departures", () => {
  const empty = () => catalogue.travels.find((t) => upcoming(t).length === 0)!;

  it("is no Product with an empty offer list, and offers no dates to see", async () => {
    const travel = empty();
    const itinerary = href(getTenant("us")!.pathLocale, "travels-travel-itinerary", { travel: travel.slug_en });
    for (const path of [`/destinations/${travel.slug_en}`, itinerary]) {
      const page = await pageOf(await site.fetch("us", path));
      expect(page.querySelector("[data-testid=open-calendar]"), path).toBeNull();
      for (const data of jsonLdOf(page)) {
        if (data["@type"] === "Product") expect((data.offers as unknown[]).length, path).toBeGreaterThan(0);
      }
    }
    const data = jsonLdOf(await pageOf(await site.fetch("us", `/destinations/${travel.slug_en}`)));
    expect(data.map((d) => d["@type"])).toContain("TouristTrip");
  });

  it("still offers the dates of a trip that has some", async () => {
    const tour = ahead("CONFIRMED");
    const page = await pageOf(await site.fetch("us", `/destinations/${travelOf(tour).slug_en}`));
    expect(page.querySelector("[data-testid=open-calendar]")).not.toBeNull();
  });
});

describe("one breadcrumb trail", () => {
  const crumbs = (page: HTMLElement) => page.querySelectorAll("nav.breadcrumb li").map((li) => textOf(li));
  const listed = (page: HTMLElement) =>
    jsonLdOf(page)
      .filter((data) => data["@type"] === "BreadcrumbList")
      .flatMap((data) => (data.itemListElement as { name: string; item: string }[]).map((item) => `${item.name} ${item.item}`));

  it.each([
    ["us", "/destinations", "slug_en"],
    ["de", "/reiseziele", "slug_de"],
  ] as const)("puts tours and sub-pages under the trip page's trail on %s", async (id, base, slug) => {
    const tour = ahead("CONFIRMED");
    const tripPath = `${base}/${travelOf(tour)[slug]}`;
    const trip = await pageOf(await site.fetch(id, tripPath));
    const tourPage = await pageOf(await site.fetch(id, `${tripPath}/${tour.id}`));
    const tripTrail = crumbs(trip);
    expect(tripTrail).toHaveLength(3);
    expect(crumbs(tourPage).slice(0, 3)).toEqual(tripTrail);
    expect(crumbs(tourPage)).toHaveLength(4);
    expect(listed(tourPage).slice(0, 3)).toEqual(listed(trip));
    for (const key of ["travels-travel-itinerary", "travels-travel-snapshot"] as const) {
      const path = href(getTenant(id)!.pathLocale, key, { travel: travelOf(tour)[slug] });
      const page = await pageOf(await site.fetch(id, path));
      expect(crumbs(page).slice(0, 3), key).toEqual(tripTrail);
      expect(crumbs(page), key).toHaveLength(4);
    }
  });
});
