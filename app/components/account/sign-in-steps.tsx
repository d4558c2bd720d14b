import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { EARLIER_CODE_SECONDS, type SignInFailure, type SignInField, type SignInState } from "../../lib/account/sign-in-steps";
import { failedField, firstMessage } from "../../lib/forms/failure";
import { ChoiceGroup } from "../forms/choice-group";
import { ChoiceOption } from "../forms/choice-option";
import { Field } from "../forms/field";
import { TAX_CODE_PATTERN, type TaxCodeCountry } from "../../lib/account/tax-code";
import { useTranslation } from "../shell/translation";
import { CodeInput } from "./code-input";
import { ResendCountdown } from "./resend-countdown";
import { EMAIL_INPUT } from "../../lib/forms/email-input";

type Props = {
  state: SignInState;
  failure: SignInFailure | null | undefined;
  /** Where the steps post (the page's own URL, with the flow's parameters). */
  action: string;
  /** The step-1 URL of this flow ("change the e-mail"). */
  restartHref: string;
  taxCodeCountry: TaxCodeCountry | null;
  legal: { privacy: string; terms: string };
  /** A code from the e-mail's link: filled in, never submitted by itself. */
  prefilledCode?: string;
  /** Post through this fetcher, in place (the account modals), rather than navigating. */
  fetcherKey?: string;
  /** Another way in, under the e-mail step (a passkey). */
  alternative?: React.ReactNode;
};

/**
 * The sign-in steps (step-1 e-mail, step-2-new-user, step-2-existing-user, step-3
 * code) as plain forms: every step works without JavaScript; with it, the same forms post
 * in place and the code field becomes six boxes.
 */
export function SignInSteps({
  state,
  failure,
  action,
  restartHref,
  taxCodeCountry,
  legal,
  prefilledCode = "",
  fetcherKey,
  alternative,
}: Props) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: fetcherKey ?? "sign-in-steps" });
  const busy = useNavigation().state === "submitting" || (!!fetcherKey && fetcher.state === "submitting");
  const inPlace = fetcherKey ? { navigate: false, fetcherKey, preventScrollReset: true } : {};
  const step = failure?.step ?? state.step;
  const email = failure?.email || state.email;
  const errorId = "sign-in-error";
  // An error shows on the field it belongs to; one about no field of the step, above its button.
  const fieldsOf: Record<string, readonly SignInField[]> = {
    email: ["email"],
    "new-user": ["email", "marketingConsent", "taxCode"],
  };
  const failed = failedField(failure);
  const ownField = failed && (fieldsOf[step] ?? ["otp"]).includes(failed) ? failed : null;
  const messageOf = (at: SignInField | null) => {
    const key = ownField === at ? firstMessage(failure) : null;
    return key ? t(key) : null;
  };
  /** A field of the steps: the kit wires it to the step's one message when the message is about it. */
  const field = (at: SignInField) => ({ errorId, error: messageOf(at), quietWhenValid: true });
  // The step's own message element is there (empty) whenever no field holds the message, so a
  // message about the step as a whole is announced where it appears.
  const message = ownField ? null : (
    <p id={errorId} className="form-message error" role="alert">
      {messageOf(null) ?? ""}
    </p>
  );

  if (step === "email") {
    return (
      <>
        <Form method="post" action={action} noValidate {...inPlace} className="sign-in-step" data-step="email">
          <h2>{t("account.signIn.title")}</h2>
          <p>{t("account.signIn.lead")}</p>
          <input type="hidden" name="intent" value="email" />
          <Field id="sign-in-email" label={t("account.signIn.email")} {...field("email")}>
            {(control) => <input {...control} {...EMAIL_INPUT} defaultValue={email} />}
          </Field>
          {message}
          <button type="submit" className="button" disabled={busy}>
            {t("account.signIn.continue")}
          </button>
        </Form>
        {alternative && <div className="sign-in-alternative">{alternative}</div>}
      </>
    );
  }

  if (step === "new-user") {
    return (
      <Form method="post" action={action} noValidate {...inPlace} className="sign-in-step" data-step="new-user">
        <h2>{t("account.signIn.newUserTitle")}</h2>
        <input type="hidden" name="intent" value="register" />
        <Field id="sign-in-email" label={t("account.signIn.email")} {...field("email")}>
          {(control) => <input {...control} {...EMAIL_INPUT} defaultValue={email} />}
        </Field>
        <ChoiceGroup id="sign-in-marketing" className="choice" legend={t("account.signIn.marketing")} {...field("marketingConsent")}>
          <ChoiceOption type="radio" name="marketingConsent" value="yes" required label={t("account.signIn.marketingYes")} />
          <ChoiceOption type="radio" name="marketingConsent" value="no" label={t("account.signIn.marketingNo")} />
        </ChoiceGroup>
        {taxCodeCountry && (
          <>
            <Field id="sign-in-tax-code" label={t("account.signIn.taxCode")} describedBy="tax-code-hint" {...field("taxCode")}>
              {(control) => (
                <input
                  {...control}
                  name="taxCode"
                  required
                  autoComplete="off"
                  autoCapitalize="characters"
                  pattern={TAX_CODE_PATTERN[taxCodeCountry]}
                />
              )}
            </Field>
            <p id="tax-code-hint" className="hint">
              {t("account.signIn.taxCodeHint")}
            </p>
          </>
        )}
        <p className="consent-note">
          {t("account.signIn.consentNote")} <a href={legal.privacy}>{t("account.signIn.privacyPolicy")}</a> ·{" "}
          <a href={legal.terms}>{t("account.signIn.terms")}</a>
        </p>
        {message}
        <button type="submit" className="button" disabled={busy}>
          {t("account.signIn.continue")}
        </button>
      </Form>
    );
  }

  // step-2-existing-user and step-3: the code box (the former with its notice).
  const renewableIn = failure?.renewableIn ?? state.renewableIn;
  return (
    <div className="sign-in-step" data-step={step}>
      <h2>{step === "existing-user" ? t("account.signIn.existingTitle") : t("account.signIn.codeTitle")}</h2>
      <p>
        {(state.sentAgo ?? 0) >= EARLIER_CODE_SECONDS
          ? t("account.signIn.earlierLead", { email })
          : step === "existing-user"
            ? t("account.signIn.existingLead", { email })
            : t("account.signIn.codeLead", { email })}
      </p>
      <Form method="post" action={action} noValidate {...inPlace}>
        <input type="hidden" name="intent" value="code" />
        <input type="hidden" name="step" value={step} />
        <PasskeyReady />
        <input type="hidden" name="email" value={email} />
        <Field id="sign-in-code" label={t("account.signIn.code")} labelProps={{ id: "sign-in-code-label" }} {...field("otp")}>
          {(control) => <CodeInput control={control} initial={prefilledCode} />}
        </Field>
        {message}
        <p className="visually-hidden" role="status">
          {busy ? t("account.signIn.checking") : ""}
        </p>
        <button type="submit" className="button" disabled={busy}>
          {t("account.signIn.verify")}
        </button>
      </Form>
      <Form method="post" action={action} noValidate {...inPlace} className="resend">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="step" value={step} />
        <input type="hidden" name="email" value={email} />
        <ResendCountdown seconds={renewableIn} since={failure ?? state}>
          <button type="submit" className="link-button" disabled={busy}>
            {t("account.signIn.resend")}
          </button>
        </ResendCountdown>
      </Form>
      <a href={restartHref}>{t("account.signIn.editEmail")}</a>
    </div>
  );
}

/**
 * Says, with the code, that this device can hold a passkey (a platform authenticator with user
 * verification): the provider then offers to add one after the sign-in. Without JavaScript, or
 * on a device without one, nothing is said and the sign-in goes straight on.
 */
function PasskeyReady() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    window.PublicKeyCredential?.isUserVerifyingPlatformAuthenticatorAvailable?.()
      .then((available) => live && setReady(available))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return ready ? <input type="hidden" name="passkeyReady" value="1" /> : null;
}
