/**
 * The available-dates calendar (its months, which status a day shows, which days can be
 * chosen, how far ahead it goes). Pure and isomorphic: the server renders the months (so
 * the calendar works without JavaScript), the browser only moves focus within them.
 * Days are "YYYY-MM-DD" strings handled in UTC, so no time zone shifts a day.
 */
import type { SalesStatus } from "../search/filters";

/**
 * The lowest number wins when several tours fall on one day. TO_CONFIRM (the wider
 * catalogue, shown as Available) is not in the table: it ranks with PLANNED, the
 * other not-yet-confirmed status that is still open for booking.
 */
export const DAY_PRIORITY: Readonly<Record<SalesStatus, number>> = {
  ALMOST_FULL: 1,
  CONFIRMED: 2,
  ALMOST_CONFIRMED: 3,
  PLANNED: 4,
  TO_CONFIRM: 4,
  WAITING_LIST: 5,
  SOLD_OUT: 6,
};

export type CalendarTour = { id: number; startingDate: string; endingDate: string; salesStatus: SalesStatus; price: number };

export type CalendarDay = {
  date: string;
  /** "old": up to today; past days cannot be selected. */
  old: boolean;
  /** The status of the day's departure (`tour`), or null. */
  salesStatus: SalesStatus | null;
  /**
   * The day's departure: the one the day priority chooses among every departure on the day,
   * whether it starts that day or is already running. The day's status, price and link are
   * all this departure's, so a day never reads one departure and opens another.
   */
  tour: CalendarTour | null;
  /** Whether the day's departure starts on this day (the calendar's first day of a departure). */
  firstDay: boolean;
  /**
   * How many departures a visitor can pick on this day: the day's own and every other that
   * starts on it. Above one, the day says so and the list layout shows each.
   */
  departures: number;
  /** How many tours mark this day. */
  tourCount: number;
};

/** A padding cell is null: it is not a day of the month and cannot be selected. */
export type CalendarMonth = { label: string; cells: (CalendarDay | null)[]; tourCounter: number };

export type RangeOptions = { today: string; filterMode?: boolean };

const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);
export const monthOf = (day: string) => day.slice(0, 7);

export function addMonths(month: string, count: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/**
 * Calendar range, as year-months. Without tours: 2 months from today, or 18 in
 * filter mode. With tours: from the earliest start to the latest end, plus one month when
 * both fall in the same month.
 */
export function calendarMonths(tours: readonly CalendarTour[], { today, filterMode = false }: RangeOptions): string[] {
  if (tours.length === 0) {
    const first = monthOf(today);
    return Array.from({ length: filterMode ? 18 : 2 }, (_, i) => addMonths(first, i));
  }
  // biome-ignore lint/complexity/useMathMinMax: ISO date strings, compared as text; Math.min would make them NaN.
  const start = monthOf(tours.reduce((min, t) => (t.startingDate < min ? t.startingDate : min), tours[0]!.startingDate));
  // biome-ignore lint/complexity/useMathMinMax: ISO date strings, compared as text; Math.max would make them NaN.
  let end = monthOf(tours.reduce((max, t) => (t.endingDate > max ? t.endingDate : max), tours[0]!.endingDate));
  if (end === start) end = addMonths(start, 1);
  const months: string[] = [];
  for (let month = start; month <= end; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** Leading padding cells before day 1, for a week starting on `firstDayOfWeek` (0 Sunday, 1 Monday). */
export function leadingPadding(month: string, firstDayOfWeek: number): number {
  const weekday = new Date(toTime(`${month}-01`)).getUTCDay();
  return (weekday - firstDayOfWeek + 7) % 7;
}

/** The same day `count` months away, kept within the month (31 Jan + 1 → 28 or 29 Feb). */
export function shiftMonths(day: string, count: number): string {
  const month = addMonths(monthOf(day), count);
  return `${month}-${String(Math.min(Number(day.slice(8)), daysInMonth(month))).padStart(2, "0")}`;
}

export function daysInMonth(month: string): number {
  return new Date(toTime(`${addMonths(month, 1)}-01`) - DAY_MS).getUTCDate();
}

/**
 * Which tours mark which day. SOLD_OUT tours are not marked across the days they
 * span, only on their first day (so the sold-out departure is still found and explained).
 */
function markedDays(tours: readonly CalendarTour[]): Map<string, CalendarTour[]> {
  const byDay = new Map<string, CalendarTour[]>();
  for (const tour of tours) {
    const start = toTime(tour.startingDate);
    const end = tour.salesStatus === "SOLD_OUT" ? start : toTime(tour.endingDate);
    for (let time = start; time <= end; time += DAY_MS) {
      const day = toDay(time);
      byDay.set(day, [...(byDay.get(day) ?? []), tour]);
    }
  }
  return byDay;
}

/** The winner among tours on one day: lowest priority number, then the cheaper, then the lower id. */
export function bestTour<T extends CalendarTour>(tours: readonly T[]): T | null {
  let best: T | null = null;
  for (const tour of tours) {
    if (
      !best ||
      DAY_PRIORITY[tour.salesStatus] < DAY_PRIORITY[best.salesStatus] ||
      (DAY_PRIORITY[tour.salesStatus] === DAY_PRIORITY[best.salesStatus] &&
        (tour.price < best.price || (tour.price === best.price && tour.id < best.id)))
    ) {
      best = tour;
    }
  }
  return best;
}

/**
 * One month grid, padded to 28, 35 or 42 cells in weeks of 7, the first weekday from
 * the site's settings (Monday, Sunday for the US and English sites).
 */
export function buildMonth(
  month: string,
  tours: readonly CalendarTour[],
  options: { today: string; firstDayOfWeek: number },
): CalendarMonth {
  const marks = markedDays(tours);
  const lead = leadingPadding(month, options.firstDayOfWeek);
  const length = daysInMonth(month);
  const cells: (CalendarDay | null)[] = Array.from({ length: lead }, () => null);
  let tourCounter = 0;
  for (let d = 1; d <= length; d++) {
    const date = `${month}-${String(d).padStart(2, "0")}`;
    const onDay = marks.get(date) ?? [];
    const starting = onDay.filter((t) => t.startingDate === date);
    tourCounter += starting.length;
    const chosen = bestTour(onDay);
    cells.push({
      date,
      old: date <= options.today,
      salesStatus: chosen?.salesStatus ?? null,
      tour: chosen,
      firstDay: chosen?.startingDate === date,
      departures: new Set([...(chosen ? [chosen] : []), ...starting]).size,
      tourCount: onDay.length,
    });
  }
  const total = Math.ceil(cells.length / 7) * 7;
  while (cells.length < total) cells.push(null);
  return { label: month, cells, tourCounter };
}

export function buildCalendar(tours: readonly CalendarTour[], options: RangeOptions & { firstDayOfWeek: number }): CalendarMonth[] {
  return calendarMonths(tours, options).map((month) => buildMonth(month, tours, options));
}

/** A day can be picked when it is a real day after today with a departure on it (it opens that departure). */
export function isSelectable(cell: CalendarDay | null): cell is CalendarDay & { tour: CalendarTour } {
  return cell !== null && !cell.old && cell.tour !== null;
}

/**
 * Keyboard movement in the WAI-ARIA grid across months: arrows move a day or a week,
 * PageUp/PageDown a month (same day, clamped). Home/End go to the first/last day of the
 * week's row: each month is its own grid, so a week that begins in the month before (or ends
 * in the month after) stops at the month's first (or last) day, whatever today is.
 */
export function moveFocus(day: string, key: string, firstDayOfWeek: number): string | null {
  const time = toTime(day);
  const weekday = (new Date(time).getUTCDay() - firstDayOfWeek + 7) % 7;
  switch (key) {
    case "ArrowLeft":
      return toDay(time - DAY_MS);
    case "ArrowRight":
      return toDay(time + DAY_MS);
    case "ArrowUp":
      return toDay(time - 7 * DAY_MS);
    case "ArrowDown":
      return toDay(time + 7 * DAY_MS);
    case "Home": {
      const start = toDay(time - weekday * DAY_MS);
      return monthOf(start) === monthOf(day) ? start : `${monthOf(day)}-01`;
    }
    case "End": {
      const end = toDay(time + (6 - weekday) * DAY_MS);
      return monthOf(end) === monthOf(day) ? end : `${monthOf(day)}-${String(daysInMonth(monthOf(day))).padStart(2, "0")}`;
    }
    case "PageUp":
      return shiftMonths(day, -1);
    case "PageDown":
      return shiftMonths(day, 1);
    default:
      return null;
  }
}

/** 'when' button: "DD MMM - DD MMM", one date when both are equal. */
export function rangeLabel(from: string, to: string, format: (day: string) => string): string {
  return from === to ? format(from) : `${format(from)} - ${format(to)}`;
}
