/**
 * The one failure shape every form's action answers (the forms kit: app/server/forms.server.ts,
 * docs/forms.md): messages, as keys of the site's catalogue, for the form as a whole and per
 * field. A flow may add what its page needs to show the form again (the step, what was typed),
 * beside these three keys, never instead of them. Isomorphic and dependency-free: components read it.
 */
export type FormFailure<Field extends string = string> = {
  ok: false;
  formErrors: string[];
  fieldErrors: Partial<Record<Field, string[]>>;
};

/** A failure with one message: on `field` when given, else on the form as a whole. */
export function refusal<Field extends string = string>(message: string, field?: Field | null): FormFailure<Field> {
  if (!field) return { ok: false, formErrors: [message], fieldErrors: {} };
  return { ok: false, formErrors: [], fieldErrors: { [field]: [message] } as Partial<Record<Field, string[]>> };
}

/** True for an action's answer in the failure shape (a fetcher's data may be a success). */
export function isFormFailure(value: unknown): value is FormFailure {
  return (
    typeof value === "object" && value !== null && (value as FormFailure).ok === false && Array.isArray((value as FormFailure).formErrors)
  );
}

/** The first message of a field, if the failure names it. */
export function fieldError(failure: FormFailure | null | undefined, field: string): string | null {
  return failure?.fieldErrors?.[field]?.[0] ?? null;
}

/** The first message about the form as a whole, if any. */
export function formError(failure: FormFailure | null | undefined): string | null {
  return failure?.formErrors?.[0] ?? null;
}

/** The first field the failure has a message for, or null when its messages are the form's. */
export function failedField<Field extends string>(failure: FormFailure<Field> | null | undefined): Field | null {
  if (!failure?.fieldErrors) return null;
  return (Object.keys(failure.fieldErrors) as Field[]).find((field) => failure.fieldErrors[field]?.length) ?? null;
}

/** The failure's first message, the form's or a field's: for a form that shows one message at a time. */
export function firstMessage(failure: FormFailure | null | undefined): string | null {
  const field = failedField(failure);
  return formError(failure) ?? (field ? fieldError(failure, field) : null);
}
