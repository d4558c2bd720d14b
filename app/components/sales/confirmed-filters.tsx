import { Form, Link } from "@remix-run/react";
import { CheckboxField } from "../forms/checkbox-field";
import { SelectField } from "../forms/select-field";
import { useTranslation } from "../shell/translation";

type Props = {
  action: string;
  form: { continentId: string; period: string; durations: string; status: string; discounted: boolean };
  choices: {
    continents: { id: string; name: string }[];
    periods: { value: string; label: string }[];
    durations: string[];
    statuses: string[];
  };
  filtered: boolean;
};

/**
 * The confirmed departures' filters as one GET form with the search's own names (continent,
 * month as `period`, duration, status, discounted): it works without JavaScript, and the
 * loader reads it as the search's tours tab reads its URL.
 */
export function ConfirmedFilters({ action, form, choices, filtered }: Props) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={action} className="confirmed-filters" aria-label={t("sales.confirmed.filtersLabel")} preventScrollReset>
      <div className="confirmed-field">
        <SelectField
          key={`c${form.continentId}`}
          id="cf-continent"
          label={t("serp.filters.continents")}
          error={null}
          quietWhenValid
          select={{ name: "continentId[]", defaultValue: form.continentId }}
        >
          <option value="">{t("serp.filters.any")}</option>
          {choices.continents.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="confirmed-field">
        <SelectField
          key={`p${form.period}`}
          id="cf-period"
          label={t("sales.confirmed.month")}
          error={null}
          quietWhenValid
          select={{ name: "period", defaultValue: form.period }}
        >
          <option value="">{t("serp.filters.any")}</option>
          {choices.periods.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="confirmed-field">
        <SelectField
          key={`d${form.durations}`}
          id="cf-duration"
          label={t("serp.filters.duration")}
          error={null}
          quietWhenValid
          select={{ name: "durations", defaultValue: form.durations }}
        >
          <option value="">{t("serp.duration.ALL")}</option>
          {choices.durations.map((d) => (
            <option key={d} value={d}>
              {t(`serp.duration.${d}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="confirmed-field">
        <SelectField
          key={`s${form.status}`}
          id="cf-status"
          label={t("serp.filters.status")}
          error={null}
          quietWhenValid
          select={{ name: "status[]", defaultValue: form.status }}
        >
          <option value="">{t("sales.confirmed.anyStatus")}</option>
          {choices.statuses.map((s) => (
            <option key={s} value={s}>
              {t(`trip.status.${s}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="confirmed-field confirmed-check">
        <CheckboxField key={`x${form.discounted}`} id="cf-discounted" label={t("serp.filters.discounted")}>
          {(control) => <input {...control} type="checkbox" name="discounted" value="true" defaultChecked={form.discounted} />}
        </CheckboxField>
      </div>
      <div className="confirmed-actions">
        <button type="submit" className="button">
          {t("serp.filters.apply")}
        </button>
        {filtered && (
          <Link to={action} className="button secondary" preventScrollReset>
            {t("serp.filters.clear")}
          </Link>
        )}
      </div>
    </Form>
  );
}
