import type { TenantConfig } from "../../tenants";
import { refusalResponse } from "./refusal-page";
import { COOKIE_NAMES, cookieValue, setCookie, type Cookies } from "../../app/lib/http/cookies";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const DEVICE_COOKIE = COOKIE_NAMES.device;
const DEVICE_MAX_AGE = 365 * 24 * 60 * 60; // a year

/**
 * Refuses state-changing requests sent from another site (CSRF): a browser tells us
 * with Sec-Fetch-Site, and Origin must be our own origin when it is present. The 403 says so
 * in the site's language.
 */
export function refuseCrossSiteWrite(request: Request, rawEnv?: unknown): Response | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const site = request.headers.get("Sec-Fetch-Site");
  const origin = request.headers.get("Origin");
  const ownOrigin = new URL(request.url).origin;
  if (site === "cross-site" || (origin !== null && origin !== ownOrigin)) {
    return refusalResponse(request, 403, rawEnv);
  }
  return null;
}

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** `formTargets`: other origins a form may lead to, through redirects too (the identity provider and its client sites). */
export function contentSecurityPolicy(nonce: string, tenant: TenantConfig, formTargets: string[] = []): string {
  // The tag manager is allowed only on sites that configure a container.
  const analytics = tenant.analyticsContainerId ? "https://www.googletagmanager.com https://www.google-analytics.com" : "";
  const images = ["'self'", "data:", tenant.imageHost, analytics].filter(Boolean).join(" ");
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    // React writes style attributes (e.g. virtualised list offsets).
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images}`,
    "font-src 'self'",
    `connect-src ${["'self'", analytics].filter(Boolean).join(" ")}`,
    `form-action ${["'self'", new URL(tenant.bookingsBaseUrl).origin, ...formTargets].join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every response of ours carries; HTML pages add their CSP on top. */
export function applySecurityHeaders(headers: Headers): void {
  headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), payment=(), usb=(), geolocation=(self), interest-cohort=()");
  headers.set("X-Frame-Options", "DENY");
}

/** The device id cookie: read it, or mint one and say how to set it. */
export function readDeviceId(from: Request | Cookies): string | null {
  const value = cookieValue(from instanceof Request ? from.headers.get("Cookie") : from, DEVICE_COOKIE);
  return value && /^[0-9a-f-]{36}$/.test(value) ? value : null;
}

export function deviceIdCookie(id: string, hostname: string, tenant: TenantConfig): string {
  const domain = parentDomain(hostname, tenant);
  return setCookie(DEVICE_COOKIE, id, { maxAge: DEVICE_MAX_AGE, ...(domain ? { domain } : {}) });
}

/** The device id lives on the parent domain, so www. and us. share it. */
function parentDomain(hostname: string, tenant: TenantConfig): string | null {
  const apex = tenant.hosts.map((h) => h.replace(/^(www|us)\./, "")).find((h) => hostname === h || hostname.endsWith(`.${h}`));
  return apex ?? null;
}
