import type { CalendarDay } from "../../lib/dates/calendar";

type Props = {
  /** The month as `YYYY-MM`. */
  label: string;
  /** Its name as a caption ("March 2027"). */
  caption: string;
  /** Its cells, seven a week; null pads the first and last week. */
  cells: (CalendarDay | null)[];
  weekdays: string[];
  weekdaysLong: string[];
  day: (cell: CalendarDay) => React.ReactNode;
};

/** One month of the calendar as a WAI-ARIA grid, its caption naming it, its columns the weekdays. */
export function CalendarMonth({ label, caption, cells, weekdays, weekdaysLong, day }: Props) {
  return (
    <div className="calendar-month" data-month={label}>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern of a date calendar: arrow keys move between the days. */}
      <table role="grid" aria-labelledby={`month-${label}`}>
        <caption id={`month-${label}`}>{caption}</caption>
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
          {Array.from({ length: cells.length / 7 }, (_, week) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the weeks are the rows of this month's grid, which only ever changes whole.
            <tr key={week}>
              {cells.slice(week * 7, week * 7 + 7).map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its weekday column; padding cells have no date to key by.
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the cells of the grid above.
                // biome-ignore lint/a11y/useFocusableInteractive: the grid pattern lets the focus go to the day inside the cell (roving tabindex) rather than to the cell.
                <td key={i} role="gridcell" data-status={cell?.salesStatus ?? undefined} className={cell?.old ? "is-old" : undefined}>
                  {cell ? day(cell) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
