import { useTranslation } from "../shell/translation";
import type { Charge, PaymentPlan } from "../../lib/sales/payment-plan";
import { BALANCE_DAYS_BEFORE } from "../../lib/sales/payment-plan";
import { useTripFormat } from "./use-trip-format";

/**
 * What paying for one departure looks like today, from payment-plan.ts: a deposit
 * and the balance's due date while the deposit is offered, otherwise the full price; the last
 * days of free cancellation. Amounts are charged in euros or pounds; another currency shown
 * beside them is marked as an approximation.
 */
export function PaymentFacts({ plan }: { plan: PaymentPlan }) {
  const { t } = useTranslation();
  const f = useTripFormat();
  if (plan.kind === "none" || !plan.now) return null;
  const amount = (charge: Charge) =>
    charge.approx
      ? t("trip.pay.withApprox", {
          amount: f.money(charge.charged.amount, charge.charged.currency),
          approx: f.money(charge.approx.amount, charge.approx.currency),
        })
      : f.money(charge.charged.amount, charge.charged.currency);
  const approx = plan.now.approx !== null;
  return (
    <section className="payment-facts" aria-labelledby="payment-heading" data-payment={plan.kind}>
      <h2 id="payment-heading">{t("trip.pay.title")}</h2>
      <ul>
        {plan.kind === "deposit" && plan.balance ? (
          <>
            <li data-testid="pay-now">
              <strong>{t("trip.pay.deposit", { amount: amount(plan.now) })}</strong>
              {plan.depositUntil && <> {t("trip.pay.depositUntil", { date: f.day(plan.depositUntil, "long") })}</>}
            </li>
            <li data-testid="pay-balance" data-due={plan.balance.dueOn}>
              {t("trip.pay.balance", { amount: amount(plan.balance), date: f.day(plan.balance.dueOn, "long") })}
            </li>
          </>
        ) : (
          <li data-testid="pay-now">
            <strong>{t("trip.pay.full", { amount: amount(plan.now) })}</strong> {t("trip.pay.fullWhy", { days: BALANCE_DAYS_BEFORE })}
          </li>
        )}
        {plan.freeCancellationUntil ? (
          <li data-testid="free-cancellation" data-until={plan.freeCancellationUntil}>
            {t("trip.pay.freeCancellation", { date: f.day(plan.freeCancellationUntil, "long") })}
          </li>
        ) : (
          <li data-testid="free-cancellation">{t("trip.pay.noFreeCancellation")}</li>
        )}
        {plan.flexibleCancellationUntil && (
          <li data-testid="flexible-cancellation" data-until={plan.flexibleCancellationUntil}>
            {t("trip.pay.flexibleCancellation", { date: f.day(plan.flexibleCancellationUntil, "long") })}
          </li>
        )}
      </ul>
      {approx && <p className="hint">{t("trip.pay.approxNote")}</p>}
    </section>
  );
}
