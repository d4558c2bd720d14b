import type { AppLoadContext } from "@remix-run/cloudflare";
import { createPasskeys, type PasskeyService } from "../../../workers/services/accounts/passkeys";
import { COOKIE_NAMES, cookieValue, setCookie } from "../../lib/http/cookies";

/** A ceremony the passkey service refused (its reason), and the sign-in method a passkey records. */
export { PasskeyError, passkeyAmr } from "../../../workers/services/accounts/passkeys";

/** The passkeys of the built-in provider (accounts host; RP ID = its host name). */
export function passkeysOf(context: AppLoadContext): PasskeyService {
  return createPasskeys(context.env.DB, () => Date.now(), { origin: context.accountsOrigin, name: "Caravan" });
}

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
  if ((await passkeysOf(context).count(userId)) > 0) return null;
  return `/oidc/passkey?${next}`;
}
