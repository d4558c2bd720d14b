import { tenants, type TenantConfig } from "../../tenants/index";
import { href, type RouteMatch } from "../../tenants/routes";
import { tenantOffers } from "./page.server";

export type SiteLink = {
  tenantId: string;
  name: string;
  languageLabel: string;
  hreflang: string;
  href: string;
  inCountrySwitcher: boolean;
};

/**
 * The origin of a site: production hosts get their first hostname; on a dev alias
 * (`<id>.localhost:port`) the other sites are their own aliases on the same port.
 */
export function siteOrigin(tenant: TenantConfig, current: URL): string {
  if (current.hostname === "localhost" || current.hostname.endsWith(".localhost")) {
    return `${current.protocol}//${tenant.id}.localhost${current.port ? `:${current.port}` : ""}`;
  }
  return `https://${tenant.hosts[0]}`;
}

/**
 * The same page on every site (route key + params → each site's path),
 * for hreflang alternates and the country switcher. Pages whose parameters differ per
 * language (trip slugs) pass their own `paramsFor`.
 */
export function pageOnEverySite(
  current: URL,
  match: RouteMatch | null,
  paramsFor: (tenant: TenantConfig) => Record<string, string> = () => match?.params ?? {},
): SiteLink[] {
  if (!match) return [];
  return tenants.flatMap((tenant) => {
    if (!tenantOffers(tenant, match.key)) return [];
    const path = href(tenant.pathLocale, match.key, paramsFor(tenant));
    if (!path) return [];
    return [
      {
        tenantId: tenant.id,
        name: tenant.name,
        languageLabel: tenant.languageLabel,
        hreflang: tenant.hreflang,
        href: siteOrigin(tenant, current) + path,
        inCountrySwitcher: tenant.inCountrySwitcher,
      },
    ];
  });
}
