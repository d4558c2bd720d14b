import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SignInSteps } from "../components/account/sign-in-steps";
import { taxCodeCountryOf } from "../lib/account/tax-code";
import { useTranslation } from "../components/shell/translation";
import { useLocalizedHref } from "../components/shell/use-tenant";
import { localPath } from "../server/form-fields.server";
import { accountsOf, startSession } from "../server/account/auth.server";
import { seoOf } from "../server/seo.server";
import { codeLinkFor, handleSignInStep, liveSignInState, type SignInFailure } from "../server/account/sign-in.server";
import { translatorFor } from "../server/i18n.server";

/**
 * The site's own sign-in page: the one-time-code steps, then back to where the
 * visitor was. It is also where the code link of an e-mail leads (the code filled in).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  accountsOf(context);
  const url = new URL(request.url);
  const returnTo = returnToOf(url.searchParams.get("returnTo"));
  if (context.user) throw redirect(returnTo, 303);
  const t = await translatorFor(context.tenant.language);
  return {
    state: await liveSignInState(context, url),
    prefilledCode: /^[0-9]{6}$/.test(url.searchParams.get("code") ?? "") ? url.searchParams.get("code")! : "",
    returnTo,
    taxCodeCountry: taxCodeCountryOf(context.tenant),
    seo: await seoOf(context, t("account.signIn.title")),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const returnTo = returnToOf(url.searchParams.get("returnTo"));
  const stepUrl = ({ step, email, renewableIn }: { step: string; email: string; renewableIn?: number }) =>
    `/auth/sign-in?${new URLSearchParams({ step, email, ...(renewableIn ? { renewableIn: String(renewableIn) } : {}), ...(returnTo !== "/" ? { returnTo } : {}) })}`;
  return handleSignInStep(request, context, {
    stepUrl,
    codeLink: codeLinkFor(request, context),
    signedIn: async (user, form) => {
      // Through the provider (a one-time ticket), so every other site signs the person in by redirects alone.
      const { cookie, through } = await startSession(context, user, request, null, {
        offerPasskey: form.get("passkeyReady") === "1",
      });
      return redirect(await through(returnTo), { status: 303, headers: { "Set-Cookie": cookie } });
    },
  });
}

export default function SignInPage() {
  const { state, prefilledCode, returnTo, taxCodeCountry } = useLoaderData<typeof loader>();
  const to = useLocalizedHref();
  const legal = { privacy: to("legal-privacy-policy"), terms: to("legal-terms-conditions") };
  const failure = useActionData<SignInFailure>();
  const { t } = useTranslation();
  const query = returnTo !== "/" ? `?returnTo=${encodeURIComponent(returnTo)}` : "";
  return (
    <article className="page narrow sign-in-page">
      <h1 className="visually-hidden">{t("account.signIn.title")}</h1>
      <SignInSteps
        state={state}
        failure={failure}
        action={`/auth/sign-in?${new URLSearchParams({ step: state.step, email: state.email, ...(returnTo !== "/" ? { returnTo } : {}) })}`}
        restartHref={`/auth/sign-in${query}`}
        taxCodeCountry={taxCodeCountry}
        legal={legal}
        prefilledCode={prefilledCode}
      />
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.seo.title ?? "Caravan" },
  { name: "robots", content: "noindex" },
];

/** Only a path of this site (no open redirect). */
function returnToOf(value: string | null): string {
  const parsed = localPath.safeParse(value ?? "");
  return parsed.success ? parsed.data : "/";
}
