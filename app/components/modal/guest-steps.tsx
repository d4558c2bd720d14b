import { SignInSteps } from "../account/sign-in-steps";
import { useTranslation } from "../shell/translation";
import { useLocalizedHref } from "../shell/use-tenant";
import type { SignInFailure } from "../../lib/account/sign-in-steps";
import { failedField } from "../../lib/forms/failure";
import type { AccountModalData } from "../../lib/account/modal-data";
import { modalStepHref, stepsActionHref } from "../../lib/account/modal-flow";
import type { ModalStepFailure } from "../../lib/account/sign-in-steps";

type Props = { data: AccountModalData; failure: ModalStepFailure | null; returnTo: string; fetcherKey?: string };

/**
 * The sign-in steps inside an account modal: the site's one code flow, posting to the
 * modal-steps action with the modal's own state on its URL, so each step comes back to the
 * page with the modal at its next step.
 */
export function GuestSteps({ data, failure, returnTo, fetcherKey }: Props) {
  const to = useLocalizedHref();
  const { step, email } = data.steps;
  return (
    <SignInSteps
      state={data.steps}
      failure={failedField(failure) === "phone" ? null : (failure as SignInFailure | null)}
      action={stepsActionHref(data.flow, data.type, returnTo, { step, email, phone: data.phone })}
      restartHref={modalStepHref(returnTo, { phone: data.phone })}
      taxCodeCountry={data.taxCodeCountry}
      legal={{ privacy: to("legal-privacy-policy"), terms: to("legal-terms-conditions") }}
      prefilledCode={data.prefilledCode}
      {...(fetcherKey ? { fetcherKey } : {})}
      alternative={<PasskeyLink returnTo={returnTo} />}
    />
  );
}

/**
 * "Sign in with a passkey" in a modal: a passkey lives on the accounts host (its RP ID, see
 * workers/services/accounts/passkeys.ts), so this is the site's "Log in" round trip through
 * the provider's sign-in page, where the passkey button is, and back to this page.
 */
function PasskeyLink({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  return (
    <a className="button secondary" href={`/login?${new URLSearchParams({ returnTo })}`} data-testid="modal-passkey">
      {t("account.passkey.signIn")}
    </a>
  );
}
