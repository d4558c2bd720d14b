/**
 * How long, how old, how much: numbers become durations, ages or a budget by the words around
 * them ("less than a week", "10 days or so", "over 35", "late twenties", "under 2k", "cheap").
 */
import { MAX_PRICE_CENTS, type AgeBadge } from "../search/filter-fields";
import type { Lexicon } from "./lexicon";
import type { Reader } from "./reader";

/** "Cheap" with no number: under 1,000 in the site's currency (the search's own price hint, 001 §9). */
export const CHEAP_CENTS = 100_000;

export function readDuration(r: Reader, lexicon: Lexicon): { durationFrom?: number; durationTo?: number } {
  const { tokens } = r;
  for (let i = 0; i < tokens.length; i++) {
    for (const entry of lexicon.durationWords) {
      const n = r.at(i, entry.words);
      if (!n) continue;
      r.use(i, n);
      const [from, to] = entry.value;
      return { ...(from !== null ? { durationFrom: from } : {}), ...(to !== null ? { durationTo: to } : {}) };
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    const n = r.numberAt(i);
    if (n === null || tokens[i]!.money) continue;
    const days = r.anyAt(i + 1, lexicon.dayUnits);
    const weeks = days ? 0 : r.anyAt(i + 1, lexicon.weekUnits);
    if (!days && !weeks) continue;
    const unit = weeks ? 7 : 1;
    let start = i;
    let low: number | null = null;
    // "10-14 giorni", "da 10 a 14 giorni", "between 10 and 14 days"
    const join = tokens[i - 1]?.text === "-" && !r.used[i - 1] ? 1 : r.endingAt(i, lexicon.rangeJoin);
    if (join) {
      const first = r.numberAt(i - join - 1);
      if (first !== null && first <= n) {
        low = first;
        start = i - join - 1;
      }
    }
    const single = low === null;
    const lessThan = single ? r.endingAt(start, lexicon.strictUpTo) : 0;
    const moreThan = single && !lessThan ? r.endingAt(start, lexicon.strictAtLeast) : 0;
    const upTo = single && !lessThan && !moreThan ? r.endingAt(start, lexicon.upTo) : 0;
    const atLeast = single && !lessThan && !moreThan && !upTo ? r.endingAt(start, lexicon.atLeast) : 0;
    const between = low !== null ? r.endingAt(start, lexicon.between) : 0;
    const from = start - lessThan - moreThan - upTo - atLeast - between;
    r.use(from, i + 1 + (days || weeks) - from);
    const value = n * unit;
    if (value < 1 || value > 365) return {};
    if (low !== null) return bounded(low * unit, value);
    if (lessThan) return { durationTo: Math.max(1, value - 1) };
    if (moreThan) return { durationFrom: Math.min(365, value + 1) };
    if (upTo) return { durationTo: value };
    if (atLeast) return { durationFrom: value };
    return bounded(value - 2, value + 2);
  }
  return {};
}

function bounded(from: number, to: number): { durationFrom: number; durationTo: number } {
  return { durationFrom: Math.max(1, from), durationTo: Math.min(365, Math.max(1, to)) };
}

/** The spec's three age groups (001 §9): 25-35, 35-49, and ALL for everyone else or both. */
function ageBadgeOf(low: number, high: number): AgeBadge | null {
  if (low < 16 || high > 99 || low > high) return null;
  if (high <= 35) return "25-35";
  if (low >= 35 && high <= 49) return "35-49";
  return "ALL";
}

function decadeBadge(decade: number, part: "early" | "mid" | "late" | null): AgeBadge {
  if (decade <= 20) return "25-35";
  if (decade === 30) return part === "early" ? "25-35" : part === "late" ? "35-49" : "ALL";
  if (decade === 40) return "35-49";
  return "ALL";
}

export function readAge(r: Reader, lexicon: Lexicon): AgeBadge | null {
  const { tokens } = r;
  const unitAfter = (i: number) =>
    r.anyAt(i, lexicon.dayUnits) ||
    r.anyAt(i, lexicon.weekUnits) ||
    r.anyAt(i, lexicon.thousands) ||
    (lexicon.currencies.some((c) => r.at(i, c.words)) ? 1 : 0);
  for (let i = 0; i < tokens.length; i++) {
    const all = r.anyAt(i, lexicon.allAges);
    if (all) {
      r.use(i, all);
      return "ALL";
    }
    const young = r.anyAt(i, lexicon.young);
    if (young) {
      r.use(i, young);
      return "25-35";
    }
    for (const entry of lexicon.decades) {
      const n = r.at(i, entry.words);
      if (!n) continue;
      const early = r.endingAt(i, lexicon.early);
      const mid = early ? 0 : r.endingAt(i, lexicon.mid);
      const late = early || mid ? 0 : r.endingAt(i, lexicon.late);
      const part = entry.value.part ?? (early ? "early" : mid ? "mid" : late ? "late" : null);
      const qualifier = early || mid || late;
      // "under 30s", "over 40s".
      const under = qualifier ? 0 : r.endingAt(i, lexicon.ageUnder);
      const over = qualifier || under ? 0 : r.endingAt(i, lexicon.ageOver);
      r.use(i - (qualifier || under || over), (qualifier || under || over) + n);
      const { decade } = entry.value;
      if (under) return decade <= 35 ? "25-35" : "ALL";
      if (over) return decade >= 35 && decade < 50 ? "35-49" : "ALL";
      return decadeBadge(decade, part);
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    const a = tokens[i]!.number;
    if (a === null || r.used[i] || tokens[i]!.money) continue;
    // "over 35", "per over 35", "über 35", "Ü35", "más de 35 años", "under 30".
    const dash = tokens[i - 1]?.text === "-" ? 1 : 0;
    const over = r.endingAt(i - dash, lexicon.ageOver);
    const under = over ? 0 : r.endingAt(i - dash, lexicon.ageUnder);
    if ((over || under) && a >= 18 && a <= 80 && !unitAfter(i + 1)) {
      const unit = r.anyAt(i + 1, lexicon.ageUnits) || (tokens[i + 1]?.text === "s" ? 1 : 0);
      r.use(i - dash - (over || under), (over || under) + dash + 1 + unit);
      if (over) return a >= 35 && a < 50 ? "35-49" : "ALL";
      return a <= 36 ? "25-35" : "ALL";
    }
    const prefix = r.endingAt(i, lexicon.agePrefix);
    // A pair: "25-35", "25-35 anni", "tra 35 e 49 anni".
    const join = tokens[i + 1]?.text === "-" && !r.used[i + 1] ? 1 : r.anyAt(i + 1, lexicon.rangeJoin);
    const b = join ? (tokens[i + 1 + join]?.number ?? null) : null;
    if (b !== null && !r.used[i + 1 + join]) {
      const unit = r.anyAt(i + 2 + join, lexicon.ageUnits);
      const known = (a === 25 && b === 35) || (a === 35 && b === 49);
      if (unit || prefix || known) {
        const badge = ageBadgeOf(a, b);
        if (badge) {
          r.use(i - prefix, prefix + 2 + join + unit);
          return badge;
        }
      }
    }
    const unit = r.anyAt(i + 1, lexicon.ageUnits);
    if (unit || prefix) {
      const badge = a >= 16 && a <= 35 ? "25-35" : a > 35 && a <= 49 ? "35-49" : a >= 50 && a <= 99 ? "ALL" : null;
      if (badge) {
        r.use(i - prefix, prefix + 1 + unit);
        return badge;
      }
    }
  }
  return null;
}

export function readBudget(r: Reader, lexicon: Lexicon): { priceFrom?: number; priceTo?: number } {
  const { tokens } = r;
  const currencyAt = (i: number) => (i >= 0 ? (lexicon.currencies.find((c) => r.at(i, c.words))?.words.length ?? 0) : 0);
  const currencyEndingAt = (end: number) => lexicon.currencies.find((c) => r.at(end - c.words.length, c.words))?.words.length ?? 0;
  for (let i = 0; i < tokens.length; i++) {
    const n = tokens[i]!.number;
    if (n === null || r.used[i]) continue;
    const before = currencyEndingAt(i);
    const after = currencyAt(i + 1);
    let start = i - before;
    let low: number | null = null;
    const join = tokens[start - 1]?.text === "-" && !r.used[start - 1] ? 1 : r.endingAt(start, lexicon.rangeJoin);
    if (join) {
      const firstAt = start - join - 1;
      const firstBefore = currencyEndingAt(firstAt);
      const first = tokens[firstAt]?.number;
      if (first !== null && first !== undefined && !r.used[firstAt] && first <= n && (before || after || tokens[i]!.money)) {
        low = first;
        start = firstAt - firstBefore;
      }
    }
    const upTo = r.endingAt(start, lexicon.upTo);
    const atLeast = upTo ? 0 : r.endingAt(start, lexicon.atLeast);
    const between = r.endingAt(start, lexicon.between);
    let budgetWord = false;
    for (let k = Math.max(0, start - 4); k < start; k++) if (r.anyAt(k, lexicon.budget)) budgetWord = true;
    if (!(before || after || budgetWord || tokens[i]!.money || ((upTo || atLeast) && n >= 100))) continue;
    if (n < 1) continue;
    const cents = (value: number) => Math.min(MAX_PRICE_CENTS, Math.round(value * 100));
    const from = start - (upTo || atLeast || between);
    r.use(from, i + 1 + after - from);
    if (low !== null) return { priceFrom: cents(low), priceTo: cents(n) };
    if (atLeast) return { priceFrom: cents(n) };
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
