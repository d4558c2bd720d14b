import { LogLevel, WorkerMailer } from "worker-mailer";
import type { SmtpConfig } from "./config";
import { MailError } from "./mail-error";
import type { EmailMessage } from "./mailer";

/** worker-mailer uses this for the connection and for every reply (it reads one option for both). */
const TIMEOUT_MS = 10_000;

/**
 * One SMTP session per message, over cloudflare:sockets (needs nodejs_compat). Mail is rare
 * (sign-in codes, alerts from the outbox), so a pooled connection would buy nothing and
 * would outlive the request that opened it.
 */
export async function sendViaSmtp(config: SmtpConfig, message: EmailMessage): Promise<void> {
  let mailer: WorkerMailer;
  try {
    mailer = await WorkerMailer.connect({
      host: config.host,
      port: config.port,
      secure: config.security === "tls",
      startTls: config.security === "starttls",
      ...(config.credentials ? { credentials: config.credentials, authType: ["plain", "login"] } : {}),
      socketTimeoutMs: TIMEOUT_MS,
      // worker-mailer logs every session at INFO; its errors reach us as rejections anyway.
      logLevel: LogLevel.NONE,
    });
  } catch (cause) {
    throw smtpError(cause, `SMTP ${config.host}:${config.port}`);
  }
  try {
    await mailer.send({
      from: config.from.name ? { name: config.from.name, email: config.from.address } : config.from.address,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.headers ? { headers: message.headers } : {}),
    });
  } catch (cause) {
    throw smtpError(cause, `SMTP ${config.host}:${config.port}`);
  } finally {
    await mailer.close().catch(() => undefined);
  }
}

/** A reply code in worker-mailer's message decides: 5xx is final, 4xx and silence may pass. */
function smtpError(cause: unknown, where: string): MailError {
  const text = cause instanceof Error ? cause.message : String(cause);
  if (/requires authentication, but no credentials/i.test(text)) {
    return new MailError(
      "rejected",
      "smtp",
      `${where} asks for AUTH: set SMTP_USER and SMTP_PASSWORD (the local inbox must not offer AUTH)`,
      { cause },
    );
  }
  const code = /\b([45]\d\d)[ -]/.exec(text)?.[1];
  const status = code ? Number(code) : undefined;
  const kind = status !== undefined && status >= 500 ? "rejected" : "unavailable";
  return new MailError(kind, "smtp", `${where}: ${text.trim()}`, { cause, ...(status !== undefined ? { status } : {}) });
}
