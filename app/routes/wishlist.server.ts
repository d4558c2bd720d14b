/**
 * The wishlist page's server half (wishlist): the saved trips and tours with
 * today's price in the visitor's currency, the notify-me subscriptions, and the one action
 * every heart and button posts to. Personal HTML: never stored by any cache.
 */
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { href } from "../../tenants/routes";
import { catalogueLanguage } from "../../tenants/languages";
import { formFailure, intent, runIntents } from "../server/forms.server";
import { refusal, type FormFailure } from "../lib/forms/failure";
import { PERSONAL } from "../lib/http/cache-policy";
import { withModal } from "../lib/shell/modal-url";
import { withToast, type ToastKey } from "../lib/wishlist/toast";
import { localPath } from "../server/form-fields.server";
import { requirePage } from "../server/page.server";
import { pageSeo } from "../server/seo.server";
import { WISHLIST_ITEM_INTENTS } from "../lib/forms/intents";
import { savedSearchIntents, savedSearchList } from "../server/saved-search-forms.server";
import { pollCapsOf, revokePollForm, runPollIntent, sharedPollsOf, sharePollForm } from "../server/trip-polls.server";

export const PERSONAL_HEADERS = PERSONAL;

const ALERT_INTENTS = ["activate", "deactivate"] as const;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
// An empty field is an absent one (a trip's heart has no tourId).
const blankIsAbsent = (value: unknown) => (value === "" || value === null ? undefined : value);
/** The hidden field a fetcher adds (`via=fetch`, components/wishlist/heart-button.tsx): it wants data back, not a redirect. */
const common = {
  returnTo: z.preprocess(blankIsAbsent, localPath.optional()).catch(undefined),
  via: z.preprocess(blankIsAbsent, z.literal("fetch").optional()).catch(undefined),
};
export const itemSchema = z.object({
  intent: z.enum(WISHLIST_ITEM_INTENTS),
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
  saved?: boolean;
  /** Where to go instead: the wishlist modal for a guest, the confirmation before a cascade. */
  goTo?: string;
};
/** A refused form: the kit's failure, and the toast a heart shows for it. */
export type WishlistFailure = FormFailure & { toast: "error" };

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
 * tours, once confirmed), activate and deactivate; share-poll and revoke-poll; the watched
 * searches' rename, pause, resume and delete. A fetcher gets `{ ok, toast, saved }`; a plain
 * form a 303 back to `returnTo` with the toast named. A guest is sent to the wishlist modal
 * (steps) and nothing is stored.
 */
export async function wishlistAction({ request, context }: ActionFunctionArgs) {
  const path = wishlistPath(context);
  const signIn = `/auth/sign-in?${new URLSearchParams({ returnTo: path })}`;
  const items = itemIntents(context);
  const polls = (input: Parameters<typeof runPollIntent>[2]) => async (wantsData: boolean) => {
    // Sharing a saved trip with friends, and stopping it (signed-in people only).
    if (!context.user) return elsewhere(signIn, wantsData);
    const outcome = await runPollIntent(context, context.user.id, input);
    if (!outcome.ok) return failure(outcome.status, outcome.error);
    const back = `${path}#shared-polls`;
    return wantsData
      ? data<WishlistActionResult>({ ok: true, toast: outcome.toast }, { headers: PERSONAL_HEADERS })
      : redirect(withToast(back, outcome.toast), { status: 303, headers: PERSONAL_HEADERS });
  };
  return runIntents(
    request,
    {
      add: intent(itemSchema, items),
      remove: intent(itemSchema, items),
      "remove-travel": intent(itemSchema, items),
      activate: intent(alertSchema, items),
      deactivate: intent(alertSchema, items),
      "share-poll": intent(sharePollForm.extend(common), ({ via, ...input }) => polls({ intent: "share-poll", ...input })(via === "fetch")),
      "revoke-poll": intent(revokePollForm.extend(common), ({ via, ...input }) =>
        polls({ intent: "revoke-poll", ...input })(via === "fetch"),
      ),
      // The watched searches' forms (rename, pause, resume, delete).
      ...savedSearchIntents(context, context.user?.id ?? null, path, signIn),
    },
    // Every field of the heart's form is sent once: a repeated one (which would win?) is a malformed form.
    { invalid: "wishlist.errors.invalid", refuse: (_, status) => failure(status, "wishlist.errors.invalid"), singleValued: true },
  );
}

/** The hearts' and alerts' intents: one handler, which tells them apart by the schema's intent. */
function itemIntents(context: AppLoadContext) {
  return async (input: z.output<typeof itemSchema> | z.output<typeof alertSchema>) => {
    const wantsData = input.via === "fetch";
    const returnTo = input.returnTo ?? wishlistPath(context);
    const reply = (toast: ToastKey, saved?: boolean) =>
      wantsData
        ? data<WishlistActionResult>({ ok: true, toast, ...(saved === undefined ? {} : { saved }) }, { headers: PERSONAL_HEADERS })
        : redirect(withToast(returnTo, toast), { status: 303, headers: PERSONAL_HEADERS });

    const user = context.user;
    if (!user) {
      // The guest goes through the wishlist modal's steps, on the page they were on; alerts are a signed-in person's.
      return "travelId" in input
        ? elsewhere(modalFor(returnTo, input), wantsData)
        : elsewhere(`/auth/sign-in?${new URLSearchParams({ returnTo: wishlistPath(context) })}`, wantsData);
    }

    // On it and es the tax code comes first; the wishlist modal asks for it, then saves the item.
    if (input.intent === "add" && context.services.accounts && (await context.services.accounts.taxCodeDue(user.id))) {
      return elsewhere(modalFor(returnTo, input), wantsData);
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
  };
}

/** The page the item's form came from, with the wishlist modal open on the item. */
function modalFor(returnTo: string, item: { travelId: number; tourId?: number | undefined }): string {
  const target = new URL(returnTo, "http://site.invalid");
  const search = withModal(target.searchParams, "wishlist", { type: item.tourId ? `tour-${item.tourId}` : `travel-${item.travelId}` });
  return `${target.pathname}?${search}`;
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
  return formFailure<WishlistFailure>({ ...refusal(error), toast: "error" }, status, PERSONAL_HEADERS);
}
