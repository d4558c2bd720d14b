import { EMAIL_MAX_LENGTH } from "../account/email";

/**
 * What every field a person types their e-mail address into carries: the name the
 * actions read, the browser's e-mail keyboard and autofill, required, and the longest address
 * the server accepts, so the browser stops the typing where the action would refuse it.
 */
export const EMAIL_INPUT = {
  name: "email",
  type: "email",
  inputMode: "email",
  autoComplete: "email",
  required: true,
  maxLength: EMAIL_MAX_LENGTH,
} as const;
