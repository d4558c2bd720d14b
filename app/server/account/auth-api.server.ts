/**
 * The JSON shape of the sign-in calls: `{ data }` on success, `{ error: { code,
 * message, extra } }` with a 4xx (or 503) otherwise. The message is in the site's language
 * (the same catalogue texts the sign-in steps show). Never cached.
 */
import { catalogues } from "../../../locales";
import type { Language } from "../../../tenants/languages";
import type { AccountError } from "../../../workers/services/accounts";
import { badRequest, formError, readJsonObject } from "../../../workers/http/json-api";
import { translate, type Messages } from "../../lib/format/translate";
import { NO_STORE } from "../../lib/http/cache-policy";

function textOf(language: Language, key: string): string {
  return translate(catalogues[language] as unknown as Messages, key);
}

export function accountErrorResponse(error: AccountError, language: Language): Response {
  const key =
    error.code === "VALIDATION_ERROR"
      ? `account.errors.invalid.${typeof error.extra.field === "string" ? error.extra.field : "email"}`
      : `account.errors.${error.code}`;
  const message = textOf(language, key);
  return Response.json(
    { error: { code: error.code, message: message === key ? error.code : message, extra: error.extra } },
    { status: error.status, headers: NO_STORE },
  );
}

export function dataResponse(data: unknown, headers: HeadersInit = {}): Response {
  return Response.json({ data }, { headers: { ...NO_STORE, ...headers } });
}

/** The 405 of these calls, in the site's language. */
export function methodNotAllowedResponse(language: Language): Response {
  return Response.json(
    { error: { code: "METHOD_NOT_ALLOWED", message: textOf(language, "accountSteps.api.usePost"), extra: {} } },
    { status: 405, headers: { Allow: "POST", ...NO_STORE } },
  );
}

/** A small JSON object body; a 415 for other content types, a 400 for anything malformed. */
export async function readAuthBody(
  request: Request,
  language: Language,
): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; response: Response }> {
  if (request.method !== "POST") return { ok: false, response: methodNotAllowedResponse(language) };
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) {
    return {
      ok: false,
      response: Response.json(
        { error: { code: "UNSUPPORTED_MEDIA_TYPE", message: textOf(language, "accountSteps.api.sendJson"), extra: {} } },
        { status: 415, headers: NO_STORE },
      ),
    };
  }
  const parsed = await readJsonObject(request, 4096);
  if (!parsed.ok)
    return {
      ok: false,
      response: Response.json(
        { error: { code: "VALIDATION_ERROR", message: textOf(language, "accountSteps.api.sendObject"), extra: {} } },
        { status: 400, headers: NO_STORE },
      ),
    };
  return { ok: true, body: parsed.value };
}

export { badRequest, formError };
