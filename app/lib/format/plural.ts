/**
 * 001 §5: plural labels split on '|' into 2 forms (one | many) or 3 forms
 * (zero | one | many). A label without '|' is used for every count.
 */
export function pluralForm(label: string, count: number): string {
  const forms = label.split("|").map((form) => form.trim());
  if (forms.length >= 3) return forms[count === 0 ? 0 : count === 1 ? 1 : 2]!;
  if (forms.length === 2) return forms[count === 1 ? 0 : 1]!;
  return forms[0]!;
}
