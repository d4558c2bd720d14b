import { z } from "zod";
import type { CatalogueDeps, TopSellers, TopSellersQuery } from "./types";

/** Bump when the cached shape or its meaning changes: old entries are then never read. */
export const TOP_SELLERS_CACHE_VERSION = 1;
/** Counts move as departures sell; ten minutes of staleness is fine for the where section. */
export const TOP_SELLERS_TTL_SECONDS = 600;

const topSellersSchema = z.object({
  countries: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      isoCodeAlpha3: z.string(),
      continent: z.object({ id: z.number().int(), name: z.string(), code: z.string() }),
      itineraries: z.number().int().nonnegative(),
      departures: z.number().int().nonnegative(),
    }),
  ),
  itineraries: z.number().int().nonnegative(),
  departures: z.number().int().nonnegative(),
});

/**
 * KV key per tenant, language and normalized query, with the version in it. The query part
 * is hashed so any text fits KV's 512-byte key limit.
 */
export async function topSellersCacheKey(tenantId: string, language: string, query: TopSellersQuery): Promise<string> {
  const normalized = JSON.stringify([
    (query.search ?? "").trim().toLowerCase(),
    [...new Set(query.countries ?? [])].sort(),
    [...new Set(query.continents ?? [])].sort(),
  ]);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(normalized));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `top-sellers:v${TOP_SELLERS_CACHE_VERSION}:${tenantId}:${language}:${hex.slice(0, 32)}`;
}

/** A cached answer, re-parsed; null on a miss, a malformed value or a KV failure (logged). */
export async function readTopSellers(deps: Pick<CatalogueDeps, "kv" | "logger">, key: string): Promise<TopSellers | null> {
  let text: string | null;
  try {
    text = await deps.kv.get(key, "text");
  } catch (error) {
    deps.logger.warn(`catalogue: KV read failed for ${key}, reading D1`, error);
    return null;
  }
  if (text === null) return null;
  const parsed = topSellersSchema.safeParse(parseJson(text));
  if (parsed.success) return parsed.data;
  deps.logger.warn(`catalogue: ignoring a malformed cache entry at ${key}`);
  return null;
}

/** Stores an answer with the TTL; a KV failure is logged and otherwise ignored. */
export async function writeTopSellers(deps: Pick<CatalogueDeps, "kv" | "logger">, key: string, value: TopSellers): Promise<void> {
  try {
    await deps.kv.put(key, JSON.stringify(value), { expirationTtl: TOP_SELLERS_TTL_SECONDS });
  } catch (error) {
    deps.logger.warn(`catalogue: KV write failed for ${key}`, error);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
