import { CheckboxField } from "../forms/checkbox-field";
import { useTranslation } from "../shell/translation";
import { StatusBadge } from "../trip/status-badge";
import type { OpenPollData, OpenPollState } from "./use-open-poll";

type Departure = OpenPollData["view"]["departures"][number];

/** One departure of the poll: its box, its days, seats and price, and the friends who can make it. */
export function PollDeparture({
  departure: d,
  best,
  poll,
}: {
  departure: Departure;
  best: boolean;
  poll: Pick<OpenPollState, "f" | "dates" | "ticked" | "canAnswer">;
}) {
  const { t } = useTranslation();
  const id = `poll-tour-${d.id}`;
  const soldOut = d.salesStatus === "SOLD_OUT";
  return (
    <li className="poll-departure" data-tour-id={d.id} data-status={d.salesStatus} data-best={best || undefined}>
      <CheckboxField
        id={id}
        label={poll.dates(d)}
        describedBy={`${id}-facts ${id}-names`}
        text={{
          className: "poll-departure-text",
          details: (
            <>
              <p id={`${id}-facts`} className="poll-facts">
                <StatusBadge status={d.salesStatus} />
                {!soldOut && (
                  <>
                    <span>{poll.f.plural("trip.seats.confirmedTour", d.freeSeats)}</span>
                    <span className="poll-price">{t("poll.page.price", { price: poll.f.price(d.price, d.currency) })}</span>
                  </>
                )}
              </p>
              <p id={`${id}-names`} className="poll-names" data-votes={d.votes}>
                {d.names.length > 0 ? t("poll.page.canMake", { names: d.names.join(", ") }) : t("poll.page.nobody")}
              </p>
            </>
          ),
        }}
      >
        {(control) => (
          <input
            {...control}
            type="checkbox"
            name="tours"
            value={d.id}
            defaultChecked={poll.ticked.has(d.id)}
            disabled={soldOut || !poll.canAnswer}
          />
        )}
      </CheckboxField>
    </li>
  );
}
