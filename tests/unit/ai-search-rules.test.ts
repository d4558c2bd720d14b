/**
 * The offline interpreter on a golden table: at least 20 questions per
 * language with the filters each must become, on the seed's own place names, today being
 * 15 January 2026. Then properties: any string gives a schema-valid answer and never throws.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { interpretationSchema, interpretWithRules, isUnderstood, type Interpretation } from "../../app/lib/ai-search";
import { continentId as C, countryId as D, lexiconFor, LEXICON_LANGUAGES, type LexLanguage } from "./ai-search-support";

const TODAY = "2026-01-15";
const month = (m: string, to = m, year = "2026", toYear = year) => {
  const last = new Date(Date.UTC(Number(toYear), Number(to), 0)).getUTCDate();
  return { dateFrom: `${year}-${m}-01`, dateTo: `${toYear}-${to}-${last}` };
};
const around = (days: number) => ({ durationFrom: days - 2, durationTo: days + 2 });
const dest = (...codes: string[]) => ({ destinationId: codes.map(D) });
const cont = (...codes: string[]) => ({ continentId: codes.map(C) });
const under = (amount: number) => ({ priceTo: amount * 100 });

type Row = [question: string, expected: Interpretation];

const GOLDEN: Record<LexLanguage, Row[]> = {
  en: [
    [
      "two weeks in Asia in March under 2500 euro, nature and relax",
      { ...cont("AS"), ...month("03"), ...around(14), ...under(2500), travelStyles: ["NATURE", "RELAX"] },
    ],
    ["Japan in April", { ...dest("JPN"), ...month("04") }],
    ["10 days in Peru", { ...dest("PER"), ...around(10) }],
    ["a week in Greece this summer", { ...dest("GRC"), ...month("06", "08"), ...around(7) }],
    ["Vietnam and Cambodia under £1,800", { ...dest("VNM", "KHM"), ...under(1800) }],
    ["South America in November for three weeks", { ...cont("SA"), ...month("11"), ...around(21) }],
    ["beach holiday in Thailand, max 1500 euros", { ...dest("THA"), ...under(1500), travelStyles: ["RELAX"] }],
    ["history and culture in Jordan", { ...dest("JOR"), travelStyles: ["HISTORY", "CULTURE"] }],
    ["I'm 30 and want to party in Mexico", { ...dest("MEX"), ageBadge: "25-35", travelStyles: ["PARTY"] }],
    ["Iceland with a single room", { ...dest("ISL"), isNoSharingRoomAvailable: true }],
    ["trips for 35-49 in Europe", { ...cont("EU"), ageBadge: "35-49" }],
    ["from 10 to 24 March in India", { ...dest("IND"), dateFrom: "2026-03-10", dateTo: "2026-03-24", durationTo: 15 }],
    ["up to 6 days in Morocco", { ...dest("MAR"), durationTo: 6 }],
    ["at least 12 days in Africa", { ...cont("AF"), durationFrom: 12 }],
    ["between 1000 and 2000 euros in Spain", { ...dest("ESP"), priceFrom: 100000, priceTo: 200000 }],
    ["Costa Rica in December or January", { ...dest("CRI"), ...month("12", "01", "2026", "2027") }],
    ["budget 3000, Sri Lanka and Maldives", { ...dest("LKA", "MDV"), ...under(3000) }],
    ["wildlife and hiking in Kenya and Tanzania in August", { ...dest("KEN", "TZA"), ...month("08"), travelStyles: ["NATURE"] }],
    ["New Zealand in February 2027", { ...dest("NZL"), ...month("02", "02", "2027") }],
    ["all ages, Italy, $2,000", { ...dest("ITA"), ageBadge: "ALL", ...under(2000) }],
    ["South Korea and Japan, 25-35 years old", { ...dest("KOR", "JPN"), ageBadge: "25-35" }],
    ["USA road trip in autumn, own room", { ...dest("USA"), ...month("09", "11"), isNoSharingRoomAvailable: true, textSearch: "road" }],
  ],
  it: [
    [
      "due settimane in Asia a marzo sotto i 2500 euro, natura e relax",
      { ...cont("AS"), ...month("03"), ...around(14), ...under(2500), travelStyles: ["NATURE", "RELAX"] },
    ],
    ["Giappone ad aprile", { ...dest("JPN"), ...month("04") }],
    ["10 giorni in Perù", { ...dest("PER"), ...around(10) }],
    ["una settimana in Grecia quest'estate", { ...dest("GRC"), ...month("06", "08"), ...around(7) }],
    ["Vietnam e Cambogia con meno di 1.800 €", { ...dest("VNM", "KHM"), ...under(1800) }],
    ["Sud America a novembre per tre settimane", { ...cont("SA"), ...month("11"), ...around(21) }],
    ["mare in Thailandia, massimo 1500 euro", { ...dest("THA"), ...under(1500), travelStyles: ["RELAX"] }],
    ["storia e cultura in Giordania", { ...dest("JOR"), travelStyles: ["HISTORY", "CULTURE"] }],
    ["ho 30 anni e voglio fare festa in Messico", { ...dest("MEX"), ageBadge: "25-35", travelStyles: ["PARTY"] }],
    ["Islanda in camera singola", { ...dest("ISL"), isNoSharingRoomAvailable: true }],
    ["viaggi per 35-49 anni in Europa", { ...cont("EU"), ageBadge: "35-49" }],
    ["dal 10 al 24 marzo in India", { ...dest("IND"), dateFrom: "2026-03-10", dateTo: "2026-03-24", durationTo: 15 }],
    ["al massimo 6 giorni in Marocco", { ...dest("MAR"), durationTo: 6 }],
    ["almeno 12 giorni in Africa", { ...cont("AF"), durationFrom: 12 }],
    ["tra 1000 e 2000 euro in Spagna", { ...dest("ESP"), priceFrom: 100000, priceTo: 200000 }],
    ["Costa Rica a dicembre o gennaio", { ...dest("CRI"), ...month("12", "01", "2026", "2027") }],
    ["budget 3000, Sri Lanka e Maldive", { ...dest("LKA", "MDV"), ...under(3000) }],
    ["trekking ed escursioni in Kenya e Tanzania ad agosto", { ...dest("KEN", "TZA"), ...month("08"), travelStyles: ["NATURE"] }],
    ["Nuova Zelanda a febbraio 2027", { ...dest("NZL"), ...month("02", "02", "2027") }],
    ["tutte le età, Italia, 2000 €", { ...dest("ITA"), ageBadge: "ALL", ...under(2000) }],
    ["quindici giorni in Corea del Sud e Giappone", { ...dest("KOR", "JPN"), durationFrom: 12, durationTo: 16 }],
    ["Stati Uniti in autunno, senza condividere la camera", { ...dest("USA"), ...month("09", "11"), isNoSharingRoomAvailable: true }],
  ],
  es: [
    [
      "dos semanas en Asia en marzo por menos de 2500 euros, naturaleza y relax",
      { ...cont("AS"), ...month("03"), ...around(14), ...under(2500), travelStyles: ["NATURE", "RELAX"] },
    ],
    ["Japón en abril", { ...dest("JPN"), ...month("04") }],
    ["10 días en Perú", { ...dest("PER"), ...around(10) }],
    ["una semana en Grecia en verano", { ...dest("GRC"), ...month("06", "08"), ...around(7) }],
    ["Vietnam y Camboya hasta 1.800 €", { ...dest("VNM", "KHM"), ...under(1800) }],
    ["América del Sur en noviembre durante tres semanas", { ...cont("SA"), ...month("11"), ...around(21) }],
    ["playa en Tailandia, máximo 1500 euros", { ...dest("THA"), ...under(1500), travelStyles: ["RELAX"] }],
    ["historia y cultura en Jordania", { ...dest("JOR"), travelStyles: ["HISTORY", "CULTURE"] }],
    ["tengo 30 años y quiero fiesta en México", { ...dest("MEX"), ageBadge: "25-35", travelStyles: ["PARTY"] }],
    ["Islandia con habitación individual", { ...dest("ISL"), isNoSharingRoomAvailable: true }],
    ["viajes para 35-49 años en Europa", { ...cont("EU"), ageBadge: "35-49" }],
    ["del 10 al 24 de marzo en India", { ...dest("IND"), dateFrom: "2026-03-10", dateTo: "2026-03-24", durationTo: 15 }],
    ["como máximo 6 días en Marruecos", { ...dest("MAR"), durationTo: 6 }],
    ["al menos 12 días en África", { ...cont("AF"), durationFrom: 12 }],
    ["entre 1000 y 2000 euros en España", { ...dest("ESP"), priceFrom: 100000, priceTo: 200000 }],
    ["Costa Rica en diciembre o enero", { ...dest("CRI"), ...month("12", "01", "2026", "2027") }],
    ["presupuesto 3000, Sri Lanka y Maldivas", { ...dest("LKA", "MDV"), ...under(3000) }],
    ["senderismo en Kenia y Tanzania en agosto", { ...dest("KEN", "TZA"), ...month("08"), travelStyles: ["NATURE"] }],
    ["Nueva Zelanda en febrero 2027", { ...dest("NZL"), ...month("02", "02", "2027") }],
    ["todas las edades, Italia, 2000 €", { ...dest("ITA"), ageBadge: "ALL", ...under(2000) }],
    ["quince días en Corea del Sur y Japón", { ...dest("KOR", "JPN"), ...around(15) }],
    ["Estados Unidos en otoño, sin compartir habitación", { ...dest("USA"), ...month("09", "11"), isNoSharingRoomAvailable: true }],
  ],
  fr: [
    [
      "deux semaines en Asie en mars à moins de 2 500 €, nature et détente",
      { ...cont("AS"), ...month("03"), ...around(14), ...under(2500), travelStyles: ["NATURE", "RELAX"] },
    ],
    ["Japon en avril", { ...dest("JPN"), ...month("04") }],
    ["10 jours au Pérou", { ...dest("PER"), ...around(10) }],
    ["une semaine en Grèce cet été", { ...dest("GRC"), ...month("06", "08"), ...around(7) }],
    ["Viêt Nam et Cambodge pour moins de 1 800 €", { ...dest("VNM", "KHM"), ...under(1800) }],
    ["Amérique du Sud en novembre pendant trois semaines", { ...cont("SA"), ...month("11"), ...around(21) }],
    ["plage en Thaïlande, maximum 1500 euros", { ...dest("THA"), ...under(1500), travelStyles: ["RELAX"] }],
    ["histoire et culture en Jordanie", { ...dest("JOR"), travelStyles: ["HISTORY", "CULTURE"] }],
    ["j'ai 30 ans et je veux faire la fête au Mexique", { ...dest("MEX"), ageBadge: "25-35", travelStyles: ["PARTY"] }],
    ["Islande en chambre individuelle", { ...dest("ISL"), isNoSharingRoomAvailable: true }],
    ["voyages pour les 35-49 ans en Europe", { ...cont("EU"), ageBadge: "35-49" }],
    ["du 10 au 24 mars en Inde", { ...dest("IND"), dateFrom: "2026-03-10", dateTo: "2026-03-24", durationTo: 15 }],
    ["au maximum 6 jours au Maroc", { ...dest("MAR"), durationTo: 6 }],
    ["au moins 12 jours en Afrique", { ...cont("AF"), durationFrom: 12 }],
    ["entre 1000 et 2000 euros en Espagne", { ...dest("ESP"), priceFrom: 100000, priceTo: 200000 }],
    ["Costa Rica en décembre ou janvier", { ...dest("CRI"), ...month("12", "01", "2026", "2027") }],
    ["budget 3000, Sri Lanka et Maldives", { ...dest("LKA", "MDV"), ...under(3000) }],
    ["randonnée au Kenya et en Tanzanie en août", { ...dest("KEN", "TZA"), ...month("08"), travelStyles: ["NATURE"] }],
    ["Nouvelle-Zélande en février 2027", { ...dest("NZL"), ...month("02", "02", "2027") }],
    ["tous les âges, Italie, 2000 €", { ...dest("ITA"), ageBadge: "ALL", ...under(2000) }],
    ["quinze jours en Corée du Sud et au Japon", { ...dest("KOR", "JPN"), ...around(14) }], // "quinze jours" is the French for two weeks
    ["États-Unis en automne, sans partager la chambre", { ...dest("USA"), ...month("09", "11"), isNoSharingRoomAvailable: true }],
  ],
  de: [
    [
      "zwei Wochen in Asien im März unter 2500€, Natur und Entspannung",
      { ...cont("AS"), ...month("03"), ...around(14), ...under(2500), travelStyles: ["NATURE", "RELAX"] },
    ],
    ["Japan im April", { ...dest("JPN"), ...month("04") }],
    ["10 Tage in Peru", { ...dest("PER"), ...around(10) }],
    ["eine Woche in Griechenland im Sommer", { ...dest("GRC"), ...month("06", "08"), ...around(7) }],
    ["Vietnam und Kambodscha unter 1.800 €", { ...dest("VNM", "KHM"), ...under(1800) }],
    ["Südamerika im November für drei Wochen", { ...cont("SA"), ...month("11"), ...around(21) }],
    ["Strand in Thailand, höchstens 1500 Euro", { ...dest("THA"), ...under(1500), travelStyles: ["RELAX"] }],
    ["Geschichte und Kultur in Jordanien", { ...dest("JOR"), travelStyles: ["HISTORY", "CULTURE"] }],
    ["ich bin 30 und will in Mexiko feiern", { ...dest("MEX"), ageBadge: "25-35", travelStyles: ["PARTY"] }],
    ["Island mit Einzelzimmer", { ...dest("ISL"), isNoSharingRoomAvailable: true }],
    ["Reisen für 35-49 Jahre in Europa", { ...cont("EU"), ageBadge: "35-49" }],
    ["vom 10. bis 24. März in Indien", { ...dest("IND"), dateFrom: "2026-03-10", dateTo: "2026-03-24", durationTo: 15 }],
    ["bis zu 6 Tage in Marokko", { ...dest("MAR"), durationTo: 6 }],
    ["mindestens 12 Tage in Afrika", { ...cont("AF"), durationFrom: 12 }],
    ["zwischen 1000 und 2000 Euro in Spanien", { ...dest("ESP"), priceFrom: 100000, priceTo: 200000 }],
    ["Costa Rica im Dezember oder Januar", { ...dest("CRI"), ...month("12", "01", "2026", "2027") }],
    ["Budget 3000, Sri Lanka und Malediven", { ...dest("LKA", "MDV"), ...under(3000) }],
    ["Wandern in Kenia und Tansania im August", { ...dest("KEN", "TZA"), ...month("08"), travelStyles: ["NATURE"] }],
    ["Neuseeland im Februar 2027", { ...dest("NZL"), ...month("02", "02", "2027") }],
    ["jedes Alter, Italien, 2000 €", { ...dest("ITA"), ageBadge: "ALL", ...under(2000) }],
    ["fünfzehn Tage in Südkorea und Japan", { ...dest("KOR", "JPN"), ...around(15) }],
    ["USA im Herbst, eigenes Zimmer", { ...dest("USA"), ...month("09", "11"), isNoSharingRoomAvailable: true }],
  ],
};

describe.each(LEXICON_LANGUAGES)("rules in %s", (language) => {
  const lexicon = lexiconFor(language);
  it("has at least 20 golden questions", () => expect(GOLDEN[language].length).toBeGreaterThanOrEqual(20));
  it.each(GOLDEN[language])("%s", (question, expected) => {
    expect(interpretWithRules(question, { lexicon, today: TODAY })).toEqual(expected);
  });
  it("understands nothing in a question about nothing, and says so", () => {
    const answer = interpretWithRules("blah blah ???", { lexicon, today: TODAY });
    expect(answer).toEqual({});
    expect(isUnderstood(answer)).toBe(false);
  });
});

describe("dates relative to today", () => {
  const lexicon = lexiconFor("en");
  it("takes a month already past as next year's", () => {
    expect(interpretWithRules("Japan in March", { lexicon, today: "2026-05-02" })).toMatchObject({
      dateFrom: "2027-03-01",
      dateTo: "2027-03-31",
    });
  });
  it("keeps the current month this year", () => {
    expect(interpretWithRules("Japan in May", { lexicon, today: "2026-05-20" })).toMatchObject({
      dateFrom: "2026-05-01",
      dateTo: "2026-05-31",
    });
  });
  it("takes the winter under way", () => {
    expect(interpretWithRules("Lapland in winter", { lexicon, today: "2026-01-15" })).toMatchObject({
      dateFrom: "2025-12-01",
      dateTo: "2026-02-28",
    });
  });
});

describe("properties", () => {
  const lexicons = LEXICON_LANGUAGES.map(lexiconFor);
  const words = fc.constantFrom(
    "in",
    "2500",
    "€",
    "marzo",
    "März",
    "settimane",
    "days",
    "Asia",
    "-",
    "25",
    "35",
    "al",
    "bis",
    "under",
    "à",
    "2.000",
    "0",
    "999999999999",
    "31",
    "de",
  );
  const question = fc.oneof(
    fc.string({ maxLength: 400 }),
    fc.array(words, { maxLength: 30 }).map((w) => w.join(" ")),
    fc.string({ unit: "grapheme", maxLength: 200 }),
  );
  it("answers any string with a schema-valid interpretation and never throws", () => {
    fc.assert(
      fc.property(
        question,
        fc.integer({ min: 0, max: 4 }),
        fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
        (q, i, day) => {
          const answer = interpretWithRules(q, { lexicon: lexicons[i]!, today: day.toISOString().slice(0, 10) });
          expect(interpretationSchema.safeParse(answer).success).toBe(true);
          if (answer.dateFrom && answer.dateTo) expect(answer.dateFrom <= answer.dateTo).toBe(true);
          if (answer.durationFrom && answer.durationTo) expect(answer.durationFrom <= answer.durationTo).toBe(true);
        },
      ),
      { numRuns: 1500 },
    );
  });
});
