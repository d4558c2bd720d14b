import { useTranslation } from "../shell/translation";
import { formatMoney, plainMoney, shownPrice } from "../../lib/format/money";
import { anyCurrencyFormat } from "../../lib/format/payment-money";
import { pluralForm } from "../../lib/format/plural";
import { useDates } from "../shell/use-dates";
import { useTenant } from "../shell/use-tenant";

/** Money, day and plural formatting in the tenant's conventions. */
export function useTripFormat() {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const dates = useDates();
  const money = (cents: number, currency?: string | null) =>
    tenant ? formatMoney(cents, anyCurrencyFormat(tenant, currency ?? tenant.defaultCurrency)) : plainMoney(cents, currency ?? "");
  return {
    tenant,
    /** An amount as such, in the currency named (what is charged, or a conversion a text already calls one). */
    money,
    /** A price as the visitor reads it: "about $944" when it is shown in a currency payment is not taken in. */
    price: (cents: number, currency?: string | null) => shownPrice(money(cents, currency), currency ?? tenant?.defaultCurrency, t),
    day: dates.day,
    plural: (key: string, count: number, values: Record<string, unknown> = {}) =>
      pluralForm(t(key, { count, ...values }), count, i18n.language),
    daysNights: (days: number) =>
      `${pluralForm(t("labels.days", { count: days }), days, i18n.language)} · ${pluralForm(t("labels.nights", { count: Math.max(0, days - 1) }), Math.max(0, days - 1), i18n.language)}`,
  };
}
