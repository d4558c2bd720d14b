/**
 * The golden set (locales/ai-search/golden) on the rules engine alone, with the seed's place
 * names: a quick check while editing the lexicon; the same set runs on the built Worker in
 * tests/integration/ai-search-golden.test.ts. Prints the misses, fails below 95% exact.
 */
import { describe, expect, it } from "vitest";
import en from "../../locales/ai-search/golden/en.json";
import it_ from "../../locales/ai-search/golden/it.json";
import es from "../../locales/ai-search/golden/es.json";
import fr from "../../locales/ai-search/golden/fr.json";
import de from "../../locales/ai-search/golden/de.json";
import { interpretWithRules } from "../../app/lib/ai-search";
import { scoreGolden, type GoldenSet } from "../../app/lib/ai-search/golden";
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
