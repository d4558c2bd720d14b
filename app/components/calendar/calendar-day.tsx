import { Link } from "@remix-run/react";
import type { useTranslation } from "../shell/translation";
import { isSelectable, type CalendarDay } from "../../lib/dates/calendar";
import { shownPrice } from "../../lib/format/money";
import type { DepartureView } from "../../lib/trip/departure-view";
import { STATUS_SYMBOL } from "../trip/status-badge";
import type { useTripFormat } from "../trip/use-trip-format";

/** The formats every day of the calendar shares, made once by the calendar rather than by each day. */
export type DayWords = {
  t: ReturnType<typeof useTranslation>["t"];
  f: ReturnType<typeof useTripFormat>;
  statusText: (status: DepartureView["salesStatus"]) => string;
  range: (from: string, to: string | null | undefined, today: string) => string;
};

type Props = {
  cell: CalendarDay;
  departure: DepartureView | undefined;
  today: string;
  words: DayWords;
  tabIndex: number | undefined;
  onFocus: () => void;
};

/** One day of the calendar: a link to its departure when it has one to choose, else the day and its status, read whole. */
export function CalendarDayView({ cell, departure, today, words, tabIndex, onFocus }: Props) {
  const { t, f, statusText, range } = words;
  const dayNumber = Number(cell.date.slice(8));
  const label = f.day(cell.date, "long");
  if (isSelectable(cell) && departure) {
    // The day's status, price and link are all its departure's (the one the day priority
    // chooses); a sold-out departure has no price to offer, as in the list layout.
    const status = departure.salesStatus;
    const price = status === "SOLD_OUT" ? null : f.money(departure.price, departure.currency);
    const count = cell.departures > 1 ? f.plural("trip.calendar.departuresOnDay", cell.departures) : null;
    const parts = [
      price === null
        ? `${label}, ${statusText(status)}`
        : t("trip.calendar.dayWithTour", { date: label, status: statusText(status), price: shownPrice(price, departure.currency, t) }),
    ];
    // A day inside a departure that started earlier names that departure's dates.
    if (!cell.firstDay) parts.push(t("trip.calendar.tourDates", { range: range(departure.startingDate, departure.endingDate, today) }));
    if (count) parts.push(count);
    return (
      <Link
        to={departure.href}
        data-date={cell.date}
        tabIndex={tabIndex}
        className="calendar-day calendar-day-link"
        aria-label={parts.join(", ")}
        onFocus={onFocus}
      >
        <span className="calendar-day-number">{dayNumber}</span>
        <span className="calendar-day-symbol" aria-hidden="true">
          {STATUS_SYMBOL[status]}
        </span>
        {price && cell.firstDay && (
          <span className="calendar-day-price" aria-hidden="true">
            {price}
          </span>
        )}
        {count && (
          <span className="calendar-day-count" aria-hidden="true">
            {count}
          </span>
        )}
      </Link>
    );
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a day without a departure is a stop of the grid's roving focus; onFocus only records which day has it.
    <span className="calendar-day" data-date={cell.date} tabIndex={tabIndex} onFocus={onFocus}>
      <span className="calendar-day-number" aria-hidden="true">
        {dayNumber}
      </span>
      <span className="visually-hidden">{cell.salesStatus ? `${label}, ${statusText(cell.salesStatus)}` : label}</span>
      {cell.salesStatus && (
        <span className="calendar-day-symbol" aria-hidden="true">
          {STATUS_SYMBOL[cell.salesStatus]}
        </span>
      )}
    </span>
  );
}
