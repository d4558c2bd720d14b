import { Form } from "@remix-run/react";
import { CheckboxField } from "../forms/checkbox-field";
import { ChoiceGroup } from "../forms/choice-group";
import { ChoiceOption } from "../forms/choice-option";
import { useTranslation } from "../shell/translation";
import type { PersonalAreaState } from "./use-personal-area";

/** A policy the person accepted: its version, and the day, already written in the site's language. */
type Accepted = { version: string; date: string } | null;

type Props = {
  privacyPolicy: Accepted;
  terms: Accepted;
  marketingConsent: boolean | null;
  newsletter: boolean;
  /** The form was just saved. */
  saved: boolean;
} & Pick<PersonalAreaState, "failure" | "busy">;

/** The personal area's policies (accepted when, or a button to accept) and the marketing and newsletter choices. */
export function CommunicationsSection({ privacyPolicy, terms, marketingConsent, newsletter, saved, failure, busy }: Props) {
  const { t } = useTranslation();
  const accepted = (fact: Accepted) => (fact ? t("account.area.acceptedOn", fact) : t("account.area.notAccepted"));
  return (
    <section id="communications" className="account-section" aria-labelledby="communications-title">
      <h2 id="communications-title">{t("account.area.communications")}</h2>
      <dl className="account-facts">
        <dt>{t("account.signIn.privacyPolicy")}</dt>
        <dd>{accepted(privacyPolicy)}</dd>
        <dt>{t("account.signIn.terms")}</dt>
        <dd>{accepted(terms)}</dd>
      </dl>
      {(!privacyPolicy || !terms) && (
        <Form method="post" noValidate className="account-form">
          <input type="hidden" name="intent" value="accept-policies" />
          <button type="submit" className="button" disabled={busy}>
            {t("account.area.acceptPolicies")}
          </button>
        </Form>
      )}
      <Form method="post" noValidate className="account-form" data-testid="communications-form">
        <input type="hidden" name="intent" value="communications" />
        <ChoiceGroup id="marketing-consent" legend={t("account.signIn.marketing")} error={null} quietWhenValid>
          <ChoiceOption
            type="radio"
            name="marketingConsent"
            value="yes"
            defaultChecked={marketingConsent === true}
            required
            label={t("account.signIn.marketingYes")}
          />
          <ChoiceOption
            type="radio"
            name="marketingConsent"
            value="no"
            defaultChecked={marketingConsent === false}
            label={t("account.signIn.marketingNo")}
          />
        </ChoiceGroup>
        <CheckboxField id="account-newsletter" label={t("account.area.newsletter")} note={t("account.area.newsletterHint")}>
          {(control) => <input {...control} type="checkbox" name="newsletter" defaultChecked={newsletter} />}
        </CheckboxField>
        <p className={`form-message${failure ? " error" : " success"}`} role="status">
          {failure ? t(failure) : saved ? t("account.area.saved") : ""}
        </p>
        <button type="submit" className="button" disabled={busy}>
          {t("account.area.save")}
        </button>
      </Form>
    </section>
  );
}
