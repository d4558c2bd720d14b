import type { AppLoadContext } from "@remix-run/cloudflare";
import { tenants, type TenantConfig } from "../../../tenants/index";
import { catalogueLanguage } from "../../../tenants/languages";
import { href, routeKeys, routeTable, type RouteKey } from "../../../tenants/routes";
import { createSitemapService, type SitemapContentPage, type SitemapService } from "../../../workers/services/sitemap";
import {
  laterLastmod,
  lastmodOf,
  parseSitemapFileName,
  sitemapFileName,
  sitemapIndexXml,
  sitemapPartCount,
  urlsetXml,
  urlsPerSitemap,
  type SitemapAlternate,
  type SitemapUrl,
} from "../../lib/seo/sitemap";
import { tenantOffers } from "../page.server";
import { siteOrigin } from "../site-links.server";

/** Pages that are personal or hidden from search engines (the AI search path is obscure on purpose). */
const NOT_LISTED = new Set<RouteKey>(["wishlist", "search", "search-ai"]);

/**
 * What each site's sitemaps list, by kind. Every kind is a page a visitor reaches from a link
 * and that answers 200 to a crawler:
 * - pages: the pages without parameters (home, lists, the six continent areas) and the site's
 *   published custom pages, except those marked noindex;
 * - trips: every trip page;
 * - tours: every departure from today on. A departure's page is indexable: its title names
 *   the trip and the date, it holds what no other page holds together (that departure's price,
 *   status, seats, deposit and booking start), and "Iceland group trip in June" is how
 *   travellers search. It lives until the departure leaves (the tour page answers only
 *   departures from today on), so the sitemap of a day lists exactly the departures that day
 *   serves. The trip's sub-pages (itinerary, snapshot) repeat the trip page and are not listed.
 * - coordinators: every coordinator page;
 * - events: the site's meetup events that have not ended, on their canonical (events) path
 *   (the WeMeet section shows the same page).
 */
export const SITEMAP_KINDS = ["pages", "trips", "tours", "coordinators", "events"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** How many alternates a URL of each kind may carry, which bounds how many URLs fit one file. */
const ALTERNATES: Record<SitemapKind, number> = {
  pages: tenants.length + 1,
  trips: tenants.length + 1,
  tours: tenants.length + 1,
  coordinators: tenants.length + 1,
  events: 0,
};

export function perSitemap(kind: SitemapKind): number {
  return urlsPerSitemap(ALTERNATES[kind]);
}

type Sitemaps = { service: SitemapService; tenant: TenantConfig; url: URL };

function sitemapsOf(context: AppLoadContext, request: Request): Sitemaps {
  const { tenant } = context;
  const service = createSitemapService({ db: context.env.DB }, { site: tenant.id, today: context.today, now: context.now.getTime() });
  return { service, tenant, url: new URL(request.url) };
}

/** The sitemap index: every part of every kind, with the newest change it holds. */
export async function sitemapIndex(context: AppLoadContext, request: Request): Promise<string> {
  const { service, tenant, url } = sitemapsOf(context, request);
  const [counts, pages] = await Promise.all([service.counts(), service.contentPages()]);
  const origin = siteOrigin(tenant, url);
  const catalogue = laterLastmod(lastmodOf(counts.lastmod.trips), lastmodOf(counts.lastmod.tours));
  const sizes: Record<SitemapKind, number> = {
    pages: 1,
    trips: counts.trips,
    tours: counts.tours,
    coordinators: counts.coordinators,
    events: counts.events,
  };
  const newest: Record<SitemapKind, string | null> = {
    pages: laterLastmod(catalogue, newestContent(pages, tenant.id)),
    trips: catalogue,
    tours: lastmodOf(counts.lastmod.tours),
    coordinators: lastmodOf(counts.lastmod.trips),
    events: lastmodOf(counts.lastmod.events),
  };
  const files = SITEMAP_KINDS.flatMap((kind) => {
    // A site without events has no events sitemap: an empty file tells a crawler nothing.
    if (kind !== "pages" && sizes[kind] === 0) return [];
    const parts = sitemapPartCount(sizes[kind], perSitemap(kind));
    return Array.from({ length: parts }, (_, i) => ({
      loc: `${origin}/sitemap.xml?part=${sitemapFileName(kind, i + 1)}`,
      lastmod: newest[kind],
    }));
  });
  return sitemapIndexXml(files);
}

/** One part of one kind, or null when the name is no part the index lists (a 404). */
export async function sitemapPart(context: AppLoadContext, request: Request, file: string): Promise<string | null> {
  const named = parseSitemapFileName(file, SITEMAP_KINDS);
  if (!named) return null;
  const sitemaps = sitemapsOf(context, request);
  const limit = perSitemap(named.kind);
  const offset = (named.part - 1) * limit;
  if (named.kind === "pages") return named.part === 1 ? urlsetXml(await pageUrls(sitemaps)) : null;
  const urls = await entriesOf(sitemaps, named.kind, limit, offset);
  return urls.length > 0 ? urlsetXml(urls) : null;
}

async function entriesOf({ service, tenant, url }: Sitemaps, kind: Exclude<SitemapKind, "pages">, limit: number, offset: number) {
  const own = siteOrigin(tenant, url);
  switch (kind) {
    case "trips":
      return (await service.trips(limit, offset)).map((trip) =>
        localized(
          url,
          tenant,
          "travels-travel",
          (site) => ({ travel: trip.slugs[catalogueLanguage(site.language)] }),
          lastmodOf(trip.lastmod),
        ),
      );
    case "tours":
      return (await service.tours(limit, offset)).map((tour) =>
        localized(
          url,
          tenant,
          "travels-travel-tour",
          (site) => ({ travel: tour.slugs[catalogueLanguage(site.language)], tour: String(tour.id) }),
          lastmodOf(tour.lastmod),
        ),
      );
    case "coordinators":
      return (await service.coordinators(limit, offset)).map((coordinator) =>
        localized(url, tenant, "coordinators-coordinator", () => ({ coordinator: coordinator.slug }), lastmodOf(coordinator.lastmod)),
      );
    case "events":
      // Events belong to one site: no counterpart elsewhere, so no alternates.
      return (await service.events(limit, offset)).map((event) => ({
        loc: own + href(tenant.pathLocale, "events-city-slug", { city: event.city, slug: event.slug }),
        lastmod: lastmodOf(event.lastmod),
        alternates: [],
      }));
  }
}

/**
 * A page on this site and its alternates: the same route key on every site that offers it
 * (hreflang from the tenant configs, x-default the international site), each with its own
 * parameters (trip slugs differ per language).
 */
function localized(
  url: URL,
  tenant: TenantConfig,
  key: RouteKey,
  paramsFor: (site: TenantConfig) => Record<string, string>,
  lastmod: string | null,
  offers: (site: TenantConfig) => boolean = (site) => tenantOffers(site, key),
): SitemapUrl {
  const alternates: SitemapAlternate[] = [];
  for (const site of tenants) {
    if (!offers(site)) continue;
    const path = href(site.pathLocale, key, paramsFor(site));
    if (!path) continue;
    const alternate = siteOrigin(site, url) + path;
    alternates.push({ hreflang: site.hreflang, href: alternate });
    if (site.id === "int") alternates.push({ hreflang: "x-default", href: alternate });
  }
  return { loc: siteOrigin(tenant, url) + href(tenant.pathLocale, key, paramsFor(tenant)), lastmod, alternates };
}

/** The pages without parameters and the custom pages, each dated by what it shows. */
async function pageUrls({ service, tenant, url }: Sitemaps): Promise<SitemapUrl[]> {
  const [counts, pages] = await Promise.all([service.counts(), service.contentPages()]);
  const catalogue = laterLastmod(lastmodOf(counts.lastmod.trips), lastmodOf(counts.lastmod.tours));
  const events = lastmodOf(counts.lastmod.events);
  // A route key with a published custom page on some site is a content page: it exists on a site
  // only where that site published it (the others answer 404), and noindex keeps it out.
  const contentKeys = new Map<string, Map<string, SitemapContentPage>>();
  for (const page of pages) {
    if (page.kind !== "key") continue;
    const bySite = contentKeys.get(page.name) ?? new Map<string, SitemapContentPage>();
    bySite.set(page.site, page);
    contentKeys.set(page.name, bySite);
  }
  const urls: SitemapUrl[] = [];
  for (const key of routeKeys) {
    if (NOT_LISTED.has(key) || !tenantOffers(tenant, key) || routeTable[key][tenant.pathLocale].includes(":")) continue;
    const content = contentKeys.get(key);
    if (content) {
      const own = content.get(tenant.id);
      if (!own || own.noindex) continue;
      const indexable = (site: TenantConfig) => {
        const page = content.get(site.id);
        return !!page && !page.noindex;
      };
      urls.push(localized(url, tenant, key, () => ({}), lastmodOf(own.publishedAt), indexable));
      continue;
    }
    urls.push(localized(url, tenant, key, () => ({}), lastmodByKey(key, catalogue, events)));
  }
  // Pages by slug (catch-all) are the site's own: no alternates.
  const origin = siteOrigin(tenant, url);
  for (const page of pages) {
    if (page.site !== tenant.id || page.kind !== "slug" || page.noindex) continue;
    urls.push({ loc: `${origin}/${page.name}`, lastmod: lastmodOf(page.publishedAt), alternates: [] });
  }
  return urls;
}

/** A page without its own date changes with what it lists: the catalogue's trips or the events. */
function lastmodByKey(key: RouteKey, catalogue: string | null, events: string | null): string | null {
  if (key === "events" || key.startsWith("wemeet") || key === "events-wemeet") return events;
  return catalogue;
}

function newestContent(pages: readonly SitemapContentPage[], site: string): string | null {
  return pages.reduce<string | null>(
    (newest, page) => (page.site === site ? laterLastmod(newest, lastmodOf(page.publishedAt)) : newest),
    null,
  );
}

/** What robots.txt disallows: the pages the sitemaps leave out on purpose. */
export function hiddenPaths(tenant: TenantConfig): string[] {
  return [...NOT_LISTED].filter((key) => tenantOffers(tenant, key)).map((key) => href(tenant.pathLocale, key));
}
