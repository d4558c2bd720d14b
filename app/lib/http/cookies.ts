/**
 * Every cookie the sites read or write, by name, and the one way a Cookie header is read and
 * a Set-Cookie line is written (the `cookie` package's parser and serializer, never
 * hand-built strings). The load context parses the header once per request
 * (`context.request.cookies`); the readers below take those parsed cookies, or a header when
 * they run before a context exists (the Worker entry, tests). Pure and isomorphic; each
 * cookie's lifetime sits beside the rule that gives it, which writes it with `setCookie`.
 */
import { parse, serialize } from "cookie";

/** A request's cookies by name (the first of a repeated name), values decoded. */
export type Cookies = Readonly<Record<string, string | undefined>>;

/** What a reader accepts: the parsed cookies, or a raw header. */
export type CookieSource = Cookies | string | null | undefined;

const NO_COOKIES: Cookies = Object.freeze({});

export function parseCookies(header: string | null | undefined): Cookies {
  if (!header) return NO_COOKIES;
  // A prototype-less copy: a cookie named "__proto__" or "constructor" is only a name.
  return Object.assign(Object.create(null) as Record<string, string>, parse(header));
}

/** The value of one cookie, from parsed cookies or from a header. */
export function cookieValue(source: CookieSource, name: string): string | null {
  const cookies = typeof source === "string" || source == null ? parseCookies(source) : source;
  return Object.hasOwn(cookies, name) ? (cookies[name] ?? null) : null;
}

/**
 * What every cookie of the sites is unless its writer says otherwise: for the whole site,
 * HttpOnly (the server renders from them; no script of a page reads one), Secure (browsers
 * keep Secure cookies on http://*.localhost too) and SameSite=Lax.
 */
const COOKIE_ATTRIBUTES = { path: "/", httpOnly: true, secure: true, sameSite: "lax" } as const;

/** A cookie's lifetime in seconds, and where it departs from COOKIE_ATTRIBUTES. */
export type SetCookieOptions = { maxAge: number; path?: string; domain?: string; secure?: boolean };

/** The one writer of Set-Cookie lines; the value is percent-encoded as `parseCookies` decodes it. */
export function setCookie(name: string, value: string, options: SetCookieOptions): string {
  return serialize(name, value, { ...COOKIE_ATTRIBUTES, ...options });
}

/** The Set-Cookie line that deletes a cookie: the same name and path it was set with, no value, Max-Age=0. */
export function clearCookie(name: string, options: { path?: string } = {}): string {
  return setCookie(name, "", { ...options, maxAge: 0 });
}

/**
 * The names. The session-bearing cookies take the `__Host-` prefix in production (Secure, no
 * Domain, Path=/ enforced by the browser); local runs over plain http cannot.
 */
export const COOKIE_NAMES = {
  /** The site's session (workers/session/session.ts). */
  session: (production: boolean) => (production ? "__Host-caravan_session" : "caravan_session"),
  /** The identity provider's own session on the accounts host (app/server/account/oidc-provider.server.ts). */
  providerSession: (production: boolean) => (production ? "__Host-caravan_accounts" : "caravan_accounts"),
  /** A sign-in started on this site, for /login and /login/redirect only (app/server/account/oidc-client.server.ts). */
  loginState: (production: boolean) => (production ? "__Secure-caravan_login" : "caravan_login"),
  /** The provider's session waiting for the SSO check, for /oidc/session only (app/routes/oidc.session.server.ts). */
  ssoPending: (production: boolean) => (production ? "__Secure-caravan_accounts_pending" : "caravan_accounts_pending"),
  /** The device id, shared by a country's sites (workers/http/security.ts). */
  device: "caravan_device",
  /** The visitor's currency (app/lib/shell/currency-cookie.ts). */
  currency: "caravan_currency",
  /** The site the visitor chose in the country modal (workers/geolocation/geolocation.ts). */
  siteChoice: "caravan_site_choice",
  /** The bean bars the visitor closed (app/lib/content/bean-bar-routes.ts). */
  closedBeans: "caravan_beans",
  /** A signed-in person's last write, as a D1 bookmark, for reading it back (workers/db/read-session.ts). */
  dbBookmark: "caravan_db_bookmark",
  /** A friend's browser in the trip polls it answers (app/lib/wishlist/poll-voter.ts). */
  pollVoter: "caravan_poll_voter",
  /** "Not now" to the passkey offer, on the accounts host for 30 days (app/server/account/passkeys.server.ts). */
  passkeyLater: "caravan_passkey_later",
  /** A site's code sign-in asked for the passkey offer, for /oidc/session only (app/routes/oidc.session.server.ts). */
  passkeyOffer: "caravan_passkey_offer",
  /** The visitor's yes or no to analytics cookies, asked by the cookie banner (app/lib/consent/consent.ts). */
  consent: "caravan_consent",
} as const;

/** Whether a Set-Cookie line sets the site's session (either environment's name). */
export function setsSessionCookie(setCookie: string): boolean {
  return setCookie.startsWith(`${COOKIE_NAMES.session(true)}=`) || setCookie.startsWith(`${COOKIE_NAMES.session(false)}=`);
}

/**
 * The request as it would be without the session's cookie (either environment's name), and its
 * cookies: what an anonymous visitor with the same other cookies sends.
 */
export function withoutSessionCookie(request: Request): { request: Request; cookies: Cookies } {
  const names = new Set([COOKIE_NAMES.session(true), COOKIE_NAMES.session(false)]);
  const kept = (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair !== "" && !names.has(pair.split("=")[0]!.trim()));
  const headers = new Headers(request.headers);
  if (kept.length > 0) headers.set("Cookie", kept.join("; "));
  else headers.delete("Cookie");
  return {
    request: new Request(request.url, { method: request.method, headers }),
    cookies: parseCookies(headers.get("Cookie")),
  };
}

/** Whether the request carries a session cookie (either environment's name), signed in or not. */
export function hasSessionCookie(cookies: Cookies): boolean {
  return Object.hasOwn(cookies, COOKIE_NAMES.session(true)) || Object.hasOwn(cookies, COOKIE_NAMES.session(false));
}
