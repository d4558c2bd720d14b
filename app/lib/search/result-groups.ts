/**
 * "Results are grouped by year-month of start date only when the sort is relevance or
 * date." A group heading is only honest when the list is in calendar order of that start date:
 *
 * - tours: relevance is date ascending, so both sorts group by each tour's start;
 * - travels sorted by date: ordered by their earliest matching departure, grouped by its month;
 * - travels sorted by relevance: ranked by score or by the text search, not by date.
 *   Grouping them would either break the ranking or scatter one-card groups in first-seen
 *   order, so they are one plain list.
 *
 * Groups are built from consecutive items, so on a list in date order they come in calendar order.
 */
import type { Sort } from "./filter-fields";
import { normalSort } from "./sorts";

export type ResultGroup<T> = { month: string | null; items: T[] };

export function groupsByMonth(tab: "travels" | "tours", sort: Sort | undefined): boolean {
  const normal = normalSort(sort);
  if (tab === "tours") return normal === "relevance:desc" || normal === "date:asc";
  return normal === "date:asc";
}

/** Consecutive items of one year-month (`YYYY-MM` of `dateOf`) form a group; one group of all when not grouping. */
export function groupResults<T>(items: readonly T[], dateOf: (item: T) => string | null | undefined, grouped: boolean): ResultGroup<T>[] {
  if (!grouped) return items.length ? [{ month: null, items: [...items] }] : [];
  const groups: ResultGroup<T>[] = [];
  for (const item of items) {
    const month = dateOf(item)?.slice(0, 7) ?? null;
    const last = groups[groups.length - 1];
    if (last && last.month === month) last.items.push(item);
    else groups.push({ month, items: [item] });
  }
  return groups;
}
