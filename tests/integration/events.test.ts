/**
 * Meetup events through the BUILT Worker (Miniflare, real D1 with the seeded events):
 * every list and detail route on every site, the brand page, 404s, Event JSON-LD, filters from
 * the URL (checked against the seed as the oracle), and the .ics file.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateMeetupEvents, type MeetupEventRow } from "../../scripts/seed/index";
import { tenants, type TenantConfig } from "../../tenants/index";
import { href, type RouteKey } from "../../tenants/routes";
import { quickDateRange, QUICK_DATES } from "../../app/lib/events/quick-dates";
import { americanIn, britishIn } from "../support/english-spelling";
import { SEED_SITES } from "../../scripts/seed/events-places";
import { startSeededSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

const NOW = testNow();
const rows = generateMeetupEvents(NOW);
let site: Site;

beforeAll(async () => {
  site = await startSeededSite({ scale: 0.05, today: NOW });
});
afterAll(() => site?.close());

const tenantOf = (id: string) => tenants.find((t) => t.id === id)!;
const pathOf = (id: string, key: RouteKey, params: Record<string, string> = {}) => href(tenantOf(id).pathLocale, key, params);
/** What a list shows with no filter: the site's events that have not ended, by start. */
const listed = (id: string) =>
  rows
    .filter((r) => r.site === id && r.end_at > testNow().getTime())
    .sort((a, b) => a.start_at - b.start_at || (a.id as number) - (b.id as number));
const idsOn = async (id: string, path: string) => {
  const response = await site.fetch(id, path);
  const page = await pageOf(response);
  return {
    status: response.status,
    page,
    ids: page.querySelectorAll(".event-card").map((card) => Number(card.getAttribute("data-event-id"))),
  };
};
const jsonLdOf = (page: Awaited<ReturnType<typeof pageOf>>) =>
  page
    .querySelectorAll('script[type="application/ld+json"]')
    .map((s) => JSON.parse(s.textContent) as Record<string, unknown>)
    .find((d) => d["@type"] === "Event");

// Every site the demo seed has meetup places for (a site added since has none until it gets some there).
describe.each(SEED_SITES.map((seeded) => seeded.site))("meetup pages on %s", (id) => {
  const tenant: TenantConfig = tenantOf(id);

  it.each(["events", "events-wemeet", "wemeet-events"] as const)("lists the site's coming events on %s", async (key) => {
    const { status, page, ids } = await idsOn(id, pathOf(id, key));
    expect(status).toBe(200);
    expect(ids).toEqual(listed(id).map((r) => r.id));
    expect(ids.length).toBeGreaterThan(5);
    expect(page.querySelector("form.events-filters")?.getAttribute("method")).toBe("get");
    // Every card links to its detail page in the same section.
    const detailKey = key === "wemeet-events" ? "wemeet-events-city-slug" : "events-city-slug";
    const first = listed(id)[0]!;
    expect(page.querySelector(`.event-card[data-event-id="${first.id}"] h2 a`)?.getAttribute("href")).toBe(
      pathOf(id, detailKey, { city: first.city, slug: first.slug }),
    );
  });

  it.each(["events-city-slug", "wemeet-events-city-slug"] as const)("shows an event on %s with Event JSON-LD", async (key) => {
    const event = listed(id)[0]!;
    const response = await site.fetch(id, pathOf(id, key, { city: event.city, slug: event.slug }));
    expect(response.status).toBe(200);
    const page = await pageOf(response);
    expect(textOf(page.querySelector("h1"))).toBe(event.title);
    expect(textOf(page.querySelector("title"))).toContain(event.title);
    expect(page.querySelector('meta[name="description"]')?.getAttribute("content")).toContain(event.venue_name);
    const ld = jsonLdOf(page)!;
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld.name).toBe(event.title);
    expect((ld.location as Record<string, unknown>)["@type"]).toBe("Place");
    expect((ld.location as Record<string, Record<string, unknown>>).address!["@type"]).toBe("PostalAddress");
    expect((ld.offers as Record<string, unknown>)["@type"]).toBe("Offer");
    expect(ld.eventStatus).toBe(event.status === "CANCELLED" ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled");
    expect(Date.parse(ld.startDate as string)).toBe(event.start_at);
    expect(page.querySelector(`a[href="/calendar/events/${event.city}/${event.slug}"]`)).not.toBeNull();
    expect(page.querySelector('a[href^="https://www.openstreetmap.org/"]')).not.toBeNull();
    void tenant;
  });

  it("answers 404 for an unknown slug, an unknown city and another site's event", async () => {
    const event = listed(id)[0]!;
    const other = rows.find((r) => r.site !== id)!;
    for (const params of [
      { city: event.city, slug: "no-such-event" },
      { city: "atlantis", slug: event.slug },
      { city: other.city, slug: other.slug },
      { city: event.city, slug: "Bad_Slug" },
    ]) {
      expect((await site.fetch(id, pathOf(id, "events-city-slug", params))).status, JSON.stringify(params)).toBe(404);
    }
  });

  it("renders the WeMeet brand page with its own text and the next events", async () => {
    const response = await site.fetch(id, pathOf(id, "wemeet"));
    expect(response.status).toBe(200);
    const page = await pageOf(response);
    expect(page.querySelector(".wemeet-lead")).not.toBeNull();
    expect(page.querySelectorAll(".wemeet-page section h2").length).toBe(3);
    const next = listed(id)
      .filter((r) => r.status !== "CANCELLED")
      .slice(0, 6)
      .map((r) => r.id);
    expect(page.querySelectorAll(".event-card").map((c) => Number(c.getAttribute("data-event-id")))).toEqual(next);
  });
});

describe("the list's filters from the URL", () => {
  const it_ = "it";
  const base = pathOf(it_, "events");

  it.each(QUICK_DATES)("when=%s lists the events on in that range of the site's calendar", async (when) => {
    const range = quickDateRange(when, testNow(), tenantOf(it_));
    const expected = listed(it_)
      .filter((r) => r.end_at > range.from.getTime() && (range.to === null || r.start_at < range.to.getTime()))
      .map((r) => r.id);
    const { status, ids } = await idsOn(it_, `${base}?when=${when}`);
    expect(status).toBe(200);
    expect(ids).toEqual(expected);
  });

  it("filters by price and by category together", async () => {
    const free = await idsOn(it_, `${base}?price=free`);
    expect(free.ids).toEqual(
      listed(it_)
        .filter((r) => r.price === null)
        .map((r) => r.id),
    );
    expect(free.ids.length).toBeGreaterThan(0);
    const paid = await idsOn(it_, `${base}?price=paid&category=DINNER`);
    expect(paid.ids).toEqual(
      listed(it_)
        .filter((r) => r.price !== null && r.category === "DINNER")
        .map((r) => r.id),
    );
  });

  it("filters by distance from a chosen city and from a point", async () => {
    const milano = listed(it_)
      .filter((r) => r.city === "milano")
      .map((r) => r.id);
    expect((await idsOn(it_, `${base}?near=milano&km=25`)).ids).toEqual(milano);
    // Bologna to Milano is about 200 km: 250 km reaches both, Torino (125 km from Milano) too; Roma is 480 km off.
    const wide = await idsOn(it_, `${base}?near=milano&km=250`);
    expect(wide.ids).toEqual(
      listed(it_)
        .filter((r) => ["milano", "bologna", "torino"].includes(r.city))
        .map((r) => r.id),
    );
    const here = await idsOn(it_, `${base}?near=here&lat=41.9&lon=12.5&km=10`);
    expect(here.ids).toEqual(
      listed(it_)
        .filter((r) => r.city === "roma")
        .map((r) => r.id),
    );
    expect(textOf(here.page.querySelector(".event-meta"))).toMatch(/a \d+(,\d)? km/);
  });

  it("answers a filter it cannot read with 400, a message, and the other filters applied", async () => {
    const { status, page, ids } = await idsOn(it_, `${base}?when=someday&price=free&near=atlantis`);
    expect(status).toBe(400);
    expect(textOf(page.querySelector('[role="alert"]'))).toContain("non erano validi");
    expect(ids).toEqual(
      listed(it_)
        .filter((r) => r.price === null)
        .map((r) => r.id),
    );
  });
});

describe("distances in the site's unit", () => {
  const radiusOptions = (page: Awaited<ReturnType<typeof pageOf>>) =>
    page.querySelectorAll('select[name="km"] option').map((option) => [option.getAttribute("value"), textOf(option)]);
  /** The mile sites' radius choices: round miles, each named in whole kilometres for the URL. */
  const MILE_CHOICES = [
    ["8", "Within 5 mi"],
    ["16", "Within 10 mi"],
    ["40", "Within 25 mi"],
    ["80", "Within 50 mi"],
    ["241", "Within 150 mi"],
  ];
  const selectedRadius = (page: Awaited<ReturnType<typeof pageOf>>) =>
    page.querySelector('select[name="km"] option[selected]')?.getAttribute("value");

  it("the us list offers round miles and says how far each event is in miles", async () => {
    // The Empire State Building, a few blocks from Bryant Park.
    const { status, page, ids } = await idsOn("us", `${pathOf("us", "events")}?near=here&lat=40.7484&lon=-73.9857`);
    expect(status).toBe(200);
    expect(ids).toEqual(
      listed("us")
        .filter((r) => r.city === "new-york")
        .map((r) => r.id),
    );
    expect(radiusOptions(page)).toEqual(MILE_CHOICES);
    expect(selectedRadius(page)).toBe("40");
    const metas = page.querySelectorAll(".event-meta").map((meta) => textOf(meta));
    expect(metas.length).toBeGreaterThan(0);
    for (const meta of metas) expect(meta).toMatch(/^Bryant Park, New York · 0\.\d mi away$/);
  });

  it("the us list reads a radius linked from a kilometre site as its nearest mile choice", async () => {
    const { status, page } = await idsOn("us", `${pathOf("us", "events")}?near=new-york&km=50`);
    expect(status).toBe(200);
    expect(selectedRadius(page)).toBe("40");
    expect(page.querySelector('[role="alert"]')).toBeNull();
  });

  it("the uk list reads in miles too, as British road signs do", async () => {
    const { page } = await idsOn("uk", `${pathOf("uk", "events")}?near=here&lat=51.5074&lon=-0.1278`);
    expect(radiusOptions(page)).toEqual(MILE_CHOICES);
    expect(selectedRadius(page)).toBe("40");
    for (const meta of page.querySelectorAll(".event-meta").map((m) => textOf(m))) expect(meta).toMatch(/ · \d+(\.\d)? mi away$/);
  });

  it("the it list stays in kilometres", async () => {
    const { page } = await idsOn("it", `${pathOf("it", "events")}?near=here&lat=45.4642&lon=9.19`);
    expect(radiusOptions(page).map(([value]) => value)).toEqual(["10", "25", "50", "100", "250"]);
    for (const meta of page.querySelectorAll(".event-meta").map((m) => textOf(m))) expect(meta).toMatch(/ \d+(,\d)? km$/);
  });
});

describe("the English sites' meetup pages in their own spelling", () => {
  /** What a visitor reads: the page's main part without its scripts (JSON-LD keys are schema.org's words). */
  const visible = (page: Awaited<ReturnType<typeof pageOf>>) => {
    const main = page.querySelector("main");
    for (const script of main?.querySelectorAll("script") ?? []) script.remove();
    return textOf(main);
  };

  it("the us list and every us event page: American spelling, miles", async () => {
    const list = await idsOn("us", pathOf("us", "events"));
    expect(britishIn(visible(list.page))).toEqual([]);
    for (const event of listed("us")) {
      const page = await pageOf(await site.fetch("us", pathOf("us", "events-city-slug", { city: event.city, slug: event.slug })));
      const text = visible(page);
      expect(text).toContain(event.title);
      expect(britishIn(text), event.slug).toEqual([]);
      expect(text, event.slug).not.toMatch(/\bkm\b|kilomet/i);
    }
  });

  it("the uk list and every uk event page: British spelling", async () => {
    const list = await idsOn("uk", pathOf("uk", "events"));
    expect(americanIn(visible(list.page))).toEqual([]);
    for (const event of listed("uk")) {
      const page = await pageOf(await site.fetch("uk", pathOf("uk", "events-city-slug", { city: event.city, slug: event.slug })));
      expect(americanIn(visible(page)), event.slug).toEqual([]);
    }
  });
});

describe("statuses and the .ics file", () => {
  const byFlag = (test: (r: MeetupEventRow) => boolean) => listed("de").find(test)!;

  it.each([
    ["a cancelled event", (r: MeetupEventRow) => r.status === "CANCELLED", "Abgesagt", "https://schema.org/Discontinued"],
    ["a sold-out event", (r: MeetupEventRow) => r.status === "SCHEDULED" && r.spots_left === 0, "Ausgebucht", "https://schema.org/SoldOut"],
    [
      "an event past its RSVP close",
      (r: MeetupEventRow) => r.status === "SCHEDULED" && r.spots_left !== 0 && (r.rsvp_close_at as number) < testNow().getTime(),
      "Anmeldung geschlossen",
      "https://schema.org/Discontinued",
    ],
  ])("%s shows its state and offer availability", async (_, test, text, availability) => {
    const event = byFlag(test);
    const page = await pageOf(await site.fetch("de", pathOf("de", "events-city-slug", { city: event.city, slug: event.slug })));
    expect(textOf(page.querySelector(".event-state"))).toBe(text);
    const ld = jsonLdOf(page)!;
    expect((ld.offers as Record<string, unknown>).availability).toBe(availability);
  });

  it("serves the event as a calendar file", async () => {
    const event = listed("fr")[2]!;
    const response = await site.fetch("fr", `/calendar/events/${event.city}/${event.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="${event.slug}.ics"`);
    const body = await response.text();
    const utc = (ms: number) =>
      new Date(ms)
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "");
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(body).toContain(`DTSTART:${utc(event.start_at)}\r\n`);
    expect(body).toContain(`DTEND:${utc(event.end_at)}\r\n`);
    expect(body.replace(/\r\n /g, "")).toContain(`SUMMARY:${event.title.replace(/,/g, "\\,")}`);
    expect(body).toContain("END:VEVENT\r\nEND:VCALENDAR\r\n");
    expect((await site.fetch("fr", `/calendar/events/${event.city}/nothing-here`)).status).toBe(404);
    expect((await site.fetch("it", `/calendar/events/${event.city}/${event.slug}`)).status).toBe(404);
  });
});
