/**
 * Which tag manager container a request's page may load, and what the visitor said about it.
 * The container is the site's (tenants/<id>.json); the tests can give a site without one a test
 * container, on their own requests only (see TEST_ANALYTICS_CONTAINER_ID in workers/env.ts).
 */
import { consentOf, type ConsentChoice } from "../app/lib/consent/consent";
import { cookieValue, type Cookies } from "../app/lib/http/cookies";
import type { TenantConfig } from "../tenants";
import type { Env } from "./env";

/** The cookie a test sets (value "1") to see the test container; read in development only, never set by the site. */
export const TEST_ANALYTICS_COOKIE = "test_analytics_container";
export const TEST_ANALYTICS_CONTAINER_VAR = "TEST_ANALYTICS_CONTAINER_ID";

export type PageAnalytics = {
  /** The container whose script the page may load, or null: no banner, no script. */
  containerId: string | null;
  /** The visitor's answer, or null when they have not answered (or it expired). */
  consent: ConsentChoice | null;
};

export function pageAnalyticsOf(
  tenant: Pick<TenantConfig, "analyticsContainerId">,
  env: Pick<Env, "ENVIRONMENT" | "TEST_ANALYTICS_CONTAINER_ID">,
  cookies: Cookies,
): PageAnalytics {
  const testContainer =
    env.ENVIRONMENT === "development" && env.TEST_ANALYTICS_CONTAINER_ID && cookieValue(cookies, TEST_ANALYTICS_COOKIE) === "1"
      ? env.TEST_ANALYTICS_CONTAINER_ID
      : null;
  const containerId = tenant.analyticsContainerId ?? testContainer;
  return { containerId, consent: containerId ? consentOf(cookies) : null };
}

/**
 * What an anonymous page's copy depends on from analytics (workers/http/edge-cache.ts): nothing
 * on a site without a container; else the container and the visitor's answer, so a copy made
 * for one answer (a banner, or the loader) is never served to a visitor with another.
 */
export function analyticsVariantOf({ containerId, consent }: PageAnalytics): string | null {
  return containerId ? `${containerId}.${consent ?? "ask"}` : null;
}
