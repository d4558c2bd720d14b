import { data, redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { localPath } from "../server/form-fields.server";
import { translatorFor } from "../server/i18n.server";
import {
  authorizationRequest,
  clientSettingsOf,
  configurationOf,
  loginCookie,
  signLoginState,
  siteOriginOf,
} from "../server/account/oidc-client.server";
import { seoOf } from "../server/seo.server";
import { cachePolicy } from "../lib/http/cache-policy";

/**
 * GET /login: starts the authorization-code flow with PKCE S256 at the identity
 * provider, in this site's language; the visitor comes back to /login/redirect and then to
 * `returnTo` (a path of this site only). Someone already signed in goes straight there.
 */
export async function loginLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const returnTo = returnToOf(url.searchParams.get("returnTo"));
  if (context.user) throw redirect(returnTo, 303);
  // The login cookie and the redirect URI live on the site's one registered origin.
  const origin = siteOriginOf(context.tenant, url);
  if (url.origin !== origin) throw redirect(`${origin}/login${url.search}`, 302);
  const settings = await clientSettingsOf(context);
  if (settings && context.keys) {
    try {
      const config = await configurationOf(settings);
      const { url: authorize, login } = await authorizationRequest(config, context, url, returnTo);
      throw redirect(authorize.href, {
        status: 302,
        headers: { "Set-Cookie": loginCookie(context, await signLoginState(context, login)), "Cache-Control": cachePolicy("none") },
      });
    } catch (error) {
      if (error instanceof Response) throw error;
      console.error("login: the identity provider could not be reached", error);
    }
  }
  const t = await translatorFor(context.tenant.language);
  return data(
    { returnTo, seo: await seoOf(context, t("account.login.failedTitle")) },
    { status: 503, headers: { "Cache-Control": cachePolicy("none") } },
  );
}

/** Only a path of this site (no open redirect). */
function returnToOf(value: string | null): string {
  const parsed = localPath.safeParse(value ?? "");
  return parsed.success ? parsed.data : "/";
}
