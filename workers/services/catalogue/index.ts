export { createCatalogueService, emptyPage } from "./service";
export { TOP_SELLERS_CACHE_VERSION, TOP_SELLERS_TTL_SECONDS, topSellersCacheKey } from "./top-sellers-cache";
export type * from "./types";
