import type { SiteMenus } from "../../../tenants/menu-schema";
import type { RouteKey } from "../../../tenants/routes";
import type { TenantConfig } from "../../../tenants/schema";
import type { ReviewBadge } from "../format/review-badge";
import type { ResolvedMenuItem } from "./menu-links";

/**
 * What every page of a site shows around its content and depends on the site's config alone
 * (app/server/site-shell.server.ts builds it once per site; site-shell.tsx embeds it as JSON).
 */
export type SiteShell = {
  /** The site's config, for the components that format prices and dates or link to its contacts. */
  tenant: TenantConfig;
  /** The site's path patterns by route key, for links. */
  paths: Record<RouteKey, string>;
  header: ResolvedMenuItem[];
  footer: Omit<SiteMenus["footer"], "menu"> & { menu: ResolvedMenuItem[] };
  /** The review badge's band and its figures written in the site's language ("4,8", "12.086"). */
  review: { badge: ReviewBadge; count: string; rating: string | null; realRating: string };
};
