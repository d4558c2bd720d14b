import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readForm } from "../../workers/http/body";
import { clientOf, postLogoutUriOf } from "../../workers/services/oidc";
import { translatorFor } from "../server/i18n.server";
import { NO_STORE, providerCookie, requireAccountsHost } from "../server/oidc-provider.server";
import { seoOf } from "../server/seo.server";

/**
 * GET|POST /oidc/end-session (OIDC RP-Initiated Logout; 001 §2: after logout, /): ends the
 * provider's session, then goes back to the client's home when post_logout_redirect_uri is
 * exactly that client's origin + "/"; otherwise shows that the person is signed out.
 */
export async function endSessionLoader({ request, context }: LoaderFunctionArgs) {
  return endSession(request, context, new URL(request.url).searchParams);
}

export async function endSessionAction({ request, context }: ActionFunctionArgs) {
  requireAccountsHost(context);
  const body = await readForm(request);
  if (!body.ok) return new Response(null, { status: body.status });
  const params = new URLSearchParams();
  for (const [name, value] of body.form) if (typeof value === "string") params.append(name, value);
  return endSession(request, context, params);
}

async function endSession(request: Request, context: LoaderFunctionArgs["context"], params: URLSearchParams) {
  requireAccountsHost(context);
  const url = new URL(request.url);
  const headers = { "Set-Cookie": providerCookie(context, null), ...NO_STORE };
  const client = clientOf(params.get("client_id"));
  const back = params.get("post_logout_redirect_uri");
  if (client && back && back === postLogoutUriOf(client, url)) {
    const target = new URL(back);
    const state = params.get("state");
    if (state) target.searchParams.set("state", state);
    throw redirect(target.href, { status: 302, headers });
  }
  const t = await translatorFor(context.tenant.language);
  return data({ seo: await seoOf(context, t("account.provider.signedOutTitle")) }, { headers });
}
