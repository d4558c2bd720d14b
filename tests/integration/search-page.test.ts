/**
 * The search route through the BUILT Worker: localized paths on several tenants,
 * filters read from the URL (page-load step), bad query values giving defaults and
 * never a 500, the no-JS period redirect and the no-results alternatives.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueScript, generateCatalogue } from "../../scripts/seed/index";
import { startSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

let site: Site;
beforeAll(async () => {
  site = await startSite();
  // The Worker's clock is the real one: seed relative to today.
  await site.db.exec(catalogueScript(generateCatalogue({ scale: 0.25, today: testNow() })));
});
afterAll(() => site?.close());

const PATHS: [string, string][] = [
  ["int", "/search"],
  ["it", "/cerca"],
  ["es", "/buscar"],
  ["fr", "/recherche"],
  ["de", "/suchen"],
];

describe.each(PATHS)("the %s search page at %s", (tenant, path) => {
  it("renders travel cards, a GET search form, sort and pagination links", async () => {
    const response = await site.fetch(tenant, path);
    expect(response.status).toBe(200);
    const page = await pageOf(response);
    expect(page.querySelectorAll(".travel-card").length).toBe(20);
    const form = page.querySelector("form.search-bar")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe(path);
    expect(page.querySelectorAll(".sort-links a").length).toBe(8);
    expect(page.querySelector('.pagination a[rel="next"]')!.getAttribute("href")).toBe(`${path}?page=2`);
  });
});

describe("filters from the URL", () => {
  it("sorts by price ascending and pages on", async () => {
    const page = await pageOf(await site.fetch("int", "/search?sort=price:asc&page=2"));
    const prices = page.querySelectorAll(".travel-card").map((card) => card.getAttribute("data-travel-id"));
    expect(prices.length).toBe(20);
    expect(page.querySelector('.pagination a[aria-current="page"]')!.text.trim()).toBe("2");
    expect(page.querySelector('.sort-links a[aria-current="true"]')!.text).toContain("Lowest price");
    // Price sort is not grouped by month.
    expect(page.querySelectorAll(".group-title").length).toBe(0);
  });

  it("groups departures by year-month in calendar order, several cards a month, and shows the tours tab", async () => {
    const tours = await pageOf(await site.fetch("it", "/cerca?tab=tours"));
    expect(tours.querySelectorAll(".tour-card").length).toBe(20);
    expect(tours.querySelector('.search-tabs a[aria-current="page"]')!.text).toBe("Partenze");
    const groups = tours.querySelectorAll(".result-group");
    const months = groups.map((g) => g.querySelector(".tour-card time")!.getAttribute("datetime")!.slice(0, 7));
    expect(months).toEqual([...new Set(months)].sort());
    for (const group of groups) {
      const starts = group.querySelectorAll(".tour-card time:first-child").map((t) => t.getAttribute("datetime")!.slice(0, 7));
      expect(new Set(starts).size).toBe(1);
    }
    expect(groups.length).toBeLessThan(20);
  });

  it("groups trips sorted by date by the month of their first matching departure, in calendar order", async () => {
    const page = await pageOf(await site.fetch("int", "/search?sort=date:asc"));
    const titles = page.querySelectorAll(".group-title").map((h) => textOf(h));
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThan(page.querySelectorAll(".travel-card").length);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("lists trips by relevance as one ranked list, not in month groups (relevance is a ranking for travels)", async () => {
    const page = await pageOf(await site.fetch("int", "/search"));
    expect(page.querySelectorAll(".group-title")).toHaveLength(0);
    expect(page.querySelectorAll(".travel-card")).toHaveLength(20);
  });

  it("moves a page past the end to the last page, keeping the search and its modal", async () => {
    const first = await pageOf(await site.fetch("it", "/cerca?textSearch=Giappone"));
    const count = Number.parseInt(textOf(first.querySelector(".results-count")), 10);
    const last = Math.max(1, Math.ceil(count / 20));
    const response = await site.fetch("it", "/cerca?textSearch=Giappone&page=999&modal=modal-filters");
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    expect(location).toBe(`/cerca?textSearch=Giappone${last > 1 ? `&page=${last}` : ""}&modal=modal-filters`);
    const page = await pageOf(await site.fetch("it", location));
    expect(page.querySelectorAll(".travel-card").length).toBeGreaterThan(0);
    const all = await site.fetch("int", "/search?page=999");
    expect(all.headers.get("Location")).toMatch(/^\/search\?page=\d+$/);
  });

  it("links travel and tour cards to pages that exist on the same site", async () => {
    for (const [tab, selector] of [
      ["travels", ".travel-card a[href]"],
      ["tours", ".tour-card a[href]"],
    ] as const) {
      const page = await pageOf(await site.fetch("es", `/buscar?tab=${tab}`));
      const link = page.querySelector(selector)!.getAttribute("href")!;
      const response = await site.fetch("es", link);
      expect(response.status, link).toBe(200);
    }
  });

  it("applies discounted and marks the quick filter pressed", async () => {
    const page = await pageOf(await site.fetch("int", "/search?discounted=true"));
    expect(page.querySelector(".quick-discount button")!.getAttribute("aria-pressed")).toBe("true");
    for (const card of page.querySelectorAll(".travel-card")) {
      // The discount is a whole percent off the base price, never a sum of money.
      expect(textOf(card.querySelector(".card-discount"))).toMatch(/^[1-9]\d?% off$/);
      expect(card.querySelector(".card-base-price")).not.toBeNull();
    }
  });

  it("free text and a destination narrow the count", async () => {
    const all = textOf((await pageOf(await site.fetch("int", "/search"))).querySelector(".results-count"));
    const text = textOf((await pageOf(await site.fetch("int", "/search?textSearch=Japan"))).querySelector(".results-count"));
    expect(Number.parseInt(text, 10)).toBeLessThan(Number.parseInt(all, 10));
  });
});

describe("the available dates of a result", () => {
  it("every card links to its trip's available-dates modal on the URL, filters shown", async () => {
    for (const [tab, selector] of [
      ["travels", ".travel-card"],
      ["tours", ".tour-card"],
    ] as const) {
      const page = await pageOf(await site.fetch("it", `/cerca?${tab === "tours" ? "tab=tours&" : ""}textSearch=Giappone`));
      const results = page.querySelectorAll(".cards > li.result");
      expect(results.length).toBe(page.querySelectorAll(selector).length);
      expect(results.length).toBeGreaterThan(0);
      for (const result of results) {
        const href = result.querySelector("a.card-dates-link")!.getAttribute("href")!;
        expect(href).toMatch(
          new RegExp(
            `^/cerca\\?${tab === "tours" ? "tab=tours&" : ""}textSearch=Giappone&modal=available-dates&type=filters&layout=calendar&travel=[a-z0-9-]+$`,
          ),
        );
      }
    }
  });

  it("renders the modal on the server with the trip's calendar, its list, and a way back", async () => {
    const results = await pageOf(await site.fetch("it", "/cerca?textSearch=Giappone"));
    const result = results.querySelector(".cards > li.result")!;
    const card = result.querySelector(".travel-card")!;
    const href = result.querySelector("a.card-dates-link")!.getAttribute("href")!.replaceAll("&amp;", "&");
    const page = await pageOf(await site.fetch("it", href));
    const dialog = page.querySelector('[data-modal="available-dates"]')!;
    expect(dialog).not.toBeNull();
    expect(textOf(dialog.querySelector("h2"))).toBe(textOf(card.querySelector(".card-title")));
    expect(dialog.querySelectorAll("table[role=grid]").length).toBeGreaterThan(0);
    expect(dialog.querySelectorAll(".calendar-day-link").length).toBeGreaterThan(0);
    // The results stay behind the modal.
    expect(page.querySelectorAll(".travel-card").length).toBe(results.querySelectorAll(".travel-card").length);
    const list = await pageOf(await site.fetch("it", href.replace("layout=calendar", "layout=list")));
    expect(list.querySelectorAll('[data-modal="available-dates"] .departures-table tbody tr').length).toBeGreaterThan(0);
    const back = dialog.querySelector(".available-dates-filters a")!.getAttribute("href");
    expect(back).toBe("/cerca?textSearch=Giappone");
  });

  it("keeps the modal through the no-JS period redirect, and shows nothing for an unknown trip", async () => {
    const moved = await site.fetch("it", "/cerca?period=&modal=available-dates&type=filters&layout=list&travel=giappone-x");
    expect(moved.headers.get("Location")).toBe("/cerca?modal=available-dates&type=filters&layout=list&travel=giappone-x");
    const unknown = await site.fetch("it", "/cerca?modal=available-dates&type=filters&travel=no-such-trip");
    expect(unknown.status).toBe(200);
    expect((await pageOf(unknown)).querySelector('[data-modal="available-dates"]')).toBeNull();
  });
});

describe("the no-JS period select", () => {
  it("names periods as the enhanced bar does (month and year), never with an ISO month", async () => {
    const page = await pageOf(await site.fetch("it", "/cerca"));
    const options = page.querySelectorAll("#when-select option").map((o) => textOf(o));
    expect(options.length).toBeGreaterThan(12);
    for (const option of options) expect(option).not.toMatch(/\d{4}-\d{2}/);
    expect(options).toContain("Quando vuoi");
    expect(
      options.filter((o) =>
        /^(gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) \d{4}$/.test(o),
      ).length,
    ).toBeGreaterThanOrEqual(12);
  });

  it("tells every period apart: a season or event that comes back each year carries its year", async () => {
    const page = await pageOf(await site.fetch("de", "/suchen"));
    const options = page.querySelectorAll("#when-select option").map((o) => textOf(o));
    expect(new Set(options).size, options.join(" | ")).toBe(options.length);
    const named = options
      .slice(1)
      .filter((o) => !/^(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/.test(o));
    expect(named.length).toBeGreaterThan(3);
    for (const option of named) expect(option).toMatch(/ \d{4}(\/\d{2})?$/);
    // the seed's autumn comes once a year: this year's and next year's are both offered, by year
    expect(named.filter((o) => o.startsWith("Herbst ")).length).toBeGreaterThanOrEqual(2);
  });

  it("names a custom range by its dates in the site's format, as the enhanced bar does", async () => {
    const next = Number(testNow().toISOString().slice(0, 4)) + 1;
    const page = await pageOf(await site.fetch("it", `/cerca?dateFrom=${next}-03-03&dateTo=${next}-03-20`));
    expect(textOf(page.querySelector("#when-select option[selected]"))).toBe("Personalizzato: 03 mar – 20 mar");
  });
});

describe("bad input", () => {
  it.each([
    "/search?page=-4&perPage=abc&sort=cheap&tab=nope&priceFrom=-1",
    "/search?dateFrom=2026-02-31&status[]=BAD&discounted=yes",
    "/search?%E0%A4%A=1&destinationId[]=';DROP",
  ])("%s answers 200 with defaults, never 500", async (path) => {
    const response = await site.fetch("int", path);
    expect(response.status).toBe(200);
    const page = await pageOf(response);
    expect(page.querySelector(".search-page")).not.toBeNull();
  });

  it("folds the no-JS period select and empty fields into the canonical URL", async () => {
    const response = await site.fetch("int", "/search?textSearch=&period=2027-03-01_2027-03-31&modal=modal-filters");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/search?dateFrom=2027-03-01&dateTo=2027-03-31&modal=modal-filters");
  });

  it("moves another site's search path to this site's (301)", async () => {
    const response = await site.fetch("it", "/search?sort=price:asc");
    expect(response.status).toBe(301);
    expect(decodeURIComponent(response.headers.get("Location")!)).toBe("/cerca?sort=price:asc");
  });
});

describe("no results and the filters modal", () => {
  it("says so and offers searches that find trips", async () => {
    const page = await pageOf(await site.fetch("int", "/search?textSearch=zzqxnotatrip"));
    expect(textOf(page.querySelector(".no-results h2"))).toBe("There are no trips that match your search");
    expect(page.querySelectorAll(".no-results a").length).toBeGreaterThan(0);
  });

  it("renders the filters modal from the URL with a GET form", async () => {
    const page = await pageOf(await site.fetch("de", "/suchen?modal=modal-filters&sort=price:asc"));
    const dialog = page.querySelector('[data-modal="modal-filters"]')!;
    expect(dialog).not.toBeNull();
    const form = dialog.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.querySelector('input[type="hidden"][name="sort"]')!.getAttribute("value")).toBe("price:asc");
    expect(form.querySelectorAll('input[name="status[]"][checked]').length).toBe(5);
    // The modal lists every destination; the page without it carries only the chosen one.
    expect(form.querySelectorAll('input[name="destinationId[]"]').length).toBeGreaterThan(10);
    // (isoCodeAlpha3 is a field of the destination list only, so it shows where the list is sent.)
    const closed = await (await site.fetch("de", "/suchen?sort=price:asc")).text();
    const open = await (await site.fetch("de", "/suchen?modal=modal-filters&sort=price:asc")).text();
    expect(open).toContain("isoCodeAlpha3");
    expect(closed).not.toContain("isoCodeAlpha3");
  });
});
