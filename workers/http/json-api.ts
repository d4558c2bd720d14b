/**
 * JSON API plumbing shared by the `/api/...` resource routes: bodies read with a size limit,
 * field errors as 400s (never a 500), and answers that are never cached
 * unless a route says so.
 */
import { NO_STORE } from "../../app/lib/http/cache-policy";

export type FieldErrors = { formErrors: string[]; fieldErrors: Record<string, string[]> };
export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

export function badRequest(errors: FieldErrors): Response {
  return Response.json({ errors }, { status: 400, headers: NO_STORE });
}

export function formError(message: string): FieldErrors {
  return { formErrors: [message], fieldErrors: {} };
}

export function methodNotAllowed(allow: string): Response {
  return Response.json({ errors: formError(`Use ${allow}.`) }, { status: 405, headers: { Allow: allow, ...NO_STORE } });
}

export function jsonAnswer(body: unknown, headers: HeadersInit = NO_STORE): Response {
  return Response.json(body, { headers });
}

/**
 * A JSON object body of at most `maxBytes` (an empty body is `{}`): anything else is a 400
 * that says what is wrong.
 */
export async function readJsonObject(request: Request, maxBytes: number): Promise<Parsed<Record<string, unknown>>> {
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > maxBytes) {
    return { ok: false, response: badRequest(formError(`The body is larger than ${maxBytes} bytes.`)) };
  }
  let text: string;
  try {
    // JSON is UTF-8 (RFC 8259): broken bytes are refused, not silently replaced.
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, response: badRequest(formError("The body is not valid UTF-8.")) };
  }
  if (text.trim() === "") return { ok: true, value: {} };
  let body: unknown;
  try {
    // A `__proto__` key is dropped where it stands: copied onto another object later (a spread,
    // an assignment) it would replace that object's prototype and smuggle fields in.
    body = JSON.parse(text, (key, value: unknown) => (key === "__proto__" ? undefined : value));
  } catch {
    return { ok: false, response: badRequest(formError("The body is not valid JSON.")) };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, response: badRequest(formError("The body must be a JSON object of search filters.")) };
  }
  return { ok: true, value: body as Record<string, unknown> };
}
