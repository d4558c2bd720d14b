import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../components/shell/translation";
import { useLocalizedHref } from "../components/shell/use-tenant";
import { notFound, requirePage } from "../server/page.server";
import { pageSeo } from "../server/seo.server";

/**
 * 001 §2: fixed content pages are custom pages keyed by their route key. Pages whose
 * feature has no module yet render here too, with their localized title.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const match = requirePage(request, context);
  // A dynamic page (an event by city and slug) names a record: with none to show, it is not found.
  if (Object.keys(match.params).length > 0) throw notFound();
  const seo = await pageSeo(context, match);
  return { key: match.key, params: match.params, seo };
}

export default function CustomPage() {
  const { key, params } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalizedHref();
  return (
    <article className="page" data-route-key={key}>
      <h1>{t(`pages.${key}.title`, params)}</h1>
      <p>{t("placeholder.body")}</p>
      <p>
        <Link to={to("travels")}>{t("home.browseCta")}</Link>
      </p>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.seo.title }, { name: "description", content: data.seo.description }] : [];
