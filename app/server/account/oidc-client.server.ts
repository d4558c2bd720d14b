/**
 * Each country site is an OpenID Connect client (login, /login/redirect; the identity provider's
 * calls: authorize, token, userinfo and logout; scopes openid profile email offline_access; code
 * flow with S256), through openid-client. The provider is the built-in one on the accounts host,
 * answered in-process (context.accountsFetch), or an external issuer named by OIDC_ISSUER_URL with
 * per-site secrets in OIDC_CLIENT_SECRETS.
 *
 * The verifier, state, nonce and the page to return to wait in a short-lived signed cookie
 * (10 minutes, Path=/login) between /login and /login/redirect.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { errors, jwtVerify, SignJWT } from "jose";
import * as oidc from "openid-client";
import { clientSecretOf, postLogoutUriOf, REDIRECT_PATH, siteOriginOf } from "../../../workers/services/oidc/clients";
import { SUPPORTED_SCOPES } from "../../../workers/services/oidc/authorize-request";
import { fromUpstreamResponse, siteHosts, upstreamResponseOf } from "../../../workers/http/upstream-418";
import { tenants } from "../../../tenants";
import { clearCookie, COOKIE_NAMES, cookieValue, setCookie } from "../../lib/http/cookies";

/** The site's one registered origin: the login cookie and the redirect URI live there. */
export { siteOriginOf };

export const LOGIN_STATE_TTL_S = 10 * 60;
const LOGIN_AUDIENCE = "caravan-login";
/** Discovery answers are kept per isolate this long. */
const DISCOVERY_TTL_MS = 60 * 60_000;

type ClientSettings = { issuer: URL; clientId: string; clientSecret: string; fetch: typeof fetch; external: boolean };
export type LoginState = { state: string; nonce: string; verifier: string; returnTo: string };

/** This site's client settings; null when sign-in is not configured. */
export async function clientSettingsOf(context: AppLoadContext): Promise<ClientSettings | null> {
  const { env, tenant } = context;
  if (env.OIDC_ISSUER_URL) {
    const entry = env.OIDC_CLIENT_SECRETS?.[tenant.id];
    if (!entry) return null;
    const [clientId, clientSecret] = typeof entry === "string" ? [tenant.id, entry] : [entry.clientId, entry.clientSecret];
    return { issuer: new URL(env.OIDC_ISSUER_URL), clientId, clientSecret, fetch: (input, init) => fetch(input, init), external: true };
  }
  if (!env.OTP_SECRET) return null;
  return {
    issuer: new URL(context.accountsOrigin),
    clientId: tenant.id,
    clientSecret: await clientSecretOf(env.OTP_SECRET, tenant.id),
    fetch: context.accountsFetch,
    external: false,
  };
}

const discovered = new Map<string, { at: number; metadata: Promise<oidc.ServerMetadata> }>();

/** The provider's metadata (discovered once per isolate and issuer) and this client, ready for one request. */
export async function configurationOf(settings: ClientSettings): Promise<oidc.Configuration> {
  const insecure = settings.issuer.protocol === "http:";
  const key = settings.issuer.href;
  let cached = discovered.get(key);
  if (!cached || Date.now() - cached.at > DISCOVERY_TTL_MS) {
    const metadata = oidc
      .discovery(settings.issuer, settings.clientId, settings.clientSecret, undefined, {
        [oidc.customFetch]: (url, options) => settings.fetch(url, options as RequestInit),
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .then((config) => JSON.parse(JSON.stringify(config.serverMetadata())) as oidc.ServerMetadata);
    cached = { at: Date.now(), metadata };
    discovered.set(key, cached);
    // A failed discovery is not kept: the next request asks again.
    metadata.catch(() => discovered.get(key) === cached && discovered.delete(key));
  }
  const config = new oidc.Configuration(await cached.metadata, settings.clientId, settings.clientSecret);
  // The fetch of this request: in-process for the built-in provider.
  config[oidc.customFetch] = (url, options) => settings.fetch(url, options as RequestInit);
  if (insecure) oidc.allowInsecureRequests(config);
  return config;
}

/** The one redirect URI of this site (on its canonical origin). */
export function redirectUriOf(context: AppLoadContext, current: URL): string {
  return siteOriginOf(context.tenant, current) + REDIRECT_PATH;
}

/** The authorization request of a new login, and the state to keep until the site is called back. */
export async function authorizationRequest(config: oidc.Configuration, context: AppLoadContext, current: URL, returnTo: string) {
  const login: LoginState = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier(), returnTo };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUriOf(context, current),
    scope: SUPPORTED_SCOPES.join(" "),
    response_type: "code",
    code_challenge: await oidc.calculatePKCECodeChallenge(login.verifier),
    code_challenge_method: "S256",
    state: login.state,
    nonce: login.nonce,
    // The provider's pages speak this site's language.
    ui_locales: context.tenant.language,
  });
  return { url, login };
}

/** openid-client checks state, the authorization response's issuer, PKCE (at the token endpoint) and the ID token's nonce. */
export async function exchangeCallback(config: oidc.Configuration, context: AppLoadContext, current: URL, login: LoginState) {
  const callback = new URL(redirectUriOf(context, current) + current.search);
  const tokens = await oidc.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: login.verifier,
    expectedState: login.state,
    expectedNonce: login.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error("the provider answered without an ID token");
  return claims;
}

/**
 * Where logging out continues: the provider's end-session endpoint, which ends its
 * own session and comes back to this site's home; "/" when there is no provider to tell.
 */
export async function endSessionUrlOf(context: AppLoadContext, current: URL): Promise<string> {
  const back = postLogoutUriOf(context.tenant, current);
  const settings = await clientSettingsOf(context);
  if (!settings) return "/";
  if (!settings.external) {
    return `${context.accountsOrigin}/oidc/end-session?${new URLSearchParams({ client_id: settings.clientId, post_logout_redirect_uri: back })}`;
  }
  try {
    const config = await configurationOf(settings);
    if (!config.serverMetadata().end_session_endpoint) return "/";
    return oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: back }).href;
  } catch (error) {
    console.warn("login: the provider's end-session endpoint is unknown", error);
    return "/";
  }
}

// ---- The login state cookie ---------------------------------------------------------------

// __Host- needs Path=/; this cookie is for /login and /login/redirect only (hence __Secure-).
const loginCookieName = COOKIE_NAMES.loginState;

export function loginCookie(context: AppLoadContext, token: string | null): string {
  const name = loginCookieName(context.isProduction);
  return token ? setCookie(name, token, { path: "/login", maxAge: LOGIN_STATE_TTL_S }) : clearCookie(name, { path: "/login" });
}

export async function signLoginState(context: AppLoadContext, login: LoginState): Promise<string> {
  const keys = context.keys!;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...login })
    .setProtectedHeader({ alg: "ES256", kid: keys.current.kid })
    .setAudience(LOGIN_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + LOGIN_STATE_TTL_S)
    .sign(keys.current.key);
}

/** The login this browser started here, or null (none, expired, or not ours). */
export async function readLoginState(_request: Request, context: AppLoadContext): Promise<LoginState | null> {
  const keys = context.keys;
  const token = cookieValue(context.request.cookies, loginCookieName(context.isProduction));
  if (!keys || !token) return null;
  try {
    const { payload } = await jwtVerify(
      token,
      async (header) => {
        const key = header.kid ? keys.byKid.get(header.kid) : undefined;
        if (!key) throw new errors.JWKSNoMatchingKey();
        return key;
      },
      { audience: LOGIN_AUDIENCE, algorithms: ["ES256"] },
    );
    const { state, nonce, verifier, returnTo } = payload;
    if (typeof state !== "string" || typeof nonce !== "string" || typeof verifier !== "string" || typeof returnTo !== "string") return null;
    return { state, nonce, verifier, returnTo };
  } catch {
    return null;
  }
}

/**
 * A callback the provider refused with its 418 names the status and the page to
 * answer with; that answer (redirects only to the sites' own hosts), or null for any other error.
 */
export async function upstreamAnswerOf(error: unknown): Promise<Response | null> {
  const upstream = upstreamResponseOf(error);
  return upstream ? fromUpstreamResponse(upstream, siteHosts(tenants)) : null;
}
