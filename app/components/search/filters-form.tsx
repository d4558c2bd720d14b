import { Form } from "@remix-run/react";
import { ChoiceGroup } from "../forms/choice-group";
import { ChoiceOption } from "../forms/choice-option";
import { Field } from "../forms/field";
import { SelectField } from "../forms/select-field";
import { useTranslation } from "../shell/translation";
import type { TenantConfig } from "../../../tenants/schema";
import { track } from "../../lib/analytics/track";
import { currencyFormat, formatMoney } from "../../lib/format/money";
import { DEFAULT_STATUSES, DURATIONS, TRAVEL_STYLES } from "../../lib/search/filter-fields";
import type { SearchPageData } from "../../lib/search/search-page";
import { hiddenFields } from "../../lib/search/filter-fields";
import { statusLabelKey } from "../../lib/trip/tour-status";

/** Seeded badge ids; labels come from the catalogue texts. */
const BADGES = ["NEW", "HOT", "SAFE", "BESTSELLER", "LAST_SEATS"];
/** The names this form sets; everything else (where, when, sort, tab) rides along hidden. */
const OWN_FIELDS = [
  "priceFrom",
  "priceTo",
  "durations",
  "ageBadge",
  "discounted",
  "isNoSharingRoomAvailable",
  "badgeId",
  "travelStyles",
  "status",
  "withUnbookable",
  "destinationId",
  "continentId",
  "dateFrom",
  "dateTo",
];

type Props = {
  data: Pick<SearchPageData, "filters" | "settings" | "destinations" | "continents">;
  tenant: TenantConfig;
  currency: string;
  action: string;
  formRef?: React.Ref<HTMLFormElement>;
  onChange?: (form: HTMLFormElement) => void;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
};

/** Filter controls: one GET form, so applying works without JavaScript (page resets to 1). */
export function FiltersForm({ data, tenant, currency, action, formRef, onChange, onSubmit, submitLabel }: Props) {
  const { t } = useTranslation();
  const { filters, settings } = data;
  const money = (cents: number) => formatMoney(cents, currencyFormat(tenant, currency));
  const check = (name: string, value: string, checked: boolean, label: string) => (
    <ChoiceOption
      key={`${name}-${value}`}
      className="check"
      type="checkbox"
      name={name}
      value={value}
      defaultChecked={checked}
      label={label}
    />
  );
  const group = (id: string, legend: string, choices: React.ReactNode) => (
    <ChoiceGroup id={`filter-${id}`} legend={legend} quietWhenValid>
      {choices}
    </ChoiceGroup>
  );
  return (
    <Form
      method="get"
      action={action}
      className="filters-form"
      ref={formRef}
      onChange={(e) => onChange?.(e.currentTarget)}
      onSubmit={onSubmit}
      preventScrollReset
    >
      {hiddenFields(filters, OWN_FIELDS).map(([name, value], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: hidden fields repeat a name (array filters) in a fixed order; the index tells the repeats apart.
        <input key={`${name}${i}`} type="hidden" name={name} value={value} />
      ))}
      <fieldset>
        <legend>{t("serp.filters.price")}</legend>
        <div className="field-pair">
          <SelectField
            id="filter-price-from"
            label={t("serp.filters.priceFrom")}
            error={null}
            quietWhenValid
            wrapsControl
            select={{ name: "priceFrom", defaultValue: filters.priceFrom ?? "" }}
          >
            <option value="">{t("serp.filters.any")}</option>
            {settings.prices.ranges
              .filter((r) => r.min > 0)
              .map((r) => (
                <option key={r.min} value={r.min}>
                  {money(r.min)}
                </option>
              ))}
          </SelectField>
          <SelectField
            id="filter-price-to"
            label={t("serp.filters.priceTo")}
            error={null}
            quietWhenValid
            wrapsControl
            select={{ name: "priceTo", defaultValue: filters.priceTo ?? "" }}
          >
            <option value="">{t("serp.filters.any")}</option>
            {settings.prices.ranges.map((r) => (
              <option key={r.max} value={r.max}>
                {money(r.max)}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      {group(
        "durations",
        t("serp.filters.duration"),
        DURATIONS.map((d) => (
          <ChoiceOption
            key={d}
            className="check"
            type="radio"
            name="durations"
            value={d === "ALL" ? "" : d}
            defaultChecked={(filters.durations ?? "ALL") === d}
            label={t(`serp.duration.${d}`)}
          />
        )),
      )}
      {group(
        "age",
        t("serp.filters.age"),
        <>
          <ChoiceOption
            className="check"
            type="radio"
            name="ageBadge"
            value=""
            defaultChecked={!filters.ageBadge}
            label={t("serp.filters.any")}
          />
          {settings.ageRanges.map((a) => (
            <ChoiceOption
              key={a}
              className="check"
              type="radio"
              name="ageBadge"
              value={a}
              defaultChecked={filters.ageBadge === a}
              label={t(`serp.age.${a}`)}
            />
          ))}
        </>,
      )}
      {group(
        "options",
        t("serp.filters.options"),
        <>
          {check("discounted", "true", filters.discounted === true, t("serp.filters.discounted"))}
          {check("isNoSharingRoomAvailable", "true", filters.isNoSharingRoomAvailable === true, t("serp.filters.noSharingRoom"))}
        </>,
      )}
      {group(
        "badges",
        t("serp.filters.badge"),
        BADGES.map((b) => check("badgeId[]", b, !!filters.badgeId?.includes(b), t(`serp.badge.${b}`))),
      )}
      {group(
        "styles",
        t("serp.filters.styles"),
        TRAVEL_STYLES.map((s) => check("travelStyles[]", s, !!filters.travelStyles?.includes(s), t(`serp.style.${s}`))),
      )}
      {group(
        "status",
        t("serp.filters.status"),
        <>
          {DEFAULT_STATUSES.map((s) => check("status[]", s, filters.status.includes(s), t(statusLabelKey(s))))}
          {/* Available departures are bookable but not among the default statuses: a choice of their own brings them in. */}
          {check("status[]", "TO_CONFIRM", filters.status.includes("TO_CONFIRM"), t(statusLabelKey("TO_CONFIRM")))}
          {check("withUnbookable", "true", filters.withUnbookable === true, t("serp.filters.withUnbookable"))}
        </>,
      )}
      {group(
        "continents",
        t("serp.filters.continents"),
        data.continents.map((c) => check("continentId[]", c.id, !!filters.continentId?.includes(c.id), c.name)),
      )}
      {group(
        "destinations",
        t("serp.filters.destinations"),
        <div className="check-columns">
          {data.destinations.map((d) => check("destinationId[]", String(d.id), !!filters.destinationId?.includes(String(d.id)), d.name))}
        </div>,
      )}
      <fieldset>
        <legend>{t("serp.filters.dates")}</legend>
        <div className="field-pair">
          <Field id="filter-date-from" label={t("serp.filters.dateFrom")} error={null} quietWhenValid wrapsControl>
            {(control) => <input {...control} type="date" name="dateFrom" defaultValue={filters.dateFrom ?? ""} />}
          </Field>
          <Field id="filter-date-to" label={t("serp.filters.dateTo")} error={null} quietWhenValid wrapsControl>
            {(control) => <input {...control} type="date" name="dateTo" defaultValue={filters.dateTo ?? ""} />}
          </Field>
        </div>
      </fieldset>
      <div className="filters-footer">
        <a
          className="button secondary"
          href={`${action}?${new URLSearchParams(hiddenFields(filters, OWN_FIELDS)).toString()}`}
          onClick={() => track("searchClearCustomFilters", { pageType: "SERP", sectionFrom: "filters" })}
        >
          {t("serp.filters.clear")}
        </a>
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
