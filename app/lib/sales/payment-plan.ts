/**
 * What paying for a departure looks like on a given day, written once for the tour
 * page, the trip page's "deposit from" line and the sales cards. Pure: days are "YYYY-MM-DD"
 * calendar days of the site's time zone, amounts integer cents.
 *
 * - Payment is taken in EUR or GBP (by the home address at checkout); a site showing another
 *   currency (USD on us) shows the euro amount with a converted approximation beside it.
 * - The deposit is 100 in the payment currency, offered while more than 31 days are left:
 *   the balance falls due 31 days before departure, so from that day on the whole price is
 *   paid at booking.
 * - Free cancellation up to 31 days before departure, up to 8 with Flexible Cancellation:
 *   each line is shown only while its day is today or later.
 */
import type { Currency } from "../../../tenants/languages";
import { daysBefore } from "../trip/reference-price";
import { isBookableOnline, type TourStatus } from "../trip/tour-status";

/** The deposit to book, 100 euros or pounds, in cents. */
export const DEPOSIT_CENTS = 10_000;
/** The balance is due this many days before departure; the deposit closes that day. */
export const BALANCE_DAYS_BEFORE = 31;
/** Free cancellation up to 31 days before departure… */
export const FREE_CANCELLATION_DAYS = 31;
/** …and up to 8 with the Flexible Cancellation option. */
export const FLEXIBLE_CANCELLATION_DAYS = 8;

export type PaymentCurrency = "EUR" | "GBP";
export type Money = { amount: number; currency: Currency };

/** A visitor who shops in pounds pays in pounds; everyone else pays in euros. */
export function paymentCurrency(shown: Currency): PaymentCurrency {
  return shown === "GBP" ? "GBP" : "EUR";
}

/** A departure's price in every currency, as the catalogue holds it (integer cents). */
export type PricedDeparture = {
  startingDate: string;
  salesStatus: TourStatus;
  prices: Partial<Record<Currency, { price: number }>>;
};

/** An amount charged in the payment currency and, when the site shows another, its approximation there. */
export type Charge = { charged: Money; approx: Money | null };

export type PaymentPlan = {
  /** "deposit": 100 now, the balance later; "full": the whole price at booking; "none": not booked online. */
  kind: "deposit" | "full" | "none";
  /** What is paid at booking. */
  now: Charge | null;
  /** What is left to pay, and by when (only with a deposit). */
  balance: (Charge & { dueOn: string }) | null;
  /** The last day a deposit is accepted (only with a deposit). */
  depositUntil: string | null;
  /** The last day of free cancellation, while it is today or later. */
  freeCancellationUntil: string | null;
  /** The last day of free cancellation with Flexible Cancellation, while it is today or later. */
  flexibleCancellationUntil: string | null;
};

/** The day the deposit closes and the balance falls due. */
export function balanceDueOn(startingDate: string): string {
  return daysBefore(startingDate, BALANCE_DAYS_BEFORE);
}

/**
 * A departure booked online takes a deposit only on the days before its balance falls due. An
 * on-request departure is booked by customer care, who agree the payment with the traveller:
 * the page promises no deposit for it.
 */
export function offersDeposit(tour: Pick<PricedDeparture, "startingDate" | "salesStatus">, today: string): boolean {
  return isBookableOnline(tour.salesStatus) && today < balanceDueOn(tour.startingDate);
}

/** `amount` in `from` converted to `to` at the rate the departure's own prices imply, rounded to whole units. */
function convert(amount: number, from: Currency, to: Currency, tour: PricedDeparture): Money | null {
  const a = tour.prices[from]?.price;
  const b = tour.prices[to]?.price;
  if (!a || !b) return null;
  return { amount: Math.round((amount * b) / a / 100) * 100, currency: to };
}

function charge(amount: number, pay: PaymentCurrency, shown: Currency, tour: PricedDeparture): Charge {
  return { charged: { amount, currency: pay }, approx: shown === pay ? null : convert(amount, pay, shown, tour) };
}

export function paymentPlan(tour: PricedDeparture, shown: Currency, today: string): PaymentPlan {
  const pay = paymentCurrency(shown);
  const price = tour.prices[pay]?.price ?? 0;
  const free = daysBefore(tour.startingDate, FREE_CANCELLATION_DAYS);
  const flexible = daysBefore(tour.startingDate, FLEXIBLE_CANCELLATION_DAYS);
  const cancellation = {
    freeCancellationUntil: free >= today ? free : null,
    flexibleCancellationUntil: flexible >= today ? flexible : null,
  };
  // Only a departure booked online has a payment plan on the page: an on-request one is
  // booked through customer care, and a sold-out one not at all.
  if (!isBookableOnline(tour.salesStatus) || tour.startingDate <= today) {
    return { kind: "none", now: null, balance: null, depositUntil: null, freeCancellationUntil: null, flexibleCancellationUntil: null };
  }
  if (offersDeposit(tour, today) && price > DEPOSIT_CENTS) {
    const dueOn = balanceDueOn(tour.startingDate);
    return {
      kind: "deposit",
      now: charge(DEPOSIT_CENTS, pay, shown, tour),
      balance: { ...charge(price - DEPOSIT_CENTS, pay, shown, tour), dueOn },
      depositUntil: daysBefore(dueOn, 1),
      ...cancellation,
    };
  }
  return { kind: "full", now: charge(price, pay, shown, tour), balance: null, depositUntil: null, ...cancellation };
}

/** The trip page's "deposit from 100": the deposit charge when at least one bookable departure takes one today. */
export function depositFrom(tours: readonly PricedDeparture[], shown: Currency, today: string): Charge | null {
  const offering = tours.find((tour) => offersDeposit(tour, today));
  return offering ? charge(DEPOSIT_CENTS, paymentCurrency(shown), shown, offering) : null;
}
