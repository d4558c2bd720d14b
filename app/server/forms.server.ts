/**
 * The forms kit's server half (Epic Stack's shape): an action reads its form once, with its
 * zod schema, and gets either the typed value or the one failure shape every action answers
 * (messages per field and for the form, as keys of the site's catalogue; HTTP 400, nothing
 * stored). Routes read forms through this module, not through workers/http directly.
 */
import { data } from "@remix-run/cloudflare";
import type { z } from "zod";
import { readForm } from "../../workers/http/body";
import { PERSONAL } from "../lib/http/cache-policy";
import type { FormFailure } from "../lib/forms/failure";

export { readForm };
export type { FormFailure };

/** What reading a form gave: the schema's value, or the failure and its status (400; 413/415 for an unreadable body). */
export type FormSubmission<T> = { ok: true; value: T; form: FormData } | { ok: false; failure: FormFailure; status: number };

/** The message of a body that is not a readable form at all. */
export const UNREADABLE_FORM = "modals.errors.badRequest";

/** The request's form, read (size cap, content type) and parsed with `schema`. */
export async function parseForm<S extends z.ZodType>(request: Request, schema: S): Promise<FormSubmission<z.output<S>>> {
  const body = await readForm(request);
  if (!body.ok) return { ok: false, status: body.status, failure: { ok: false, formErrors: [UNREADABLE_FORM], fieldErrors: {} } };
  return parseFormData(body.form, schema);
}

/** A form already read, parsed with `schema`: a field given once is a string, given more than once a list. */
export function parseFormData<S extends z.ZodType>(form: FormData, schema: S): FormSubmission<z.output<S>> {
  const fields: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    fields[name] = values.length === 1 ? values[0]! : values;
  }
  const parsed = schema.safeParse(fields);
  if (parsed.success) return { ok: true, value: parsed.data, form };
  const failure: FormFailure = { ok: false, formErrors: [], fieldErrors: {} };
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string") failure.fieldErrors[field] = [...(failure.fieldErrors[field] ?? []), issue.message];
    else failure.formErrors.push(issue.message);
  }
  return { ok: false, failure, status: 400 };
}

/**
 * A form's fields, one value a name (the first, as `FormData.get` reads it), with the fields its
 * action URL carries for the names the form does not give (step forms keep their flow in the URL).
 */
export function withQueryDefaults(form: FormData, params: URLSearchParams): FormData {
  const merged = new FormData();
  for (const [name, value] of form) if (!merged.has(name)) merged.append(name, value);
  for (const [name, value] of params) if (!merged.has(name)) merged.append(name, value);
  return merged;
}

/** The answer of a refused form: the failure as the action's data, kept by no cache. */
export function formFailure(failure: FormFailure, status = 400, headers: HeadersInit = PERSONAL) {
  return data(failure, { status, headers });
}
