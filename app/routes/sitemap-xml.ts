import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cachedXml } from "../server/sitemap-cache.server";
import { sitemapIndex } from "../server/sitemap.server";

/** Each site's sitemap index (robots.txt names it): its sitemaps on its own host. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return cachedXml(request, context, () => sitemapIndex(context, request));
}
