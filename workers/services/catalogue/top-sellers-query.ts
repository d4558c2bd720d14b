import { z } from "zod";
import { cacheKey, hashedPart } from "../../cache/kv-cache";
import type { Places, TopSellers, TopSellersQuery } from "./types";

/** Bump when the cached shape or its meaning changes: old entries are then never read. */
export const TOP_SELLERS_CACHE_VERSION = 1;
/** Counts move as departures sell; ten minutes of staleness is fine for the where section. */
export const TOP_SELLERS_TTL_SECONDS = 600;

const continentSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
const countrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isoCodeAlpha3: z.string(),
  continent: continentSchema,
  itineraries: z.number().int().nonnegative(),
  departures: z.number().int().nonnegative(),
});

export const topSellersSchema: z.ZodType<TopSellers> = z.object({
  countries: z.array(countrySchema),
  itineraries: z.number().int().nonnegative(),
  departures: z.number().int().nonnegative(),
});

/** Bump when the cached places' shape or meaning changes. */
export const PLACES_CACHE_VERSION = 1;
export const placesSchema: z.ZodType<Places> = z.object({ continents: z.array(continentSchema), countries: z.array(countrySchema) });

/** KV key of a site's places in one language. */
export function placesCacheKey(tenantId: string, language: string): string {
  return cacheKey("places", PLACES_CACHE_VERSION, tenantId, language);
}

/**
 * The one normal form of a top-sellers query, for the SQL and the cache key alike: text
 * trimmed and lower-cased (matching folds case anyway), codes upper-cased, deduplicated and
 * sorted, empty parts left out.
 */
export function normalizeTopSellersQuery(query: TopSellersQuery): TopSellersQuery {
  const search = query.search?.trim().toLowerCase();
  const codes = (list: string[] | undefined) => [...new Set((list ?? []).map((c) => c.toUpperCase()))].sort();
  const countries = codes(query.countries);
  const continents = codes(query.continents);
  return {
    ...(search ? { search } : {}),
    ...(countries.length ? { countries } : {}),
    ...(continents.length ? { continents } : {}),
  };
}

/** KV key per tenant, language and normalized query; the query part is hashed to fit KV's key limit. */
export async function topSellersCacheKey(tenantId: string, language: string, query: TopSellersQuery): Promise<string> {
  const { search = "", countries = [], continents = [] } = normalizeTopSellersQuery(query);
  return cacheKey("top-sellers", TOP_SELLERS_CACHE_VERSION, tenantId, language, await hashedPart([search, countries, continents]));
}
