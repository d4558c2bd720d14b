import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { EVENT_CATEGORIES, PRICE_FILTERS } from "../../lib/events/categories";
import { QUICK_DATES } from "../../lib/events/quick-dates";
import { ChoiceGroup } from "../forms/choice-group";
import { ChoiceOption } from "../forms/choice-option";
import { SelectField } from "../forms/select-field";
import { useTranslation } from "../shell/translation";
import { LocationButton } from "./location-button";

export type EventFiltersValue = {
  when: string;
  price: string;
  category: string | null;
  near: string | null;
  km: number;
  lat: number | null;
  lon: number | null;
};

/** A radius the filter offers: its `km` URL value and its label in the site's unit ("Within 5 mi"). */
export type RadiusOption = { km: number; label: string };

/**
 * The meetup list's filters as a GET form: without JavaScript the button submits it
 * and the URL carries the state; with it, every change submits in place.
 */
export function EventsFilters({
  action,
  value,
  cities,
  radii,
}: {
  action: string;
  value: EventFiltersValue;
  cities: { slug: string; name: string }[];
  radii: RadiusOption[];
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const send = () => form.current && submit(form.current, { replace: true, preventScrollReset: true });
  const here = value.near === "here" && value.lat !== null && value.lon !== null;
  // The fields keep the visitor's focus across in-place submits, so they are uncontrolled; a
  // navigation that changes the filters otherwise (clear, back) is copied into them here.
  useEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    const select = (name: string, selected: string) => {
      const element = fields.namedItem(name);
      if (element instanceof HTMLSelectElement) element.value = selected;
    };
    select("price", value.price);
    select("category", value.category ?? "");
    select("near", value.near ?? "");
    select("km", String(value.km));
    for (const radio of form.current!.querySelectorAll<HTMLInputElement>('input[name="when"]')) radio.checked = radio.value === value.when;
  }, [value]);
  return (
    <Form ref={form} method="get" action={action} className="events-filters" onChange={send} preventScrollReset>
      <ChoiceGroup id="events-when" legend={t("events.filters.when")} quietWhenValid>
        <div className="events-quick">
          {QUICK_DATES.map((quick) => (
            <ChoiceOption
              key={quick}
              type="radio"
              name="when"
              value={quick}
              defaultChecked={value.when === quick}
              label={t(`events.filters.quick.${quick}`)}
            />
          ))}
        </div>
      </ChoiceGroup>
      <div className="events-selects">
        <SelectField
          id="events-price"
          label={t("events.filters.price")}
          error={null}
          quietWhenValid
          wrapsControl
          select={{ name: "price", defaultValue: value.price }}
        >
          {PRICE_FILTERS.map((price) => (
            <option key={price} value={price}>
              {t(`events.filters.prices.${price}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="events-category"
          label={t("events.filters.category")}
          error={null}
          quietWhenValid
          wrapsControl
          select={{ name: "category", defaultValue: value.category ?? "" }}
        >
          <option value="">{t("events.filters.anyCategory")}</option>
          {EVENT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`events.categories.${category}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="events-near"
          label={t("events.filters.near")}
          error={null}
          quietWhenValid
          wrapsControl
          select={{ name: "near", defaultValue: value.near ?? "" }}
        >
          <option value="">{t("events.filters.anywhere")}</option>
          {here && <option value="here">{t("events.filters.myPosition")}</option>}
          {cities.map((city) => (
            <option key={city.slug} value={city.slug}>
              {city.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="events-radius"
          label={t("events.filters.radius")}
          error={null}
          quietWhenValid
          wrapsControl
          select={{ name: "km", defaultValue: String(value.km) }}
        >
          {radii.map((radius) => (
            <option key={radius.km} value={radius.km}>
              {radius.label}
            </option>
          ))}
        </SelectField>
      </div>
      {here && (
        <>
          <input type="hidden" name="lat" value={value.lat ?? ""} />
          <input type="hidden" name="lon" value={value.lon ?? ""} />
        </>
      )}
      <LocationButton
        onLocated={(lat, lon) => {
          const data = new FormData(form.current ?? undefined);
          data.set("near", "here");
          data.set("lat", String(lat));
          data.set("lon", String(lon));
          submit(data, { method: "get", action, replace: true, preventScrollReset: true });
        }}
      />
      <div className="events-actions">
        <button type="submit">{t("events.filters.submit")}</button>
        <a href={action}>{t("events.filters.reset")}</a>
      </div>
    </Form>
  );
}
