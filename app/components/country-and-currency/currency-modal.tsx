import { useLocation } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import { toSearchString, withoutTopModal } from "../../lib/shell/modal-url";
import { Modal } from "../modal/modal";
import { CurrencyForm } from "./currency-form";
import { useRootData } from "../shell/use-tenant";

/**
 * Only when the site offers more than one currency. The choice is posted to the
 * currency action, kept in a cookie, and every price of the next render uses it.
 */
export function CurrencyModal() {
  const { t } = useTranslation();
  const root = useRootData();
  const location = useLocation();
  if (!root || root.tenant.currencies.length < 2) return null;
  const back = location.pathname + toSearchString(withoutTopModal(new URLSearchParams(location.search)));
  return (
    <Modal id="currency" title={t("layout.currency")} size="sm">
      <CurrencyForm redirectTo={back} />
    </Modal>
  );
}
