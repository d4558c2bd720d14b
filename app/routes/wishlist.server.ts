/**
 * The wishlist page's server half (wishlist): the saved trips and tours with
 * today's price in the visitor's currency, the notify-me subscriptions, and the one action
 * every heart and button posts to. Personal HTML: never stored by any cache.
 */
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { href } from "../../tenants/routes";
import { catalogueLanguage } from "../../tenants/languages";
import { readForm } from "../server/forms.server";
import { PERSONAL } from "../lib/http/cache-policy";
import { withModal } from "../lib/shell/modal-url";
import { withToast, type ToastKey } from "../lib/wishlist/toast";
import { localPath } from "../server/form-fields.server";
import { requirePage } from "../server/page.server";
import { pageSeo } from "../server/seo.server";
import { WISHLIST_ITEM_INTENTS } from "../lib/forms/intents";
import { isSavedSearchIntent, savedSearchFormAction, savedSearchList } from "../server/saved-search-forms.server";
import { isPollIntent, pollCapsOf, runPollIntent, sharedPollsOf } from "../server/trip-polls.server";

/** The hidden field a fetcher adds (components/wishlist/use-saved.ts): it wants data back, not a redirect. */
const FETCH_FIELD = "via";

export const PERSONAL_HEADERS = PERSONAL;

const ITEM_INTENTS = WISHLIST_ITEM_INTENTS;
const ALERT_INTENTS = ["activate", "deactivate"] as const;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
// An empty field is an absent one (a trip's heart has no tourId).
const blankIsAbsent = (value: unknown) => (value === "" || value === null ? undefined : value);
const common = {
  returnTo: z.preprocess(blankIsAbsent, localPath.optional()).catch(undefined),
  via: z.preprocess(blankIsAbsent, z.literal("fetch").optional()).catch(undefined),
};
export const itemSchema = z.object({
  intent: z.enum(ITEM_INTENTS),
  travelId: id,
  tourId: z.preprocess(blankIsAbsent, id.optional()),
  ...common,
});
export const alertSchema = z.object({ intent: z.enum(ALERT_INTENTS), subscriptionId: z.string().uuid(), ...common });

/** `?confirm=travel-<id>` or `?confirm=alert-<uuid>`: the confirmation asked before a cascade or a deactivation. */
const confirmSchema = z.union([
  z
    .string()
    .regex(/^travel-[1-9][0-9]{0,15}$/)
    .transform((value) => ({ kind: "travel" as const, travelId: Number(value.slice(7)) })),
  z
    .string()
    .regex(/^alert-[0-9a-f-]{36}$/)
    .transform((value) => ({ kind: "alert" as const, subscriptionId: value.slice(6) })),
]);
export type ConfirmState = z.infer<typeof confirmSchema>;

export type WishlistActionResult = {
  ok: boolean;
  toast?: ToastKey;
  saved?: boolean /** Where to go instead: the wishlist modal for a guest, the confirmation before a cascade. */;
  goTo?: string;
  error?: string;
};

export async function wishlistLoader({ request, context }: LoaderFunctionArgs) {
  const match = requirePage(request, context, "wishlist");
  const url = new URL(request.url);
  const seo = await pageSeo(context, match);
  const path = wishlistPath(context);
  if (!context.user) {
    return data(
      {
        signedIn: false as const,
        seo,
        signInHref: `/auth/sign-in?${new URLSearchParams({ returnTo: path })}`,
        saved: null,
        alerts: [],
        confirm: null,
        polls: null,
        pollCaps: null,
        searches: [],
      },
      { headers: PERSONAL_HEADERS },
    );
  }
  const language = catalogueLanguage(context.tenant.language);
  const { wishlist } = context.services;
  const [saved, alerts, polls, searches] = await Promise.all([
    wishlist.page(context.user.id, { language, currency: context.currency, today: context.today }),
    wishlist.subscriptionViews(context.user.id, language),
    // The trips shared with friends, and the watched searches.
    sharedPollsOf(context, context.user.id),
    savedSearchList(context, context.user.id, context.tenant.id),
  ]);
  const parsed = confirmSchema.safeParse(url.searchParams.get("confirm"));
  const asked = parsed.success ? parsed.data : null;
  // A confirmation for something not (or no longer) on the page is simply not shown.
  const confirm =
    asked?.kind === "travel"
      ? saved.travels.some((travel) => travel.id === asked.travelId)
        ? asked
        : null
      : asked?.kind === "alert" && alerts.some((alert) => alert.id === asked.subscriptionId)
        ? asked
        : null;
  return data(
    { signedIn: true as const, seo, signInHref: null, saved, alerts, confirm, polls, pollCaps: pollCapsOf(context), searches },
    { headers: PERSONAL_HEADERS },
  );
}

/**
 * Intents add, remove (a tour, or a trip's own entry), remove-travel (a trip and its saved
 * tours, once confirmed), activate and deactivate. A fetcher gets `{ ok, toast, saved }`;
 * a plain form a 303 back to `returnTo` with the toast named. A guest is sent to the
 * wishlist modal (steps) and nothing is stored.
 */
export async function wishlistAction({ request, context }: ActionFunctionArgs) {
  const body = await readForm(request);
  if (!body.ok) return failure(body.status, "wishlist.errors.invalid");
  // The watched searches' forms (rename, pause, resume, delete).
  if (isSavedSearchIntent(body.form.get("intent"))) {
    const path = wishlistPath(context);
    return savedSearchFormAction(
      body.form,
      context,
      context.user?.id ?? null,
      path,
      `/auth/sign-in?${new URLSearchParams({ returnTo: path })}`,
    );
  }
  const entries = [...body.form.entries()];
  // Every field of the heart's form is sent once: a repeated one (which would win?) is a malformed form.
  if (new Set(entries.map(([name]) => name)).size !== entries.length) return failure(400, "wishlist.errors.invalid");
  const fields = Object.fromEntries(entries.filter(([, value]) => typeof value === "string"));
  const wantsData = fields[FETCH_FIELD] === "fetch";
  const intent = String(fields.intent ?? "");
  // Sharing a saved trip with friends, and stopping it (signed-in people only).
  if (isPollIntent(intent)) {
    if (!context.user) return elsewhere(`/auth/sign-in?${new URLSearchParams({ returnTo: wishlistPath(context) })}`, wantsData);
    const outcome = await runPollIntent(context, context.user.id, fields);
    if (!outcome.ok) return failure(outcome.status, outcome.error);
    const back = `${wishlistPath(context)}#shared-polls`;
    return wantsData
      ? data<WishlistActionResult>({ ok: true, toast: outcome.toast }, { headers: PERSONAL_HEADERS })
      : redirect(withToast(back, outcome.toast), { status: 303, headers: PERSONAL_HEADERS });
  }
  const isAlert = (ALERT_INTENTS as readonly string[]).includes(intent);
  const parsed = isAlert ? alertSchema.safeParse(fields) : itemSchema.safeParse(fields);
  if (!parsed.success) return failure(400, "wishlist.errors.invalid");
  const input = parsed.data;
  const returnTo = input.returnTo ?? wishlistPath(context);
  const reply = (toast: ToastKey, saved?: boolean) =>
    wantsData
      ? data<WishlistActionResult>({ ok: true, toast, ...(saved === undefined ? {} : { saved }) }, { headers: PERSONAL_HEADERS })
      : redirect(withToast(returnTo, toast), { status: 303, headers: PERSONAL_HEADERS });

  const user = context.user;
  if (!user) {
    if (input.intent === "activate" || input.intent === "deactivate") {
      return elsewhere(`/auth/sign-in?${new URLSearchParams({ returnTo: wishlistPath(context) })}`, wantsData);
    }
    // The guest goes through the wishlist modal's steps, on the page they were on.
    const item = input as z.infer<typeof itemSchema>;
    const target = new URL(returnTo, "http://site.invalid");
    const search = withModal(target.searchParams, "wishlist", { type: item.tourId ? `tour-${item.tourId}` : `travel-${item.travelId}` });
    return elsewhere(`${target.pathname}?${search}`, wantsData);
  }

  // On it and es the tax code comes first; the wishlist modal asks for it, then saves the item.
  if (input.intent === "add" && context.services.accounts && (await context.services.accounts.taxCodeDue(user.id))) {
    const target = new URL(returnTo, "http://site.invalid");
    const search = withModal(target.searchParams, "wishlist", { type: input.tourId ? `tour-${input.tourId}` : `travel-${input.travelId}` });
    return elsewhere(`${target.pathname}?${search}`, wantsData);
  }
  const { wishlist } = context.services;
  switch (input.intent) {
    case "add": {
      const item = { travelId: input.travelId, ...(input.tourId ? { tourId: input.tourId } : {}) };
      if (!(await wishlist.add(user.id, item))) return failure(404, "wishlist.errors.notFound");
      return reply("added", true);
    }
    case "remove": {
      const item = { travelId: input.travelId, ...(input.tourId ? { tourId: input.tourId } : {}) };
      if (!(await wishlist.exists(item))) return failure(404, "wishlist.errors.notFound");
      // A trip with saved departures leaves only with them, once confirmed: the
      // wishlist page asks (the heart asks in place with JavaScript and posts remove-travel).
      if (!input.tourId && (await wishlist.savedIds(user.id)).tours.some((tour) => tour.travelId === input.travelId)) {
        const confirm = `${wishlistPath(context)}?${new URLSearchParams({ confirm: `travel-${input.travelId}` })}`;
        return elsewhere(confirm, wantsData);
      }
      await wishlist.remove(user.id, item, { cascade: false });
      return reply("removed", false);
    }
    case "remove-travel": {
      if (!(await wishlist.exists({ travelId: input.travelId }))) return failure(404, "wishlist.errors.notFound");
      // The trip goes with all its saved tours (asked for confirmation first).
      await wishlist.remove(user.id, { travelId: input.travelId });
      return reply("travelRemoved", false);
    }
    case "activate":
    case "deactivate": {
      const active = input.intent === "activate";
      if (!(await wishlist.setActive(user.id, input.subscriptionId, active))) return failure(404, "wishlist.errors.alertNotFound");
      return reply(active ? "activated" : "deactivated");
    }
  }
}

function wishlistPath(context: AppLoadContext): string {
  return href(context.tenant.pathLocale, "wishlist");
}

function elsewhere(location: string, wantsData: boolean) {
  return wantsData
    ? data<WishlistActionResult>({ ok: false, goTo: location }, { headers: PERSONAL_HEADERS })
    : redirect(location, { status: 303, headers: PERSONAL_HEADERS });
}

function failure(status: number, error: string) {
  return data<WishlistActionResult>({ ok: false, toast: "error", error }, { status, headers: PERSONAL_HEADERS });
}
