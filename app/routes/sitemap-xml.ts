import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listedPaths, sitemapXml } from "../server/sitemap.server";
import { siteOrigin } from "../server/site-links.server";
import { cachePolicy } from "../lib/http/cache-policy";

/** Each site's own sitemap: its localized URLs on its own host. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(context.tenant, new URL(request.url));
  return new Response(sitemapXml(origin, listedPaths(context.tenant)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": cachePolicy("long") },
  });
}
