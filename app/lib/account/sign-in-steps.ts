/**
 * The sign-in steps' names and what a page shows of them (step-1 e-mail →
 * step-2-new-user / step-2-existing-user → step-3 code): shared by the steps' server half
 * (app/server/account/sign-in.server.ts) and their components.
 */
import type { FormFailure } from "../forms/failure";

export const SIGN_IN_STEPS = ["email", "new-user", "existing-user", "code"] as const;
export type SignInStep = (typeof SIGN_IN_STEPS)[number];

export type SignInState = {
  step: SignInStep;
  email: string;
  renewableIn: number | null;
  /** Seconds since the live code was sent, when the server read it: a code sent earlier still holds. */
  sentAgo?: number | null;
};

/** A code sent at least this long before the step page is one sent earlier, not just now. */
export const EARLIER_CODE_SECONDS = 5;

/** The fields of the sign-in steps a message can sit on. */
export type SignInField = "email" | "marketingConsent" | "taxCode" | "otp";

/**
 * A step the server refused: the forms kit's failure (app/lib/forms/failure.ts), a message on
 * the field it is about or on the step as a whole, with the step to show again and its address.
 */
export type SignInFailure = FormFailure<SignInField> & {
  step: SignInStep;
  email: string;
  renewableIn?: number;
  attemptsLeft?: number;
};

/**
 * A step of an account modal the server refused: the sign-in failures plus notify-me's phone,
 * the tax-code step and a watched search's name.
 */
export type ModalStepFailure = FormFailure<SignInField | "phone" | "name"> & {
  /** A sign-in step, or the signed-in person's tax-code step. */
  step: SignInStep | "tax-code";
  email: string;
  renewableIn?: number;
  attemptsLeft?: number;
};
