/**
 * Every bound form of every language (locales/ai-search/lexicon/<language>.json, bounds), on a
 * length in days and in weeks and on a price, before the number and after it: the chips the
 * page shows state the bound the question asked, never the opposite one. "No more than 9
 * days" is "Up to 9 days", never "At least 10 days"; "a partir de 2000 euros" is "From 2000
 * EUR", never "Up to 2000 EUR". A form added to the table is tested here without a new line.
 *
 * One table below lines the five languages up side by side: the ways people most often say a
 * floor or a ceiling, each in every language, so a language that lacks one (or has it on the
 * wrong side) fails here even before a traveller asks.
 */
import { describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import en from "../../locales/ai-search/lexicon/en.json";
import it_ from "../../locales/ai-search/lexicon/it.json";
import es from "../../locales/ai-search/lexicon/es.json";
import fr from "../../locales/ai-search/lexicon/fr.json";
import de from "../../locales/ai-search/lexicon/de.json";
import { interpretWithRules, type LexiconWords } from "../../app/lib/ai-search";
import { chipsOf, type ChipFormat } from "../../app/lib/ai-search/chips";
import { readQuestion } from "../../app/lib/ai-search/rules";
import { translate } from "../../app/lib/format/translate";
import { lexiconFor, LEXICON_LANGUAGES, placesIn, type LexLanguage } from "./ai-search-support";

const WORDS = { en, it: it_, es, fr, de } as unknown as Record<LexLanguage, LexiconWords>;
const SITE = { en: "en-GB", it: "it", es: "es", fr: "fr", de: "de" } as const;
const TODAY = "2026-11-28";

const KINDS = ["atMost", "lessThan", "atLeast", "moreThan"] as const;

type Side = "floor" | "ceiling";
/**
 * The common bounds in every language: a floor or a ceiling, said before the number ("from
 * 2000 euros") or after it ("2000 euros and up"). Each form must be in its language's table on
 * that side, and read so on a price and on a length.
 */
const SAME_BOUNDS: { side: Side; after?: true; forms: Record<LexLanguage, string[]> }[] = [
  {
    side: "floor",
    forms: {
      en: ["from", "starting at", "starting from"],
      it: ["a partire da", "a partire dai"],
      es: ["a partir de", "desde"],
      fr: ["à partir de", "à partir d'", "dès"],
      de: ["ab", "erst ab"],
    },
  },
  {
    side: "floor",
    forms: { en: ["at least"], it: ["almeno"], es: ["al menos", "por lo menos"], fr: ["au moins"], de: ["mindestens"] },
  },
  {
    side: "floor",
    forms: { en: ["a minimum of"], it: ["un minimo di"], es: ["un mínimo de"], fr: ["un minimum de"], de: ["minimum"] },
  },
  {
    side: "floor",
    forms: { en: ["no less than"], it: ["non meno di"], es: ["no menos de"], fr: ["pas moins de"], de: ["nicht weniger als"] },
  },
  {
    side: "floor",
    forms: { en: ["more than", "over"], it: ["più di", "oltre"], es: ["más de"], fr: ["plus de"], de: ["mehr als", "über"] },
  },
  {
    side: "ceiling",
    forms: { en: ["up to"], it: ["fino a"], es: ["hasta"], fr: ["jusqu'à"], de: ["bis", "bis zu"] },
  },
  {
    side: "ceiling",
    forms: {
      en: ["at most", "max"],
      it: ["al massimo", "massimo"],
      es: ["como máximo", "como mucho"],
      fr: ["au maximum", "au plus"],
      de: ["höchstens", "maximal"],
    },
  },
  {
    side: "ceiling",
    forms: { en: ["a maximum of"], it: ["un massimo di"], es: ["un máximo de"], fr: ["un maximum de"], de: ["bis maximal"] },
  },
  {
    side: "ceiling",
    forms: { en: ["no more than"], it: ["non più di"], es: ["no más de"], fr: ["pas plus de"], de: ["nicht mehr als"] },
  },
  {
    side: "ceiling",
    forms: {
      en: ["less than", "under"],
      it: ["meno di", "sotto i"],
      es: ["menos de", "por debajo de"],
      fr: ["moins de", "en dessous de"],
      de: ["weniger als", "unter"],
    },
  },
  { side: "floor", after: true, forms: { en: ["or more"], it: ["o più"], es: ["o más"], fr: ["ou plus"], de: ["oder mehr"] } },
  {
    side: "floor",
    after: true,
    forms: {
      en: ["and up", "and above"],
      it: ["in su", "e oltre"],
      es: ["en adelante", "para arriba"],
      fr: ["et plus"],
      de: ["aufwärts", "und mehr"],
    },
  },
  { side: "floor", after: true, forms: { en: ["minimum"], it: ["minimo"], es: ["mínimo"], fr: ["minimum"], de: ["mindestens"] } },
  { side: "ceiling", after: true, forms: { en: ["or less"], it: ["o meno"], es: ["o menos"], fr: ["ou moins"], de: ["oder weniger"] } },
  { side: "ceiling", after: true, forms: { en: ["max", "tops"], it: ["massimo"], es: ["máximo"], fr: ["maximum"], de: ["maximal"] } },
];
/** The forms that set a ceiling; the others set a floor. */
const isUpper = (kind: string) => kind === "atMost" || kind === "lessThan" || kind === "atMostAfter";

/** The days the question means: "less than" and "more than" are strict for lengths. */
const expectedDays = (kind: string, days: number) => (kind === "lessThan" ? days - 1 : kind === "moreThan" ? days + 1 : days);

function format(language: LexLanguage): ChipFormat {
  const messages = catalogues[SITE[language]];
  return {
    t: (key, vars) => translate(messages, key, vars),
    day: (day) => day,
    money: (cents) => `${cents / 100} EUR`,
    places: placesIn(language),
  };
}

describe.each(LEXICON_LANGUAGES)("bound forms in %s", (language) => {
  const lexicon = lexiconFor(language);
  const words = WORDS[language];
  const chipFormat = format(language);
  const day = words.dayUnits[0]!;
  const week = words.weekUnits[0]!;
  const currency = words.currencies.EUR.find((c) => /^[a-z]/i.test(c)) ?? "euro";
  const duration = (question: string) => {
    const f = interpretWithRules(question, { lexicon, today: TODAY });
    const chip = chipsOf(f, chipFormat, { unread: [], wishes: [] }).find((c) => c.id.startsWith("duration"));
    return { f, label: chip?.label };
  };
  const chipText = (key: string, count: number) => chipFormat.t(`aiSearch.chip.${key}`, { count });

  const before = KINDS.flatMap((kind) => words.bounds[kind].map((form) => [kind, form] as const));
  const after = (["atMostAfter", "atLeastAfter"] as const).flatMap((kind) => words.bounds[kind].map((form) => [kind, form] as const));

  it("has every kind of bound, before and after the number", () => {
    for (const kind of [...KINDS, "atMostAfter", "atLeastAfter"] as const) expect(words.bounds[kind].length).toBeGreaterThan(0);
  });

  it.each(before)("%s: “%s 9 days” bounds the length on that side only", (kind, form) => {
    const { f, label } = duration(`${form} 9 ${day}`);
    const days = expectedDays(kind, 9);
    if (isUpper(kind)) {
      expect(f).toMatchObject({ durationTo: days });
      expect(f.durationFrom).toBeUndefined();
      expect(label).toBe(chipText("daysMax", days));
    } else {
      expect(f).toMatchObject({ durationFrom: days });
      expect(f.durationTo).toBeUndefined();
      expect(label).toBe(chipText("daysMin", days));
    }
  });

  it.each(before)("%s: “%s 2 weeks” in a longer question", (kind, form) => {
    const { f, label } = duration(`Japan ${form} 2 ${week}`);
    const days = expectedDays(kind, 14);
    expect(label).toBe(isUpper(kind) ? chipText("daysMax", days) : chipText("daysMin", days));
    expect(f.destinationId).toHaveLength(1);
  });

  it.each(after)("%s: “9 days %s” bounds the length on that side only", (kind, form) => {
    const { f, label } = duration(`9 ${day} ${form}`);
    if (isUpper(kind)) {
      expect(f).toMatchObject({ durationTo: 9 });
      expect(f.durationFrom).toBeUndefined();
      expect(label).toBe(chipText("daysMax", 9));
    } else {
      expect(f).toMatchObject({ durationFrom: 9 });
      expect(f.durationTo).toBeUndefined();
      expect(label).toBe(chipText("daysMin", 9));
    }
  });

  it.each(SAME_BOUNDS.flatMap(({ side, after: isAfter, forms }) => forms[language].map((form) => [side, form, isAfter === true] as const)))(
    "the common %s “%s” is in the table on that side, and read so on a price and a length",
    (side, form, isAfter) => {
      const listed = (Object.keys(words.bounds) as (keyof LexiconWords["bounds"])[]).filter((kind) => words.bounds[kind].includes(form));
      expect(
        listed.filter((kind) => kind.endsWith("After") === isAfter).length,
        `“${form}” is not in the ${language} bounds`,
      ).toBeGreaterThan(0);
      for (const kind of listed) expect(isUpper(kind) ? "ceiling" : "floor", `“${form}” is listed as ${kind}`).toBe(side);
      const price = interpretWithRules(isAfter ? `2000 ${currency} ${form}` : `${form} 2000 ${currency}`, { lexicon, today: TODAY });
      expect(price).toEqual(side === "ceiling" ? { priceTo: 200000 } : { priceFrom: 200000 });
      const { f } = duration(isAfter ? `10 ${day} ${form}` : `${form} 10 ${day}`);
      if (side === "ceiling") expect(f.durationFrom).toBeUndefined();
      else expect(f.durationTo).toBeUndefined();
      expect(f.durationFrom ?? f.durationTo).toBeGreaterThan(0);
    },
  );

  it.each([...before, ...after])("%s: “%s” on a price sets that side of the budget only", (kind, form) => {
    const question = kind.endsWith("After") ? `1500 ${currency} ${form}` : `${form} 1500 ${currency}`;
    const f = interpretWithRules(question, { lexicon, today: TODAY });
    const label = chipsOf(f, chipFormat, { unread: [], wishes: [] }).find((c) => c.id.startsWith("price"))?.label;
    if (isUpper(kind)) {
      expect(f).toEqual({ priceTo: 150000 });
      expect(label).toBe(chipFormat.t("aiSearch.chip.priceMax", { price: "1500 EUR" }));
    } else {
      expect(f).toEqual({ priceFrom: 150000 });
      expect(label).toBe(chipFormat.t("aiSearch.chip.priceMin", { price: "1500 EUR" }));
    }
  });

  it.each([...before, ...after])("%s: “%s” on a price after a place and a pause, every word read", (kind, form) => {
    const amount = kind.endsWith("After") ? `1500 ${currency} ${form}` : `${form} 1500 ${currency}`;
    const { interpretation: f, notes } = readQuestion(`Japan, ${amount}`, { lexicon, today: TODAY });
    expect(f.destinationId).toHaveLength(1);
    expect(isUpper(kind) ? f.priceTo : f.priceFrom).toBe(150000);
    expect(isUpper(kind) ? f.priceFrom : f.priceTo).toBeUndefined();
    expect(notes.unread).toEqual([]);
  });
});
