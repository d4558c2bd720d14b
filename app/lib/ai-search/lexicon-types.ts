/**
 * The shape of the words the rule-based interpreter knows (lexicon.ts builds it for one
 * catalogue language): each kind of phrase with what it means.
 */
import type { Currency } from "../../../tenants/languages";
import type { TravelStyle } from "../search/filter-fields";
import type { Holiday } from "./holidays";

/** A holiday's names, and the names of the months free of monsoon ("dry season"). */
export type HolidayWord = Holiday | "monsoonFree";
export type BoundKind = "atMost" | "atLeast" | "lessThan" | "moreThan";
/** Something asked that the search has no filter of its own for: the closest style, or words looked for in the trips' texts. */
export type Wish = { id: string; style?: TravelStyle; search?: string };

export type PlaceNames = {
  continents: { id: number | string; code: string; name: string }[];
  countries: { id: number | string; name: string; isoCodeAlpha3: string; continent?: { id: number | string } }[];
};

export type Entry<T> = { words: string[]; value: T };
/**
 * A phrase list by its first word, each phrase with its rank in the list (longest first): the
 * reader looks up the few phrases a question's words can start instead of trying them all
 * (the places alone are some two thousand phrases).
 */
export type PhraseIndex<T> = Map<string, { entry: Entry<T>; order: number }[]>;
export type Place = { kind: "destinationId" | "continentId"; id: string };
/** A place name: the places it names (none for a country the catalogue lacks); `region` when it is a region of several countries. */
export type PlaceName = { places: Place[]; region: boolean /** Only a country's adjective ("chinese", "cinese"). */; adjective?: boolean };
export type Decade = { decade: number; part: "early" | "mid" | "late" | null };
/** A part of a month: a third of it, or a half. */
export type MonthPart = "early" | "mid" | "late" | "firstHalf" | "secondHalf";
/** How a bound word turns a time into a bound: from its start, from the day after it, until its end, until the day before it. */
export type TimeBound = "from" | "after" | "until" | "before";

export type Lexicon = {
  places: Entry<PlaceName>[];
  /** The phrase lists read word by word, by first word. */
  index: {
    places: PhraseIndex<PlaceName>;
    styles: PhraseIndex<TravelStyle>;
    wishes: PhraseIndex<Wish>;
    holidays: PhraseIndex<HolidayWord>;
    months: PhraseIndex<number>;
    seasons: PhraseIndex<[from: number, to: number]>;
    decades: PhraseIndex<Decade>;
    durationWords: PhraseIndex<[number | null, number | null]>;
  };
  /** Every continent id, for "not in Europe". */
  continentIds: { id: string; code: string }[];
  /** The catalogue's countries of each continent, for "Europe except Italy". */
  countriesOf: Map<string, string[]>;
  /** "the islands of …", "le isole della …": words that belong to the place after them. */
  placeOf: string[][];
  months: Entry<number>[];
  seasons: Entry<[from: number, to: number]>[];
  holidays: Entry<HolidayWord>[];
  numbers: Map<string, number>;
  ordinals: Map<string, number>;
  compoundSuffixes: string[];
  compoundPrefixes: string[];
  compass: string[][];
  thousands: string[][];
  dayUnits: string[][];
  weekUnits: string[][];
  monthUnits: string[][];
  /** Bound forms before a number, longest first ("no more than" before "more than"). */
  bounds: Entry<BoundKind>[];
  /** Bound forms after a quantity ("10 days max"). */
  boundsAfter: Entry<"atMost" | "atLeast">[];
  between: string[][];
  rangeJoin: string[][];
  orJoin: string[][];
  listJoin: string[][];
  budget: string[][];
  cheap: string[][];
  currencies: Entry<Currency>[];
  styles: Entry<TravelStyle>[];
  wishes: Entry<Wish>[];
  durationWords: Entry<[number | null, number | null]>[];
  next: string[][];
  this: string[][];
  inTime: string[][];
  inTimeAhead: string[][];
  departing: string[][];
  fromNow: string[][];
  nextCount: string[][];
  nextCountAfter: string[][];
  weekend: string[][];
  bridge: string[][];
  /** Days said for two weeks ("15 jours"), or null. */
  fortnightDays: number | null;
  free: string[][];
  noSharing: string[][];
  sharingFine: string[][];
  discounted: string[][];
  confirmed: string[][];
  ageUnits: string[][];
  agePrefix: string[][];
  ageOf: string[][];
  coast: string[][];
  commonWordOf: string[][];
  ageOver: string[][];
  ageUnder: string[][];
  ageAround: string[][];
  ageFuture: string[][];
  birthday: string[][];
  seniors: string[][];
  decades: Entry<Decade>[];
  early: string[][];
  mid: string[][];
  late: string[][];
  young: string[][];
  allAges: string[][];
  negations: string[][];
  dayOf: string[][];
  filler: Set<string>;
  approx: string[][];
  nextYear: string[][];
  monthParts: Entry<MonthPart>[];
  timeBounds: Entry<TimeBound>[];
  byYearEnd: string[][];
  /** Single words worth correcting a typo towards (places, months, seasons, moods, periods, lengths, statuses, rooms), by first letter. */
  spelling: Map<string, string[]>;
  /** Country, continent and region names of several words, for a typo in one of them ("new zealnd") or all of them run together ("srilanka"). */
  spellingPhrases: string[][];
  /** Every word of every phrase above: a known word is never "corrected". */
  vocabulary: Set<string>;
};
