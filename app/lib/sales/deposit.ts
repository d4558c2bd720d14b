/**
 * Deposit option on the sales cards: a departure can be booked with a deposit of 100
 * (in the payment currency) only while there are more than 31 days to go; closer to departure
 * the whole price is due. The card says "only available before" the day the option closes.
 * The rule itself is payment-plan.ts's.
 */
import { balanceDueOn, DEPOSIT_CENTS, offersDeposit } from "./payment-plan";
import type { TourStatus } from "../trip/tour-status";

export { DEPOSIT_CENTS };

/** The day the deposit option closes: 31 days before departure. It is available on the days before it. */
export function depositClosesOn(startingDate: string): string {
  return balanceDueOn(startingDate);
}

/** The deposit offer of a departure today: the day it closes, or null once it has closed. */
export function depositOffer(
  startingDate: string,
  today: string,
  salesStatus: TourStatus = "CONFIRMED",
): { closesOn: string; amount: number } | null {
  return offersDeposit({ startingDate, salesStatus }, today) ? { closesOn: depositClosesOn(startingDate), amount: DEPOSIT_CENTS } : null;
}
