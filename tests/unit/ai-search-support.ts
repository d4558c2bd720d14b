/** A lexicon built as the service builds it, from the seed's own place names (ids by position). */
import { catalogues } from "../../locales";
import en from "../../locales/ai-search/lexicon/en.json";
import it from "../../locales/ai-search/lexicon/it.json";
import es from "../../locales/ai-search/lexicon/es.json";
import fr from "../../locales/ai-search/lexicon/fr.json";
import de from "../../locales/ai-search/lexicon/de.json";
import placeWords from "../../locales/ai-search/lexicon/places.json";
import { CONTINENTS, COUNTRIES } from "../../scripts/seed/countries";
import { buildLexicon, type LexiconWords, type PlaceWords } from "../../app/lib/ai-search";

export const LEXICON_LANGUAGES = ["en", "it", "es", "fr", "de"] as const;
export type LexLanguage = (typeof LEXICON_LANGUAGES)[number];
const WORDS: Record<LexLanguage, LexiconWords> = { en, it, es, fr, de } as Record<LexLanguage, LexiconWords>;
const SITE: Record<LexLanguage, keyof typeof catalogues> = { en: "en-GB", it: "it", es: "es", fr: "fr", de: "de" };
const COLUMN = { en: 0, it: 1, es: 2, fr: 3, de: 4 } as const;

export const countryId = (alpha3: string) => String(COUNTRIES.findIndex((c) => c.alpha3 === alpha3) + 1);
export const continentId = (code: string) => String(CONTINENTS.findIndex((c) => c.code === code) + 1);

export function placesIn(language: LexLanguage) {
  const col = COLUMN[language];
  return {
    continents: CONTINENTS.map((c, i) => ({ id: i + 1, code: c.code, name: c.names[col] })),
    countries: COUNTRIES.map((c, i) => ({
      id: i + 1,
      isoCodeAlpha3: c.alpha3,
      name: c.names[col],
      continent: { id: CONTINENTS.findIndex((k) => k.code === c.continent) + 1 },
    })),
  };
}

export function lexiconFor(language: LexLanguage) {
  const messages = catalogues[SITE[language]];
  return buildLexicon(placesIn(language), WORDS[language], messages.dates.months, messages.serp.style, placeWords as PlaceWords, language);
}
