import { useTranslation } from "../shell/translation";
import type { TripCosts } from "../../../workers/services/trips/types";
import { useTripFormat } from "./use-trip-format";

/**
 * The all-in price: what the price includes, and an estimate per person of each
 * part it does not (the group kitty, a room of one's own where offered, the return flight from
 * the site's recommended airports), in the page's currency. The figures are the catalogue's
 * (migration 0013); without them, or without a departure to price, the block is not shown.
 */
export function AllInPrice({ costs, price }: { costs: TripCosts | null; price: number | null }) {
  const { t } = useTranslation();
  const f = useTripFormat();
  // An all-in price is a total: without a departure to price it (none bookable) the block is not shown.
  if (!costs || price === null) return null;
  const money = (cents: number) => f.money(cents, costs.currency);
  const low = price + costs.kitty + (costs.flight?.min ?? 0);
  const high = price + costs.kitty + (costs.flight?.max ?? 0);
  // A range whose ends read the same (one airport, one fare) is one amount, never "€590 – €590".
  const oneAmount = (min: number, max: number) => money(min) === money(max);
  return (
    <section className="all-in-price" aria-labelledby="all-in-heading" data-testid="all-in-price">
      <h2 id="all-in-heading">{t("trip.allIn.title")}</h2>
      <p className="hint">{t("trip.allIn.lead")}</p>
      <div className="all-in-columns">
        <div>
          <h3>{t("trip.allIn.included")}</h3>
          <ul className="all-in-included">
            {(["stay", "coordinator", "transport", "insurance"] as const).map((item) => (
              <li key={item}>{t(`trip.allIn.includes.${item}`)}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>{t("trip.allIn.notIncluded")}</h3>
          <dl className="all-in-extras">
            <div data-cost="kitty">
              <dt>{t("trip.allIn.kitty")}</dt>
              <dd>
                <strong>{t("trip.allIn.about", { amount: money(costs.kitty) })}</strong>
                <span className="hint">{t("trip.allIn.kittyNote")}</span>
              </dd>
            </div>
            {costs.flight && (
              <div data-cost="flight">
                <dt>{t("trip.allIn.flight")}</dt>
                <dd>
                  <strong>
                    {oneAmount(costs.flight.min, costs.flight.max)
                      ? t("trip.allIn.about", { amount: money(costs.flight.min) })
                      : t("trip.allIn.range", { min: money(costs.flight.min), max: money(costs.flight.max) })}
                  </strong>
                  <span className="hint">{t("trip.allIn.flightNote", { airports: costs.flight.airports.join(", ") })}</span>
                </dd>
              </div>
            )}
            {costs.singleRoom !== null && (
              <div data-cost="single-room">
                <dt>{t("trip.allIn.singleRoom")}</dt>
                <dd>
                  <strong>{t("trip.allIn.about", { amount: money(costs.singleRoom) })}</strong>
                  <span className="hint">{t("trip.allIn.singleRoomNote")}</span>
                </dd>
              </div>
            )}
          </dl>
        </div>
      </div>
      <p className="all-in-total" data-testid="all-in-total">
        {oneAmount(low, high)
          ? t("trip.allIn.totalOne", { amount: money(low) })
          : t("trip.allIn.total", { min: money(low), max: money(high) })}
      </p>
    </section>
  );
}
