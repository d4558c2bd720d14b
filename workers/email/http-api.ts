import { formatSender, type HttpApiConfig } from "./config";
import { MailError } from "./mail-error";
import type { EmailMessage } from "./mailer";

const TIMEOUT_MS = 10_000;

/**
 * Production mail through an e-mail HTTP API in Resend's shape: POST {apiUrl}/emails with a
 * Bearer key and { from, to[], subject, text, html }; any 2xx is accepted. The base URL is a
 * setting, so tests point it at a local fake server.
 */
export async function sendViaHttpApi(config: HttpApiConfig, message: EmailMessage, send: typeof fetch): Promise<void> {
  let response: Response;
  try {
    response = await send(`${config.apiUrl}/emails`, {
      method: "POST",
      headers: { Authorization: `Bearer ${config.apiKey}`, "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        from: formatSender(config.from),
        to: [message.to],
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (cause) {
    throw new MailError("unavailable", "http", `mail API unreachable: ${describe(cause)}`, { cause });
  }
  if (response.ok) {
    await response.body?.cancel();
    return;
  }
  const detail = (await response.text().catch(() => "")).slice(0, 300);
  // 429 (rate limit) and 5xx pass; any other 4xx is our request or key, and stays wrong.
  const kind = response.status === 429 || response.status >= 500 ? "unavailable" : "rejected";
  throw new MailError(kind, "http", `mail API answered ${response.status}${detail ? `: ${detail}` : ""}`, { status: response.status });
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
