import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { parseForm, plainRefusal } from "../server/forms.server";
import { BEAN_ID, closedBeansOf, withClosedBean } from "../lib/content/bean-bar-routes";
import { localPath } from "../server/form-fields.server";
import { beanCookie } from "../server/layout-content.server";
import { translatorFor } from "../server/i18n.server";
import { cachePolicy } from "../lib/http/cache-policy";

const closeSchema = z.object({ id: z.string().regex(BEAN_ID), returnTo: localPath.catch("/") });

/** Closing is a change: a GET (a link, a crawler) goes home and changes nothing. */
export async function loader() {
  return new Response(null, { status: 303, headers: { Location: "/", "Cache-Control": cachePolicy("none") } });
}

/**
 * Closing a bean bar hides it: the bar's id joins the visitor's `caravan_beans` cookie
 * (their own pages leave it out from then on; pages vary by Cookie, so a cache keeps showing
 * the bar to everyone else), then back to the page, 303. Closing twice stores the id once.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await parseForm(request, closeSchema);
  if (!submission.ok) {
    const t = await translatorFor(context.tenant.language);
    return plainRefusal(t("beans.invalidClose"), submission.status, { "Cache-Control": cachePolicy("none") });
  }
  const closed = withClosedBean(closedBeansOf(context.request.cookies), submission.value.id);
  return new Response(null, {
    status: 303,
    headers: { Location: submission.value.returnTo, "Set-Cookie": beanCookie(closed), "Cache-Control": cachePolicy("none") },
  });
}
