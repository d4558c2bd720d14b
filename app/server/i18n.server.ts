import { RemixI18Next } from "remix-i18next/server";
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

/**
 * A loader's translate function for a language. remix-i18next builds a new i18next instance
 * on every getFixedT call; the catalogues are bundled and never change, so one per language
 * serves every request.
 */
export function translatorFor(language: string): Promise<FixedT> {
  let fixed = fixedTs.get(language);
  if (!fixed) {
    fixed = i18nServer.getFixedT(language);
    fixedTs.set(language, fixed);
    // A failed build is not kept: the next request tries again.
    fixed.catch(() => fixedTs.delete(language));
  }
  return fixed;
}
