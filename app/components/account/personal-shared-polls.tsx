import { Form } from "@remix-run/react";
import { pluralForm } from "../../lib/format/plural";
import type { SharedPoll } from "../../lib/wishlist/shared-poll";
import { useTranslation } from "../shell/translation";

/** In the personal area: the trips shared with friends, each link on its own site, and a way to stop it. */
export function PersonalSharedPolls({ polls, notice }: { polls: SharedPoll[]; notice: string | null }) {
  const { t, i18n } = useTranslation();
  return (
    <section id="shared-polls" className="account-section" aria-labelledby="shared-polls-title">
      <h2 id="shared-polls-title">{t("poll.share.title")}</h2>
      {notice === "pollStopped" && (
        <p className="form-message success" role="status">
          {t("wishlist.toast.pollRevoked")}
        </p>
      )}
      {notice === "pollUnknown" && (
        <p className="form-message error" role="alert">
          {t("poll.errors.notFound")}
        </p>
      )}
      {polls.length === 0 ? (
        <p>{t("poll.share.none")}</p>
      ) : (
        <ul className="account-list" data-testid="shared-poll-list">
          {polls.map((poll) => (
            <li key={poll.pollId} data-poll-id={poll.pollId}>
              <div>
                <strong>
                  <a href={poll.url}>{poll.title}</a>
                </strong>
                <span className="account-list-meta">
                  {pluralForm(t("poll.share.friends", { count: poll.friends }), poll.friends, i18n.language)} ·{" "}
                  {poll.open && poll.endsOn ? t("poll.share.open", { date: poll.endsOn }) : t("poll.share.ended")}
                </span>
              </div>
              <Form method="post" reloadDocument>
                <input type="hidden" name="intent" value="revoke-poll" />
                <input type="hidden" name="pollId" value={poll.pollId} />
                <button type="submit" className="button secondary" aria-label={t("poll.share.revokeLabel", { title: poll.title })}>
                  {t("poll.share.revoke")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
