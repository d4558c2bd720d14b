/**
 * The question sets on the BUILT Worker: the golden set (locales/ai-search/golden/<language>.json,
 * written beside the rules) and the blind set (locales/ai-search/blind, written by someone who
 * never read them). Every question is asked on its site's AI search page, the filters read back
 * from the page (the interpretation the page shows, before any loosening) and compared, field
 * by field, with the filters the row expects. Periods are read from the set's `today`
 * (AI_SEARCH_TODAY), places matched to the catalogue by ISO code.
 *
 * `npm run test:stress` (STRESS=1, or AI_GOLDEN_ALL=1) asks every question of both sets: it prints
 * the score per language and every miss, and fails below 95% exact in a language of the golden
 * set, or below 90% over the blind set. `npm test` asks a fixed sample of them (the same every
 * run: SAMPLE_PER_LANGUAGE of each language, drawn by a seeded shuffle) and holds each answer to
 * the rules engine's own answer to that question, computed here in-process: the built Worker,
 * its page and its catalogue of places must understand exactly what the rules understand. The
 * rules engine's score over every question of both sets is tests/unit/ai-search-golden.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
import { INTERPRETED_FIELDS, interpretWithRules, type Interpretation } from "../../app/lib/ai-search";
import { normalForm, scoreGolden, type GoldenSet, type PlaceCodes } from "../../app/lib/ai-search/golden";
import { parseSearchFilters } from "../../app/lib/search/filters";
import { catalogueScript, generateCatalogue } from "../../scripts/seed/index";
import { getTenant } from "../../tenants";
import { routeTable } from "../../tenants/routes";
import { startSite, type Site } from "./harness";
import { pageOf } from "./html";
import { createRandom } from "../../scripts/seed/prng";
import { STRESS } from "../support/stress";
import { lexiconFor, type LexLanguage } from "../unit/ai-search-support";

/** Every question (the stress run), or a fixed sample of each language's (`npm test`). */
const EVERY_QUESTION = STRESS || process.env.AI_GOLDEN_ALL === "1";
const SAMPLE_PER_LANGUAGE = { golden: 12, blind: 5 } as const;

/** The same questions every run: a sample drawn by the seed's own stream, seeded by the language. */
function sampleOf<T>(rows: T[], count: number, seed: string): T[] {
  const hash = [...seed].reduce((value, char) => Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0, 2166136261);
  return createRandom(hash).sample(rows, count);
}

const QUESTION_SETS = [
  { name: "golden", sets: { en, it: it_, es, fr, de } as Record<string, GoldenSet>, perLanguage: 0.95, overall: 0.95 },
  {
    name: "blind",
    sets: { en: blindEn, it: blindIt, es: blindEs, fr: blindFr, de: blindDe } as Record<string, GoldenSet>,
    perLanguage: 0,
    overall: 0.9,
  },
];

/** What the page understood: its data-understood query string, back to the interpreted fields. */
async function understood(site: Site, tenant: string, question: string): Promise<Interpretation> {
  const path = routeTable["search-ai"][getTenant(tenant)!.pathLocale];
  const response = await site.fetch(tenant, `${path}?${new URLSearchParams({ q: question })}`);
  expect(response.status).toBe(200);
  const query = (await pageOf(response)).querySelector(".ai-search-answer")?.getAttribute("data-understood");
  if (query === undefined || query === null) return {};
  const filters = parseSearchFilters(query);
  const params = new URLSearchParams(query);
  const out: Record<string, unknown> = {};
  // Only the fields the query writes: the status list has a default the question never asked for.
  for (const field of INTERPRETED_FIELDS)
    if (filters[field] !== undefined && (params.has(field) || params.has(`${field}[]`))) out[field] = filters[field];
  return out as Interpretation;
}

describe.each(QUESTION_SETS)("the $name set", ({ name, sets, perLanguage, overall }) => {
  const today = Object.values(sets)[0]!.today;
  let site: Site;
  let places: PlaceCodes;
  const totals = { exact: 0, total: 0 };
  beforeAll(async () => {
    for (const set of Object.values(sets)) expect(set.today).toBe(today);
    site = await startSite({ bindings: { AI_SEARCH_TODAY: today } });
    await site.db.exec(catalogueScript(generateCatalogue({ scale: 0.1, today: new Date(`${today}T12:00:00Z`) })));
    const continents = await site.db.prepare("SELECT id, code FROM continents").all<{ id: number; code: string }>();
    const countries = await site.db
      .prepare("SELECT id, iso_alpha3 AS isoCodeAlpha3 FROM countries")
      .all<{ id: number; isoCodeAlpha3: string }>();
    places = { continents: continents.results, countries: countries.results };
  }, 120_000);
  afterAll(() => site?.close());

  it.each(Object.keys(sets))(
    `is understood on its site in %s`,
    async (language) => {
      const set = sets[language]!;
      expect(set.questions.length).toBeGreaterThanOrEqual(30);
      const rows = EVERY_QUESTION
        ? set.questions
        : sampleOf(set.questions, SAMPLE_PER_LANGUAGE[name as keyof typeof SAMPLE_PER_LANGUAGE], `${name}:${language}`);
      const answers: Interpretation[] = [];
      for (const row of rows) answers.push(await understood(site, set.site, row.q));
      const score = scoreGolden(rows, places, answers);
      for (const miss of score.misses) console.log(`[${name} ${language}] ${miss.q}\n  expected ${miss.expected}\n  got      ${miss.got}`);
      console.log(
        `${name} ${language} on ${set.site}: ${score.exact}/${score.total} exact (${(score.ratio * 100).toFixed(1)}%)${EVERY_QUESTION ? "" : " of a sample"}`,
      );
      if (EVERY_QUESTION) {
        totals.exact += score.exact;
        totals.total += score.total;
        expect(score.ratio).toBeGreaterThanOrEqual(perLanguage);
        return;
      }
      // The sample: what the page understood is what the rules engine understands, question by question.
      const lexicon = lexiconFor(language as LexLanguage);
      const differing = rows.flatMap((row, i) => {
        const page = normalForm(answers[i]!);
        const rules = normalForm(interpretWithRules(row.q, { lexicon, today }));
        return page === rules ? [] : [`${row.q}\n  rules ${rules}\n  page  ${page}`];
      });
      expect(differing).toEqual([]);
      expect(rows).toHaveLength(SAMPLE_PER_LANGUAGE[name as keyof typeof SAMPLE_PER_LANGUAGE]);
    },
    180_000,
  );

  // The overall score is over every question: the stress run's here, the rules engine's in the unit test.
  if (EVERY_QUESTION)
    it("is understood overall", () => {
      expect(totals.total).toBeGreaterThan(0);
      expect(totals.exact / totals.total).toBeGreaterThanOrEqual(overall);
    });
});
