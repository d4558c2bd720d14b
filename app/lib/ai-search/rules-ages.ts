/**
 * How old: ages, decades ("late twenties", "quarantenni", "anfang 40", "cuarenta y pico"),
 * "over/under N", birthdays ("my 50th birthday", "zum 50. Geburtstag"), several travellers
 * ("me 33 and my husband 44"), all as one span of years, then the site's age group that holds
 * it. The groups are 25–35, 35–49 and ALL, which means 25–49: an age outside 25–49 fits no
 * group, and the answer says so rather than widening it to everyone.
 */
import type { AgeBadge } from "../search/filter-fields";
import type { Lexicon, PhraseIndex } from "./lexicon";
import type { Reader } from "./reader";

/** The youngest and the oldest age any group takes. */
const YOUNGEST = 25;
const OLDEST = 49;
/** An age above every group, for "over 60" and the retired. */
const OLD = 120;

export type AgeReading = { badge: AgeBadge } | { outside: { from: number; to: number } } | null;

type Years = { lo: number; hi: number; from: number; to: number };

/** The group that holds every year of the span, once cut to the groups' own years; null when none can. */
export function ageBadgeOf(lo: number, hi: number): AgeBadge | null {
  const from = Math.max(lo, YOUNGEST);
  const to = Math.min(hi, OLDEST);
  if (from > to) return null;
  if (to <= 35) return "25-35";
  if (from >= 35) return "35-49";
  return "ALL";
}

/** "Over N": older than N, as far as the groups go (over 35 is 36–49); past the oldest group, no group. */
function over(n: number): [number, number] {
  return n < OLDEST ? [n + 1, OLDEST] : [n + 1, OLD];
}

/** "Under N": younger than N, from the youngest group up (under 30 is 25–29); below it, no group. */
function under(n: number): [number, number] {
  return n > YOUNGEST ? [YOUNGEST, n - 1] : [0, n - 1];
}

function decadeYears(decade: number, part: "early" | "mid" | "late" | null): [number, number] {
  if (part === "early") return [decade, decade + 3];
  if (part === "mid") return [decade + 3, decade + 6];
  if (part === "late") return [decade + 6, decade + 9];
  return [decade, decade + 9];
}

/** An age the traveller will have by the trip, where it was said (character offsets). */
export type FutureAge = { age: number; from: number; to: number };

/**
 * "I'll be 25 by the summer", "compirò 25 anni entro l'estate", "werde 25 bis zum Sommer": the
 * age on the trip. The time after the bound word says when the age is reached, not when the
 * trip leaves, so its words are used here and set no date.
 */
export function readFutureAge(r: Reader, lexicon: Lexicon): FutureAge | null {
  const { tokens } = r;
  for (let i = 0; i < tokens.length; i++) {
    const n = r.anyAt(i, lexicon.ageFuture);
    const token = tokens[i + n];
    if (!n || !token || r.used[i + n] || token.money || token.number === null || token.number < 16 || token.number > 99) continue;
    let end = i + n + 1;
    end += r.anyAt(end, lexicon.ageUnits);
    const by = lexicon.timeBounds.find((b) => (b.value === "until" || b.value === "before") && r.at(end, b.words));
    if (by) {
      let at = end + by.words.length;
      if (lexicon.filler.has(tokens[at]?.text ?? "") && !timeWordAt(r, lexicon, at)) at++;
      const time = timeWordAt(r, lexicon, at);
      if (time) end = at + time;
    }
    r.use(i, end - i);
    return { age: token.number, from: tokens[i]!.start, to: tokens[end - 1]!.end };
  }
  return null;
}

/** The length of a month, season or holiday name at i, else 0. */
function timeWordAt(r: Reader, lexicon: Lexicon, i: number): number {
  for (const index of [lexicon.index.months, lexicon.index.seasons, lexicon.index.holidays] as PhraseIndex<unknown>[])
    for (const entry of r.startingAt(index, i)) if (r.at(i, entry.words)) return entry.words.length;
  return 0;
}

export function readAge(r: Reader, lexicon: Lexicon, future: FutureAge | null = null): AgeReading {
  const { tokens } = r;
  const found: Years[] = [];
  /** Years found on the tokens [from, from + length); what the traveller reads back starts at `shown`. */
  const add = (lo: number, hi: number, from: number, length: number, shown = from) => {
    r.use(from, length);
    found.push({ lo, hi, from: tokens[shown]!.start, to: tokens[from + length - 1]!.end });
  };
  const unitAfter = (i: number) =>
    r.anyAt(i, lexicon.dayUnits) ||
    r.anyAt(i, lexicon.weekUnits) ||
    r.anyAt(i, lexicon.monthUnits) ||
    r.anyAt(i, lexicon.thousands) ||
    (lexicon.currencies.some((c) => r.at(i, c.words)) ? 1 : 0);
  const ageNumber = (i: number) => {
    const token = tokens[i];
    if (!token || r.used[i] || token.money) return null;
    const n = token.number ?? lexicon.ordinals.get(token.text) ?? null;
    return n !== null && n >= 16 && n <= 99 ? n : null;
  };
  for (let i = 0; i < tokens.length; i++) {
    const all = r.anyAt(i, lexicon.allAges);
    if (all) {
      r.use(i, all);
      return { badge: "ALL" };
    }
  }
  // Decades first: "young thirty-somethings" are in their early thirties, not young and thirty-something.
  for (let i = 0; i < tokens.length; i++) {
    for (const entry of r.startingAt(lexicon.index.decades, i)) {
      const n = r.at(i, entry.words);
      if (!n) continue;
      const qualifier = qualifierBefore(r, lexicon, i);
      const part = entry.value.part ?? qualifier.part;
      // "under 30s", "over 40s".
      const underBy = qualifier.length ? 0 : r.endingAt(i, lexicon.ageUnder);
      const overBy = qualifier.length || underBy ? 0 : r.endingAt(i, lexicon.ageOver);
      const around = qualifier.length || underBy || overBy ? 0 : r.endingAt(i, lexicon.ageAround);
      const lead = qualifier.length || underBy || overBy || around;
      const { decade } = entry.value;
      const [lo, hi] = underBy ? under(decade) : overBy ? [decade, over(decade - 1)[1]] : decadeYears(decade, part);
      add(lo, hi, i - lead, lead + n);
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    // "no young group", "pas de groupe de jeunes", "niente giovani": a youth group refused says no age.
    const young = r.anyAt(i, lexicon.young);
    const refused = young ? refusedBefore(r, lexicon, i) : -1;
    if (young && refused >= 0) r.use(refused, i + young - refused);
    else if (young) add(YOUNGEST, 35, i, young);
    // "mayores" are the old, "mayores de 35" those over 35.
    const seniors = r.anyAt(i, lexicon.ageOver) ? 0 : r.anyAt(i, lexicon.seniors);
    if (seniors) add(60, OLD, i, seniors);
    // A birthday: the number or ordinal just before it ("50th birthday", "zum 50. Geburtstag").
    const birthday = r.anyAt(i, lexicon.birthday);
    if (birthday) {
      for (let back = 1; back <= 3; back++) {
        const a = ageNumber(i - back);
        if (a === null) continue;
        add(a, a, i - back, back + birthday);
        break;
      }
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    const a = ageNumber(i);
    if (a === null || unitAfter(i + 1)) continue;
    // "over 35", "per over 35", "über 35", "Ü35", "más de 35 años", "under 30", "anfang 40", "sui 40".
    const dash = tokens[i - 1]?.text === "-" ? 1 : 0;
    const overBy = r.endingAt(i - dash, lexicon.ageOver);
    const underBy = overBy ? 0 : r.endingAt(i - dash, lexicon.ageUnder);
    const unit = r.anyAt(i + 1, lexicon.ageUnits) || (tokens[i + 1]?.text === "s" ? 1 : 0);
    if (overBy || underBy) {
      const [lo, hi] = overBy ? over(a) : under(a);
      add(lo, hi, i - dash - (overBy || underBy), (overBy || underBy) + dash + 1 + unit);
      continue;
    }
    const qualifier = a % 10 === 0 ? qualifierBefore(r, lexicon, i) : { part: null, length: 0 };
    if (qualifier.length) {
      const [lo, hi] = decadeYears(a, qualifier.part);
      add(lo, hi, i - qualifier.length, qualifier.length + 1 + unit);
      continue;
    }
    const around = r.endingAt(i, lexicon.ageAround);
    // "tenemos entre 26 y 33", "we're between 28 and 42": the traveller's words before "between".
    const betweenBy = around ? 0 : r.endingAt(i, lexicon.between);
    const prefix = around
      ? 0
      : betweenBy && r.endingAt(i - betweenBy, lexicon.agePrefix)
        ? betweenBy + r.endingAt(i - betweenBy, lexicon.agePrefix)
        : r.endingAt(i, lexicon.agePrefix);
    // Two travellers' ages after "of", joined by "and": "dos amigas de 45 y 47", "two friends of 45 and 47".
    const of = prefix || around ? 0 : r.endingAt(i, lexicon.ageOf);
    const and = of && r.anyAt(i + 1, lexicon.listJoin) === 1 && r.anyAt(i + 1, lexicon.rangeJoin) === 1 ? 1 : 0;
    const other = and ? ageNumber(i + 2) : null;
    // The ages close their clause, or years or a plain word follow ("un gruppo di 20 e 30 persone" counts people).
    const next = tokens[i + 3];
    const closes = !next || next.pause || r.used[i + 3] || lexicon.filler.has(next.text) || r.anyAt(i + 3, lexicon.ageUnits) > 0;
    if (other !== null && closes && !unitAfter(i + 3)) {
      const otherUnit = r.anyAt(i + 3, lexicon.ageUnits);
      add(Math.min(a, other), Math.max(a, other), i - of, of + 3 + otherUnit, i);
      continue;
    }
    // A pair: "25-35", "25-35 anni", "tra 35 e 49 anni", "28 y 39 años".
    const join = tokens[i + 1]?.text === "-" && !r.used[i + 1] ? 1 : r.anyAt(i + 1, lexicon.rangeJoin);
    const b = join ? ageNumber(i + 1 + join) : null;
    if (b !== null && b >= a) {
      const pairUnit = r.anyAt(i + 2 + join, lexicon.ageUnits);
      const known = (a === 25 && b === 35) || (a === 35 && b === 49);
      if (pairUnit || prefix || known) {
        add(a, b, i - prefix, prefix + 2 + join + pairUnit, i);
        continue;
      }
    }
    if (around && (unit || a >= 20)) {
      add(a - 2, a + 2, i - around, around + 1 + unit);
      continue;
    }
    // Once an age is said, another bare number of years is a fellow traveller's ("me 33 and my husband 44");
    // a number said as a clause of its own ("solo, 45, …") is the traveller's age too.
    const alone = tokens[i]!.number !== null && (i === 0 || tokens[i]!.pause) && (i + 1 === tokens.length || tokens[i + 1]!.pause);
    if (unit || prefix || alone || (found.length > 0 && tokens[i]!.number !== null)) add(a, a, i - prefix, prefix + 1 + unit, i);
  }
  // The age a traveller will have by the trip stands for the one said before it ("I'm 24 but I'll be 25").
  if (future) {
    const now = found.filter((y) => y.to <= future.from && y.hi < future.age).at(-1);
    if (now) found.splice(found.indexOf(now), 1);
    found.push({ lo: future.age, hi: future.age, from: future.from, to: future.to });
  }
  if (found.length === 0) return null;
  // Every traveller must fit the group: one whose years all lie outside the groups' (a mother of
  // 58 beside her son of 31) leaves no group, and the answer says so.
  const outsider = found.find((y) => y.hi < YOUNGEST || y.lo > OLDEST);
  if (outsider && found.length > 1) return { outside: { from: outsider.from, to: outsider.to } };
  const lo = Math.min(...found.map((y) => y.lo));
  const hi = Math.max(...found.map((y) => y.hi));
  const badge = ageBadgeOf(lo, hi);
  if (badge) return { badge };
  return { outside: { from: Math.min(...found.map((y) => y.from)), to: Math.max(...found.map((y) => y.to)) } };
}

/** Where a "no" starts before i in the same clause, three words back at most ("pas de fête ni de groupe de jeunes"); -1 if none. */
function refusedBefore(r: Reader, lexicon: Lexicon, i: number): number {
  for (let end = i; end >= Math.max(0, i - 3); end--) {
    if (r.tokens[end]?.pause) return -1;
    const not = r.endingAt(end, lexicon.negations);
    if (not) return end - not;
    if (r.tokens[end - 1]?.number != null) return -1;
  }
  return -1;
}

/** "early", "late", "anfang", "ende" just before a decade. */
function qualifierBefore(r: Reader, lexicon: Lexicon, i: number): { part: "early" | "mid" | "late" | null; length: number } {
  const early = r.endingAt(i, lexicon.early);
  if (early) return { part: "early", length: early };
  const mid = r.endingAt(i, lexicon.mid);
  if (mid) return { part: "mid", length: mid };
  const late = r.endingAt(i, lexicon.late);
  if (late) return { part: "late", length: late };
  return { part: null, length: 0 };
}
