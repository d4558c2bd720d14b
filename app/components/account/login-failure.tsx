import { Link } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import { useLocalizedHref } from "../shell/use-tenant";

/**
 * When signing in did not work (the provider unreachable, a failed callback): what happened,
 * a way to try again unless trying again cannot help, and a way on to the trips of this site.
 */
export function LoginFailure({ message, returnTo, canRetry = true }: { message: string; returnTo: string; canRetry?: boolean }) {
  const { t } = useTranslation();
  const to = useLocalizedHref();
  return (
    <article className="page narrow" data-testid="login-failed">
      <h1>{t("account.login.failedTitle")}</h1>
      <p>{message}</p>
      <p className="actions">
        {canRetry && (
          <a className="button" href={`/login?returnTo=${encodeURIComponent(returnTo)}`}>
            {t("account.login.tryAgain")}
          </a>
        )}
        <Link className="button secondary" to={to("travels")}>
          {t("home.browseCta")}
        </Link>
      </p>
    </article>
  );
}
