import { Form } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import { useTenant } from "../shell/use-tenant";
import type { Handover, SearchBarProps } from "./search-bar";
import { WhenPanel, WherePanel } from "./search-bar-panels";
import { SearchDialog } from "./search-dialog";
import { useEnhancedSearchBar } from "./use-enhanced-search-bar";

/**
 * Search bar, enhanced: the where combobox, the when tabs and the history, inline on
 * desktop and a full-screen dialog under 768 px (the md breakpoint). It takes over from the
 * plain form of search-bar.tsx at the visitor's first approach, keeping what was typed. Its
 * state lives in useEnhancedSearchBar; this file lays out the form.
 */
export function EnhancedSearchBar(props: SearchBarProps & { handover: Handover }) {
  const { action, tab, continents, periods, today, pageType } = props;
  const { t } = useTranslation();
  const tenant = useTenant();
  const bar = useEnhancedSearchBar(props);
  if (!tenant) return null;

  const form = (
    <Form
      method="get"
      action={action}
      className={`search-bar is-enhanced${bar.mobile ? " is-mobile" : ""}`}
      role="search"
      aria-label={t("serp.bar.label")}
      onSubmit={bar.onSubmit}
    >
      {Object.entries(bar.query).flatMap(([k, v]) =>
        [v].flat().map((item) => <input key={`${k}${item}`} type="hidden" name={Array.isArray(v) ? `${k}[]` : k} value={item} />),
      )}
      {tab === "tours" && <input type="hidden" name="tab" value="tours" />}
      <div className="bar-panels">
        <WherePanel bar={bar} action={action} continents={continents} pageType={pageType} today={today} />
        <WhenPanel bar={bar} tenant={tenant} today={today} periods={periods} />
      </div>
      <div className="bar-actions">
        {bar.mobile && (
          <button type="button" className="button secondary" disabled={bar.nothingChosen} onClick={bar.clearAll}>
            {t("serp.bar.clearAll")}
          </button>
        )}
        <button type="submit" className="button" disabled={bar.searchDisabled}>
          {t("serp.bar.search")}
        </button>
      </div>
    </Form>
  );

  if (!bar.mobile)
    return (
      <div ref={bar.root} className="search-bar-host">
        {form}
      </div>
    );
  return (
    <div ref={bar.root} className="search-bar-host">
      <SearchDialog bar={bar}>{form}</SearchDialog>
    </div>
  );
}

/** The plain form's own pair of days (JavaScript off), for search-bar.tsx's server render. */
export { PlainSearchBar } from "./search-bar-plain";
