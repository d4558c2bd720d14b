import type { AppLoadContext } from "@remix-run/cloudflare";
import { href, type RouteKey } from "../../tenants/routes";
import { breadcrumbJsonLd } from "../lib/seo/breadcrumb";
import { translatorFor } from "./i18n.server";
import { siteOrigin } from "./site-links.server";

/**
 * A step of the trail: a page of this site by route key, named by its catalogue title
 * (`pages.<key>.title`) unless given a name, or the page itself (its canonical URL).
 */
export type TrailStep = { name?: string; key: RouteKey; params?: Record<string, string> } | { name: string; url: string };

/**
 * The BreadcrumbList of a page: the site's home first (its name from the catalogue, as the
 * visible trail says it), then the steps, on this site's origin.
 */
export async function breadcrumbOf(context: AppLoadContext, request: Request, steps: readonly TrailStep[]) {
  const t = await translatorFor(context.tenant.language);
  const origin = siteOrigin(context.tenant, new URL(request.url));
  const urlOf = (step: TrailStep) => ("url" in step ? step.url : origin + href(context.tenant.pathLocale, step.key, step.params));
  return breadcrumbJsonLd([
    { name: t("trip.home"), url: origin + href(context.tenant.pathLocale, "index") },
    ...steps.map((step) => ({ name: step.name ?? t(`pages.${"key" in step ? step.key : "index"}.title`), url: urlOf(step) })),
  ]);
}
