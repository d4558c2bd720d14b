import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { authorizeParamsOf, checkAuthorizeRequest, clientOf, errorRedirect } from "../../workers/services/oidc";
import { ProviderPage } from "../components/account/provider-page";
import { useTranslation } from "../components/shell/translation";
import { translatorFor } from "../server/i18n.server";
import { NO_STORE, providerOf, providerSessionOf, siteOf } from "../server/oidc-provider.server";
import { seoOf } from "../server/seo.server";
import accountsStylesheet from "../styles/accounts.css";

export const handle = { hideLayout: true };

/**
 * GET /oidc/authorize (architecture §9): a person signed in at the provider gets a single-use
 * code sent to the client's redirect URI; anyone else signs in first (/oidc/sign-in, with
 * the same parameters) and comes back here. A bad client or redirect URI is shown here.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const provider = providerOf(context);
  const url = new URL(request.url);
  const check = checkAuthorizeRequest(url.searchParams, url);
  if (check.kind === "refused") {
    const t = await translatorFor(context.tenant.language);
    const client = check.reason === "redirect_uri" ? clientOf(url.searchParams.get("client_id")) : null;
    return data({ reason: check.reason, site: siteOf(client, url), seo: await seoOf(context, t("account.provider.refusedTitle")) }, { status: 400, headers: NO_STORE });
  }
  if (check.kind === "error") throw redirect(errorRedirect(check, provider.issuer), { status: 302, headers: NO_STORE });
  const session = await providerSessionOf(request, context, provider);
  if (!session) {
    const { redirectUri, state } = check.request;
    if (check.request.prompt === "none") {
      throw redirect(errorRedirect({ kind: "error", redirectUri, state, error: "login_required", description: "nobody is signed in" }, provider.issuer), { status: 302, headers: NO_STORE });
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

export default function AuthorizeRefused() {
  const { reason, site } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <ProviderPage site={site}>
      <h1>{t("account.provider.refusedTitle")}</h1>
      <p>{t("account.provider.refusedBody")}</p>
      <p className="hint" data-reason={reason}>
        {t(reason === "client_id" ? "account.provider.unknownClient" : "account.provider.unknownRedirect")}
      </p>
    </ProviderPage>
  );
}

export const links = () => [{ rel: "stylesheet", href: accountsStylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.seo.title ?? "Caravan" }, { name: "robots", content: "noindex" }];
