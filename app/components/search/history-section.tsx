import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "../shell/translation";
import type { TabType } from "../../lib/analytics/events";
import { track } from "../../lib/analytics/track";
import type { SearchPageType } from "./search-bar";
import { historyToShow, readHistory, type HistoryEntry } from "../../lib/search/history";
import { useTenant } from "../shell/use-tenant";

type Props = {
  action: string;
  limit: number;
  type: TabType;
  pageType: SearchPageType;
  /** The site's today (YYYY-MM-DD), to tell this year's dates from others; the browser's when not given. */
  today?: string;
};

/**
 * History: recent searches from localStorage (read after hydration, so server and
 * first client render agree), as a list in the search bar or a carousel on the home page.
 */
export function HistorySection({ action, limit, type, pageType, today }: Props) {
  const { t, messages } = useTranslation();
  const tenant = useTenant();
  const [entries, setEntries] = useState<HistoryEntry[]>([]);
  const [range, setRange] = useState<{ format: (from: string, to: string | null) => string } | null>(null);
  useEffect(() => {
    const shown = historyToShow(readHistory(), limit);
    setEntries(shown);
    // The dates' formatter comes with the first dated entry: the home page's first download
    // does not carry it (history is read in the browser only, after hydration).
    if (!tenant || !("dates" in messages) || !shown.some((e) => e.values.params.dateFrom || e.values.params.dateTo)) return;
    let current = true;
    import("../../lib/dates/day-range").then(
      ({ dayRangeFormatter }) => {
        const format = dayRangeFormatter(tenant, messages as Parameters<typeof dayRangeFormatter>[1]);
        if (current) setRange({ format: (from, to) => format(from, to, today ?? localToday()) });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [limit, tenant, messages, today]);
  if (entries.length === 0) return null;
  return (
    <section className={`search-history history-${type}`} aria-labelledby={`history-${type}`}>
      <h2 id={`history-${type}`} className="history-title">
        {t("serp.history.title")}
      </h2>
      <ul>
        {entries.map((entry, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two searches can share a date; the list is only ever replaced whole, newest first.
          <li key={entry.date + i}>
            <Link
              to={`${action}?${entry.values.params.query}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() =>
                track("recentSearchCompleted", {
                  pageType,
                  sectionFrom: "search-history",
                  position: i + 1,
                  historyType: type,
                  destinationName: entry.values.destinationName,
                  ...(entry.values.params.dateFrom ? { dateFrom: entry.values.params.dateFrom } : {}),
                  ...(entry.values.params.dateTo ? { dateTo: entry.values.params.dateTo } : {}),
                })
              }
            >
              <span className="history-name">{entry.values.destinationName || t("serp.where.anywhere")}</span>
              {range && (entry.values.params.dateFrom || entry.values.params.dateTo) && (
                <span className="history-dates"> · {historyDates(entry, range.format)}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The dates of a past search in the site's format (a range, or the one bound that was set). */
function historyDates(entry: HistoryEntry, range: (from: string, to: string | null) => string): string {
  const { dateFrom, dateTo } = entry.values.params;
  if (dateFrom) return range(dateFrom, dateTo ?? null);
  return dateTo ? range(dateTo, null) : "";
}

/** History is read after hydration, in the browser: its own calendar day is close enough here. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}
