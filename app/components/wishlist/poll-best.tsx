import { useTranslation } from "../shell/translation";
import type { OpenPollState } from "./use-open-poll";

/** The departure most friends can make, announced as answers change it. */
export function PollBest({ best, friends, dates }: { best: OpenPollState["best"]; friends: number; dates: OpenPollState["dates"] }) {
  const { t } = useTranslation();
  return (
    <section className="poll-best" aria-labelledby="poll-best-title" aria-live="polite">
      <h2 id="poll-best-title">{t("poll.page.bestTitle")}</h2>
      {best ? (
        <p data-best-tour={best.id}>
          <strong>{dates(best)}</strong>
          <br />
          {t("poll.page.bestVotes", { votes: best.votes, count: friends })}
        </p>
      ) : (
        <p data-best-tour="">{t("poll.page.noBest")}</p>
      )}
    </section>
  );
}
