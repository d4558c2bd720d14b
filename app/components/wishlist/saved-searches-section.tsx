import { Form, Link, useNavigation } from "@remix-run/react";
import type { SavedSearchFailure, SavedSearchView } from "../../lib/search/saved-search-views";
import { pluralForm } from "../../lib/format/plural";
import { MAX_SAVED_SEARCH_NAME } from "../../lib/search/saved-search-limits";
import { Field } from "../forms/field";
import { useTranslation } from "../shell/translation";
import { useTenant } from "../shell/use-tenant";

type Props = {
  searches: SavedSearchView[];
  max: number;
  /** The wishlist action the forms post to, and the page they come back to. */
  action: string;
  returnTo: string;
  /** A refused form of this list (its row shows the message). */
  failure?: SavedSearchFailure | null;
  /** The heading's level: the list's own page has it as its h1. */
  heading?: boolean;
};

/**
 * Watched searches (issue 27): each with its name, today's number of matching departures
 * and whether it is watched or paused; rename, pause or resume, and delete are plain forms
 * posting to the wishlist action, so they work without JavaScript.
 */
export function SavedSearchesSection({ searches, max, action, returnTo, failure = null, heading = true }: Props) {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const busy = useNavigation().state === "submitting";
  const hidden = (search: SavedSearchView) => (
    <>
      <input type="hidden" name="id" value={search.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
  return (
    <section className="wishlist-section saved-searches" aria-labelledby={heading ? "saved-searches-title" : undefined}>
      {heading && <h2 id="saved-searches-title">{t("savedSearches.title")}</h2>}
      <p className="empty-note">{t("savedSearches.limit", { count: searches.length, max })}</p>
      {failure && !failure.id && (
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
            return (
              <li
                key={search.id}
                className={`alert-row${search.active ? "" : " is-off"}`}
                data-saved-search-id={search.id}
                data-active={search.active}
              >
                <div className="alert-text">
                  <h3 id={titleId} className="card-title">
                    {search.site === tenant?.id ? <Link to={search.href}>{search.name}</Link> : <a href={search.href}>{search.name}</a>}
                  </h3>
                  <p data-testid="saved-search-matches">
                    {pluralForm(t("savedSearches.matches", { count: search.matches }), search.matches, i18n.language)}
                    {search.site !== tenant?.id && ` · ${search.siteName}`}
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
                  <Form method="post" action={action} preventScrollReset className="saved-search-rename">
                    <input type="hidden" name="intent" value="rename-search" />
                    {hidden(search)}
                    <Field
                      id={`saved-search-${search.id}-name`}
                      label={t("savedSearches.fields.name")}
                      error={nameError ? t(nameError, { max: MAX_SAVED_SEARCH_NAME }) : null}
                    >
                      {(control) => (
                        <input {...control} name="name" type="text" required maxLength={MAX_SAVED_SEARCH_NAME} defaultValue={search.name} />
                      )}
                    </Field>
                    <button type="submit" className="button secondary" disabled={busy}>
                      {t("savedSearches.rename")}
                    </button>
                  </Form>
                </div>
                <div className="saved-search-actions">
                  <Form method="post" action={action} preventScrollReset>
                    <input type="hidden" name="intent" value={search.active ? "pause-search" : "resume-search"} />
                    {hidden(search)}
                    <button type="submit" className="button secondary" aria-describedby={titleId} disabled={busy}>
                      {t(search.active ? "savedSearches.pause" : "savedSearches.resume")}
                    </button>
                  </Form>
                  <Form method="post" action={action} preventScrollReset>
                    <input type="hidden" name="intent" value="delete-search" />
                    {hidden(search)}
                    <button type="submit" className="button secondary" aria-describedby={titleId} disabled={busy}>
                      {t("savedSearches.delete")}
                    </button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
