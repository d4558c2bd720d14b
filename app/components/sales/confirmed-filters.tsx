import { Form, Link } from "@remix-run/react";
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
        <label htmlFor="cf-continent">{t("serp.filters.continents")}</label>
        <select id="cf-continent" name="continentId[]" defaultValue={form.continentId} key={`c${form.continentId}`}>
          <option value="">{t("serp.filters.any")}</option>
          {choices.continents.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="confirmed-field">
        <label htmlFor="cf-period">{t("sales.confirmed.month")}</label>
        <select id="cf-period" name="period" defaultValue={form.period} key={`p${form.period}`}>
          <option value="">{t("serp.filters.any")}</option>
          {choices.periods.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      <div className="confirmed-field">
        <label htmlFor="cf-duration">{t("serp.filters.duration")}</label>
        <select id="cf-duration" name="durations" defaultValue={form.durations} key={`d${form.durations}`}>
          <option value="">{t("serp.duration.ALL")}</option>
          {choices.durations.map((d) => (
            <option key={d} value={d}>
              {t(`serp.duration.${d}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="confirmed-field">
        <label htmlFor="cf-status">{t("serp.filters.status")}</label>
        <select id="cf-status" name="status[]" defaultValue={form.status} key={`s${form.status}`}>
          <option value="">{t("sales.confirmed.anyStatus")}</option>
          {choices.statuses.map((s) => (
            <option key={s} value={s}>
              {t(`trip.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="confirmed-field confirmed-check">
        <input
          id="cf-discounted"
          type="checkbox"
          name="discounted"
          value="true"
          defaultChecked={form.discounted}
          key={`x${form.discounted}`}
        />
        <label htmlFor="cf-discounted">{t("serp.filters.discounted")}</label>
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
