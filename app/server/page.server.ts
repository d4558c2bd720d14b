import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { TenantConfig } from "../../tenants";
import type { RouteKey, RouteMatch } from "../../tenants/routes";

/** Keys a tenant only has when its config turns the feature on (AI search is hidden elsewhere). */
export function tenantOffers(tenant: TenantConfig, key: RouteKey): boolean {
  if (key === "search-ai") return tenant.features.aiSearch;
  return true;
}

/**
 * Every page loader starts here, with the page the load context matched for the request
 * path. Another path-locale's path for the same page moves (301) to this tenant's path;
 * anything else this tenant does not have is a 404.
 */
export function requirePage(request: Request, context: AppLoadContext, key?: RouteKey): RouteMatch {
  const { page } = context;
  if (page.kind === "redirect") throw redirect(page.location + new URL(request.url).search, 301);
  // This site's own pages follow its flags as evaluated for the request (config + override).
  const offered = page.kind === "page" && (page.match.key !== "search-ai" || context.flags.isEnabled("aiSearch"));
  if (page.kind === "not-found" || (key && page.match.key !== key) || !offered) {
    throw notFound();
  }
  return page.match;
}

export function notFound(): Response {
  return new Response("Not found", { status: 404 });
}
