/**
 * The site languages, currencies and distance units: one home for each list, shared by the
 * tenant schema, the translation setup, the catalogue's columns and the browser.
 */

/** Languages with a message catalogue in locales/. */
export const LANGUAGES = ["en-GB", "en-US", "it", "es", "fr", "de"] as const;
export type Language = (typeof LANGUAGES)[number];

export const CURRENCIES = ["EUR", "GBP", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The units a site shows distances in: kilometres, or miles. */
export const DISTANCE_UNITS = ["km", "mi"] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/** Catalogue text (trip titles, slugs…) exists in five languages; both English sites read English. */
export const CATALOGUE_LANGUAGES = ["en", "it", "es", "fr", "de"] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

const CATALOGUE_LANGUAGE_OF: Readonly<Record<string, CatalogueLanguage>> = {
  "en-GB": "en",
  "en-US": "en",
  en: "en",
  it: "it",
  es: "es",
  fr: "fr",
  de: "de",
};

/** The catalogue column suffix of a site language. */
export function catalogueLanguage(language: string): CatalogueLanguage {
  return CATALOGUE_LANGUAGE_OF[language] ?? "en";
}
