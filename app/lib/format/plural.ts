/**
 * Plural labels split on '|' into 2 forms (one | many) or 3 forms
 * (zero | one | many). A label without '|' is used for every count. Which count is "one"
 * is the language's rule (`Intl.PluralRules`, as the e-mails choose theirs): French says
 * "0 voyage" and "1,5 jour" where English says "0 trips"; a zero form, where the label has
 * one, is for 0 in every language ("nessuna partenza").
 */
export function pluralForm(label: string, count: number, language: string): string {
  // A page asks for the same few labels and counts on every card: each answer is kept per
  // instance (bounded whatever the labels).
  const key = `${language}|${count}|${label}`;
  let form = chosen.get(key);
  if (form === undefined) {
    form = choose(label, count, language);
    if (chosen.size < 2000) chosen.set(key, form);
  }
  return form;
}

const chosen = new Map<string, string>();

function choose(label: string, count: number, language: string): string {
  const forms = label.split("|").map((form) => form.trim());
  if (forms.length === 1) return forms[0]!;
  const [zero, one, many] = forms.length >= 3 ? forms : [null, forms[0], forms[1]];
  if (count === 0 && zero !== null) return zero!;
  return rulesOf(language).select(count) === "one" ? one! : many!;
}

// A language's rules are built once per instance: building them cost more than the rest of a card's render.
const rules = new Map<string, Intl.PluralRules>();

function rulesOf(language: string): Intl.PluralRules {
  return rules.get(language) ?? rules.set(language, new Intl.PluralRules(language)).get(language)!;
}
