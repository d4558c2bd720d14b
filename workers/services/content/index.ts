export { createContentService, type ContentService } from "./service";
export { customPageCacheKey, siteContentCacheKey, CUSTOM_PAGE_CACHE_VERSION, CUSTOM_PAGE_TTL_SECONDS } from "./cache-keys";
export { LIVE_HASHES_SQL, LIVE_SITE_CONTENT_SQL, type PageAddress } from "./pages-sql";
export type * from "./types";
export {
  publishedPageSchema,
  publishedBlockSchema,
  publishedBeansSchema,
  publishedContactsSchema,
  PAGE_KINDS,
  SITE_CONTENT_KINDS,
} from "./types";
