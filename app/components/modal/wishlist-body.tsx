import { Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import { useLocalizedHref } from "../shell/use-tenant";
import type { AccountModalData } from "../../lib/account/modal-data";
import type { ModalStepFailure } from "../../lib/account/sign-in-steps";
import { stepsActionHref } from "../../lib/account/modal-flow";
import { GuestSteps } from "./guest-steps";
import { StepForm } from "./step-form";
import { useStepBusy } from "./use-step-busy";

type Props = { data: AccountModalData; failure: ModalStepFailure | null; returnTo: string; fetcherKey?: string };

/**
 * Wishlist modal: a visitor saves after the e-mail steps; a signed-in person
 * who opens the URL sees it saved, or one button to save it (opening a URL never writes).
 */
export function WishlistBody({ data, failure, returnTo, fetcherKey }: Props) {
  const { t } = useTranslation();
  const to = useLocalizedHref();
  const fetching = useStepBusy(fetcherKey);
  const busy = useNavigation().state === "submitting" || fetching;
  if (!data.signedIn) {
    return (
      <>
        <p className="modal-lead">{t("modals.wishlist.lead")}</p>
        <GuestSteps data={data} failure={failure} returnTo={returnTo} {...(fetcherKey ? { fetcherKey } : {})} />
      </>
    );
  }
  if (data.saved) {
    return (
      <div className="modal-done" data-state="saved" role="status">
        <p className="modal-done-title">{t("modals.wishlist.saved")}</p>
        <Link to={to("wishlist")} className="modal-link">
          {t("modals.wishlist.open")}
        </Link>
      </div>
    );
  }
  return (
    <StepForm action={stepsActionHref(data.flow, data.type, returnTo, {})} fetcherKey={fetcherKey} className="wishlist-save">
      <input type="hidden" name="intent" value="save" />
      <button type="submit" className="button" disabled={busy}>
        {t("modals.wishlist.save")}
      </button>
    </StepForm>
  );
}
