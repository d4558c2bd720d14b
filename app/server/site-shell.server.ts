import { siteMenus } from "../../tenants/menus/index";
import { pathPatterns } from "../../tenants/routes";
import type { TenantConfig } from "../../tenants/schema";
import { resolveMenu } from "../lib/shell/menu-links";
import { reviewBadge } from "../lib/format/review-badge";
import type { SiteShell } from "../lib/shell/site-shell";

/**
 * What every page of a site shows around its content and depends on the site's config alone:
 * the config itself, its path patterns (for links), its header and footer menus, its review badge. Built once per
 * site and embedded in the document as JSON (site-shell.tsx), rather than sent as root loader
 * data, which would re-encode it on every request and re-send it on every navigation.
 */
function buildShell(tenant: TenantConfig): SiteShell {
  const menus = siteMenus(tenant.id);
  return {
    // The site's config, for the components that format prices and dates or link to its contacts.
    tenant,
    paths: pathPatterns(tenant.pathLocale),
    header: resolveMenu(menus.header, tenant.pathLocale),
    footer: { ...menus.footer, menu: resolveMenu(menus.footer.menu, tenant.pathLocale) },
    review: reviewFigures(tenant),
  };
}

const shells = new Map<string, SiteShell>();

export function siteShellOf(tenant: TenantConfig): SiteShell {
  let shell = shells.get(tenant.id);
  if (!shell) {
    shell = buildShell(tenant);
    shells.set(tenant.id, shell);
  }
  return shell;
}

/** The review badge's band and its figures written in the site's language ("4,8", "12.086"). */
function reviewFigures(tenant: TenantConfig): SiteShell["review"] {
  const badge = reviewBadge(tenant.reviewBadge.rating);
  const decimal = new Intl.NumberFormat(tenant.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    badge,
    count: new Intl.NumberFormat(tenant.language).format(tenant.reviewBadge.count),
    rating: badge.rounded === null ? null : decimal.format(badge.rounded),
    realRating: decimal.format(tenant.reviewBadge.realRating),
  };
}
