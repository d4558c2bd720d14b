import { getTenant, tenants, type TenantConfig } from "../../tenants";
import { href } from "../../tenants/routes";
import { isPageNavigation } from "../flags/experiments";
import type { Flags } from "../flags/flags";
import { COOKIE_NAMES, cookieValue, setCookie, type CookieSource } from "../../app/lib/http/cookies";

/**
 * Geolocation: a visitor whose country belongs to another site is offered that site
 * once, in the country modal; only the neutral root (the international site's home) moves
 * them by itself. Their answer is kept for a year in `caravan_site_choice` (the forced-redirect
 * cookie), named in the privacy policies.
 */
export const SITE_CHOICE_COOKIE = COOKIE_NAMES.siteChoice;
const ONE_YEAR = 365 * 24 * 60 * 60;
/** The site whose home is the neutral root: the one a visitor of no particular country lands on. */
export const NEUTRAL_SITE = "int";
/** Outside production a test or a developer names the visitor's country with this header. */
export const TEST_COUNTRY_HEADER = "X-Test-Country";

/** The visitor's country: Cloudflare's `cf.country`; outside production a test header wins. */
export function visitorCountry(request: Request, isProduction: boolean): string | null {
  const header = isProduction ? null : request.headers.get(TEST_COUNTRY_HEADER);
  const cf = (request as { cf?: { country?: unknown } }).cf;
  const country = header ?? (typeof cf?.country === "string" ? cf.country : null);
  const code = country?.trim().toUpperCase() ?? "";
  // Cloudflare says XX for unknown and T1 for Tor: neither is a country of a site.
  return /^[A-Z]{2}$/.test(code) && code !== "XX" && code !== "T1" ? code : null;
}

/** The site the visitor chose (a known site id), or null when the cookie is absent or altered. */
export function readSiteChoice(cookies: CookieSource): string | null {
  const value = cookieValue(cookies, SITE_CHOICE_COOKIE);
  return value && /^[a-z]{2,3}$/.test(value) && getTenant(value) ? value : null;
}

export function siteChoiceCookie(tenantId: string): string {
  return setCookie(SITE_CHOICE_COOKIE, tenantId, { maxAge: ONE_YEAR });
}

/** Whether a URL's host is one of a site's (production hosts, or its `<id>.localhost` alias). */
export function isSiteHost(tenant: TenantConfig, hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return tenant.hosts.includes(host) || host === `${tenant.id}.localhost`;
}

/** A site's origin seen from the current request (as app/server/site-links.server.ts builds it). */
export function siteOriginFrom(tenant: TenantConfig, current: URL): string {
  if (current.hostname === "localhost" || current.hostname.endsWith(".localhost")) {
    return `${current.protocol}//${tenant.id}.localhost${current.port ? `:${current.port}` : ""}`;
  }
  return `https://${tenant.hosts[0]}`;
}

/** The visitor came here by a link or a choice on another of our sites: they have picked this one. */
export function cameFromSiblingSite(request: Request, current: TenantConfig): boolean {
  const referer = request.headers.get("Referer");
  if (!referer) return false;
  try {
    const { hostname } = new URL(referer);
    return tenants.some((tenant) => tenant.id !== current.id && isSiteHost(tenant, hostname));
  } catch {
    return false;
  }
}

/**
 * The site a visitor from `country` belongs to, seen from `current`: one whose `reference`
 * lists the country and whose `addressFrom` names the current site. None when the current
 * site is already theirs.
 */
export function siteForCountry(country: string | null, current: TenantConfig): TenantConfig | null {
  if (!country || current.geolocation.reference.includes(country)) return null;
  return (
    tenants.find(
      (tenant) =>
        tenant.id !== current.id && tenant.geolocation.reference.includes(country) && tenant.geolocation.addressFrom.includes(current.id),
    ) ?? null
  );
}

/** What the country modal offers (root data, rendered server-side). */
export type SiteSuggestion = {
  tenantId: string;
  name: string;
  languageLabel: string;
  hreflang: string;
  /** The visitor's country (ISO code), for the sentence that explains the offer. */
  country: string;
  /** Same page there when it exists (the root's site links), else `home`. */
  destination: "same-page" | "home";
  home: string;
};

export type Geolocation = {
  country: string | null;
  /** The site the visitor chose earlier (the cookie), if any. */
  choice: string | null;
  /** The site to offer in the country modal on this page. */
  suggestion: SiteSuggestion | null;
  /** The neutral root only: where to send the visitor (302) instead of rendering it. */
  rootRedirect: string | null;
  /** A choice to remember on this response (the offer was shown, or the visitor arrived from a sibling site). */
  setCookie: string | null;
};

const NONE = { suggestion: null, rootRedirect: null, setCookie: null };

export function geolocationOf({
  request,
  cookies,
  tenant,
  flags,
  isProduction,
}: {
  request: Request;
  cookies: CookieSource;
  tenant: TenantConfig;
  flags: Flags;
  isProduction: boolean;
}): Geolocation {
  const country = visitorCountry(request, isProduction);
  const choice = readSiteChoice(cookies);
  const base = { country, choice };
  if (!flags.isEnabled("geolocationRedirect") || !isPageNavigation(request)) return { ...base, ...NONE };
  const url = new URL(request.url);
  const isNeutralRoot = tenant.id === NEUTRAL_SITE && url.pathname === "/";
  if (choice) {
    // The forced redirect: the neutral root takes the visitor to the site they chose before.
    const chosen = choice !== tenant.id && isNeutralRoot ? getTenant(choice) : undefined;
    return { ...base, ...NONE, rootRedirect: chosen ? homeOf(chosen, url) : null };
  }
  const theirs = siteForCountry(country, tenant);
  if (!theirs) return { ...base, ...NONE };
  // Following a link from a sibling site is a choice of this one: remembered, nothing offered.
  if (cameFromSiblingSite(request, tenant)) return { ...base, ...NONE, setCookie: siteChoiceCookie(tenant.id) };
  if (isNeutralRoot) return { ...base, ...NONE, rootRedirect: homeOf(theirs, url), setCookie: siteChoiceCookie(theirs.id) };
  if (!theirs.geolocation.showRedirectPopup) return { ...base, ...NONE };
  return {
    ...base,
    suggestion: {
      tenantId: theirs.id,
      name: theirs.name,
      languageLabel: theirs.languageLabel,
      hreflang: theirs.hreflang,
      country: country!,
      destination: theirs.geolocation.redirectDestination,
      home: homeOf(theirs, url),
    },
    rootRedirect: null,
    // Offered once: closing the modal (with JavaScript or without) keeps this site.
    setCookie: siteChoiceCookie(tenant.id),
  };
}

function homeOf(tenant: TenantConfig, current: URL): string {
  return siteOriginFrom(tenant, current) + (href(tenant.pathLocale, "index") || "/");
}
