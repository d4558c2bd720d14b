import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cachedXml } from "../server/sitemap-cache.server";
import { sitemapPart } from "../server/sitemap.server";

/** One sitemap the index lists (`/sitemaps/trips-1.xml`); any other name is a 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return cachedXml(request, context, () => sitemapPart(context, request, params.file ?? ""));
}
