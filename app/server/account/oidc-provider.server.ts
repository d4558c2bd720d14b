/**
 * Remix glue of the built-in identity provider: its routes answer only on
 * the accounts host (a 404 on every country site), reach the provider service bound to the
 * issuer of this request, and read and write the provider's own session cookie (host-only on
 * the accounts host: HttpOnly, Secure, SameSite=Lax; `__Host-` in production).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { TenantConfig } from "../../../tenants";
import type { User } from "../../../workers/services/accounts";
import { deviceOf } from "../../../workers/session/records";
import {
  afterFreshSignIn,
  authorizeParamsOf,
  checkAuthorizeRequest,
  clientOf,
  createOidcProvider,
  PROVIDER_SESSION_TTL_S,
  type AuthorizeCheck,
  type AuthorizeRequest,
  type OidcProvider,
} from "../../../workers/services/oidc";
import { notFound } from "../page.server";
import { clearCookie, COOKIE_NAMES, cookieValue, setCookie } from "../../lib/http/cookies";
import { NO_STORE } from "../../lib/http/cache-policy";

/**
 * What the provider's routes use of the provider service besides the provider itself: its
 * clients, the authorization request's rules and errors, the discovery document, and the
 * device line a session record keeps. The routes take them from here, not from workers/.
 */
export {
  authorizeParamsOf,
  checkAuthorizeRequest,
  clientOf,
  discoveryDocument,
  errorRedirect,
  isClientSecret,
  needsFreshSignIn,
  postLogoutUriOf,
  siteOriginOf,
  type OAuthErrorCode,
} from "../../../workers/services/oidc";
export { deviceOf };

/** The provider's routes take the site's one NO_STORE from here with the rest of the provider's glue. */
export { NO_STORE };

/** The provider's routes exist on the accounts host only. */
export function requireAccountsHost(context: AppLoadContext): void {
  if (!context.isAccountsHost) throw notFound();
}

/** The provider for this request; a Worker without signing keys answers 503. */
export function providerOf(context: AppLoadContext): OidcProvider {
  requireAccountsHost(context);
  if (!context.keys || !context.sessions) {
    throw new Response("Sign-in is not available right now.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...NO_STORE },
    });
  }
  return createOidcProvider({
    db: context.env.DB,
    keys: context.keys,
    sessions: context.sessions,
    clock: () => Date.now(),
    issuer: context.accountsOrigin,
  });
}

export const providerCookieName = COOKIE_NAMES.providerSession;

/** Sets (a token) or clears (null) the provider's session cookie. */
export function providerCookie(context: AppLoadContext, token: string | null): string {
  const name = providerCookieName(context.isProduction);
  return token ? setCookie(name, token, { maxAge: PROVIDER_SESSION_TTL_S }) : clearCookie(name);
}

/** The person signed in at the provider, or null. */
export async function providerSessionOf(_request: Request, context: AppLoadContext, provider: OidcProvider = providerOf(context)) {
  const token = cookieValue(context.request.cookies, providerCookieName(context.isProduction)) || null;
  return provider.readProviderSession(token && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) ? token : null);
}

/** An OAuth error answer of the token or userinfo endpoint (RFC 6749 5.2). */
export function oauthError(error: string, description: string, status = 400, headers: Record<string, string> = {}): Response {
  return Response.json({ error, error_description: description }, { status, headers: { ...NO_STORE, ...headers } });
}

/**
 * What a provider page is doing for whom: signing in for an authorization request (then back
 * to /oidc/authorize with the same parameters), or for the personal area of a client's
 * visitor (`next=account`). The parameters travel on every step's URL.
 */
export type ProviderFlow = { client: TenantConfig; params: URLSearchParams; continuation: string; request?: AuthorizeRequest };

export function providerFlowOf(url: URL): { kind: "flow"; flow: ProviderFlow } | Exclude<AuthorizeCheck, { kind: "ok" }> {
  const query = url.searchParams;
  if (query.get("next") === "account") {
    const client = clientOf(query.get("client_id"));
    if (!client) return { kind: "refused", reason: "client_id" };
    const params = new URLSearchParams({
      client_id: client.id,
      next: "account",
      ...(query.get("ui_locales") ? { ui_locales: query.get("ui_locales")! } : {}),
    });
    const back = new URLSearchParams(params);
    back.delete("next");
    return { kind: "flow", flow: { client, params, continuation: `/oidc/account?${back}` } };
  }
  const check = checkAuthorizeRequest(query, url);
  if (check.kind !== "ok") return check;
  const params = authorizeParamsOf(query);
  return {
    kind: "flow",
    flow: { client: check.request.client, params, continuation: `/oidc/authorize?${afterFreshSignIn(params)}`, request: check.request },
  };
}

/**
 * Someone just proved who they are at the provider (its sign-in page, or a site's inline steps
 * through a ticket): the browser's provider session, and the cookie naming it. The same person
 * already signed in here keeps their session (its sign-in time moves, or the new one's sites
 * join it), so one logout still ends them all; someone else's session in this browser ends.
 */
export async function establishProviderSession(
  request: Request,
  context: AppLoadContext,
  provider: OidcProvider,
  user: Pick<User, "id" | "sessionEpoch">,
  opened: { site: string; amr?: string } | { sessionId: string },
): Promise<string> {
  const records = context.sessions!.records;
  const existing = await providerSessionOf(request, context, provider);
  let sessionId: string;
  if (existing?.user.id === user.id) {
    sessionId = existing.sessionId;
    if ("sessionId" in opened) {
      if (opened.sessionId !== sessionId) await records.merge(sessionId, opened.sessionId);
    } else await records.reauthenticated(sessionId, opened.amr);
  } else {
    if (existing) await records.endProviderSession(existing.sessionId);
    sessionId =
      "sessionId" in opened
        ? opened.sessionId
        : await records.openProviderSession({
            userId: user.id,
            site: opened.site,
            device: deviceOf(request),
            ...(opened.amr ? { amr: opened.amr } : {}),
          });
  }
  return providerCookie(context, await provider.signProviderSession(user, sessionId));
}
