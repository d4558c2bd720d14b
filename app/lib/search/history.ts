/**
 * Search history in localStorage: at most 100 stored, only when a destination
 * name or a date is set; shown deduplicated by upper-cased destination name plus
 * dates, newest first: 5 in the search bar, 4 in the home carousel.
 */
export const HISTORY_KEY = "search-history";
export const HISTORY_MAX_STORED = 100;
export const HISTORY_SHOWN = 5;

export type HistoryEntry = {
  /** ISO instant of the search. */
  date: string;
  userStatus: "logged" | "anonymous";
  values: {
    destinationName: string;
    /** The search query string (names), dates included. */
    params: { query: string; dateFrom?: string; dateTo?: string };
    analytics: { periodName?: string; continentCode?: string; textSearch?: string };
  };
};

export function isStorable(entry: HistoryEntry): boolean {
  return entry.values.destinationName.trim() !== "" || !!entry.values.params.dateFrom || !!entry.values.params.dateTo;
}

/** Newest first, capped at 100; entries with neither a name nor a date are not stored. */
export function addHistoryEntry(list: HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  if (!isStorable(entry)) return list;
  return [entry, ...list].slice(0, HISTORY_MAX_STORED);
}

export function historyKeyOf(entry: HistoryEntry): string {
  const { destinationName, params } = entry.values;
  return `${destinationName.trim().toUpperCase()}|${params.dateFrom ?? ""}|${params.dateTo ?? ""}`;
}

/** The display list: newest first, one per upper-cased name + dates, the newest kept. */
export function historyToShow(list: HistoryEntry[], limit: number = HISTORY_SHOWN): HistoryEntry[] {
  const sorted = [...list].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const seen = new Set<string>();
  const out: HistoryEntry[] = [];
  for (const entry of sorted) {
    const key = historyKeyOf(entry);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(entry);
    if (out.length === limit) break;
  }
  return out;
}

/** Storage content is untrusted (another version, a hand edit): keep well-formed entries only. */
export function parseHistory(raw: string | null): HistoryEntry[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) return [];
    return data.filter(isEntry).slice(0, HISTORY_MAX_STORED);
  } catch {
    return [];
  }
}

function isEntry(value: unknown): value is HistoryEntry {
  const entry = value as HistoryEntry;
  return (
    typeof entry === "object" &&
    entry !== null &&
    typeof entry.date === "string" &&
    typeof entry.values?.destinationName === "string" &&
    typeof entry.values?.params?.query === "string"
  );
}

export function readHistory(storage: Pick<Storage, "getItem"> | undefined = safeStorage()): HistoryEntry[] {
  try {
    return parseHistory(storage?.getItem(HISTORY_KEY) ?? null);
  } catch {
    return [];
  }
}

export function saveSearch(entry: HistoryEntry, storage: Pick<Storage, "getItem" | "setItem"> | undefined = safeStorage()): void {
  try {
    storage?.setItem(HISTORY_KEY, JSON.stringify(addHistoryEntry(readHistory(storage), entry)));
  } catch {
    // Private mode or a full quota: history is a convenience, the search goes on.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
