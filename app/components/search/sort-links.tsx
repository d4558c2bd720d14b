import { useTranslation } from "../shell/translation";
import { track } from "../../lib/analytics/track";
import type { SearchFilters } from "../../lib/search/filter-fields";
import type { Sort } from "../../lib/search/filter-fields";
import { normalSort } from "../../lib/search/sorts";

/** The eight sort orders, as links (written by the loader, in their order) so sorting works without JavaScript. */
export function SortLinks({ filters, hrefs }: { filters: SearchFilters; hrefs: Record<string, string> }) {
  const { t } = useTranslation();
  const current = normalSort(filters.sort);
  return (
    <nav className="sort-links" aria-label={t("serp.sort.label")}>
      <span className="sort-title" aria-hidden="true">
        {t("serp.sort.label")}:
      </span>
      <ul>
        {Object.entries(hrefs).map(([sort, href]) => (
          <li key={sort}>
            <a
              href={href}
              aria-current={sort === current ? "true" : undefined}
              data-keep-scroll
              onClick={() => track("sortBy", { pageType: "SERP", sectionFrom: "search-results", sort: sort as Sort })}
            >
              {t(`serp.sort.${sort.replace(":", "_")}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
