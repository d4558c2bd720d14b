import { useRouteLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import type { TenantConfig } from "../../../tenants/schema";
import { fillPath, type RouteParams } from "../../../tenants/route-path";
import type { RouteKey } from "../../../tenants/routes";
import type { loader as rootLoader } from "../../root";
import { useSiteShell } from "./site-shell";
import { useSiteFallback } from "./site-fallback";

export type RootData = Awaited<ReturnType<typeof rootLoader>>;

/**
 * The root loader's data: present on every page and on error pages below the root. On an error
 * the root's own boundary renders (its loader did not run), the site comes from the request's
 * load context instead (site-fallback.tsx): the same tenant, currency and environment.
 */
export function useRootData(): RootData | undefined {
  const data = useRouteLoaderData<typeof rootLoader>("root") as RootData | undefined;
  const fallback = useSiteFallback() as unknown as RootData | null;
  return data ?? fallback ?? undefined;
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
