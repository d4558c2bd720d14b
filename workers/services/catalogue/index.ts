export { createCatalogueService } from "./service";
export { normalizeTopSellersQuery, TOP_SELLERS_CACHE_VERSION, TOP_SELLERS_TTL_SECONDS, topSellersCacheKey } from "./top-sellers-query";
export type * from "./types";
