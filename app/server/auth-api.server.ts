/**
 * The JSON shape of the sign-in calls (000 §7, §8): `{ data }` on success, `{ error: { code,
 * message, extra } }` with a 4xx (or 503) otherwise. Never cached.
 */
import type { AccountError } from "../../workers/services/accounts";
import { badRequest, formError, readJsonObject } from "../../workers/http/json-api";

const NO_STORE = { "Cache-Control": "no-store" };

/** 000 §8 messages for the codes the site shows as they are. */
const MESSAGES: Record<string, string> = {
  VALIDATION_ERROR: "Invalid email",
  OTP_CODE_INVALID: "The code is wrong",
  OTP_CODE_EXPIRED: "The code has expired: ask for a new one",
  OTP_CODE_STILL_VALID: "A code was sent a moment ago: it is still valid",
  OTP_TOO_MANY_CODES: "Too many codes were asked for this address: try again later",
  TOO_MANY_REQUESTS: "Too many requests: try again in a minute",
  ACCOUNT_NOT_ALLOWED: "This account cannot sign in here",
  MAIL_NOT_SENT: "The e-mail could not be sent: try again in a moment",
};

export function accountErrorResponse(error: AccountError): Response {
  const message =
    error.code === "VALIDATION_ERROR" && error.extra.field === "otp" ? "The code has 6 digits" : (MESSAGES[error.code] ?? error.code);
  return Response.json({ error: { code: error.code, message, extra: error.extra } }, { status: error.status, headers: NO_STORE });
}

export function dataResponse(data: unknown, headers: HeadersInit = {}): Response {
  return Response.json({ data }, { headers: { ...NO_STORE, ...headers } });
}

/** A small JSON object body; a 415 for other content types, a 400 for anything malformed. */
export async function readAuthBody(
  request: Request,
): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; response: Response }> {
  if (request.method !== "POST") {
    return {
      ok: false,
      response: Response.json(
        { error: { code: "METHOD_NOT_ALLOWED", message: "Use POST.", extra: {} } },
        { status: 405, headers: { Allow: "POST", ...NO_STORE } },
      ),
    };
  }
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) {
    return {
      ok: false,
      response: Response.json(
        { error: { code: "UNSUPPORTED_MEDIA_TYPE", message: "Send JSON.", extra: {} } },
        { status: 415, headers: NO_STORE },
      ),
    };
  }
  const parsed = await readJsonObject(request, 4096);
  if (!parsed.ok)
    return {
      ok: false,
      response: Response.json(
        { error: { code: "VALIDATION_ERROR", message: "Send a JSON object.", extra: {} } },
        { status: 400, headers: NO_STORE },
      ),
    };
  return { ok: true, body: parsed.value };
}

export { badRequest, formError };
