import { Form, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import type { TopSellerCountry } from "../../../workers/services/catalogue/types";
import type { PeriodChoice } from "../../lib/search/period-label";
import type { SearchFilters } from "../../lib/search/filter-fields";
import type { TypedDates } from "../../lib/search/search-page";
import { initialWhere, type ContinentChoice } from "../../lib/search/where-state";
import { type OPEN_SEARCH_STATE, SEARCH_AUTO_OPEN_MS } from "../../lib/search/open";
import { Field } from "../forms/field";
import { SelectField } from "../forms/select-field";
import { useTranslation } from "../shell/translation";

export type SearchBarProps = {
  action: string;
  tab?: string;
  filters?: SearchFilters;
  destinations: TopSellerCountry[];
  continents: ContinentChoice[];
  periods: PeriodChoice[];
  /** The search's own dates when they are no period, as the enhanced bar writes them ("03 mar – 20 mar"). */
  customDates?: string;
  today: string;
  pageType?: SearchPageType;
  /** The from/to days the server refused, as typed, with their messages (JavaScript off). */
  dates?: TypedDates;
};

/** Where the search bar is shown (home, the search page, destination and area pages). */
export type SearchPageType = "SERP" | "home" | "SEO page";

/**
 * What the plain form hands the enhanced bar: the typed text, whether the visitor was in it,
 * and which part the visitor opened (clicked) before the enhanced bar arrived.
 */
export type Handover = { text: string; focused: boolean; engaged: boolean; open: boolean; openWhen: boolean };

type Enhanced = ComponentType<SearchBarProps & { handover: Handover }>;
/**
 * The no-JavaScript day pair is rendered on the server only: the browser never renders a
 * noscript's content, so its code is never fetched. It travels in the enhanced bar's chunk: a
 * chunk of its own would split the first visit's shared chunks (+0.6 KiB on every page).
 */
const OwnDates = lazy(() => import("./search-bar-enhanced").then((module) => ({ default: module.OwnDates })));

const loadEnhanced = () => import("./search-bar-enhanced").then((module) => module.EnhancedSearchBar as Enhanced);

/**
 * Search bar. On the server, without JavaScript and on a first visit it is a plain GET
 * form: free text and a period select, which searches on its own. The enhanced bar (combobox,
 * when tabs, range calendar, history) is fetched when the visitor first comes near it, by
 * pointer, touch or focus, and takes over keeping the text and the focus: a page's first
 * download does not carry it (the JavaScript budget of the search page).
 */
export function SearchBar(props: SearchBarProps) {
  const { action, tab, filters, destinations, continents, periods } = props;
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [enhanced, setEnhanced] = useState<{ Bar: Enhanced; handover: Handover } | null>(null);
  const requested = useRef(false);
  // A click on the bar opens its dropdown; one made before the enhanced bar's code has
  // arrived is remembered here and replayed when it takes over (no second click needed).
  const intent = useRef("");
  // A press on the plain form in progress (pointer down, no click yet): the swap waits for it to
  // end, so the press and its click land on the same field and the click is not lost to a
  // form that disappeared, or to the phone's search panel opened under the finger.
  const pressing = useRef(false);
  const afterPress = useRef<(() => void) | null>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival through the search entry (`location.key`); `approach` only reads refs.
  useEffect(() => {
    if ((location.state as Partial<typeof OPEN_SEARCH_STATE> | null)?.openSearch !== true) return;
    if (!window.matchMedia("(min-width: 768px)").matches) return;
    const timer = window.setTimeout(() => {
      approach(true, true);
      (form.current?.elements.namedItem("textSearch") as HTMLInputElement | null)?.focus();
    }, SEARCH_AUTO_OPEN_MS);
    return () => window.clearTimeout(timer);
  }, [location.key]);

  function approach(engaged: boolean, open = false) {
    if (requested.current) return;
    requested.current = true;
    loadEnhanced().then(
      (Bar) => {
        if (pressing.current) afterPress.current = () => takeOver(Bar, engaged, open);
        else takeOver(Bar, engaged, open);
      },
      () => {
        // The plain form keeps working; a later approach tries again.
        requested.current = false;
      },
    );
  }

  function takeOver(Bar: Enhanced, engaged: boolean, open: boolean) {
    const plain = form.current;
    if (!plain) return;
    const input = plain.elements.namedItem("textSearch") as HTMLInputElement | null;
    const focused = plain.contains(document.activeElement);
    const clicked = intent.current;
    const handover: Handover = {
      text: input?.value ?? "",
      focused: focused || !!clicked,
      engaged: engaged || focused || !!clicked,
      open: open || clicked === "where-input",
      openWhen: clicked === "when-select",
    };
    // Read and swap in one task, so no keystroke falls between the two forms.
    flushSync(() => setEnhanced({ Bar, handover }));
  }

  function pressStarted() {
    pressing.current = true;
    const ended = () => {
      pressing.current = false;
      afterPress.current?.();
      afterPress.current = null;
    };
    // After the click's own handlers (a task later). A press dragged off the field still ends in
    // a click (on the nearest common ancestor); a touch that turns into a scroll is cancelled.
    addEventListener("click", () => setTimeout(ended), { capture: true, once: true });
    addEventListener("pointercancel", ended, { once: true });
  }

  if (enhanced) return <enhanced.Bar {...props} handover={enhanced.handover} />;

  const selectedPeriod = periods.find((p) => p.startingDate === filters?.dateFrom && p.endingDate === filters?.dateTo);
  return (
    <Form
      ref={form}
      method="get"
      action={action}
      className="search-bar"
      role="search"
      aria-label={t("serp.bar.label")}
      onPointerEnter={() => approach(false)}
      onPointerDown={(event) => {
        // The field's id: where-input or when-select (a click elsewhere in the form opens nothing).
        const id = (event.target as Element).id;
        if (id === "where-input" || id === "when-select") intent.current = id;
        pressStarted();
        approach(true);
      }}
      onTouchStart={() => approach(true)}
      onFocus={() => approach(true)}
    >
      <div className="bar-field">
        <Field id="where-input" label={t("serp.where.label")} error={null} quietWhenValid>
          {(control) => (
            <input
              {...control}
              name="textSearch"
              type="search"
              defaultValue={filters?.textSearch ?? initialWhere(filters, destinations, continents).text}
              placeholder={t("serp.where.placeholder")}
            />
          )}
        </Field>
      </div>
      <div className="bar-field">
        <SelectField
          id="when-select"
          label={t("serp.when.label")}
          error={null}
          quietWhenValid
          select={{ name: "period", defaultValue: filters?.dateFrom ? `${filters.dateFrom}_${filters.dateTo ?? ""}` : "" }}
        >
          <option value="">{t("serp.when.whenever")}</option>
          {filters?.dateFrom && !selectedPeriod && (
            <option value={`${filters.dateFrom}_${filters.dateTo ?? ""}`}>
              {t("serp.when.custom")}: {props.customDates}
            </option>
          )}
          {/* The label the enhanced bar shows too (written on the server), never an ISO month. */}
          {periods.map((p) => (
            <option key={p.key} value={`${p.startingDate}_${p.endingDate}`}>
              {p.label}
            </option>
          ))}
        </SelectField>
      </div>
      {/* Without JavaScript the when field also takes two days of the visitor's own; with it, the enhanced bar's calendar does. */}
      <noscript>
        <Suspense fallback={null}>
          <OwnDates today={props.today} dates={props.dates} />
        </Suspense>
      </noscript>
      {tab === "tours" && <input type="hidden" name="tab" value="tours" />}
      <button type="submit" className="button">
        {t("serp.bar.search")}
      </button>
    </Form>
  );
}
