import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAccountsHost } from "../server/account/oidc-provider.server";
import { cachePolicy } from "../lib/http/cache-policy";

/** The public halves of the signing keys (every listed key, so tokens of a rotated-out key still verify until they expire). */
export async function loader({ context }: LoaderFunctionArgs) {
  requireAccountsHost(context);
  if (!context.keys)
    return new Response("Sign-in is not available right now.", { status: 503, headers: { "Cache-Control": cachePolicy("none") } });
  return Response.json(
    { keys: context.keys.publicJwks },
    { headers: { "Cache-Control": cachePolicy("signingKeys"), "Access-Control-Allow-Origin": "*" } },
  );
}
