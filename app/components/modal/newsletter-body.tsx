import { useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { markCodeSteps } from "../../lib/newsletter/round-trip";
import { useTranslation } from "../shell/translation";
import type { AccountModalData } from "../../lib/account/modal-data";
import type { ModalStepFailure } from "../../lib/account/sign-in-steps";
import { stepsActionHref } from "../../lib/account/modal-flow";
import { GuestSteps } from "./guest-steps";
import { Field } from "../forms/field";
import { StepForm } from "./step-form";
import { useStepBusy } from "./use-step-busy";

type Props = { data: AccountModalData; failure: ModalStepFailure | null; returnTo: string; fetcherKey?: string };

/**
 * Newsletter modal: the one-time-code steps a visitor's e-mail leads to (an
 * existing customer's code, or a new person's registration and then the code); once the code
 * is right the person is subscribed and signed in, and the modal closes on the form's alert.
 * A signed-in person who opens its URL sees it on, or one button (opening a URL never writes).
 */
export function NewsletterBody({ data, failure, returnTo, fetcherKey }: Props) {
  const { t } = useTranslation();
  const fetching = useStepBusy(fetcherKey);
  const busy = useNavigation().state === "submitting" || fetching;
  // The code steps end with a pass through the provider: the outcome's page then knows it came from here.
  useEffect(() => {
    if (!data.signedIn) markCodeSteps();
  }, [data.signedIn]);
  if (!data.signedIn) {
    return (
      <>
        <p className="modal-lead">{t("newsletter.modal.lead")}</p>
        <GuestSteps data={data} failure={failure} returnTo={returnTo} {...(fetcherKey ? { fetcherKey } : {})} />
      </>
    );
  }
  if (data.newsletter?.subscribed) {
    return (
      <div className="modal-done" data-state="subscribed" role="status">
        <p className="modal-done-title">{t("newsletter.states.already")}</p>
      </div>
    );
  }
  const signedInEmail = data.signedIn.email;
  return (
    <StepForm action={stepsActionHref(data.flow, data.type, returnTo, {})} fetcherKey={fetcherKey} className="newsletter-subscribe">
      <input type="hidden" name="intent" value="subscribe" />
      <Field id="newsletter-modal-email" label={t("account.signIn.email")} error={null} quietWhenValid>
        {(control) => <input {...control} type="email" value={signedInEmail} readOnly />}
      </Field>
      <button type="submit" className="button" disabled={busy}>
        {t("newsletter.submit")}
      </button>
    </StepForm>
  );
}
