import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from "react";
import { flushSync } from "react-dom";
import type { TopSellerCountry } from "../../../workers/services/catalogue/types";
import type { PeriodChoice } from "../../lib/search/period-label";
import type { SearchFilters } from "../../lib/search/filter-fields";
import type { TypedDates } from "../../lib/search/search-page";
import type { ContinentChoice } from "../../lib/search/where-state";
import { type OPEN_SEARCH_STATE, SEARCH_AUTO_OPEN_MS } from "../../lib/search/open";

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
export type Handover = {
  /** What the plain form's text field holds; undefined when there was no plain form (the search's own text). */
  text: string | undefined;
  focused: boolean;
  engaged: boolean;
  open: boolean;
  openWhen: boolean;
};

type Enhanced = ComponentType<SearchBarProps & { handover: Handover }>;

/**
 * The plain form is written by the server only. The browser keeps the server's markup as it is
 * (what the visitor typed included) until the enhanced bar takes over, so neither the form nor the
 * forms kit it is built with travels with a first visit. The form comes through the enhanced bar's
 * module (a module the browser fetches anyway): a lazy module of its own would split the first
 * visit's shared chunks.
 */
const PlainSearchBar = lazy(() => import("./search-bar-enhanced").then((module) => ({ default: module.PlainSearchBar })));

/** The enhanced bar once it has arrived: a page reached later in the same visit shows it at once. */
let arrived: Enhanced | null = null;
const loadEnhanced = () =>
  import("./search-bar-enhanced").then((module) => {
    arrived = module.EnhancedSearchBar as Enhanced;
    return arrived;
  });

/** The element holding the bar; a page has one search bar. */
const HOST = "search-bar-host";

/** What the plain form shows: when it changes, the server's markup is out of date. */
const shownBy = ({ action, tab, filters, customDates }: SearchBarProps) =>
  JSON.stringify([
    action,
    tab,
    filters?.textSearch,
    filters?.destinationId,
    filters?.continentId,
    filters?.dateFrom,
    filters?.dateTo,
    customDates,
  ]);

const noSubscription = () => () => {};
const isClientRender = () => false;
const isServerRender = () => true;

const UNTOUCHED: Handover = { text: undefined, focused: false, engaged: false, open: false, openWhen: false };
const OPENED: Handover = { text: undefined, focused: true, engaged: true, open: true, openWhen: false };

/**
 * Search bar. On the server, without JavaScript and on a first visit it is a plain GET
 * form: free text and a period select, which searches on its own. The enhanced bar (combobox,
 * when tabs, range calendar, history) is fetched when the visitor first comes near it, by
 * pointer, touch or focus, and takes over keeping the text and the focus: a page's first
 * download does not carry it (the JavaScript budget of the search page). A page reached in the
 * browser, or a search that changed what the plain form shows, gets the enhanced bar at once.
 */
export function SearchBar(props: SearchBarProps) {
  const host = useRef<HTMLDivElement>(null);
  // True on the server and while the page hydrates; false for a page rendered in the browser.
  const hydrating = useSyncExternalStore(noSubscription, isClientRender, isServerRender);
  // The server's form as the browser received it (null on the server and on a page reached in the browser).
  const [serverForm] = useState(() =>
    hydrating && typeof document !== "undefined" ? document.getElementById(HOST)?.innerHTML || null : null,
  );
  const [shown] = useState(() => shownBy(props));
  const [enhanced, setEnhanced] = useState<{ Bar: Enhanced; handover: Handover } | null>(() =>
    serverForm === null && arrived ? { Bar: arrived, handover: UNTOUCHED } : null,
  );
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
  const outdated = typeof document !== "undefined" && (serverForm === null || shownBy(props) !== shown);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `approach` only reads refs.
  useEffect(() => {
    if (outdated && !enhanced) approach(false);
  }, [outdated, enhanced]);

  // Coming near the plain form fetches the enhanced bar: the form is the server's markup, so
  // its listeners are the DOM's own. A pointer down on a field remembers which one it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `approach` and `pressStarted` only read refs.
  useEffect(() => {
    const form = enhanced ? null : host.current?.querySelector("form");
    if (!form) return;
    // Focused before the page was interactive: the visitor is already in it.
    if (form.contains(document.activeElement)) approach(true);
    const near = () => approach(false);
    const engaged = () => approach(true);
    const pressed = (event: PointerEvent) => {
      // The field's id: where-input or when-select (a press elsewhere in the form opens nothing).
      const id = (event.target as Element).id;
      if (id === "where-input" || id === "when-select") intent.current = id;
      pressStarted();
      approach(true);
    };
    form.addEventListener("pointerenter", near);
    form.addEventListener("pointerdown", pressed);
    form.addEventListener("touchstart", engaged, { passive: true });
    form.addEventListener("focusin", engaged);
    return () => {
      form.removeEventListener("pointerenter", near);
      form.removeEventListener("pointerdown", pressed);
      form.removeEventListener("touchstart", engaged);
      form.removeEventListener("focusin", engaged);
    };
  }, [enhanced]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival through the search entry (`location.key`); `approach` only reads refs.
  useEffect(() => {
    if ((location.state as Partial<typeof OPEN_SEARCH_STATE> | null)?.openSearch !== true) return;
    if (!window.matchMedia("(min-width: 768px)").matches) return;
    const timer = window.setTimeout(() => {
      const plain = host.current?.querySelector<HTMLInputElement>("[name=textSearch]");
      if (plain) {
        approach(true, true);
        plain.focus();
        return;
      }
      // No plain form to hand over from (a page reached in the browser): the enhanced bar opens.
      loadEnhanced().then(
        (Bar) => setEnhanced({ Bar, handover: OPENED }),
        () => {},
      );
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
    const plain = host.current?.querySelector("form");
    if (!plain) {
      setEnhanced({ Bar, handover: UNTOUCHED });
      return;
    }
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

  if (enhanced) {
    return (
      <div id={HOST} className={HOST}>
        {/* Opened later by the header's search entry: mounted again, so it starts open. */}
        <enhanced.Bar key={enhanced.handover === OPENED ? "opened" : "shown"} {...props} handover={enhanced.handover} />
      </div>
    );
  }
  if (typeof document === "undefined") {
    return (
      <div id={HOST} className={HOST}>
        <Suspense fallback={null}>
          <PlainSearchBar {...props} />
        </Suspense>
      </div>
    );
  }
  return (
    <div
      id={HOST}
      className={HOST}
      ref={host}
      // The server's markup, untouched by React: what the visitor typed stays.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup of this bar, read back from the page.
      dangerouslySetInnerHTML={{ __html: serverForm ?? "" }}
    />
  );
}
