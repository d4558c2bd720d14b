import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { discoveryDocument, requireAccountsHost } from "../server/account/oidc-provider.server";
import { cachePolicy } from "../lib/http/cache-policy";

/** OpenID Connect Discovery: what the built-in provider offers, its issuer being the accounts origin. */
export async function loader({ context }: LoaderFunctionArgs) {
  requireAccountsHost(context);
  return Response.json(discoveryDocument(context.accountsOrigin), {
    headers: { "Cache-Control": cachePolicy("long"), "Access-Control-Allow-Origin": "*" },
  });
}
