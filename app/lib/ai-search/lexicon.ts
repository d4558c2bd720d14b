/**
 * The words the rule-based interpreter knows, for one catalogue language: place names as the
 * catalogue itself writes them (countries and continents, read from D1) plus the names every
 * site understands (locales/ai-search/lexicon/places.json: the five languages' country names,
 * a gazetteer of single-country places, regions of several countries and country adjectives,
 * matched to the catalogue by ISO code), month names from the site catalogue (dates.months),
 * travel-style names from the search texts, and the language's own patterns (numbers, units,
 * bounds, currencies, periods, ages, moods, wishes) from locales/ai-search/lexicon/<language>.json.
 */
import type { Currency } from "../../../tenants/languages";
import { TRAVEL_STYLES, type TravelStyle } from "../search/filter-fields";
import { HOLIDAY_NAMES } from "./holidays";
import type { LexiconWords, PlaceWords } from "./lexicon-words";
import { phrase } from "./tokens";

export type { LexiconWords, PlaceWords } from "./lexicon-words";

export type {
  HolidayWord,
  BoundKind,
  Wish,
  PlaceNames,
  Entry,
  PhraseIndex,
  Place,
  PlaceName,
  Decade,
  MonthPart,
  TimeBound,
  Lexicon,
} from "./lexicon-types";
import type {
  HolidayWord,
  BoundKind,
  Wish,
  PlaceNames,
  Entry,
  PhraseIndex,
  Place,
  PlaceName,
  Decade,
  MonthPart,
  TimeBound,
  Lexicon,
} from "./lexicon-types";

const SEASON_MONTHS = { spring: [3, 5], summer: [6, 8], autumn: [9, 11], winter: [12, 2] } as const;
const LANGUAGE_COLUMN = { en: 0, it: 1, es: 2, fr: 3, de: 4 } as const;
export type LexiconLanguage = keyof typeof LANGUAGE_COLUMN;

/**
 * Words before a place that make it "the islands of" that place, in every language; an island
 * country said with its word for island ("l'île Maurice", "la isla Mauricio") is the country.
 */
const PLACE_OF = [
  "ile",
  "l'ile",
  "isla",
  "la isla",
  "isola",
  "l'isola",
  "insel",
  "die insel",
  "islands of",
  "islands of the",
  "the islands of",
  "island of",
  "isole di",
  "isole della",
  "isole delle",
  "isole del",
  "le isole della",
  "le isole di",
  "isola di",
  "islas de",
  "las islas de",
  "isla de",
  "iles de",
  "les iles de",
  "ile de",
  "iles de la",
  "inseln von",
  "die inseln von",
];

const byLength = (a: { length: number }, b: { length: number }) => b.length - a.length;

function indexed<T>(list: Entry<T>[]): PhraseIndex<T> {
  const index: PhraseIndex<T> = new Map();
  list.forEach((entry, order) => {
    const first = entry.words[0]!;
    const bucket = index.get(first) ?? index.set(first, []).get(first)!;
    bucket.push({ entry, order });
  });
  return index;
}
const phrases = (list: readonly string[] = []) => unique(list.map(phrase).filter((p) => p.length > 0)).sort(byLength);

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
  placeWords: PlaceWords,
  language: LexiconLanguage,
): Lexicon {
  // One phrase may name several places (a country's name in one language, a city in another).
  const placeMap = new Map<string, Entry<PlaceName>>();
  const addPlace = (name: string | string[], value: Place, region = false) => {
    const words_ = typeof name === "string" ? phrase(name) : name;
    if (words_.length === 0) return;
    const key = words_.join(" ");
    const entry = placeMap.get(key) ?? placeMap.set(key, { words: words_, value: { places: [], region } }).get(key)!;
    if (region) entry.value.region = true;
    if (!entry.value.places.some((p) => p.kind === value.kind && p.id === value.id)) entry.value.places.push(value);
  };
  // The site's own language and English (the language people mix in most).
  const columns = [...new Set([LANGUAGE_COLUMN[language], 0])];
  for (const c of places.continents) {
    const value = { kind: "continentId" as const, id: String(c.id) };
    const known = placeWords.continents[c.code] ?? [];
    for (const name of [c.name, ...columns.map((i) => known[i] ?? ""), ...(words.continentAliases[c.code] ?? [])]) addPlace(name, value);
  }
  const countryByCode = new Map(places.countries.map((c) => [c.isoCodeAlpha3, String(c.id)]));
  for (const c of places.countries) {
    const value = { kind: "destinationId" as const, id: String(c.id) };
    const known = placeWords.countries[c.isoCodeAlpha3] ?? [];
    for (const name of [c.name, ...columns.map((i) => known[i] ?? ""), ...(words.countryAliases[c.isoCodeAlpha3] ?? [])])
      addPlace(name, value);
  }
  // Typos are corrected towards country and continent names, not towards the gazetteer's many
  // small names ("whales" is no typo of Wales).
  const spellable = [...placeMap.values()];
  for (const [code, names] of Object.entries(placeWords.gazetteer)) {
    const id = countryByCode.get(code);
    if (id) for (const name of names) addPlace(name, { kind: "destinationId", id });
  }
  const named = new Set(placeMap.keys());
  for (const [code, names] of Object.entries(placeWords.adjectives ?? {})) {
    const id = countryByCode.get(code);
    if (id) for (const name of names) addPlace(name, { kind: "destinationId", id });
  }
  for (const [key, entry] of placeMap) if (!named.has(key)) entry.value.adjective = true;
  // A region names the catalogue's countries it covers, never a continent. A typo is corrected
  // towards a region's name of six letters or more ("carribean", "scandinvia"): shorter ones are
  // too close to other words.
  for (const region of Object.values(placeWords.regions ?? {})) {
    const ids = region.countries.map((code) => countryByCode.get(code)).filter((id): id is string => id !== undefined);
    for (const name of region.names) {
      const words_ = phrase(name);
      for (const id of ids) addPlace(words_, { kind: "destinationId", id }, ids.length > 1);
      const entry = placeMap.get(words_.join(" "));
      if (entry && ids.length && words_.length === 1 && words_[0]!.length >= 6 && !spellable.includes(entry)) spellable.push(entry);
    }
  }
  // A country the catalogue lacks names no place: "North Korea" is then never Korea, nor "Slovakia" Slovenia.
  for (const name of placeWords.elsewhere ?? []) {
    const words_ = phrase(name);
    const key = words_.join(" ");
    if (words_.length && !placeMap.has(key)) placeMap.set(key, { words: words_, value: { places: [], region: false } });
  }
  // Longest names first: "Sud America" before "America", "Corea del Sud" before "Corea".
  const placeEntries = [...placeMap.values()].sort((a, b) => b.words.length - a.words.length);

  const countriesOf = new Map<string, string[]>();
  for (const c of places.countries) {
    if (c.continent === undefined) continue;
    const key = String(c.continent.id);
    countriesOf.set(key, [...(countriesOf.get(key) ?? []), String(c.id)]);
  }

  const numbers = new Map<string, number>();
  words.numbers.forEach((alternatives, i) => {
    for (const word of alternatives.split("|")) {
      const p = phrase(word);
      if (p.length === 1) numbers.set(p[0]!, i + 1);
    }
  });
  for (const [word, value] of Object.entries(words.bigNumbers)) {
    const p = phrase(word);
    if (p.length === 1) numbers.set(p[0]!, value);
  }
  const ordinals = new Map<string, number>();
  for (const [word, value] of Object.entries(words.ordinals ?? {})) {
    const p = phrase(word);
    if (p.length === 1) ordinals.set(p[0]!, value);
  }
  const entries = <T>(pairs: [readonly string[], T][]) =>
    pairs.flatMap(([list, value]) => phrases(list).map((w) => ({ words: w, value }))).sort((a, b) => byLength(a.words, b.words));
  const months = entries(
    monthNames.split("|").map((name, i) => [[name, ...(words.monthAliases[i] ?? "").split("|")], i + 1] as [string[], number]),
  );
  const seasons = entries(
    Object.entries(SEASON_MONTHS).map(([season, m]) => [words.seasons[season as keyof typeof SEASON_MONTHS], [...m] as [number, number]]),
  );
  const styles = entries(
    TRAVEL_STYLES.map((style) => [[...(styleNames[style] ? [styleNames[style]!] : []), ...words.styles[style]], style]),
  );
  const decades = entries(
    Object.entries(words.decades).map(([key, list]) => {
      const [decade, part] = key.split(":") as [string, Decade["part"] | undefined];
      return [list, { decade: Number(decade), part: part ?? null }] as [string[], Decade];
    }),
  );
  const holidayWords = [...HOLIDAY_NAMES, "monsoonFree"] as HolidayWord[];
  const holidays = entries(holidayWords.map((h) => [words.holidays[h] ?? [], h]));
  const durationWords = entries(
    Object.entries(words.durationWords).map(([w, range]) => [[w], [range[0] ?? null, range[1] ?? null] as [number | null, number | null]]),
  );
  const wishes = entries(
    Object.entries(words.wishes ?? {}).map(([id, wish]) => [
      wish.words,
      { id, ...(wish.style ? { style: wish.style } : {}), ...(wish.search ? { search: wish.search } : {}) } as Wish,
    ]),
  );

  const spelling = new Map<string, string[]>();
  const units = [...words.dayUnits, ...words.weekUnits, ...words.monthUnits].map((w) => ({ words: phrase(w) }));
  // The words of the departure status and the room ("guarenteed", "singel room") are worth a typo's correction too.
  const flags = [...words.confirmed, ...words.discounted, ...words.noSharing].map((w) => ({ words: phrase(w) }));
  for (const entry of [...spellable, ...months, ...seasons, ...styles, ...holidays, ...durationWords, ...wishes, ...units, ...flags]) {
    const word = entry.words.length === 1 ? entry.words[0]! : null;
    if (!word || word.length < 5 || !/^[a-z]+$/.test(word)) continue;
    const bucket = spelling.get(word[0]!) ?? spelling.set(word[0]!, []).get(word[0]!)!;
    if (!bucket.includes(word)) bucket.push(word);
  }

  const lexicon: Omit<Lexicon, "vocabulary"> = {
    places: placeEntries,
    index: {
      places: indexed(placeEntries),
      styles: indexed(styles),
      wishes: indexed(wishes),
      holidays: indexed(holidays),
      months: indexed(months),
      seasons: indexed(seasons),
      decades: indexed(decades),
      durationWords: indexed(durationWords),
    },
    continentIds: places.continents.map((c) => ({ id: String(c.id), code: c.code })),
    countriesOf,
    placeOf: phrases(PLACE_OF),
    months,
    seasons,
    holidays,
    numbers,
    ordinals,
    compoundSuffixes: words.compoundSuffixes.map((w) => phrase(w).join("")),
    compoundPrefixes: (words.compoundPrefixes ?? []).map((w) => phrase(w).join("")),
    compass: phrases(words.compass),
    thousands: phrases(words.thousands),
    dayUnits: phrases(words.dayUnits),
    weekUnits: phrases(words.weekUnits),
    monthUnits: phrases(words.monthUnits),
    bounds: entries(
      (["atMost", "atLeast", "lessThan", "moreThan"] as const).map((kind) => [words.bounds[kind], kind] as [string[], BoundKind]),
    ),
    boundsAfter: entries([
      [words.bounds.atMostAfter, "atMost" as const],
      [words.bounds.atLeastAfter, "atLeast" as const],
    ]),
    between: phrases(words.between),
    rangeJoin: phrases(words.rangeJoin),
    orJoin: phrases(words.orJoin),
    listJoin: phrases(words.listJoin),
    budget: phrases(words.budget),
    cheap: phrases(words.cheap),
    currencies: entries(Object.entries(words.currencies).map(([code, list]) => [list, code as Currency])),
    styles,
    wishes,
    durationWords,
    next: phrases(words.next),
    this: phrases(words.this),
    inTime: phrases(words.inTime),
    inTimeAhead: phrases(words.inTimeAhead),
    departing: phrases(words.departing),
    fromNow: phrases(words.fromNow),
    nextCount: phrases(words.nextCount),
    nextCountAfter: phrases(words.nextCountAfter),
    weekend: phrases(words.weekend),
    bridge: phrases(words.bridge),
    fortnightDays: words.fortnightDays ?? null,
    free: phrases(words.free),
    noSharing: phrases(words.noSharing),
    sharingFine: phrases(words.sharingFine),
    discounted: phrases(words.discounted),
    confirmed: phrases(words.confirmed),
    ageUnits: phrases(words.ageUnits),
    agePrefix: phrases(words.agePrefix),
    ageOf: phrases(words.ageOf),
    coast: phrases(words.coast),
    commonWordOf: phrases(words.commonWordOf),
    ageOver: phrases(words.ageOver),
    ageUnder: phrases(words.ageUnder),
    ageAround: phrases(words.ageAround),
    ageFuture: phrases(words.ageFuture),
    birthday: phrases(words.birthday),
    seniors: phrases(words.seniors),
    decades,
    early: phrases(words.early),
    mid: phrases(words.mid),
    late: phrases(words.late),
    young: phrases(words.young),
    allAges: phrases(words.allAges),
    negations: phrases(words.negations),
    dayOf: phrases(words.dayOf),
    filler: new Set(words.filler.flatMap(phrase)),
    approx: phrases(words.approx),
    nextYear: phrases(words.nextYear),
    monthParts: entries<MonthPart>([
      [words.monthParts?.early ?? [], "early"],
      [words.monthParts?.mid ?? [], "mid"],
      [words.monthParts?.late ?? [], "late"],
      [words.monthParts?.firstHalf ?? [], "firstHalf"],
      [words.monthParts?.secondHalf ?? [], "secondHalf"],
    ]),
    timeBounds: entries<TimeBound>([
      [words.timeBounds?.from ?? [], "from"],
      [words.timeBounds?.after ?? [], "after"],
      [words.timeBounds?.until ?? [], "until"],
      [words.timeBounds?.before ?? [], "before"],
    ]),
    byYearEnd: phrases(words.byYearEnd),
    spelling,
    spellingPhrases: spellable.filter((e) => e.value.places.length > 0 && e.words.length > 1).map((e) => e.words),
  };
  const vocabulary = new Set<string>([...numbers.keys(), ...ordinals.keys(), ...lexicon.filler]);
  for (const value of Object.values(lexicon)) {
    if (!Array.isArray(value)) continue;
    for (const item of value as unknown[]) {
      const list = Array.isArray(item) ? item : (item as { words?: unknown }).words;
      if (Array.isArray(list)) for (const word of list) if (typeof word === "string") vocabulary.add(word);
    }
  }
  return { ...lexicon, vocabulary };
}
