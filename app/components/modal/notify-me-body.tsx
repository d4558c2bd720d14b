import { Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import { useLocalizedHref } from "../shell/use-tenant";
import { useTripFormat } from "../trip/use-trip-format";
import type { AccountModalData } from "../../lib/account/modal-data";
import type { ModalStepFailure } from "../../lib/account/sign-in-steps";
import { fieldError, firstMessage } from "../../lib/forms/failure";
import { stepsActionHref } from "../../lib/account/modal-flow";
import type { NotifyMeType } from "../../lib/trip/tour-status";
import { GuestSteps } from "./guest-steps";
import { PhoneField } from "./phone-field";
import { Field } from "../forms/field";
import { StepForm } from "./step-form";
import { useStepBusy } from "./use-step-busy";
import { EMAIL_INPUT } from "../../lib/forms/email-input";

type Props = {
  data: AccountModalData;
  failure: ModalStepFailure | null;
  returnTo: string;
  fetcherKey?: string;
  onTrack?: (action: "email" | "activate", form: FormData) => void;
};

/**
 * Notify-me, in each of its kinds: what they will be told, in words, with today's price and
 * status; the e-mail (a signed-in person's, read-only) and an optional phone. A visitor gives
 * both first, then goes through the sign-in steps with the phone carried on the URL; once
 * signed in the subscription is stored with the price the server reads, and the modal says so.
 */
export function NotifyMeBody({ data, failure, returnTo, fetcherKey, onTrack }: Props) {
  const { t } = useTranslation();
  const f = useTripFormat();
  const to = useLocalizedHref();
  const fetching = useStepBusy(fetcherKey);
  const busy = useNavigation().state === "submitting" || fetching;
  const types = data.notifyMe?.types ?? null;
  const item = data.item!;
  if (!types) return <p className="modal-note">{t("modals.notifyMe.unavailable")}</p>;
  const told = (type: NotifyMeType) =>
    t(`modals.notifyMe.types.${type}`, item.tour ? { price: f.price(item.tour.price, item.tour.currency) } : {});
  const wishlistLink = (
    <Link to={to("wishlist")} className="modal-link">
      {t("modals.notifyMe.alertsLink")}
    </Link>
  );
  if (data.notifyMe?.subscribed) {
    return (
      <div className="modal-done" data-state="subscribed" role="status">
        <p className="modal-done-title">{t("modals.notifyMe.doneTitle")}</p>
        {/* The items continue the lead's sentence ("We will e-mail you: if the price drops…"), never a finished one. */}
        <p>{t("modals.notifyMe.willTell")}</p>
        <ul className="notify-me-types">
          {types.map((type) => (
            <li key={type}>{told(type)}</li>
          ))}
        </ul>
        {wishlistLink}
      </div>
    );
  }
  const willTell = (
    <div className="notify-me-what">
      <p>{t("modals.notifyMe.willTell")}</p>
      <ul className="notify-me-types" data-types={types.join(" ")}>
        {types.map((type) => (
          <li key={type}>{told(type)}</li>
        ))}
      </ul>
    </div>
  );
  const action = stepsActionHref(data.flow, data.type, returnTo, { step: data.steps.step, email: data.steps.email, phone: data.phone });
  const phoneMessage = fieldError(failure, "phone");
  const phoneError = phoneMessage ? t(phoneMessage) : "";
  if (data.signedIn) {
    const signedInEmail = data.signedIn.email;
    return (
      <>
        {willTell}
        <StepForm
          action={action}
          fetcherKey={fetcherKey}
          className="notify-me-form"
          onSubmit={(event) => onTrack?.("activate", new FormData(event.currentTarget))}
        >
          <input type="hidden" name="intent" value="subscribe" />
          <Field id="notify-me-email" label={t("account.signIn.email")} error={null} quietWhenValid>
            {(control) => <input {...control} type="email" value={signedInEmail} readOnly />}
          </Field>
          <PhoneField defaultValue={data.phone} error={phoneError} />
          <button type="submit" className="button" disabled={busy}>
            {t("modals.notifyMe.submit")}
          </button>
        </StepForm>
      </>
    );
  }
  if (data.steps.step !== "email") {
    return (
      <>
        {willTell}
        <GuestSteps data={data} failure={failure} returnTo={returnTo} {...(fetcherKey ? { fetcherKey } : {})} />
      </>
    );
  }
  const emailMessage = phoneMessage ? null : firstMessage(failure);
  const emailError = emailMessage ? t(emailMessage) : "";
  return (
    <>
      {willTell}
      <StepForm
        action={action}
        fetcherKey={fetcherKey}
        className="notify-me-form sign-in-step"
        data-step="email"
        onSubmit={(event) => onTrack?.("email", new FormData(event.currentTarget))}
      >
        <input type="hidden" name="intent" value="email" />
        <Field id="notify-me-email" label={t("account.signIn.email")} error={emailError || null} quietWhenValid>
          {(control) => <input {...control} {...EMAIL_INPUT} defaultValue={failure?.email || data.steps.email} />}
        </Field>
        <PhoneField defaultValue={phoneMessage ? "" : data.phone} error={phoneError} />
        <button type="submit" className="button" disabled={busy}>
          {t("account.signIn.continue")}
        </button>
      </StepForm>
    </>
  );
}
