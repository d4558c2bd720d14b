import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../shell/translation";
import { priceFilterLabel } from "../../lib/analytics/price-bucket";
import { track } from "../../lib/analytics/track";
import { toSearchString, withoutTopModal } from "../../lib/shell/modal-url";
import { parseSearchFilters, serializeSearchFilters } from "../../lib/search/filters";
import { pluralForm } from "../../lib/format/plural";
import { useRootData } from "../shell/use-tenant";
import { Modal } from "../modal/modal";
import { FiltersForm } from "./filters-form";
import { useSearchData } from "./use-search-data";

/** How long the results count waits after a change, and how long before a search with no results is reported to analytics. */
const COUNT_DEBOUNCE_MS = 200;
const NO_RESULTS_EVENT_MS = 1000;

function queryOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string" && value !== "") params.append(name, value);
  return serializeSearchFilters({ ...parseSearchFilters(params), page: 1 });
}

/**
 * 'modal-filters', registered in the modal host. Working filters are compared with the
 * applied ones: unchanged closes, changed applies and sends the analytics events.
 * Each change re-counts results (200 ms debounce) shown on the apply button; a zero count
 * sends the no-results event after 1 s.
 */
export function FiltersModal() {
  const { t, i18n } = useTranslation();
  const data = useSearchData();
  const root = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [count, setCount] = useState<number | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(
    () => () => {
      for (const id of timers.current) window.clearTimeout(id);
    },
    [],
  );
  if (!data || !root) return null;
  const applied = serializeSearchFilters({ ...data.filters, page: 1 });
  const action = location.pathname;

  function recount(form: HTMLFormElement) {
    for (const id of timers.current) window.clearTimeout(id);
    const query = queryOf(form);
    timers.current = [
      window.setTimeout(async () => {
        try {
          const filters = { ...parseSearchFilters(query), perPage: 1 };
          const endpoint = filters.tab === "tours" ? "/api/tours" : "/api/travels/paginated";
          const response = await fetch(endpoint, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(filters),
          });
          const total = ((await response.json()) as { total?: number; data?: { total?: number } }).total ?? 0;
          setCount(total);
          if (total === 0) {
            timers.current.push(
              window.setTimeout(
                () => track("websiteSearch", { pageType: "SERP", sectionFrom: "filters", searchTerm: query, resultsCount: 0 }),
                NO_RESULTS_EVENT_MS,
              ),
            );
          }
        } catch (error) {
          // A failed counter update is logged and ignored.
          console.error("filters: count failed", error);
        }
      }, COUNT_DEBOUNCE_MS),
    ];
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    const query = queryOf(event.currentTarget);
    if (query === applied) {
      event.preventDefault();
      navigate(location.pathname + toSearchString(withoutTopModal(new URLSearchParams(location.search))), {
        replace: true,
        preventScrollReset: true,
      });
      return;
    }
    const before = new URLSearchParams(applied);
    const after = new URLSearchParams(query);
    const pairs = (p: URLSearchParams) => new Set([...p].map(([k, v]) => `${k}=${v}`));
    const [was, now] = [pairs(before), pairs(after)];
    for (const pair of now) if (!was.has(pair)) track("addFilterEvent", { pageType: "SERP", sectionFrom: "filters", ...change(pair) });
    for (const pair of was) if (!now.has(pair)) track("removeFilterEvent", { pageType: "SERP", sectionFrom: "filters", ...change(pair) });
    const next = parseSearchFilters(query);
    track("completeFilteredSearch", {
      pageType: "SERP",
      sectionFrom: "filters",
      resultsCount: count ?? 0,
      priceRange: priceFilterLabel(next.priceFrom, next.priceTo),
      filters: Object.fromEntries(after),
    });
  }

  const label =
    count === null
      ? t("serp.filters.apply")
      : t("serp.filters.showCount", { label: pluralForm(t("labels.trips", { count }), count, i18n.language) });
  return (
    <Modal id="modal-filters" title={t("serp.filters.title")} size="normal">
      <FiltersForm
        data={data}
        tenant={root.tenant}
        currency={root.currency}
        action={action}
        formRef={formRef}
        onChange={recount}
        onSubmit={submit}
        submitLabel={label}
      />
      <p className="visually-hidden" role="status">
        {count === null ? "" : pluralForm(t("labels.trips", { count }), count, i18n.language)}
      </p>
    </Modal>
  );
}

function change(pair: string) {
  const [name, ...rest] = pair.split("=");
  return { filterName: name!.replace(/\[\]$/, ""), filterValue: decodeURIComponent(rest.join("=")) };
}
