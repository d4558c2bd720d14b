import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PasskeyButton } from "../components/account/passkey-button";
import { ProviderPage } from "../components/account/provider-page";
import { SignInSteps } from "../components/account/sign-in-steps";
import { useTranslation } from "../components/shell/translation";
import type { SignInFailure } from "../lib/account/sign-in-steps";
import accountsStylesheet from "../styles/accounts.css";
import { providerSignInAction, providerSignInLoader } from "./oidc.sign-in.server";

export const handle = { hideLayout: true };

/** The identity provider's sign-in page (oidc.sign-in.server.ts). */
export const loader = providerSignInLoader;
export const action = providerSignInAction;

export default function ProviderSignIn() {
  const { state, prefilledCode, flowQuery, taxCodeCountry, legal } = useLoaderData<typeof loader>();
  const failure = useActionData<SignInFailure>();
  const { t } = useTranslation();
  const stepQuery = new URLSearchParams({ step: state.step, email: state.email });
  return (
    <ProviderPage>
      <h1 className="visually-hidden">{t("account.signIn.title")}</h1>
      <SignInSteps
        state={state}
        failure={failure}
        action={`/oidc/sign-in?${flowQuery}&${stepQuery}`}
        restartHref={`/oidc/sign-in?${flowQuery}`}
        taxCodeCountry={taxCodeCountry}
        legal={legal}
        prefilledCode={prefilledCode}
        alternative={<PasskeyButton mode="sign-in" flow={flowQuery} />}
      />
    </ProviderPage>
  );
}

export const links = () => [{ rel: "stylesheet", href: accountsStylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.seo.title ?? "Caravan" },
  { name: "robots", content: "noindex" },
];
