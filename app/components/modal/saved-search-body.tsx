import { Link, useNavigation } from "@remix-run/react";
import { Field } from "../forms/field";
import { useTranslation } from "../shell/translation";
import type { AccountModalData } from "../../lib/account/modal-data";
import type { ModalStepFailure } from "../../lib/account/sign-in-steps";
import { fieldError, firstMessage, formError } from "../../lib/forms/failure";
import { stepsActionHref } from "../../lib/account/modal-flow";
import { MAX_SAVED_SEARCH_NAME } from "../../lib/search/saved-search-limits";
import { useLocalizedHref } from "../shell/use-tenant";
import { GuestSteps } from "./guest-steps";
import { StepForm } from "./step-form";
import { useStepBusy } from "./use-step-busy";

type Props = { data: AccountModalData; failure: ModalStepFailure | null; returnTo: string; fetcherKey?: string };

/**
 * "Watch this search": a visitor goes through the e-mail steps and the
 * search is watched once they are known; a signed-in person names it and saves it in one
 * step (opening the URL never writes). Already watched, or at the cap: the modal says so and
 * links to the list where searches are renamed, paused and deleted.
 */
export function SavedSearchBody({ data, failure, returnTo, fetcherKey }: Props) {
  const { t } = useTranslation();
  const to = useLocalizedHref();
  const fetching = useStepBusy(fetcherKey);
  const busy = useNavigation().state === "submitting" || fetching;
  const state = data.savedSearch;
  if (!state) return <p className="modal-note">{t("modals.errors.notFound")}</p>;
  const manage = (
    <Link to={`${to("wishlist")}#saved-searches-title`} className="modal-link">
      {t("savedSearches.modal.manage")}
    </Link>
  );
  if (!data.signedIn) {
    return (
      <>
        <p className="modal-lead">{t("savedSearches.modal.lead")}</p>
        <GuestSteps data={data} failure={failure} returnTo={returnTo} {...(fetcherKey ? { fetcherKey } : {})} />
      </>
    );
  }
  if (state.watching) {
    return (
      <div className="modal-done" data-state="watching" role="status">
        <p className="modal-done-title">{t("savedSearches.modal.watching")}</p>
        <p>{t("savedSearches.modal.watchingBody")}</p>
        {manage}
      </div>
    );
  }
  if (state.full || formError(failure) === "savedSearches.errors.cap") {
    return (
      <div className="modal-done" data-state="full" role="alert">
        <p className="modal-done-title">{t("savedSearches.errors.cap", { max: state.max })}</p>
        {manage}
      </div>
    );
  }
  const named = fieldError(failure, "name");
  const nameError = named ? t(named, { max: MAX_SAVED_SEARCH_NAME }) : null;
  const other = named ? null : firstMessage(failure);
  return (
    <StepForm action={stepsActionHref(data.flow, data.type, returnTo, {})} fetcherKey={fetcherKey} className="saved-search-save">
      <p className="modal-lead">{t("savedSearches.modal.signedInLead")}</p>
      <input type="hidden" name="intent" value="save" />
      <Field id="saved-search-name" label={t("savedSearches.fields.name")} error={nameError}>
        {(control) => (
          <input
            {...control}
            name="name"
            type="text"
            maxLength={MAX_SAVED_SEARCH_NAME}
            defaultValue={state.defaultName}
            autoComplete="off"
          />
        )}
      </Field>
      {other && (
        <p className="form-message error" role="alert">
          {t(other, { max: state.max })}
        </p>
      )}
      <button type="submit" className="button" disabled={busy} data-testid="watch-save">
        {t("savedSearches.modal.save")}
      </button>
    </StepForm>
  );
}
