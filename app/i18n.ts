import type { Language } from "../tenants/schema";

/** Shared by the server (remix-i18next) and the browser's i18next instance. */
export const i18nConfig = {
  supportedLngs: ["en-GB", "en-US", "it", "es", "fr", "de"] satisfies Language[],
  fallbackLng: "en-US",
  defaultNS: "translation",
  // Keys are looked up exactly as written: `pages.search.title`.
  keySeparator: ".",
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} as const;
