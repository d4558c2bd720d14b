export { createWishlistService, toSubscription, type WishlistService } from "./service";
export type * from "./types";
export type { WishlistScope } from "./page-sql";
