import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { NO_STORE, providerOf } from "../server/account/oidc-provider.server";

/** GET /oidc/userinfo with a Bearer access token: sub, email, email_verified (OIDC Core 5.3). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const provider = providerOf(context);
  const token = /^Bearer\s+([\w.-]+)$/i.exec(request.headers.get("Authorization") ?? "")?.[1];
  if (!token) return refused("invalid_request", "a Bearer access token is required");
  const claims = await provider.userinfo(token);
  // Admin accounts get nothing, like revoked or expired tokens.
  if (!claims) return refused("invalid_token", "the access token is not valid");
  return Response.json(claims, { headers: NO_STORE });
}

/** OIDC Core 5.3.1: userinfo answers POST as well. */
export async function action(args: ActionFunctionArgs) {
  return loader(args);
}

function refused(error: string, description: string): Response {
  return Response.json(
    { error, error_description: description },
    { status: 401, headers: { ...NO_STORE, "WWW-Authenticate": `Bearer error="${error}", error_description="${description}"` } },
  );
}
