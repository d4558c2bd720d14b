import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PollAnswerForm } from "../components/wishlist/poll-answer-form";
import { PollBest } from "../components/wishlist/poll-best";
import { PollFriends } from "../components/wishlist/poll-friends";
import { type OpenPollData, useOpenPoll } from "../components/wishlist/use-open-poll";
import { useTranslation } from "../components/shell/translation";
import { useLocalizedHref } from "../components/shell/use-tenant";
import { pollAction, pollLoader, POLL_HEADERS } from "./wishlist-poll.server";
import pollStyles from "../styles/poll.css";

/** A trip shared with friends, who tick the dates they can make. */
export const loader = pollLoader;
export const action = pollAction;

/** One visitor's page, whatever the loader or action answered: no cache keeps it, no engine lists it. */
export const headers: HeadersFunction = () => POLL_HEADERS;

export default function PollPage() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "closed") return <ClosedPoll reason={data.reason} title={data.title} />;
  return <OpenPoll {...data} />;
}

function ClosedPoll({ reason, title }: { reason: "revoked" | "expired"; title: string }) {
  const { t } = useTranslation();
  const to = useLocalizedHref();
  return (
    <article className="page narrow poll-page" data-poll-state={reason}>
      <h1>{t(reason === "revoked" ? "poll.closed.revokedTitle" : "poll.closed.expiredTitle")}</h1>
      <p role="status">{t(reason === "revoked" ? "poll.closed.revokedBody" : "poll.closed.expiredBody", { title })}</p>
      <p>
        <Link className="button" to={to("travels")}>
          {t("poll.closed.cta")}
        </Link>
      </p>
    </article>
  );
}

/** An open poll: its state comes from useOpenPoll, its parts are components of their own. */
function OpenPoll({ view, bestId, saved, caps, tripHref }: OpenPollData) {
  const { t } = useTranslation();
  const poll = useOpenPoll({ view, bestId, caps });
  return (
    <article className="page poll-page" data-poll-state="open">
      <header className="poll-header">
        <h1>{t("poll.page.heading", { title: view.travel.title })}</h1>
        <p>{t("poll.page.intro")}</p>
        <p className="poll-meta">
          <Link to={tripHref}>{t("poll.page.tripLink")}</Link>
          <span aria-hidden="true"> · </span>
          <span>{t("poll.page.endsOn", { date: poll.f.day(view.endsOn, "long") })}</span>
        </p>
      </header>

      <PollBest best={poll.best} friends={view.friends.length} dates={poll.dates} />

      {saved && !poll.failure && (
        <p className="form-message success" role="status">
          {t("poll.page.saved")}
        </p>
      )}
      {poll.formError && (
        <p className="form-message error" role="alert">
          {t(poll.formError, { max: caps.friends })}
        </p>
      )}

      <PollAnswerForm view={view} bestId={bestId} caps={caps} poll={poll} />
      <PollFriends friends={view.friends} f={poll.f} />
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.seo.title ?? "Caravan" },
  { name: "robots", content: "noindex" },
];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pollStyles }];
