import { data, redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { authorizeParamsOf, checkAuthorizeRequest, errorRedirect } from "../../workers/services/oidc";
import { translatorFor } from "../server/i18n.server";
import { NO_STORE, providerOf, providerSessionOf } from "../server/oidc-provider.server";
import { seoOf } from "../server/seo.server";

/**
 * GET /oidc/authorize (architecture §9): a person signed in at the provider gets a single-use
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
  const session = await providerSessionOf(request, context, provider);
  if (!session) {
    const { redirectUri, state } = check.request;
    if (check.request.prompt === "none") {
      throw redirect(
        errorRedirect({ kind: "error", redirectUri, state, error: "login_required", description: "nobody is signed in" }, provider.issuer),
        { status: 302, headers: NO_STORE },
      );
    }
    throw redirect(`/oidc/sign-in?${authorizeParamsOf(url.searchParams)}`, { status: 302, headers: NO_STORE });
  }
  const code = await provider.issueCode(check.request, { userId: session.user.id, authTime: session.authTime });
  const target = new URL(check.request.redirectUri);
  target.searchParams.set("code", code);
  target.searchParams.set("state", check.request.state);
  // RFC 9207: the client checks which issuer answered.
  target.searchParams.set("iss", provider.issuer);
  throw redirect(target.href, { status: 302, headers: NO_STORE });
}
