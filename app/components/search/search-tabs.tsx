import { useTranslation } from "../shell/translation";
import { track } from "../../lib/analytics/track";
import type { SearchFilters } from "../../lib/search/filter-fields";

/** Results as travels (default) or tours. Links (written by the loader), so each tab is a URL. */
export function SearchTabs({ filters, hrefs }: { filters: SearchFilters; hrefs: Record<"travels" | "tours", string> }) {
  const { t } = useTranslation();
  return (
    <nav className="search-tabs" aria-label={t("serp.tabs.label")}>
      {(["travels", "tours"] as const).map((tab) => (
        <a
          key={tab}
          href={hrefs[tab]}
          aria-current={filters.tab === tab ? "page" : undefined}
          className={filters.tab === tab ? "is-active" : undefined}
          onClick={() => track("tabChange", { pageType: "SERP", sectionFrom: "search-results", tab, tabType: "list" })}
        >
          {t(`serp.tabs.${tab}`)}
        </a>
      ))}
    </nav>
  );
}
