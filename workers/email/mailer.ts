import type { HttpApiConfig, MailConfig, SmtpConfig } from "./config";
import { sendViaHttpApi } from "./http-api";
import { MailError } from "./mail-error";

export { MailError, type MailErrorKind } from "./mail-error";

/** One e-mail to one person, with both parts already rendered (see workers/email/templates). */
export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058) of an alert. */
  headers?: Record<string, string>;
};

/** Sends mail; a failure is always a thrown MailError, never a silent drop. */
export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

export type SmtpSend = (config: SmtpConfig, message: EmailMessage) => Promise<void>;

export type MailerDeps = {
  /** For the http transport; the Worker's global fetch by default. */
  fetch?: typeof fetch;
  /** For the smtp transport; worker-mailer over cloudflare:sockets by default. */
  smtpSend?: SmtpSend;
};

/**
 * The Mailer the configuration names. The SMTP client is loaded on first use: it imports
 * cloudflare:sockets, which exists only in workerd, and the http transport never needs it.
 */
export function createMailer(config: MailConfig, deps: MailerDeps = {}): Mailer {
  const deliver = config.transport === "http" ? httpDelivery(config, deps) : smtpDelivery(config, deps);
  return {
    async send(message) {
      checkMessage(message, config.transport);
      try {
        await deliver(message);
      } catch (error) {
        if (error instanceof MailError) throw error;
        throw new MailError("unavailable", config.transport, `sending failed: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
    },
  };
}

function httpDelivery(config: HttpApiConfig, deps: MailerDeps) {
  // Called through an arrow: workerd throws "Illegal invocation" for a detached global fetch.
  const send = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  return (message: EmailMessage) => sendViaHttpApi(config, message, send);
}

function smtpDelivery(config: SmtpConfig, deps: MailerDeps) {
  return async (message: EmailMessage) => {
    const send = deps.smtpSend ?? (await import("./smtp")).sendViaSmtp;
    await send(config, message);
  };
}

/** An address one recipient can have: no display name, no list, no header injection. */
const ADDRESS = /^[^\s@<>(),;:"\\]+@[^\s@<>(),;:"\\]+\.[^\s@<>(),;:"\\]+$/;

function checkMessage(message: EmailMessage, transport: MailConfig["transport"]) {
  const refuse = (why: string) => new MailError("invalid-message", transport, why);
  if (!ADDRESS.test(message.to)) throw refuse(`not a single e-mail address: ${JSON.stringify(message.to)}`);
  if (/[\r\n]/.test(message.subject)) throw refuse("the subject has a line break");
  if (message.subject.trim() === "") throw refuse("the subject is empty");
  if (message.text.trim() === "" || message.html.trim() === "") throw refuse("the text or the HTML part is empty");
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (!/^[A-Za-z][A-Za-z0-9-]{0,60}$/.test(name) || /[\r\n]/.test(value)) throw refuse(`the header ${JSON.stringify(name)} is malformed`);
  }
}
