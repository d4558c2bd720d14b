import type { TenantConfig } from "../../../tenants";
import { catalogueLanguage } from "../../../tenants/languages";
import { href } from "../../../tenants/routes";
import { UNSUBSCRIBE_PATH } from "../../../app/lib/wishlist/unsubscribe-path";

/**
 * Where a site is reached when no request says so (the scheduled job's e-mails): the
 * PUBLIC_ORIGIN_TEMPLATE var with "{tenant}" replaced by the site's id (locally
 * "http://{tenant}.localhost:8787", set by `npm start` and the tests), else https and the
 * site's first production host, as app/server/site-links.server.ts does for pages.
 */
export function publicOrigin(tenant: TenantConfig, template: string | undefined): string {
  return template ? template.replaceAll("{tenant}", tenant.id).replace(/\/+$/, "") : `https://${tenant.hosts[0]}`;
}

/** A trip's slug columns by catalogue language (slug_en …). */
export type TripSlugs = Record<`slug_${ReturnType<typeof catalogueLanguage>}`, string>;

/** The tour's page on a site (its localized path and the trip's slug in the site's language). */
export function tourUrl(origin: string, tenant: TenantConfig, slugs: TripSlugs, tourId: number): string {
  const slug = slugs[`slug_${catalogueLanguage(tenant.language)}`];
  return origin + href(tenant.pathLocale, "travels-travel-tour", { travel: slug, tour: tourId });
}

/** The trip's page on a site. */
export function tripUrl(origin: string, tenant: TenantConfig, slugs: TripSlugs): string {
  const slug = slugs[`slug_${catalogueLanguage(tenant.language)}`];
  return origin + href(tenant.pathLocale, "travels-travel", { travel: slug });
}

export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}
