import { data, redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { translatorFor } from "../server/i18n.server";
import {
  authorizeParamsOf,
  checkAuthorizeRequest,
  errorRedirect,
  needsFreshSignIn,
  NO_STORE,
  providerOf,
  providerSessionOf,
  type OAuthErrorCode,
} from "../server/account/oidc-provider.server";
import { seoOf } from "../server/seo.server";

/**
 * GET /oidc/authorize: a person signed in at the provider gets a single-use
 * code sent to the client's redirect URI; anyone else signs in first (/oidc/sign-in, with
 * the same parameters) and comes back here. A bad client or redirect URI is shown here.
 */
export async function authorizeLoader({ request, context }: LoaderFunctionArgs) {
  const provider = providerOf(context);
  const url = new URL(request.url);
  const check = checkAuthorizeRequest(url.searchParams, url);
  if (check.kind === "refused") {
    const t = await translatorFor(context.tenant.language);
    return data(
      { reason: check.reason, seo: await seoOf(context, t("account.provider.refusedTitle")) },
      { status: 400, headers: NO_STORE },
    );
  }
  if (check.kind === "error") throw redirect(errorRedirect(check, provider.issuer), { status: 302, headers: NO_STORE });
  const { redirectUri, state } = check.request;
  const answer = (error: OAuthErrorCode, description: string) =>
    redirect(errorRedirect({ kind: "error", redirectUri, state, error, description }, provider.issuer), { status: 302, headers: NO_STORE });
  const session = await providerSessionOf(request, context, provider);
  // id_token_hint (OIDC Core 3.1.2.1): the person the client believes is signed in.
  const hint = check.request.idTokenHint ? await provider.verifyIdTokenHint(check.request.idTokenHint) : null;
  if (check.request.idTokenHint && !hint) throw answer("invalid_request", "id_token_hint is not an ID token of this provider");
  if (session && hint && hint.sub !== session.user.id) throw answer("login_required", "another person is signed in");
  if (!session || needsFreshSignIn(check.request, session, Math.floor(Date.now() / 1000))) {
    if (check.request.none) throw answer("login_required", session ? "a fresh sign-in is needed" : "nobody is signed in");
    throw redirect(`/oidc/sign-in?${authorizeParamsOf(url.searchParams)}`, { status: 302, headers: NO_STORE });
  }
  const code = await provider.issueCode(check.request, {
    userId: session.user.id,
    authTime: session.authTime,
    sessionId: session.sessionId,
  });
  const target = new URL(check.request.redirectUri);
  target.searchParams.set("code", code);
  target.searchParams.set("state", check.request.state);
  // RFC 9207: the client checks which issuer answered.
  target.searchParams.set("iss", provider.issuer);
  throw redirect(target.href, { status: 302, headers: NO_STORE });
}
