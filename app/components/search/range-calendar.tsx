import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "../shell/translation";
import type { TenantConfig } from "../../../tenants/schema";
import { useDates } from "../shell/use-dates";
import { addMonths, daysInMonth, leadingPadding, moveFocus } from "../../lib/dates/calendar";
import { clickDay, type PeriodRange } from "../../lib/search/period-range";

type Props = { tenant: TenantConfig; today: string; range: PeriodRange; onChange: (next: PeriodRange) => void };

/** Filter mode shows up to 18 months ahead; month grids are padded to whole weeks. */
const MONTHS_AHEAD = 18;

function monthCells(month: string, firstDayOfWeek: 0 | 1): (string | null)[] {
  const cells: (string | null)[] = Array.from({ length: leadingPadding(month, firstDayOfWeek) }, () => null);
  for (let d = 1; d <= daysInMonth(month); d++) cells.push(`${month}-${String(d).padStart(2, "0")}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return cells;
}

/** The first day after today in a month, or its first day when the month lies ahead. */
function firstSelectable(month: string, today: string): string {
  const first = `${month}-01`;
  if (first > today) return first;
  const next = moveFocus(today, "ArrowRight", 1)!;
  return next.slice(0, 7) === month ? next : first;
}

/**
 * Dates tab: a range calendar following the click rules (period-range.ts).
 * Past days up to today and padding cells cannot be selected. A WAI-ARIA grid: one
 * day is in the tab order; arrows move by day and week, Home/End to the week's ends,
 * PageUp/PageDown by month, Enter or Space picks.
 */
export function RangeCalendar({ tenant, today, range, onChange }: Props) {
  const { t } = useTranslation();
  // The month of the first day that can be picked: on a month's last day, the next one (a
  // month with nothing to pick would put the keyboard's one tab stop on a disabled day).
  const firstMonth = moveFocus(today, "ArrowRight", tenant.firstDayOfWeek)!.slice(0, 7);
  const lastMonth = addMonths(firstMonth, MONTHS_AHEAD);
  const [month, setMonth] = useState(range.dateFrom?.slice(0, 7) ?? firstMonth);
  const [focused, setFocused] = useState(range.dateFrom ?? firstSelectable(month, today));
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const dates = useDates();
  const active = focused.slice(0, 7) === month ? focused : firstSelectable(month, today);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${active}"]`)?.focus();
  }, [active]);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const next = moveFocus(active, event.key, tenant.firstDayOfWeek);
    if (!next) return;
    event.preventDefault();
    if (next <= today || next.slice(0, 7) > lastMonth) return;
    moved.current = true;
    setFocused(next);
    setMonth(next.slice(0, 7));
  }
  const names = dates.weekdays("short");
  const cells = monthCells(month, tenant.firstDayOfWeek);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const inRange = (day: string) => !!range.dateFrom && !!range.dateTo && day >= range.dateFrom && day <= range.dateTo;
  const label = dates.day(`${month}-01`, "monthYear");
  return (
    <div className="range-calendar">
      <div className="calendar-nav">
        <button
          type="button"
          onClick={() => setMonth(addMonths(month, -1))}
          disabled={month <= firstMonth}
          aria-label={t("serp.when.previousMonth")}
        >
          ‹
        </button>
        <h3 id={`cal-${month}`} aria-live="polite">
          {label}
        </h3>
        <button
          type="button"
          onClick={() => setMonth(addMonths(month, 1))}
          disabled={month >= lastMonth}
          aria-label={t("serp.when.nextMonth")}
        >
          ›
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern of a date calendar: arrow keys move between the days. */}
      <table role="grid" aria-labelledby={`cal-${month}`} ref={grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {names.map((n) => (
              <th key={n} scope="col">
                {n}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the weeks are the rows of this month's grid, which only ever changes whole.
            <tr key={w}>
              {week.map((day, i) =>
                day === null ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: padding cells before the first and after the last day have no date to key by.
                  <td key={`p${i}`} className="pad" />
                ) : (
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: in a role=grid table a td is a gridcell (ARIA in HTML), which supports aria-selected; Biome takes it for a plain cell.
                  <td key={day} aria-selected={day === range.dateFrom || day === range.dateTo}>
                    <button
                      type="button"
                      className={`day${inRange(day) ? " in-range" : ""}${day === range.dateFrom || day === range.dateTo ? " is-bound" : ""}`}
                      disabled={day <= today}
                      aria-label={dates.day(day, "long")}
                      aria-pressed={day === range.dateFrom || day === range.dateTo}
                      data-day={day}
                      tabIndex={day === active ? 0 : -1}
                      onClick={() => {
                        setFocused(day);
                        onChange(clickDay(range, day, today));
                      }}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
