import type { CatalogueLanguage } from "../../../tenants/languages";

export type SitemapDeps = { db: D1Database };
/** The site whose events are listed, its today (YYYY-MM-DD) and now (epoch ms). */
export type SitemapScope = { site: string; today: string; now: number };

export type SitemapCounts = {
  trips: number;
  tours: number;
  coordinators: number;
  events: number;
  /** The newest change of each kind, as the tables hold it (ISO text or epoch ms); null when empty. */
  lastmod: { trips: unknown; tours: unknown; events: unknown };
};

export type SitemapTrip = { id: number; slugs: Record<CatalogueLanguage, string>; lastmod: unknown };
export type SitemapTour = { id: number; slugs: Record<CatalogueLanguage, string>; lastmod: unknown };
export type SitemapCoordinator = { slug: string; lastmod: unknown };
export type SitemapEvent = { city: string; slug: string; lastmod: unknown };
export type SitemapContentPage = { site: string; kind: "key" | "slug"; name: string; noindex: boolean; publishedAt: unknown };

export interface SitemapService {
  counts(): Promise<SitemapCounts>;
  trips(limit: number, offset: number): Promise<SitemapTrip[]>;
  tours(limit: number, offset: number): Promise<SitemapTour[]>;
  coordinators(limit: number, offset: number): Promise<SitemapCoordinator[]>;
  events(limit: number, offset: number): Promise<SitemapEvent[]>;
  contentPages(): Promise<SitemapContentPage[]>;
}
