/**
 * The forms of one watched search's row: rename, pause or resume, and delete, plain
 * forms posting to the page's action, so they work without JavaScript.
 */
import { Form, useNavigation } from "@remix-run/react";
import type { SavedSearchView } from "../../lib/search/saved-search-views";
import { MAX_SAVED_SEARCH_NAME } from "../../lib/search/saved-search-limits";
import { Field } from "../forms/field";
import { useTranslation } from "../shell/translation";
import { useLocalizedHref } from "../shell/use-tenant";

type Props = {
  search: SavedSearchView;
  /** The action the forms post to: the wishlist's unless the page has its own (the personal area). */
  action?: string | undefined;
  /** The page they come back to. */
  returnTo: string;
};

/** Where the forms post. */
function useAction(action: string | undefined): string {
  const to = useLocalizedHref();
  return action ?? to("wishlist");
}

function Hidden({ search, returnTo }: Pick<Props, "search" | "returnTo">) {
  return (
    <>
      <input type="hidden" name="id" value={search.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
}

/** Rename: the name's field, with the message of a refused name (a catalogue key). */
export function SavedSearchRenameForm({ search, action: own, returnTo, nameError }: Props & { nameError: string | null }) {
  const { t } = useTranslation();
  const action = useAction(own);
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" action={action} preventScrollReset className="saved-search-rename" noValidate>
      <input type="hidden" name="intent" value="rename-search" />
      <Hidden search={search} returnTo={returnTo} />
      <Field
        id={`saved-search-${search.id}-name`}
        label={t("savedSearches.fields.name")}
        error={nameError ? t(nameError, { max: MAX_SAVED_SEARCH_NAME }) : null}
      >
        {(control) => <input {...control} name="name" type="text" required maxLength={MAX_SAVED_SEARCH_NAME} defaultValue={search.name} />}
      </Field>
      <button type="submit" className="button secondary" disabled={busy}>
        {t("savedSearches.rename")}
      </button>
    </Form>
  );
}

/** Pause or resume, and delete; each button is described by the search's title (`titleId`). */
export function SavedSearchRowActions({ search, action: own, returnTo, titleId }: Props & { titleId: string }) {
  const { t } = useTranslation();
  const action = useAction(own);
  const busy = useNavigation().state === "submitting";
  return (
    <div className="saved-search-actions">
      <Form method="post" action={action} preventScrollReset>
        <input type="hidden" name="intent" value={search.active ? "pause-search" : "resume-search"} />
        <Hidden search={search} returnTo={returnTo} />
        <button type="submit" className="button secondary" aria-describedby={titleId} disabled={busy}>
          {t(search.active ? "savedSearches.pause" : "savedSearches.resume")}
        </button>
      </Form>
      <Form method="post" action={action} preventScrollReset>
        <input type="hidden" name="intent" value="delete-search" />
        <Hidden search={search} returnTo={returnTo} />
        <button type="submit" className="button secondary" aria-describedby={titleId} disabled={busy}>
          {t("savedSearches.delete")}
        </button>
      </Form>
    </div>
  );
}
