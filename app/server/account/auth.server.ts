import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { SessionUser } from "../../../workers/session/types";
import { sessionCookie, type SessionTokens } from "../../../workers/session/session";
import { AccountError, type AccountsService, type User } from "../../../workers/services/accounts";
import { clientOf, siteOriginOf } from "../../../workers/services/oidc/clients";
import { deviceOf } from "../../../workers/session/records";
import { personalAreaHref } from "../../lib/http/accounts-host";

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

export type StartedSession = {
  tokens: SessionTokens;
  /** The site's session cookie. */
  cookie: string;
  /**
   * Where to send the browser next so the provider's cookie names the same session: for a
   * code verified on this site, the provider's ticket URL that comes back to `path`; `path`
   * itself when the person came through the provider (or an external one is configured).
   */
  through: (path: string) => Promise<string>;
};

/**
 * A new site session for someone who just proved who they are. Coming back
 * from the built-in provider (`providerSessionId`, the ID token's sid), it hangs off that
 * provider session. A code verified on this site (its sign-in page, a modal's steps, the JSON
 * API) opens the provider session here, in D1, and `through` hands it to the provider's cookie
 * with a one-time ticket (app/routes/oidc.session.server.ts explains why a redirect).
 */
export async function startSession(
  context: AppLoadContext,
  user: User,
  request: Request,
  from: { providerSessionId: string | null } | null = null,
  options: { offerPasskey?: boolean } = {},
): Promise<StartedSession> {
  if (!context.sessions) throw unavailable();
  const { records } = context.sessions;
  const device = deviceOf(request);
  const builtIn = !context.env.OIDC_ISSUER_URL;
  const providerSessionId =
    from !== null
      ? from.providerSessionId && (await records.liveProviderSession(from.providerSessionId, user.id))
        ? from.providerSessionId
        : null
      : builtIn
        ? await records.openProviderSession({ userId: user.id, site: context.tenant.id, device })
        : null;
  const tokens = await context.sessions.start(user, { site: context.tenant.id, providerSessionId, device });
  const opened = from === null && providerSessionId !== null;
  return {
    tokens,
    cookie: sessionCookie(context.isProduction, tokens),
    through: async (path) => {
      if (!opened) return path;
      const ticket = await records.issueTicket(providerSessionId);
      const query = new URLSearchParams({ client_id: context.tenant.id, ticket, return: path });
      // The device can hold a passkey (the code form said so): the provider offers one on the way.
      if (options.offerPasskey) query.set("passkey", "offer");
      return `${context.accountsOrigin}/oidc/session?${query}`;
    },
  };
}

/**
 * Logging out on this site (single logout): the provider session this site's session hangs
 * off ends, and with it every site session of this browser on all seven sites (each site
 * checks its session's record on its next request); the cookie is cleared.
 */
export async function endSession(context: AppLoadContext): Promise<string> {
  if (context.sessions && context.session.familyId)
    await context.sessions.records.endSiteSession(context.session.familyId, context.user?.id ?? undefined);
  return sessionCookie(context.isProduction, null);
}

export { AccountError };

/** The identity provider's account page (the personal area is a separate application). */
export function personalAreaUrl(context: AppLoadContext, _current: URL): string {
  // An external identity provider keeps its own personal area; this one is the built-in provider's.
  return personalAreaHref(context.accountsOrigin, context.tenant.id);
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
