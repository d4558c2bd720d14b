import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cachedXml } from "../server/sitemap/sitemap-cache.server";
import { sitemapIndex, sitemapPart } from "../server/sitemap/sitemap.server";

/**
 * Each site's sitemap index (robots.txt names it), and the sitemaps it lists as
 * `/sitemap.xml?part=trips-1`: one route rather than one per file, so the browser's route
 * manifest (part of every first visit) does not carry a route no visitor opens.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const part = new URL(request.url).searchParams.get("part");
  return cachedXml(request, context, () => (part === null ? sitemapIndex(context, request) : sitemapPart(context, request, part)));
}
