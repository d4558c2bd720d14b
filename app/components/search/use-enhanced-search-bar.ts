import { useEffect, useLayoutEffect, useReducer, useRef, useState } from "react";
import { track } from "../../lib/analytics/track";
import { saveSearch } from "../../lib/search/history";
import { rangeFromDates, rangeLabel, rangeToQuery, type PeriodRange } from "../../lib/search/period-range";
import {
  hasWhere,
  initialWhere,
  searchDisabled,
  whereName,
  whereReducer,
  whereToQuery,
  type WhereAction,
} from "../../lib/search/selection";
import { useFocusTrap } from "../modal/focus-trap";
import { useDates } from "../shell/use-dates";
import { useTranslation } from "../shell/translation";
import type { Handover, SearchBarProps } from "./search-bar";

const MOBILE_QUERY = "(max-width: 767px)";

export type Panel = "where" | "when";

/**
 * The enhanced search bar's state: where and when, which panel and dropdown are open, the
 * phone's dialog and its focus, and what a search saves and reports. The markup reads it.
 */
export function useEnhancedSearchBar({
  tab,
  filters,
  destinations,
  continents,
  periods,
  pageType = "SERP",
  handover,
}: SearchBarProps & { handover: Handover }) {
  const { t } = useTranslation();
  const format = useDates();
  const [mobile, setMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  const [mobileOpen, setMobileOpen] = useState(mobile && handover.engaged);
  const [whenOpen, setWhenOpen] = useState(handover.openWhen);
  // On small screens where and when are collapsible panels; one is open at a time,
  // where first, so the dialog never opens on two collapsed headings over blank space.
  const [panel, setPanel] = useState<Panel | null>(handover.openWhen ? "when" : "where");
  const [where, dispatch] = useReducer(whereReducer, undefined, () => {
    const initial = initialWhere(filters, destinations, continents);
    const typed =
      handover.text === undefined || handover.text === initial.text
        ? initial
        : whereReducer(initial, { type: "type", text: handover.text });
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

  return {
    mobile,
    mobileOpen,
    root,
    dialog,
    trigger,
    where,
    onWhere,
    range,
    setRange,
    panel,
    togglePanel,
    whenOpen,
    toggleWhen: () => setWhenOpen((open) => !open),
    /** The search's fields as the form posts them: the where and the days, a list's items under `name[]`. */
    query: { ...whereQuery, ...dates },
    whenLabel: rangeLabel(range, periods, (day) => format.day(day, "dayMonth"), t),
    nothingChosen: !hasWhere(where) && where.text.trim() === "" && !dates.dateFrom && !dates.dateTo,
    searchDisabled: searchDisabled(where),
    clearAll: () => {
      dispatch({ type: "clearAll" });
      setRange(rangeFromDates(undefined, undefined, periods));
    },
    openDialog: () => {
      setPanel("where");
      setMobileOpen(true);
    },
    closeDialog: () => setMobileOpen(false),
    onSubmit,
  };
}

/** What the enhanced bar's markup reads from its state. */
export type EnhancedSearchBarState = ReturnType<typeof useEnhancedSearchBar>;
