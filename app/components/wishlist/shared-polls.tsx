import { Form } from "@remix-run/react";
import type { SharedPoll } from "../../lib/wishlist/shared-poll";
import { pluralForm } from "../../lib/format/plural";
import { Field } from "../forms/field";
import { useTranslation } from "../shell/translation";

type Caps = { polls: number; friends: number; name: number };

/** A saved trip's "share with friends" button, a plain form to the wishlist's action. */
export function SharePollForm({ action, travel }: { action: string; travel: { id: number; title: string } }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action={action} className="poll-share-form" preventScrollReset>
      <input type="hidden" name="intent" value="share-poll" />
      <input type="hidden" name="travelId" value={travel.id} />
      <button type="submit" className="button secondary" aria-label={t("poll.share.buttonLabel", { title: travel.title })}>
        {t("poll.share.button")}
      </button>
    </Form>
  );
}

/** The person's shared links, each with its friends' count and a way to stop it. */
export function SharedPolls({ polls, caps, action }: { polls: SharedPoll[]; caps: Caps; action: string }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="wishlist-section" id="shared-polls" aria-labelledby="shared-polls-title">
      <h2 id="shared-polls-title">{t("poll.share.title")}</h2>
      <p className="empty-note">{t("poll.share.intro", { max: caps.polls, friends: caps.friends })}</p>
      {polls.length > 0 && (
        <ul className="shared-polls">
          {polls.map((poll) => {
            const inputId = `shared-poll-${poll.pollId}`;
            return (
              <li key={poll.pollId} className="shared-poll" data-poll-id={poll.pollId} data-travel-id={poll.travelId}>
                <h3>{poll.title}</h3>
                <p>
                  {pluralForm(t("poll.share.friends", { count: poll.friends }), poll.friends, i18n.language)}
                  {" · "}
                  {poll.open && poll.endsOn ? t("poll.share.open", { date: poll.endsOn }) : t("poll.share.ended")}
                </p>
                <Field id={inputId} label={t("poll.share.linkLabel", { title: poll.title })} error={null} quietWhenValid>
                  {(control) => <input {...control} type="url" readOnly value={poll.url} />}
                </Field>
                <div className="shared-poll-actions">
                  <a href={poll.url}>{t("poll.share.view")}</a>
                  <Form method="post" action={action} preventScrollReset>
                    <input type="hidden" name="intent" value="revoke-poll" />
                    <input type="hidden" name="pollId" value={poll.pollId} />
                    <button type="submit" className="button secondary" aria-label={t("poll.share.revokeLabel", { title: poll.title })}>
                      {t("poll.share.revoke")}
                    </button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
