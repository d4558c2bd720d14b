/**
 * Names joined the way a language lists them: "Italy, Spain and Portugal" in British English,
 * "Italy, Spain, and Portugal" in American English, "Italia, Spagna e Portogallo", never with
 * "&" or a bare comma. The list's form comes from Intl.ListFormat for the site's language.
 */
const formats = new Map<string, Intl.ListFormat>();

export function formatList(names: readonly string[], language: string, type: "conjunction" | "disjunction" = "conjunction"): string {
  const key = `${language}:${type}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.ListFormat(language, { style: "long", type });
    formats.set(key, format);
  }
  return format.format(names);
}
