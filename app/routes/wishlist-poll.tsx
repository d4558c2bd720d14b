import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ChoiceGroup } from "../components/forms/choice-group";
import { Field } from "../components/forms/field";
import { useTranslation } from "../components/shell/translation";
import { useLocalizedHref } from "../components/shell/use-tenant";
import { StatusBadge } from "../components/trip/status-badge";
import { useTripFormat } from "../components/trip/use-trip-format";
import { fieldError } from "../lib/forms/failure";
import { pollAction, pollLoader, POLL_HEADERS, type PollFailure } from "./wishlist-poll.server";
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

type OpenData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "open" }>;

function OpenPoll({ view, bestId, saved, caps, tripHref }: OpenData) {
  const failure = useActionData<typeof action>() as PollFailure | undefined;
  const { t } = useTranslation();
  const f = useTripFormat();
  const navigation = useNavigation();
  const dates = (d: { startingDate: string; endingDate: string }) =>
    t("trip.departureDates", { from: f.day(d.startingDate, "long"), to: f.day(d.endingDate, "long") });
  const best = view.departures.find((d) => d.id === bestId) ?? null;
  const ticked = new Set(failure?.submitted?.tours ?? view.me?.tourIds ?? []);
  const name = failure?.submitted?.name ?? view.me?.name ?? "";
  const canAnswer = view.me !== null || !view.full;
  const vars = { max: caps.name };
  const nameError = fieldError(failure, "name");
  const toursError = fieldError(failure, "tours");
  const formError = failure?.formErrors[0] ?? null;

  return (
    <article className="page poll-page" data-poll-state="open">
      <header className="poll-header">
        <h1>{t("poll.page.heading", { title: view.travel.title })}</h1>
        <p>{t("poll.page.intro")}</p>
        <p className="poll-meta">
          <Link to={tripHref}>{t("poll.page.tripLink")}</Link>
          <span aria-hidden="true"> · </span>
          <span>{t("poll.page.endsOn", { date: f.day(view.endsOn, "long") })}</span>
        </p>
      </header>

      <section className="poll-best" aria-labelledby="poll-best-title" aria-live="polite">
        <h2 id="poll-best-title">{t("poll.page.bestTitle")}</h2>
        {best ? (
          <p data-best-tour={best.id}>
            <strong>{dates(best)}</strong>
            <br />
            {t("poll.page.bestVotes", { votes: best.votes, count: view.friends.length })}
          </p>
        ) : (
          <p data-best-tour="">{t("poll.page.noBest")}</p>
        )}
      </section>

      {saved && !failure && (
        <p className="form-message success" role="status">
          {t("poll.page.saved")}
        </p>
      )}
      {formError && (
        <p className="form-message error" role="alert">
          {t(formError, { max: caps.friends })}
        </p>
      )}

      {/* The form's key follows the stored answer, so a saved answer shows as stored. */}
      <Form method="post" replace preventScrollReset className="poll-form" key={JSON.stringify(view.me)} noValidate>
        <input type="hidden" name="intent" value="vote" />
        <ChoiceGroup id="poll-dates" className="poll-dates" legend={t("poll.page.datesLegend")} error={toursError ? t(toursError) : null}>
          {view.departures.length === 0 ? (
            <p>{t("poll.page.noDepartures")}</p>
          ) : (
            <ul className="poll-departures">
              {view.departures.map((d) => {
                const id = `poll-tour-${d.id}`;
                const soldOut = d.salesStatus === "SOLD_OUT";
                return (
                  <li
                    key={d.id}
                    className="poll-departure"
                    data-tour-id={d.id}
                    data-status={d.salesStatus}
                    data-best={d.id === bestId || undefined}
                  >
                    <input
                      type="checkbox"
                      id={id}
                      name="tours"
                      value={d.id}
                      defaultChecked={ticked.has(d.id)}
                      disabled={soldOut || !canAnswer}
                      aria-describedby={`${id}-facts ${id}-names`}
                    />
                    <div className="poll-departure-text">
                      <label htmlFor={id}>{dates(d)}</label>
                      <p id={`${id}-facts`} className="poll-facts">
                        <StatusBadge status={d.salesStatus} />
                        {!soldOut && (
                          <>
                            <span>{f.plural("trip.seats.confirmedTour", d.freeSeats)}</span>
                            <span className="poll-price">{t("poll.page.price", { price: f.price(d.price, d.currency) })}</span>
                          </>
                        )}
                      </p>
                      <p id={`${id}-names`} className="poll-names" data-votes={d.votes}>
                        {d.names.length > 0 ? t("poll.page.canMake", { names: d.names.join(", ") }) : t("poll.page.nobody")}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </ChoiceGroup>

        {canAnswer ? (
          <div className="poll-name">
            <Field
              id="poll-name"
              label={t("poll.page.nameLabel")}
              error={nameError ? t(nameError, vars) : null}
              describedBy="poll-name-hint"
            >
              {(control) => (
                <input {...control} name="name" type="text" autoComplete="given-name" maxLength={caps.name} required defaultValue={name} />
              )}
            </Field>
            <p id="poll-name-hint" className="poll-hint">
              {t("poll.page.nameHint", vars)}
            </p>
            <button type="submit" className="button" disabled={navigation.state === "submitting"}>
              {view.me ? t("poll.page.update") : t("poll.page.submit")}
            </button>
          </div>
        ) : (
          <p className="form-message" role="status">
            {t("poll.page.full", { max: caps.friends })}
          </p>
        )}
      </Form>

      <section className="poll-friends" aria-labelledby="poll-friends-title">
        <h2 id="poll-friends-title">{t("poll.page.friendsTitle")}</h2>
        <p>{f.plural("poll.page.friendsCount", view.friends.length)}</p>
        {view.friends.length > 0 && (
          <ul className="poll-friend-list">
            {view.friends.map((friend) => (
              <li key={friend}>{friend}</li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.seo.title ?? "Caravan" },
  { name: "robots", content: "noindex" },
];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pollStyles }];
