import { useTranslation } from "../shell/translation";
import type { DepartureView } from "../../lib/trip/departure-view";
import { useTripFormat } from "./use-trip-format";

/**
 * The lines under a departure: seats label, how many more travellers it needs and
 * by when it is decided, how it is booked when not online (on request, sold out), and the
 * plain flight advice. `bookingNote` false leaves out how it is booked, for a page whose
 * booking block says it already (the tour page): each thing is said once.
 */
export function DepartureFacts({ departure, bookingNote = true }: { departure: DepartureView; bookingNote?: boolean }) {
  const { t } = useTranslation();
  const f = useTripFormat();
  return (
    <ul className="departure-facts">
      {departure.seatsLabel === "notConfirmedTour" && (
        <li data-seats="notConfirmedTour">{f.plural("trip.seats.notConfirmedTour", departure.seatsToConfirm)}</li>
      )}
      {departure.seatsLabel === "confirmedTour" && (
        <li data-seats="confirmedTour">{f.plural("trip.seats.confirmedTour", departure.freeSeats)}</li>
      )}
      {/* departure-decision.ts: a date that is today or later, or no date at all when too close to departure. */}
      {departure.decision.kind === "by" && (
        <li data-decision="by" data-date={departure.decision.date}>
          {t("trip.decidedBy", { date: f.day(departure.decision.date, "long") })}
        </li>
      )}
      {departure.decision.kind === "too-close" && <li data-decision="too-close">{t("trip.decisionTooClose")}</li>}
      {bookingNote && departure.salesStatus === "WAITING_LIST" && <li>{t("trip.onRequestHint")}</li>}
      {bookingNote && departure.salesStatus === "SOLD_OUT" && <li className="tour-unavailable">{t("tour.SOLD_OUT")}</li>}
      {departure.flightAdvice && (
        <li className="flight-advice" data-flight-advice={departure.flightAdvice}>
          {t(`trip.flight.${departure.flightAdvice}`)}
        </li>
      )}
    </ul>
  );
}
