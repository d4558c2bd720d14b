import { useTranslation } from "../shell/translation";
import type { TripDetail } from "../../../workers/services/trips/types";
import { DEPOSIT_CENTS, FLEXIBLE_CANCELLATION_DAYS, FREE_CANCELLATION_DAYS } from "../../lib/trip/tour-status";
import type { DepartureView } from "../../lib/trip/departure-view";
import { useTripFormat } from "./use-trip-format";

/**
 * The trip's key facts (issue 6 §1): days and nights, destination, mood and physical effort,
 * the best price with its discount, and the deposit and free-cancellation facts of 001 §9.
 */
export function TripFacts({ trip, best }: { trip: TripDetail; best: DepartureView | null }) {
  const { t } = useTranslation();
  const f = useTripFormat();
  // 001 §9: the deposit is 100 in EUR or GBP (payment currency); other currencies see euros.
  const depositCurrency = best?.currency === "GBP" ? "GBP" : "EUR";
  return (
    <div className="trip-facts">
      <dl>
        <div>
          <dt>{t("trip.duration")}</dt>
          <dd data-testid="days-nights">{f.daysNights(trip.numberOfDays)}</dd>
        </div>
        <div>
          <dt>{t("trip.destination")}</dt>
          <dd>{trip.destinationLabel}</dd>
        </div>
        {trip.travelStyles.length > 0 && (
          <div>
            <dt>{t("trip.mood")}</dt>
            <dd>{trip.travelStyles.map((style) => t(`trip.moods.${style}`)).join(", ")}</dd>
          </div>
        )}
        {trip.physicalEffort && (
          <div>
            <dt>{t("trip.effort")}</dt>
            <dd data-effort={trip.physicalEffort}>{t(`trip.efforts.${trip.physicalEffort}`)}</dd>
          </div>
        )}
      </dl>
      {best && (
        <p className="trip-best-price" data-testid="best-price">
          {t("trip.fromPrice", { price: f.money(best.price, best.currency) })}
          {best.discount > 0 && best.basePrice > best.price && (
            <>
              {" "}
              <s title={t("trip.wasPriceNote")}>{t("trip.wasPrice", { price: f.money(best.basePrice, best.currency) })}</s>{" "}
              <span className="discount">{t("trip.discount", { percent: best.discount })}</span>
            </>
          )}
        </p>
      )}
      {/* 001 §9 promises are about booking a departure: a trip with none to book makes none. */}
      {best && (
        <ul className="trip-policies">
          <li>{t("trip.deposit", { amount: f.money(DEPOSIT_CENTS, depositCurrency) })}</li>
          <li>{t("trip.freeCancellation", { days: FREE_CANCELLATION_DAYS, flexible: FLEXIBLE_CANCELLATION_DAYS })}</li>
        </ul>
      )}
    </div>
  );
}
