import type { AppLoadContext } from "@remix-run/cloudflare";
import { readPageGeneration } from "../../../workers/cache/page-generation";
import { cachePolicy } from "../../lib/http/cache-policy";

/**
 * A sitemap answered from the Worker's own copy when there is one, rendered from D1 otherwise.
 * The copy's key holds what the anonymous pages' copies hold (workers/http/edge-cache.ts):
 * the site's origin and path, the page generation (bumped by price changes and content
 * publishes) and the site's today (departures drop out of the sitemaps when they leave), so a
 * change shows at once and a crawler's requests cost one render per site and window.
 * Crawlers and CDNs may keep the answer an hour (`long`).
 */
export async function cachedXml(request: Request, context: AppLoadContext, render: () => Promise<string | null>): Promise<Response> {
  const key = await copyKey(request, context);
  const cache = key ? defaultCache() : null;
  const copy = key && cache ? await cache.match(key).catch(() => undefined) : undefined;
  if (copy) return answer(await copy.text(), "HIT");
  const xml = await render();
  if (xml === null) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cachePolicy("none") },
    });
  }
  if (key && cache) {
    const stored = new Response(xml, {
      // Kept by the Worker five minutes ("feed"), the anonymous pages' refresh window (edge-cache.ts).
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": cachePolicy("feed") },
    });
    context.waitUntil(cache.put(key, stored).catch((error: unknown) => console.warn("sitemap: a copy could not be stored", error)));
  }
  return answer(xml, "MISS");
}

function answer(xml: string, status: string): Response {
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": cachePolicy("long"), "X-Edge-Cache": status },
  });
}

async function copyKey(request: Request, context: AppLoadContext): Promise<Request | null> {
  if (typeof caches === "undefined") return null;
  let generation: string | null = null;
  try {
    generation = await readPageGeneration(context.env.DB);
  } catch {
    // Without the generation a copy could outlive a change: render from D1 instead.
    return null;
  }
  if (!generation) return null;
  const url = new URL(request.url);
  const part = url.searchParams.get("part");
  return new Request(
    `${url.origin}/__sitemap-cache/${encodeURIComponent(generation)}/${context.today}${url.pathname}${part === null ? "" : `/${encodeURIComponent(part)}`}`,
    { method: "GET" },
  );
}

/** workerd's cache of the zone (the DOM's CacheStorage type lacks it). */
function defaultCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}
