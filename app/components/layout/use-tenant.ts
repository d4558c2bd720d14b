import { useRouteLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import type { TenantConfig } from "../../../tenants/schema";
import { href, type RouteKey, type RouteParams } from "../../../tenants/routes";

type RootData = { tenant: TenantConfig; isProduction: boolean };

/** The country site of this page, from the root loader (present on every page and error page). */
export function useTenant(): TenantConfig | null {
  return useRouteLoaderData<RootData>("root")?.tenant ?? null;
}

export function useIsProduction(): boolean {
  return useRouteLoaderData<RootData>("root")?.isProduction ?? true;
}

/** Builds this tenant's localized path for a route key. */
export function useLocalizedHref(): (key: RouteKey, params?: RouteParams) => string {
  const tenant = useTenant();
  const pathLocale = tenant?.pathLocale ?? "en-US";
  return useCallback((key, params) => href(pathLocale, key, params), [pathLocale]);
}
