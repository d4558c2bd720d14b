import type { AccountModalData } from "../../lib/account/modal-data";
import type { ModalStepFailure } from "../../lib/account/sign-in-steps";
import { fieldError } from "../../lib/forms/failure";
import { stepsActionHref } from "../../lib/account/modal-flow";
import { TAX_CODE_PATTERN } from "../../lib/account/tax-code";
import { useTranslation } from "../shell/translation";
import { Field } from "../forms/field";
import { StepForm } from "./step-form";
import { useStepBusy } from "./use-step-busy";

type Props = { data: AccountModalData; failure: ModalStepFailure | null; returnTo: string; fetcherKey?: string };

/**
 * On it and es a signed-in person without the site's tax code gives it once, before
 * the modal's account action (wishlist, notify-me, group info) goes on. There is no way past
 * it but a valid code: the action is done once it is saved.
 */
export function TaxCodeStep({ data, failure, returnTo, fetcherKey }: Props) {
  const { t } = useTranslation();
  const busy = useStepBusy(fetcherKey);
  const country = data.taxCodeCountry;
  if (!country) return null;
  const invalid = fieldError(failure, "taxCode");
  return (
    <StepForm
      action={stepsActionHref(data.flow, data.type, returnTo, { phone: data.phone })}
      fetcherKey={fetcherKey}
      className="sign-in-step"
      data-step="tax-code"
    >
      <h2>{t("accountSteps.taxCode.title")}</h2>
      <p>{t("accountSteps.taxCode.lead")}</p>
      <input type="hidden" name="intent" value="tax-code" />
      <Field id="tax-code-step" label={t("account.signIn.taxCode")} error={invalid ? t(invalid) : null}>
        {(control) => (
          <input {...control} name="taxCode" required autoComplete="off" autoCapitalize="characters" pattern={TAX_CODE_PATTERN[country]} />
        )}
      </Field>
      <button type="submit" className="button" disabled={busy}>
        {t("accountSteps.taxCode.submit")}
      </button>
    </StepForm>
  );
}
