import { cacheKey } from "../../cache/kv-cache";
import type { PageKind, SiteContentKind } from "./types";

/** Bump when the published page's shape changes: entries of the old shape are then never read. */
export const CUSTOM_PAGE_CACHE_VERSION = 1;
/** Pages change only by a publish, which purges what it changed; the TTL bounds anything missed. */
export const CUSTOM_PAGE_TTL_SECONDS = 24 * 60 * 60;

/** The KV key of one site's page by route key or slug (custom pages per tenant+key). */
export function customPageCacheKey(site: string, kind: PageKind, name: string): string {
  return cacheKey("custom-page", CUSTOM_PAGE_CACHE_VERSION, site, kind, name);
}

/** Bump when the published bean bars' or contacts content's shape changes. */
export const SITE_CONTENT_CACHE_VERSION = 1;

/** The KV key of one site's bean bars or contacts content (read on every page: one key per site and kind). */
export function siteContentCacheKey(site: string, kind: SiteContentKind): string {
  return cacheKey("site-content", SITE_CONTENT_CACHE_VERSION, site, kind);
}
