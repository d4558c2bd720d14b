import { describe, expect, it } from "vitest";
import {
  addHistoryEntry,
  HISTORY_MAX_STORED,
  historyToShow,
  parseHistory,
  readHistory,
  saveSearch,
  type HistoryEntry,
} from "../../app/lib/search/history";

const entry = (name: string, date: string, dateFrom?: string, dateTo?: string): HistoryEntry => ({
  date,
  userStatus: "anonymous",
  values: {
    destinationName: name,
    params: { query: `textSearch=${name}`, ...(dateFrom ? { dateFrom } : {}), ...(dateTo ? { dateTo } : {}) },
    analytics: {},
  },
});

describe("search history", () => {
  it("stores only entries with a destination name or a date", () => {
    expect(addHistoryEntry([], entry("", "2026-01-01T00:00:00Z"))).toEqual([]);
    expect(addHistoryEntry([], entry("  ", "2026-01-01T00:00:00Z"))).toEqual([]);
    expect(addHistoryEntry([], entry("", "2026-01-01T00:00:00Z", "2026-06-01"))).toHaveLength(1);
    expect(addHistoryEntry([], entry("Japan", "2026-01-01T00:00:00Z"))).toHaveLength(1);
  });

  it("keeps at most 100, newest first", () => {
    let list: HistoryEntry[] = [];
    for (let i = 0; i < 120; i++) list = addHistoryEntry(list, entry(`P${i}`, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()));
    expect(list).toHaveLength(HISTORY_MAX_STORED);
    expect(list[0]!.values.destinationName).toBe("P119");
  });

  it("dedupes by upper-cased name plus dates keeping the newest, and limits the display", () => {
    const list = [
      entry("japan", "2026-01-01T00:00:00Z"),
      entry("JAPAN", "2026-01-03T00:00:00Z"),
      entry("Japan", "2026-01-02T00:00:00Z", "2026-06-01", "2026-06-30"),
      entry("Peru", "2026-01-04T00:00:00Z"),
      ...["A", "B", "C", "D"].map((n, i) => entry(n, `2025-12-0${i + 1}T00:00:00Z`)),
    ];
    const shown = historyToShow(list);
    expect(shown.map((e) => `${e.values.destinationName}@${e.date.slice(0, 10)}`)).toEqual([
      "Peru@2026-01-04",
      "JAPAN@2026-01-03",
      "Japan@2026-01-02",
      "D@2025-12-04",
      "C@2025-12-03",
    ]);
    expect(historyToShow(list, 4)).toHaveLength(4);
  });

  it("ignores broken storage and round-trips through a storage", () => {
    expect(parseHistory("{nope")).toEqual([]);
    expect(parseHistory(JSON.stringify([{ date: 1 }, entry("Peru", "2026-01-01T00:00:00Z")]))).toHaveLength(1);
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    saveSearch(entry("Peru", "2026-01-01T00:00:00Z"), storage);
    saveSearch(entry("", "2026-01-02T00:00:00Z"), storage);
    expect(readHistory(storage).map((e) => e.values.destinationName)).toEqual(["Peru"]);
  });
});
