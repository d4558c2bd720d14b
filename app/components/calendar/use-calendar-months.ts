import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { buildCalendar, isSelectable, moveFocus } from "../../lib/dates/calendar";
import type { DepartureView } from "../../lib/trip/departure-view";
import { useTenant } from "../shell/use-tenant";

/**
 * The calendar's state: its months, the day holding the grid's one roving tab stop (which
 * arrows, Home/End and PageUp/PageDown move), and whether it is hydrated, before which
 * every day is a plain tab stop.
 */
export function useCalendarMonths({ departures, today, filterMode }: { departures: DepartureView[]; today: string; filterMode: boolean }) {
  const tenant = useTenant();
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

  return {
    months,
    byId,
    hydrated,
    container,
    onKeyDown,
    slide,
    /** The day the focus reached (by a click or Tab): the roving tab stop follows it. */
    focus: setFocused,
    tabIndexOf: (date: string) => (hydrated ? (date === focused ? 0 : -1) : undefined),
  };
}

export type CalendarMonthsState = ReturnType<typeof useCalendarMonths>;
