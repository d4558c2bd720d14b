import type { Names } from "./countries";
import type { PlaceKind } from "./data/destination";
import { DESTINATIONS, type Place } from "./destinations";

/**
 * How the leg days (./leg-days.ts) name places in sentences, in the five catalogue languages:
 * a town's prepositions joined to its own article, a country gone to or into.
 */

/** The places whose names take prepositions in sentences: a park's, a lake's or an island's stand where none is needed. */
const TOWN_KINDS: ReadonlySet<PlaceKind> = new Set<PlaceKind>(["city", "town", "village"]);
export const isTown = (place: Place): boolean => TOWN_KINDS.has(place.kind);

type ItalianRole = "a" | "da" | "di" | "name";
/** The Italian article and how each preposition joins it ("il Cairo": "al Cairo", "dal Cairo", "del Cairo"). */
const ITALIAN_ARTICLES: Readonly<Record<string, Readonly<Record<ItalianRole, string>>>> = {
  il: { a: "al ", da: "dal ", di: "del ", name: "il " },
  lo: { a: "allo ", da: "dallo ", di: "dello ", name: "lo " },
  la: { a: "alla ", da: "dalla ", di: "della ", name: "la " },
  "l'": { a: "all'", da: "dall'", di: "dell'", name: "l'" },
  i: { a: "ai ", da: "dai ", di: "dei ", name: "i " },
  gli: { a: "agli ", da: "dagli ", di: "degli ", name: "gli " },
  le: { a: "alle ", da: "dalle ", di: "delle ", name: "le " },
};
const ITALIAN_ARTICLE = /^(?:(Il|Lo|La|I|Gli|Le) (.+)|(L')(.+))$/;

/**
 * A town's name after an Italian preposition (a, da, di), or as the object of a verb ("si lascia
 * il Cairo"). An article Italian puts before a name English says bare is Italian's own and joins
 * the preposition ("Il Cairo": "al Cairo", "dal Cairo"; "La Valletta": "dalla Valletta"; "L'Avana":
 * "dall'Avana"); one that belongs to the name in every language stays as written ("a La Paz").
 * "a" is "ad" before an a ("ad Atene").
 */
export function italianPlace(role: ItalianRole, name: string, english: string): string {
  const match = ITALIAN_ARTICLE.exec(name);
  if (match) {
    const article = (match[1] ?? match[3])!;
    const rest = (match[2] ?? match[4])!;
    if (article === "L'" || !english.startsWith(`${article} `)) return ITALIAN_ARTICLES[article.toLowerCase()]![role] + rest;
  }
  if (role === "name") return name;
  if (role === "a") return /^[aàá]/i.test(name) ? `ad ${name}` : `a ${name}`;
  return `${role} ${name}`;
}

type SpanishRole = "a" | "de" | "en" | "desde" | "name";
/**
 * A town's name after a Spanish preposition. "El" that Spanish adds to a name English says bare
 * joins "a" and "de" ("El Cairo": "al Cairo", "del Cairo"); an "El" that is part of the name in
 * every language stays ("a El Calafate", "de El Nido"), as do "la", "los" and "las".
 */
export function spanishPlace(role: SpanishRole, name: string, english: string): string {
  if (role === "name") return name;
  if ((role === "a" || role === "de") && name.startsWith("El ") && !english.startsWith("El ")) {
    return `${role === "a" ? "al" : "del"} ${name.slice(3)}`;
  }
  return `${role} ${name}`;
}

/** A vowel French elides "de" before ("d'Avignon"); an h or a y before a vowel does not elide it ("de Hanoï", "de Yazd"). */
const FRENCH_VOWEL = /^[aeiouàâäéèêëîïôöùûüœæ]/i;

type FrenchRole = "à" | "de" | "name";
/**
 * A town's name after a French preposition: "Le" and "Les" join "à" and "de" ("Le Caire": "au
 * Caire", "du Caire"), "La" does not ("à La Haye", "de La Havane"), and "de" is "d'" before a
 * vowel ("d'Avignon").
 */
export function frenchPlace(role: FrenchRole, name: string): string {
  if (role === "name") return name;
  const article = /^(Le|Les) (.+)$/.exec(name);
  if (article) {
    const plural = article[1] === "Les";
    return `${role === "à" ? (plural ? "aux" : "au") : plural ? "des" : "du"} ${article[2]}`;
  }
  if (role === "de" && FRENCH_VOWEL.test(name)) return `d'${name}`;
  return `${role} ${name}`;
}

/** How a sentence names a town: where something happens, where the group goes, where it comes from, "of" it, and bare. */
export type TownForms = Readonly<Record<"in" | "to" | "from" | "of" | "name", Names>>;

const townCache = new Map<Place, TownForms>();
const airportTowns = new Map<Names, Place>();
/** An airport town, named in the five languages, as a place a sentence can name. */
export const asTown = (names: Names): Place => {
  let place = airportTowns.get(names);
  if (!place) {
    place = { names } as Place;
    airportTowns.set(names, place);
  }
  return place;
};
/**
 * A town's forms in the five languages: "in Rome" ("a Roma", "en Roma", "à Rome", "in Rom"), "to
 * Rome" ("a Roma", "a Roma", "à Rome", "nach Rom"), "from Rome" ("da Roma", "desde Roma", "de
 * Rome", "von Rom"), "of Rome" ("di Roma", "de Roma", "de Rome", "von Rom") and the name as a
 * verb's object ("Rome", Italian "il Cairo").
 */
export function townForms(place: Place): TownForms {
  let forms = townCache.get(place);
  if (!forms) {
    const [en, it, es, fr, de] = place.names;
    forms = {
      in: [`in ${en}`, italianPlace("a", it, en), spanishPlace("en", es, en), frenchPlace("à", fr), `in ${de}`],
      to: [`to ${en}`, italianPlace("a", it, en), spanishPlace("a", es, en), frenchPlace("à", fr), `nach ${de}`],
      from: [`from ${en}`, italianPlace("da", it, en), spanishPlace("desde", es, en), frenchPlace("de", fr), `von ${de}`],
      of: [`of ${en}`, italianPlace("di", it, en), spanishPlace("de", es, en), frenchPlace("de", fr), `von ${de}`],
      name: [en, italianPlace("name", it, en), es, fr, de],
    };
    townCache.set(place, forms);
  }
  return forms;
}

const countryCache = new Map<string, Readonly<Record<"to" | "into", Names>>>();
/**
 * Where a country is gone to, from the destination tables' "to" forms: "to Switzerland" (a
 * flight's), "into Switzerland" (a border's), "in Svizzera", "a Suiza" ("al Reino Unido"), "en
 * Suisse", "in die Schweiz" ("ins Vereinigte Königreich").
 */
export function countryForms(alpha3: string): Readonly<Record<"to" | "into", Names>> {
  let forms = countryCache.get(alpha3);
  if (!forms) {
    const [en, it, es, fr, de] = DESTINATIONS.get(alpha3)!.grammar.to;
    const spanish = es.replace(/^a el /, "al ");
    const german = de.replace(/^in das /, "ins ");
    forms = { to: [en, it, spanish, fr, german], into: [en.replace(/^to /, "into "), it, spanish, fr, german] };
    countryCache.set(alpha3, forms);
  }
  return forms;
}

/**
 * The articles Italian, Spanish and French put before a park's, a lake's, a mountain's or a
 * coast's name in a sentence, by the common noun the name opens with ("il Lago Volta", "el
 * Parque nacional de Chitwan", "le Désert blanc", "les Lacs de Kolsai"). A name that opens with
 * none of them (an island's, "Triglav") stands bare.
 */
const HEAD_ARTICLES: readonly Readonly<Record<string, string>>[] = [
  {},
  {
    Lago: "il ",
    Laghi: "i ",
    Parco: "il ",
    Monte: "il ",
    Monti: "i ",
    Isola: "l'",
    Isole: "le ",
    Deserto: "il ",
    Foresta: "la ",
    Valle: "la ",
    Cascate: "le ",
    Riserva: "la ",
    Passaggio: "il ",
    Baia: "la ",
    Golfo: "il ",
    Costa: "la ",
    Atollo: "l'",
    Penisola: "la ",
    Vulcano: "il ",
    Ghiacciaio: "il ",
    Delta: "il ",
    Canyon: "il ",
    Altopiano: "l'",
    Fiordo: "il ",
    Arcipelago: "l'",
    Grotte: "le ",
    Massiccio: "il ",
    Cayi: "i ",
    Montagne: "le ",
    Catena: "la ",
    Mar: "il ",
    Mare: "il ",
    Stretto: "lo ",
    Laguna: "la ",
    Piana: "la ",
    Colline: "le ",
  },
  {
    Lago: "el ",
    Lagos: "los ",
    Parque: "el ",
    Monte: "el ",
    Montes: "los ",
    Montañas: "las ",
    Isla: "la ",
    Islas: "las ",
    Desierto: "el ",
    Bosque: "el ",
    Selva: "la ",
    Valle: "el ",
    Cataratas: "las ",
    Reserva: "la ",
    Pasaje: "el ",
    Bahía: "la ",
    Golfo: "el ",
    Costa: "la ",
    Atolón: "el ",
    Península: "la ",
    Volcán: "el ",
    Glaciar: "el ",
    Delta: "el ",
    Cañón: "el ",
    Meseta: "la ",
    Fiordo: "el ",
    Archipiélago: "el ",
    Cuevas: "las ",
    Macizo: "el ",
    Cayos: "los ",
    Mar: "el ",
    Estrecho: "el ",
    Laguna: "la ",
    Llanura: "la ",
    Colinas: "las ",
    Sierra: "la ",
    Cordillera: "la ",
  },
  {
    Lac: "le ",
    Lacs: "les ",
    Parc: "le ",
    Mont: "le ",
    Monts: "les ",
    Montagnes: "les ",
    Île: "l'",
    Îles: "les ",
    Désert: "le ",
    Forêt: "la ",
    Vallée: "la ",
    Chutes: "les ",
    Réserve: "la ",
    Passage: "le ",
    Baie: "la ",
    Golfe: "le ",
    Côte: "la ",
    Costa: "la ",
    Atoll: "l'",
    Péninsule: "la ",
    Volcan: "le ",
    Glacier: "le ",
    Delta: "le ",
    Canyon: "le ",
    Plateau: "le ",
    Fjord: "le ",
    Archipel: "l'",
    Grottes: "les ",
    Massif: "le ",
    Cayes: "les ",
    Mer: "la ",
    Détroit: "le ",
    Lagune: "la ",
    Plaine: "la ",
    Collines: "les ",
    Cervin: "le ",
    Sierra: "la ",
    Cordillère: "la ",
  },
  {},
];

/**
 * English names a sentence gives "the": a common noun with "of" ("the Gulf of Naples", "the
 * Ring of Kerry") or a plural or a landform at the end ("the Douro Valley", "the Atlas
 * Mountains"); a lake, a mount or a park by its own name takes none ("Lake Volta", "Mount Kenya").
 */
const ENGLISH_THE =
  /^(Gulf|Bay|Ring|Isle|Cliffs|Gap|Sea|Valley|Coast|Strait|Straits|Cape|Road|Garden|Gardens|Temple|Temples)s? of |\b(Valley|Valleys|Mountains|Highlands|Hills|Coast|Desert|Islands|Isles|Keys|Cays|Delta|Fjords|Canyon|Plateau|Plain|Lakes|Peninsula|Riviera|District|Waters|Channel|Passage|Alps|Dolomites|Sands|Lagoon|Reef)$/;

const namedCache = new Map<Place, Names>();
/** A place's name as a sentence names it, with the article its language wants (towns as written). */
export function namedForms(place: Place): Names {
  let forms = namedCache.get(place);
  if (!forms) {
    forms = place.names.map((name, l) => {
      if (isTown(place)) return name;
      if (l === 0) return ENGLISH_THE.test(name) ? `the ${name}` : name;
      const article = HEAD_ARTICLES[l]![/^[^\s'-]+/.exec(name)?.[0] ?? ""];
      return article ? `${article}${name}` : name;
    }) as unknown as Names;
    namedCache.set(place, forms);
  }
  return forms;
}

/**
 * Where a day's road ends for a trail: its trailhead, named by the trail ("the trailhead for
 * Ciudad Perdida"); the first stage then walks from there.
 */
const TRAILHEAD: Names = [
  "the trailhead for {name}",
  "il punto di partenza per {name}",
  "el inicio del sendero hacia {name}",
  "le départ du sentier vers {name}",
  "{name} (Ausgangspunkt der Wanderung)",
];
const trailheadCache = new Map<Place, Names>();
export function trailheadForms(place: Place): Names {
  let forms = trailheadCache.get(place);
  if (!forms) {
    const named = namedForms(place);
    forms = TRAILHEAD.map((template, l) => template.replace("{name}", named[l]!)) as unknown as Names;
    trailheadCache.set(place, forms);
  }
  return forms;
}
