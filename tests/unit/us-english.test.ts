/**
 * The us site speaks American English: its catalogue (en-US), every page it publishes, its own
 * and those it takes from the int site, and its meetups spell "traveler", "canceled",
 * "organize"… and measure in miles. The uk site writes British English (en-GB) everywhere; the
 * int site's own texts (its pages, its meetups) are British too, while its interface reads the
 * en-US catalogue, as its language setting says. The trip catalogue is one English text for all
 * three sites, so it uses words both spell alike ("port", "the old town").
 */
import { describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { emailCatalogues } from "../../locales/email";
import { buildContent, loadContentTree } from "../../scripts/content/build";
import { generateCatalogue, generateMeetupEvents } from "../../scripts/seed/index";
import { tenants } from "../../tenants";
import { americanIn, britishIn } from "../support/english-spelling";

const today = new Date("2026-11-28T00:00:00Z");
const meetups = generateMeetupEvents(today);
/** What a meetup's page shows of it: title, description, venue. */
const meetupTexts = (site: string) =>
  meetups
    .filter((event) => event.site === site)
    .map((event) => ({
      title: event.title,
      description: String(event.description),
      venue: event.venue_name,
      address: String(event.venue_address),
    }));

describe("the us site in American English", () => {
  it("its catalogue and its e-mails", () => {
    expect(britishIn(catalogues["en-US"])).toEqual([]);
    expect(britishIn(emailCatalogues["en-US"])).toEqual([]);
  });

  it("every page it publishes, inherited ones included", () => {
    const { pages, siteContent, problems } = buildContent(loadContentTree("tenants/content"), tenants);
    expect(problems).toEqual([]);
    const us = pages.filter((page) => page.site === "us");
    expect(us.length).toBeGreaterThanOrEqual(12);
    expect(britishIn(us)).toEqual([]);
    expect(britishIn(siteContent.filter((content) => content.site === "us"))).toEqual([]);
  });

  it("its meetups, with distances in miles", () => {
    const us = meetupTexts("us");
    expect(us.length).toBeGreaterThan(5);
    expect(britishIn(us)).toEqual([]);
    expect(us.map((event) => event.description).filter((text) => /\bkm\b|kilomet/i.test(text))).toEqual([]);
    expect(us.map((event) => event.description)).toContain(
      "An easy walk of about six miles with a coffee stop halfway. Bring comfortable shoes, water and your questions about our active trips.",
    );
  });
});

describe("the uk and int sites in British English", () => {
  it("the uk catalogue and e-mails", () => {
    expect(americanIn(catalogues["en-GB"])).toEqual([]);
    expect(americanIn(emailCatalogues["en-GB"])).toEqual([]);
    expect(britishIn(catalogues["en-GB"]).length).toBeGreaterThan(0);
    expect(catalogues["en-GB"].events.detail.organizer).toBe("Organiser");
  });

  it.each(["uk", "int"])("the %s site's pages and meetups", (site) => {
    const { pages, siteContent } = buildContent(loadContentTree("tenants/content"), tenants);
    expect(americanIn(pages.filter((page) => page.site === site))).toEqual([]);
    expect(americanIn(siteContent.filter((content) => content.site === site))).toEqual([]);
    const texts = meetupTexts(site);
    expect(texts.length).toBeGreaterThan(5);
    expect(americanIn(texts)).toEqual([]);
    expect(britishIn(texts).length).toBeGreaterThan(0);
  });
});

describe("the trip catalogue the three English sites share", () => {
  // Every English text of the seeded catalogue: the other languages' columns are left out.
  const catalogue = generateCatalogue({ scale: 1, today });
  const english = Object.fromEntries(
    Object.entries(catalogue).map(([table, rows]) => [
      table,
      (rows as Record<string, unknown>[]).map((row) =>
        Object.fromEntries(Object.entries(row).filter(([column]) => !/_(it|es|fr|de)$/.test(column))),
      ),
    ]),
  );

  it("spells only words that both spellings share", () => {
    expect(new Set(britishIn(english).map((found) => found.replace(/\[\d+\]/g, "")))).toEqual(new Set());
    expect(new Set(americanIn(english).map((found) => found.replace(/\[\d+\]/g, "")))).toEqual(new Set());
  });
});
