import { Link } from "@remix-run/react";
import { useTranslation } from "../layout/translation";
import { track } from "../../lib/analytics/track";
import { TABS, type SearchFilters } from "../../lib/search-filter-fields";
import { queryWith } from "./search-query";

/** 000 §2: results as travels (default) or tours. Links, so each tab is a URL. */
export function SearchTabs({ filters }: { filters: SearchFilters }) {
  const { t } = useTranslation();
  return (
    <nav className="search-tabs" aria-label={t("serp.tabs.label")}>
      {TABS.map((tab) => (
        <Link
          key={tab}
          to={queryWith(filters, { tab: tab === "travels" ? undefined : tab, page: undefined })}
          aria-current={filters.tab === tab ? "page" : undefined}
          className={filters.tab === tab ? "is-active" : undefined}
          onClick={() => track("tabChange", { pageType: "SERP", sectionFrom: "search-results", tab, tabType: "list" })}
        >
          {t(`serp.tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
