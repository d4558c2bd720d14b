import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../components/shell/translation";
import { useLocalizedHref } from "../components/shell/use-tenant";
import { loginRedirectLoader } from "./login.redirect.server";

/** GET /login/redirect, the login callback (001 §2): login.redirect.server.ts. */
export const loader = loginRedirectLoader;

export default function LoginRedirect() {
  const { reason, returnTo } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalizedHref();
  return (
    <article className="page narrow" data-testid="login-failed">
      <h1>{t("account.login.failedTitle")}</h1>
      <p>{t(reason === "not-allowed" ? "account.errors.ACCOUNT_NOT_ALLOWED" : reason === "expired" ? "account.login.expired" : "account.login.failedBody")}</p>
      <p className="actions">
        {reason !== "not-allowed" && (
          <a className="button" href={`/login?returnTo=${encodeURIComponent(returnTo)}`}>
            {t("account.login.tryAgain")}
          </a>
        )}
        {/* A way on when signing in did not work: the trips, on this site. */}
        <Link className="button secondary" to={to("travels")}>
          {t("home.browseCta")}
        </Link>
      </p>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.seo.title ?? "Caravan" }, { name: "robots", content: "noindex" }];
