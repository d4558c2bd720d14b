import { isRouteErrorResponse, Link } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import { useIsProduction, useLocalizedHref } from "../shell/use-tenant";

/** The meetup section's paths (WeMeet and the events lists), where a 404 leads back to the events. */
function eventsListOf(pathname: string, to: ReturnType<typeof useLocalizedHref>): string | null {
  const within = (base: string) => base !== "" && base !== "/" && (pathname === base || pathname.startsWith(`${base}/`));
  if (within("/wemeet")) return to("wemeet-events");
  if (within(to("events"))) return to("events");
  return null;
}

/**
 * 404 and 410 show the not-on-the-map cover with a button to the trips
 * (or to the events inside the meetup section); 405 says the method is not allowed; other
 * statuses show the generic error, with the status and message outside production only.
 */
export function ErrorPage({ error, pathname }: { error: unknown; pathname: string }) {
  const { t } = useTranslation();
  const to = useLocalizedHref();
  const isProduction = useIsProduction();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404 || status === 410) {
    const events = eventsListOf(pathname, to);
    return (
      <section className="cover error-cover" aria-labelledby="error-title">
        <h1 id="error-title">{t("errors.notFoundTitle")}</h1>
        <p className="subtitle">{t("errors.notFoundSubtitle")}</p>
        <p>{t("errors.notFoundBody")}</p>
        <Link className="button" to={events ?? to("travels")}>
          {events ? t("errors.showEvents") : t("errors.showTours")}
        </Link>
      </section>
    );
  }
  const message = isRouteErrorResponse(error) ? String(error.data ?? error.statusText) : error instanceof Error ? error.message : "";
  // A form posted to a page that takes none (a stale tab, a hand-made request): nothing broke.
  const notAllowed = status === 405;
  return (
    <section className="cover error-cover" aria-labelledby="error-title">
      <h1 id="error-title">{t(notAllowed ? "accountSteps.http.405.title" : "errors.genericTitle")}</h1>
      <p>{t(notAllowed ? "accountSteps.http.405.body" : "notification.ERROR")}</p>
      {!isProduction && (
        <p className="error-detail">
          {t("errors.status", { status })}: {message}
        </p>
      )}
    </section>
  );
}
