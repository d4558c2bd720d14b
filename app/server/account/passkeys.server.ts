import type { AppLoadContext } from "@remix-run/cloudflare";
import { COOKIE_NAMES, cookieValue, setCookie } from "../../lib/http/cookies";

/** "Not now" to the passkey offer is remembered on the accounts host for 30 days. */
export const passkeyLaterCookie = setCookie(COOKIE_NAMES.passkeyLater, "1", { maxAge: 30 * 86_400 });
export function saidLater(context: AppLoadContext): boolean {
  return cookieValue(context.request.cookies, COOKIE_NAMES.passkeyLater) === "1";
}

/**
 * After a code sign-in on the accounts host: the passkey offer, then `next`, for a person
 * without a passkey who has not said "not now"; otherwise `next` itself.
 */
export async function afterCodeSignIn(context: AppLoadContext, userId: string, next: URLSearchParams): Promise<string | null> {
  if (saidLater(context)) return null;
  if ((await context.services.passkeys.count(userId)) > 0) return null;
  return `/oidc/passkey?${next}`;
}
