import type { TenantConfig } from "../../tenants/index";
import { href, routeKeys, routeTable, type RouteKey } from "../../tenants/routes";
import { tenantOffers } from "./page.server";

/** Pages that are personal or hidden from search engines (001 §2: the AI search path is obscure on purpose). */
const NOT_LISTED = new Set<RouteKey>(["wishlist", "search", "search-ai"]);

/** This site's public pages without parameters, localized: what its sitemap lists. */
export function listedPaths(tenant: TenantConfig): string[] {
  return (
    routeKeys
      .filter((key) => !NOT_LISTED.has(key) && tenantOffers(tenant, key))
      // Pages whose path needs a parameter (a trip, an event) are not asked for: href() would
      // warn for each, on every sitemap request.
      .filter((key) => !routeTable[key][tenant.pathLocale].includes(":"))
      .map((key) => href(tenant.pathLocale, key))
      .filter((path) => path !== "")
  );
}

export function hiddenPaths(tenant: TenantConfig): string[] {
  return [...NOT_LISTED].filter((key) => tenantOffers(tenant, key)).map((key) => href(tenant.pathLocale, key));
}

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
