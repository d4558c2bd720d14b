import type { MailConfig } from "./config";

/**
 * invalid-message: refused before sending (bad recipient, a line break in the subject);
 * rejected: the server said no for good (SMTP 5xx, HTTP 4xx): retrying will not help;
 * unavailable: the server could not be reached or failed for now (timeouts, SMTP 4xx,
 * HTTP 429/5xx): the outbox may try again later.
 */
export type MailErrorKind = "invalid-message" | "rejected" | "unavailable";

export class MailError extends Error {
  override name = "MailError";
  readonly kind: MailErrorKind;
  readonly transport: MailConfig["transport"];
  /** The HTTP status or SMTP reply code, when the server gave one. */
  readonly status?: number;

  constructor(
    kind: MailErrorKind,
    transport: MailConfig["transport"],
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.transport = transport;
    if (options.status !== undefined) this.status = options.status;
  }

  /** Worth sending again later. */
  get retryable(): boolean {
    return this.kind === "unavailable";
  }
}
