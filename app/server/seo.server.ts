import type { AppLoadContext } from "@remix-run/cloudflare";
import type { RouteMatch } from "../../tenants/routes";
import { translatorFor } from "./i18n.server";

export type PageSeo = { title: string; description: string };

/**
 * The one title rule (000 §9): "title | brand" on every page; the home page leads with the
 * brand ("brand · title"). The description defaults to the site's own.
 */
export async function seoOf(
  context: AppLoadContext,
  title: string,
  options: { description?: string; home?: boolean } = {},
): Promise<PageSeo> {
  const t = await translatorFor(context.tenant.language);
  const brand = t("meta.titleSuffix");
  return {
    title: options.home ? `${brand} · ${title}` : `${title} | ${brand}`,
    description: options.description ?? t("meta.description"),
  };
}

/** A route key's page: its localized title (`pages.<key>.title`) under the title rule. */
export async function pageSeo(context: AppLoadContext, match: RouteMatch, description?: string): Promise<PageSeo> {
  const t = await translatorFor(context.tenant.language);
  return seoOf(context, t(`pages.${match.key}.title`, match.params), {
    ...(description !== undefined ? { description } : {}),
    home: match.key === "index",
  });
}

/**
 * A custom page's SEO fields as its file sets them (001 §3): the title keeps the title rule
 * (the brand is added when the file's title does not name it), noindex is the page's own.
 */
export async function contentPageSeo(
  context: AppLoadContext,
  page: { seo: { title: string; description: string; noindex: boolean } },
): Promise<PageSeo & { noindex: boolean }> {
  const t = await translatorFor(context.tenant.language);
  const brand = t("meta.titleSuffix");
  const title = page.seo.title.includes(brand) ? page.seo.title : `${page.seo.title} | ${brand}`;
  return { title, description: page.seo.description, noindex: page.seo.noindex };
}
