import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { TenantConfig } from "../../tenants/index";
import { resolvePage, type RouteKey, type RouteMatch } from "../../tenants/routes";
import { translatorFor } from "./i18n.server";

/** Keys a tenant only has when its config turns the feature on (001 §2: AI search is hidden elsewhere). */
export function tenantOffers(tenant: TenantConfig, key: RouteKey): boolean {
  if (key === "search-ai") return tenant.features.aiSearch;
  return true;
}

/**
 * Every page loader starts here: it resolves the request path against the tenant's
 * column of the route table. Another path-locale's path for the same page moves (301)
 * to this tenant's path; anything else this tenant does not have is a 404.
 */
export function requirePage(request: Request, context: AppLoadContext, key?: RouteKey): RouteMatch {
  const url = new URL(request.url);
  const resolution = resolvePage(context.tenant.pathLocale, url.pathname);
  if (resolution.kind === "redirect") throw redirect(resolution.location + url.search, 301);
  if (resolution.kind === "not-found" || (key && resolution.match.key !== key) || !tenantOffers(context.tenant, resolution.match.key)) {
    throw new Response("Not found", { status: 404 });
  }
  return resolution.match;
}

export type PageSeo = { title: string; description: string };

/** Title with the brand suffix (000 §9) and the description, in the tenant's language. */
export async function pageSeo(context: AppLoadContext, match: RouteMatch, description?: string): Promise<PageSeo> {
  const t = await translatorFor(context.tenant.language);
  const title = t(`pages.${match.key}.title`, match.params);
  const suffix = t("meta.titleSuffix");
  return { title: match.key === "index" ? `${suffix} · ${title}` : `${title} | ${suffix}`, description: description ?? t("meta.description") };
}
