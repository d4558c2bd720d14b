import { Link } from "@remix-run/react";
import type { SavedSearchFailure, SavedSearchView } from "../../lib/search/saved-search-views";
import { pluralForm } from "../../lib/format/plural";
import { MAX_SAVED_SEARCH_NAME, MAX_SAVED_SEARCHES } from "../../lib/search/saved-search-limits";
import { useTranslation } from "../shell/translation";
import { SavedSearchRenameForm, SavedSearchRowActions } from "./saved-search-forms";

type Props = {
  searches: SavedSearchView[];
  /** The action the forms post to: the wishlist's unless the page has its own (the personal area). */
  action?: string;
  /** The page they come back to. */
  returnTo: string;
  /** The page's action data: a refused form of this list shows its message (in its row), any other answer is the page's. */
  answer?: SavedSearchFailure | object | null | undefined;
  /** The section's class: the page's own kind of section (the wishlist's, the personal area's). */
  className?: string;
};

/**
 * Watched searches, on the wishlist page and in the personal area: each with its
 * name, today's number of matching departures, its site when it is another one, and whether
 * it is watched or paused; rename, pause or resume, and delete are plain forms posting to the
 * page's action, so they work without JavaScript. The wishlist page takes it through
 * saved-searches.tsx (a chunk loaded beside the page); the personal area imports it as it is.
 */
export function SavedSearchesSection({ searches, action, returnTo, answer, className = "wishlist-section" }: Props) {
  const { t, i18n } = useTranslation();
  const failure = answer && "formErrors" in answer ? answer : null;
  // A refusal names its row; one whose search is not listed (deleted in another tab) is said above the list.
  const unlisted = failure && (!failure.id || !searches.some((search) => search.id === failure.id));
  return (
    <section id="saved-searches" className={`${className} saved-searches`} aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title">{t("savedSearches.title")}</h2>
      <p className="empty-note">
        {pluralForm(t("savedSearches.limit", { count: searches.length, max: MAX_SAVED_SEARCHES }), searches.length, i18n.language)}
      </p>
      {failure && unlisted && (
        <p className="form-message error" role="alert">
          {t(failure.formErrors[0] ?? "savedSearches.errors.invalid", { max: MAX_SAVED_SEARCH_NAME })}
        </p>
      )}
      {searches.length === 0 ? (
        <p className="empty-note">{t("savedSearches.empty")}</p>
      ) : (
        <ul className="alert-list">
          {searches.map((search) => {
            const titleId = `saved-search-${search.id}-title`;
            const mine = failure?.id === search.id ? failure : null;
            const nameError = mine?.fieldErrors.name?.[0] ?? null;
            const rowError = mine && !nameError ? (mine.formErrors[0] ?? "savedSearches.errors.invalid") : null;
            // A search of this site links by its path; one of another site (or any, off the sites) by its full URL.
            const here = search.href.startsWith("/");
            const forms = { search, action, returnTo };
            return (
              <li
                key={search.id}
                className={`alert-row${search.active ? "" : " is-off"}`}
                data-saved-search-id={search.id}
                data-active={search.active}
              >
                <div className="alert-text">
                  <h3 id={titleId} className="card-title">
                    {here ? <Link to={search.href}>{search.name}</Link> : <a href={search.href}>{search.name}</a>}
                  </h3>
                  <p data-testid="saved-search-matches">
                    {pluralForm(t("savedSearches.matches", { count: search.matches }), search.matches, i18n.language)}
                    {!here && ` · ${search.siteName}`}
                  </p>
                  <p className="alert-state">
                    <span className={`status-dot${search.active ? " is-on" : ""}`} aria-hidden="true" />
                    {t(search.active ? "savedSearches.active" : "savedSearches.paused")}
                  </p>
                  {rowError && (
                    <p className="form-message error" role="alert">
                      {t(rowError)}
                    </p>
                  )}
                  <SavedSearchRenameForm {...forms} nameError={nameError} />
                </div>
                <SavedSearchRowActions {...forms} titleId={titleId} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
