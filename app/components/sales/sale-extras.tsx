import type { TenantConfig } from "../../../tenants/schema";
import type { Currency } from "../../../tenants/languages";
import { formatMoney } from "../../lib/format/money";
import { anyCurrencyFormat } from "../../lib/format/payment-money";
import { paymentCurrency } from "../../lib/sales/payment-plan";
import type { Promotion } from "../../lib/sales/promotion";
import { useDates } from "../shell/use-dates";
import { useTranslation } from "../shell/translation";

type Props = {
  /** A live code only (promotion.ts): an offer that is over is not advertised. */
  promotion: Promotion | null;
  deposit: { closesOn: string; amount: number } | null;
  currency: Currency;
  tenant: Pick<TenantConfig, "currencies" | "defaultCurrency" | "locale">;
};

/**
 * Under a sales card: the trip's live promotion code and its last day, and the deposit option
 * "only available before" the day it closes.
 */
export function SaleExtras({ promotion, deposit, currency, tenant }: Props) {
  const { t } = useTranslation();
  const dates = useDates();
  if (!promotion && !deposit) return null;
  return (
    <div className="sale-extras">
      {promotion && (
        <p className="sale-promo" data-promo={promotion.code}>
          <span className="sale-promo-label">{t("sales.promo.label")}</span> <code className="sale-code">{promotion.code}</code>{" "}
          <span className="sale-promo-what">
            {promotion.percent !== null
              ? t("sales.promo.percent", { percent: promotion.percent })
              : t(`sales.promo.perk.${promotion.descriptionKey ?? "early"}`)}
          </span>
          <span className="sale-promo-until">{t("sales.promo.until", { date: dates.day(promotion.validUntil, "short") })}</span>
        </p>
      )}
      {deposit && (
        <p className="sale-deposit" data-deposit-until={deposit.closesOn}>
          {t("sales.deposit", {
            // The deposit is charged in euros or pounds, whatever currency the prices are shown in.
            amount: formatMoney(deposit.amount, anyCurrencyFormat(tenant, paymentCurrency(currency)), { decimals: 0 }),
            date: dates.day(deposit.closesOn, "short"),
          })}
        </p>
      )}
    </div>
  );
}
