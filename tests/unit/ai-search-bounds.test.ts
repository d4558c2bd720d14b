/**
 * Every bound form of every language (locales/ai-search/lexicon/<language>.json, bounds), on a
 * length in days and in weeks and on a price, before the number and after it: the chips the
 * page shows state the bound the question asked, never the opposite one. "No more than 9
 * days" is "Up to 9 days", never "At least 10 days". A form added to the table is tested here
 * without a new line.
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
import { translate } from "../../app/lib/format/translate";
import { lexiconFor, LEXICON_LANGUAGES, placesIn, type LexLanguage } from "./ai-search-support";

const WORDS = { en, it: it_, es, fr, de } as unknown as Record<LexLanguage, LexiconWords>;
const SITE = { en: "en-GB", it: "it", es: "es", fr: "fr", de: "de" } as const;
const TODAY = "2026-11-28";

const KINDS = ["atMost", "lessThan", "atLeast", "moreThan"] as const;
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
});
