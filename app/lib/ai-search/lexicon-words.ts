/**
 * The shape of the lexicon's sources: one language's pattern words
 * (locales/ai-search/lexicon/<language>.json) and the place names every site understands
 * (locales/ai-search/lexicon/places.json).
 */
import type { Currency } from "../../../tenants/languages";
import type { TravelStyle } from "../search/filter-fields";
import type { BoundKind, HolidayWord } from "./lexicon";

/** One language's pattern words (locales/ai-search/lexicon/<language>.json). */
export type LexiconWords = {
  /** Index 0 is the number 1; alternatives separated by "|". */
  numbers: string[];
  /** Short month names, index 0 is January; alternatives separated by "|". */
  monthAliases: string[];
  /** Words that are numbers by themselves ("duemila"). */
  bigNumbers: Record<string, number>;
  /** German compounds: "Wanderreise" is read as "wandern", "Japanreise" as "Japan". */
  compoundSuffixes: string[];
  /** German compounds of a part and a country: "Süditalien" is read as "Italien". */
  compoundPrefixes?: string[];
  /** A part of a country said beside its name ("south India", "sud dell'India", "Inde du Sud"): the country. */
  compass: string[];
  /** After a number, times a thousand ("2k", "2 mila"). */
  thousands: string[];
  dayUnits: string[];
  weekUnits: string[];
  monthUnits: string[];
  /**
   * Every way the language bounds a quantity, before the number ("no more than", "pas plus de",
   * "höchstens", "al menos") or after it ("10 days max", "10 jours maximum"). "Less than" and
   * "more than" are strict for lengths ("less than a week" is 6 days at most); for prices every
   * upper form is a ceiling and every lower form a floor.
   */
  bounds: Record<BoundKind | "atMostAfter" | "atLeastAfter", string[]>;
  between: string[];
  rangeJoin: string[];
  /** "3 or 4 days": two lengths as a range. */
  orJoin: string[];
  /** Words that carry a "not" on to the next place ("except Indonesia and the Philippines", "ni"). */
  listJoin: string[];
  budget: string[];
  /** Price words without a number: the site's cheap bound. */
  cheap: string[];
  currencies: Record<Currency, string[]>;
  styles: Record<TravelStyle, string[]>;
  seasons: { spring: string[]; summer: string[]; autumn: string[]; winter: string[] };
  /** Length words: [days from, days to] (null: open). */
  durationWords: Record<string, (number | null)[]>;
  next: string[];
  this: string[];
  /** Before "N months": "in", "tra", "dans". Before "N weeks" or "N days" only where it opens the question or follows a leaving word. */
  inTime: string[];
  /** Before "N weeks" or "N days", always that far from today ("tra 3 settimane", "dans 3 semaines", "in 3 Wochen"). */
  inTimeAhead: string[];
  /** Leaving words that make an "in" before "N weeks" a time from today ("leaving in 3 weeks", "salimos en 2 semanas"). */
  departing: string[];
  /** Before "N weeks" or "N days": from today to that day ("in the next 2 weeks", "nelle prossime 2 settimane", "in den nächsten 10 Tagen"). */
  nextCount?: string[];
  /** After the number or after its unit, the same ("dans les 2 prochaines semaines", "les 10 jours à venir"). */
  nextCountAfter?: string[];
  /** After "N weeks" or "N days": that far from today ("3 weeks from now", "in 3 weeks' time"). */
  fromNow: string[];
  /** A weekend: with "this" or "next" a date ("this weekend", "il prossimo weekend"), alone a length. */
  weekend: string[];
  /** A bridge: the days off around a holiday ("ponte dell'Immacolata", "puente de mayo", "pont de l'Ascension"). */
  bridge: string[];
  /** The number of days the language says for two weeks ("15 jours"), read as two weeks when no bound comes with it. */
  fortnightDays?: number;
  holidays: Partial<Record<HolidayWord, string[]>>;
  /** "libera", "free", "libre", "frei" before days with no month ("sono libera dal 10 al 20"): the days are dates. */
  free?: string[];
  noSharing: string[];
  /** Sharing a room is fine: said, and the room filter stays off. */
  sharingFine: string[];
  discounted: string[];
  confirmed: string[];
  wishes: Record<string, { words: string[]; style?: TravelStyle; search?: string }>;
  ageUnits: string[];
  agePrefix: string[];
  /** "of" before two ages joined by "and" ("two friends of 45 and 47", "dos amigas de 45 y 47"): the travellers' ages. */
  ageOf?: string[];
  /** The coast: a style (the seaside), unless it is part of a region's name ("the west coast", "costa oeste"). */
  coast?: string[];
  /** "of" between a holiday whose name is a common word and a place ("ascension du Kilimandjaro"): the word, not the holiday. */
  commonWordOf?: string[];
  ageOver: string[];
  ageUnder: string[];
  /** "I'll be 25 by the summer", "compirò", "cumpliré", "j'aurai": the age a traveller will have on the trip. */
  ageFuture?: string[];
  /** "sui 40", "um die 40": an age give or take two years. */
  ageAround: string[];
  birthday: string[];
  /** Ordinal and number words that only ages use ("cinquantesimo compleanno"). */
  ordinals: Record<string, number>;
  /** Retired people: older than any age group. */
  seniors: string[];
  /** "30" or "30:late" -> words. */
  decades: Record<string, string[]>;
  early: string[];
  mid: string[];
  late: string[];
  young: string[];
  allAges: string[];
  negations: string[];
  dayOf: string[];
  /** Words that carry no filter of their own and are never reported as not understood. */
  filler: string[];
  /** "about", "circa", "más o menos": a length or price given roughly, which it always is. */
  approx: string[];
  /** "early March", "a metà giugno", "finales de abril", "Ende April": a third of the month; "primera quincena de julio": a half. */
  monthParts: { early: string[]; mid: string[]; late: string[]; firstHalf?: string[]; secondHalf?: string[] };
  /**
   * Words that make a time a bound rather than a window: from it on ("from mid April", "ab
   * Mitte April", "not before March"), after it ("dopo la Befana", "nach Ostern"), until its end
   * ("by the end of March", "entro marzo"), or before it ("before Easter"). Read only just
   * before a time.
   */
  timeBounds?: { from?: string[]; after?: string[]; until?: string[]; before?: string[] };
  /** "by the end of the year", "entro fine anno": from today to 31 December. */
  byYearEnd?: string[];
  /** "next year": months and seasons of next year. */
  nextYear: string[];
  countryAliases: Record<string, string[]>;
  continentAliases: Record<string, string[]>;
};

type Names = readonly string[];
/** locales/ai-search/lexicon/places.json */
export type PlaceWords = {
  continents: Record<string, Names>;
  countries: Record<string, Names>;
  gazetteer: Record<string, string[]>;
  regions: Record<string, { countries: string[]; names: string[] }>;
  adjectives: Record<string, string[]>;
  /** Countries the catalogue does not have: read as themselves (and reported as not understood), never as a look-alike. */
  elsewhere: string[];
};
