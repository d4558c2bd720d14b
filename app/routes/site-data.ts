import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getTenant } from "../../tenants";
import { siteDataOf } from "../server/site-data.server";
import { cachePolicy } from "../lib/http/cache-policy";

/**
 * A site's data for the browser (the catalogue and the shell, app/server/site-data.server.ts),
 * at the address its content names: kept for good by the browser. An address this deploy did
 * not write (a page from an earlier deploy) is not found, and never kept.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const tenant = getTenant(params.file?.split(".")[0] ?? "");
  const data = tenant && siteDataOf(tenant);
  if (!data || new URL(request.url).pathname !== data.href) {
    return new Response("Not found: this version of the site's data is not served any more. Reload the page.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cachePolicy("none") },
    });
  }
  return new Response(data.json, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": cachePolicy("immutable") },
  });
}
