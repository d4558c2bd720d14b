import { Link } from "@remix-run/react";
import { useTranslation } from "../layout/translation";
import { track } from "../../lib/analytics/track";
import type { SearchFilters, Sort } from "../../lib/search-filters";
import { queryWith } from "./search-query";

/** 000 §4: the eight sort orders, as links so sorting works without JavaScript. */
export const SORT_OPTIONS: Sort[] = ["relevance:desc", "date:asc", "newer:desc", "price:asc", "price:desc", "discount:desc", "duration:asc", "duration:desc"];

export function normalSort(sort: Sort | undefined): Sort {
  if (!sort || sort === "relevance") return "relevance:desc";
  return sort === "date" ? "date:asc" : sort;
}

export function SortLinks({ filters }: { filters: SearchFilters }) {
  const { t } = useTranslation();
  const current = normalSort(filters.sort);
  return (
    <nav className="sort-links" aria-label={t("serp.sort.label")}>
      <span className="sort-title" aria-hidden="true">{t("serp.sort.label")}:</span>
      <ul>
        {SORT_OPTIONS.map((sort) => (
          <li key={sort}>
            <Link
              to={queryWith(filters, { sort: sort === "relevance:desc" ? undefined : sort, page: undefined })}
              aria-current={sort === current ? "true" : undefined}
              preventScrollReset
              onClick={() => track("sortBy", { pageType: "SERP", sectionFrom: "search-results", sort })}
            >
              {t(`serp.sort.${sort.replace(":", "_")}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
