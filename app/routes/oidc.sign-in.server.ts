import { data, redirect, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { href } from "../../tenants/routes";
import { taxCodeCountryOf } from "../lib/account/tax-code";
import { accountsOf } from "../server/account/auth.server";
import { translatorFor } from "../server/i18n.server";
import {
  errorRedirect,
  establishProviderSession,
  needsFreshSignIn,
  NO_STORE,
  providerFlowOf,
  providerOf,
  providerSessionOf,
  siteOriginOf,
  type ProviderFlow,
} from "../server/account/oidc-provider.server";
import { afterCodeSignIn } from "../server/account/passkeys.server";
import { seoOf } from "../server/seo.server";
import { handleSignInStep, liveSignInState } from "../server/account/sign-in.server";

/**
 * The provider's sign-in page: the one-time-code steps (the same steps as the
 * site's own page), in the client site's language, opening accounts on the client site.
 * Once the code is right the provider's session cookie is set and the flow continues where
 * it came from (the authorization request, or the personal area).
 */
export async function providerSignInLoader({ request, context }: LoaderFunctionArgs) {
  const flow = await flowOf(request, context);
  accountsOf(context);
  const url = new URL(request.url);
  const session = await providerSessionOf(request, context);
  // Signed in already, unless the client asked for a fresh sign-in (prompt=login, max_age).
  if (session && !(flow.request && needsFreshSignIn(flow.request, session, Math.floor(Date.now() / 1000))))
    throw redirect(flow.continuation, { status: 303, headers: NO_STORE });
  const t = await translatorFor(context.tenant.language);
  const { client } = flow;
  const origin = siteOriginOf(client, url);
  return data(
    {
      state: await liveSignInState(context, url),
      prefilledCode: /^[0-9]{6}$/.test(url.searchParams.get("code") ?? "") ? url.searchParams.get("code")! : "",
      flowQuery: flow.params.toString(),
      taxCodeCountry: taxCodeCountryOf(client),
      legal: {
        privacy: origin + href(client.pathLocale, "legal-privacy-policy"),
        terms: origin + href(client.pathLocale, "legal-terms-conditions"),
      },
      seo: await seoOf(context, t("account.signIn.title")),
    },
    { headers: NO_STORE },
  );
}

export async function providerSignInAction({ request, context }: ActionFunctionArgs) {
  const flow = await flowOf(request, context);
  const provider = providerOf(context);
  const origin = new URL(request.url).origin;
  const query = (extra: Record<string, string>) => `${flow.params}&${new URLSearchParams(extra)}`;
  return handleSignInStep(request, context, {
    stepUrl: ({ step, email, renewableIn }) =>
      `/oidc/sign-in?${query({ step, email, ...(renewableIn ? { renewableIn: String(renewableIn) } : {}) })}`,
    codeLink: (email, code) => `${origin}/oidc/sign-in?${query({ step: "code", email, code })}`,
    signedIn: async (user, form) => {
      const cookie = await establishProviderSession(request, context, provider, user, { site: flow.client.id });
      // After a code, on a device that can hold a passkey (the code form says so), the offer to add
      // one, while the person has none and has not said "not now".
      const offer =
        form.get("passkeyReady") === "1"
          ? await afterCodeSignIn(context, user.id, new URLSearchParams({ client_id: flow.client.id, next: flow.continuation }))
          : null;
      // A document navigation: the continuation is a redirect to another site, not a page of this app.
      return redirectDocument(offer ?? flow.continuation, { status: 303, headers: { "Set-Cookie": cookie, ...NO_STORE } });
    },
  });
}

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
