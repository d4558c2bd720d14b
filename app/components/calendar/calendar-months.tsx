import { Link } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "../shell/translation";
import { useDates } from "../shell/use-dates";
import { useDayRange } from "../shell/use-day-range";
import { buildCalendar, isSelectable, moveFocus, type CalendarDay } from "../../lib/dates/calendar";
import { isChargedCurrency, shownPrice } from "../../lib/format/money";
import type { DepartureView } from "../../lib/trip/departure-view";
import { STATUS_SYMBOL, useStatusText } from "../trip/status-badge";
import { useTripFormat } from "../trip/use-trip-format";

type Props = { departures: DepartureView[]; today: string; filterMode: boolean };

/**
 * The available-dates calendar as WAI-ARIA grids, one per month, with one
 * roving tab stop across all of them: arrows move a day or a week, Home/End to the week's
 * edges, PageUp/PageDown a month. Every day with a departure links to its tour, so without
 * JavaScript the links are plain tab stops; the roving focus starts once hydrated.
 */
export function CalendarMonths({ departures, today, filterMode }: Props) {
  const { t } = useTranslation();
  const f = useTripFormat();
  const dates = useDates();
  const statusText = useStatusText();
  const range = useDayRange();
  const tenant = f.tenant;
  const firstDayOfWeek = tenant?.firstDayOfWeek ?? 1;
  const months = useMemo(
    () => buildCalendar(departures, { today, filterMode, firstDayOfWeek }),
    [departures, today, filterMode, firstDayOfWeek],
  );
  const byId = useMemo(() => new Map(departures.map((d) => [d.id, d])), [departures]);
  const firstDay = months.flatMap((m) => m.cells).find((c) => isSelectable(c))?.date ?? `${months[0]!.label}-01`;
  const [focused, setFocused] = useState(firstDay);
  const [hydrated, setHydrated] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!moved.current) return;
    const element = container.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`);
    element?.focus();
    element?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [focused]);

  const inRange = (day: string) => months.some((m) => day.startsWith(m.label));
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const date = (event.target as HTMLElement).dataset.date;
    if (!date) return;
    const next = moveFocus(date, event.key, firstDayOfWeek);
    if (!next) return;
    event.preventDefault();
    if (!inRange(next)) return;
    moved.current = true;
    setFocused(next);
  }
  function slide(direction: -1 | 1) {
    const el = container.current;
    const month = el?.querySelector<HTMLElement>(".calendar-month");
    if (el && month) el.scrollBy({ left: direction * month.offsetWidth, behavior: "smooth" });
  }

  const weekdays = dates.weekdays("short");
  const weekdaysLong = dates.weekdays("long");
  const tabIndexOf = (date: string) => (hydrated ? (date === focused ? 0 : -1) : undefined);
  const renderDay = (cell: CalendarDay) => {
    const dayNumber = Number(cell.date.slice(8));
    const label = f.day(cell.date, "long");
    const departure = cell.tour ? byId.get(cell.tour.id) : undefined;
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
          tabIndex={tabIndexOf(cell.date)}
          className="calendar-day calendar-day-link"
          aria-label={parts.join(", ")}
          onFocus={() => setFocused(cell.date)}
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
      <span className="calendar-day" data-date={cell.date} tabIndex={tabIndexOf(cell.date)} onFocus={() => setFocused(cell.date)}>
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
  };

  return (
    <div className="calendar">
      {hydrated && (
        <div className="calendar-nav">
          <button type="button" onClick={() => slide(-1)} aria-label={t("trip.calendar.previous")}>
            ‹
          </button>
          <button type="button" onClick={() => slide(1)} aria-label={t("trip.calendar.next")}>
            ›
          </button>
        </div>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the grid's arrow keys, delegated from the focused day inside. */}
      <div className="calendar-months" ref={container} onKeyDown={onKeyDown}>
        {months.map((month) => (
          <div className="calendar-month" key={month.label} data-month={month.label}>
            {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern of a date calendar: arrow keys move between the days. */}
            <table role="grid" aria-labelledby={`month-${month.label}`}>
              <caption id={`month-${month.label}`}>{f.day(`${month.label}-01`, "monthYear")}</caption>
              <thead>
                <tr>
                  {weekdays.map((name, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the seven weekday columns are positions, the same in every month.
                    <th key={i} scope="col" abbr={weekdaysLong[i]}>
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: month.cells.length / 7 }, (_, week) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the weeks are the rows of this month's grid, which only ever changes whole.
                  <tr key={week}>
                    {month.cells.slice(week * 7, week * 7 + 7).map((cell, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its weekday column; padding cells have no date to key by.
                      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the cells of the grid above.
                      // biome-ignore lint/a11y/useFocusableInteractive: the grid pattern lets the focus go to the day inside the cell (roving tabindex) rather than to the cell.
                      <td key={i} role="gridcell" data-status={cell?.salesStatus ?? undefined} className={cell?.old ? "is-old" : undefined}>
                        {cell ? renderDay(cell) : null}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
      <Legend approximate={departures.some((departure) => !isChargedCurrency(departure.currency))} />
    </div>
  );
}

/** The statuses' symbols, and, where the cells' prices are in a currency payment is not taken in, that they are approximations. */
function Legend({ approximate }: { approximate: boolean }) {
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
