/**
 * The golden set (locales/ai-search/golden) and the blind set (locales/ai-search/blind) on the
 * rules engine alone, with the seed's place names: a quick check while editing the lexicon; the
 * same sets run on the built Worker in tests/integration/ai-search-golden.test.ts. Prints the
 * misses; fails below 95% exact in a language of the golden set, or below 90% over the blind set.
 */
import { describe, expect, it } from "vitest";
import en from "../../locales/ai-search/golden/en.json";
import it_ from "../../locales/ai-search/golden/it.json";
import es from "../../locales/ai-search/golden/es.json";
import fr from "../../locales/ai-search/golden/fr.json";
import de from "../../locales/ai-search/golden/de.json";
import blindEn from "../../locales/ai-search/blind/en.json";
import blindIt from "../../locales/ai-search/blind/it.json";
import blindEs from "../../locales/ai-search/blind/es.json";
import blindFr from "../../locales/ai-search/blind/fr.json";
import blindDe from "../../locales/ai-search/blind/de.json";
import { interpretWithRules } from "../../app/lib/ai-search";
import { normalForm, scoreGolden, type GoldenSet } from "../../app/lib/ai-search/golden";
import { lexiconFor, LEXICON_LANGUAGES, placesIn } from "./ai-search-support";

const SETS = { en, it: it_, es, fr, de } as Record<(typeof LEXICON_LANGUAGES)[number], GoldenSet>;

describe.each(LEXICON_LANGUAGES)("golden set in %s (rules)", (language) => {
  const set = SETS[language];
  it("has at least 40 questions", () => expect(set.questions.length).toBeGreaterThanOrEqual(40));
  it("is understood at least 95% exactly", () => {
    const lexicon = lexiconFor(language);
    const answers = set.questions.map((row) => interpretWithRules(row.q, { lexicon, today: set.today }));
    const score = scoreGolden(set.questions, placesIn(language), answers);
    for (const miss of score.misses) console.log(`[${language}] ${miss.q}\n  expected ${miss.expected}\n  got      ${miss.got}`);
    console.log(`[${language}] ${score.exact}/${score.total} exact (${(score.ratio * 100).toFixed(1)}%)`);
    expect(score.ratio).toBeGreaterThanOrEqual(0.95);
  });
});

describe("the blind set (rules)", () => {
  const BLIND = { en: blindEn, it: blindIt, es: blindEs, fr: blindFr, de: blindDe } as Record<
    (typeof LEXICON_LANGUAGES)[number],
    GoldenSet
  >;
  it("is understood at least 90% exactly over its five languages, and only grows", () => {
    let exact = 0;
    let total = 0;
    for (const language of LEXICON_LANGUAGES) {
      const set = BLIND[language];
      const lexicon = lexiconFor(language);
      const answers = set.questions.map((row) => interpretWithRules(row.q, { lexicon, today: set.today }));
      const score = scoreGolden(set.questions, placesIn(language), answers);
      for (const miss of score.misses) console.log(`[blind ${language}] ${miss.q}\n  expected ${miss.expected}\n  got      ${miss.got}`);
      exact += score.exact;
      total += score.total;
    }
    console.log(`[blind] ${exact}/${total} exact (${((exact / total) * 100).toFixed(1)}%)`);
    expect(total).toBeGreaterThanOrEqual(177);
    expect(exact / total).toBeGreaterThanOrEqual(0.9);
  });
});

describe("the sets' comparison", () => {
  it("takes every list as a set: the order of places and styles says nothing", () => {
    expect(normalForm({ travelStyles: ["RELAX", "PARTY"], destinationId: ["2", "1"] })).toBe(
      normalForm({ travelStyles: ["PARTY", "RELAX"], destinationId: ["1", "2"] }),
    );
  });
});
