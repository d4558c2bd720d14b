/**
 * 001 §9 deposit option: a departure can be booked with a deposit of 100 (in the price's
 * currency) only while there are more than 31 days to go; closer to departure the whole price
 * is due. The page says "only available before" the day the option closes.
 */
import { daysBefore } from "../trip/reference-price";

export const DEPOSIT_DAYS_BEFORE = 31;
/** 100 euros, pounds or dollars, in cents. */
export const DEPOSIT_CENTS = 10_000;

/** The day the deposit option closes: 31 days before departure. It is available on the days before it. */
export function depositClosesOn(startingDate: string): string {
  return daysBefore(startingDate, DEPOSIT_DAYS_BEFORE);
}

/** The deposit offer of a departure today: the day it closes, or null once it has closed. */
export function depositOffer(startingDate: string, today: string): { closesOn: string; amount: number } | null {
  const closesOn = depositClosesOn(startingDate);
  return today < closesOn ? { closesOn, amount: DEPOSIT_CENTS } : null;
}
