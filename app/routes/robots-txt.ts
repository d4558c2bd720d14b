import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { hiddenPaths } from "../server/sitemap/sitemap.server";
import { siteOrigin } from "../server/site-links.server";
import { cachePolicy } from "../lib/http/cache-policy";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(context.tenant, new URL(request.url));
  const lines = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...hiddenPaths(context.tenant).map((path) => `Disallow: ${path}`),
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cachePolicy("long") },
  });
}
