import { Form } from "@remix-run/react";
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "../shell/translation";
import { track } from "../../lib/analytics/track";
import { rangeFromDates, rangeLabel, rangeToQuery, type PeriodRange } from "../../lib/search/period-range";
import { HISTORY_SHOWN, saveSearch } from "../../lib/search/history";
import {
  hasWhere,
  initialWhere,
  searchDisabled,
  whereName,
  whereReducer,
  whereToQuery,
  type WhereAction,
} from "../../lib/search/selection";
import { useTenant } from "../shell/use-tenant";
import { useDates } from "../shell/use-dates";
import { useFocusTrap } from "../modal/focus-trap";
import { HistorySection } from "./history-section";
import type { Handover, SearchBarProps } from "./search-bar";
import { WhenSection } from "./when-section";
import { WhereSection } from "./where-section";

const MOBILE_QUERY = "(max-width: 767px)";

type Panel = "where" | "when";

/**
 * Search bar, enhanced: the where combobox, the when tabs and the history, inline on
 * desktop and a full-screen dialog under 768 px (the md breakpoint). It takes over from the
 * plain form of search-bar.tsx at the visitor's first approach, keeping what was typed.
 */
export function EnhancedSearchBar({
  action,
  tab,
  filters,
  destinations,
  continents,
  periods,
  today,
  pageType = "SERP",
  handover,
}: SearchBarProps & { handover: Handover }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const format = useDates();
  const [mobile, setMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  const [mobileOpen, setMobileOpen] = useState(mobile && handover.engaged);
  const [whenOpen, setWhenOpen] = useState(handover.openWhen);
  // On small screens where and when are collapsible panels; one is open at a time,
  // where first, so the dialog never opens on two collapsed headings over blank space.
  const [panel, setPanel] = useState<Panel | null>(handover.openWhen ? "when" : "where");
  const [where, dispatch] = useReducer(whereReducer, undefined, () => {
    const initial = initialWhere(filters, destinations, continents);
    const typed = handover.text === initial.text ? initial : whereReducer(initial, { type: "type", text: handover.text });
    return handover.open ? whereReducer(typed, { type: "open" }) : typed;
  });
  const [range, setRange] = useState<PeriodRange>(rangeFromDates(filters?.dateFrom, filters?.dateTo, periods));
  const root = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // The phone's full-screen search is a modal dialog: it keeps the keyboard and gives it back to its entry.
  useFocusTrap(dialog, { active: mobileOpen, initialFocus: "#where-input", opener: trigger });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `mobileOpen` is a trigger: opening the small-screen dialog renders a new input, which takes the focus again.
  useLayoutEffect(() => {
    // The plain form had focus: the enhanced bar takes it where the visitor was, caret after the text.
    if (!handover.focused) return;
    if (handover.openWhen) {
      root.current?.querySelector<HTMLElement>(".when-button, #when-tab-periods")?.focus();
      return;
    }
    const input = root.current?.querySelector<HTMLInputElement>("#where-input");
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, [handover.focused, handover.openWhen, mobileOpen]);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => setMobile(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  useEffect(() => {
    // Dropdowns close on an outside click.
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

  const whenLabel = rangeLabel(range, periods, (day) => format.day(day, "dayMonth"), t);

  function togglePanel(name: Panel, open: boolean) {
    if (open) setPanel(name);
    else setPanel((current) => (current === name ? null : current));
  }

  function onWhere(action: WhereAction) {
    if (action.type === "focus" && !where.focused) track("searchStart", { pageType, sectionFrom: "search" });
    dispatch(action);
    // A choice closes the where dropdown; on a phone the when panel follows.
    const clearsContinent = action.type === "continent" && where.continent?.id === action.continent.id;
    const chooses = action.type === "destination" || action.type === "freeText" || (action.type === "continent" && !clearsContinent);
    if (mobile && chooses && (action.type !== "freeText" || where.text.trim() !== "")) setPanel("when");
  }

  function onSubmit() {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries({ ...whereQuery, ...dates }))
      for (const item of [v].flat()) query.append(Array.isArray(v) ? `${k}[]` : k, item);
    if (tab === "tours") query.set("tab", "tours");
    const name = whereName(where);
    saveSearch({
      date: new Date().toISOString(),
      userStatus: "anonymous",
      values: {
        destinationName: name,
        params: { query: query.toString(), ...dates },
        analytics: {
          ...(where.continent ? { continentCode: where.continent.code } : {}),
          ...(whereQuery.textSearch ? { textSearch: whereQuery.textSearch } : {}),
          ...(selectedPeriod ? { periodName: selectedPeriod.name } : {}),
        },
      },
    });
    track("searchComplete", {
      pageType,
      sectionFrom: "search",
      ...(name ? { destinationName: name } : {}),
      ...(where.continent ? { continentCode: where.continent.code } : {}),
      ...(whereQuery.textSearch ? { textSearch: whereQuery.textSearch } : {}),
      ...(selectedPeriod ? { periodName: selectedPeriod.name } : {}),
      ...dates,
    });
    setMobileOpen(false);
  }

  if (!tenant) return null;

  const form = (
    <Form
      method="get"
      action={action}
      className={`search-bar is-enhanced${mobile ? " is-mobile" : ""}`}
      role="search"
      aria-label={t("serp.bar.label")}
      onSubmit={onSubmit}
    >
      {Object.entries({ ...whereQuery, ...dates }).flatMap(([k, v]) =>
        [v].flat().map((item) => <input key={`${k}${item}`} type="hidden" name={Array.isArray(v) ? `${k}[]` : k} value={item} />),
      )}
      {tab === "tours" && <input type="hidden" name="tab" value="tours" />}
      <div className="bar-panels">
        <details
          className="bar-panel"
          open={!mobile || panel === "where"}
          onToggle={(e) => mobile && togglePanel("where", e.currentTarget.open)}
        >
          <summary className="panel-summary">
            <span className="panel-name">{t("serp.where.label")}</span>{" "}
            <span className="panel-value">{whereName(where) || t("serp.where.anywhere")}</span>
          </summary>
          <WhereSection state={where} dispatch={onWhere} continents={continents} inline={mobile}>
            {where.text.trim() === "" && (
              <HistorySection action={action} limit={HISTORY_SHOWN} type="list" pageType={pageType} today={today} />
            )}
          </WhereSection>
        </details>
        <details
          className="bar-panel"
          open={!mobile || panel === "when"}
          onToggle={(e) => mobile && togglePanel("when", e.currentTarget.open)}
        >
          <summary className="panel-summary">
            <span className="panel-name">{t("serp.when.label")}</span> <span className="panel-value">{whenLabel}</span>
          </summary>
          <div className="when-field">
            {!mobile && (
              <span className="field-label" id="when-label">
                {t("serp.when.label")}
              </span>
            )}
            {!mobile && (
              <button
                type="button"
                className="when-button"
                aria-expanded={whenOpen}
                aria-controls="when-panel"
                onClick={() => setWhenOpen((o) => !o)}
              >
                {whenLabel}
              </button>
            )}
            <div id="when-panel" className="when-dropdown" hidden={!mobile && !whenOpen}>
              <WhenSection tenant={tenant} today={today} periods={periods} range={range} onChange={setRange} />
            </div>
          </div>
        </details>
      </div>
      <div className="bar-actions">
        {mobile && (
          <button
            type="button"
            className="button secondary"
            disabled={nothingChosen}
            onClick={() => {
              dispatch({ type: "clearAll" });
              setRange(rangeFromDates(undefined, undefined, periods));
            }}
          >
            {t("serp.bar.clearAll")}
          </button>
        )}
        <button type="submit" className="button" disabled={searchDisabled(where)}>
          {t("serp.bar.search")}
        </button>
      </div>
    </Form>
  );

  if (!mobile)
    return (
      <div ref={root} className="search-bar-host">
        {form}
      </div>
    );
  return (
    <div ref={root} className="search-bar-host">
      <button
        ref={trigger}
        type="button"
        className="search-trigger"
        aria-haspopup="dialog"
        onClick={() => {
          setPanel("where");
          setMobileOpen(true);
        }}
      >
        {where.text || t("serp.where.question")}
      </button>
      {mobileOpen && (
        <div
          ref={dialog}
          className="search-modal"
          role="dialog"
          tabIndex={-1}
          aria-modal="true"
          aria-labelledby="search-modal-title"
          onKeyDown={(e) => e.key === "Escape" && !where.open && setMobileOpen(false)}
        >
          <div className="search-modal-header">
            <h2 id="search-modal-title">{t("serp.where.question")}</h2>
            <button type="button" className="modal-close" aria-label={t("layout.close")} onClick={() => setMobileOpen(false)}>
              ×
            </button>
          </div>
          {form}
        </div>
      )}
    </div>
  );
}

/** The plain form's own pair of days (JavaScript off), for search-bar.tsx's server render. */
export { OwnDates } from "./own-dates";
