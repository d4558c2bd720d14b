/**
 * The holidays of the seven markets' regions and cities, and the bridges built around them, by
 * their usual names, typed with or without apostrophes, accents and hyphens: "ponte di
 * Sant'Ambrogio" is Milan's bridge over 7 and 8 December, "puente de San Isidro" Madrid's,
 * "Buß- und Bettag" Saxony's Wednesday, "St Andrew's Day" Scotland's. Every holiday name of every
 * language, asked alone, is a time and nothing else: no word left unread, no place asked, unless
 * the name says where a festival is held ("Rio carnival"). Today is Sunday 29 November 2026.
 */
import { describe, expect, it } from "vitest";
import en from "../../locales/ai-search/lexicon/en.json";
import it_ from "../../locales/ai-search/lexicon/it.json";
import es from "../../locales/ai-search/lexicon/es.json";
import fr from "../../locales/ai-search/lexicon/fr.json";
import de from "../../locales/ai-search/lexicon/de.json";
import { readQuestion } from "../../app/lib/ai-search";
import { type Holiday, namesItsPlace } from "../../app/lib/ai-search/holidays";
import { countryId as D, lexiconFor, LEXICON_LANGUAGES, type LexLanguage } from "./ai-search-support";

const TODAY = "2026-11-29";
const LEXICONS = Object.fromEntries(LEXICON_LANGUAGES.map((l) => [l, lexiconFor(l)])) as Record<LexLanguage, ReturnType<typeof lexiconFor>>;
const NAMES = { en, it: it_, es, fr, de } as unknown as Record<LexLanguage, { holidays: Record<string, string[]> }>;
const read = (language: LexLanguage, q: string) => readQuestion(q, { lexicon: LEXICONS[language], today: TODAY });

describe.each(LEXICON_LANGUAGES)("holiday names in %s", (language) => {
  const names = Object.entries(NAMES[language].holidays).flatMap(([holiday, list]) => list.map((name) => [holiday, name] as const));

  it.each(names)("%s: “%s” alone is a time, every word read", (holiday, name) => {
    const { interpretation, notes } = read(language, name);
    expect(interpretation.dateFrom).toBeDefined();
    expect(notes.unread).toEqual([]);
    expect(interpretation.durationFrom).toBeUndefined();
    if (holiday === "monsoonFree" || !namesItsPlace(holiday as Holiday)) expect(interpretation.destinationId).toBeUndefined();
  });
});

describe("local holidays and their bridges", () => {
  it.each([
    ["it", "ponte di sant'ambrogio a vienna", "2026-12-05", "2026-12-08", "AUT"],
    ["it", "ponte di sant ambrogio a vienna", "2026-12-05", "2026-12-08", "AUT"],
    ["it", "Ponte di Sant’Ambrogio a Vienna", "2026-12-05", "2026-12-08", "AUT"],
    ["it", "ponte di santambrogio", "2026-12-05", "2026-12-08"],
    ["it", "ponte di S. Ambrogio", "2026-12-05", "2026-12-08"],
    ["it", "Sant'Ambrogio a Parigi", "2026-12-07", "2026-12-08", "FRA"],
    ["it", "ponte dei santi Pietro e Paolo a Parigi", "2027-06-26", "2027-06-29", "FRA"],
    ["it", "San Gennaro", "2027-09-19", "2027-09-19"],
    ["it", "ponte di San Giovanni", "2027-06-24", "2027-06-27"],
    ["it", "venerdi santo", "2027-03-26", "2027-03-26"],
    ["es", "puente de San Isidro", "2027-05-15", "2027-05-16"],
    ["es", "puente de la Almudena en Oporto", "2027-11-06", "2027-11-09", "PRT"],
    ["es", "puente de Andalucía en Marruecos", "2027-02-27", "2027-02-28", "MAR"],
    ["es", "puente de andalucia en marruecos", "2027-02-27", "2027-02-28", "MAR"],
    ["es", "día de la Comunidad de Madrid en Lisboa", "2027-05-02", "2027-05-02", "PRT"],
    ["es", "la Diada en Roma", "2027-09-11", "2027-09-11", "ITA"],
    ["es", "puente de la Mercè", "2027-09-24", "2027-09-26"],
    ["es", "puente de la merce", "2027-09-24", "2027-09-26"],
    ["es", "San Fermín", "2027-07-06", "2027-07-14"],
    ["es", "sanfermines", "2027-07-06", "2027-07-14"],
    ["es", "puente de San José", "2027-03-19", "2027-03-21"],
    ["es", "puente de la Asunción", "2027-08-08", "2027-08-16"],
    ["fr", "pont de la Pentecôte à Rome", "2027-05-15", "2027-05-17", "ITA"],
    ["fr", "la Saint-Étienne", "2026-12-26", "2026-12-26"],
    ["fr", "vendredi saint", "2027-03-26", "2027-03-26"],
    ["de", "Brückentag am Buß- und Bettag", "2027-11-17", "2027-11-21"],
    ["de", "Brückentag am Buss und Bettag", "2027-11-17", "2027-11-21"],
    ["de", "Frauentag mit Brückentag", "2027-03-06", "2027-03-08"],
    ["de", "Rosenmontag", "2027-02-08", "2027-02-08"],
    ["de", "Ostermontag in Rom", "2027-03-29", "2027-03-29", "ITA"],
    ["en", "st andrew's day in iceland", "2026-11-30", "2026-11-30", "ISL"],
    ["en", "Saint Andrew’s Day", "2026-11-30", "2026-11-30"],
    ["en", "st davids day", "2027-03-01", "2027-03-01"],
    ["en", "good friday", "2027-03-26", "2027-03-26"],
    ["en", "juneteenth weekend in mexico", "2027-06-19", "2027-06-20", "MEX"],
    ["en", "veterans day weekend", "2027-11-11", "2027-11-14"],
    ["en", "patriots' day weekend", "2027-04-17", "2027-04-19"],
  ] as [LexLanguage, string, string, string, string?][])("%s: “%s” is %s..%s", (language, q, from, to, country) => {
    const { interpretation, notes } = read(language, q);
    expect([interpretation.dateFrom, interpretation.dateTo]).toEqual([from, to]);
    expect(interpretation.destinationId).toEqual(country ? [D(country)] : undefined);
    expect(notes.unread).toEqual([]);
  });
});
