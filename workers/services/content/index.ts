export { createContentService, type ContentService } from "./service";
export { customPageCacheKey, CUSTOM_PAGE_CACHE_VERSION, CUSTOM_PAGE_TTL_SECONDS } from "./cache-keys";
export { LIVE_HASHES_SQL, type PageAddress } from "./pages-sql";
export type * from "./types";
export { publishedPageSchema, publishedBlockSchema, PAGE_KINDS } from "./types";
