import { Link } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Field } from "../forms/field";
import { useTranslation } from "../shell/translation";
import type { TopSellerCountry } from "../../../workers/services/catalogue/types";
import { imageUrl } from "../../lib/images/image-url";
import { continentImage } from "../../lib/images/continent-image";
import { lookupText, optionId, type ContinentChoice, type WhereAction, type WhereState } from "../../lib/search/selection";
import { useLocalizedHref, useTenant } from "../shell/use-tenant";

const loadDestinationList = () => import("./destination-list");
/** Fetched when the where input gets focus, so it is there by the time a lookup answers. */
const DestinationList = lazy(() => loadDestinationList().then((module) => ({ default: module.DestinationList })));

/** Destination search debounce. */
const LOOKUP_DEBOUNCE_MS = 200;

type Props = {
  state: WhereState;
  dispatch: (a: WhereAction) => void;
  continents: ContinentChoice[];
  /** In the phone dialog the dropdown's content is the panel itself: always shown, never floating. */
  inline?: boolean;
  children?: React.ReactNode;
};

/**
 * Where section as a WAI-ARIA combobox: arrow keys move through the destinations and
 * the 'search something else' option, Enter chooses, Escape closes; the result count is
 * announced. Destinations come from top-sellers, looked up only for non-empty text.
 */
export function WhereSection({ state, dispatch, continents, inline = false, children }: Props) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const to = useLocalizedHref();
  const [results, setResults] = useState<TopSellerCountry[] | null>(null);
  const [active, setActive] = useState(-1);
  const text = lookupText(state);
  const listId = "where-listbox";

  useEffect(() => {
    setActive(-1);
    if (!text) return setResults(null);
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(`/api/travels/top-sellers?search=${encodeURIComponent(text)}`, { signal: controller.signal });
        const body = (await response.json()) as { data?: { countries?: TopSellerCountry[] } };
        setResults(body.data?.countries ?? []);
      } catch {
        // Top-sellers failures are silently ignored.
      }
    }, LOOKUP_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const destinations = results ?? [];
  const optionCount = destinations.length + (text ? 1 : 0);
  const choose = (index: number) => {
    const d = destinations[index];
    if (d) dispatch({ type: "destination", destination: { id: String(d.id), name: d.name } });
    else if (text) dispatch({ type: "freeText" });
  };

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!state.open) dispatch({ type: "open" });
      if (optionCount === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + optionCount) % optionCount);
    } else if (event.key === "Enter" && state.open && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === "Escape" && state.open) {
      event.preventDefault();
      dispatch({ type: "close" });
    }
  }

  const expanded = state.open;
  const activeId = active < 0 ? undefined : active < destinations.length ? optionId(listId, active) : `${listId}-free`;
  return (
    <div className="where-section">
      <Field id="where-input" label={t("serp.where.label")} labelProps={{ className: "field-label" }} error={null} quietWhenValid>
        {(control) => (
          <input
            {...control}
            className="where-input"
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded ? activeId : undefined}
            placeholder={t("serp.where.placeholder")}
            value={state.text}
            onChange={(e) => dispatch({ type: "type", text: e.target.value })}
            onFocus={() => {
              void loadDestinationList();
              dispatch({ type: "focus" });
            }}
            onBlur={() => dispatch({ type: "blur" })}
            onClick={() => dispatch({ type: "open" })}
            onKeyDown={onKeyDown}
          />
        )}
      </Field>
      <p className="visually-hidden" role="status" aria-live="polite">
        {results === null ? "" : t("serp.where.resultCount", { count: destinations.length })}
      </p>
      <div className="where-dropdown" hidden={!expanded && !inline}>
        <div id={listId} role="listbox" aria-label={t("serp.where.results")}>
          {destinations.length > 0 && (
            <Suspense fallback={null}>
              <DestinationList
                id={listId}
                destinations={destinations}
                active={active}
                onChoose={(d) => dispatch({ type: "destination", destination: { id: String(d.id), name: d.name } })}
              />
            </Suspense>
          )}
          {text && (
            // biome-ignore lint/a11y/useFocusableInteractive: an option of the combobox pattern: the focus stays in the input, which points here with aria-activedescendant.
            // biome-ignore lint/a11y/useKeyWithClickEvents: an option of the combobox pattern: the input's keys (arrows, Enter) choose it; the click is for the pointer.
            <div
              id={`${listId}-free`}
              role="option"
              aria-selected={active === destinations.length}
              className={`destination-option free-text${active === destinations.length ? " is-active" : ""}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => dispatch({ type: "freeText" })}
            >
              {t("serp.where.somethingElse", { text })}
            </div>
          )}
        </div>
        {results !== null && destinations.length === 0 && (
          <p className="empty-destinations">
            {t("search.DESTINATIONS_NOT_FOUND")} <Link to={to("travels")}>{t("search.SEE_ALL_TRAVELS")}</Link>
          </p>
        )}
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset's default box (border, padding, min-width) would break this row; role=group with its label groups it the same for assistive technology. */}
        <div className="continent-carousel" role="group" aria-label={t("serp.where.continents")}>
          {continents.map((c) => (
            <button
              key={c.id}
              type="button"
              className="continent"
              aria-pressed={state.continent?.id === c.id}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => dispatch({ type: "continent", continent: c })}
            >
              <img
                src={imageUrl(tenant?.imageHost ?? "", continentImage(c.code), "webp-thumb")}
                alt=""
                width={80}
                height={54}
                loading="lazy"
              />
              <span>{c.name}</span>
            </button>
          ))}
        </div>
        {children}
      </div>
    </div>
  );
}
