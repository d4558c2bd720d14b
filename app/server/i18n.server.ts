import { RemixI18Next } from "remix-i18next/server";
import { finishMessage } from "../lib/format/elision";
import { BoundedMap } from "../lib/memo/bounded-map";
import { catalogues } from "../../locales";
import { LANGUAGES } from "../../tenants/languages";

/**
 * Loaders translate titles and descriptions with remix-i18next; components read the same
 * catalogues through app/components/shell/translation.tsx. The language is always the
 * tenant's (it follows the hostname, never the browser's headers), so loaders ask for it by
 * name and no detection runs.
 */
const i18nConfig = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: "en-US",
  defaultNS: "translation",
  // Keys are looked up exactly as written: `pages.search.title`.
  keySeparator: ".",
  interpolation: { escapeValue: false },
} as const;

const resources = Object.fromEntries(Object.entries(catalogues).map(([lng, messages]) => [lng, { translation: messages }]));

const i18nServer = new RemixI18Next({
  detection: { supportedLanguages: [...LANGUAGES], fallbackLanguage: i18nConfig.fallbackLng },
  i18next: { ...i18nConfig, supportedLngs: [...i18nConfig.supportedLngs], resources },
});

type FixedT = Awaited<ReturnType<typeof i18nServer.getFixedT>>;
const fixedTs = new Map<string, Promise<FixedT>>();

/** Messages kept per language: a translation depends only on its key and values. */
const MEMO_LIMIT = 2000;

/**
 * i18next resolves a key (fallbacks, plurals, interpolation) on every call, and loaders ask
 * for the same few messages on every request (titles, descriptions, labels): each answer is
 * kept by key and values (plain strings and numbers only, bounded per language).
 */
function remembering(t: FixedT, language: string): FixedT {
  const answers = new BoundedMap<string, unknown>(MEMO_LIMIT);
  const translated = t as unknown as (...args: unknown[]) => unknown;
  // A filled message gets its language's fix-ups (Italian's "l'11 luglio").
  const call = (...args: unknown[]) => {
    const answer = translated(...args);
    return typeof answer === "string" && args[1] !== undefined ? finishMessage(language, answer) : answer;
  };
  const remembered = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const simple =
      typeof key === "string" &&
      rest.length === 0 &&
      (options === undefined ||
        (typeof options === "object" &&
          options !== null &&
          Object.values(options).every((v) => typeof v === "string" || typeof v === "number")));
    if (!simple) return call(key, options, ...rest);
    const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    if (answers.has(id)) return answers.get(id);
    const answer = call(key, options);
    if (typeof answer === "string") answers.set(id, answer);
    return answer;
  };
  return Object.assign(remembered, t) as unknown as FixedT;
}

/**
 * A loader's translate function for a language. remix-i18next builds a new i18next instance
 * on every getFixedT call; the catalogues are bundled and never change, so one per language
 * serves every request.
 */
export function translatorFor(language: string): Promise<FixedT> {
  let fixed = fixedTs.get(language);
  if (!fixed) {
    fixed = i18nServer.getFixedT(language).then((t) => remembering(t, language));
    fixedTs.set(language, fixed);
    // A failed build is not kept: the next request tries again.
    fixed.catch(() => fixedTs.delete(language));
  }
  return fixed;
}
