import { RemixI18Next } from "remix-i18next/server";
import { resolveTenant } from "../tenants";
import { catalogues } from "../locales";
import { i18nConfig } from "./i18n";

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

export { resources as i18nResources };
