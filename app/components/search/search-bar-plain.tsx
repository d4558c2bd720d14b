import { initialWhere } from "../../lib/search/where-state";
import { Field } from "../forms/field";
import { SelectField } from "../forms/select-field";
import { useTranslation } from "../shell/translation";
import { OwnDates } from "./own-dates";
import type { SearchBarProps } from "./search-bar";

/**
 * The search bar as the server writes it: a plain GET form, free text and a period select, which
 * searches on its own. Without JavaScript the when field also takes two days of the visitor's own.
 * The browser never renders it: it keeps the server's markup until the enhanced bar takes over
 * (search-bar.tsx), so this module never travels with a first visit: it is reached through the
 * enhanced bar's module, whose chunk already carries the forms kit (a lazy module of its own would
 * split the first visit's shared chunks). A plain `<form>`: written on the server, Remix's Form
 * would add nothing to it.
 */
export function PlainSearchBar(props: SearchBarProps) {
  const { action, tab, filters, destinations, continents, periods } = props;
  const { t } = useTranslation();
  const selectedPeriod = periods.find((p) => p.startingDate === filters?.dateFrom && p.endingDate === filters?.dateTo);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself, as the enhanced bar's Form has it; <search> is too new for the browsers the sites serve.
    <form method="get" action={action} className="search-bar" role="search" aria-label={t("serp.bar.label")}>
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
        <OwnDates today={props.today} dates={props.dates} />
      </noscript>
      {tab === "tours" && <input type="hidden" name="tab" value="tours" />}
      <button type="submit" className="button">
        {t("serp.bar.search")}
      </button>
    </form>
  );
}
