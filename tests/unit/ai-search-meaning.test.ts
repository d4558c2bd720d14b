/**
 * What the rules engine must mean, on questions other than the golden and blind sets: places
 * left out (countries, regions, continents, lists of them), regions of several countries
 * (never a continent), the site's own named periods and the markets' holidays in every
 * language, ages and the groups they fit (or none), wishes with and without a filter, and the
 * words the answer reports as not understood. Today is 28 November 2026 unless a row says.
 */
import { describe, expect, it } from "vitest";
import placeWords from "../../locales/ai-search/lexicon/places.json";
import { readQuestion, type PlaceWords } from "../../app/lib/ai-search";
import { HOLIDAYS, holidaySpan, type Holiday } from "../../app/lib/ai-search/holidays";
import { CONTINENTS, COUNTRIES } from "../../scripts/seed/countries";
import { generatePeriods } from "../../scripts/seed/periods";
import { continentId as C, countryId as D, lexiconFor, LEXICON_LANGUAGES, type LexLanguage } from "./ai-search-support";

const TODAY = "2026-11-28";
const LEXICONS = Object.fromEntries(LEXICON_LANGUAGES.map((l) => [l, lexiconFor(l)])) as Record<LexLanguage, ReturnType<typeof lexiconFor>>;
const read = (language: LexLanguage, q: string, today = TODAY) => readQuestion(q, { lexicon: LEXICONS[language], today });
const ids = (...codes: string[]) => codes.map(D).sort();
const sorted = (list: string[] | undefined) => [...(list ?? [])].sort();
const countriesOf = (continent: string, ...except: string[]) =>
  COUNTRIES.filter((c) => c.continent === continent && !except.includes(c.alpha3))
    .map((c) => D(c.alpha3))
    .sort();

describe("places left out", () => {
  it.each([
    ["en", "anywhere in africa except kenya and tanzania", countriesOf("AF", "KEN", "TZA")],
    ["it", "Sud America ma non il Brasile", countriesOf("SA", "BRA")],
    ["es", "Asia excepto Japón y China", countriesOf("AS", "JPN", "CHN")],
    ["fr", "l'Océanie sans l'Australie", countriesOf("OC", "AUS")],
    ["de", "Südamerika ohne Peru oder Bolivien", countriesOf("SA", "PER", "BOL")],
  ] as [LexLanguage, string, string[]][])("%s: a continent less countries is its other countries (%s)", (language, q, expected) => {
    const f = read(language, q).interpretation;
    expect(sorted(f.destinationId)).toEqual(expected);
    expect(f.continentId).toBeUndefined();
  });

  it.each([
    ["en", "the baltics apart from latvia", ids("EST", "LTU")],
    ["it", "caucaso tranne l'azerbaigian", ids("GEO", "ARM")],
    ["es", "Escandinavia salvo Noruega", ids("SWE", "DNK")],
    ["fr", "les Balkans sauf la Serbie et le Monténégro", ids("ALB", "BIH", "HRV")],
    ["de", "Karibik außer Kuba", ids("DOM", "JAM", "BHS")],
  ] as [LexLanguage, string, string[]][])("%s: a region less its countries is the others (%s)", (language, q, expected) => {
    expect(sorted(read(language, q).interpretation.destinationId)).toEqual(expected);
  });

  it.each([
    ["en", "not asia and not africa"],
    ["it", "né in Asia né in Africa"],
    ["es", "ni Asia ni África"],
    ["fr", "pas en Asie ni en Afrique"],
    ["de", "weder Asien noch Afrika, nicht Asien und nicht Afrika"],
  ] as [LexLanguage, string][])("%s: continents left out leave all the others, Antarctica too (%s)", (language, q) => {
    expect(sorted(read(language, q).interpretation.continentId)).toEqual(["EU", "NA", "SA", "OC", "AN"].map(C).sort());
  });

  it("a country outside the region named leaves the region whole", () => {
    expect(sorted(read("en", "central america except mexico").interpretation.destinationId)).toEqual(
      ids("GTM", "BLZ", "SLV", "HND", "NIC", "CRI", "PAN"),
    );
  });
});

describe("regions of several countries", () => {
  const regions = (placeWords as unknown as PlaceWords).regions;
  const known = new Set(COUNTRIES.map((c) => c.alpha3));

  it.each(Object.entries(regions))("%s is its countries, never a continent", (_, region) => {
    for (const code of region.countries) expect(known.has(code)).toBe(true);
    for (const name of region.names) {
      const f = read("en", name).interpretation;
      expect(f.continentId, name).toBeUndefined();
      expect(sorted(f.destinationId), name).toEqual(ids(...region.countries));
    }
  });

  it.each([
    ["en", "finnish lapland", ids("FIN")],
    ["it", "Patagonia cilena", ids("CHL")],
    ["es", "los Alpes suizos", ids("CHE")],
    ["de", "die Anden Perus", ids("PER")],
    ["en", "machu picchu and lake titicaca", ids("PER", "BOL")],
  ] as [LexLanguage, string, string[]][])(
    "%s: a region beside one of its countries is that country, listed with a place it stays whole (%s)",
    (language, q, expected) => {
      expect(sorted(read(language, q).interpretation.destinationId)).toEqual(expected);
    },
  );

  it("a country the catalogue lacks is never a look-alike, and is reported", () => {
    for (const [q, word] of [
      ["north korea in may", "north korea"],
      ["slovakia in may", "slovakia"],
    ]) {
      const { interpretation, notes } = read("en", q!);
      expect(interpretation.destinationId).toBeUndefined();
      expect(notes.unread).toEqual([word]);
    }
  });
});

describe("named periods", () => {
  const periods = generatePeriods(new Date(`${TODAY}T12:00:00Z`), "https://example.test");
  const column = { en: "name_en", it: "name_it", es: "name_es", fr: "name_fr", de: "name_de" } as const;
  it.each(LEXICON_LANGUAGES)("every period of the site's when menu is understood in %s", (language) => {
    const names = new Set(periods.map((p) => p[column[language]]).filter(Boolean));
    expect(names.size).toBeGreaterThan(20);
    for (const name of names) {
      const f = read(language, name).interpretation;
      const rows = periods.filter((p) => p[column[language]] === name);
      expect(f.dateFrom, name).toBeDefined();
      expect(
        rows.some((p) => f.dateFrom! <= p.ending_date && f.dateTo! >= p.starting_date),
        `${name}: ${f.dateFrom}..${f.dateTo}`,
      ).toBe(true);
    }
  });

  it.each([
    ["en", "thanksgiving in new york", "2027-11-21", "2027-11-28"],
    ["en", "thanksgiving in new york", "2026-11-22", "2026-11-29", "2026-11-20"],
    ["en", "spring break in mexico", "2027-03-01", "2027-03-31"],
    ["fr", "vacances de la Toussaint au Maroc", "2027-10-23", "2027-11-07"],
    ["de", "Pfingsten in Kroatien", "2027-05-09", "2027-05-17"],
    ["it", "ponte dell'Ascensione", "2027-05-06", "2027-05-09"],
    ["it", "ponte dell'Immacolata", "2026-12-05", "2026-12-08"],
    ["it", "ponte del 2 giugno", "2027-06-02", "2027-06-06"],
    ["es", "el puente de la Constitución", "2026-12-05", "2026-12-08"],
    ["es", "puente de diciembre", "2027-12-04", "2027-12-08", "2027-01-10"],
    ["de", "Himmelfahrt mit Brückentag", "2027-05-06", "2027-05-09"],
    ["it", "Ferragosto", "2027-08-08", "2027-08-16"],
    ["it", "Ferragosto", "2026-08-09", "2026-08-16", "2026-06-01"],
    ["it", "durante le feste in Egitto", "2026-12-20", "2027-01-02"],
    ["de", "zwischen den Jahren nach Marokko", "2026-12-26", "2026-12-31"],
    ["en", "cherry blossom in japan", "2027-03-20", "2027-04-15"],
    ["en", "northern lights in iceland", "2026-12-01", "2027-03-15"],
    ["en", "northern lights in iceland in february", "2027-02-01", "2027-02-28"],
    ["es", "India fuera del monzón", "2026-12-01", "2027-05-31"],
    ["en", "memorial day weekend", "2027-05-29", "2027-05-31"],
    ["en", "memorial day", "2027-05-31", "2027-05-31"],
    ["fr", "pont du 11 novembre à Rome", "2027-11-11", "2027-11-14"],
    ["fr", "le 30 novembre à Rome", "2026-11-30", "2026-11-30"],
    ["en", "early march in japan", "2027-03-01", "2027-03-10"],
    ["it", "a metà giugno in Grecia", "2027-06-11", "2027-06-20"],
    ["es", "a finales de abril", "2027-04-21", "2027-04-30"],
    ["fr", "fin février", "2027-02-21", "2027-02-28"],
    ["de", "Anfang November", "2027-11-01", "2027-11-10"],
    ["en", "mlk weekend in cancun", "2027-01-16", "2027-01-18"],
    ["en", "presidents day weekend", "2027-02-13", "2027-02-15"],
    ["en", "columbus day weekend", "2027-10-09", "2027-10-11"],
    ["es", "Reyes en Egipto", "2027-01-03", "2027-01-07"],
    ["es", "Día de Muertos en México", "2027-10-31", "2027-11-03"],
    ["fr", "vacances de Noël au Maroc", "2026-12-19", "2027-01-03"],
    ["fr", "vacances de Noël au Maroc", "2027-12-18", "2028-01-02", "2027-06-01"],
    ["en", "between the 10th and the 25th of april", "2027-04-10", "2027-04-25"],
    ["es", "entre el 10 y el 25 de abril", "2027-04-10", "2027-04-25"],
    ["it", "tra il 10 e il 25 aprile", "2027-04-10", "2027-04-25"],
    ["fr", "entre le 10 et le 25 avril", "2027-04-10", "2027-04-25"],
    ["de", "zwischen dem 10. und dem 25. April", "2027-04-10", "2027-04-25"],
    ["en", "first half of july", "2027-07-01", "2027-07-15"],
    ["it", "seconda quindicina di agosto", "2027-08-16", "2027-08-31"],
    ["es", "primera quincena de julio", "2027-07-01", "2027-07-15"],
    ["fr", "deuxième quinzaine d'août", "2027-08-16", "2027-08-31"],
    ["de", "erste Hälfte Juli", "2027-07-01", "2027-07-15"],
    ["en", "by the end of the year", TODAY, "2026-12-31"],
    ["it", "entro fine anno", TODAY, "2026-12-31"],
    ["es", "hasta marzo", TODAY, "2027-03-31"],
    ["fr", "avant Pâques", TODAY, "2027-03-20"],
    ["de", "bis Ende März", TODAY, "2027-03-31"],
    ["en", "japan in spring but not in march", "2027-04-01", "2027-05-31"],
    ["it", "Giappone in primavera, maggio no", "2027-03-01", "2027-04-30"],
    ["es", "India en invierno pero no en diciembre", "2027-01-01", "2027-02-28"],
    ["fr", "Japon au printemps mais pas en mars", "2027-04-01", "2027-05-31"],
    ["de", "Norwegen im Sommer, aber nicht im August", "2027-06-01", "2027-07-31"],
  ] as [LexLanguage, string, string, string, string?][])("%s: “%s” is %s..%s", (language, q, from, to, today = TODAY) => {
    const f = read(language, q, today).interpretation;
    expect([f.dateFrom, f.dateTo]).toEqual([from, to]);
  });

  it.each(Object.keys(HOLIDAYS) as Holiday[])("%s: a window that starts no later than it ends, whatever the year", (holiday) => {
    for (const year of [2025, 2026, 2027, 2030]) {
      const span = holidaySpan(holiday, `${year}-01-10`, null);
      expect(span.from <= span.to).toBe(true);
    }
  });

  it.each(LEXICON_LANGUAGES)("a misspelt period word keeps its period in %s", (language) => {
    const q = {
      en: "weeekend in lisbon",
      it: "weeekend a lisbona",
      es: "fin de semanna en lisboa",
      fr: "weeekend a lisbonne",
      de: "Wochenend in Lissabon",
    }[language];
    expect(read(language, q).interpretation).toMatchObject({ durationFrom: 2, durationTo: 3 });
  });
});

describe("lengths said without a number", () => {
  it.each([
    ["en", "a cheap week in morocco", { durationFrom: 5, durationTo: 9 }],
    ["it", "una settimana economica in Marocco", { durationFrom: 5, durationTo: 9 }],
    ["es", "fin de semana largo en Lisboa", { durationFrom: 3, durationTo: 4 }],
    ["de", "Brückentag in Prag", { durationFrom: 3, durationTo: 4 }],
    ["en", "a week or two in thailand", { durationFrom: 7, durationTo: 14 }],
    ["fr", "une semaine ou deux", { durationFrom: 7, durationTo: 14 }],
    ["en", "a 10-day trip to jordan", { durationFrom: 8, durationTo: 12 }],
  ] as [LexLanguage, string, object][])("%s: “%s”", (language, q, length) => {
    expect(read(language, q).interpretation).toMatchObject(length);
  });

  it.each([
    ["en", "thailand, not in august", "not in august"],
    ["it", "10 giorni in Islanda ma non a dicembre", "non a dicembre"],
    ["de", "Japan, aber nicht im Sommer", "nicht im Sommer"],
  ] as [LexLanguage, string, string][])("%s: a time left out is never read as that time, and is reported (%s)", (language, q, said) => {
    const { interpretation, notes } = read(language, q);
    expect(interpretation.dateFrom).toBeUndefined();
    expect(notes.unread).toContain(said);
  });

  it("“next week” is a date, not a length", () => {
    const { interpretation, notes } = read("en", "next week in paris");
    expect(interpretation).toMatchObject({ dateFrom: "2026-11-30", dateTo: "2026-12-06" });
    expect(interpretation.durationFrom).toBeUndefined();
    expect(notes.unread).toEqual([]);
  });
});

describe("ages and the site's groups", () => {
  it.each([
    ["en", "we are in our mid thirties", "ALL"],
    ["en", "a group of under 30s", "25-35"],
    ["it", "sono sulla quarantina", "35-49"],
    ["it", "io ho 29 anni e lei 41", "ALL"],
    ["es", "tengo 31 años", "25-35"],
    ["fr", "nous avons la quarantaine", "35-49"],
    ["de", "Mitte 40, Kultur", "35-49"],
    ["de", "für Anfang 30", "25-35"],
  ] as [LexLanguage, string, string][])("%s: “%s” is %s", (language, q, badge) => {
    const { interpretation, notes } = read(language, q);
    expect(interpretation.ageBadge).toBe(badge);
    expect(notes.noAgeGroup).toBeUndefined();
  });

  it.each([
    ["en", "for my 60th birthday", "60th birthday"],
    ["en", "seniors trip to spain", "seniors"],
    ["it", "ho 22 anni", "22 anni"],
    ["es", "mayores de 55", "mayores de 55"],
    ["fr", "pour mes 70 ans", "70 ans"],
    ["de", "wir sind Anfang 20", "Anfang 20"],
    ["de", "über 50", "über 50"],
    ["en", "scotland, we're 52 and 55", "52 and 55"],
  ] as [LexLanguage, string, string][])("%s: “%s” fits no group, and the answer says so", (language, q, said) => {
    const { interpretation, notes } = read(language, q);
    expect(interpretation.ageBadge).toBeUndefined();
    expect(notes.noAgeGroup).toBe(said);
  });
});

describe("wishes and what was not understood", () => {
  it("a wish with a filter uses it", () => {
    expect(read("en", "discounted trips to peru with confirmed departures").interpretation).toEqual({
      destinationId: [D("PER")],
      discounted: true,
      status: ["CONFIRMED", "ALMOST_FULL"],
    });
    expect(read("de", "Einzelzimmer in Island").interpretation.isNoSharingRoomAvailable).toBe(true);
    expect(read("it", "non mi dispiace condividere la camera, islanda").interpretation.isNoSharingRoomAvailable).toBeUndefined();
  });

  it.each([
    ["en", "river cruise in egypt", { search: "cruise" }],
    ["it", "in barca a vela in Croazia", { search: "vela" }],
    ["fr", "randonnée et marche en Écosse", { style: "NATURE" }],
    ["de", "Hauptstadt in Europa", {}],
  ] as [LexLanguage, string, { search?: string; style?: string }][])(
    "%s: “%s” has no filter of its own, and says how it was searched",
    (language, q, how) => {
      const { interpretation, notes } = read(language, q);
      expect(notes.wishes).toHaveLength(1);
      expect(notes.wishes[0]).toMatchObject(how);
      if (how.search) expect(interpretation.textSearch).toBe(how.search);
      else expect(interpretation.textSearch).toBeUndefined();
    },
  );

  it.each([
    ["en", "japan in april with my dog, karaoke", ["dog", "karaoke"]],
    ["it", "Giappone ad aprile col mio cane", ["cane"]],
    ["es", "Japón en abril, quiero ver sumo", ["sumo"]],
    ["fr", "Japon en avril avec mon chien", ["chien"]],
    ["de", "Japan im April mit meinem Hund", ["Hund"]],
  ] as [LexLanguage, string, string[]][])("%s: the words that set nothing are reported as typed (%s)", (language, q, unread) => {
    const { interpretation, notes } = read(language, q);
    expect(interpretation.destinationId).toEqual([D("JPN")]);
    expect(notes.unread).toEqual(unread);
  });

  it("continents of the seed are all known to the places' file", () => {
    for (const c of CONTINENTS) expect((placeWords as unknown as PlaceWords).continents[c.code]).toBeDefined();
  });
});

describe("times said as bounds", () => {
  it.each([
    ["en", "vietnam from mid april", "2027-04-11"],
    ["en", "not before march", "2027-03-01"],
    ["it", "a gennaio dopo la Befana", "2027-01-07", "2027-01-31"],
    ["it", "non prima di marzo", "2027-03-01"],
    ["es", "a partir de mediados de abril", "2027-04-11"],
    ["es", "después de Reyes", "2027-01-07"],
    ["fr", "à partir de mi-avril", "2027-04-11"],
    ["fr", "pas avant mars", "2027-03-01"],
    ["de", "nach Ostern, also ab Mitte April", "2027-04-11"],
    ["de", "nicht vor März", "2027-03-01"],
  ] as [LexLanguage, string, string, string?][])("%s: “%s” departs from %s on", (language, q, from, to) => {
    const f = read(language, q).interpretation;
    expect([f.dateFrom, f.dateTo]).toEqual([from, to]);
  });

  it.each([
    ["en", "from march to may", "2027-03-01", "2027-05-31"],
    ["it", "da marzo a maggio", "2027-03-01", "2027-05-31"],
    ["de", "von März bis Mai", "2027-03-01", "2027-05-31"],
    ["en", "from 10 to 24 march", "2027-03-10", "2027-03-24"],
  ] as [LexLanguage, string, string, string][])("%s: “%s” is still one window", (language, q, from, to) => {
    const f = read(language, q).interpretation;
    expect([f.dateFrom, f.dateTo]).toEqual([from, to]);
  });

  it.each([
    ["en", "spring but not april"],
    ["it", "primavera ma non ad aprile"],
    ["de", "nicht im Sommer"],
  ] as [LexLanguage, string][])("%s: a time left out that would split the window, or leave none, sets no date (%s)", (language, q) => {
    const f = read(language, q).interpretation;
    expect([f.dateFrom, f.dateTo]).toEqual([undefined, undefined]);
  });
});

describe("turned-round wishes", () => {
  it.each([
    ["en", "nothing over $1200"],
    ["en", "not more than 1200 bucks"],
    ["it", "niente sopra i 1200 euro"],
    ["it", "che non superi i 1200 euro"],
    ["es", "q no pase de 1200 pavos"],
    ["es", "sin pasar de 1200 euros"],
    ["fr", "rien au-dessus de 1200 balles"],
    ["fr", "qui ne dépasse pas 1200 €"],
    ["de", "nicht über 1200 Euro"],
    ["de", "nichts über 1200 Euro"],
  ] as [LexLanguage, string][])("%s: “%s” is a ceiling, never a floor", (language, q) => {
    const f = read(language, q).interpretation;
    expect([f.priceFrom, f.priceTo]).toEqual([undefined, 120_000]);
  });

  it.each([
    ["en", "budget 2-3k", 200_000, 300_000],
    ["en", "2k-3k", 200_000, 300_000],
    ["it", "tra 2 e 3 mila euro", 200_000, 300_000],
    ["es", "entre 2 y 3 mil euros", 200_000, 300_000],
    ["de", "zwischen 2 und 3 tausend Euro", 200_000, 300_000],
  ] as [LexLanguage, string, number, number][])("%s: “%s” is thousands at both ends", (language, q, from, to) => {
    const f = read(language, q).interpretation;
    expect([f.priceFrom, f.priceTo]).toEqual([from, to]);
  });

  it.each([
    ["es", "patagonia no, chile por el norte", ids("CHL")],
    ["es", "México no, Perú o Bolivia", ids("PER", "BOL")],
    ["it", "Messico no, Perù o Bolivia", ids("PER", "BOL")],
    ["de", "Italien nicht, lieber Spanien", ids("ESP")],
    ["de", "Alpen, aber bitte nich Italien", ids("FRA", "CHE", "AUT")],
    ["en", "japan, not thailand", ids("JPN")],
  ] as [LexLanguage, string, string[]][])(
    "%s: a “not” rules out its own place only, never the one over a comma (%s)",
    (language, q, expected) => {
      expect(sorted(read(language, q).interpretation.destinationId)).toEqual(expected);
    },
  );

  it.each([
    ["en", "me 31 and my mom 58"],
    ["it", "io 33 e mia madre 60"],
    ["es", "yo 32 y mi madre 61"],
    ["fr", "moi 30 et ma mère 65"],
    ["de", "ich 33 und meine Mutter 62"],
  ] as [LexLanguage, string][])("%s: a traveller no group holds leaves no group (%s)", (language, q) => {
    const answer = read(language, q);
    expect(answer.interpretation.ageBadge).toBeUndefined();
    expect(answer.notes.noAgeGroup).toBeDefined();
  });
});
