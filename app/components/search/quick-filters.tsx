import { Form } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import { track } from "../../lib/analytics/track";
import type { SearchFilters } from "../../lib/search/filter-fields";

/** The current filters as GET form fields (the loader writes them), minus the ones a form sets. */
const carried = (fields: [string, string][], except: string) => fields.filter(([name]) => name.replace(/\[\]$/, "") !== except);

type Props = { filters: SearchFilters; fields: [string, string][]; ageRanges: string[]; action: string };

/**
 * Quick filters as small GET forms (they work without JavaScript). Age range: shown
 * with at least two ranges or exactly one non-null; a radio choice where the active option's
 * button submits without the field, which clears it (the empty value clears).
 * Discounted: true on activation, cleared otherwise.
 */
export function QuickFilters({ filters, fields, ageRanges, action }: Props) {
  const { t } = useTranslation();
  const showAge = ageRanges.length >= 2 || (ageRanges.length === 1 && !!ageRanges[0]);
  const event = (on: boolean, filterName: string, filterValue: string) =>
    track(on ? "addFilterEvent" : "removeFilterEvent", { pageType: "SERP", sectionFrom: "filters", filterName, filterValue });
  return (
    <div className="quick-filters">
      {showAge && (
        <Form method="get" action={action} className="quick-age" preventScrollReset>
          {carried(fields, "ageBadge").map(([name, value], i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: hidden fields repeat a name (array filters) in a fixed order; the index tells the repeats apart.
            <input key={`${name}${i}`} type="hidden" name={name} value={value} />
          ))}
          <fieldset>
            <legend>{t("serp.filters.age")}</legend>
            {ageRanges.map((range) => {
              const active = filters.ageBadge === range;
              return (
                <button
                  key={range}
                  type="submit"
                  className="chip"
                  name={active ? undefined : "ageBadge"}
                  value={active ? undefined : range}
                  aria-pressed={active}
                  onClick={() => event(!active, "ageBadge", range)}
                >
                  {t(`serp.age.${range}`)}
                </button>
              );
            })}
          </fieldset>
        </Form>
      )}
      <Form method="get" action={action} className="quick-discount" preventScrollReset>
        {carried(fields, "discounted").map(([name, value], i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: hidden fields repeat a name (array filters) in a fixed order; the index tells the repeats apart.
          <input key={`${name}${i}`} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          className="chip"
          name={filters.discounted ? undefined : "discounted"}
          value={filters.discounted ? undefined : "true"}
          aria-pressed={filters.discounted === true}
          onClick={() => event(!filters.discounted, "discounted", "true")}
        >
          {t("serp.filters.discounted")}
        </button>
      </Form>
    </div>
  );
}
