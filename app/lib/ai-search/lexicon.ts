/**
 * The words the rule-based interpreter knows, for one catalogue language: place names as the
 * catalogue itself writes them (countries and continents, read from D1), month names from the
 * site catalogue (dates.months), travel-style names from the search texts, and the language's
 * own patterns (numbers, units, qualifiers, currencies) from locales/ai-search/lexicon.
 */
import type { Currency } from "../../../tenants/languages";
import { TRAVEL_STYLES, type TravelStyle } from "../search/filter-fields";
import { phrase } from "./tokens";

/** One language's pattern words (locales/ai-search/lexicon/<language>.json). */
export type LexiconWords = {
  /** Index 0 is the number 1; alternatives separated by "|". */
  numbers: string[];
  dayUnits: string[];
  weekUnits: string[];
  upTo: string[];
  atLeast: string[];
  between: string[];
  rangeJoin: string[];
  budget: string[];
  currencies: Record<Currency, string[]>;
  styles: Record<TravelStyle, string[]>;
  seasons: { spring: string[]; summer: string[]; autumn: string[]; winter: string[] };
  noSharing: string[];
  ageUnits: string[];
  agePrefix: string[];
  allAges: string[];
  dayOf: string[];
  countryAliases: Record<string, string[]>;
  continentAliases: Record<string, string[]>;
};

export type PlaceNames = {
  continents: { id: number | string; code: string; name: string }[];
  countries: { id: number | string; name: string; isoCodeAlpha3: string }[];
};

export type Entry<T> = { words: string[]; value: T };

export type Lexicon = {
  places: Entry<{ kind: "destinationId" | "continentId"; id: string }>[];
  months: Entry<number>[];
  seasons: Entry<[from: number, to: number]>[];
  numbers: Map<string, number>;
  dayUnits: string[][];
  weekUnits: string[][];
  upTo: string[][];
  atLeast: string[][];
  between: string[][];
  rangeJoin: string[][];
  budget: string[][];
  currencies: Entry<Currency>[];
  styles: Entry<TravelStyle>[];
  noSharing: string[][];
  ageUnits: string[][];
  agePrefix: string[][];
  allAges: string[][];
  dayOf: string[][];
};

const SEASON_MONTHS = { spring: [3, 5], summer: [6, 8], autumn: [9, 11], winter: [12, 2] } as const;

const phrases = (list: readonly string[]) => unique(list.map(phrase).filter((p) => p.length > 0));

function unique(list: string[][]): string[][] {
  const seen = new Set<string>();
  return list.filter((p) => {
    const key = p.join(" ");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * @param monthNames the catalogue's "January|February|…" (dates.months)
 * @param styleNames the search's style names (serp.style), by style
 */
export function buildLexicon(
  places: PlaceNames,
  words: LexiconWords,
  monthNames: string,
  styleNames: Partial<Record<TravelStyle, string>>,
): Lexicon {
  const placeEntries: Lexicon["places"] = [];
  for (const c of places.continents) {
    const value = { kind: "continentId" as const, id: String(c.id) };
    for (const words_ of phrases([c.name, ...(words.continentAliases[c.code] ?? [])])) placeEntries.push({ words: words_, value });
  }
  for (const c of places.countries) {
    const value = { kind: "destinationId" as const, id: String(c.id) };
    for (const words_ of phrases([c.name, ...(words.countryAliases[c.isoCodeAlpha3] ?? [])])) placeEntries.push({ words: words_, value });
  }
  // Longest names first: "Sud America" before "America", "Corea del Sud" before "Corea".
  placeEntries.sort((a, b) => b.words.length - a.words.length);

  const numbers = new Map<string, number>();
  words.numbers.forEach((alternatives, i) => {
    for (const word of alternatives.split("|")) {
      const p = phrase(word);
      if (p.length === 1) numbers.set(p[0]!, i + 1);
    }
  });
  const entries = <T>(pairs: [string[], T][]) => pairs.flatMap(([list, value]) => phrases(list).map((w) => ({ words: w, value })));
  return {
    places: placeEntries,
    months: entries(monthNames.split("|").map((name, i) => [[name], i + 1] as [string[], number])),
    seasons: entries(
      Object.entries(SEASON_MONTHS).map(([season, months]) => [
        words.seasons[season as keyof typeof SEASON_MONTHS],
        [...months] as [number, number],
      ]),
    ),
    numbers,
    dayUnits: phrases(words.dayUnits),
    weekUnits: phrases(words.weekUnits),
    upTo: phrases(words.upTo).sort((a, b) => b.length - a.length),
    atLeast: phrases(words.atLeast).sort((a, b) => b.length - a.length),
    between: phrases(words.between),
    rangeJoin: phrases(words.rangeJoin),
    budget: phrases(words.budget),
    currencies: entries(Object.entries(words.currencies).map(([code, list]) => [list, code as Currency])),
    styles: entries(
      TRAVEL_STYLES.map((style) => [[...(styleNames[style] ? [styleNames[style]!] : []), ...words.styles[style]], style]),
    ).sort((a, b) => b.words.length - a.words.length),
    noSharing: phrases(words.noSharing).sort((a, b) => b.length - a.length),
    ageUnits: phrases(words.ageUnits).sort((a, b) => b.length - a.length),
    agePrefix: phrases(words.agePrefix).sort((a, b) => b.length - a.length),
    allAges: phrases(words.allAges),
    dayOf: phrases(words.dayOf),
  };
}
