import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "../shell/translation";
import type { TabType } from "../../lib/analytics/events";
import { track } from "../../lib/analytics/track";
import type { SearchPageType } from "./search-bar";
import { historyToShow, readHistory, type HistoryEntry } from "../../lib/search/history";

type Props = { action: string; limit: number; type: TabType; pageType: SearchPageType };

/**
 * 000 §2 history: recent searches from localStorage (read after hydration, so server and
 * first client render agree), as a list in the search bar or a carousel on the home page.
 */
export function HistorySection({ action, limit, type, pageType }: Props) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<HistoryEntry[]>([]);
  useEffect(() => setEntries(historyToShow(readHistory(), limit)), [limit]);
  if (entries.length === 0) return null;
  return (
    <section className={`search-history history-${type}`} aria-labelledby={`history-${type}`}>
      <h2 id={`history-${type}`} className="history-title">{t("serp.history.title")}</h2>
      <ul>
        {entries.map((entry, i) => (
          <li key={entry.date + i}>
            <Link
              to={`${action}?${entry.values.params.query}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => track("recentSearchCompleted", { pageType, sectionFrom: "search-history", position: i + 1, historyType: type, destinationName: entry.values.destinationName, ...entry.values.params.dateFrom ? { dateFrom: entry.values.params.dateFrom } : {}, ...entry.values.params.dateTo ? { dateTo: entry.values.params.dateTo } : {} })}
            >
              <span className="history-name">{entry.values.destinationName || t("serp.where.anywhere")}</span>
              {(entry.values.params.dateFrom || entry.values.params.dateTo) && (
                <span className="history-dates"> · {[entry.values.params.dateFrom, entry.values.params.dateTo].filter(Boolean).join(" – ")}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
