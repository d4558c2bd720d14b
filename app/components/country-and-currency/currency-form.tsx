import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import { useRootData } from "../shell/use-tenant";
import { ChoiceGroup } from "../forms/choice-group";
import { ChoiceOption } from "../forms/choice-option";

/** The currency choice: a real form posted to /currency, with or without JavaScript; `error` is a refused choice's message. */
export function CurrencyForm({ redirectTo, error = null }: { redirectTo: string; error?: string | null }) {
  const { t } = useTranslation();
  const root = useRootData();
  const navigation = useNavigation();
  if (!root) return null;
  return (
    <Form method="post" action="/currency" replace preventScrollReset>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <ChoiceGroup
        id="currency-choice"
        className="choice-list"
        legend={t("layout.currency")}
        legendClassName="visually-hidden"
        error={error}
        quietWhenValid
      >
        {root.tenant.currencies.map((currency) => (
          <ChoiceOption
            key={currency.isoCode}
            className="choice"
            type="radio"
            name="currency"
            value={currency.isoCode}
            defaultChecked={currency.isoCode === root.currency}
            required
            label={
              <span>
                {currency.symbol} {currency.isoCode}
              </span>
            }
          />
        ))}
      </ChoiceGroup>
      <button type="submit" className="button" disabled={navigation.state === "submitting"}>
        {t("layout.apply")}
      </button>
    </Form>
  );
}
