/**
 * The pageType label every analytics event carries (one fixed list of page-type labels
 * for analytics).
 */
import type { RouteKey } from "../../../tenants/routes";

/** The fixed labels. */
export const PAGE_TYPES = {
  search: "SERP",
  travel: "travel page",
  tour: "tour page",
  seo: "SEO page",
  home: "home",
  wishlist: "wishlist",
} as const;
export type FixedPageType = (typeof PAGE_TYPES)[keyof typeof PAGE_TYPES];
/** A fixed label, or a custom page's own type (a custom page's `type` field). */
export type PageType = FixedPageType | (string & {});

/** Used when a page is neither a fixed kind nor a custom page that names its type. */
export const UNKNOWN_PAGE_TYPE = "custom page";

// The travel's own sub-pages (itinerary, snapshot) show that one travel, so they report
// as a travel page too; events there carry the same travelId.
const TRAVEL_ROUTES: ReadonlySet<string> = new Set<RouteKey>(["travels-travel", "travels-travel-itinerary", "travels-travel-snapshot"]);

/**
 * SERP for search, travel page, tour page, SEO page for the continent area pages
 * (route keys `area-*`), home, wishlist; otherwise the custom page type.
 * A custom page without a type falls back to its route key (fixed content pages
 * are custom pages keyed by route key name), then to UNKNOWN_PAGE_TYPE (the catch-all
 * slug route has no key). The AI search page is its own page, not the SERP.
 */
export function pageTypeFor(routeKey: RouteKey | null | undefined, customPageType?: string | null): PageType {
  if (routeKey === "search") return PAGE_TYPES.search;
  if (routeKey === "travels-travel-tour") return PAGE_TYPES.tour;
  if (routeKey && TRAVEL_ROUTES.has(routeKey)) return PAGE_TYPES.travel;
  if (routeKey?.startsWith("area-")) return PAGE_TYPES.seo;
  if (routeKey === "index") return PAGE_TYPES.home;
  if (routeKey === "wishlist") return PAGE_TYPES.wishlist;
  const custom = customPageType?.trim();
  return custom || routeKey || UNKNOWN_PAGE_TYPE;
}
