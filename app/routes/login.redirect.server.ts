import { data, redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { User } from "../../workers/services/accounts";
import { accountsOf, AccountError, startSession } from "../server/account/auth.server";
import { translatorFor } from "../server/i18n.server";
import {
  clientSettingsOf,
  configurationOf,
  exchangeCallback,
  loginCookie,
  readLoginState,
  upstreamAnswerOf,
} from "../server/account/oidc-client.server";
import { seoOf } from "../server/seo.server";
import { cachePolicy } from "../lib/http/cache-policy";

type Failure = "failed" | "expired" | "not-allowed";

/**
 * GET /login/redirect (the login callback): openid-client checks the state, the
 * issuer, PKCE and the ID token's nonce; then the site starts its own session for the
 * person and goes back to where the login started. Any failure is a page with "try again"
 * (a 4xx, never a 500).
 */
export async function loginRedirectLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const login = await readLoginState(request, context);
  const clear = loginCookie(context, null);
  const fail = async (reason: Failure, status = 400) => {
    const t = await translatorFor(context.tenant.language);
    return data(
      { reason, returnTo: login?.returnTo ?? "/", seo: await seoOf(context, t("account.login.failedTitle")) },
      { status, headers: { "Set-Cookie": clear, "Cache-Control": cachePolicy("none") } },
    );
  };
  if (!login) return fail("expired");
  const settings = await clientSettingsOf(context);
  if (!settings) return fail("failed");
  // The provider answered with an error (access_denied, login_required…): nothing to exchange.
  if (url.searchParams.has("error")) {
    console.warn(`login: the provider answered ${url.searchParams.get("error")}`);
    return fail("failed");
  }
  let user: User | null;
  let sid: string | null = null;
  try {
    const claims = await exchangeCallback(await configurationOf(settings), context, url, login);
    // The provider session the sign-in belongs to: this site's session hangs off it (single logout).
    if (!settings.external && typeof claims.sid === "string") sid = claims.sid;
    const accounts = accountsOf(context);
    // The built-in provider's subject is the account id; an external provider's verified e-mail names the account.
    user = !settings.external
      ? await accounts.userById(claims.sub)
      : claims.email_verified === true
        ? await accounts.openVerified(claims.email)
        : null;
  } catch (error) {
    if (error instanceof AccountError && error.code === "ACCOUNT_NOT_ALLOWED") return fail("not-allowed", 403);
    if (error instanceof Response) throw error;
    // The provider's 418 names the status and the page to answer with.
    const answer = await upstreamAnswerOf(error);
    if (answer) throw answer;
    const detail =
      error instanceof Error
        ? [error.message, (error as { error?: unknown }).error, error.cause instanceof Error ? error.cause.message : null]
            .filter(Boolean)
            .join(" · ")
        : String(error);
    console.warn(`login: the callback was refused: ${detail}`);
    return fail("failed");
  }
  // Admin accounts are not for this site.
  if (!user) return fail("failed");
  if (user.role !== "USER") return fail("not-allowed", 403);
  const { cookie } = await startSession(context, user, request, { providerSessionId: sid });
  const headers = new Headers({ "Cache-Control": cachePolicy("none") });
  headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", clear);
  throw redirect(login.returnTo, { status: 303, headers });
}
