import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { catalogues } from "../../locales";
import { dateNames, formatDay } from "../lib/dates/day-format";
import { parseForm } from "../server/forms.server";
import type { UnsubscribeTarget } from "../../workers/services/alerts";
import { UNSUBSCRIBE_PATH } from "../lib/wishlist/unsubscribe-path";
import { translatorFor } from "../server/i18n.server";
import { seoOf } from "../server/seo.server";
import { NO_STORE } from "../lib/http/cache-policy";

/** A token as the link carries it: a compact JWS; anything else is refused before verifying. */
export const tokenSchema = z
  .string()
  .trim()
  .min(1)
  .max(2_000)
  .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/);

/** The page's form (the token), or a mail client's one-click post (the token in the link). */
const unsubscribeForm = z.object({ token: z.string().optional(), "List-Unsubscribe": z.string().optional() });

export type UnsubscribePage =
  | { state: "invalid" }
  | {
      state: "confirm" | "done";
      /** A watched search's e-mails (its name in `title`), else a notify-me subscription's. */
      kind: "alert" | "search";
      token: string;
      title: string;
      start: string | null;
      end: string | null;
    };

/**
 * GET /notify/unsubscribe?token=…: the page an alert's link opens, signed in or
 * not. It changes nothing (mail scanners follow links): it names the trip and asks, with a
 * POST form; once stopped it says so. A forged, altered or unknown token is a 400.
 */
export async function unsubscribeLoader({ request, context }: LoaderFunctionArgs) {
  const token = tokenSchema.safeParse(new URL(request.url).searchParams.get("token") ?? "");
  const target = token.success ? await targetOf(context, token.data) : null;
  return page(context, token.success && target ? token.data : null, target);
}

type Target = UnsubscribeTarget & { kind: "alert" | "search" };

/** The token names a notify-me subscription or a watched search: each kind checks its own purpose. */
async function targetOf(context: LoaderFunctionArgs["context"], token: string, stop = false): Promise<Target | null> {
  const alerts = context.services.alertUnsubscribe;
  const alert = await (stop ? alerts.stop(token, context.tenant.language) : alerts.target(token, context.tenant.language));
  if (alert) return { ...alert, kind: "alert" };
  const searches = context.services.savedSearches;
  const search = await (stop ? searches.unsubscribe(context.keys, token) : searches.unsubscribeTarget(context.keys, token));
  return search
    ? { kind: "search", subscriptionId: search.id, active: search.active, title: search.name, startingDate: null, endingDate: null }
    : null;
}

/**
 * POST: switches the subscription off, then back to the page (303), which now says it is done.
 * A mail client's one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click` posted to the
 * link, the token in its URL) gets the answer itself (200).
 */
export async function unsubscribeAction({ request, context }: ActionFunctionArgs) {
  const submission = await parseForm(request, unsubscribeForm);
  if (!submission.ok) return page(context, null, null, submission.status);
  const oneClick = submission.value["List-Unsubscribe"] === "One-Click";
  const raw = submission.value.token ?? (oneClick ? new URL(request.url).searchParams.get("token") : null) ?? "";
  const token = tokenSchema.safeParse(raw);
  const stopped = token.success ? await targetOf(context, token.data, true) : null;
  if (!token.success || !stopped) return page(context, null, null, 400);
  if (oneClick) return page(context, token.data, { ...stopped, active: false });
  return redirect(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token.data)}`, { status: 303, headers: NO_STORE });
}

async function page(context: LoaderFunctionArgs["context"], token: string | null, target: Target | null, invalidStatus = 400) {
  const t = await translatorFor(context.tenant.language);
  if (!token || !target) {
    const body: UnsubscribePage = { state: "invalid" };
    return data(
      { page: body, seo: await seoOf(context, t("alerts.unsubscribe.invalidTitle")) },
      { status: invalidStatus, headers: NO_STORE },
    );
  }
  const names = dateNames(catalogues[context.tenant.language]);
  const day = (value: string | null) => (value ? formatDay(value, context.tenant, "long", names) : null);
  const body: UnsubscribePage = {
    state: target.active ? "confirm" : "done",
    kind: target.kind,
    token,
    title: target.title,
    start: day(target.startingDate),
    end: day(target.endingDate),
  };
  const texts = target.kind === "search" ? "savedSearches.unsubscribe" : "alerts.unsubscribe";
  const title = t(target.active ? `${texts}.title` : `${texts}.doneTitle`);
  return data({ page: body, seo: await seoOf(context, title) }, { headers: NO_STORE });
}
