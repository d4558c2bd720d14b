/**
 * The golden set (locales/ai-search/golden/<language>.json, issue 25 item 4) on the BUILT
 * Worker: every question asked on its site's AI search page, the filters read back from the
 * page (the interpretation the page shows, before any loosening) and compared, field by
 * field, with the filters the row expects. Periods are read from the set's `today`
 * (AI_SEARCH_TODAY), places matched to the catalogue by ISO code. Prints the score per
 * language and every miss; fails below 95% exact.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../../locales/ai-search/golden/en.json";
import it_ from "../../locales/ai-search/golden/it.json";
import es from "../../locales/ai-search/golden/es.json";
import fr from "../../locales/ai-search/golden/fr.json";
import de from "../../locales/ai-search/golden/de.json";
import { INTERPRETED_FIELDS, type Interpretation } from "../../app/lib/ai-search";
import { scoreGolden, type GoldenSet, type PlaceCodes } from "../../app/lib/ai-search/golden";
import { parseSearchFilters } from "../../app/lib/search/filters";
import { catalogueScript, generateCatalogue } from "../../scripts/seed/index";
import { getTenant } from "../../tenants";
import { routeTable } from "../../tenants/routes";
import { startSite, type Site } from "./harness";
import { pageOf } from "./html";

const SETS = { en, it: it_, es, fr, de } as Record<string, GoldenSet>;
const TODAY = "2026-11-25";

let site: Site;
let places: PlaceCodes;
beforeAll(async () => {
  for (const set of Object.values(SETS)) expect(set.today).toBe(TODAY);
  site = await startSite({ bindings: { AI_SEARCH_TODAY: TODAY } });
  await site.db.exec(catalogueScript(generateCatalogue({ scale: 0.1, today: new Date(`${TODAY}T12:00:00Z`) })));
  const continents = await site.db.prepare("SELECT id, code FROM continents").all<{ id: number; code: string }>();
  const countries = await site.db
    .prepare("SELECT id, iso_alpha3 AS isoCodeAlpha3 FROM countries")
    .all<{ id: number; isoCodeAlpha3: string }>();
  places = { continents: continents.results, countries: countries.results };
}, 120_000);
afterAll(() => site?.close());

/** What the page understood: its data-understood query string, back to the interpreted fields. */
async function understood(tenant: string, question: string): Promise<Interpretation> {
  const path = routeTable["search-ai"][getTenant(tenant)!.pathLocale];
  const response = await site.fetch(tenant, `${path}?${new URLSearchParams({ q: question })}`);
  expect(response.status).toBe(200);
  const query = (await pageOf(response)).querySelector(".ai-search-answer")?.getAttribute("data-understood");
  if (query === undefined || query === null) return {};
  const filters = parseSearchFilters(query);
  const out: Record<string, unknown> = {};
  for (const field of INTERPRETED_FIELDS) if (filters[field] !== undefined) out[field] = filters[field];
  return out as Interpretation;
}

describe.each(Object.keys(SETS))("the golden set in %s", (language) => {
  it("is understood at least 95% exactly on its site", async () => {
    const set = SETS[language]!;
    expect(set.questions.length).toBeGreaterThanOrEqual(40);
    const answers: Interpretation[] = [];
    for (const row of set.questions) answers.push(await understood(set.site, row.q));
    const score = scoreGolden(set.questions, places, answers);
    for (const miss of score.misses) console.log(`[${language}] ${miss.q}\n  expected ${miss.expected}\n  got      ${miss.got}`);
    console.log(`golden ${language} on ${set.site}: ${score.exact}/${score.total} exact (${(score.ratio * 100).toFixed(1)}%)`);
    expect(score.ratio).toBeGreaterThanOrEqual(0.95);
  }, 180_000);
});
