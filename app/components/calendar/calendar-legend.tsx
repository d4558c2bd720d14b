import { useTranslation } from "../shell/translation";
import { STATUS_SYMBOL, useStatusText } from "../trip/status-badge";

/** The statuses' symbols, and, where the cells' prices are in a currency payment is not taken in, that they are approximations. */
export function CalendarLegend({ approximate }: { approximate: boolean }) {
  const { t } = useTranslation();
  const statusText = useStatusText();
  // Every status a day can show, Available (still to be confirmed, bookable) included.
  const statuses = ["ALMOST_FULL", "CONFIRMED", "ALMOST_CONFIRMED", "PLANNED", "TO_CONFIRM", "WAITING_LIST", "SOLD_OUT"] as const;
  return (
    <ul className="calendar-legend" aria-label={t("trip.calendar.legend")}>
      {statuses.map((status) => (
        <li key={status} data-status={status}>
          <span className="calendar-day-symbol" aria-hidden="true">
            {STATUS_SYMBOL[status]}
          </span>{" "}
          {statusText(status)}
        </li>
      ))}
      {approximate ? <li className="calendar-legend-note">{t("trip.calendar.approxNote")}</li> : null}
    </ul>
  );
}
