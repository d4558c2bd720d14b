/**
 * Where: countries, continents, single-country places (islands, cities, landmarks), country
 * adjectives ("norwegian fjords") and regions of several countries, longest names first.
 *
 * - A region is its countries, never a continent; qualified by one of its own countries right
 *   beside it ("Patagonia argentina", "schwedisch Lappland", "Lapland in Finland",
 *   "Seidenstraße Buchara") it is that country only. Listed with another place ("Machu Picchu
 *   and Lake Titicaca") it keeps all its countries.
 * - A place after a "not" is left out ("Southeast Asia but not Thailand", "sin México"), and
 *   so is every place joined to it ("except Indonesia and the Philippines", "ni Egipto").
 *   A continent less a country is the continent's countries without it; a region less one of
 *   its countries, the others; "not in Europe" alone is every other continent, Antarctica
 *   included (its trips leave in its own season, so it never fills a search out of season).
 */
import type { Lexicon, PlaceName } from "./lexicon";
import { insideLongerPhrase, type Reader } from "./reader";

type Match = { at: number; end: number; name: PlaceName; negated: boolean };

export function readPlaces(r: Reader, lexicon: Lexicon): { destinationId?: string[]; continentId?: string[] } {
  const matches: Match[] = [];
  const elsewhere: [number, number][] = [];
  for (const { at: i, entry } of r.starts(lexicon.index.places)) {
    const n = r.at(i, entry.words);
    if (!n) continue;
    // "Chinese New Year", "capodanno cinese": a country's adjective inside a holiday's name is the
    // holiday's, not a place (a place named in one, "Rio carnival", stays a place).
    if (entry.value.adjective && insideHoliday(r, lexicon, i, n)) continue;
    r.use(i, n);
    if (entry.value.places.length === 0) {
      elsewhere.push([i, n]);
      continue;
    }
    // "le isole della Polinesia francese" is French Polynesia, not a wish for islands.
    const of = r.endingAt(i, lexicon.placeOf);
    if (of) r.use(i - of, of);
    // "south India", "sud dell'India", "Inde du Sud": a part of one country is that country.
    const country = !entry.value.region && entry.value.places.every((p) => p.kind === "destinationId");
    const before = country ? partBefore(r, lexicon, i - of) : 0;
    const after = country ? partAfter(r, lexicon, i + n) : 0;
    const negated = r.negatedAt(i - of - before, false, i + n + after);
    matches.push({ at: i - of - before, end: i + n + after, name: entry.value, negated });
  }
  // A country the catalogue lacks stays unread: the answer shows it as not understood.
  for (const [i, n] of elsewhere) for (let k = i; k < i + n; k++) r.used[k] = false;
  matches.sort((a, b) => a.at - b.at);
  carryNegation(r, lexicon, matches);

  const included = matches.filter((m) => !m.negated);
  const destinations: string[] = [];
  const continents: string[] = [];
  const push = (list: string[], id: string) => {
    if (!list.includes(id)) list.push(id);
  };
  for (const m of included) {
    const countries = m.name.places.filter((p) => p.kind === "destinationId").map((p) => p.id);
    if (m.name.region && qualifiedBy(r, lexicon, m, included, countries)) continue;
    for (const id of countries) push(destinations, id);
    for (const p of m.name.places) if (p.kind === "continentId") push(continents, p.id);
  }
  const excluded = matches.filter((m) => m.negated).flatMap((m) => m.name.places);
  // A region left out keeps a country of it named for itself ("Patagonia no, Chile por el norte").
  const named = new Set(included.filter((m) => !m.name.region).flatMap((m) => m.name.places.map((p) => p.id)));
  const regionOnly = new Set(
    matches.filter((m) => m.negated && m.name.region).flatMap((m) => m.name.places.filter((p) => named.has(p.id)).map((p) => p.id)),
  );
  const excludedCountries = new Set(excluded.filter((p) => p.kind === "destinationId" && !regionOnly.has(p.id)).map((p) => p.id));
  const excludedContinents = new Set(excluded.filter((p) => p.kind === "continentId").map((p) => p.id));

  let keptContinents = continents.filter((id) => !excludedContinents.has(id));
  let keptDestinations = destinations;
  if (excludedCountries.size) {
    // A continent less some of its countries is written as its other countries.
    for (const id of keptContinents) for (const country of lexicon.countriesOf.get(id) ?? []) push(keptDestinations, country);
    if (keptContinents.some((id) => lexicon.countriesOf.has(id)))
      keptContinents = keptContinents.filter((id) => !lexicon.countriesOf.has(id));
    keptDestinations = keptDestinations.filter((id) => !excludedCountries.has(id));
  }
  if (excludedContinents.size && keptContinents.length === 0 && keptDestinations.length === 0) {
    keptContinents = lexicon.continentIds.filter((c) => !excludedContinents.has(c.id)).map((c) => c.id);
  }
  return {
    ...(keptDestinations.length ? { destinationId: keptDestinations } : {}),
    ...(keptContinents.length ? { continentId: keptContinents } : {}),
  };
}

/** Whether the words [i, i + n) lie inside a longer holiday's name found there. */
function insideHoliday(r: Reader, lexicon: Lexicon, i: number, n: number): boolean {
  return insideLongerPhrase(r, lexicon.index.holidays, i, n, 3);
}

/** Whether the tokens [from, to) are short words not used yet (articles, "of", "del", "du"). */
function shortWords(r: Reader, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const token = r.tokens[k];
    if (!token || r.used[k] || token.number !== null || token.text.length > 4) return false;
  }
  return true;
}

/** A part-of-country word before the name ("south India", "il sud dell'India"), two short words apart at most; its length to the name, used. */
function partBefore(r: Reader, lexicon: Lexicon, at: number): number {
  for (let gap = 0; gap <= 2; gap++) {
    const n = shortWords(r, at - gap, at) ? r.endingAt(at - gap, lexicon.compass) : 0;
    if (n) {
      r.use(at - gap - n, n + gap);
      return n + gap;
    }
  }
  return 0;
}

/** A part-of-country word after the name ("Inde du Sud", "India del nord", "Italia settentrionale"); its length from the name, used. */
function partAfter(r: Reader, lexicon: Lexicon, end: number): number {
  for (let gap = 0; gap <= 1; gap++) {
    const n = shortWords(r, end, end + gap) ? r.anyAt(end + gap, lexicon.compass) : 0;
    if (n) {
      r.use(end, gap + n);
      return gap + n;
    }
  }
  return 0;
}

/** Whether a place of one of the region's countries stands right beside it, a filler word apart at most. */
function qualifiedBy(r: Reader, lexicon: Lexicon, region: Match, included: Match[], countries: string[]): boolean {
  return included.some((m) => {
    if (m === region || m.name.region) return false;
    if (!m.name.places.some((p) => p.kind === "destinationId" && countries.includes(p.id))) return false;
    const [from, to] = m.at >= region.end ? [region.end, m.at] : [m.end, region.at];
    if (to - from > 1) return false;
    for (let i = from; i < to; i++) {
      const text = r.tokens[i]!.text;
      if (!lexicon.filler.has(text) || lexicon.listJoin.some((w) => w.length === 1 && w[0] === text)) return false;
    }
    return true;
  });
}

/**
 * "except Indonesia and the Philippines", "sauf le Belize et le Salvador", "ni en Afrique ni en
 * Asie": a place joined to a left-out one by "and", "or", "ni" (and short words such as
 * articles) is left out too.
 */
function carryNegation(r: Reader, lexicon: Lexicon, matches: Match[]): void {
  for (let k = 1; k < matches.length; k++) {
    const before = matches[k - 1]!;
    const m = matches[k]!;
    if (!before.negated || m.negated) continue;
    const gap = m.at - before.end;
    if (gap < 1 || gap > 3) continue;
    let joined = false;
    let short = true;
    for (let i = before.end; i < m.at; i++) {
      const token = r.tokens[i]!;
      if (lexicon.listJoin.some((w) => w.length === 1 && w[0] === token.text)) joined = true;
      else if (token.number !== null || token.text.length > 4) short = false;
    }
    if (!joined || !short) continue;
    r.use(before.end, gap);
    m.negated = true;
  }
}
