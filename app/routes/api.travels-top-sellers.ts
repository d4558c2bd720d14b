import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cacheHeaders } from "../lib/http/cache-policy";
import { CATALOGUE_FALLBACK, readTopSellersRequest, withCatalogueFallback } from "../server/catalogue/catalogue-api.server";

/**
 * GET /api/travels/top-sellers?search=…&countries[]=ITA&continents[]=EU: destinations
 * with their itineraries and departures counts, and the search totals, in the site's language.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const input = readTopSellersRequest(request);
  if (!input.ok) return input.response;
  const { value: data, failed } = await withCatalogueFallback(
    () => context.services.catalogue.topSellers(input.value),
    CATALOGUE_FALLBACK.topSellers,
  );
  // Same answer for everyone on this host for a while (the service caches it in KV too); a fallback is kept by no one.
  return Response.json({ data }, { headers: cacheHeaders(failed ? "none" : "short") });
}
