/**
 * The checks of an authorization request (OIDC Core 3.1.2.1, RFC 7636): only
 * the registered clients with their one redirect URI, response type code, PKCE S256 (plain
 * is refused), state and nonce required, openid among the scopes. A bad client or redirect
 * URI is shown on the provider (an error is never sent to a URI nobody registered); every
 * other error goes back to the client's redirect URI with `error=`.
 */
import type { TenantConfig } from "../../../tenants";
import { clientOf, redirectUriOf } from "./clients";

export const SUPPORTED_SCOPES = ["openid", "profile", "email", "offline_access"] as const;

/** The parameters an authorization request carries through the provider's sign-in page. */
export const AUTHORIZE_PARAMS = [
  "client_id",
  "redirect_uri",
  "response_type",
  "scope",
  "state",
  "nonce",
  "code_challenge",
  "code_challenge_method",
  "ui_locales",
  "prompt",
  "max_age",
  "id_token_hint",
] as const;

/**
 * The prompt values of OIDC Core 3.1.2.1 this provider honours. "consent" is what lets
 * offline_access be granted; neither it nor "select_account" shows a page of its own here.
 */
const PROMPTS = ["none", "login", "consent", "select_account"] as const;

export type AuthorizeRequest = {
  client: TenantConfig;
  clientId: string;
  redirectUri: string;
  /** The granted scopes (the supported ones asked for), space-separated. */
  scope: string;
  state: string;
  nonce: string;
  codeChallenge: string;
  uiLocales: string | null;
  prompt: string | null;
  /** Ask the person to sign in again (prompt=login). */
  login: boolean;
  /** Never show a page (prompt=none): an answer or login_required. */
  none: boolean;
  /** max_age in seconds: a sign-in older than this is made again; the ID token then carries auth_time. */
  maxAge: number | null;
  idTokenHint: string | null;
};

export type AuthorizeCheck =
  | { kind: "ok"; request: AuthorizeRequest }
  /** Shown on the provider: nothing is sent to an unknown client or an unregistered URI. */
  | { kind: "refused"; reason: "client_id" | "redirect_uri" }
  /** Sent back to the client's redirect URI. */
  | { kind: "error"; redirectUri: string; state: string | null; error: OAuthErrorCode; description: string };

export type OAuthErrorCode = "invalid_request" | "unsupported_response_type" | "invalid_scope" | "login_required";

/**
 * Must the person prove who they are again before a code is issued? prompt=login, or a
 * sign-in older than max_age (OIDC Core 3.1.2.1).
 */
export function needsFreshSignIn(request: AuthorizeRequest, session: { authTime: number }, nowS: number): boolean {
  return request.login || (request.maxAge !== null && nowS - session.authTime > request.maxAge);
}

/**
 * The authorization request to come back to once the person has just signed in: prompt=login
 * and max_age are then met, so they go (otherwise the provider would ask again and again).
 */
export function afterFreshSignIn(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  const prompts = (next.get("prompt") ?? "").split(" ").filter((p) => p && p !== "login");
  if (prompts.length) next.set("prompt", prompts.join(" "));
  else next.delete("prompt");
  next.delete("max_age");
  return next;
}

/** S256 of a 32-byte verifier is 43 base64url characters (RFC 7636 4.2). */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const MAX_VALUE = 512;

export function checkAuthorizeRequest(params: URLSearchParams, current: URL): AuthorizeCheck {
  const client = clientOf(params.get("client_id"));
  if (!client || params.getAll("client_id").length > 1) return { kind: "refused", reason: "client_id" };
  const redirectUri = redirectUriOf(client, current);
  if (params.get("redirect_uri") !== redirectUri || params.getAll("redirect_uri").length > 1)
    return { kind: "refused", reason: "redirect_uri" };

  const state = params.get("state");
  const fail = (error: OAuthErrorCode, description: string): AuthorizeCheck => ({
    kind: "error",
    redirectUri,
    state: state && state.length <= MAX_VALUE ? state : null,
    error,
    description,
  });
  if (AUTHORIZE_PARAMS.some((name) => params.getAll(name).length > 1)) return fail("invalid_request", "a parameter is repeated");
  if (params.get("response_type") !== "code") return fail("unsupported_response_type", "only response_type=code is supported");
  const asked = (params.get("scope") ?? "").split(" ").filter(Boolean);
  if (!asked.includes("openid")) return fail("invalid_scope", "the scope must include openid");
  if (!state || state.length > MAX_VALUE) return fail("invalid_request", "state is required");
  if (params.get("code_challenge_method") !== "S256") return fail("invalid_request", "PKCE with code_challenge_method=S256 is required");
  const codeChallenge = params.get("code_challenge") ?? "";
  if (!S256_CHALLENGE.test(codeChallenge)) return fail("invalid_request", "code_challenge is not an S256 challenge");
  const nonce = params.get("nonce");
  if (!nonce || nonce.length > MAX_VALUE) return fail("invalid_request", "nonce is required");
  const prompts = (params.get("prompt") ?? "").split(" ").filter(Boolean);
  if (prompts.some((p) => !(PROMPTS as readonly string[]).includes(p)) || (prompts.includes("none") && prompts.length > 1))
    return fail("invalid_request", "prompt must be none, or any of login, consent and select_account");
  const maxAgeParam = params.get("max_age");
  if (maxAgeParam !== null && !/^[0-9]{1,10}$/.test(maxAgeParam)) return fail("invalid_request", "max_age must be a number of seconds");
  const idTokenHint = params.get("id_token_hint");
  if (idTokenHint !== null && idTokenHint.length > 4096) return fail("invalid_request", "id_token_hint is too long");

  return {
    kind: "ok",
    request: {
      client,
      clientId: client.id,
      redirectUri,
      scope: grantedScopes(asked, prompts).join(" "),
      state,
      nonce,
      codeChallenge,
      uiLocales: params.get("ui_locales")?.slice(0, MAX_VALUE) ?? null,
      prompt: params.get("prompt"),
      login: prompts.includes("login"),
      none: prompts.includes("none"),
      maxAge: maxAgeParam === null ? null : Number(maxAgeParam),
      idTokenHint,
    },
  };
}

/**
 * The scopes granted: the supported ones asked for, but offline_access (a refresh token) only
 * with prompt=consent, as OpenID Connect asks of offline access; without it the scope is ignored, not refused.
 */
function grantedScopes(asked: string[], prompts: string[]): string[] {
  return SUPPORTED_SCOPES.filter((scope) => asked.includes(scope) && (scope !== "offline_access" || prompts.includes("consent")));
}

/** The authorization request's own parameters, without anything else a URL carries. */
export function authorizeParamsOf(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of AUTHORIZE_PARAMS) for (const value of params.getAll(name)) kept.append(name, value);
  return kept;
}

/** The client's redirect URI with an error (RFC 6749 4.1.2.1; RFC 9207 iss). */
export function errorRedirect(check: Extract<AuthorizeCheck, { kind: "error" }>, issuer: string): string {
  const url = new URL(check.redirectUri);
  url.searchParams.set("error", check.error);
  url.searchParams.set("error_description", check.description);
  if (check.state) url.searchParams.set("state", check.state);
  url.searchParams.set("iss", issuer);
  return url.href;
}
