import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { SessionUser } from "../../workers/session/types";
import { sessionCookie, type SessionTokens } from "../../workers/session/session";
import { AccountError, type AccountsService, type User } from "../../workers/services/accounts";
import { clientOf, siteOriginOf } from "../../workers/services/oidc/clients";

/** The signed-in person, or null for a visitor. */
export function optionalUser(context: AppLoadContext): SessionUser | null {
  return context.user;
}

/** The signed-in person; a visitor is sent to log in and brought back to this page. */
export function requireUser(request: Request, context: AppLoadContext): SessionUser {
  if (context.user) return context.user;
  const url = new URL(request.url);
  throw redirect(`/login?returnTo=${encodeURIComponent(url.pathname + url.search)}`, 303);
}

/** The accounts service; a site without sign-in secrets answers 503 rather than failing later. */
export function accountsOf(context: AppLoadContext): AccountsService {
  if (!context.services.accounts || !context.sessions) throw unavailable();
  return context.services.accounts;
}

/** A new session for someone who just proved their e-mail: the tokens and the cookie that carries them. */
export async function startSession(context: AppLoadContext, user: User): Promise<{ tokens: SessionTokens; cookie: string }> {
  if (!context.sessions) throw unavailable();
  const tokens = await context.sessions.start(user);
  return { tokens, cookie: sessionCookie(context.isProduction, tokens) };
}

/** Ends this browser's session: its refresh-token family is revoked and the cookie cleared. */
export async function endSession(context: AppLoadContext): Promise<string> {
  if (context.sessions && context.session.familyId) await context.sessions.revokeFamily(context.session.familyId);
  return sessionCookie(context.isProduction, null);
}

export { AccountError };

/** The identity provider's account page (001 §1: the personal area is a separate application). */
export function personalAreaUrl(context: AppLoadContext, _current: URL): string {
  // An external identity provider keeps its own personal area; this one is the built-in provider's.
  return `${context.accountsOrigin}/oidc/account?client_id=${context.tenant.id}`;
}

function unavailable(): Response {
  return new Response("Sign-in is not available on this site right now.", {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * On the identity provider's pages: the client site the person came from (client_id), its
 * name and home page, for the way back. Null elsewhere, or for an unknown client.
 */
export function providerSiteOf(context: AppLoadContext, current: URL): { name: string; home: string } | null {
  const client = context.isAccountsHost ? clientOf(current.searchParams.get("client_id")) : null;
  return client ? { name: client.name, home: `${siteOriginOf(client, current)}/` } : null;
}
