import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { toSearchString, withoutTopModal } from "../../lib/modal-url";
import { Modal } from "../modal/modal";
import { useRootData } from "./use-tenant";

/**
 * 001 §2: only when the site offers more than one currency. The choice is posted to the
 * currency action, kept in a cookie, and every price of the next render uses it.
 */
export function CurrencyModal() {
  const { t } = useTranslation();
  const root = useRootData();
  const location = useLocation();
  const navigation = useNavigation();
  if (!root || root.tenant.currencies.length < 2) return null;
  const back = location.pathname + toSearchString(withoutTopModal(new URLSearchParams(location.search)));
  return (
    <Modal id="currency" title={t("layout.currency")} size="sm">
      <Form method="post" action="/currency" replace preventScrollReset>
        <input type="hidden" name="redirectTo" value={back} />
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
    </Modal>
  );
}
