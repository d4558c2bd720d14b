import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { readForm } from "../server/forms.server";
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
  const read = await readForm(request);
  const parsed = read.ok ? closeSchema.safeParse({ id: read.form.get("id"), returnTo: read.form.get("returnTo") ?? "/" }) : null;
  if (!parsed?.success) {
    const t = await translatorFor(context.tenant.language);
    const status = read.ok ? 400 : read.status;
    return new Response(t("beans.invalidClose"), {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cachePolicy("none") },
    });
  }
  const closed = withClosedBean(closedBeansOf(context.request.cookies), parsed.data.id);
  return new Response(null, {
    status: 303,
    headers: { Location: parsed.data.returnTo, "Set-Cookie": beanCookie(closed), "Cache-Control": cachePolicy("none") },
  });
}
