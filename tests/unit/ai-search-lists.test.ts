/**
 * A "not" reaches over the whole list that follows it, in every language and at every level
 * (countries, regions, continents): "not A, B or C", "sauf A, B et C", "tranne A, B e C", "sin
 * A, B ni C", "except A, B and C", "ohne A, B und C", "aber nicht A, B oder C". Nothing is left
 * out silently: every word of these questions is read, and a country the catalogue lacks in
 * the list is shown as not understood.
 */
import { describe, expect, it } from "vitest";
import { readQuestion } from "../../app/lib/ai-search";
import { COUNTRIES } from "../../scripts/seed/countries";
import { continentId as C, countryId as D, lexiconFor, LEXICON_LANGUAGES, type LexLanguage } from "./ai-search-support";

const TODAY = "2026-11-29";
const LEXICONS = Object.fromEntries(LEXICON_LANGUAGES.map((l) => [l, lexiconFor(l)])) as Record<LexLanguage, ReturnType<typeof lexiconFor>>;
const read = (language: LexLanguage, q: string) => readQuestion(q, { lexicon: LEXICONS[language], today: TODAY });
const sorted = (list: string[] | undefined) => [...(list ?? [])].sort();
const ids = (...codes: string[]) => codes.map(D).sort();
const countriesOf = (continent: string, ...except: string[]) =>
  COUNTRIES.filter((c) => c.continent === continent && !except.includes(c.alpha3))
    .map((c) => D(c.alpha3))
    .sort();

type Row = [LexLanguage, string];

describe("a list of countries left out", () => {
  const africa = countriesOf("AF", "MAR", "TUN", "EGY");
  it.each([
    ["en", "africa but not morocco, tunisia or egypt"],
    ["en", "africa except morocco, tunisia and egypt, 2 weeks"],
    ["en", "africa, not morocco nor tunisia nor egypt"],
    ["it", "africa tranne marocco, tunisia e egitto"],
    ["it", "africa ma non il marocco, la tunisia o l'egitto"],
    ["it", "africa ma né marocco né tunisia né egitto"],
    ["es", "áfrica sin marruecos, túnez ni egipto"],
    ["es", "áfrica excepto marruecos, túnez y egipto, 2 semanas"],
    ["fr", "l'afrique sauf le maroc, la tunisie et l'égypte"],
    ["fr", "l'afrique mais pas le maroc, la tunisie ou l'égypte"],
    ["de", "afrika ohne marokko, tunesien und ägypten"],
    ["de", "afrika aber nicht marokko, tunesien oder ägypten, 2 wochen"],
    ["de", "afrika außer marokko, tunesien, ägypten"],
  ] as Row[])("%s: “%s” leaves all three out", (language, q) => {
    const { interpretation, notes } = read(language, q);
    expect(sorted(interpretation.destinationId)).toEqual(africa);
    expect(interpretation.continentId).toBeUndefined();
    expect(notes.unread).toEqual([]);
  });

  it.each([
    ["en", "asia except china, india"],
    ["it", "asia tranne la cina, l'india"],
    ["es", "asia excepto china, india"],
    ["fr", "l'asie sauf la chine, l'inde"],
    ["de", "asien ohne china, indien"],
  ] as Row[])("%s: after a comma alone, a country the continent asked holds is left out too (%s)", (language, q) => {
    expect(sorted(read(language, q).interpretation.destinationId)).toEqual(countriesOf("AS", "CHN", "IND"));
  });

  it.each([
    ["en", "not italy, spain in june"],
    ["it", "italia no, spagna a giugno"],
    ["es", "italia no, españa en junio"],
    ["fr", "pas l'italie, l'espagne en juin"],
    ["de", "nicht italien, spanien im juni"],
  ] as Row[])("%s: after a comma alone, a place that adds to the search stays asked (%s)", (language, q) => {
    expect(read(language, q).interpretation.destinationId).toEqual(ids("ESP"));
  });

  it.each([
    ["en", "africa except morocco, libya or egypt", "libya"],
    ["it", "africa tranne marocco, libia o egitto", "libia"],
    ["es", "áfrica sin marruecos, libia ni egipto", "libia"],
    ["fr", "l'afrique sauf le maroc, la libye et l'égypte", "libye"],
    ["de", "afrika ohne marokko, libyen oder ägypten", "libyen"],
  ] as [LexLanguage, string, string][])(
    "%s: a country the catalogue lacks in the list is passed over and shown unread (%s)",
    (language, q, word) => {
      const { interpretation, notes } = read(language, q);
      expect(sorted(interpretation.destinationId)).toEqual(countriesOf("AF", "MAR", "EGY"));
      expect(notes.unread).toEqual([word]);
    },
  );
});

describe("a list of regions left out", () => {
  const REGIONS = ["JOR", "ISR", "LBN", "OMN", "ARE", "SAU", "IRN", "UZB", "KGZ", "KAZ", "TJK", "GEO", "ARM", "AZE"];
  it.each([
    ["en", "asia but not the middle east, central asia or the caucasus"],
    ["it", "asia tranne il medio oriente, l'asia centrale e il caucaso"],
    ["es", "asia sin oriente medio, asia central ni el caucaso"],
    ["fr", "l'asie sauf le moyen-orient, l'asie centrale et le caucase"],
    ["de", "asien ohne nahost, zentralasien und den kaukasus"],
  ] as Row[])("%s: “%s” leaves every country of the three out", (language, q) => {
    const { interpretation, notes } = read(language, q);
    expect(sorted(interpretation.destinationId)).toEqual(countriesOf("AS", ...REGIONS));
    expect(notes.unread).toEqual([]);
  });

  it.each([
    ["en", "africa except north africa, kenya and tanzania"],
    ["it", "africa tranne il nord africa, il kenya e la tanzania"],
    ["es", "áfrica excepto el norte de áfrica, kenia y tanzania"],
    ["fr", "l'afrique sauf l'afrique du nord, le kenya et la tanzanie"],
    ["de", "afrika ohne nordafrika, kenia und tansania"],
  ] as Row[])("%s: a region and countries in one list (%s)", (language, q) => {
    expect(sorted(read(language, q).interpretation.destinationId)).toEqual(countriesOf("AF", "MAR", "TUN", "EGY", "KEN", "TZA"));
  });
});

describe("a list of continents left out", () => {
  it.each([
    ["en", "anywhere except europe, asia and africa"],
    ["it", "ovunque tranne europa, asia e africa"],
    ["es", "cualquier sitio menos europa, asia y áfrica"],
    ["fr", "partout sauf l'europe, l'asie et l'afrique"],
    ["de", "überall außer europa, asien und afrika"],
  ] as Row[])("%s: “%s” is every other continent", (language, q) => {
    const { interpretation, notes } = read(language, q);
    expect(sorted(interpretation.continentId)).toEqual(["NA", "SA", "OC", "AN"].map(C).sort());
    expect(interpretation.destinationId).toBeUndefined();
    expect(notes.unread).toEqual([]);
  });
});
