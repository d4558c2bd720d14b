import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readForm } from "../server/forms.server";
import { translatorFor } from "../server/i18n.server";
import { seoOf } from "../server/seo.server";
import { NO_STORE } from "../lib/http/cache-policy";
import { SAVED_SEARCH_UNSUBSCRIBE_PATH } from "../lib/search/saved-search";
import { tokenSchema } from "./notify-unsubscribe.server";

export type SavedSearchUnsubscribePage = { state: "invalid" } | { state: "confirm" | "done"; token: string; name: string };

/**
 * GET /searches/unsubscribe?token=… (issue 27): the page a watched search's e-mail links to,
 * signed in or not. It changes nothing (mail scanners follow links): it names the search and
 * asks, with a POST form. A forged, altered or unknown token is a 400.
 */
export async function savedSearchUnsubscribeLoader({ request, context }: LoaderFunctionArgs) {
  const token = tokenSchema.safeParse(new URL(request.url).searchParams.get("token") ?? "");
  const target = token.success ? await context.services.savedSearches.unsubscribeTarget(context.keys, token.data) : null;
  return page(context, token.success && target ? token.data : null, target);
}

/**
 * POST: pauses the search. The form carries the token; a mail client's one-click unsubscribe
 * (RFC 8058: `List-Unsubscribe=One-Click` posted to the link) carries it in the URL and gets
 * the answer itself (200), a browser's form a 303 to the page that now says it is done.
 */
export async function savedSearchUnsubscribeAction({ request, context }: ActionFunctionArgs) {
  const read = await readForm(request);
  const oneClick = read.ok && read.form.get("List-Unsubscribe") === "One-Click";
  const raw = read.ok ? (read.form.get("token") ?? new URL(request.url).searchParams.get("token") ?? "") : "";
  const token = tokenSchema.safeParse(raw);
  const stopped = token.success ? await context.services.savedSearches.unsubscribe(context.keys, token.data) : null;
  if (!token.success || !stopped) return page(context, null, null, read.ok ? 400 : read.status);
  if (oneClick) return page(context, token.data, stopped);
  return redirect(`${SAVED_SEARCH_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token.data)}`, { status: 303, headers: NO_STORE });
}

async function page(context: AppLoadContext, token: string | null, target: { name: string; active: boolean } | null, invalidStatus = 400) {
  const t = await translatorFor(context.tenant.language);
  if (!token || !target) {
    const body: SavedSearchUnsubscribePage = { state: "invalid" };
    return data(
      { page: body, seo: await seoOf(context, t("savedSearches.unsubscribe.invalidTitle")) },
      { status: invalidStatus, headers: NO_STORE },
    );
  }
  const body: SavedSearchUnsubscribePage = { state: target.active ? "confirm" : "done", token, name: target.name };
  const title = t(target.active ? "savedSearches.unsubscribe.title" : "savedSearches.unsubscribe.doneTitle");
  return data({ page: body, seo: await seoOf(context, title) }, { headers: NO_STORE });
}
