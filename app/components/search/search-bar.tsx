import { Form } from "@remix-run/react";
import { useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TopSellerCountry } from "../../../workers/services/catalogue/types";
import { track } from "../../lib/analytics/track";
import { rangeFromDates, rangeToQuery, type PeriodOption, type PeriodRange } from "../../lib/period-range";
import type { SearchFilters } from "../../lib/search-filters";
import { HISTORY_SHOWN, saveSearch } from "../../lib/search-history";
import { EMPTY_WHERE, hasWhere, searchDisabled, whereName, whereReducer, whereToQuery, type ContinentChoice, type WhereState } from "../../lib/search-selection";
import { useTenant } from "../layout/use-tenant";
import { HistorySection } from "./history-section";
import { WhenSection, rangeLabel } from "./when-section";
import { WhereSection } from "./where-section";

type Props = {
  action: string;
  tab?: string;
  filters?: SearchFilters;
  destinations: TopSellerCountry[];
  continents: ContinentChoice[];
  periods: PeriodOption[];
  today: string;
  pageType?: "SERP" | "home";
};

function initialWhere(filters: SearchFilters | undefined, destinations: TopSellerCountry[], continents: ContinentChoice[]): WhereState {
  const destination = destinations.find((d) => filters?.destinationId?.[0] === String(d.id));
  if (destination) return { ...EMPTY_WHERE, destination: { id: String(destination.id), name: destination.name }, text: destination.name };
  const continent = continents.find((c) => filters?.continentId?.[0] === c.id);
  if (continent) return { ...EMPTY_WHERE, continent, text: continent.name };
  if (filters?.textSearch) return { ...EMPTY_WHERE, freeText: filters.textSearch, text: filters.textSearch };
  return EMPTY_WHERE;
}

/**
 * 000 §2 search bar. Without JavaScript (and on the server) it is a plain GET form: free text
 * and a period select. Once hydrated it becomes the where combobox, the when tabs and the
 * history, inline on desktop and a full-screen dialog under 768 px (000 §9 breakpoint).
 */
export function SearchBar({ action, tab, filters, destinations, continents, periods, today, pageType = "SERP" }: Props) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const [hydrated, setHydrated] = useState(false);
  const [mobile, setMobile] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [whenOpen, setWhenOpen] = useState(false);
  const [where, dispatch] = useReducer(whereReducer, initialWhere(filters, destinations, continents));
  const [range, setRange] = useState<PeriodRange>(rangeFromDates(filters?.dateFrom, filters?.dateTo, periods));
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setHydrated(true);
    const query = window.matchMedia("(max-width: 767px)");
    const update = () => setMobile(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  useEffect(() => {
    // 000 §4: dropdowns close on an outside click.
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) {
        dispatch({ type: "close" });
        setWhenOpen(false);
      }
    };
    document.addEventListener("mousedown", onDown);
    return () => document.removeEventListener("mousedown", onDown);
  }, []);

  const selectedPeriod = periods.find((p) => p.key === range.period);
  const dates = rangeToQuery(range);
  const whereQuery = whereToQuery(where);
  const nothingChosen = !hasWhere(where) && where.text.trim() === "" && !dates.dateFrom && !dates.dateTo;

  function onSubmit() {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries({ ...whereQuery, ...dates })) for (const item of [v].flat()) query.append(Array.isArray(v) ? `${k}[]` : k, item);
    if (tab === "tours") query.set("tab", "tours");
    const name = whereName(where);
    saveSearch({ date: new Date().toISOString(), userStatus: "anonymous", values: { destinationName: name, params: { query: query.toString(), ...dates }, analytics: { ...(where.continent ? { continentCode: where.continent.code } : {}), ...(whereQuery.textSearch ? { textSearch: whereQuery.textSearch } : {}), ...(selectedPeriod ? { periodName: selectedPeriod.name } : {}) } } });
    track("searchComplete", { pageType, sectionFrom: "search", ...(name ? { destinationName: name } : {}), ...(where.continent ? { continentCode: where.continent.code } : {}), ...(whereQuery.textSearch ? { textSearch: whereQuery.textSearch } : {}), ...(selectedPeriod ? { periodName: selectedPeriod.name } : {}), ...dates });
    setMobileOpen(false);
  }

  if (!hydrated || !tenant) {
    return (
      <Form method="get" action={action} className="search-bar" role="search" aria-label={t("serp.bar.label")}>
        <div className="bar-field">
          <label htmlFor="where-input">{t("serp.where.label")}</label>
          <input id="where-input" name="textSearch" type="search" defaultValue={filters?.textSearch ?? initialWhere(filters, destinations, continents).text} placeholder={t("serp.where.placeholder")} />
        </div>
        <div className="bar-field">
          <label htmlFor="when-select">{t("serp.when.label")}</label>
          <select id="when-select" name="period" defaultValue={filters?.dateFrom ? `${filters.dateFrom}_${filters.dateTo ?? ""}` : ""}>
            <option value="">{t("serp.when.whenever")}</option>
            {filters?.dateFrom && !selectedPeriod && <option value={`${filters.dateFrom}_${filters.dateTo ?? ""}`}>{t("serp.when.custom")}</option>}
            {periods.map((p) => <option key={p.key} value={`${p.startingDate}_${p.endingDate}`}>{p.name} ({p.startingDate.slice(0, 7)})</option>)}
          </select>
        </div>
        {tab === "tours" && <input type="hidden" name="tab" value="tours" />}
        <button type="submit" className="button">{t("serp.bar.search")}</button>
      </Form>
    );
  }

  const form = (
    <Form method="get" action={action} className={`search-bar is-enhanced${mobile ? " is-mobile" : ""}`} role="search" aria-label={t("serp.bar.label")} onSubmit={onSubmit}>
      {Object.entries({ ...whereQuery, ...dates }).flatMap(([k, v]) => [v].flat().map((item) => <input key={`${k}${item}`} type="hidden" name={Array.isArray(v) ? `${k}[]` : k} value={item} />))}
      {tab === "tours" && <input type="hidden" name="tab" value="tours" />}
      <details className="bar-panel" open={!mobile || undefined}>
        <summary className="panel-summary">{t("serp.where.label")}</summary>
        <WhereSection state={where} dispatch={(a) => { if (a.type === "focus" && !where.focused) track("searchStart", { pageType, sectionFrom: "search" }); dispatch(a); }} continents={continents}>
          {where.text.trim() === "" && <HistorySection action={action} limit={HISTORY_SHOWN} type="list" pageType={pageType} />}
        </WhereSection>
      </details>
      <details className="bar-panel" open={!mobile || undefined}>
        <summary className="panel-summary">{t("serp.when.label")}</summary>
        <div className="when-field">
          {!mobile && <span className="field-label" id="when-label">{t("serp.when.label")}</span>}
          <button type="button" className="when-button" aria-expanded={mobile || whenOpen} aria-controls="when-panel" onClick={() => setWhenOpen((o) => !o)}>
            {rangeLabel(range, periods, tenant, t)}
          </button>
          <div id="when-panel" className="when-dropdown" hidden={!mobile && !whenOpen}>
            <WhenSection tenant={tenant} today={today} periods={periods} range={range} onChange={setRange} />
          </div>
        </div>
      </details>
      <div className="bar-actions">
        {mobile && (
          <button type="button" className="button secondary" disabled={nothingChosen} onClick={() => { dispatch({ type: "clearAll" }); setRange(rangeFromDates(undefined, undefined, periods)); }}>
            {t("serp.bar.clearAll")}
          </button>
        )}
        <button type="submit" className="button" disabled={searchDisabled(where)}>{t("serp.bar.search")}</button>
      </div>
    </Form>
  );

  if (!mobile) return <div ref={root} className="search-bar-host">{form}</div>;
  return (
    <div ref={root} className="search-bar-host">
      <button type="button" className="search-trigger" aria-haspopup="dialog" onClick={() => setMobileOpen(true)}>
        {where.text || t("serp.where.question")}
      </button>
      {mobileOpen && (
        <div className="search-modal" role="dialog" aria-modal="true" aria-labelledby="search-modal-title" onKeyDown={(e) => e.key === "Escape" && !where.open && setMobileOpen(false)}>
          <div className="search-modal-header">
            <h2 id="search-modal-title">{t("serp.where.question")}</h2>
            <button type="button" className="modal-close" aria-label={t("layout.close")} onClick={() => setMobileOpen(false)}>×</button>
          </div>
          {form}
        </div>
      )}
    </div>
  );
}
