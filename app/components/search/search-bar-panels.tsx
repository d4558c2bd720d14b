import type { TenantConfig } from "../../../tenants/schema";
import { HISTORY_SHOWN } from "../../lib/search/history";
import { whereName } from "../../lib/search/selection";
import { useTranslation } from "../shell/translation";
import { HistorySection } from "./history-section";
import type { SearchBarProps } from "./search-bar";
import type { EnhancedSearchBarState, Panel } from "./use-enhanced-search-bar";
import { WhenSection } from "./when-section";
import { WhereSection } from "./where-section";

type PanelProps = {
  bar: EnhancedSearchBarState;
  /** On a phone each panel is a collapsible heading, one open at a time; on a wider screen both stay open. */
  name: Panel;
  title: string;
  value: string;
  children: React.ReactNode;
};

/** One of the bar's two parts (where, when): a details whose summary shows the choice on a phone. */
function BarPanel({ bar, name, title, value, children }: PanelProps) {
  return (
    <details
      className="bar-panel"
      open={!bar.mobile || bar.panel === name}
      onToggle={(e) => bar.mobile && bar.togglePanel(name, e.currentTarget.open)}
    >
      <summary className="panel-summary">
        <span className="panel-name">{title}</span> <span className="panel-value">{value}</span>
      </summary>
      {children}
    </details>
  );
}

/** The where part: the combobox, with the recent searches under it while nothing is typed. */
export function WherePanel({
  bar,
  action,
  continents,
  pageType = "SERP",
  today,
}: { bar: EnhancedSearchBarState } & Pick<SearchBarProps, "action" | "continents" | "pageType" | "today">) {
  const { t } = useTranslation();
  return (
    <BarPanel bar={bar} name="where" title={t("serp.where.label")} value={whereName(bar.where) || t("serp.where.anywhere")}>
      <WhereSection state={bar.where} dispatch={bar.onWhere} continents={continents} inline={bar.mobile}>
        {bar.where.text.trim() === "" && (
          <HistorySection action={action} limit={HISTORY_SHOWN} type="list" pageType={pageType} today={today} />
        )}
      </WhereSection>
    </BarPanel>
  );
}

/** The when part: a button that opens the periods and the calendar (always shown on a phone). */
export function WhenPanel({
  bar,
  tenant,
  today,
  periods,
}: { bar: EnhancedSearchBarState; tenant: TenantConfig } & Pick<SearchBarProps, "today" | "periods">) {
  const { t } = useTranslation();
  return (
    <BarPanel bar={bar} name="when" title={t("serp.when.label")} value={bar.whenLabel}>
      <div className="when-field">
        {!bar.mobile && (
          <span className="field-label" id="when-label">
            {t("serp.when.label")}
          </span>
        )}
        {!bar.mobile && (
          <button type="button" className="when-button" aria-expanded={bar.whenOpen} aria-controls="when-panel" onClick={bar.toggleWhen}>
            {bar.whenLabel}
          </button>
        )}
        <div id="when-panel" className="when-dropdown" hidden={!bar.mobile && !bar.whenOpen}>
          <WhenSection tenant={tenant} today={today} periods={periods} range={bar.range} onChange={bar.setRange} />
        </div>
      </div>
    </BarPanel>
  );
}
