import { useTranslation } from "../shell/translation";
import type { TripDetail } from "../../../workers/services/trips/types";
import { FLEXIBLE_CANCELLATION_DAYS, FREE_CANCELLATION_DAYS, type Charge } from "../../lib/sales/payment-plan";
import type { DepartureView } from "../../lib/trip/departure-view";
import { BookingBar } from "./booking-bar";
import { useLocation } from "@remix-run/react";
import { toSearchString, withModal } from "../../lib/shell/modal-url";
import { useLocalizedHref } from "../shell/use-tenant";
import { useTripFormat } from "./use-trip-format";

/**
 * The trip's key facts: days and nights, destination, mood and physical effort,
 * the best price with its discount, and the deposit and free-cancellation facts.
 * On a phone the price and the way to the trip's dates also stay on the screen (booking-bar.tsx).
 */
export function TripFacts({ trip, best, deposit }: { trip: TripDetail; best: DepartureView | null; deposit: Charge | null }) {
  const { t } = useTranslation();
  const f = useTripFormat();
  const to = useLocalizedHref();
  const location = useLocation();
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
          {t("trip.fromPrice", { price: f.price(best.price, best.currency) })}
          {best.discount > 0 && best.basePrice > best.price && (
            <>
              {" "}
              <s title={t("trip.wasPriceNote")}>{t("trip.wasPrice", { price: f.price(best.basePrice, best.currency) })}</s>{" "}
              <span className="discount">{t("trip.discount", { percent: best.discount })}</span>
            </>
          )}
        </p>
      )}
      {/* The deposit and free-cancellation promises are about booking a departure: a trip with none to book makes none. */}
      {best && (
        <ul className="trip-policies">
          {/* Only when at least one bookable departure still takes a deposit today. */}
          {deposit && (
            <li data-testid="deposit-from">
              {t("trip.depositFrom", {
                amount: deposit.approx
                  ? t("trip.pay.withApprox", {
                      amount: f.money(deposit.charged.amount, deposit.charged.currency),
                      approx: f.money(deposit.approx.amount, deposit.approx.currency),
                    })
                  : f.money(deposit.charged.amount, deposit.charged.currency),
              })}
            </li>
          )}
          <li>{t("trip.freeCancellation", { days: FREE_CANCELLATION_DAYS, flexible: FLEXIBLE_CANCELLATION_DAYS })}</li>
        </ul>
      )}
      {best && (
        <BookingBar
          price={t("trip.fromPrice", { price: f.price(best.price, best.currency) })}
          // The trip page with its dates modal open, as the trip's sub-navigation links it.
          href={
            to("travels-travel", { travel: trip.slug }) +
            toSearchString(withModal(new URLSearchParams(location.search), "available-dates", { layout: "calendar" }))
          }
          label={t("trip.calendar.open")}
          keepScroll
        />
      )}
    </div>
  );
}
