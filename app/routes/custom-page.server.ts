/**
 * Custom pages (custompages/show): the fixed content keys by route key, any
 * other path by slug through the catch-all route. Both read the published page from the
 * content service (D1 through the KV cache); a page that is not published is a 404.
 */
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CONTENT_ROUTE_KEYS } from "../../tenants/content/schema";
import type { BlockOf, PublishedPage } from "../../workers/services/content/types";
import { pageTypeFor } from "../lib/analytics/page-type";
import type { CustomPageData, TripCardsData } from "../lib/content/custom-page";
import { readSearchUrl } from "../lib/search/search-url";
import { notFound, requirePage } from "../server/page.server";
import { optional } from "../server/optional.server";
import { contentPageSeo } from "../server/seo.server";
import { siteOrigin } from "../server/site-links.server";
import { talkToUsShown } from "../server/layout-content.server";

const CONTENT_KEYS: ReadonlySet<string> = new Set(CONTENT_ROUTE_KEYS);
/** Slugs as publish accepts them (tenants/content/schema.ts); anything else is not looked up. */
const SLUG = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
const MAX_SLUG = 200;

/**
 * A content key's page from the published pages (every other route key has its own
 * module). Anything but a published page is a 404, never a placeholder.
 */
export async function customPageLoader({ request, context }: LoaderFunctionArgs) {
  const match = requirePage(request, context);
  const page = CONTENT_KEYS.has(match.key) ? await context.services.content.byKey(match.key) : null;
  if (!page) throw notFound();
  return contentPage(context, request, page, match.key);
}

/** Catch-all: the page whose slug is the path without its leading and trailing slash. */
export async function slugPageLoader({ request, params, context }: LoaderFunctionArgs) {
  const slug = (params["*"] ?? "").replace(/^\/+|\/+$/g, "");
  if (slug.length > MAX_SLUG || !SLUG.test(slug)) throw notFound();
  const page = await context.services.content.bySlug(slug);
  if (!page) throw notFound();
  return contentPage(context, request, page, null);
}

async function contentPage(
  context: AppLoadContext,
  request: Request,
  page: PublishedPage,
  routeKey: string | null,
): Promise<CustomPageData> {
  const url = new URL(request.url);
  const [trips, seo] = await Promise.all([tripCardsOf(context, page), contentPageSeo(context, page)]);
  const { site: _site, hash: _hash, source: _source, ...shown } = page;
  return {
    kind: "content" as const,
    page: shown,
    trips,
    seo,
    // Slug pages have no route key, so the root gives them no canonical link: the page does.
    canonical: routeKey ? null : `${siteOrigin(context.tenant, url)}/${page.name}`,
    // Analytics label the page with the custom page's type.
    pageType: pageTypeFor(null, page.type),
    support: context.tenant.support,
    talkToUs: talkToUsShown(context),
  };
}

/** The trips of each trip-cards block: the search page's query read as the search reads it. */
async function tripCardsOf(context: AppLoadContext, page: PublishedPage): Promise<TripCardsData> {
  const blocks = page.blocks.filter((block): block is BlockOf<"tripCards"> => block.type === "tripCards");
  const lists = await Promise.all(
    blocks.map(async (block) => {
      const { filters } = readSearchUrl(new URL(`/?${block.query}`, "http://content.invalid"));
      // A block of trips is a part of the page, not the page: without it the page still reads.
      const found = await optional(
        "content page trip block",
        context.services.catalogue.travelsPaginated({ ...filters, page: 1, perPage: block.limit }).then((page) => page.data),
        [],
      );
      return [block.id, found.slice(0, block.limit)] as const;
    }),
  );
  return Object.fromEntries(lists);
}
