import { translate, type Messages, type TranslateVars } from "../../app/lib/format/translate";
import { emailCatalogues, type EmailCatalogue } from "../../locales/email";
import { LANGUAGES, type Language } from "../../tenants/languages";

type Template = keyof EmailCatalogue;

export type EmailTranslator = {
  (key: string, vars?: TranslateVars): string;
  /** A `{ one, other, … }` entry chosen by the language's plural rules, `{{count}}` filled in. */
  plural(key: string, count: number, vars?: TranslateVars): string;
};

/** The e-mail language of a site language; an unknown one (a typo in a tenant) reads en-US, the source catalogue. */
export function emailLanguage(language: string): Language {
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : "en-US";
}

/** One template's texts in one language (locales/email/<language>.json, under the template's key). */
export function emailText(language: Language, template: Template): EmailTranslator {
  const messages = emailCatalogues[language][template] as Messages;
  const rules = new Intl.PluralRules(language);
  const t = (key: string, vars?: TranslateVars) => translate(messages, key, vars, language);
  return Object.assign(t, {
    plural(key: string, count: number, vars?: TranslateVars) {
      const forms = messages[key];
      const form = typeof forms === "object" && typeof forms[rules.select(count)] === "string" ? rules.select(count) : "other";
      return translate(messages, `${key}.${form}`, { ...vars, count }, language);
    },
  });
}
