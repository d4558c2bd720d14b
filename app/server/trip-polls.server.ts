/**
 * The wishlist's part of trip polls: the signed-in person's shared links, and the
 * two forms that share a saved trip and stop sharing it (intents of the wishlist's action, so
 * they work as plain forms with JavaScript off).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { catalogues } from "../../locales";
import { getTenant } from "../../tenants";
import { href } from "../../tenants/routes";
import { siteOriginOf } from "../../workers/services/oidc/clients";
import { dateNames, formatDay } from "../lib/dates/day-format";
import type { SharedPoll } from "../lib/wishlist/shared-poll";
import type { ToastKey } from "../lib/wishlist/toast";

export const POLL_INTENTS = ["share-poll", "revoke-poll"] as const;

/** The two forms' fields: the saved trip to share, or the link to stop. */
export const sharePollForm = z.object({ travelId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const revokePollForm = z.object({ pollId: z.string().regex(/^[0-9a-f]{32}$/) });
type PollIntentInput =
  | ({ intent: "share-poll" } & z.output<typeof sharePollForm>)
  | ({ intent: "revoke-poll" } & z.output<typeof revokePollForm>);

/** The person's shared links; null when the site cannot share (no secret to sign links with). */
export async function sharedPollsOf(context: AppLoadContext, userId: string): Promise<SharedPoll[] | null> {
  const polls = context.services.tripPolls;
  if (!polls) return null;
  const origin = context.request.url.origin;
  const names = dateNames(catalogues[context.tenant.language]);
  return (await polls.ownerPolls(userId)).map((poll) => ({
    pollId: poll.pollId,
    travelId: poll.travelId,
    title: poll.title,
    url: origin + href(context.tenant.pathLocale, "wishlist-poll", { token: poll.token }),
    open: poll.open,
    endsOn: poll.endsOn && formatDay(poll.endsOn, context.tenant, "long", names),
    friends: poll.friends,
  }));
}

/**
 * The personal area's list (on the accounts host, in the language it speaks): each link on the
 * site it was shared on.
 */
export async function personalPollsOf(context: AppLoadContext, userId: string): Promise<SharedPoll[]> {
  const polls = context.services.tripPolls;
  if (!polls) return [];
  const names = dateNames(catalogues[context.tenant.language]);
  return (await polls.ownerPolls(userId)).map((poll) => {
    const site = getTenant(poll.site) ?? context.tenant;
    return {
      pollId: poll.pollId,
      travelId: poll.travelId,
      title: poll.title,
      url: siteOriginOf(site, context.request.url) + href(site.pathLocale, "wishlist-poll", { token: poll.token }),
      open: poll.open,
      endsOn: poll.endsOn && formatDay(poll.endsOn, context.tenant, "long", names),
      friends: poll.friends,
    };
  });
}

/** Stops one of the person's links (the personal area's form); false when it is not theirs. */
export async function stopPoll(context: AppLoadContext, userId: string, pollId: string): Promise<boolean> {
  return (await context.services.tripPolls?.revoke(userId, pollId)) ?? false;
}

/** The caps the page says, or null when the site cannot share. */
export function pollCapsOf(context: AppLoadContext) {
  return context.services.tripPolls?.caps ?? null;
}

export type PollIntentOutcome = { ok: true; toast: ToastKey } | { ok: false; status: number; error: string };

/** Shares a saved trip (the same link again if it is shared already) or stops sharing one. */
export async function runPollIntent(context: AppLoadContext, userId: string, input: PollIntentInput): Promise<PollIntentOutcome> {
  const polls = context.services.tripPolls;
  if (!polls) return { ok: false, status: 404, error: "poll.errors.notFound" };
  if (input.intent === "revoke-poll") {
    return (await polls.revoke(userId, input.pollId))
      ? { ok: true, toast: "pollRevoked" }
      : { ok: false, status: 404, error: "poll.errors.notFound" };
  }
  const outcome = await polls.share(userId, input.travelId, context.tenant.id);
  if (outcome.ok) return { ok: true, toast: "pollShared" };
  const error = { "not-saved": "poll.errors.notSaved", "no-departures": "poll.errors.noDepartures", "too-many": "poll.errors.tooMany" }[
    outcome.reason
  ];
  return { ok: false, status: outcome.reason === "too-many" ? 409 : 400, error };
}
