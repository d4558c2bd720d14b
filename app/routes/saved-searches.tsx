import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { SavedSearchesSection } from "../components/wishlist/saved-searches-section";
import { useTranslation } from "../components/shell/translation";
import { PERSONAL } from "../lib/http/cache-policy";
import { savedSearchesAction, savedSearchesLoader } from "./saved-searches.server";
import wishlistStyles from "../styles/wishlist.css";

/** The watched searches (issue 27): the list and its one action (saved-searches.server.ts). */
export const loader = savedSearchesLoader;
export const action = savedSearchesAction;

/** Personal HTML: no cache keeps it. */
export const headers: HeadersFunction = () => PERSONAL;

export default function SavedSearchesPage() {
  const data = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() ?? null;
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <article className="page wishlist-page" data-testid="saved-searches-page">
      <h1 id="saved-searches-title">{t("savedSearches.title")}</h1>
      {data.signedIn ? (
        <SavedSearchesSection
          searches={data.searches}
          max={data.max}
          returnTo={location.pathname}
          failure={failure && "formErrors" in failure ? failure : null}
          heading={false}
        />
      ) : (
        <>
          <p>{t("savedSearches.signedOut")}</p>
          <p>
            <Link className="button" to={data.signInHref ?? "/login"}>
              {t("wishlist.page.signIn")}
            </Link>
          </p>
        </>
      )}
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.seo.title ?? "Caravan" },
  { name: "robots", content: "noindex" },
];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: wishlistStyles }];
