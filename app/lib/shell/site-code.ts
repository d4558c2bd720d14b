import type { TenantConfig } from "../../../tenants/schema";

/**
 * The short code beside the header's globe: the site's country ("IT", "GB"). A site that
 * serves no one country (its hreflang names a language only: the international site) shows
 * its language instead ("EN"), never the country its config happens to be formatted for.
 */
export function siteCode(tenant: Pick<TenantConfig, "countryCode" | "hreflang">): string {
  return /^[a-z]{2}$/.test(tenant.hreflang) ? tenant.hreflang.toUpperCase() : tenant.countryCode;
}
