/**
 * Link targets of custom pages (tenants/content/schema.ts) resolved for one site: `route:<key>`
 * becomes the site's localized path, site paths, mailto: and tel: stay, https links are external.
 */
import type { TenantConfig } from "../../tenants";
import { href, routeKeys, routeTable, type RouteKey } from "../../tenants/routes";
import type { LinkResolver, ResolvedLink } from "./markdown";

/** Keys a site offers only when a feature of its config is on (app/server/page.server.ts tenantOffers). */
function siteOffers(site: TenantConfig, key: RouteKey): boolean {
  return key === "search-ai" ? site.features.aiSearch : true;
}

export function linkResolverFor(site: TenantConfig): LinkResolver {
  return (target): ResolvedLink | { error: string } => {
    if (target.startsWith("route:")) return routeLink(site, target.slice("route:".length));
    // A browser reads `/\` as `//`: either one starts a link to another host, not a site path.
    if (/^\/[/\\]/.test(target)) return { error: "a site path must start with a single /" };
    if (/^\/[^\s]*$/.test(target)) return { href: target, external: false };
    if (/^mailto:[^\s@]+@[^\s@]+$/.test(target)) return { href: target, external: false };
    if (/^tel:\+?[0-9 ()-]+$/.test(target)) return { href: `tel:${target.slice(4).replace(/[ ()-]/g, "")}`, external: false };
    // A target a browser cannot parse (`https://º.0`) is a broken link: refused at publish time.
    if (/^https:\/\/[^\s/]+\.[^\s]+$/.test(target) && isUrl(target)) return { href: target, external: true };
    return { error: "links must point to /path, route:<key>, mailto:, tel: or https://" };
  };
}

function routeLink(site: TenantConfig, key: string): ResolvedLink | { error: string } {
  if (!(routeKeys as string[]).includes(key)) return { error: `"${key}" is not a route key of tenants/routes.json` };
  const routeKey = key as RouteKey;
  if (!siteOffers(site, routeKey)) return { error: `the ${site.id} site has no "${key}" page` };
  // A path with parameters (a trip, a coordinator) cannot be named by its key alone.
  if (/(^|\/):/.test(routeTable[routeKey][site.pathLocale])) return { error: `"${key}" needs parameters: link to the page's path instead` };
  return { href: href(site.pathLocale, routeKey), external: false };
}

function isUrl(text: string): boolean {
  try {
    return new URL(text).protocol === "https:";
  } catch {
    return false;
  }
}
