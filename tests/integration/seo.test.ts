/**
 * What search engines see through the built Worker on every site: the sitemap
 * index and its sitemaps (every trip, departure, coordinator, event and page, with lastmod and
 * reciprocal hreflang alternates), robots.txt, BreadcrumbList JSON-LD, the titles of pages and
 * error pages under the one title rule; and the smaller untruths a page shows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { getTenant, tenants } from "../../tenants";
import { catalogueLanguage } from "../../tenants/languages";
import { href } from "../../tenants/routes";
import { siteMenus } from "../../tenants/menus";
import { startSite, TENANT_IDS, type Site } from "./harness";
import { pageOf, type parseHtml, textOf } from "./html";
import { testNow } from "../support/clock";

let site: Site;
beforeAll(async () => {
  site = await startSite({ faults: true, seed: { scale: 0.2, today: testNow() } });
}, 180_000);
afterAll(() => site?.close());

type Row = Record<string, unknown>;
const rows = async (sql: string, ...params: unknown[]) =>
  (
    await site.db
      .prepare(sql)
      .bind(...params)
      .all<Row>()
  ).results;

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
const urlsOf = (xml: string) => [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map((m) => m[1]!);
const pathOf = (url: string) => new URL(url).pathname;

/** The site's today as the Worker reads it: the day in the site's time zone. */
async function todayOf(tenant: string): Promise<string> {
  return new Intl.DateTimeFormat("en-CA", { timeZone: getTenant(tenant)!.timeZone }).format(testNow());
}

async function sitemapFiles(tenant: string): Promise<string[]> {
  const index = await site.fetch(tenant, "/sitemap.xml");
  expect(index.status).toBe(200);
  expect(index.headers.get("Content-Type")).toContain("application/xml");
  const xml = await index.text();
  expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  return locsOf(xml);
}

async function sitemapOf(tenant: string, kind: string): Promise<string> {
  const files = (await sitemapFiles(tenant)).filter((loc) => new RegExp(`\\?part=${kind}-\\d+$`).test(loc));
  const bodies = await Promise.all(
    files.map(async (loc) => (await site.fetch(tenant, new URL(loc).pathname + new URL(loc).search)).text()),
  );
  return bodies.join("\n");
}

describe.each(TENANT_IDS)("the %s site's sitemaps", (id) => {
  const tenant = getTenant(id)!;
  const origin = `http://${id}.localhost`;

  it("index every kind on the site's own host, and robots.txt points at the index", async () => {
    const files = await sitemapFiles(id);
    for (const kind of ["pages", "trips", "tours", "coordinators"]) expect(files).toContain(`${origin}/sitemap.xml?part=${kind}-1`);
    const events = await rows("SELECT count(*) AS n FROM meetup_events WHERE site = ?", id);
    expect(files.some((loc) => loc.includes("?part=events-"))).toBe(Number(events[0]!.n) > 0);
    expect(files.every((loc) => loc.startsWith(`${origin}/sitemap.xml?part=`))).toBe(true);
    const robots = await (await site.fetch(id, "/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it("list every trip of the site under its own slug, dated, with every site's version and x-default", async () => {
    const language = catalogueLanguage(tenant.language);
    const travels = await rows(`SELECT id, slug_${language} AS slug, slug_en FROM travels ORDER BY id`);
    const xml = await sitemapOf(id, "trips");
    const locs = locsOf(xml);
    expect(locs.length).toBe(travels.length);
    expect(new Set(locs)).toEqual(
      new Set(travels.map((t) => origin + href(tenant.pathLocale, "travels-travel", { travel: String(t.slug) }))),
    );
    const first = urlsOf(xml)[0]!;
    expect(first).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    const hreflangs = [...first.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]);
    expect(hreflangs.sort()).toEqual([...tenants.map((t) => t.hreflang), "x-default"].sort());
    const xDefault = /hreflang="x-default" href="([^"]+)"/.exec(first)![1]!;
    expect(xDefault).toBe(`http://int.localhost${href("en-WE", "travels-travel", { travel: String(travels[0]!.slug_en) })}`);
  });

  it("list every departure from today on, each a page that answers", async () => {
    const today = await todayOf(id);
    const tours = await rows("SELECT count(*) AS n FROM tours WHERE starting_date >= ?", today);
    const locs = locsOf(await sitemapOf(id, "tours"));
    expect(locs.length).toBe(Number(tours[0]!.n));
    const sample = locs[Math.floor(locs.length / 2)]!;
    expect((await site.fetch(id, pathOf(sample))).status).toBe(200);
  });

  it("list its pages but none that is hidden, personal or noindex, each answering 200", async () => {
    const locs = locsOf(await sitemapOf(id, "pages"));
    expect(locs).toContain(origin + href(tenant.pathLocale, "travels"));
    expect(locs).toContain(origin + href(tenant.pathLocale, "area-asia"));
    expect(locs).not.toContain(origin + href(tenant.pathLocale, "wishlist"));
    expect(locs).not.toContain(origin + href(tenant.pathLocale, "search"));
    const noindex = await rows(
      "SELECT kind, name FROM custom_pages p JOIN custom_pages_live l ON l.generation = p.generation WHERE site = ? AND noindex = 1",
      id,
    );
    const paths = locs.map(pathOf);
    for (const page of noindex) {
      expect(paths).not.toContain(page.kind === "slug" ? `/${page.name}` : href(tenant.pathLocale, page.name as never));
    }
    if (id === "it" || id === "de") {
      for (const loc of locs) expect((await site.fetch(id, pathOf(loc))).status, loc).toBe(200);
    }
  });
});

describe("sitemaps", () => {
  it("give each trip reciprocal alternates: the Italian URL in the German sitemap is the Italian sitemap's", async () => {
    const [it_, de] = await Promise.all([sitemapOf("it", "trips"), sitemapOf("de", "trips")]);
    const deFirst = urlsOf(de)[0]!;
    const italian = new RegExp(`hreflang="${getTenant("it")!.hreflang}" href="([^"]+)"`).exec(deFirst)![1]!;
    expect(locsOf(it_)).toContain(italian);
    const itEntry = urlsOf(it_).find((entry) => entry.includes(`<loc>${italian}</loc>`))!;
    expect(itEntry).toContain(`hreflang="${getTenant("de")!.hreflang}" href="${locsOf(deFirst)[0]}"`);
  });

  it("list a site's own meetup events only, on their events path", async () => {
    const events = await rows("SELECT city, slug FROM meetup_events WHERE site = 'it' AND end_at > ? ORDER BY id", testNow().getTime());
    const locs = locsOf(await sitemapOf("it", "events"));
    expect(locs.length).toBe(events.length);
    expect(locs[0]).toBe(
      `http://it.localhost${href("it-IT", "events-city-slug", { city: String(events[0]!.city), slug: String(events[0]!.slug) })}`,
    );
    expect((await site.fetch("it", pathOf(locs[0]!))).status).toBe(200);
  });

  it("answer 404 for a part the index does not list", async () => {
    for (const path of [
      "/sitemap.xml?part=trips-99",
      "/sitemap.xml?part=pages-2",
      "/sitemap.xml?part=nothing-1",
      "/sitemap.xml?part=trips",
    ]) {
      expect((await site.fetch("fr", path)).status, path).toBe(404);
    }
  });

  it("are kept by the Worker after the first render, and are public for crawlers and CDNs", async () => {
    await site.purgePages();
    const first = await site.fetch("es", "/sitemap.xml?part=trips-1");
    expect(first.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const body = await first.text();
    let second = await site.fetch("es", "/sitemap.xml?part=trips-1");
    for (let i = 0; i < 50 && second.headers.get("X-Edge-Cache") !== "HIT"; i++) {
      await second.arrayBuffer();
      second = await site.fetch("es", "/sitemap.xml?part=trips-1");
    }
    expect(second.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(await second.text()).toBe(body);
  });
});

const breadcrumbOf = (page: ReturnType<typeof parseHtml>) =>
  page
    .querySelectorAll('script[type="application/ld+json"]')
    .map(
      (script) =>
        JSON.parse(script.textContent) as { "@type": string; itemListElement?: { position: number; name: string; item: string }[] },
    )
    .find((data) => data["@type"] === "BreadcrumbList");

describe.each(TENANT_IDS)("the %s site's structured data and titles", (id) => {
  const tenant = getTenant(id)!;
  const messages = catalogues[tenant.language];
  const origin = `http://${id}.localhost`;

  it("puts a BreadcrumbList on trip, tour, area, coordinator and event pages, home first, the page last", async () => {
    const language = catalogueLanguage(tenant.language);
    const today = await todayOf(id);
    const [tour] = await rows(
      `SELECT o.id, t.slug_${language} AS slug, t.title_${language} AS title FROM tours o JOIN travels t ON t.id = o.travel_id WHERE o.starting_date >= ? ORDER BY o.id LIMIT 1`,
      today,
    );
    const [coordinator] = await rows("SELECT slug, first_name, last_name FROM coordinators ORDER BY id LIMIT 1");
    const [event] = await rows(
      "SELECT city, slug, title FROM meetup_events WHERE site = ? AND end_at > ? ORDER BY id LIMIT 1",
      id,
      testNow().getTime(),
    );
    const trip = href(tenant.pathLocale, "travels-travel", { travel: String(tour!.slug) });
    const pages: [string, string, number][] = [
      [trip, String(tour!.title), 3],
      // A departure sits under its trip, as the trip sits under all destinations.
      [href(tenant.pathLocale, "travels-travel-tour", { travel: String(tour!.slug), tour: String(tour!.id) }), "", 4],
      [href(tenant.pathLocale, "area-europe"), messages.pages["area-europe"].title, 2],
      [
        href(tenant.pathLocale, "coordinators-coordinator", { coordinator: String(coordinator!.slug) }),
        `${coordinator!.first_name} ${coordinator!.last_name}`,
        3,
      ],
      ...(event
        ? [
            [
              href(tenant.pathLocale, "events-city-slug", { city: String(event.city), slug: String(event.slug) }),
              String(event.title),
              3,
            ] as [string, string, number],
          ]
        : []),
    ];
    for (const [path, name, length] of pages) {
      const page = await pageOf(await site.fetch(id, path));
      const list = breadcrumbOf(page)?.itemListElement;
      expect(list, path).toHaveLength(length);
      expect(list![0]).toMatchObject({ position: 1, item: `${origin}/` });
      expect(list!.at(-1)!.item, path).toBe(origin + path);
      if (name) expect(list!.at(-1)!.name, path).toBe(name);
    }
    const tourPage = await pageOf(await site.fetch(id, pages[1]![0]));
    expect(breadcrumbOf(tourPage)!.itemListElement![1]!.item).toBe(origin + href(tenant.pathLocale, "travels"));
    expect(breadcrumbOf(tourPage)!.itemListElement![2]!.item).toBe(origin + trip);
  });

  it("titles every page '<title> | Caravan', never with a site's name", async () => {
    for (const path of [
      "/",
      href(tenant.pathLocale, "travels"),
      href(tenant.pathLocale, "faqs"),
      href(tenant.pathLocale, "legal-privacy-policy"),
    ]) {
      const title = textOf((await pageOf(await site.fetch(id, path))).querySelector("head title"));
      expect(title, path).toMatch(/^.+ \| Caravan$/);
      expect(title, path).not.toContain(tenant.name);
    }
  });

  it("titles its error pages in its language with the brand: 404, 405 and 503", async () => {
    const notFound = await site.fetch(id, "/no-such-page-here");
    expect(notFound.status).toBe(404);
    expect(textOf((await pageOf(notFound)).querySelector("head title"))).toBe(`${messages.errors.notFoundTitle} | Caravan`);
    const notAllowed = await site.fetch(id, href(tenant.pathLocale, "search"), {
      method: "POST",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(notAllowed.status).toBe(405);
    const titles = (await pageOf(notAllowed)).querySelectorAll("title");
    expect(titles.map((t) => textOf(t))).toEqual([`${messages.accountSteps.http["405"].title} | Caravan`]);
    await site.faults.set({ d1: "fail" });
    try {
      // A URL no copy was kept of: a kept copy would answer instead (stale-if-error).
      const unavailable = await site.fetch(id, `${href(tenant.pathLocale, "travels")}?page=3`);
      expect(unavailable.status).toBe(503);
      expect(textOf((await pageOf(unavailable)).querySelector("title"))).toBe(`${messages.errors.unavailableTitle} | Caravan`);
    } finally {
      await site.faults.set({});
    }
  });
});

describe("the smaller untruths", () => {
  it.each([
    ["it", "/eventi/nessuna-citta/nessun-evento", "/eventi"],
    ["de", "/veranstaltungen/nirgendwo", "/veranstaltungen"],
    ["fr", "/wemeet/evenements/nulle-part/rien", "/wemeet/evenements"],
  ])("a 404 in the %s events section offers the events list", async (id, path, list) => {
    const response = await site.fetch(id, path);
    expect(response.status).toBe(404);
    const button = (await pageOf(response)).querySelector("main a.button");
    expect(button?.getAttribute("href")).toBe(list);
    expect(textOf(button)).toBe(catalogues[getTenant(id)!.language].errors.showEvents);
  });

  it("a 404 elsewhere still offers the trips", async () => {
    const button = (await pageOf(await site.fetch("it", "/nessuna-pagina"))).querySelector("main a.button");
    expect(button?.getAttribute("href")).toBe("/viaggi");
  });

  it.each(["it", "es", "fr", "de"])("the %s menu badges are in the site's language", async (id) => {
    const page = await pageOf(await site.fetch(id, "/"));
    const badges = page.querySelectorAll(".main-menu .menu-badge").map((b) => textOf(b));
    const used = new Set<string>();
    const walk = (items: { badge?: string; children?: unknown[] }[]) => {
      for (const item of items) {
        if (item.badge) used.add(item.badge);
        if (item.children) walk(item.children as typeof items);
      }
    };
    walk(siteMenus(id).header as never);
    expect(used.size).toBeGreaterThan(0);
    expect(badges.length).toBeGreaterThan(0);
    for (const badge of badges) expect(["NEW", "HOT", "SAFE"]).not.toContain(badge);
    const names = catalogues[getTenant(id)!.language].layout.menuBadges;
    for (const badge of used) expect(badges).toContain(names[badge as keyof typeof names]);
  });

  it("writes one date-range format on the cards of the home page and the departures list", async () => {
    for (const id of TENANT_IDS) {
      const home = await pageOf(await site.fetch(id, "/"));
      const tours = await pageOf(await site.fetch(id, href(getTenant(id)!.pathLocale, "tours")));
      const ranges = [...home.querySelectorAll(".card-dates"), ...tours.querySelectorAll(".card-dates")].map((d) => textOf(d));
      expect(ranges.length, id).toBeGreaterThan(0);
      // One pattern: the day-and-month form on both ends, never the numeric short date on one.
      for (const range of ranges) expect(range, id).not.toMatch(/\d{2}[/.]\d{2}[/.]\d{4}/);
    }
  });

  it("writes Spanish long dates with 'de'", async () => {
    const [tour] = await rows(
      "SELECT o.id, t.slug_es AS slug FROM tours o JOIN travels t ON t.id = o.travel_id WHERE o.starting_date >= ? ORDER BY o.id LIMIT 1",
      await todayOf("es"),
    );
    const page = await pageOf(await site.fetch("es", `/viajes/${tour!.slug}/${tour!.id}`));
    const months = catalogues.es.dates.months.split("|").join("|");
    expect(textOf(page.querySelector("h1"))).toMatch(new RegExp(`\\d{1,2} de (${months}) de \\d{4}`));
  });

  it("writes euros the English way on the international site", async () => {
    const page = await pageOf(await site.fetch("int", "/destinations"));
    const prices = page.querySelectorAll(".card-price strong").map((p) => textOf(p));
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(price).toMatch(/€\d{1,3}(,\d{3})*$/);
      expect(price).not.toMatch(/\d €/);
    }
  });

  it("writes event distances with the site's decimal comma on it, es, fr and de", async () => {
    for (const id of ["it", "es", "fr", "de"]) {
      const [event] = await rows(
        "SELECT venue_lat AS lat, venue_lon AS lon FROM meetup_events WHERE site = ? AND end_at > ? LIMIT 1",
        id,
        testNow().getTime(),
      );
      if (!event) continue;
      const lat = (Number(event.lat) + 0.004).toFixed(3);
      const path = `${href(getTenant(id)!.pathLocale, "events")}?near=here&lat=${lat}&lon=${Number(event.lon).toFixed(3)}&km=50`;
      const page = await pageOf(await site.fetch(id, path));
      const distances = page.querySelectorAll(".event-meta").map((m) => textOf(m));
      // French sets a narrow no-break space between the number and the unit.
      expect(distances.join(" "), id).toMatch(/\d+,\d[ \u202f]km/);
      expect(distances.join(" "), id).not.toMatch(/\d+\.\d[ \u202f]km/);
    }
  });

  it("says Wunschliste, one word for the wishlist, on the German site", async () => {
    const html = await (await site.fetch("de", "/")).text();
    expect(html).toContain("Wunschliste");
    expect(html).not.toContain("Merkliste");
  });
});
