import { useRouteLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import type { TenantConfig } from "../../../tenants/schema";
import { fillPath, type RouteParams } from "../../../tenants/route-path";
import type { RouteKey } from "../../../tenants/routes";
import type { loader as rootLoader } from "../../root";
import { useSiteShell } from "./site-shell";
import { useSiteFallback } from "./site-fallback";
import { personalOverlayFor } from "./personal-state";

type RootLoaderData = Awaited<ReturnType<typeof rootLoader>>;
/** The root loader's data with the site's config in place of its id. */
export type RootData = Omit<RootLoaderData, "tenant"> & { tenant: TenantConfig };

// One joined object per loader answer, so every component of a render sees the same one.
const joined = new WeakMap<RootLoaderData, RootData>();

/**
 * The root loader's data: present on every page and on error pages below the root, with the
 * site's config from the site shell. On an error the root's own boundary renders (its loader did
 * not run), the site comes from the request's load context instead (site-fallback.tsx): the same
 * tenant, currency and environment.
 *
 * A page answered from the shared copy to a signed-in person carries their state beside the
 * copy's anonymous data (personal-state.tsx): while the page shows that data, the person and
 * their saved ids are the overlay's, as the server's markup already shows them.
 */
export function useRootData(): RootData | undefined {
  const data = useRouteLoaderData<typeof rootLoader>("root") as RootLoaderData | undefined;
  const fallback = useSiteFallback() as unknown as RootData | null;
  const tenant = useSiteShell()?.tenant;
  if (!data || !tenant) return fallback ?? undefined;
  let root = joined.get(data);
  if (!root) {
    const personal = personalOverlayFor(data);
    root = personal ? { ...data, tenant, user: personal.user, wishlist: personal.wishlist } : { ...data, tenant };
    joined.set(data, root);
  }
  return root;
}

/** The country site of this page. */
export function useTenant(): TenantConfig | null {
  return useRootData()?.tenant ?? null;
}

/** The site's today (YYYY-MM-DD), or "" before the root loader has run (error pages). */
export function useToday(): string {
  return (useRootData() as { today?: string } | undefined)?.today ?? "";
}

export function useIsProduction(): boolean {
  return useRootData()?.isProduction ?? true;
}

/** Builds this tenant's localized path for a route key. */
export function useLocalizedHref(): (key: RouteKey, params?: RouteParams) => string {
  const paths = useSiteShell()?.paths;
  // Without root data (the root loader itself failed) every link leads home.
  return useCallback((key, params) => (paths ? fillPath(key, paths[key], params) : "/"), [paths]);
}
