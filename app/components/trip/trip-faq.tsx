import { useTranslation } from "../shell/translation";
import { track } from "../../lib/analytics/track";
import {
  BALANCE_DAYS_BEFORE,
  DEPOSIT_CENTS,
  FLEXIBLE_CANCELLATION_DAYS,
  FREE_CANCELLATION_DAYS,
  paymentCurrency,
} from "../../lib/sales/payment-plan";
import { useTripFormat } from "./use-trip-format";

/**
 * The trip's questions (the booking and cancellation policies, the flight advice) as native
 * disclosures that open without JavaScript; opening one sends the FAQ event (category ITINERARY).
 */
export function TripFaq({ travelId, currency, pageType }: { travelId: number; currency: string; pageType: string }) {
  const { t } = useTranslation();
  const f = useTripFormat();
  // The deposit is paid in EUR or GBP.
  const deposit = f.money(DEPOSIT_CENTS, paymentCurrency(currency as Parameters<typeof paymentCurrency>[0]));
  const items = [
    { q: t("trip.faq.cancelQ"), a: t("trip.freeCancellation", { days: FREE_CANCELLATION_DAYS, flexible: FLEXIBLE_CANCELLATION_DAYS }) },
    { q: t("trip.faq.depositQ"), a: t("trip.faq.depositA", { amount: deposit, days: BALANCE_DAYS_BEFORE }) },
    { q: t("trip.faq.flightsQ"), a: t("trip.faq.flightsA") },
    { q: t("trip.faq.insuranceQ"), a: t("trip.faq.insuranceA") },
  ];
  return (
    <section className="trip-faq" aria-labelledby="faq-heading">
      <h2 id="faq-heading">{t("trip.faq.title")}</h2>
      {items.map((item) => (
        <details
          key={item.q}
          onToggle={(event) => {
            if (event.currentTarget.open)
              track("faqOpen", { pageType, question: item.q, category: "ITINERARY", travelId: String(travelId) });
          }}
        >
          <summary>{item.q}</summary>
          <p>{item.a}</p>
        </details>
      ))}
    </section>
  );
}
