import type { TypedDates } from "../../lib/search/search-page";
import { Field } from "../forms/field";
import { useTranslation } from "../shell/translation";

/**
 * The plain search form's own pair of days, for visitors without JavaScript (with it, the
 * enhanced bar's calendar takes the dates): two date fields the server reads into the search's
 * dates, with its message at a field it refuses. The browser's picker and `min` catch a day
 * gone by before sending; the server's answer is the final word.
 */
export function OwnDates({ today, dates }: { today: string; dates?: TypedDates | undefined }) {
  const { t } = useTranslation();
  return (
    <fieldset className="bar-dates">
      <legend>{t("serp.when.ownDates")}</legend>
      {(["from", "to"] as const).map((name) => {
        const error = dates?.errors[name];
        return (
          <div key={name} className="bar-field">
            <Field id={`when-${name}`} label={t(`serp.when.${name}`)} error={error ? t(error) : null} quietWhenValid>
              {(control) => <input {...control} type="date" name={name} min={today} defaultValue={dates?.[name]} />}
            </Field>
          </div>
        );
      })}
    </fieldset>
  );
}
