/**
 * An on-request departure is booked by customer care, not online: the pages promise no deposit
 * or online payment plan for it, while a departure booked online keeps both. Prices shown in a
 * currency payment is not taken in read as approximations.
 */
import { describe, expect, it } from "vitest";
import { depositOffer } from "../../app/lib/sales/deposit";
import { depositFrom, paymentPlan, type PricedDeparture } from "../../app/lib/sales/payment-plan";
import { isChargedCurrency, shownPrice } from "../../app/lib/format/money";
import type { TourStatus } from "../../app/lib/trip/tour-status";

const TODAY = "2026-06-01";
const departure = (salesStatus: TourStatus): PricedDeparture => ({
  startingDate: "2026-09-01",
  salesStatus,
  prices: { EUR: { price: 150_000 }, GBP: { price: 129_000 }, USD: { price: 163_000 } },
});

describe("paying for a departure by how it is booked", () => {
  it.each(["CONFIRMED", "ALMOST_FULL", "ALMOST_CONFIRMED", "PLANNED", "TO_CONFIRM"] as const)(
    "%s, booked online, takes a deposit",
    (status) => {
      expect(paymentPlan(departure(status), "EUR", TODAY).kind).toBe("deposit");
      expect(depositFrom([departure(status)], "EUR", TODAY)).not.toBeNull();
      expect(depositOffer("2026-09-01", TODAY, status)).not.toBeNull();
    },
  );

  it.each(["WAITING_LIST", "SOLD_OUT"] as const)("%s has no online payment plan and no deposit", (status) => {
    expect(paymentPlan(departure(status), "USD", TODAY)).toMatchObject({ kind: "none", now: null, balance: null });
    expect(depositFrom([departure(status)], "EUR", TODAY)).toBeNull();
    expect(depositOffer("2026-09-01", TODAY, status)).toBeNull();
  });
});

describe("a price in a currency payment is not taken in", () => {
  const t = (key: string, values: { amount: string }) => `${key}(${values.amount})`;
  it("is labelled an approximation; euros and pounds are what is charged", () => {
    expect(isChargedCurrency("EUR") && isChargedCurrency("GBP")).toBe(true);
    expect(isChargedCurrency("USD")).toBe(false);
    expect(shownPrice("$944", "USD", t)).toBe("currency.approx($944)");
    expect(shownPrice("£944", "GBP", t)).toBe("£944");
    expect(shownPrice("944 €", "EUR", t)).toBe("944 €");
  });
});
