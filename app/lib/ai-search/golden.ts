/**
 * The golden set (locales/ai-search/golden/<language>.json): questions as people type them, each
 * with the filters it must produce. Places are ISO codes there and prices whole currency units,
 * so the set reads well and survives a new catalogue; this module turns a row into the exact
 * interpretation expected on a given catalogue and scores an engine's answers. Pure: the
 * integration test, the unit test and `npm run ai:eval` share it.
 */
import { INTERPRETED_FIELDS, type Interpretation } from "./schema";

export type GoldenExpectation = Omit<Interpretation, "destinationId" | "continentId"> & {
  destinations?: string[];
  continents?: string[];
};
export type GoldenRow = { q: string; expect: GoldenExpectation };
export type GoldenSet = { site: string; today: string; questions: GoldenRow[] };

export type PlaceCodes = {
  continents: { id: number | string; code: string }[];
  countries: { id: number | string; isoCodeAlpha3: string }[];
};

/** A row's expectation on this catalogue; an unknown code is an error in the set, not a miss. */
export function expectedFilters(row: GoldenRow, places: PlaceCodes): Interpretation {
  const { destinations, continents, priceFrom, priceTo, ...rest } = row.expect;
  const idOf = (list: { id: number | string; code: string }[], code: string) => {
    const found = list.find((p) => p.code === code);
    if (!found) throw new Error(`golden set: "${row.q}" names ${code}, which the catalogue does not have`);
    return String(found.id);
  };
  const countries = places.countries.map((c) => ({ id: c.id, code: c.isoCodeAlpha3 }));
  const out: Interpretation = { ...rest };
  if (destinations) out.destinationId = destinations.map((c) => idOf(countries, c));
  if (continents) out.continentId = continents.map((c) => idOf(places.continents, c));
  if (priceFrom !== undefined) out.priceFrom = priceFrom * 100;
  if (priceTo !== undefined) out.priceTo = priceTo * 100;
  return out;
}

/** One normal form to compare: every interpreted field, every list as a set (places, styles, statuses: their order says nothing). */
export function normalForm(f: Interpretation): string {
  const out: Record<string, unknown> = {};
  for (const field of INTERPRETED_FIELDS) {
    const v = f[field];
    if (v === undefined || v === false || (Array.isArray(v) && v.length === 0)) continue;
    out[field] = Array.isArray(v) ? [...(v as string[])].sort() : v;
  }
  return JSON.stringify(out);
}

export type GoldenMiss = { q: string; expected: string; got: string };
export type GoldenScore = { total: number; exact: number; ratio: number; misses: GoldenMiss[] };

export function scoreGolden(rows: GoldenRow[], places: PlaceCodes, answers: Interpretation[]): GoldenScore {
  const misses: GoldenMiss[] = [];
  rows.forEach((row, i) => {
    const expected = normalForm(expectedFilters(row, places));
    const got = normalForm(answers[i] ?? {});
    if (expected !== got) misses.push({ q: row.q, expected, got });
  });
  const exact = rows.length - misses.length;
  return { total: rows.length, exact, ratio: rows.length ? exact / rows.length : 0, misses };
}
