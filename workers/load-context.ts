import type { AppLoadContext } from "@remix-run/cloudflare";
import { resolveTenant } from "../tenants";
import { resolvePage, type PageResolution } from "../tenants/routes";
import { todayIn } from "../app/lib/dates/time-zone";
import { chosenCurrency } from "../app/lib/shell/currency-cookie";
import { parseEnv } from "./env";
import { createServices } from "./services";
import type { SessionUser } from "./session/types";

type Init = {
  request: Request;
  rawEnv: unknown;
  waitUntil: (promise: Promise<unknown>) => void;
  nonce: string;
  deviceId: string;
  /** The request's instant; a test may fix it. */
  now?: Date;
};

/**
 * Built once per request by the Worker entry; routes reach server things only through it.
 * Everything a page needs to know about who asks is decided here, once: the site, the
 * currency, today in the site's time zone, which page the path names, and the services
 * bound to all of that.
 */
export function createLoadContext({ request, rawEnv, waitUntil, nonce, deviceId, now = new Date() }: Init) {
  const env = parseEnv(rawEnv);
  const url = new URL(request.url);
  const tenant = resolveTenant(url.hostname, env.DEFAULT_TENANT);
  /** 001 §3: the currency every price on this render uses. */
  const currency = chosenCurrency(request.headers.get("Cookie"), tenant);
  /** Today's calendar day in the site's time zone: what "past" means on its pages and in search. */
  const today = todayIn(tenant, now);
  const logger = console;
  return {
    env,
    tenant,
    currency,
    now,
    today,
    /** The page the path names on this site (architecture §4), matched once for the root and the route. */
    page: resolvePage(tenant.pathLocale, pagePathname(url)) satisfies PageResolution,
    /** The signed-in person, once sign-in exists; null for visitors. */
    user: null as SessionUser | null,
    nonce,
    deviceId,
    waitUntil,
    isProduction: env.ENVIRONMENT === "production",
    services: createServices({ env, tenant, currency, today, waitUntil, logger }),
  };
}

/**
 * The page's own path: a client navigation asks for `/path.data` (`/_root.data` for the
 * home page), which names the same page as `/path` (Remix's single-fetch URLs).
 */
function pagePathname(url: URL): string {
  if (!url.pathname.endsWith(".data")) return url.pathname;
  const path = url.pathname.slice(0, -".data".length);
  return path === "/_root" ? "/" : path;
}

export type LoadContext = ReturnType<typeof createLoadContext>;

declare module "@remix-run/cloudflare" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
  // Single fetch types for loaders and actions (the v3_singleFetch future flag is on).
  interface Future {
    v3_singleFetch: true;
  }
}

export type { AppLoadContext };
