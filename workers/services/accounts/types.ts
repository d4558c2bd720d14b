import type { Mailer } from "../../email/mailer";

/** Answers of the one-time-code calls, with the HTTP status each is sent with. */
export const ACCOUNT_ERRORS = {
  VALIDATION_ERROR: 400,
  OTP_CODE_STILL_VALID: 429,
  OTP_TOO_MANY_CODES: 429,
  TOO_MANY_REQUESTS: 429,
  OTP_CODE_INVALID: 400,
  OTP_CODE_EXPIRED: 400,
  /** The code's five tries are used up: a new code may be asked for at once. */
  OTP_TOO_MANY_ATTEMPTS: 400,
  ACCOUNT_NOT_ALLOWED: 403,
  MAIL_NOT_SENT: 503,
} as const;
export type AccountErrorCode = keyof typeof ACCOUNT_ERRORS;

export class AccountError extends Error {
  constructor(
    readonly code: AccountErrorCode,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = "AccountError";
  }
  get status(): number {
    return ACCOUNT_ERRORS[this.code];
  }
}

/** A new person's answers at step 2 (consent; the tax code). */
export type Registration = {
  /** Privacy policy and terms: accepted by continuing. */
  acceptsTerms: true;
  marketingConsent: boolean;
  taxCode: string | null;
};

export type User = {
  id: string;
  email: string;
  createdAt: number;
  verifiedAt: number | null;
  role: "USER" | "ADMIN";
  site: string;
  newsletter: boolean;
  privacyPolicy: { version: string; acceptedAt: number } | null;
  terms: { version: string; acceptedAt: number } | null;
  marketingConsent: boolean | null;
  pictureImage: string | null;
  taxCode: string | null;
  sessionEpoch: number;
};

export type AccountsDeps = {
  db: D1Database;
  mailer: Mailer;
  /** The HMAC key of stored codes (a secret). */
  codeSecret: string;
  /** The per-IP brake (Workers rate-limit binding); absent: no brake. */
  ipLimiter?: RateLimit;
  logger: Pick<Console, "error" | "warn" | "info">;
  clock: () => number;
};

/** The site the request came in on: the language of the e-mail and where the code link leads. */
export type AccountsScope = {
  site: string;
  language: string;
  siteName: string;
  taxCodeCountry: "IT" | "ES" | null;
  clientIp: string | null;
  /**
   * Who asks, for the per-requester cap on codes: "device:<id>" when the browser brings the
   * device cookie, else "ip:<address>"; null when neither is known.
   */
  requester: string | null;
};
