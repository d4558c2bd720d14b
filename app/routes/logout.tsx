import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { endSession } from "../server/account/auth.server";
import { endSessionUrlOf } from "../server/account/oidc-client.server";
import { cachePolicy } from "../lib/http/cache-policy";

/** Logging out changes state, so it is a POST; a GET just goes home (after logout, /). */
export async function loader() {
  return redirect("/", 303);
}

/**
 * Revokes this browser's refresh tokens and clears the site's cookie, then passes
 * through the identity provider's end-session endpoint, so its session ends too, and lands on /.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const cookie = await endSession(context);
  const next = await endSessionUrlOf(context, new URL(request.url));
  return redirect(next, { status: 303, headers: { "Set-Cookie": cookie, "Cache-Control": cachePolicy("none") } });
}
