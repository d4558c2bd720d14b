import { Form } from "@remix-run/react";
import { ChoiceGroup } from "../forms/choice-group";
import { Field } from "../forms/field";
import { useTranslation } from "../shell/translation";
import { PollDeparture } from "./poll-departure";
import type { OpenPollData, OpenPollState } from "./use-open-poll";

/** The friend's answer: the dates they can make and their name, or a note that the poll is full. */
export function PollAnswerForm({ view, bestId, caps, poll }: Pick<OpenPollData, "view" | "bestId" | "caps"> & { poll: OpenPollState }) {
  const { t } = useTranslation();
  return (
    // The form's key follows the stored answer, so a saved answer shows as stored.
    <Form method="post" replace preventScrollReset className="poll-form" key={JSON.stringify(view.me)} noValidate>
      <input type="hidden" name="intent" value="vote" />
      <ChoiceGroup id="poll-dates" className="poll-dates" legend={t("poll.page.datesLegend")} error={poll.toursError}>
        {view.departures.length === 0 ? (
          <p>{t("poll.page.noDepartures")}</p>
        ) : (
          <ul className="poll-departures">
            {view.departures.map((d) => (
              <PollDeparture key={d.id} departure={d} best={d.id === bestId} poll={poll} />
            ))}
          </ul>
        )}
      </ChoiceGroup>

      {poll.canAnswer ? (
        <div className="poll-name">
          <Field id="poll-name" label={t("poll.page.nameLabel")} error={poll.nameError} describedBy="poll-name-hint">
            {(control) => (
              <input
                {...control}
                name="name"
                type="text"
                autoComplete="given-name"
                maxLength={caps.name}
                required
                defaultValue={poll.name}
              />
            )}
          </Field>
          <p id="poll-name-hint" className="poll-hint">
            {t("poll.page.nameHint", poll.vars)}
          </p>
          <button type="submit" className="button" disabled={poll.submitting}>
            {view.me ? t("poll.page.update") : t("poll.page.submit")}
          </button>
        </div>
      ) : (
        <p className="form-message" role="status">
          {t("poll.page.full", { max: caps.friends })}
        </p>
      )}
    </Form>
  );
}
