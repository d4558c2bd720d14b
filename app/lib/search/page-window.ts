/** Paging: the pages a page list shows, the first, the last and two either side of the current one. */
export function pageWindow(current: number, lastPage: number): number[] {
  if (lastPage <= 1) return [];
  const at = Math.min(Math.max(current, 1), lastPage);
  return [...new Set([1, at - 2, at - 1, at, at + 1, at + 2, lastPage])].filter((p) => p >= 1 && p <= lastPage).sort((a, b) => a - b);
}
