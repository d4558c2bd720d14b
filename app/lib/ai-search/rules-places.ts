/**
 * Where: countries, continents, single-country places (islands, cities, landmarks), country
 * adjectives ("norwegian fjords") and regions of several countries, longest names first.
 *
 * - A region is its countries, never a continent; qualified by one of its own countries right
 *   beside it ("Patagonia argentina", "schwedisch Lappland", "Lapland in Finland",
 *   "Seidenstraße Buchara") it is that country only. Listed with another place ("Machu Picchu
 *   and Lake Titicaca") it keeps all its countries.
 * - A place after a "not" is left out ("Southeast Asia but not Thailand", "sin México"), and
 *   so is every place of the list it opens ("except Indonesia and the Philippines", "ni
 *   Egipto", "aber nicht Marokko, Tunesien oder Ägypten"), countries, regions and continents.
 * - A place inside a holiday's name is the holiday's ("Día de Andalucía"), unless the name says
 *   where a festival is held ("Rio carnival").
 *   A continent less a country is the continent's countries without it; a region less one of
 *   its countries, the others; "not in Europe" alone is every other continent, Antarctica
 *   included (its trips leave in its own season, so it never fills a search out of season).
 */
import { namesItsPlace } from "./holidays";
import type { Lexicon, PlaceName } from "./lexicon";
import { insideLongerPhrase, type Reader } from "./reader";

type Match = { at: number; end: number; name: PlaceName; negated: boolean };

export function readPlaces(r: Reader, lexicon: Lexicon): { destinationId?: string[]; continentId?: string[] } {
  const matches: Match[] = [];
  const elsewhere: [number, number][] = [];
  for (const { at: i, entry } of r.starts(lexicon.index.places)) {
    const n = r.at(i, entry.words);
    if (!n) continue;
    // "Chinese New Year", "capodanno cinese", "Día de Andalucía", "puente de la Asunción": a place
    // or a country's adjective inside a holiday's name is the holiday's, not a place asked; a
    // festival's name that says where it is held ("Rio carnival") asks for that place too.
    if (insideHoliday(r, lexicon, i, n, entry.value.adjective === true)) continue;
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
  carryNegation(r, lexicon, matches, elsewhere);

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

/** Whether the words [i, i + n) lie inside a longer holiday's name found there, one that holds no place (any, for an adjective). */
function insideHoliday(r: Reader, lexicon: Lexicon, i: number, n: number, adjective: boolean): boolean {
  return insideLongerPhrase(
    r,
    lexicon.index.holidays,
    i,
    n,
    5,
    (holiday) => adjective || holiday === "monsoonFree" || !namesItsPlace(holiday),
  );
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
 * A "not" reaches over a whole list: "except Indonesia and the Philippines", "sauf le Belize et
 * le Salvador", "ni en Afrique ni en Asie", "nicht Marokko, Tunesien oder Ägypten", "tranne la
 * Cina, il Giappone e l'India", "sin México, Guatemala ni Belice". A place joined to a left-out
 * one by "and", "or", "ni" (short words such as articles may stand between) is left out too; so
 * is one after a comma, when the list goes on to such a join ("A, B or C") or when a place asked
 * already holds it ("Afrika ohne Marokko, Tunesien": naming Tunisia again would ask nothing).
 * After a comma alone, a place that adds to the search stays asked ("nicht Italien, Spanien").
 * A country the catalogue lacks may stand in the list: it is passed over, and shown unread.
 */
function carryNegation(r: Reader, lexicon: Lexicon, matches: Match[], elsewhere: [number, number][]): void {
  const separation = (before: Match, m: Match) => listSeparation(r, lexicon, before.end, m.at, elsewhere);
  for (let k = 1; k < matches.length; k++) {
    const before = matches[k - 1]!;
    const m = matches[k]!;
    if (!before.negated || m.negated) continue;
    const joined = separation(before, m);
    if (!joined) continue;
    let carried = joined === "join";
    // A comma: the list is one when it goes on, comma by comma, to a join word.
    for (let j = k; !carried && joined === "comma" && j + 1 < matches.length; j++) {
      const next = separation(matches[j]!, matches[j + 1]!);
      if (!next) break;
      if (next === "join") carried = true;
    }
    if (!carried && joined === "comma") carried = heldByAnother(lexicon, m, matches);
    if (!carried) continue;
    for (let i = before.end; i < m.at; i++) if (!inside(elsewhere, i)) r.use(i, 1);
    m.negated = true;
  }
}

/** Whether the token stands in a country the catalogue lacks. */
function inside(ranges: [number, number][], i: number): boolean {
  return ranges.some(([at, n]) => i >= at && i < at + n);
}

/**
 * What stands between two places of a list (the tokens [from, to)): "join" when a join word
 * ("and", "oder", "ni") does, "comma" when only punctuation and short words (articles) do, else
 * nothing: they are not one list. Three short words at most; a country the catalogue lacks
 * counts as one more item of the list, and a word read already (the "no" of "Messico no,
 * Perù") ends it.
 */
function listSeparation(r: Reader, lexicon: Lexicon, from: number, to: number, elsewhere: [number, number][]): "join" | "comma" | null {
  let joined = false;
  let pause = r.tokens[to]?.pause === true;
  let words = 0;
  for (let i = from; i < to; i++) {
    const token = r.tokens[i]!;
    if (token.pause) pause = true;
    if (inside(elsewhere, i)) continue;
    if (r.used[i]) return null;
    if (lexicon.listJoin.some((w) => w.length === 1 && w[0] === token.text)) joined = true;
    else if (token.number !== null || token.text.length > 4) return null;
    if (++words > 3) return null;
  }
  return joined ? "join" : pause ? "comma" : null;
}

/** Whether another place asked, a continent or a region, holds every country of the place. */
function heldByAnother(lexicon: Lexicon, m: Match, matches: Match[]): boolean {
  const countries = m.name.places.filter((p) => p.kind === "destinationId").map((p) => p.id);
  if (countries.length === 0 || countries.length < m.name.places.length) return false;
  return matches.some((other) => {
    if (other === m || other.negated) return false;
    const held = new Set<string>();
    for (const p of other.name.places) {
      if (p.kind === "continentId") for (const id of lexicon.countriesOf.get(p.id) ?? []) held.add(id);
      else if (other.name.region) held.add(p.id);
    }
    return countries.every((id) => held.has(id));
  });
}
