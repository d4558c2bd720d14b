/**
 * The forms kit's server half (Epic Stack's parseWithZod and intent dispatch; docs/forms.md):
 * an action reads its form once, here, with its zod schema, and gets either the typed value or
 * the one failure shape every action answers (messages per field and for the form, as keys of
 * the site's catalogue; HTTP 400, nothing stored). A form with several things to do names one
 * in its `intent` field, and the action declares a table of intents, each a schema and a handler.
 * No route reads a request's form any other way (tests/unit/forms-kit.test.ts holds them to it).
 */
import { data } from "@remix-run/cloudflare";
import { z } from "zod";
import { readForm } from "../../workers/http/body";
import { PERSONAL } from "../lib/http/cache-policy";
import { INTENT_FIELD } from "../lib/forms/intents";
import { refusal, type FormFailure } from "../lib/forms/failure";

export type { FormFailure };

/**
 * A form read as its fields and nothing more, for a protocol's endpoint that words its own
 * refusals (OAuth's token and end-session requests): each field a string, a repeated one a list.
 */
export const protocolForm = z.record(z.string(), z.unknown());

/** What reading a form gave: the schema's value, or the failure and its status (400; 413/415 for an unreadable body). */
export type FormSubmission<T> =
  | { ok: true; value: T; form: FormData }
  | { ok: false; failure: FormFailure; status: number; form: FormData | null };

/** The message of a body that is not a readable form at all. */
export const UNREADABLE_FORM = "modals.errors.badRequest";

/**
 * The request's form, read (size cap, content type: 413, 415, 400 for a broken body) and parsed
 * with `schema`. `message` words an unreadable body (the action's own "invalid" message).
 * `defaults` fill the names the form does not give (a step form keeps its flow in its action
 * URL); the submission's `form` is still the form as posted.
 */
export async function parseForm<S extends z.ZodType>(
  request: Request,
  schema: S,
  message = UNREADABLE_FORM,
  defaults?: URLSearchParams,
): Promise<FormSubmission<z.output<S>>> {
  const body = await readForm(request);
  if (!body.ok) return { ok: false, status: body.status, failure: refusal(message), form: null };
  const read = parseFormData(defaults ? withQueryDefaults(body.form, defaults) : body.form, schema);
  return { ...read, form: body.form };
}

/** A form already read, parsed with `schema`: a field given once is a string, given more than once a list. */
export function parseFormData<S extends z.ZodType>(form: FormData, schema: S): FormSubmission<z.output<S>> {
  const parsed = schema.safeParse(fieldsOf(form));
  if (parsed.success) return { ok: true, value: parsed.data, form };
  const failure: FormFailure = { ok: false, formErrors: [], fieldErrors: {} };
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string") failure.fieldErrors[field] = [...(failure.fieldErrors[field] ?? []), issue.message];
    else failure.formErrors.push(issue.message);
  }
  return { ok: false, failure, status: 400, form };
}

/** A form's fields as a schema reads them: one value a string (or file), a repeated one a list. */
export function fieldsOf(form: FormData): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const fields: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    fields[name] = values.length === 1 ? values[0]! : values;
  }
  return fields;
}

/** One row of an intent table: the intent's schema, what to do with its value, and (if it words its own) its refusal. */
export type Intent<R> = {
  schema: z.ZodType;
  handle: (value: never, form: FormData) => R | Promise<R>;
  refuse?: (failure: FormFailure, status: number, form: FormData | null) => R | Promise<R>;
};

/** An intent's row, typed from its schema: the handler gets the schema's value. */
export function intent<S extends z.ZodType, R>(schema: S, handle: (value: z.output<S>, form: FormData) => R | Promise<R>): Intent<R> {
  return { schema, handle: handle as Intent<R>["handle"] };
}

export type IntentOptions<F> = {
  /** The message of a form the table cannot read, or whose intent it does not know. */
  invalid: string;
  /** How the action answers a refused form (its own page data beside the failure); formFailure by default. */
  refuse?: (failure: FormFailure, status: number, form: FormData | null) => F | Promise<F>;
  /** The intent of a form that names none (a form with one thing to do may leave it out). */
  otherwise?: string;
  /** Every field is given once: a repeated one (which would win?) makes the form malformed. */
  singleValued?: boolean;
};

/**
 * Runs the intent the request's form names: its schema reads the form, its handler answers.
 * A body that is no form, an intent the table does not have, or fields its schema refuses are
 * answered by `refuse` (400, or 413/415 for the body), and no handler runs.
 */
export async function runIntents<R, F = ReturnType<typeof formFailure>>(
  request: Request | FormData,
  table: Record<string, Intent<R>>,
  options: IntentOptions<F>,
): Promise<R | F> {
  const refuse = options.refuse ?? ((failure: FormFailure, status: number) => formFailure(failure, status) as F);
  let form: FormData;
  if (request instanceof FormData) form = request;
  else {
    const body = await readForm(request);
    if (!body.ok) return refuse(refusal(options.invalid), body.status, null);
    form = body.form;
  }
  const named = form.getAll(INTENT_FIELD);
  const name = named.length === 0 ? options.otherwise : named.length === 1 ? named[0] : undefined;
  const row = typeof name === "string" && Object.hasOwn(table, name) ? table[name] : undefined;
  if (!row) return refuse(refusal(options.invalid), 400, form);
  if (options.singleValued && [...form.keys()].length !== new Set(form.keys()).size) return refuse(refusal(options.invalid), 400, form);
  const submission = parseFormData(form, row.schema);
  if (!submission.ok) return (row.refuse ?? refuse)(submission.failure, submission.status, form);
  return row.handle(submission.value as never, form);
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

/** The answer of a refused form: the failure (with what the page needs to show it again) as the action's data, kept by no cache. */
export function formFailure<T extends FormFailure>(failure: T, status = 400, headers: HeadersInit = PERSONAL) {
  return data(failure, { status, headers });
}

/** A resource route's refusal (no page of its own to show the form again): the message as plain text. */
export function plainRefusal(text: string, status: number, headers: Record<string, string>): Response {
  return new Response(text, { status, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}
