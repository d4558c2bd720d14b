import { CATALOGUE_LANGUAGES, type CatalogueLanguage } from "../../../tenants/languages";
import { CONTENT_PAGES_SQL, COORDINATORS_SQL, COUNTS_SQL, EVENTS_SQL, TOURS_SQL, TRIPS_SQL } from "./sitemap-sql";
import type { SitemapDeps, SitemapScope, SitemapService } from "./types";

type Row = Record<string, unknown>;

/**
 * The rows behind the sitemaps (app/server/sitemap/sitemap.server.ts) over D1. Like the trip pages'
 * reads, a failure is thrown: a sitemap missing half its URLs would tell search engines the
 * pages are gone.
 */
export function createSitemapService({ db }: SitemapDeps, { site, today, now }: SitemapScope): SitemapService {
  const all = async (sql: string, ...values: unknown[]) =>
    (
      await db
        .prepare(sql)
        .bind(...values)
        .all<Row>()
    ).results;
  return {
    async counts() {
      const row = (await db.prepare(COUNTS_SQL).bind(today, site, now).first<Row>()) ?? {};
      return {
        trips: Number(row.trips ?? 0),
        tours: Number(row.tours ?? 0),
        coordinators: Number(row.coordinators ?? 0),
        events: Number(row.events ?? 0),
        lastmod: { trips: row.trips_lastmod ?? null, tours: row.tours_lastmod ?? null, events: row.events_lastmod ?? null },
      };
    },
    async trips(limit, offset) {
      return (await all(TRIPS_SQL, today, limit, offset)).map((row) => ({ id: Number(row.id), slugs: slugsOf(row), lastmod: row.lastmod }));
    },
    async tours(limit, offset) {
      return (await all(TOURS_SQL, today, limit, offset)).map((row) => ({ id: Number(row.id), slugs: slugsOf(row), lastmod: row.lastmod }));
    },
    async coordinators(limit, offset) {
      return (await all(COORDINATORS_SQL, limit, offset)).map((row) => ({ slug: String(row.slug), lastmod: row.lastmod ?? null }));
    },
    async events(limit, offset) {
      return (await all(EVENTS_SQL, site, now, limit, offset)).map((row) => ({
        city: String(row.city),
        slug: String(row.slug),
        lastmod: row.lastmod,
      }));
    },
    async contentPages() {
      return (await all(CONTENT_PAGES_SQL)).map((row) => ({
        site: String(row.site),
        kind: row.kind === "slug" ? "slug" : "key",
        name: String(row.name),
        noindex: Number(row.noindex) === 1,
        publishedAt: row.published_at,
      }));
    },
  };
}

function slugsOf(row: Row): Record<CatalogueLanguage, string> {
  return Object.fromEntries(CATALOGUE_LANGUAGES.map((language) => [language, String(row[`slug_${language}`])])) as Record<
    CatalogueLanguage,
    string
  >;
}
