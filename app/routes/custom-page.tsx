import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CustomPageView } from "../components/content/custom-page-view";
import { useTranslation } from "../components/shell/translation";
import { useLocalizedHref } from "../components/shell/use-tenant";
import { contentPageMeta } from "../components/content/page-meta";
import contentStyles from "../styles/content.css";
import { customPageLoader } from "./custom-page.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

/**
 * 001 §2: fixed content pages are custom pages keyed by their route key, read from the
 * published content. Keys whose feature has no module yet still render their title here.
 */
export async function loader(args: LoaderFunctionArgs) {
  return customPageLoader(args);
}

export default function CustomPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalizedHref();
  if (data.kind === "content") return <CustomPageView data={data} />;
  return (
    <article className="page" data-route-key={data.key}>
      <h1>{t(`pages.${data.key}.title`, data.params)}</h1>
      <p>{t("placeholder.body")}</p>
      <p>
        <Link to={to("travels")}>{t("home.browseCta")}</Link>
      </p>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? contentPageMeta(data) : []);
