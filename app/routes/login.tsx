import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../components/shell/translation";
import { useLocalizedHref } from "../components/shell/use-tenant";
import { loginLoader } from "./login.server";

/** GET /login starts the sign-in at the identity provider (login.server.ts). */
export const loader = loginLoader;

/** Shown only when the provider cannot be reached or sign-in is not configured. */
export default function Login() {
  const { returnTo } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalizedHref();
  return (
    <article className="page narrow">
      <h1>{t("account.login.failedTitle")}</h1>
      <p>{t("account.login.unavailable")}</p>
      <p className="actions">
        <a className="button" href={`/login?returnTo=${encodeURIComponent(returnTo)}`}>
          {t("account.login.tryAgain")}
        </a>
        <Link className="button secondary" to={to("travels")}>
          {t("home.browseCta")}
        </Link>
      </p>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.seo.title ?? "Caravan" }, { name: "robots", content: "noindex" }];
