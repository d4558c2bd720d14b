import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "../components/shell/translation";
import { useLocalizedHref } from "../components/shell/use-tenant";
import { AlertsSection } from "../components/wishlist/alerts-section";
import { SavedSearches } from "../components/wishlist/saved-searches";
import { SavedToursSection } from "../components/wishlist/saved-tours-section";
import { SavedTripsSection } from "../components/wishlist/saved-trips-section";
import { SharedPolls } from "../components/wishlist/shared-polls";
import { useWishlistPage } from "../components/wishlist/use-wishlist-page";
import { WishlistConfirmations } from "../components/wishlist/wishlist-confirmations";
import { TOAST_PARAM } from "../lib/wishlist/toast";
import { PERSONAL_HEADERS, wishlistAction, wishlistLoader } from "./wishlist.server";
import wishlistStyles from "../styles/wishlist.css";
import pollStyles from "../styles/poll.css";

/** Wishlist: the signed-in person's saved trips and tours and their alerts. */
export const loader = wishlistLoader;
export const action = wishlistAction;

/** Personal HTML: no cache keeps it, whatever the action or loader answered. */
export const headers: HeadersFunction = () => PERSONAL_HEADERS;

/** The wishlist: the loader's lists, the forms' state from useWishlistPage, each list a component of its own. */
export default function WishlistPage() {
  const data = useLoaderData<typeof loader>();
  const { answer, failure, path, here, confirmHref } = useWishlistPage({ maxPolls: data.pollCaps?.polls });
  const { t } = useTranslation();
  const to = useLocalizedHref();
  const refusal = failure && (
    <p className="form-message error" role="alert">
      {failure}
    </p>
  );

  if (!data.signedIn) {
    return (
      <article className="page wishlist-page">
        <h1>{t("pages.wishlist.title")}</h1>
        {refusal}
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
  return (
    <article className="page wishlist-page">
      <h1>{t("pages.wishlist.title")}</h1>
      {refusal}
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
            <SavedTripsSection travels={saved.travels} sharing={!!polls} path={path} confirmHref={confirmHref} />
          )}
          {saved.tours.length > 0 && <SavedToursSection tours={saved.tours} />}
        </>
      )}
      {polls && pollCaps && <SharedPolls polls={polls} caps={pollCaps} action={path} />}
      <AlertsSection alerts={alerts} action={path} returnTo={here} confirmHref={confirmHref} />
      <SavedSearches searches={data.searches} returnTo={here} answer={answer} />
      <WishlistConfirmations confirm={confirm} travels={saved.travels} alerts={alerts} path={path} here={here} />
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
