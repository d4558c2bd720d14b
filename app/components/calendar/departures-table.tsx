import { Link } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import type { DepartureView } from "../../lib/trip/departure-view";
import { StatusBadge } from "../trip/status-badge";
import { useTripFormat } from "../trip/use-trip-format";
import { useDayRange } from "../shell/use-day-range";

/**
 * The available-dates modal's list layout: the same departures as a table. Dates
 * carry their year when a departure crosses a year or is not in this one.
 */
export function DeparturesTable({ departures, today }: { departures: DepartureView[]; today: string }) {
  const { t } = useTranslation();
  const f = useTripFormat();
  const range = useDayRange();
  if (departures.length === 0) return <p>{t("trip.calendar.noTours")}</p>;
  return (
    <table className="departures-table">
      <thead>
        <tr>
          <th scope="col">{t("trip.calendar.dates")}</th>
          <th scope="col">{t("trip.statusLabel")}</th>
          <th scope="col">{t("trip.calendar.seats")}</th>
          <th scope="col">{t("trip.calendar.price")}</th>
        </tr>
      </thead>
      <tbody>
        {departures.map((d) => (
          <tr key={d.id} data-tour-id={d.id}>
            <th scope="row">
              <Link to={d.href}>{range(d.startingDate, d.endingDate, today)}</Link>
            </th>
            <td>
              <StatusBadge status={d.salesStatus} />
            </td>
            <td>
              {d.seatsLabel === "notConfirmedTour" && f.plural("trip.seats.notConfirmedTour", d.seatsToConfirm)}
              {d.seatsLabel === "confirmedTour" && f.plural("trip.seats.confirmedTour", d.freeSeats)}
            </td>
            <td>{d.salesStatus === "SOLD_OUT" ? "—" : f.money(d.price, d.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
