/**
 * The sales and confirmed-departures pages on real D1 with the seeded catalogue:
 * only discounted trips, biggest discount first, the honest was price, live promotion codes,
 * the deposit's last day; confirmed departures only, by month, filtered from the URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCatalogue, generatePromotions } from "../../scripts/seed/index";
import { getTenant } from "../../tenants";
import { href } from "../../tenants/routes";
import { depositClosesOn } from "../../app/lib/sales/deposit";
import { DEFAULT_STATUSES } from "../../app/lib/search/filters";
import { startSeededSite, TENANT_IDS, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

const NOW = testNow();
const catalogue = generateCatalogue({ scale: 0.1, today: NOW });
const promotions = generatePromotions(catalogue, NOW);
const tourById = new Map(catalogue.tours.map((tour) => [tour.id, tour]));
let site: Site;

beforeAll(async () => {
  site = await startSeededSite({ scale: 0.1, today: NOW });
});
afterAll(() => site?.close());

const pathOf = (tenant: string, key: "sales" | "tours") => href(getTenant(tenant)!.pathLocale, key);
const todayIn = (tenant: string) => new Intl.DateTimeFormat("en-CA", { timeZone: getTenant(tenant)!.timeZone }).format(NOW);

describe("sales page", () => {
  it("answers on every site with its title, description and localized texts", async () => {
    for (const tenant of TENANT_IDS) {
      const response = await site.fetch(tenant, pathOf(tenant, "sales"));
      expect(response.status, tenant).toBe(200);
      const page = await pageOf(response);
      expect(textOf(page.querySelector("h1")), tenant).not.toBe("");
      expect(page.querySelector("title")?.text, tenant).toContain("|");
      expect(page.querySelector('meta[name="description"]')?.getAttribute("content")?.length ?? 0, tenant).toBeGreaterThan(20);
      expect(page.querySelector("[data-page-type]")?.getAttribute("data-page-type")).toBe("sales");
      expect(page.querySelectorAll("li.sale").length, tenant).toBeGreaterThan(0);
    }
    const it = await pageOf(await site.fetch("it", pathOf("it", "sales")));
    expect(textOf(it.querySelector(".sales-lead"))).toContain("sconto");
  });

  it("lists only trips with a discounted departure, biggest discount first, with the honest was price", async () => {
    const page = await pageOf(await site.fetch("uk", pathOf("uk", "sales")));
    const ids = page.querySelectorAll("li.sale").map((li) => Number(li.getAttribute("data-travel-id")));
    // Each card shows its trip's best discounted departure (the cheapest), and the percentages read in order.
    const shownTours = page.querySelectorAll("li.sale").map((li) => tourById.get(Number(li.getAttribute("data-tour-id")))!);
    expect(shownTours.map((tour) => tour.travel_id)).toEqual(ids);
    for (const tour of shownTours) {
      const others = catalogue.tours.filter(
        (t) =>
          t.travel_id === tour.travel_id &&
          t.starting_date > todayIn("uk") &&
          t.discount_percent > 0 &&
          (DEFAULT_STATUSES as readonly string[]).includes(t.sales_status),
      );
      expect(tour.price_gbp).toBe(Math.min(...others.map((t) => t.price_gbp)));
    }
    const discounts = shownTours.map((tour) => tour.discount_percent);
    expect(discounts.every((d) => d > 0)).toBe(true);
    expect([...discounts].sort((a, b) => b - a)).toEqual(discounts);
    const shown = page.querySelectorAll("li.sale .card-discount").map((element) => Number(textOf(element).replace(/[^0-9]/g, "")));
    expect(shown).toEqual(discounts);
    // The card's struck price is the shown departure's base price (the lowest of 30 days), above today's price.
    const { results } = await site.db
      .prepare(
        `SELECT travel_id, base_price_gbp AS base, price_gbp AS price FROM tours WHERE discount_percent > 0 AND travel_id IN (${ids.map(() => "?").join(",")})`,
      )
      .bind(...ids)
      .all<{ travel_id: number; base: number; price: number }>();
    for (const li of page.querySelectorAll("li.sale")) {
      const was = li.querySelector(".card-base-price");
      expect(was, li.getAttribute("data-travel-id")!).not.toBeNull();
      expect(was!.getAttribute("title")).toBeTruthy();
      const amount = (text: string) => Number(text.replace(/[^0-9.]/g, ""));
      const wasPrice = amount(textOf(was));
      const nowPrice = amount(textOf(li.querySelector(".card-price strong")));
      expect(wasPrice).toBeGreaterThan(nowPrice);
      const rows = results.filter((r) => r.travel_id === Number(li.getAttribute("data-travel-id")));
      expect(
        rows.some((r) => Math.round(r.base / 100) === Math.round(wasPrice) && Math.round(r.price / 100) === Math.round(nowPrice)),
      ).toBe(true);
    }
    expect(textOf(page.querySelector(".card-price"))).toContain("£");
  });

  it("shows live promotion codes with their last day, never one that is over", async () => {
    let valid = 0;
    let url: string | null = pathOf("uk", "sales");
    const today = todayIn("uk");
    while (url) {
      const page = await pageOf(await site.fetch("uk", url));
      expect(textOf(page.querySelector(".sales-page"))).not.toContain("Promo expired");
      for (const element of page.querySelectorAll("[data-promo]")) {
        const code = element.getAttribute("data-promo")!;
        const row = promotions.find((p) => p.code === code)!;
        expect(row, code).toBeDefined();
        const li = element.closest("li.sale")!;
        expect(Number(li.getAttribute("data-travel-id"))).toBe(row.travel_id);
        valid++;
        expect(row.valid_until >= today && (row.valid_from ?? "") <= today).toBe(true);
        expect(textOf(element)).toMatch(/Valid until \d{2}\/\d{2}\/\d{4}/);
      }
      url = page.querySelector('.pagination a[rel="next"]')?.getAttribute("href") ?? null;
    }
    expect(valid).toBeGreaterThan(0);
  });

  it("offers the deposit only before 31 days ahead of the shown departure, in the site's date format", async () => {
    const page = await pageOf(await site.fetch("it", pathOf("it", "sales")));
    const deposits = page.querySelectorAll("[data-deposit-until]");
    expect(deposits.length).toBeGreaterThan(0);
    for (const deposit of deposits) {
      const closesOn = deposit.getAttribute("data-deposit-until")!;
      expect(closesOn > todayIn("it")).toBe(true);
      const [y, m, d] = closesOn.split("-");
      expect(textOf(deposit)).toContain(`${d}/${m}/${y}`);
      expect(textOf(deposit)).toContain("100");
      expect(textOf(deposit)).toContain("disponibile solo prima del");
      const tourId = Number(deposit.closest("li.sale")!.querySelector("[data-tour-id], .card")?.getAttribute("data-tour-id") ?? NaN);
      if (Number.isFinite(tourId)) expect(depositClosesOn(tourById.get(tourId)!.starting_date)).toBe(closesOn);
    }
  });

  it("pages like the search, and a page past the end moves to the last", async () => {
    const first = await pageOf(await site.fetch("int", pathOf("int", "sales")));
    const next = first.querySelector('.pagination a[rel="next"]')?.getAttribute("href");
    expect(next).toBe(`${pathOf("int", "sales")}?page=2`);
    const second = await pageOf(await site.fetch("int", next!));
    const a = first.querySelectorAll("li.sale").map((li) => li.getAttribute("data-travel-id"));
    const b = second.querySelectorAll("li.sale").map((li) => li.getAttribute("data-travel-id"));
    expect(b.some((id) => a.includes(id))).toBe(false);
    const far = await site.fetch("int", `${pathOf("int", "sales")}?page=9999`);
    expect(far.status).toBe(302);
    expect(far.headers.get("location")).toMatch(/\?page=\d+$/);
    expect((await site.fetch("int", `${pathOf("int", "sales")}?page=abc`)).status).toBe(200);
  });
});

describe("confirmed departures page", () => {
  const statusOf = (li: { getAttribute(name: string): string | undefined }) => li.getAttribute("data-status");

  it("answers on every site with only CONFIRMED or ALMOST_FULL departures with seats, by month, with the flight advice", async () => {
    for (const tenant of TENANT_IDS) {
      const response = await site.fetch(tenant, pathOf(tenant, "tours"));
      expect(response.status, tenant).toBe(200);
      const page = await pageOf(response);
      expect(page.querySelector("title")?.text).toContain("|");
      expect(page.querySelector('meta[name="description"]')?.getAttribute("content")?.length ?? 0).toBeGreaterThan(20);
      expect(page.querySelector("[data-page-type]")?.getAttribute("data-page-type")).toBe("tours");
      expect(textOf(page.querySelector(".flight-advice")), tenant).not.toBe("");
      const items = page.querySelectorAll("li.confirmed");
      expect(items.length, tenant).toBeGreaterThan(0);
      for (const li of items) {
        expect(["CONFIRMED", "ALMOST_FULL"]).toContain(statusOf(li));
        const tour = tourById.get(Number(li.querySelector("[data-tour-id]")!.getAttribute("data-tour-id")))!;
        expect(tour.free_seats).toBeGreaterThan(0);
        expect(tour.sales_status).toBe(statusOf(li));
        expect(li.querySelector(".card-flights")).not.toBeNull();
      }
      // Month groups: each heading's month holds only its departures, in date order.
      const months = page.querySelectorAll("section.month-group").map((section) => {
        const month = section.getAttribute("data-month")!;
        for (const time of section.querySelectorAll(".card-dates time:first-child"))
          expect(time.getAttribute("datetime")!.slice(0, 7)).toBe(month);
        return month;
      });
      expect([...months].sort()).toEqual(months);
      expect(new Set(months).size).toBe(months.length);
    }
  });

  it("heads the months in the site's language", async () => {
    const page = await pageOf(await site.fetch("de", pathOf("de", "tours")));
    const heading = textOf(page.querySelector("section.month-group h2"));
    const month = page.querySelector("section.month-group")!.getAttribute("data-month")!;
    const german = new Intl.DateTimeFormat("de-DE", { month: "long", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));
    expect(heading.toLowerCase()).toContain(german.toLowerCase());
    expect(textOf(page.querySelector(".flight-advice"))).toContain("Flüge");
  });

  it("holds every confirmed departure of the catalogue across its pages", async () => {
    const today = todayIn("uk");
    const expected = catalogue.tours.filter(
      (t) => (t.sales_status === "CONFIRMED" || t.sales_status === "ALMOST_FULL") && t.starting_date > today,
    ).length;
    const page = await pageOf(await site.fetch("uk", pathOf("uk", "tours")));
    expect(textOf(page.querySelector(".results-count"))).toContain(String(expected));
  });

  it("filters from the URL: status, continent, month and the plain form's period and empty fields", async () => {
    const base = pathOf("uk", "tours");
    const almostFull = await pageOf(await site.fetch("uk", `${base}?status[]=ALMOST_FULL`));
    const items = almostFull.querySelectorAll("li.confirmed");
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((li) => statusOf(li) === "ALMOST_FULL")).toBe(true);
    expect(almostFull.querySelector("#cf-status option[selected]")?.getAttribute("value")).toBe("ALMOST_FULL");
    // A status outside the page's two is not shown: the page falls back to both.
    const planned = await pageOf(await site.fetch("uk", `${base}?status[]=PLANNED`));
    expect(planned.querySelectorAll("li.confirmed").every((li) => ["CONFIRMED", "ALMOST_FULL"].includes(statusOf(li)!))).toBe(true);

    // The form's submission: a month as period=FROM_TO and empty fields redirect to the search's names.
    const all = await pageOf(await site.fetch("uk", base));
    const option = all.querySelectorAll("#cf-period option").find((o) => o.getAttribute("value"));
    const period = option!.getAttribute("value")!;
    const [from, to] = period.split("_");
    const submitted = await site.fetch("uk", `${base}?continentId%5B%5D=&period=${period}&durations=&status%5B%5D=`);
    expect(submitted.status).toBe(302);
    const location = submitted.headers.get("location")!;
    expect(location).toBe(`${base}?dateFrom=${from}&dateTo=${to}`);
    const month = await pageOf(await site.fetch("uk", location));
    for (const li of month.querySelectorAll("li.confirmed")) {
      const start = li.querySelector(".card-dates time")!.getAttribute("datetime")!;
      expect(start >= from! && start <= to!).toBe(true);
    }
    expect(month.querySelector("#cf-period option[selected]")?.getAttribute("value")).toBe(period);

    const continent = all
      .querySelectorAll("#cf-continent option")
      .find((o) => o.getAttribute("value"))!
      .getAttribute("value")!;
    const byContinent = await site.fetch("uk", `${base}?continentId[]=${continent}&discounted=true`);
    expect(byContinent.status).toBe(200);
    const filtered = await pageOf(byContinent);
    expect(filtered.querySelector("#cf-continent option[selected]")?.getAttribute("value")).toBe(continent);
    expect(filtered.querySelector("#cf-discounted")?.hasAttribute("checked")).toBe(true);
    for (const li of filtered.querySelectorAll("li.confirmed")) {
      const tour = tourById.get(Number(li.querySelector("[data-tour-id]")!.getAttribute("data-tour-id")))!;
      expect(tour.discount_percent).toBeGreaterThan(0);
    }
  });
});
