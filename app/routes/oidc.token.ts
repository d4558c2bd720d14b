import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseForm, protocolForm } from "../server/forms.server";
import { clientOf, isClientSecret, NO_STORE, oauthError, providerOf } from "../server/account/oidc-provider.server";

/** The token endpoint takes POSTs only (RFC 6749 3.2): a GET is answered in OAuth's error shape. */
export const handle = { allow: ["POST"] };

export async function loader() {
  return oauthError("invalid_request", "use POST", 405, { Allow: "POST" });
}

/**
 * POST /oidc/token: grant types authorization_code and refresh_token. Clients authenticate with
 * client_secret_basic or client_secret_post; the secret is HMAC-SHA-256(OTP_SECRET,
 * "oidc-client:" + client_id), hex (workers/services/oidc/clients.ts).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const provider = providerOf(context);
  const submission = await parseForm(request, protocolForm);
  // A body that is no form (JSON, past the size cap, broken) is an invalid request, a 400 like any other (OAuth 2.0's token errors).
  if (!submission.ok) return oauthError("invalid_request", "send an application/x-www-form-urlencoded body");
  const fields = submission.value;
  // Each parameter is read once: one sent more than once is a list, which counts as absent, so the grant refuses it in OAuth's words.
  const field = (name: string) => {
    const value = fields[name];
    return typeof value === "string" ? value : null;
  };

  const basic = basicCredentials(request.headers.get("Authorization"));
  if (basic === "malformed" || (basic && Object.hasOwn(fields, "client_secret")))
    return oauthError("invalid_request", "one client authentication method at a time");
  const clientId = basic ? basic.id : field("client_id");
  const secret = basic ? basic.secret : field("client_secret");
  const client = clientOf(clientId);
  const secretKey = context.env.OTP_SECRET;
  if (
    !client ||
    !secret ||
    !secretKey ||
    !(await isClientSecret(secretKey, client.id, secret)) ||
    (basic && field("client_id") && field("client_id") !== client.id)
  ) {
    return oauthError("invalid_client", "client authentication failed", 401, basic ? { "WWW-Authenticate": 'Basic realm="caravan"' } : {});
  }

  const grantType = field("grant_type");
  const result =
    grantType === "authorization_code"
      ? await provider.exchangeCode({
          clientId: client.id,
          code: field("code"),
          redirectUri: field("redirect_uri"),
          codeVerifier: field("code_verifier"),
        })
      : grantType === "refresh_token"
        ? await provider.refresh({ clientId: client.id, refreshToken: field("refresh_token") })
        : null;
  if (!result) return oauthError("unsupported_grant_type", "grant_type must be authorization_code or refresh_token");
  if (!result.ok) return oauthError(result.error, result.description);
  return Response.json(result.tokens, { headers: NO_STORE });
}

/** HTTP Basic client credentials (RFC 6749 2.3.1: each part form-urlencoded). */
function basicCredentials(header: string | null): { id: string; secret: string } | "malformed" | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? "");
  if (!match) return header && /^Basic\b/i.test(header) ? "malformed" : null;
  try {
    const decoded = atob(match[1]!);
    const colon = decoded.indexOf(":");
    if (colon < 0) return "malformed";
    const part = (value: string) => decodeURIComponent(value.replace(/\+/g, " "));
    return { id: part(decoded.slice(0, colon)), secret: part(decoded.slice(colon + 1)) };
  } catch {
    return "malformed";
  }
}
