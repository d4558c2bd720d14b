import { data, redirect, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { href } from "../../tenants/routes";
import { readForm } from "../../workers/http/body";
import { errorRedirect, siteOriginOf } from "../../workers/services/oidc";
import { ProviderPage } from "../components/account/provider-page";
import { SignInSteps } from "../components/account/sign-in-steps";
import { useTranslation } from "../components/shell/translation";
import { taxCodeCountryOf } from "../lib/account/tax-code";
import { accountsOf } from "../server/auth.server";
import { translatorFor } from "../server/i18n.server";
import { NO_STORE, providerCookie, providerFlowOf, providerOf, providerSessionOf, siteOf, type ProviderFlow } from "../server/oidc-provider.server";
import { seoOf } from "../server/seo.server";
import { handleSignInStep, signInStateOf, type SignInFailure } from "../server/sign-in.server";
import accountsStylesheet from "../styles/accounts.css";

export const handle = { hideLayout: true };

/**
 * The provider's sign-in page: the one-time-code steps of 000 §2 (the same steps as the
 * site's own page), in the client site's language, opening accounts on the client site.
 * Once the code is right the provider's session cookie is set and the flow continues where
 * it came from (the authorization request, or the personal area).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const flow = await flowOf(request, context);
  accountsOf(context);
  const url = new URL(request.url);
  if (await providerSessionOf(request, context)) throw redirect(flow.continuation, { status: 303, headers: NO_STORE });
  const t = await translatorFor(context.tenant.language);
  const { client } = flow;
  const origin = siteOriginOf(client, url);
  return data(
    {
      state: signInStateOf(url),
      prefilledCode: /^[0-9]{6}$/.test(url.searchParams.get("code") ?? "") ? url.searchParams.get("code")! : "",
      flowQuery: flow.params.toString(),
      taxCodeCountry: taxCodeCountryOf(client),
      legal: { privacy: origin + href(client.pathLocale, "legal-privacy-policy"), terms: origin + href(client.pathLocale, "legal-terms-conditions") },
      site: siteOf(client, url),
      seo: await seoOf(context, t("account.signIn.title")),
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const flow = await flowOf(request, context);
  const provider = providerOf(context);
  const body = await readForm(request);
  if (!body.ok) return new Response(null, { status: body.status });
  const origin = new URL(request.url).origin;
  const query = (extra: Record<string, string>) => `${flow.params}&${new URLSearchParams(extra)}`;
  return handleSignInStep(request, context, body.form, {
    stepUrl: ({ step, email, renewableIn }) => `/oidc/sign-in?${query({ step, email, ...(renewableIn ? { renewableIn: String(renewableIn) } : {}) })}`,
    codeLink: (email, code) => `${origin}/oidc/sign-in?${query({ step: "code", email, code })}`,
    signedIn: async (user) => {
      const cookie = providerCookie(context, await provider.signProviderSession(user));
      // A document navigation: the continuation is a redirect to another site, not a page of this app.
      return redirectDocument(flow.continuation, { status: 303, headers: { "Set-Cookie": cookie, ...NO_STORE } });
    },
  });
}

export default function ProviderSignIn() {
  const { state, prefilledCode, flowQuery, taxCodeCountry, legal, site } = useLoaderData<typeof loader>();
  const failure = useActionData<SignInFailure>();
  const { t } = useTranslation();
  const stepQuery = new URLSearchParams({ step: state.step, email: state.email });
  return (
    <ProviderPage site={site}>
      <h1 className="visually-hidden">{t("account.signIn.title")}</h1>
      <SignInSteps
        state={state}
        failure={failure}
        action={`/oidc/sign-in?${flowQuery}&${stepQuery}`}
        restartHref={`/oidc/sign-in?${flowQuery}`}
        taxCodeCountry={taxCodeCountry}
        legal={legal}
        prefilledCode={prefilledCode}
      />
    </ProviderPage>
  );
}

export const links = () => [{ rel: "stylesheet", href: accountsStylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.seo.title ?? "Caravan" }, { name: "robots", content: "noindex" }];

/** The flow the URL carries; a bad client or redirect URI is refused here too, other errors go back to the client. */
async function flowOf(request: Request, context: LoaderFunctionArgs["context"]): Promise<ProviderFlow> {
  const provider = providerOf(context);
  const url = new URL(request.url);
  const found = providerFlowOf(url);
  if (found.kind === "flow") return found.flow;
  if (found.kind === "error") throw redirect(errorRedirect(found, provider.issuer), { status: 302, headers: NO_STORE });
  // The authorization endpoint words the refusal.
  throw redirect(`/oidc/authorize?${url.searchParams}`, { status: 303, headers: NO_STORE });
}
