/**
 * How long and how much: numbers become durations or a budget by the words around them
 * ("less than a week", "no more than 9 days", "10 jours maximum", "3 or 4 days", "under 2k",
 * "between $1200 and $2000", "cheap"). Every bound form of the language is read from one table
 * (lexicon bounds), longest first, so "no more than" is never read as "more than".
 */
import { MAX_PRICE_CENTS } from "../search/filter-fields";
import type { BoundKind, Lexicon } from "./lexicon";
import type { Reader } from "./reader";

/** "Cheap" with no number: under 1,000 in the site's currency (the search's own price hint). */
export const CHEAP_CENTS = 100_000;

type Bound = { kind: BoundKind; length: number };

/** A "not" turns a bound round: "not over", "nothing above", "q no pase de", "nicht über" are ceilings, "not under" a floor. */
const NEGATED: Partial<Record<BoundKind, BoundKind>> = { moreThan: "atMost", lessThan: "atLeast" };

/** The bound form that ends just before `end`, the longest one, turned round by a "not" just before it. */
export function boundBefore(r: Reader, lexicon: Lexicon, end: number): Bound | null {
  for (const entry of lexicon.bounds) {
    const length = entry.words.length;
    if (!r.at(end - length, entry.words)) continue;
    const turned = NEGATED[entry.value];
    const not = turned && !r.tokens[end - length]!.pause ? r.endingAt(end - length, lexicon.negations) : 0;
    return not ? { kind: turned!, length: length + not } : { kind: entry.value, length };
  }
  return null;
}

/** A bound form just after a quantity ("10 days max"), unless a price follows it ("7 giorni massimo 1200 euro"). */
function boundAfter(r: Reader, lexicon: Lexicon, i: number): Bound | null {
  for (const entry of lexicon.boundsAfter) {
    const n = r.at(i, entry.words);
    if (!n) continue;
    const next = r.tokens[i + n];
    if (next && (next.number !== null || lexicon.currencies.some((c) => r.at(i + n, c.words)))) return null;
    return { kind: entry.value, length: n };
  }
  return null;
}

/** A long weekend, and a short trip over a bridge ("Brückentag … Kurztrip"): three or four days. */
const LONG_WEEKEND = { durationFrom: 3, durationTo: 4 };

/** `bridge`: the days off around a holiday were asked, so a short trip is one of those days off. */
export function readDuration(r: Reader, lexicon: Lexicon, bridge = false): { durationFrom?: number; durationTo?: number } {
  const short = readLength(r, lexicon);
  return bridge && short.durationFrom === undefined && short.durationTo !== undefined && short.durationTo <= 6 && short.durationTo > 4
    ? { ...LONG_WEEKEND }
    : short;
}

function readLength(r: Reader, lexicon: Lexicon): { durationFrom?: number; durationTo?: number } {
  const { tokens } = r;
  // A length word with its number in it ("quinze jours", "un mese") is a phrase, not a number of days.
  const counted = durationWord(r, lexicon, (words) => words.some((w) => /^\d/.test(w) || lexicon.numbers.has(w)));
  if (counted) return counted;
  for (let i = 0; i < tokens.length; i++) {
    const n = r.numberAt(i);
    if (n === null || tokens[i]!.money) continue;
    const days = r.anyAt(i + 1, lexicon.dayUnits);
    const weeks = days ? 0 : r.anyAt(i + 1, lexicon.weekUnits);
    if (!days && !weeks) continue;
    const unit = weeks ? 7 : 1;
    let start = i;
    let low: number | null = null;
    let exact = false;
    // "10-14 giorni", "da 10 a 14 giorni", "between 10 and 14 days", "3 o 4 días"
    const dash = tokens[i - 1]?.text === "-" && !r.used[i - 1] ? 1 : 0;
    const or = dash ? 0 : r.endingAt(i, lexicon.orJoin);
    const join = dash || or || r.endingAt(i, lexicon.rangeJoin);
    if (join) {
      const first = r.numberAt(i - join - 1);
      if (first !== null && first <= n) {
        low = first;
        start = i - join - 1;
        exact = or > 0;
      }
    }
    let end = i + 1 + (days || weeks);
    // "a week or two", "una settimana o due": the second number takes the first one's unit.
    const orAfter = low === null ? r.anyAt(end, lexicon.orJoin) : 0;
    const second = orAfter ? r.numberAt(end + orAfter) : null;
    if (second !== null && second > n && !tokens[end + orAfter]!.money) {
      low = n;
      exact = true;
      const secondUnit = r.anyAt(end + orAfter + 1, unit === 7 ? lexicon.weekUnits : lexicon.dayUnits);
      end += orAfter + 1 + secondUnit;
    }
    const before = low === null ? boundBefore(r, lexicon, start) : null;
    const between = low !== null ? r.endingAt(start, lexicon.between) : 0;
    const after = low === null && !before ? boundAfter(r, lexicon, end) : null;
    const from = start - (before?.length ?? 0) - between;
    r.use(from, end + (after?.length ?? 0) - from);
    // Words of length said as well ("a getaway of 5 days") add nothing to the number.
    consumeDurationWords(r, lexicon);
    const value = n * unit;
    if (value < 1 || value > 365) return {};
    const high = second !== null && low === n ? second * unit : value;
    if (low !== null) return exact ? { durationFrom: Math.max(1, low * unit), durationTo: Math.min(365, high) } : bounded(low * unit, high);
    switch ((before ?? after)?.kind) {
      case "lessThan":
        return { durationTo: Math.max(1, value - 1) };
      case "moreThan":
        return { durationFrom: Math.min(365, value + 1) };
      case "atMost":
        return { durationTo: value };
      case "atLeast":
        return { durationFrom: value };
      default:
        // "15 jours" is how French says two weeks.
        return unit === 1 && n === lexicon.fortnightDays ? bounded(12, 16) : bounded(value - 2, value + 2);
    }
  }
  // Length phrases of several words ("fin de semana largo") before a week said alone.
  const phrased = durationWord(r, lexicon, (words) => words.length > 1);
  if (phrased) return phrased;
  // "a cheap week", "una settimana economica": a week with no number of its own is one week
  // ("next week" and "this week" are dates, not lengths).
  for (let i = 0; i < tokens.length; i++) {
    const weeks = r.anyAt(i, lexicon.weekUnits);
    if (!weeks || r.endingAt(i, lexicon.next) || r.endingAt(i, lexicon.this) || r.anyAt(i + weeks, lexicon.next)) continue;
    r.use(i, weeks);
    consumeDurationWords(r, lexicon);
    return bounded(5, 9);
  }
  return durationWord(r, lexicon, () => true) ?? {};
}

function durationWord(
  r: Reader,
  lexicon: Lexicon,
  accept: (words: string[]) => boolean,
): { durationFrom?: number; durationTo?: number } | null {
  for (let i = 0; i < r.tokens.length; i++) {
    for (const entry of r.startingAt(lexicon.index.durationWords, i)) {
      if (!accept(entry.words)) continue;
      const n = r.at(i, entry.words);
      if (!n) continue;
      r.use(i, n);
      const [from, to] = entry.value;
      return { ...(from !== null ? { durationFrom: from } : {}), ...(to !== null ? { durationTo: to } : {}) };
    }
  }
  return null;
}

function consumeBudgetWord(r: Reader, word: { at: number; length: number } | null): void {
  if (word) r.use(word.at, word.length);
}

function consumeDurationWords(r: Reader, lexicon: Lexicon): void {
  for (let i = 0; i < r.tokens.length; i++)
    for (const entry of r.startingAt(lexicon.index.durationWords, i)) {
      const n = r.at(i, entry.words);
      if (n) r.use(i, n);
    }
}

function bounded(from: number, to: number): { durationFrom: number; durationTo: number } {
  return { durationFrom: Math.max(1, from), durationTo: Math.min(365, Math.max(1, to)) };
}

export function readBudget(r: Reader, lexicon: Lexicon): { priceFrom?: number; priceTo?: number } {
  const { tokens } = r;
  const currencyAt = (i: number) => (i >= 0 ? (lexicon.currencies.find((c) => r.at(i, c.words))?.words.length ?? 0) : 0);
  const currencyEndingAt = (end: number) => lexicon.currencies.find((c) => r.at(end - c.words.length, c.words))?.words.length ?? 0;
  const amountAt = (i: number) => {
    const n = tokens[i]?.number;
    return n === null || n === undefined || r.used[i] ? null : n;
  };
  const cents = (value: number) => Math.min(MAX_PRICE_CENTS, Math.round(value * 100));
  // "budget 1500", "con un presupuesto de 2000": the word is used with the amount it marks.
  const budgetWordBefore = (start: number) => {
    for (let k = Math.max(0, start - 4); k < start; k++) {
      const n = r.anyAt(k, lexicon.budget);
      if (n) return { at: k, length: n };
    }
    return null;
  };
  // Ranges first: "between $1200 and $2000", "entre 1800 et 2500", "1000-2000 €".
  for (let i = 0; i < tokens.length; i++) {
    let low = amountAt(i);
    if (low === null) continue;
    const lowAfter = currencyAt(i + 1);
    const dash = tokens[i + 1 + lowAfter]?.text === "-" && !r.used[i + 1 + lowAfter] ? 1 : 0;
    const join = dash || r.anyAt(i + 1 + lowAfter, lexicon.rangeJoin);
    if (!join) continue;
    const highBefore = currencyAt(i + 1 + lowAfter + join);
    const highAt = i + 1 + lowAfter + join + highBefore;
    const high = amountAt(highAt);
    if (high === null) continue;
    // "2-3k", "tra 2 e 3 mila": the thousands said once are both ends'.
    if (tokens[highAt]!.thousands && !tokens[i]!.money && low >= 1 && low * 1000 <= high) low *= 1000;
    if (high < low) continue;
    const highAfter = currencyAt(highAt + 1);
    const lowBefore = currencyEndingAt(i);
    const between = r.endingAt(i - lowBefore, lexicon.between);
    const money = lowBefore || lowAfter || highBefore || highAfter || tokens[i]!.money || tokens[highAt]!.money;
    if (!money && !((between || budgetWordBefore(i)) && low >= 100)) continue;
    // A pair of days or years is no price ("from 10 to 24 March" is read before, "2026-2027" is not a budget).
    if (!money && low >= 1900 && high <= 2100) continue;
    const from = i - lowBefore - between;
    r.use(from, highAt + 1 + highAfter - from);
    consumeBudgetWord(r, budgetWordBefore(from));
    return { priceFrom: cents(low), priceTo: cents(high) };
  }
  for (let i = 0; i < tokens.length; i++) {
    const n = amountAt(i);
    if (n === null) continue;
    const before = currencyEndingAt(i);
    const after = currencyAt(i + 1);
    const start = i - before;
    const bound = boundBefore(r, lexicon, start);
    const boundAfterIt = bound ? null : boundAfter(r, lexicon, i + 1 + after);
    const budgetWord = budgetWordBefore(start);
    if (!(before || after || budgetWord || tokens[i]!.money || ((bound || boundAfterIt) && n >= 100))) continue;
    if (n < 1) continue;
    const from = start - (bound?.length ?? 0);
    r.use(from, i + 1 + after + (boundAfterIt?.length ?? 0) - from);
    consumeBudgetWord(r, budgetWord);
    const kind = (bound ?? boundAfterIt)?.kind;
    if (kind === "atLeast" || kind === "moreThan") return { priceFrom: cents(n) };
    return { priceTo: cents(n) };
  }
  for (let i = 0; i < tokens.length; i++) {
    const n = r.anyAt(i, lexicon.cheap);
    if (n) {
      r.use(i, n);
      return { priceTo: CHEAP_CENTS };
    }
  }
  return {};
}
