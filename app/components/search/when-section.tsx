import { useState } from "react";
import { useTranslation } from "../shell/translation";
import type { TenantConfig } from "../../../tenants/schema";
import { track } from "../../lib/analytics/track";
import { EMPTY_RANGE, isWhenever, pickPeriod, type PeriodChoice, type PeriodRange } from "../../lib/search/period-range";
import { RangeCalendar } from "./range-calendar";

type Props = { tenant: TenantConfig; today: string; periods: PeriodChoice[]; range: PeriodRange; onChange: (next: PeriodRange) => void };

/** When section: a periods tab (months, events, named periods) and a dates tab. */
export function WhenSection({ tenant, today, periods, range, onChange }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<"periods" | "dates">(range.period === "custom" ? "dates" : "periods");
  const choose = (option: PeriodChoice) => {
    const { state, effect } = pickPeriod(range, option);
    onChange(state);
    const filter = { pageType: "SERP", sectionFrom: "search", filterName: "period", filterValue: option.name } as const;
    track(effect === "removeFilter" ? "removeFilterEvent" : "addFilterEvent", filter);
    if (effect === "addFilter")
      track("searchSelectPeriod", {
        pageType: "SERP",
        sectionFrom: "search",
        periodName: option.name,
        periodType: option.type,
        dateFrom: option.startingDate,
        dateTo: option.endingDate,
      });
  };
  const tabButton = (name: "periods" | "dates") => (
    <button
      type="button"
      role="tab"
      id={`when-tab-${name}`}
      aria-selected={tab === name}
      aria-controls={`when-panel-${name}`}
      tabIndex={tab === name ? 0 : -1}
      onClick={() => setTab(name)}
      onKeyDown={(e) => {
        if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
          const next = name === "periods" ? "dates" : "periods";
          setTab(next);
          document.getElementById(`when-tab-${next}`)?.focus();
        }
      }}
    >
      {t(`serp.when.${name}`)}
    </button>
  );
  return (
    <div className="when-section">
      <div role="tablist" aria-label={t("serp.when.label")}>
        {tabButton("periods")}
        {tabButton("dates")}
      </div>
      {tab === "periods" ? (
        <div role="tabpanel" id="when-panel-periods" aria-labelledby="when-tab-periods" className="period-list">
          <button type="button" className="chip" aria-pressed={isWhenever(range.period)} onClick={() => onChange(EMPTY_RANGE)}>
            {t("serp.when.whenever")}
          </button>
          {periods.map((p) => (
            <button
              key={p.key}
              type="button"
              className={`chip period-${p.type}`}
              aria-pressed={range.period === p.key}
              onClick={() => choose(p)}
            >
              {p.label}
            </button>
          ))}
        </div>
      ) : (
        <div role="tabpanel" id="when-panel-dates" aria-labelledby="when-tab-dates">
          <RangeCalendar tenant={tenant} today={today} range={range} onChange={onChange} />
        </div>
      )}
    </div>
  );
}
