import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { localPath } from "../server/form-fields.server";
import { cachePolicy } from "../lib/http/cache-policy";

/**
 * GET /login/sso?check&return: the site's part of handing an inline sign-in to the provider
 * (app/routes/oidc.session.server.ts). The provider's check passes only when this browser's
 * own session hangs off the provider session being handed over; then the browser goes back to
 * the provider to finish, else straight to the page (signed in on this site either way).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const path = localPath.safeParse(url.searchParams.get("return") ?? "/");
  const page = path.success ? path.data : "/";
  const headers = { "Cache-Control": cachePolicy("none") };
  const familyId = context.session.familyId;
  const confirmed =
    familyId && context.sessions && !context.env.OIDC_ISSUER_URL
      ? await context.sessions.records.confirmCheck(url.searchParams.get("check") ?? "", familyId)
      : false;
  if (!confirmed) throw redirect(page, { status: 303, headers });
  const finish = new URLSearchParams({ client_id: context.tenant.id, step: "finish", return: page });
  throw redirect(`${context.accountsOrigin}/oidc/session?${finish}`, { status: 303, headers });
}
