/**
 * Trip, tour, itinerary, snapshot, coordinator, listing and area pages through the BUILT
 * Worker (Miniflare, real D1 seeded with the deterministic catalogue), on several tenants:
 * localized paths and slugs, 301 for another language's slug, 404s, JSON-LD, booking start.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCatalogue } from "../../scripts/seed/index";
import type { TourRow, TravelRow } from "../../workers/db/schema";
import { startSeededSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

const NOW = testNow();
const TODAY = NOW.toISOString().slice(0, 10);
const catalogue = generateCatalogue({ scale: 0.1, today: NOW });
let site: Site;

beforeAll(async () => {
  site = await startSeededSite({ scale: 0.1, today: NOW });
});
afterAll(() => site?.close());

const upcoming = (travel: TravelRow) => catalogue.tours.filter((t) => t.travel_id === travel.id && t.starting_date >= TODAY);
const withStatus = (status: TourRow["sales_status"]) => catalogue.tours.find((t) => t.sales_status === status && t.starting_date > TODAY)!;
const travelOf = (tour: TourRow) => catalogue.travels.find((t) => t.id === tour.travel_id)!;
const aTravel = catalogue.travels.find((t) => upcoming(t).length >= 3)!;

describe("trip page", () => {
  it("renders title, days and nights, departures and status texts on the Italian site", async () => {
    const response = await site.fetch("it", `/viaggi/${aTravel.slug_it}`);
    expect(response.status).toBe(200);
    const page = await pageOf(response);
    expect(textOf(page.querySelector("h1"))).toBe(aTravel.title_it);
    expect(textOf(page.querySelector("[data-testid=days-nights]"))).toBe(`${aTravel.days} giorni · ${aTravel.days - 1} notti`);
    const items = page.querySelectorAll(".departure");
    expect(items.map((li) => Number(li.getAttribute("data-tour-id")))).toEqual(upcoming(aTravel).map((t) => t.id));
    expect(page.querySelector("[data-testid=best-price]")?.text).toMatch(/€/);
  });

  it.each([
    ["TO_CONFIRM", "Available"],
    ["WAITING_LIST", "On request"],
    ["SOLD_OUT", "Sold out"],
    ["CONFIRMED", "Confirmed"],
  ] as const)("shows %s as %s with its flight advice", async (status, text) => {
    const tour = withStatus(status);
    const page = await pageOf(await site.fetch("uk", `/destinations/${travelOf(tour).slug_en}`));
    const item = page.querySelector(`.departure[data-tour-id="${tour.id}"]`)!;
    expect(textOf(item.querySelector(".tour-status"))).toContain(text);
    const advice = item.querySelector("[data-flight-advice]")?.getAttribute("data-flight-advice") ?? null;
    expect(advice).toBe(status === "CONFIRMED" ? "book-now" : status === "SOLD_OUT" ? null : "wait");
    // A sold-out departure also says it can no longer be had.
    if (status === "SOLD_OUT") expect(textOf(item)).toContain("The tour is no longer available");
  });

  it.each([
    ["it", "/cerca", "/viaggi", "slug_it"],
    ["uk", "/search", "/destinations", "slug_en"],
  ] as const)(
    "labels each status the same on search cards, in the filters and on trip and tour pages (%s)",
    async (tenant, searchPath, tripPath, slug) => {
      for (const status of ["WAITING_LIST", "TO_CONFIRM", "ALMOST_FULL"] as const) {
        const search = await pageOf(await site.fetch(tenant, `${searchPath}?tab=tours&status[]=${status}&modal=modal-filters`));
        const card = search.querySelector(".tour-card")!;
        const onCard = textOf(card.querySelector(".status"));
        const inFilters = textOf(
          search.querySelector(`.filters-form input[type="checkbox"][name="status[]"][value="${status}"]`)?.parentNode,
        );
        const tourId = card.getAttribute("data-tour-id")!;
        const tour = catalogue.tours.find((t) => t.id === Number(tourId))!;
        const tourPage = await pageOf(await site.fetch(tenant, `${tripPath}/${travelOf(tour)[slug]}/${tourId}`));
        const onTour = textOf(tourPage.querySelector(".tour-summary .tour-status")).replace(/^\S+\s/, "");
        const tripPage = await pageOf(await site.fetch(tenant, `${tripPath}/${travelOf(tour)[slug]}`));
        const onTrip = textOf(tripPage.querySelector(`.departure[data-tour-id="${tourId}"] .tour-status`)).replace(/^\S+\s/, "");
        if (status !== "TO_CONFIRM") expect(inFilters, status).toBe(onCard);
        expect([onTour, onTrip], status).toEqual([onCard, onCard]);
      }
    },
  );

  it("says how many travellers an unconfirmed departure still needs", async () => {
    const tour = catalogue.tours.find((t) => t.seats_to_confirm > 1 && t.starting_date > TODAY)!;
    const page = await pageOf(await site.fetch("int", `/destinations/${travelOf(tour).slug_en}`));
    const item = page.querySelector(`.departure[data-tour-id="${tour.id}"]`)!;
    expect(textOf(item.querySelector("[data-seats=notConfirmedTour]"))).toBe(`${tour.seats_to_confirm} more travelers needed to confirm`);
  });

  it("redirects another language's slug (301) and answers 404 for unknown or malformed slugs", async () => {
    const moved = await site.fetch("de", `/reiseziele/${aTravel.slug_it}?modal=available-dates`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/reiseziele/${aTravel.slug_de}?modal=available-dates`);
    expect((await site.fetch("it", "/viaggi/no-such-trip")).status).toBe(404);
    expect((await site.fetch("it", "/viaggi/%E2%9C%93%3Cscript%3E")).status).toBe(404);
  });

  it("links hreflang alternates with each language's slug", async () => {
    const page = await pageOf(await site.fetch("fr", `/destinations/${aTravel.slug_fr}`));
    const alternates = Object.fromEntries(
      page.querySelectorAll("link[rel=alternate]").map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]),
    );
    expect(alternates["it-IT"]).toBe(`http://it.localhost/viaggi/${aTravel.slug_it}`);
    expect(alternates["de-DE"]).toBe(`http://de.localhost/reiseziele/${aTravel.slug_de}`);
    expect(page.querySelector("link[rel=canonical]")?.getAttribute("href")).toBe(`http://fr.localhost/destinations/${aTravel.slug_fr}`);
  });

  it("carries a valid JSON-LD Product with one Offer per departure in the page currency", async () => {
    const response = await site.fetch("uk", `/destinations/${aTravel.slug_en}`);
    const page = await pageOf(response);
    const script = page.querySelector("script[type='application/ld+json']")!;
    expect(script.getAttribute("nonce")).toBeTruthy();
    expect(script.innerHTML).not.toContain("<");
    const data = JSON.parse(script.innerHTML);
    expect(data["@type"]).toBe("Product");
    expect(data.offers).toHaveLength(upcoming(aTravel).length);
    const first = upcoming(aTravel)[0]!;
    expect(data.offers[0]).toMatchObject({ priceCurrency: "GBP", price: (first.price_gbp / 100).toFixed(2) });
    expect(data.offers[0].availability).toMatch(/^https:\/\/schema\.org\//);
  });
});

describe("trip without departures", () => {
  it("says so and offers the STOCKOUT_TRAVEL notify-me entry", async () => {
    const empty = catalogue.travels.find((t) => upcoming(t).length === 0)!;
    const page = await pageOf(await site.fetch("es", `/viajes/${empty.slug_es}`));
    expect(page.querySelectorAll(".departure")).toHaveLength(0);
    expect(page.querySelector(".notify-me-entry")?.getAttribute("data-notify-me")).toBe("STOCKOUT_TRAVEL");
    expect(page.querySelector("[data-testid=best-price]")).toBeNull();
    // Deposit and cancellation promises concern a departure to book: none here.
    expect(page.querySelector(".trip-policies")).toBeNull();
    const booked = await pageOf(await site.fetch("es", `/viajes/${aTravel.slug_es}`));
    expect(booked.querySelectorAll(".trip-policies li")).toHaveLength(2);
  });
});

describe("tour page", () => {
  it("carries JSON-LD with the one departure and hreflang links to the same tour", async () => {
    const tour = withStatus("ALMOST_FULL");
    const travel = travelOf(tour);
    const page = await pageOf(await site.fetch("int", `/destinations/${travel.slug_en}/${tour.id}`));
    const data = JSON.parse(page.querySelector("script[type='application/ld+json']")!.innerHTML);
    expect(data.offers).toEqual([
      expect.objectContaining({ sku: String(tour.id), priceCurrency: "EUR", availability: "https://schema.org/LimitedAvailability" }),
    ]);
    const it = page.querySelector("link[rel=alternate][hreflang=it-IT]")?.getAttribute("href");
    expect(it).toBe(`http://it.localhost/viaggi/${travel.slug_it}/${tour.id}`);
    expect(page.querySelectorAll(".tour-prices li").map((li) => li.getAttribute("data-currency"))).toEqual(["EUR", "GBP", "USD"]);
    expect(textOf(page.querySelector(".group-info a"))).toBe("Log in or sign up to see who is going");
  });

  it("links the book action to the bookings start of the tenant", async () => {
    const tour = withStatus("CONFIRMED");
    const page = await pageOf(await site.fetch("it", `/viaggi/${travelOf(tour).slug_it}/${tour.id}`));
    expect(page.querySelector("a.book-button")?.getAttribute("href")).toBe(`https://book.caravantrips.it/booking/${tour.id}/start`);
    expect(textOf(page.querySelector(".tour-status"))).toContain("Confermato");
    expect(page.querySelectorAll(".tour-prices li").map((li) => li.getAttribute("data-currency"))).toEqual(["EUR"]);
  });

  it("offers customer care, never the online booking start, for an on-request (WAITING_LIST) departure", async () => {
    const tour = withStatus("WAITING_LIST");
    const response = await site.fetch("it", `/viaggi/${travelOf(tour).slug_it}/${tour.id}`);
    const html = await response.text();
    const page = await pageOf(new Response(html));
    expect(page.querySelector("a.book-button")).toBeNull();
    expect(html).not.toContain(`/booking/${tour.id}/start`);
    const care = page.querySelector("[data-booking=customer-care]")!;
    expect(care.querySelector('a[href^="tel:"]')!.getAttribute("href")).toBe("tel:+390255500100");
    expect(textOf(care)).toContain("+39 02 5550 0100");
    expect(care.querySelector('a[href="/contatti"]')).not.toBeNull();
    // Its price is still shown: it can be booked, only not online.
    expect(page.querySelectorAll(".tour-prices li")).toHaveLength(1);
  });

  it("calls a single price the price, and the prices of several currencies price per currency", async () => {
    const tour = withStatus("CONFIRMED");
    const single = await pageOf(await site.fetch("it", `/viaggi/${travelOf(tour).slug_it}/${tour.id}`));
    expect(textOf(single.querySelector("#prices-heading"))).toBe("Prezzo");
    expect(single.querySelector(".tour-prices .note")).toBeNull();
    const several = await pageOf(await site.fetch("int", `/destinations/${travelOf(tour).slug_en}/${tour.id}`));
    expect(textOf(several.querySelector("#prices-heading"))).toBe("Price in each currency");
    expect(several.querySelector(".tour-prices .note")).not.toBeNull();
  });

  it("shows the sold-out message and no booking button", async () => {
    const tour = withStatus("SOLD_OUT");
    const page = await pageOf(await site.fetch("uk", `/destinations/${travelOf(tour).slug_en}/${tour.id}`));
    expect(page.querySelector("a.book-button")).toBeNull();
    expect(textOf(page.querySelector(".tour-unavailable"))).toBe("The tour is no longer available");
  });

  it("answers 404 for a bad, unknown or foreign tour id", async () => {
    const other = catalogue.tours.find((t) => t.travel_id !== aTravel.id && t.starting_date > TODAY)!;
    for (const tour of ["abc", "0", "99999999", String(other.id)]) {
      expect((await site.fetch("uk", `/destinations/${aTravel.slug_en}/${tour}`)).status, tour).toBe(404);
    }
  });
});

describe("available-dates modal (server-rendered, works without JavaScript)", () => {
  it("renders the calendar grids with day links to tours", async () => {
    const page = await pageOf(await site.fetch("de", `/reiseziele/${aTravel.slug_de}?modal=available-dates&layout=calendar`));
    const dialog = page.querySelector("[role=dialog][data-modal=available-dates]")!;
    expect(textOf(dialog.querySelector("h2"))).toBe(aTravel.title_de);
    expect(textOf(dialog.querySelector(".available-dates-subtitle"))).toBe(`${aTravel.days} Tage · ${aTravel.days - 1} Nächte`);
    const grids = dialog.querySelectorAll("table[role=grid]");
    expect(grids.length).toBeGreaterThanOrEqual(2);
    for (const grid of grids) expect([28, 35, 42]).toContain(grid.querySelectorAll("td[role=gridcell]").length);
    // Monday first on the German site.
    expect(textOf(grids[0]!.querySelector("th"))).toMatch(/^Mo/);
    const bookable = upcoming(aTravel).filter((t) => t.starting_date > TODAY);
    const links = dialog.querySelectorAll("a.calendar-day-link").map((a) => a.getAttribute("href"));
    expect(links).toContain(`/reiseziele/${aTravel.slug_de}/${bookable[0]!.id}`);
  });

  it("renders the list layout as a table of the same departures", async () => {
    const page = await pageOf(await site.fetch("us", `/destinations/${aTravel.slug_en}?modal=available-dates&layout=list`));
    const rows = page.querySelectorAll(".departures-table tbody tr");
    expect(rows.map((r) => Number(r.getAttribute("data-tour-id")))).toEqual(upcoming(aTravel).map((t) => t.id));
  });

  it("shows a departure's year in the list when it crosses a year or is not this year", async () => {
    const thisYear = TODAY.slice(0, 4);
    const later =
      catalogue.travels.find(
        (t) =>
          upcoming(t).some((d) => d.starting_date.slice(0, 4) !== thisYear) &&
          upcoming(t).some((d) => d.ending_date.slice(0, 4) === thisYear),
      ) ?? catalogue.travels.find((t) => upcoming(t).some((d) => d.starting_date.slice(0, 4) !== thisYear))!;
    const page = await pageOf(await site.fetch("it", `/viaggi/${later.slug_it}?modal=available-dates&layout=list`));
    const rows = page.querySelectorAll(".departures-table tbody tr");
    expect(rows.length).toBe(upcoming(later).length);
    for (const row of rows) {
      const tour = catalogue.tours.find((t) => t.id === Number(row.getAttribute("data-tour-id")))!;
      const text = textOf(row.querySelector("th"));
      const [from, to] = [tour.starting_date.slice(0, 4), tour.ending_date.slice(0, 4)];
      if (from === thisYear && to === thisYear) expect(text).not.toMatch(/\d{4}/);
      else if (from !== to) expect(text).toMatch(new RegExp(`${from} – .*${to}$`));
      else expect(text).toMatch(new RegExp(` ${to}$`));
    }
  });
});

describe("available-dates modal with filters shown", () => {
  it("has a back link, the when range and the discounted quick filter, which narrows the list", async () => {
    const travel = catalogue.travels.find(
      (t) => upcoming(t).some((d) => d.discount_percent > 0) && upcoming(t).some((d) => d.discount_percent === 0),
    )!;
    const base = `/destinations/${travel.slug_en}?modal=available-dates&layout=list&type=filters&dateFrom=2030-03-01&dateTo=2030-03-09`;
    const page = await pageOf(await site.fetch("uk", base));
    const filters = page.querySelector(".available-dates-filters")!;
    expect(textOf(filters.querySelector(".when-button"))).toBe("When: 01 Mar - 09 Mar");
    expect(filters.querySelector("a")?.getAttribute("href")).toBe(`/destinations/${travel.slug_en}?dateFrom=2030-03-01&dateTo=2030-03-09`);
    const discounted = await pageOf(await site.fetch("uk", `${base}&discounted=true`));
    const ids = discounted.querySelectorAll(".departures-table tbody tr").map((r) => Number(r.getAttribute("data-tour-id")));
    expect(ids).toEqual(
      upcoming(travel)
        .filter((d) => d.discount_percent > 0)
        .map((d) => d.id),
    );
  });
});

describe("sub-pages, coordinators, listing, areas", () => {
  it("lists the itinerary day by day and the snapshot facts", async () => {
    const itinerary = await pageOf(await site.fetch("es", `/viajes/${aTravel.slug_es}/itinerario`));
    expect(itinerary.querySelectorAll(".itinerary li")).toHaveLength(aTravel.days);
    expect(textOf(itinerary.querySelector(".itinerary summary"))).toMatch(/^Día 1: Llegada a /);
    const snapshot = await site.fetch("fr", `/destinations/${aTravel.slug_fr}/apercu`);
    expect(snapshot.status).toBe(200);
    expect(textOf((await pageOf(snapshot)).querySelector("[data-effort]"))).toMatch(/^(Faible|Moyen|Élevé)/);
    expect((await site.fetch("it", `/viaggi/${aTravel.slug_en}/itinerario`)).headers.get("location")).toBe(
      `/viaggi/${aTravel.slug_it}/itinerario`,
    );
  });

  it("tells each itinerary day its own story, and speaks of transfers only on days that have them", async () => {
    const page = await pageOf(await site.fetch("it", `/viaggi/${aTravel.slug_it}/itinerario`));
    const days = catalogue.itineraryDays.filter((d) => d.travel_id === aTravel.id);
    const items = page.querySelectorAll(".itinerary li");
    expect(items).toHaveLength(days.length);
    for (const item of items) {
      const day = days.find((d) => d.day === Number(item.getAttribute("data-day")))!;
      const note = item.querySelector(".note");
      if (day.transfer_hours === 0) expect(note, `day ${day.day}`).toBeNull();
      else expect(textOf(note)).toBe(`Circa ${day.transfer_hours} ${day.transfer_hours === 1 ? "ora" : "ore"} di trasferimenti`);
      expect(textOf(item)).not.toMatch(/\b0 ore\b/);
    }
    // Not the arrival's text day after day.
    const bodies = items.map((item) => textOf(item.querySelector("details > p")));
    expect(new Set(bodies).size).toBeGreaterThan(1);
    // The arrival's text once, on the first day.
    expect(bodies.filter((b) => b === days[0]!.body_it)).toHaveLength(1);
  });

  it("shows a coordinator with their trips, and 404 for an unknown one", async () => {
    const coordinator = catalogue.coordinators.find((c) => catalogue.travels.some((t) => t.coordinator_id === c.id))!;
    const page = await pageOf(await site.fetch("it", `/coordinatori/${coordinator.slug}`));
    expect(textOf(page.querySelector("h1"))).toBe(`${coordinator.first_name} ${coordinator.last_name}`);
    expect((await site.fetch("it", "/coordinatori/nobody-here")).status).toBe(404);
    const list = await pageOf(await site.fetch("uk", "/coordinators"));
    expect(list.querySelectorAll(".coordinator-list li")).toHaveLength(catalogue.coordinators.length);
  });

  it("paginates all trips and answers 404 past the last page", async () => {
    const first = await pageOf(await site.fetch("int", "/destinations"));
    expect(first.querySelectorAll(".cards > li")).toHaveLength(20);
    expect(first.querySelector(".pagination a[rel=next]")?.getAttribute("href")).toBe("/destinations?page=2");
    expect((await site.fetch("int", "/destinations?page=abc")).status).toBe(200);
    expect((await site.fetch("int", "/destinations?page=999")).status).toBe(404);
  });

  it("shows one continent's trips on its area page in each language", async () => {
    const asian = new Set(
      catalogue.travelCountries
        .filter(
          (tc) =>
            catalogue.countries.find((c) => c.id === tc.country_id)!.continent_id === catalogue.continents.find((k) => k.code === "AS")!.id,
        )
        .map((tc) => tc.travel_id),
    );
    for (const [tenant, path] of [
      ["int", "/asia-trips"],
      ["de", "/asien-reisen"],
      ["it", "/viaggi-di-gruppo-asia"],
    ] as const) {
      const page = await pageOf(await site.fetch(tenant, path));
      const ids = page.querySelectorAll("[data-travel-id]").map((el) => Number(el.getAttribute("data-travel-id")));
      expect(ids.length, path).toBeGreaterThan(0);
      expect(
        ids.every((id) => asian.has(id)),
        path,
      ).toBe(true);
    }
  });
});

describe("/resource images", () => {
  it("serves deterministic artwork with a long cache, and 404 for an unknown size", async () => {
    const response = await site.fetch("it", `/resource/webp-medium/travel-${aTravel.id}/${aTravel.slug_en}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toContain("max-age=31536000");
    const body = await response.text();
    expect(body).toContain('width="640" height="427"');
    expect(await (await site.fetch("it", `/resource/webp-medium/travel-${aTravel.id}/${aTravel.slug_en}`)).text()).toBe(body);
    expect((await site.fetch("it", `/resource/huge/travel-${aTravel.id}/x`)).status).toBe(404);
  });

  it("gives the trip page's images width, height and srcset", async () => {
    const page = await pageOf(await site.fetch("uk", `/destinations/${aTravel.slug_en}`));
    const img = page.querySelector(".trip-gallery img")!;
    expect(img.getAttribute("width")).toBe("640");
    expect(img.getAttribute("height")).toBe("427");
    expect(img.getAttribute("srcset")).toContain("/resource/webp-large/");
  });

  it("shows the main image and the trip's gallery, each with its own alt text and a working image URL", async () => {
    const page = await pageOf(await site.fetch("uk", `/destinations/${aTravel.slug_en}`));
    const images = page.querySelectorAll(".trip-gallery img");
    expect(images.length).toBeGreaterThanOrEqual(4);
    expect(images.length).toBeLessThanOrEqual(6);
    expect(images[0]!.getAttribute("loading")).toBe("eager");
    expect(images.slice(1).every((img) => img.getAttribute("loading") === "lazy" && img.getAttribute("width") === "640")).toBe(true);
    const alts = images.map((img) => img.getAttribute("alt"));
    expect(new Set(alts).size).toBe(alts.length);
    const second = images[1]!.getAttribute("src")!;
    expect(second).toContain(`/travel-${aTravel.id}-`);
    const response = await site.fetch("uk", new URL(second, "http://uk.localhost").pathname);
    expect(response.status).toBe(200);
  });
});
