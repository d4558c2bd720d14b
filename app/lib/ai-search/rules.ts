/**
 * The offline interpreter: a question in the site's language -> search filters, by lexicon
 * and patterns only (no model, no network). Places, months, seasons and styles are matched as
 * whole phrases (longest first, each word used once); numbers become durations, ages or a
 * budget by the words around them. Never throws; what it does not understand it leaves out.
 */
import { MAX_PRICE_CENTS, TRAVEL_STYLES, type AgeBadge, type TravelStyle } from "../search/filter-fields";
import type { Lexicon } from "./lexicon";
import { checkInterpretation, MAX_QUESTION_LENGTH, type Interpretation } from "./schema";
import { tokenize, type Token } from "./tokens";

export type RuleContext = { lexicon: Lexicon /** Today in the site's time zone, YYYY-MM-DD. */; today: string };

export function interpretWithRules(question: string, { lexicon, today }: RuleContext): Interpretation {
  try {
    return interpret(String(question).slice(0, MAX_QUESTION_LENGTH), lexicon, today);
  } catch {
    return {};
  }
}

type Reader = {
  tokens: Token[];
  used: boolean[];
  /** Length of `words` at i if every token matches and is unused, else 0. */
  at(i: number, words: string[]): number;
  /** Length of the first phrase of the list found at i, else 0. */
  anyAt(i: number, list: string[][]): number;
  /** Length of the first phrase of the list that ends just before `end`, else 0. */
  endingAt(end: number, list: string[][]): number;
  use(from: number, length: number): void;
  numberAt(i: number): number | null;
};

function reader(tokens: Token[], lexicon: Lexicon): Reader {
  const used = tokens.map(() => false);
  const r: Reader = {
    tokens,
    used,
    at(i, words) {
      if (i < 0 || words.length === 0 || i + words.length > tokens.length) return 0;
      for (let k = 0; k < words.length; k++) if (used[i + k] || tokens[i + k]!.text !== words[k]) return 0;
      return words.length;
    },
    anyAt(i, list) {
      for (const words of list) {
        const n = r.at(i, words);
        if (n) return n;
      }
      return 0;
    },
    endingAt(end, list) {
      for (const words of list) if (r.at(end - words.length, words)) return words.length;
      return 0;
    },
    use(from, length) {
      for (let k = from; k < from + length; k++) used[k] = true;
    },
    numberAt(i) {
      const token = tokens[i];
      if (!token || used[i]) return null;
      return token.number ?? lexicon.numbers.get(token.text) ?? null;
    },
  };
  return r;
}

function interpret(question: string, lexicon: Lexicon, today: string): Interpretation {
  const tokens = tokenize(question);
  const r = reader(tokens, lexicon);
  const out: Record<string, unknown> = {};

  // Places, longest names first.
  const places: { at: number; kind: "destinationId" | "continentId"; id: string }[] = [];
  for (const entry of lexicon.places) {
    for (let i = 0; i < tokens.length; i++) {
      const n = r.at(i, entry.words);
      if (!n) continue;
      r.use(i, n);
      places.push({ at: i, ...entry.value });
    }
  }
  places.sort((a, b) => a.at - b.at);
  for (const kind of ["destinationId", "continentId"] as const) {
    const ids = [...new Set(places.filter((p) => p.kind === kind).map((p) => p.id))];
    if (ids.length) out[kind] = ids;
  }

  Object.assign(out, readDates(r, lexicon, today));
  Object.assign(out, readDuration(r, lexicon));
  const age = readAge(r, lexicon);
  if (age) out.ageBadge = age;
  Object.assign(out, readBudget(r, lexicon));

  const styles = new Set<TravelStyle>();
  for (const entry of lexicon.styles) {
    for (let i = 0; i < tokens.length; i++) {
      const n = r.at(i, entry.words);
      if (n) {
        r.use(i, n);
        styles.add(entry.value);
      }
    }
  }
  if (styles.size) out.travelStyles = TRAVEL_STYLES.filter((s) => styles.has(s));

  for (let i = 0; i < tokens.length; i++) {
    if (r.anyAt(i, lexicon.noSharing)) out.isNoSharingRoomAvailable = true;
  }
  return checkInterpretation(out) ?? {};
}

type Mention = { at: number; from: number; to: number; days?: [number, number]; year?: number };

function readDates(r: Reader, lexicon: Lexicon, today: string): { dateFrom?: string; dateTo?: string } {
  const mentions: Mention[] = [];
  const { tokens } = r;
  for (let i = 0; i < tokens.length; i++) {
    for (const season of lexicon.seasons) {
      const n = r.at(i, season.words);
      if (!n) continue;
      r.use(i, n);
      const year = yearAt(r, i + n);
      mentions.push({ at: i, from: season.value[0], to: season.value[1], ...(year ? { year } : {}) });
    }
    for (const month of lexicon.months) {
      const n = r.at(i, month.words);
      if (!n) continue;
      r.use(i, n);
      const mention: Mention = { at: i, from: month.value, to: month.value };
      const year = yearAt(r, i + n);
      if (year) mention.year = year;
      // "10 marzo", "10 al 24 de marzo", "10th of March", "vom 10. bis 24. März".
      let j = i - 1;
      const of = r.endingAt(j + 1, lexicon.dayOf);
      j -= of;
      const last = dayAt(r, j);
      if (last !== null) {
        const join = r.tokens[j - 1]?.text === "-" && !r.used[j - 1] ? 1 : r.endingAt(j, lexicon.rangeJoin);
        const first = join ? dayAt(r, j - join - 1) : null;
        if (first !== null && first <= last) {
          mention.days = [first, last];
          r.use(j - join - 1, i - (j - join - 1));
        } else {
          mention.days = [last, last];
          r.use(j, i - j);
        }
      }
      mentions.push(mention);
    }
  }
  if (mentions.length === 0) return {};
  mentions.sort((a, b) => a.at - b.at);
  const [ty, tm] = today.split("-").map(Number) as [number, number];
  let dateFrom: string | undefined;
  let dateTo: string | undefined;
  let previous: { year: number; month: number } | null = null;
  for (const m of mentions) {
    let year: number;
    if (m.year) year = m.year;
    else if (previous) year = m.from >= previous.month ? previous.year : previous.year + 1;
    else if (m.from <= m.to) year = m.to >= tm ? ty : ty + 1;
    // A season across the new year (winter): the one under way, or the next.
    else year = tm <= m.to ? ty - 1 : ty;
    const finalEndYear = m.to < m.from ? year + 1 : year;
    const days = m.days && m.days[1] <= lastDay(year, m.from) ? m.days : undefined;
    const start = iso(year, m.from, days ? days[0] : 1);
    const end = iso(finalEndYear, m.to, days ? days[1] : lastDay(finalEndYear, m.to));
    if (!dateFrom || start < dateFrom) dateFrom = start;
    if (!dateTo || end > dateTo) dateTo = end;
    previous = { year: finalEndYear, month: m.to };
  }
  return dateFrom && dateTo ? { dateFrom, dateTo } : {};
}

function yearAt(r: Reader, i: number): number | null {
  const n = r.tokens[i]?.number;
  if (n === undefined || n === null || r.used[i] || n < 2000 || n > 2100) return null;
  r.use(i, 1);
  return n;
}

function dayAt(r: Reader, i: number): number | null {
  const token = r.tokens[i];
  if (!token || r.used[i] || token.number === null || !/^\d{1,2}$/.test(token.text)) return null;
  return token.number >= 1 && token.number <= 31 ? token.number : null;
}

function readDuration(r: Reader, lexicon: Lexicon): { durationFrom?: number; durationTo?: number } {
  const { tokens } = r;
  for (let i = 0; i < tokens.length; i++) {
    const n = r.numberAt(i);
    if (n === null) continue;
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
    const upTo = low === null ? r.endingAt(start, lexicon.upTo) : 0;
    const atLeast = low === null && !upTo ? r.endingAt(start, lexicon.atLeast) : 0;
    const between = low !== null ? r.endingAt(start, lexicon.between) : 0;
    const from = start - upTo - atLeast - between;
    r.use(from, i + 1 + (days || weeks) - from);
    const value = n * unit;
    if (value < 1 || value > 365) return {};
    if (low !== null) return bounded(low * unit, value);
    if (upTo) return { durationTo: value };
    if (atLeast) return { durationFrom: value };
    return bounded(value - 2, value + 2);
  }
  return {};
}

function bounded(from: number, to: number): { durationFrom: number; durationTo: number } {
  return { durationFrom: Math.max(1, from), durationTo: Math.min(365, Math.max(1, to)) };
}

function ageBadgeOf(low: number, high: number): AgeBadge | null {
  if (low < 16 || high > 99 || low > high) return null;
  if (high <= 35) return "25-35";
  if (low >= 35 && high <= 49) return "35-49";
  if (low < 35 && high <= 49) return "ALL";
  return null;
}

function readAge(r: Reader, lexicon: Lexicon): AgeBadge | null {
  const { tokens } = r;
  for (let i = 0; i < tokens.length; i++) {
    const all = r.anyAt(i, lexicon.allAges);
    if (all) {
      r.use(i, all);
      return "ALL";
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    const a = tokens[i]!.number;
    if (a === null || r.used[i]) continue;
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
      const badge = a >= 16 && a <= 35 ? "25-35" : a > 35 && a <= 49 ? "35-49" : null;
      if (badge) {
        r.use(i - prefix, prefix + 1 + unit);
        return badge;
      }
    }
  }
  return null;
}

function readBudget(r: Reader, lexicon: Lexicon): { priceFrom?: number; priceTo?: number } {
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
      if (first !== null && first !== undefined && !r.used[firstAt] && first <= n && (before || after)) {
        low = first;
        start = firstAt - firstBefore;
      }
    }
    const upTo = r.endingAt(start, lexicon.upTo);
    const atLeast = upTo ? 0 : r.endingAt(start, lexicon.atLeast);
    const between = r.endingAt(start, lexicon.between);
    let budgetWord = false;
    for (let k = Math.max(0, start - 4); k < start; k++) if (r.anyAt(k, lexicon.budget)) budgetWord = true;
    if (!(before || after || budgetWord || ((upTo || atLeast) && n >= 100))) continue;
    if (n < 1) continue;
    const cents = (value: number) => Math.min(MAX_PRICE_CENTS, value * 100);
    const from = start - (upTo || atLeast || between);
    r.use(from, i + 1 + after - from);
    if (low !== null) return { priceFrom: cents(low), priceTo: cents(n) };
    if (atLeast) return { priceFrom: cents(n) };
    return { priceTo: cents(n) };
  }
  return {};
}

function lastDay(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function iso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
