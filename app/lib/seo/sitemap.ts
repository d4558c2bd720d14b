/**
 * The sitemap protocol (sitemaps.org) as pure functions: a sitemap index, urlsets with
 * `lastmod` and hreflang alternates (`xhtml:link`, Google's form of rel="alternate"), and how
 * many URLs one file may hold.
 */

/** One alternate of a URL: the same page on another site, in that site's language. */
export type SitemapAlternate = { hreflang: string; href: string };
export type SitemapUrl = { loc: string; lastmod: string | null; alternates: readonly SitemapAlternate[] };

/** The protocol's limits for one file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const MAX_URLS_PER_SITEMAP = 50_000;
export const MAX_BYTES_PER_SITEMAP = 52_428_800;

/**
 * Upper bounds of what one `<url>` costs in bytes: a location is an origin (under 40 bytes),
 * a localized path (under 40) and at most a 200-character slug (the trip pages refuse longer
 * ones) and a 10-digit id, about 300 bytes, plus the markup; an alternate adds the same again.
 */
const URL_BYTES = 400;
const ALTERNATE_BYTES = 400;

/**
 * How many URLs one file of a kind may hold: 50,000, fewer when each URL carries so many
 * alternates that 50,000 of them could pass 50 MB. The index is planned from counts before
 * any file is written, so the bound is taken from the worst case, not from the rows.
 */
export function urlsPerSitemap(alternatesPerUrl: number): number {
  const perUrl = URL_BYTES + Math.max(0, alternatesPerUrl) * ALTERNATE_BYTES;
  return Math.max(1, Math.min(MAX_URLS_PER_SITEMAP, Math.floor(MAX_BYTES_PER_SITEMAP / perUrl)));
}

/** The number of files `count` URLs need at `perFile` URLs each (at least one, so a kind is never missing). */
export function sitemapPartCount(count: number, perFile: number): number {
  return Math.max(1, Math.ceil(Math.max(0, count) / perFile));
}

/**
 * A W3C date (YYYY-MM-DD) from what the tables hold: ISO text ("2026-03-01T09:00:00Z") or
 * epoch milliseconds. Anything else is no date: a wrong lastmod is worse than none.
 */
export function lastmodOf(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value) && value > 0) return new Date(value).toISOString().slice(0, 10);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    const day = value.slice(0, 10);
    return Number.isNaN(Date.parse(day)) ? null : day;
  }
  return null;
}

/** The later of two W3C dates (either may be missing). */
export function laterLastmod(a: string | null, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

export function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_CLOSE = "</urlset>\n";

/** One `<url>` entry. Alternates list every site's version, this one included, as Google asks. */
export function urlEntry(url: SitemapUrl): string {
  let entry = `<url><loc>${escapeXml(url.loc)}</loc>`;
  if (url.lastmod) entry += `<lastmod>${url.lastmod}</lastmod>`;
  for (const alternate of url.alternates) {
    entry += `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`;
  }
  return `${entry}</url>\n`;
}

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return URLSET_OPEN + urls.map(urlEntry).join("") + URLSET_CLOSE;
}

export function sitemapIndexXml(sitemaps: readonly { loc: string; lastmod: string | null }[]): string {
  const entries = sitemaps
    .map(
      (sitemap) =>
        `<sitemap><loc>${escapeXml(sitemap.loc)}</loc>${sitemap.lastmod ? `<lastmod>${sitemap.lastmod}</lastmod>` : ""}</sitemap>\n`,
    )
    .join("");
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}

/** A sitemap's name in the index: the kind and its 1-based part ("trips-1"). */
export function sitemapFileName(kind: string, part: number): string {
  return `${kind}-${part}`;
}

/** The kind and part a name names, or null (a 404) for anything else. */
export function parseSitemapFileName<K extends string>(name: string, kinds: readonly K[]): { kind: K; part: number } | null {
  const match = /^([a-z]+)-([1-9][0-9]{0,5})$/.exec(name);
  if (!match) return null;
  const kind = kinds.find((candidate) => candidate === match[1]);
  return kind ? { kind, part: Number(match[2]) } : null;
}
