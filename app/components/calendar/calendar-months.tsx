import { isChargedCurrency } from "../../lib/format/money";
import type { DepartureView } from "../../lib/trip/departure-view";
import { useTranslation } from "../shell/translation";
import { useDates } from "../shell/use-dates";
import { useDayRange } from "../shell/use-day-range";
import { useStatusText } from "../trip/status-badge";
import { useTripFormat } from "../trip/use-trip-format";
import { CalendarDayView, type DayWords } from "./calendar-day";
import { CalendarLegend } from "./calendar-legend";
import { CalendarMonth } from "./calendar-month";
import { useCalendarMonths } from "./use-calendar-months";

type Props = { departures: DepartureView[]; today: string; filterMode: boolean };

/**
 * The available-dates calendar as WAI-ARIA grids, one per month, with one
 * roving tab stop across all of them: arrows move a day or a week, Home/End to the week's
 * edges, PageUp/PageDown a month. Every day with a departure links to its tour, so without
 * JavaScript the links are plain tab stops; the roving focus starts once hydrated
 * (useCalendarMonths keeps it).
 */
export function CalendarMonths({ departures, today, filterMode }: Props) {
  const { t } = useTranslation();
  const dates = useDates();
  const words: DayWords = { t, f: useTripFormat(), statusText: useStatusText(), range: useDayRange() };
  const calendar = useCalendarMonths({ departures, today, filterMode });
  const weekdays = dates.weekdays("short");
  const weekdaysLong = dates.weekdays("long");
  return (
    <div className="calendar">
      {calendar.hydrated && (
        <div className="calendar-nav">
          <button type="button" onClick={() => calendar.slide(-1)} aria-label={t("trip.calendar.previous")}>
            ‹
          </button>
          <button type="button" onClick={() => calendar.slide(1)} aria-label={t("trip.calendar.next")}>
            ›
          </button>
        </div>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the grid's arrow keys, delegated from the focused day inside. */}
      <div className="calendar-months" ref={calendar.container} onKeyDown={calendar.onKeyDown}>
        {calendar.months.map((month) => (
          <CalendarMonth
            key={month.label}
            label={month.label}
            caption={words.f.day(`${month.label}-01`, "monthYear")}
            cells={month.cells}
            weekdays={weekdays}
            weekdaysLong={weekdaysLong}
            day={(cell) => (
              <CalendarDayView
                cell={cell}
                departure={cell.tour ? calendar.byId.get(cell.tour.id) : undefined}
                today={today}
                words={words}
                tabIndex={calendar.tabIndexOf(cell.date)}
                onFocus={() => calendar.focus(cell.date)}
              />
            )}
          />
        ))}
      </div>
      <CalendarLegend approximate={departures.some((departure) => !isChargedCurrency(departure.currency))} />
    </div>
  );
}
