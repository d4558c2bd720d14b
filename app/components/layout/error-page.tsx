import { isRouteErrorResponse, Link } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import { useIsProduction, useLocalizedHref } from "../shell/use-tenant";

/**
 * 001 §2 / §8: 404 and 410 show the not-on-the-map cover with a button to the trips
 * (or to the events inside the meetup section); other statuses show the generic error,
 * with the status and message outside production only.
 */
export function ErrorPage({ error, pathname }: { error: unknown; pathname: string }) {
  const { t } = useTranslation();
  const to = useLocalizedHref();
  const isProduction = useIsProduction();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404 || status === 410) {
    const inMeetup = pathname.startsWith("/wemeet");
    return (
      <section className="cover error-cover" aria-labelledby="error-title">
        <h1 id="error-title">{t("errors.notFoundTitle")}</h1>
        <p className="subtitle">{t("errors.notFoundSubtitle")}</p>
        <p>{t("errors.notFoundBody")}</p>
        <Link className="button" to={inMeetup ? to("wemeet-events") : to("travels")}>
          {inMeetup ? t("errors.showEvents") : t("errors.showTours")}
        </Link>
      </section>
    );
  }
  const message = isRouteErrorResponse(error) ? String(error.data ?? error.statusText) : error instanceof Error ? error.message : "";
  return (
    <section className="cover error-cover" aria-labelledby="error-title">
      <h1 id="error-title">{t("errors.genericTitle")}</h1>
      <p>{t("notification.ERROR")}</p>
      {!isProduction && (
        <p className="error-detail">
          {t("errors.status", { status })}: {message}
        </p>
      )}
    </section>
  );
}
