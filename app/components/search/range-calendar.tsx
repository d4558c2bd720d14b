import { useState } from "react";
import { useTranslation } from "../layout/translation";
import type { TenantConfig } from "../../../tenants/schema";
import { useDates } from "../layout/use-dates";
import { clickDay, type PeriodRange } from "../../lib/period-range";

type Props = { tenant: TenantConfig; today: string; range: PeriodRange; onChange: (next: PeriodRange) => void };

/** 000 §9: filter mode shows up to 18 months ahead; month grids are padded to whole weeks. */
const MONTHS_AHEAD = 18;

function monthCells(month: string, firstDayOfWeek: 0 | 1): (string | null)[] {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const pad = (first.getUTCDay() - firstDayOfWeek + 7) % 7;
  const cells: (string | null)[] = Array.from({ length: pad }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${month}-${String(d).padStart(2, "0")}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return cells;
}

function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/**
 * 000 §2 dates tab: a range calendar following the 000 §4 click rules (period-range.ts).
 * Past days up to today and padding cells cannot be selected (000 §5).
 */
export function RangeCalendar({ tenant, today, range, onChange }: Props) {
  const { t } = useTranslation();
  const firstMonth = today.slice(0, 7);
  const [month, setMonth] = useState(range.dateFrom?.slice(0, 7) ?? firstMonth);
  const dates = useDates();
  const names = dates.weekdays("short");
  const cells = monthCells(month, tenant.firstDayOfWeek);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const inRange = (day: string) => !!range.dateFrom && !!range.dateTo && day >= range.dateFrom && day <= range.dateTo;
  const label = dates.day(`${month}-01`, "monthYear");
  return (
    <div className="range-calendar">
      <div className="calendar-nav">
        <button type="button" onClick={() => setMonth(addMonths(month, -1))} disabled={month <= firstMonth} aria-label={t("serp.when.previousMonth")}>‹</button>
        <h3 id={`cal-${month}`} aria-live="polite">{label}</h3>
        <button type="button" onClick={() => setMonth(addMonths(month, 1))} disabled={month >= addMonths(firstMonth, MONTHS_AHEAD)} aria-label={t("serp.when.nextMonth")}>›</button>
      </div>
      <table role="grid" aria-labelledby={`cal-${month}`}>
        <thead>
          <tr>{names.map((n) => <th key={n} scope="col">{n}</th>)}</tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, i) =>
                day === null ? (
                  <td key={`p${i}`} className="pad" />
                ) : (
                  <td key={day} aria-selected={day === range.dateFrom || day === range.dateTo}>
                    <button
                      type="button"
                      className={`day${inRange(day) ? " in-range" : ""}${day === range.dateFrom || day === range.dateTo ? " is-bound" : ""}`}
                      disabled={day <= today}
                      aria-label={dates.day(day, "long")}
                      aria-pressed={day === range.dateFrom || day === range.dateTo}
                      data-day={day}
                      onClick={() => onChange(clickDay(range, day, today))}
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
