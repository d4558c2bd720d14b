/**
 * Departures by month (the confirmed-departures page): consecutive items of one "YYYY-MM"
 * form a group, in the list's own order (the list comes sorted by date).
 */
export type MonthGroup<T> = { month: string; items: T[] };

export function groupByMonth<T>(items: readonly T[], dayOf: (item: T) => string): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  for (const item of items) {
    const month = dayOf(item).slice(0, 7);
    const last = groups[groups.length - 1];
    if (last && last.month === month) last.items.push(item);
    else groups.push({ month, items: [item] });
  }
  return groups;
}
