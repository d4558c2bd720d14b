/**
 * The question sets on the BUILT Worker: the golden set (locales/ai-search/golden/<language>.json,
 * written beside the rules) and the blind set (locales/ai-search/blind, written by someone who
 * never read them). Every question is asked on its site's AI search page, the filters read back
 * from the page (the interpretation the page shows, before any loosening) and compared, field
 * by field, with the filters the row expects. Periods are read from the set's `today`
 * (AI_SEARCH_TODAY), places matched to the catalogue by ISO code. Prints the score per language
 * and every miss; fails below 95% exact in a language of the golden set, or below 90% over the
 * blind set.
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
import { INTERPRETED_FIELDS, type Interpretation } from "../../app/lib/ai-search";
import { scoreGolden, type GoldenSet, type PlaceCodes } from "../../app/lib/ai-search/golden";
import { parseSearchFilters } from "../../app/lib/search/filters";
import { catalogueScript, generateCatalogue } from "../../scripts/seed/index";
import { getTenant } from "../../tenants";
import { routeTable } from "../../tenants/routes";
import { startSite, type Site } from "./harness";
import { pageOf } from "./html";

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
      const answers: Interpretation[] = [];
      for (const row of set.questions) answers.push(await understood(site, set.site, row.q));
      const score = scoreGolden(set.questions, places, answers);
      for (const miss of score.misses) console.log(`[${name} ${language}] ${miss.q}\n  expected ${miss.expected}\n  got      ${miss.got}`);
      console.log(`${name} ${language} on ${set.site}: ${score.exact}/${score.total} exact (${(score.ratio * 100).toFixed(1)}%)`);
      totals.exact += score.exact;
      totals.total += score.total;
      expect(score.ratio).toBeGreaterThanOrEqual(perLanguage);
    },
    180_000,
  );

  it("is understood overall", () => {
    expect(totals.total).toBeGreaterThan(0);
    expect(totals.exact / totals.total).toBeGreaterThanOrEqual(overall);
  });
});
