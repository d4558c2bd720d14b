/**
 * A shared trip's poll page, its server half: anyone with the link, on any of the
 * seven sites, sees the trip's departures in the site's language and currency and ticks the
 * ones they can make under a first name. One friend is one browser (a random id in a cookie,
 * app/lib/wishlist/poll-voter.ts) with one name; the same browser answering again updates its
 * answer. The page is one visitor's and is never kept by any cache, the edge's included.
 */
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { href } from "../../tenants/routes";
import type { PollAnswerFailure } from "../components/wishlist/use-open-poll";
import { cacheHeaders } from "../lib/http/cache-policy";
import { refusal, type FormFailure } from "../lib/forms/failure";
import { bestDeparture } from "../lib/wishlist/poll-best";
import { pollVoterCookie, pollVoterOf } from "../lib/wishlist/poll-voter";
import { intent, runIntents } from "../server/forms.server";
import { translatorFor } from "../server/i18n.server";
import { notFound, requirePage } from "../server/page.server";
import { seoOf } from "../server/seo.server";

/** Personal, never stored (not even by the browser), never indexed. */
export const POLL_HEADERS = { ...cacheHeaders("privateNoStore"), "X-Robots-Tag": "noindex" } as const;
/** After a saved answer (the redirect's flag): the page says so. */
const SAVED_PARAM = "saved";

// A name is text a person would write: letters somewhere, no control or format characters.
const UNWRITABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const BAD_DEPARTURE = { error: "poll.errors.badDeparture" };
const tourIds = z
  .array(
    z.coerce.number(BAD_DEPARTURE).int(BAD_DEPARTURE).positive(BAD_DEPARTURE).max(Number.MAX_SAFE_INTEGER, BAD_DEPARTURE),
    BAD_DEPARTURE,
  )
  .max(200, BAD_DEPARTURE);

function voteSchema(maxName: number) {
  return z.object({
    name: z
      .string({ error: "poll.errors.nameRequired" })
      .transform((value) => value.normalize("NFKC").trim().replace(/\s+/g, " "))
      .pipe(
        z
          .string()
          .min(1, { error: "poll.errors.nameRequired" })
          .max(maxName, { error: "poll.errors.nameTooLong" })
          .refine((value) => !UNWRITABLE.test(value) && /\p{L}/u.test(value), { error: "poll.errors.nameInvalid" }),
      ),
    // No box ticked sends no field: a friend who can make none of the dates is an answer too.
    tours: z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), tourIds),
  });
}

export type PollFailure = PollAnswerFailure;

export async function pollLoader({ request, context }: LoaderFunctionArgs) {
  const { polls, token } = pollOf(request, context);
  const voterId = pollVoterOf(context.request.cookies);
  const opening = await polls.open(token, voterId);
  if (opening.kind === "not-found") throw notFound();
  const t = await translatorFor(context.tenant.language);
  if (opening.kind === "closed") {
    const key = opening.reason === "revoked" ? "poll.closed.revokedTitle" : "poll.closed.expiredTitle";
    // 410: the link was real and is gone for good.
    return data(
      { kind: "closed" as const, reason: opening.reason, title: opening.title, seo: await seoOf(context, t(key)) },
      { status: 410, headers: POLL_HEADERS },
    );
  }
  const { view } = opening;
  const headers = new Headers(POLL_HEADERS);
  // The browser gets its voter id on its first visit, so its first answer, even sent twice, is one friend.
  if (!voterId) headers.append("Set-Cookie", pollVoterCookie(newVoterId(), context.isProduction));
  const best = bestDeparture(view.departures);
  return data(
    {
      kind: "open" as const,
      view,
      bestId: best?.id ?? null,
      saved: new URL(request.url).searchParams.get(SAVED_PARAM) === "1",
      caps: polls.caps,
      tripHref: href(context.tenant.pathLocale, "travels-travel", { travel: view.travel.slug }),
      seo: await seoOf(context, `${t("pages.wishlist-poll.title")}: ${view.travel.title}`),
    },
    { headers },
  );
}

/** A friend's answer: a 303 back to the page (flagged saved), or the form's failure with 400. */
export async function pollAction({ request, context }: ActionFunctionArgs) {
  const { polls, token, path } = pollOf(request, context);
  const pollId = await polls.pollIdOf(token);
  if (!pollId) throw notFound();
  return runIntents(
    request,
    {
      vote: intent(voteSchema(polls.caps.name), async ({ name, tours }) => {
        const voterCookie = pollVoterOf(context.request.cookies);
        const voterId = voterCookie ?? newVoterId();
        const opening = await polls.open(token, voterId);
        if (opening.kind === "not-found") throw notFound();
        // A poll closed meanwhile: the page says so (410).
        if (opening.kind === "closed") return redirect(path, { status: 303, headers: POLL_HEADERS });
        const outcome = await polls.vote(pollId, voterId, name, tours);
        if (!outcome.ok) {
          const failure: FormFailure<"name" | "tours"> =
            outcome.reason === "name-taken"
              ? refusal("poll.errors.nameTaken", "name")
              : outcome.reason === "bad-departure"
                ? refusal("poll.errors.badDeparture", "tours")
                : refusal("poll.errors.full");
          return refuse(failure, outcome.reason === "bad-departure" ? 400 : 409, { name, tours });
        }
        const headers = new Headers(POLL_HEADERS);
        if (!voterCookie) headers.append("Set-Cookie", pollVoterCookie(voterId, context.isProduction));
        return redirect(`${path}?${SAVED_PARAM}=1`, { status: 303, headers });
      }),
    },
    {
      invalid: "poll.errors.invalid",
      // The page keeps what the friend typed and ticked (JavaScript off, it is rendered again from this).
      refuse: (failure, status, form) => refuse(failure, status, form ? submittedOf(form) : null),
    },
  );
}

function pollOf(request: Request, context: AppLoadContext) {
  const match = requirePage(request, context, "wishlist-poll");
  const polls = context.services.tripPolls;
  if (!polls) throw notFound();
  const token = match.params.token ?? "";
  return { polls, token, path: href(context.tenant.pathLocale, "wishlist-poll", { token }) };
}

function newVoterId(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

function submittedOf(form: FormData): PollFailure["submitted"] {
  const name = form.get("name");
  return {
    name: typeof name === "string" ? name.slice(0, 200) : "",
    tours: form
      .getAll("tours")
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && id > 0),
  };
}

function refuse(failure: FormFailure, status: number, submitted: PollFailure["submitted"]) {
  return data<PollFailure>({ ...(failure as FormFailure<"name" | "tours">), submitted }, { status, headers: POLL_HEADERS });
}
