import { data, redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { localPath } from "../server/form-fields.server";
import { translatorFor } from "../server/i18n.server";
import { clientOf, establishProviderSession, NO_STORE, providerOf, siteOriginOf } from "../server/account/oidc-provider.server";
import { afterCodeSignIn } from "../server/account/passkeys.server";
import { seoOf } from "../server/seo.server";
import { clearCookie, COOKIE_NAMES, cookieValue, setCookie } from "../lib/http/cookies";

/** The pending cookie of a ticket's hand-over: this browser's half of the pairing, 2 minutes, for this path only. */
const PENDING_MAX_AGE_S = 120;
const pendingName = COOKIE_NAMES.ssoPending;
const pendingCookie = (production: boolean, value: string | null) =>
  value
    ? setCookie(pendingName(production), value, { path: "/oidc/session", maxAge: PENDING_MAX_AGE_S })
    : clearCookie(pendingName(production), { path: "/oidc/session" });

/** The code form said the device can hold a passkey: offer one at the end of the hand-over. */
const offerCookie = (on: boolean) =>
  on
    ? setCookie(COOKIE_NAMES.passkeyOffer, "1", { path: "/oidc/session", maxAge: PENDING_MAX_AGE_S })
    : clearCookie(COOKIE_NAMES.passkeyOffer, { path: "/oidc/session" });

/**
 * GET /oidc/session (one session on every path).
 *
 * A site that verified a code inline (its sign-in page or a modal's steps) has opened the
 * provider session in D1, but the provider's cookie lives on the accounts host, and a site's
 * response cannot set it: third-party cookies are going away, and the sites and the accounts
 * host are different sites. So the browser makes one top-level round trip, a plain chain of
 * redirects that works with JavaScript off (workers/session/records.ts has the steps):
 *
 *   site → here with `ticket` → the site's /login/sso with a check → here with `step=finish` → the page.
 *
 * A ticket alone is not enough: the site confirms that the browser holding its session is the
 * one that came here (its cookie's session must hang off the ticket's), and this host finishes
 * only with the pending cookie it set on the first visit. So a ticket URL sent to someone else
 * signs nobody in as its owner (login CSRF). Every failure simply goes back to the page,
 * signed in on that site; the way back is only ever a path of the client's registered origin.
 */
export async function providerTicketLoader({ request, context }: LoaderFunctionArgs) {
  const provider = providerOf(context);
  const url = new URL(request.url);
  const client = clientOf(url.searchParams.get("client_id"));
  const path = localPath.safeParse(url.searchParams.get("return") ?? "/");
  if (!client || !path.success || url.searchParams.getAll("ticket").length > 1) {
    const t = await translatorFor(context.tenant.language);
    return data({ seo: await seoOf(context, t("account.provider.refusedTitle")) }, { status: 400, headers: NO_STORE });
  }
  const records = context.sessions!.records;
  const origin = siteOriginOf(client, url);
  const back = (cookies: string[] = []) => {
    const headers = new Headers(NO_STORE);
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    headers.set("Location", origin + path.data);
    return new Response(null, { status: 303, headers });
  };

  const ticket = url.searchParams.get("ticket");
  if (ticket !== null) {
    const spent = await records.spendTicket(ticket);
    if (!spent || spent.session.site !== client.id) throw back();
    const check = new URLSearchParams({ check: spent.check, return: path.data });
    const headers = new Headers(NO_STORE);
    headers.append("Set-Cookie", pendingCookie(context.isProduction, spent.pending));
    if (url.searchParams.get("passkey") === "offer") headers.append("Set-Cookie", offerCookie(true));
    throw redirect(`${origin}/login/sso?${check}`, { status: 303, headers });
  }

  const name = pendingName(context.isProduction);
  const pending = cookieValue(context.request.cookies, name);
  const clear = pendingCookie(context.isProduction, null);
  const session = pending ? await records.finishPending(pending) : null;
  const user = session ? await context.services.accounts?.userById(session.user_id) : null;
  if (!session || !user || user.role !== "USER") throw back([clear]);
  const cookie = await establishProviderSession(request, context, provider, user, { sessionId: session.id });
  // After a code verified on the site, the offer to add a passkey here (the RP's host), then back.
  const offered = cookieValue(context.request.cookies, COOKIE_NAMES.passkeyOffer) === "1";
  const offer = offered ? await afterCodeSignIn(context, user.id, new URLSearchParams({ client_id: client.id, return: path.data })) : null;
  if (offer) {
    const headers = new Headers(NO_STORE);
    headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", clear);
    headers.append("Set-Cookie", offerCookie(false));
    throw redirect(offer, { status: 303, headers });
  }
  throw back([cookie, clear]);
}
