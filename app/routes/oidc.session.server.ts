import { data, redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { clientOf, siteOriginOf } from "../../workers/services/oidc";
import { localPath } from "../server/form-fields.server";
import { translatorFor } from "../server/i18n.server";
import { establishProviderSession, NO_STORE, providerOf } from "../server/oidc-provider.server";
import { seoOf } from "../server/seo.server";

/**
 * GET /oidc/session?client_id&ticket&return (architecture §9, one session on every path).
 *
 * A site that verified a code inline (its sign-in page or a modal's steps) has opened the
 * provider session in D1, but the provider's cookie lives on the accounts host, which a site's
 * response cannot set. So the site's answer is a top-level redirect here with a one-time
 * ticket for that session (256 random bits, hashed at rest, 2 minutes, spent by a conditional
 * update); the provider sets its cookie and sends the browser straight back. It is a plain
 * redirect chain, so it works with JavaScript off, and nothing secret is posted across
 * origins. A ticket that is spent, late or unknown sets nothing, and the person still lands
 * back on the site (signed in there); the way back is only ever a path of the client's own
 * registered origin.
 */
export async function providerTicketLoader({ request, context }: LoaderFunctionArgs) {
  const provider = providerOf(context);
  const url = new URL(request.url);
  const client = clientOf(url.searchParams.get("client_id"));
  const path = localPath.safeParse(url.searchParams.get("return") ?? "/");
  if (!client || !path.success || url.searchParams.getAll("ticket").length > 1) {
    const t = await translatorFor(context.tenant.language);
    return data({ seo: await seoOf(context, t("account.provider.refusedTitle")) }, { status: 400, headers: NO_STORE });
  }
  const back = siteOriginOf(client, url) + path.data;
  const session = await context.sessions!.records.spendTicket(url.searchParams.get("ticket") ?? "");
  const user = session ? await context.services.accounts?.userById(session.user_id) : null;
  if (!session || !user || user.role !== "USER") throw redirect(back, { status: 303, headers: NO_STORE });
  const cookie = await establishProviderSession(request, context, provider, user, { sessionId: session.id });
  throw redirect(back, { status: 303, headers: { "Set-Cookie": cookie, ...NO_STORE } });
}
