import type { AppLoadContext } from "@remix-run/cloudflare";
import type { RouteMatch } from "../../tenants/routes";
import { brandedTitle } from "../lib/seo/title";
import { translatorFor } from "./i18n.server";

export type PageSeo = { title: string; description: string };

/** The one title rule (app/lib/seo/title.ts): "title | brand" on every page. The description defaults to the site's own. */
export async function seoOf(context: AppLoadContext, title: string, options: { description?: string } = {}): Promise<PageSeo> {
  const t = await translatorFor(context.tenant.language);
  return { title: brandedTitle(title, t("meta.titleSuffix")), description: options.description ?? t("meta.description") };
}

/** A route key's page: its localized title (`pages.<key>.title`) under the title rule. */
export async function pageSeo(context: AppLoadContext, match: RouteMatch, description?: string): Promise<PageSeo> {
  const t = await translatorFor(context.tenant.language);
  return seoOf(context, t(`pages.${match.key}.title`, match.params), description !== undefined ? { description } : {});
}

/**
 * A custom page's SEO fields as its file sets them: the title keeps the title rule
 * (a site name the file ends its title with, "| Caravan Italia", gives way to the brand), noindex is the page's own.
 */
export async function contentPageSeo(
  context: AppLoadContext,
  page: { seo: { title: string; description: string; noindex: boolean } },
): Promise<PageSeo & { noindex: boolean }> {
  const t = await translatorFor(context.tenant.language);
  return { title: brandedTitle(page.seo.title, t("meta.titleSuffix")), description: page.seo.description, noindex: page.seo.noindex };
}
