import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { TourCard } from "../components/cards/tour-card";
import { TravelCard } from "../components/cards/travel-card";
import { HeartIcon } from "../components/wishlist/heart-icon";
import { useTranslation } from "../components/shell/translation";
import { useLocalizedHref, useTenant } from "../components/shell/use-tenant";
import { AlertsSection } from "../components/wishlist/alerts-section";
import { SavedSearches } from "../components/wishlist/saved-searches";
import { ConfirmDialog } from "../components/wishlist/confirm-dialog";
import { SharedPolls, SharePollForm } from "../components/wishlist/shared-polls";
import { pluralForm } from "../lib/format/plural";
import { TOAST_PARAM } from "../lib/wishlist/toast";
import { formError, type FormFailure } from "../lib/forms/failure";
import { PERSONAL_HEADERS, wishlistAction, wishlistLoader } from "./wishlist.server";
import wishlistStyles from "../styles/wishlist.css";
import pollStyles from "../styles/poll.css";

const CONFIRM_PARAM = "confirm";

/** Wishlist: the signed-in person's saved trips and tours and their alerts. */
export const loader = wishlistLoader;
export const action = wishlistAction;

/** Personal HTML: no cache keeps it, whatever the action or loader answered. */
export const headers: HeadersFunction = () => PERSONAL_HEADERS;

export default function WishlistPage() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // The watched searches' forms answer with the search they were about (their list reads it); the rest with a toast.
  const failure = answer && "toast" in answer && answer.ok === false ? formError(answer as FormFailure) : null;
  const { t, i18n } = useTranslation();
  const to = useLocalizedHref();
  const tenant = useTenant();
  const location = useLocation();
  const path = to("wishlist");
  const search = new URLSearchParams(location.search);
  search.delete(CONFIRM_PARAM);
  search.delete(TOAST_PARAM);
  const here = location.pathname + (search.size ? `?${search}` : "");
  const confirmHref = (state: string) => {
    const next = new URLSearchParams(search);
    next.set(CONFIRM_PARAM, state);
    return `${location.pathname}?${next}`;
  };

  const failureText = (key: string) => t(key, { max: data.pollCaps?.polls ?? "" });

  if (!data.signedIn) {
    return (
      <article className="page wishlist-page">
        <h1>{t("pages.wishlist.title")}</h1>
        {failure && (
          <p className="form-message error" role="alert">
            {failureText(failure)}
          </p>
        )}
        <p>{t("wishlist.page.signedOut")}</p>
        <p>
          <Link className="button" to={data.signInHref}>
            {t("wishlist.page.signIn")}
          </Link>
        </p>
      </article>
    );
  }

  const { saved, alerts, confirm, polls, pollCaps } = data;
  const empty = saved.travels.length === 0 && saved.tours.length === 0;
  const confirmTravel = confirm?.kind === "travel" ? saved.travels.find((travel) => travel.id === confirm.travelId) : undefined;
  const confirmAlert = confirm?.kind === "alert" ? alerts.find((alert) => alert.id === confirm.subscriptionId) : undefined;

  return (
    <article className="page wishlist-page">
      <h1>{t("pages.wishlist.title")}</h1>
      {failure && (
        <p className="form-message error" role="alert">
          {failureText(failure)}
        </p>
      )}
      {empty ? (
        <div className="wishlist-empty">
          <p>{t("wishlist.page.empty")}</p>
          <Link className="button" to={to("search")}>
            {t("wishlist.page.emptyCta")}
          </Link>
        </div>
      ) : (
        <>
          {saved.travels.length > 0 && (
            <section className="wishlist-section" aria-labelledby="saved-trips">
              <h2 id="saved-trips">
                {pluralForm(t("wishlist.page.trips", { count: saved.travels.length }), saved.travels.length, i18n.language)}
              </h2>
              <ul className="cards wishlist-cards">
                {saved.travels.map((travel) => (
                  <li key={travel.id}>
                    {tenant && (
                      <TravelCard
                        travel={travel}
                        tenant={tenant}
                        href={to("travels-travel", { travel: travel.slug })}
                        heart={
                          // Removing a trip asks first, as it takes the trip's saved tours too.
                          <Link
                            to={confirmHref(`travel-${travel.id}`)}
                            preventScrollReset
                            className="heart-form"
                            aria-haspopup="dialog"
                            aria-label={t("wishlist.heart.remove", { title: travel.title })}
                            data-remove-travel={travel.id}
                          >
                            <span className="heart is-saved">
                              <HeartIcon filled />
                            </span>
                          </Link>
                        }
                      />
                    )}
                    {/* Friends choose its dates by a link. */}
                    {polls && <SharePollForm action={path} travel={travel} />}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {saved.tours.length > 0 && (
            <section className="wishlist-section" aria-labelledby="saved-tours">
              <h2 id="saved-tours">
                {pluralForm(t("wishlist.page.tours", { count: saved.tours.length }), saved.tours.length, i18n.language)}
              </h2>
              <ul className="cards wishlist-cards">
                {saved.tours.map((tour) => (
                  <li key={tour.id}>
                    {tenant && (
                      <TourCard tour={tour} tenant={tenant} href={to("travels-travel-tour", { travel: tour.travel.slug, tour: tour.id })} />
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      {polls && pollCaps && <SharedPolls polls={polls} caps={pollCaps} action={path} />}
      <AlertsSection alerts={alerts} action={path} returnTo={here} confirmHref={confirmHref} />
      <SavedSearches searches={data.searches} returnTo={here} answer={answer} />
      {confirmTravel && (
        <ConfirmDialog
          id="confirm-travel"
          title={t("wishlist.confirm.travelTitle")}
          body={t("wishlist.confirm.travelBody", { title: confirmTravel.title })}
          confirmLabel={t("wishlist.confirm.remove")}
          action={path}
          fields={{ intent: "remove-travel", travelId: String(confirmTravel.id), returnTo: here }}
          cancelHref={here}
        />
      )}
      {confirmAlert && (
        <ConfirmDialog
          id="confirm-alert"
          title={t("wishlist.confirm.alertTitle")}
          body={t("wishlist.confirm.alertBody", { title: confirmAlert.travelTitle })}
          confirmLabel={t("wishlist.alerts.deactivate")}
          action={path}
          fields={{ intent: "deactivate", subscriptionId: confirmAlert.id, returnTo: here }}
          cancelHref={here}
        />
      )}
    </article>
  );
}

/** Taking the toast off the URL changes nothing on this page: no need to load it again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const search = new URLSearchParams(url.search);
    search.delete(TOAST_PARAM);
    search.sort();
    return search.toString();
  };
  return strip(currentUrl) !== strip(nextUrl) && defaultShouldRevalidate;
};

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.seo.title ?? "Caravan" },
  { name: "robots", content: "noindex" },
];

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: wishlistStyles },
  { rel: "stylesheet", href: pollStyles },
];
