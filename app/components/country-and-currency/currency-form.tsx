import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import { useRootData } from "../shell/use-tenant";

/** The currency choice: a real form posted to /currency, with or without JavaScript. */
export function CurrencyForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  const root = useRootData();
  const navigation = useNavigation();
  if (!root) return null;
  return (
    <Form method="post" action="/currency" replace preventScrollReset>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <fieldset className="choice-list">
        <legend className="visually-hidden">{t("layout.currency")}</legend>
        {root.tenant.currencies.map((currency) => (
          <label key={currency.isoCode} className="choice">
            <input type="radio" name="currency" value={currency.isoCode} defaultChecked={currency.isoCode === root.currency} required />
            <span>
              {currency.symbol} {currency.isoCode}
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button" disabled={navigation.state === "submitting"}>
        {t("layout.apply")}
      </button>
    </Form>
  );
}
