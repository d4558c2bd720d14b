/**
 * The one failure shape a form's action answers (the forms kit: app/server/forms.server.ts):
 * messages, as keys of the site's catalogue, for the form as a whole and per field.
 */
export type FormFailure<Field extends string = string> = {
  ok: false;
  formErrors: string[];
  fieldErrors: Partial<Record<Field, string[]>>;
};

/** The first message of a field, if the failure names it. */
export function fieldError(failure: FormFailure | null | undefined, field: string): string | null {
  return failure?.fieldErrors[field]?.[0] ?? null;
}
