import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { accountsOf, endSession } from "../server/account/auth.server";
import { dataResponse } from "../server/account/auth-api.server";
import { NO_STORE } from "../lib/http/cache-policy";

/**
 * The current user: { data: { id, email, pictureImage, acceptedFlags } }; 401
 * for visitors. An account that was signed out everywhere, removed or made admin
 * ends this session here too (the cookie is cleared; admins get ACCOUNT_NOT_ALLOWED); one
 * without an accepted privacy policy answers USER_PRIVACY_POLICY_ERROR with its id.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!context.user) return failure("UNAUTHENTICATED", "Not signed in", 401);
  const user = await accountsOf(context).userById(context.user.id);
  const epoch = context.session.epoch;
  if (!user || (typeof epoch === "number" && epoch !== user.sessionEpoch)) {
    return failure("UNAUTHENTICATED", "Not signed in", 401, {}, await endSession(context));
  }
  if (user.role !== "USER") return failure("ACCOUNT_NOT_ALLOWED", "This account cannot sign in here", 403, {}, await endSession(context));
  if (!user.privacyPolicy) return failure("USER_PRIVACY_POLICY_ERROR", "The privacy policy has not been accepted", 403, { id: user.id });
  return dataResponse({
    id: user.id,
    email: user.email,
    pictureImage: user.pictureImage,
    acceptedFlags: {
      newsletter: user.newsletter,
      privacyPolicy: user.privacyPolicy,
      terms: user.terms,
      marketing: user.marketingConsent,
    },
  });
}

function failure(code: string, message: string, status: number, extra: Record<string, unknown> = {}, setCookie?: string): Response {
  return Response.json(
    { error: { code, message, extra } },
    { status, headers: { ...NO_STORE, ...(setCookie ? { "Set-Cookie": setCookie } : {}) } },
  );
}
