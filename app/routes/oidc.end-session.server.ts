import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseForm, protocolForm } from "../server/forms.server";
import { translatorFor } from "../server/i18n.server";
import { clientOf, NO_STORE, postLogoutUriOf, providerCookie, providerOf, providerSessionOf } from "../server/account/oidc-provider.server";
import { seoOf } from "../server/seo.server";

/** What the confirmation form carries back (RP-Initiated Logout 1.0, section 2). */
const CARRIED = ["client_id", "post_logout_redirect_uri", "state", "ui_locales"] as const;

export type EndSessionData =
  | { kind: "confirm"; fields: Record<string, string>; seo: { title: string } }
  | { kind: "signed-out"; seo: { title: string } };

/**
 * GET|POST /oidc/end-session (OIDC RP-Initiated Logout 1.0; after logout a person lands on /).
 *
 * - The client is named by `id_token_hint` (an ID token this provider signed, expired or not)
 *   or `client_id`; when both come they must agree.
 * - Logout CSRF: a live provider session ends at once only when the request proves it came
 *   from a client for this person (a valid hint naming them). Otherwise the provider asks, on a
 *   page in the client's language, with a POST button (same-origin only, like every POST here).
 *   With no live session (a site's logout has already ended it, app/server/account/auth.server.ts)
 *   there is nothing to protect: the stale cookie is cleared.
 * - Ending the session ends every site session under it (workers/session/records.ts).
 * - It goes back only to the registered post-logout URI of that client (its origin + "/");
 *   anything else gets the signed-out page.
 */
export async function endSessionLoader({ request, context }: LoaderFunctionArgs) {
  return endSession(request, context, new URL(request.url).searchParams, false);
}

export async function endSessionAction({ request, context }: ActionFunctionArgs) {
  providerOf(context);
  const submission = await parseForm(request, protocolForm);
  // The protocol has no page for a body that is no form: its status alone.
  if (!submission.ok) return new Response(null, { status: submission.status });
  const params = new URLSearchParams();
  for (const [name, value] of submission.form) if (typeof value === "string") params.append(name, value);
  return endSession(request, context, params, params.get("confirm") === "yes");
}

async function endSession(request: Request, context: LoaderFunctionArgs["context"], params: URLSearchParams, confirmed: boolean) {
  const provider = providerOf(context);
  const url = new URL(request.url);
  const t = await translatorFor(context.tenant.language);
  const one = (name: string) => (params.getAll(name).length === 1 ? params.get(name) : null);
  const hint = await provider.verifyIdTokenHint(one("id_token_hint"));
  const named = clientOf(one("client_id"));
  const client = hint && (!named || named.id === hint.clientId) ? clientOf(hint.clientId) : !one("id_token_hint") ? named : null;
  const session = await providerSessionOf(request, context, provider);
  const proven =
    hint !== null && client !== null && (!session || (hint.sub === session.user.id && (!hint.sid || hint.sid === session.sessionId)));

  if (session && !proven && !confirmed) {
    const fields: Record<string, string> = { confirm: "yes" };
    for (const name of CARRIED) {
      const value = one(name);
      if (value && value.length <= 2048) fields[name] = value;
    }
    if (client) fields.client_id = client.id;
    return data<EndSessionData>(
      { kind: "confirm", fields, seo: await seoOf(context, t("account.provider.confirmLogoutTitle")) },
      { headers: NO_STORE },
    );
  }
  if (session) await context.sessions!.records.endProviderSession(session.sessionId, session.user.id);
  const headers = { "Set-Cookie": providerCookie(context, null), ...NO_STORE };
  const back = one("post_logout_redirect_uri");
  if (client && back && back === postLogoutUriOf(client, url)) {
    const target = new URL(back);
    const state = one("state");
    if (state) target.searchParams.set("state", state);
    throw redirect(target.href, { status: 302, headers });
  }
  return data<EndSessionData>({ kind: "signed-out", seo: await seoOf(context, t("account.provider.signedOutTitle")) }, { headers });
}
