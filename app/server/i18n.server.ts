import { RemixI18Next } from "remix-i18next/server";
import { resolveTenant } from "../../tenants/index";
import { catalogues } from "../../locales/index";
import type { Language } from "../../tenants/schema";

/**
 * Loaders translate titles and descriptions with remix-i18next; components read the same
 * catalogues through app/components/layout/translation.tsx.
 */
const i18nConfig = {
  supportedLngs: ["en-GB", "en-US", "it", "es", "fr", "de"] satisfies Language[],
  fallbackLng: "en-US",
  defaultNS: "translation",
  // Keys are looked up exactly as written: `pages.search.title`.
  keySeparator: ".",
  interpolation: { escapeValue: false },
} as const;

const resources = Object.fromEntries(Object.entries(catalogues).map(([lng, messages]) => [lng, { translation: messages }]));

/** The language is the tenant's, so it follows the hostname, never the browser's headers. */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...i18nConfig.supportedLngs],
    fallbackLanguage: i18nConfig.fallbackLng,
    order: ["custom"],
    findLocale: async (request) => resolveTenant(new URL(request.url).hostname).language,
  },
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
