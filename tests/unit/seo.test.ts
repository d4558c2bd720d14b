import { describe, expect, it } from "vitest";
import {
  escapeXml,
  lastmodOf,
  laterLastmod,
  MAX_BYTES_PER_SITEMAP,
  MAX_URLS_PER_SITEMAP,
  parseSitemapFileName,
  sitemapIndexXml,
  sitemapPartCount,
  urlEntry,
  urlsetXml,
  urlsPerSitemap,
} from "../../app/lib/seo/sitemap";
import { brandedTitle, withoutBrand } from "../../app/lib/seo/title";
import { breadcrumbJsonLd } from "../../app/lib/seo/breadcrumb";
import { errorPageHtml } from "../../workers/http/error-page";

describe("sitemap files", () => {
  it("hold 50,000 URLs without alternates, fewer when alternates could pass 50 MB", () => {
    expect(urlsPerSitemap(0)).toBe(MAX_URLS_PER_SITEMAP);
    const withEight = urlsPerSitemap(8);
    expect(withEight).toBeLessThan(MAX_URLS_PER_SITEMAP);
    // The worst-case entry (400 bytes per location) times the count stays under the byte limit.
    expect(withEight * 400 * 9).toBeLessThanOrEqual(MAX_BYTES_PER_SITEMAP);
    expect(urlsPerSitemap(1)).toBeGreaterThan(withEight);
  });

  it.each([
    [0, 50_000, 1],
    [1, 50_000, 1],
    [50_000, 50_000, 1],
    [50_001, 50_000, 2],
    [120_000, 50_000, 3],
    [14_000, 14_563, 1],
    [29_127, 14_563, 3],
  ])("%i URLs at %i a file make %i files", (count, per, files) => {
    expect(sitemapPartCount(count, per)).toBe(files);
  });

  it("name their parts and refuse any other name", () => {
    const kinds = ["pages", "trips", "tours"] as const;
    expect(parseSitemapFileName("trips-1", kinds)).toEqual({ kind: "trips", part: 1 });
    expect(parseSitemapFileName("tours-12", kinds)).toEqual({ kind: "tours", part: 12 });
    for (const bad of ["trips-0", "trips", "events-1", "trips-1.xml", "../trips-1", "trips-01", "TRIPS-1", ""]) {
      expect(parseSitemapFileName(bad, kinds), bad).toBeNull();
    }
  });

  it("date entries from ISO text or epoch milliseconds, and nothing else", () => {
    expect(lastmodOf("2026-03-01T09:00:00Z")).toBe("2026-03-01");
    expect(lastmodOf(Date.UTC(2026, 10, 25, 12))).toBe("2026-11-25");
    expect(lastmodOf("")).toBeNull();
    expect(lastmodOf("yesterday")).toBeNull();
    expect(lastmodOf(null)).toBeNull();
    expect(lastmodOf(0)).toBeNull();
    expect(laterLastmod("2026-01-02", "2025-12-31")).toBe("2026-01-02");
    expect(laterLastmod(null, "2025-12-31")).toBe("2025-12-31");
  });

  it("write a url with its lastmod and hreflang alternates, escaped", () => {
    const entry = urlEntry({
      loc: "https://www.caravantrips.it/viaggi/a&b",
      lastmod: "2026-11-25",
      alternates: [
        { hreflang: "it", href: "https://www.caravantrips.it/viaggi/a&b" },
        { hreflang: "x-default", href: "https://www.caravantrips.com/destinations/a&b" },
      ],
    });
    expect(entry).toBe(
      "<url><loc>https://www.caravantrips.it/viaggi/a&amp;b</loc><lastmod>2026-11-25</lastmod>" +
        '<xhtml:link rel="alternate" hreflang="it" href="https://www.caravantrips.it/viaggi/a&amp;b"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.caravantrips.com/destinations/a&amp;b"/></url>\n',
    );
    const xml = urlsetXml([{ loc: "https://x.test/", lastmod: null, alternates: [] }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain("<url><loc>https://x.test/</loc></url>");
    expect(escapeXml(`<'">`)).toBe("&lt;&apos;&quot;&gt;");
  });

  it("index its sitemaps", () => {
    const xml = sitemapIndexXml([{ loc: "https://x.test/sitemap.xml?part=trips-1&x", lastmod: "2026-11-01" }]);
    expect(xml).toContain("<sitemapindex");
    expect(xml).toContain("<sitemap><loc>https://x.test/sitemap.xml?part=trips-1&amp;x</loc><lastmod>2026-11-01</lastmod></sitemap>");
  });
});

describe("the one title rule", () => {
  it.each([
    ["Viaggi", "Viaggi | Caravan"],
    ["Privacy policy e cookie | Caravan Italia", "Privacy policy e cookie | Caravan"],
    ["Condiciones generales | Caravan España", "Condiciones generales | Caravan"],
    ["FAQs | Caravan", "FAQs | Caravan"],
    ["Halte mich auf dem Laufenden – Caravan", "Halte mich auf dem Laufenden | Caravan"],
    ["Come funziona Caravan", "Come funziona Caravan | Caravan"],
    ["", "Caravan"],
  ])("%j reads %j", (title, expected) => {
    expect(brandedTitle(title, "Caravan")).toBe(expected);
  });

  it("leaves a title that only mentions the brand alone", () => {
    expect(withoutBrand("Caravan X: Islanda", "Caravan")).toBe("Caravan X: Islanda");
  });
});

describe("breadcrumbs", () => {
  it("number their steps from 1 with absolute URLs", () => {
    expect(
      breadcrumbJsonLd([
        { name: "Home", url: "https://x.test/" },
        { name: "Viaggi", url: "https://x.test/viaggi" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://x.test/" },
        { "@type": "ListItem", position: 2, name: "Viaggi", item: "https://x.test/viaggi" },
      ],
    });
  });
});

describe("the Worker's plain error page", () => {
  it.each([
    ["it", 500, "Si è verificato un errore | Caravan"],
    ["de", 503, "Die Website ist nicht erreichbar | Caravan"],
    ["es", 500, null],
  ] as const)("on %s (%i) is titled under the one rule", (language, status, expected) => {
    const html = errorPageHtml({ language, status, retryHref: "/", details: null });
    const title = /<title>([^<]*)<\/title>/.exec(html)![1]!;
    expect(title).toMatch(/^[^|]+ \| Caravan$/);
    if (expected) expect(title).toBe(expected);
  });
});
