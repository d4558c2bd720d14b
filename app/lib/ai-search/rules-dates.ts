/**
 * When: months ("10 al 24 de marzo", "March 2027"), seasons ("next summer", "quest'estate"),
 * named periods (holidays, events, seasons of nature: see holidays.ts), "next month" and "in
 * two months", all relative to the site's today. The answer is one span, dateFrom..dateTo.
 * A season of nature ("northern lights", "cherry blossom") gives dates only when nothing else
 * in the question does: "the northern lights this winter" is this winter.
 */
import { holidaySpan, iso, isNatural, monsoonFreeSpan, type Span } from "./holidays";
import type { Lexicon } from "./lexicon";
import type { Reader } from "./reader";

export { easterSunday } from "./holidays";

type Mention = {
  at: number;
  from: number;
  to: number;
  days?: [number, number];
  part?: "early" | "mid" | "late";
  year?: number;
  next?: boolean;
};

export function readDates(r: Reader, lexicon: Lexicon, today: string): { dateFrom?: string; dateTo?: string } {
  const [ty, tm] = today.split("-").map(Number) as [number, number];
  const spans: Span[] = [];
  const natural: Span[] = [];
  const mentions: Mention[] = [];
  const { tokens } = r;
  // "next year" places the months and seasons named without a year in the year after this one.
  let nextYear = false;
  for (let i = 0; i < tokens.length; i++) {
    const n = r.anyAt(i, lexicon.nextYear);
    if (n) {
      r.use(i, n);
      nextYear = true;
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    for (const holiday of r.startingAt(lexicon.index.holidays, i)) {
      const n = r.at(i, holiday.words);
      if (!n) continue;
      // "avoiding the monsoon", "non nel periodo dei monsoni": the months without it.
      const negated = holiday.value === "monsoon" && r.negatedAt(i);
      // "next Easter" is the next one not over, as a bare "Easter" is.
      qualifierAround(r, lexicon.next, i, n);
      r.use(i, n);
      const year = yearAt(r, i + n);
      if (holiday.value === "monsoonFree" || negated) natural.push(monsoonFreeSpan(today));
      else if (isNatural(holiday.value)) natural.push(holidaySpan(holiday.value, today, year));
      else spans.push(holidaySpan(holiday.value, today, year));
    }
    // "next month", "il mese prossimo", "in two months", "tra due mesi".
    const unit = r.anyAt(i, lexicon.monthUnits);
    if (unit) {
      const before = r.endingAt(i, lexicon.next);
      const after = before ? 0 : r.anyAt(i + unit, lexicon.next);
      const count = r.numberAt(i - 1);
      const inTime = count !== null ? r.endingAt(i - 1, lexicon.inTime) : 0;
      const ahead = before || after ? 1 : inTime && count !== null && count >= 1 && count <= 18 ? count : 0;
      if (ahead) {
        r.use(i - (before || (inTime ? inTime + 1 : 0)), (before || (inTime ? inTime + 1 : 0)) + unit + after);
        const month0 = tm - 1 + ahead;
        const year = ty + Math.floor(month0 / 12);
        const month = (month0 % 12) + 1;
        spans.push({ from: iso(year, month, 1), to: iso(year, month, lastDay(year, month)) });
      }
    }
    for (const season of r.startingAt(lexicon.index.seasons, i)) {
      const n = r.at(i, season.words);
      // "not in summer": the search cannot leave a time out; the words stay unread, and the answer says so.
      if (!n || r.negatedAt(i, true)) continue;
      const next = qualifierAround(r, lexicon.next, i, n);
      qualifierAround(r, lexicon.this, i, n);
      r.use(i, n);
      const year = yearAt(r, i + n);
      mentions.push({ at: i, from: season.value[0], to: season.value[1], ...(year ? { year } : {}), ...(next ? { next } : {}) });
    }
    for (const month of r.startingAt(lexicon.index.months, i)) {
      const n = r.at(i, month.words);
      if (!n || r.negatedAt(i, true)) continue;
      const next = qualifierAround(r, lexicon.next, i, n);
      r.use(i, n);
      const mention: Mention = { at: i, from: month.value, to: month.value, ...(next ? { next } : {}) };
      // "early March" (1–10), "mid-June" (11–20), "end of April" (21 to the month's end).
      const part = lexicon.monthParts.find((p) => r.at(i - p.words.length, p.words));
      if (part) {
        r.use(i - part.words.length, part.words.length);
        mention.part = part.value;
      }
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
  mentions.sort((a, b) => a.at - b.at);
  let previous: { year: number; month: number } | null = null;
  for (const m of mentions) {
    let year: number;
    if (m.year) year = m.year;
    else if (nextYear && !previous) year = ty + 1;
    else if (previous) year = m.from >= previous.month ? previous.year : previous.year + 1;
    // "next March", "next summer": the first one that starts after today.
    else if (m.next) year = m.from > tm ? ty : ty + 1;
    // A day of this month already gone by is next year's ("11 novembre" on the 28th); the month itself is this year's.
    else if (m.from === m.to) {
      const lastAsked = m.days?.[1] ?? (m.part === "early" ? 10 : m.part === "mid" ? 20 : null);
      year = m.to > tm || (m.to === tm && !(lastAsked !== null && iso(ty, m.to, lastAsked) < today)) ? ty : ty + 1;
    }
    // A season in its last month is as good as over: "autumn" on 25 November is next year's.
    else if (m.from < m.to) year = m.to > tm ? ty : ty + 1;
    // A season across the new year (winter): the one under way, or the next.
    else year = tm <= m.to ? ty - 1 : ty;
    const finalEndYear = m.to < m.from ? year + 1 : year;
    const partDays: [number, number] | undefined =
      m.part === "early" ? [1, 10] : m.part === "mid" ? [11, 20] : m.part === "late" ? [21, lastDay(year, m.from)] : undefined;
    const days = m.days && m.days[1] <= lastDay(year, m.from) ? m.days : partDays;
    spans.push({
      from: iso(year, m.from, days ? days[0] : 1),
      to: iso(finalEndYear, m.to, days ? days[1] : lastDay(finalEndYear, m.to)),
    });
    previous = { year: finalEndYear, month: m.to };
  }
  if (spans.length === 0) spans.push(...natural);
  if (spans.length === 0) return {};
  const dateFrom = spans.map((s) => s.from).sort()[0]!;
  const dateTo = spans
    .map((s) => s.to)
    .sort()
    .at(-1)!;
  return { dateFrom, dateTo };
}

/** A "next"/"this" word just before the name, or just after it ("l'estate prossima"); used once found. */
function qualifierAround(r: Reader, list: string[][], i: number, n: number): boolean {
  const before = r.endingAt(i, list);
  if (before) {
    r.use(i - before, before);
    return true;
  }
  const after = r.anyAt(i + n, list);
  if (after) r.use(i + n, after);
  return after > 0;
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

function lastDay(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
