import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useTranslation } from "../components/shell/translation";
import { useLocalizedHref } from "../components/shell/use-tenant";
import { translatorFor } from "../server/i18n.server";
import { seoOf } from "../server/seo.server";

/** The login entry of the header. Sign-in with an e-mailed code arrives with the accounts feature. */
export async function loader({ context }: LoaderFunctionArgs) {
  const t = await translatorFor(context.tenant.language);
  return { title: (await seoOf(context, t("login.title"))).title };
}

export default function Login() {
  const { t } = useTranslation();
  const to = useLocalizedHref();
  return (
    <article className="page">
      <h1>{t("login.title")}</h1>
      <p>{t("login.soon")}</p>
      <p>
        <Link to={to("travels")}>{t("home.browseCta")}</Link>
      </p>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Caravan" }, { name: "robots", content: "noindex" }];
