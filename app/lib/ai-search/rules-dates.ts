/**
 * When: months ("10 al 24 de marzo", "March 2027"), seasons ("next summer", "quest'estate"),
 * named periods (holidays, events, seasons of nature: see holidays.ts) and the bridges built
 * around them ("ponte dell'Immacolata"), "next month" and "in two months", "next week", "this
 * weekend" and "in 3 weeks", all relative to the site's today. The answer is one span,
 * dateFrom..dateTo.
 * A season of nature ("northern lights", "cherry blossom") gives dates only when nothing else
 * in the question does: "the northern lights this winter" is this winter.
 */
import { bridgeSpan, canBridge, holidaySpan, iso, isNatural, monsoonFreeSpan, shift, type Span, weekday } from "./holidays";
import type { Lexicon, PhraseIndex } from "./lexicon";
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
  /** "ponte del 25 aprile", "pont du 11 novembre": the days off around the day. */
  bridge?: boolean;
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
      // "ponte dell'Immacolata", "pont de l'Ascension", "Memorial Day weekend": the days off around it.
      const value = holiday.value;
      const bridge =
        value !== "monsoonFree" &&
        canBridge(value) &&
        (containsPhrase(holiday.words, lexicon.bridge) || bridgeAround(r, lexicon, i, i + n));
      r.use(i, n);
      const year = yearAt(r, i + n);
      if (value === "monsoonFree" || negated) natural.push(monsoonFreeSpan(today));
      else if (isNatural(value)) natural.push(holidaySpan(value, today, year));
      else spans.push(holidaySpan(value, today, year, bridge));
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
    const relative = relativeSpan(r, lexicon, i, today);
    if (relative) spans.push(relative);
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
          if (bridgeAround(r, lexicon, j, i + n)) mention.bridge = true;
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
    if (m.bridge && days && days[0] === days[1]) {
      spans.push(bridgeSpan([iso(year, m.from, days[0])]));
      previous = { year, month: m.to };
      continue;
    }
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

/**
 * Dates said from today: "this weekend", "next week", "la semaine prochaine", "nächstes
 * Wochenende" (the week runs Monday to Sunday, the weekend is its Saturday and Sunday), and
 * "in 3 weeks", "tra 10 giorni", "dans 2 ou 3 semaines", "3 weeks from now": a departure that
 * many days from today, give or take three days. Where the language's "in" also says how long a
 * trip lasts ("Japan in 3 weeks", "Japón en 2 semanas"), it is a time from today only when it
 * opens the question, follows a leaving word ("leaving in 3 weeks") or comes with "from now".
 */
function relativeSpan(r: Reader, lexicon: Lexicon, i: number, today: string): Span | null {
  const { tokens } = r;
  const weekend = r.anyAt(i, lexicon.weekend);
  const week = weekend ? 0 : r.numberAt(i - 1) === null ? r.anyAt(i, lexicon.weekUnits) : 0;
  // "il prossimo weekend lungo", "next long weekend": a longer length phrase keeps its length, and is no date.
  if (weekend && lengthPhraseAround(r, lexicon, i, weekend)) return null;
  if (weekend || week) {
    const n = weekend || week;
    const thisBefore = r.endingAt(i, lexicon.this);
    const nextBefore = thisBefore ? 0 : r.endingAt(i, lexicon.next);
    // "a week next month": a "next" after the word that belongs to the time after it.
    const nextAfter = thisBefore || nextBefore ? 0 : r.anyAt(i + n, lexicon.next);
    const after = nextAfter && !timeWordAt(r, lexicon, i + n + nextAfter) ? nextAfter : 0;
    if (!thisBefore && !nextBefore && !after) return null;
    const before = thisBefore || nextBefore;
    r.use(i - before, before + n + after);
    const d = weekday(today);
    const sunday = shift(today, (7 - d) % 7);
    const next = nextBefore > 0 || after > 0;
    if (week) return next ? { from: shift(sunday, 1), to: shift(sunday, 7) } : { from: today, to: sunday };
    const saturday = d === 0 ? today : shift(sunday, -1);
    return next ? { from: shift(saturday, 7), to: shift(sunday, 7) } : { from: saturday, to: sunday };
  }
  const count = r.numberAt(i);
  if (count === null || tokens[i]!.money) return null;
  const days = r.anyAt(i + 1, lexicon.dayUnits);
  const weeks = days ? 0 : r.anyAt(i + 1, lexicon.weekUnits);
  if (!days && !weeks) return null;
  const unit = weeks ? 7 : 1;
  const end = i + 1 + (days || weeks);
  // "in 2-3 weeks", "tra 2 o 3 settimane", "in 2 bis 3 Wochen".
  let low = count;
  let start = i;
  const dash = tokens[i - 1]?.text === "-" && !r.used[i - 1] ? 1 : 0;
  const join = dash || r.endingAt(i, lexicon.orJoin) || r.endingAt(i, lexicon.rangeJoin);
  const first = join ? r.numberAt(i - join - 1) : null;
  if (first !== null && first < count) {
    low = first;
    start = i - join - 1;
  }
  const approx = r.endingAt(start, lexicon.approx);
  const lead = start - approx;
  const ahead = r.endingAt(lead, lexicon.inTimeAhead);
  const inTime = ahead ? 0 : r.endingAt(lead, lexicon.inTime);
  const leaving = r.endingAt(lead - (ahead || inTime), lexicon.departing);
  const fromNow = r.anyAt(end, lexicon.fromNow);
  const opening = inTime > 0 && lead - inTime === 0;
  if (!ahead && !fromNow && !(inTime && (leaving || opening))) return null;
  if (low * unit < 1 || count * unit > 366) return null;
  const from = lead - (ahead || inTime) - (ahead || inTime ? leaving : 0);
  r.use(from, end + fromNow - from);
  // "dans quinze jours" is in two weeks.
  const inDays = (n: number) => (unit === 1 && n === lexicon.fortnightDays ? 14 : n * unit);
  const earliest = shift(today, inDays(low) - 3);
  return { from: earliest < today ? today : earliest, to: shift(today, inDays(count) + 3) };
}

/** Whether a length phrase longer than the `n` words at i holds them ("weekend lungo", "long weekend"). */
function lengthPhraseAround(r: Reader, lexicon: Lexicon, i: number, n: number): boolean {
  for (let k = Math.max(0, i - 2); k <= i; k++)
    for (const entry of r.startingAt(lexicon.index.durationWords, k))
      if (entry.words.length > n && k + entry.words.length >= i + n && r.at(k, entry.words)) return true;
  return false;
}

/** Whether a word of time (a month, a season, a holiday, a unit) starts at i. */
function timeWordAt(r: Reader, lexicon: Lexicon, i: number): boolean {
  if (r.anyAt(i, lexicon.monthUnits) || r.anyAt(i, lexicon.weekUnits) || r.anyAt(i, lexicon.dayUnits) || r.anyAt(i, lexicon.weekend))
    return true;
  const startsAt = (index: PhraseIndex<unknown>) => r.startingAt(index, i).some((entry) => r.at(i, entry.words) > 0);
  return startsAt(lexicon.index.months) || startsAt(lexicon.index.seasons) || startsAt(lexicon.index.holidays);
}

/** Whether one of the phrases stands inside the words ("ponte di ferragosto" holds "ponte"). */
function containsPhrase(words: string[], list: string[][]): boolean {
  return list.some((p) => words.some((_, k) => p.every((w, m) => words[k + m] === w)));
}

/**
 * A bridge word just before the holiday or the day ("ponte dell'Immacolata", "puente del 1 de
 * mayo", "pont du 11 novembre") or just after it ("Himmelfahrt mit Brückentag", "Memorial Day
 * weekend"), two short words apart at most; used once found.
 */
function bridgeAround(r: Reader, lexicon: Lexicon, start: number, end: number): boolean {
  const short = (from: number, to: number) => {
    for (let k = from; k < to; k++) {
      const token = r.tokens[k];
      if (!token || r.used[k] || token.number !== null || token.text.length > 4) return false;
    }
    return true;
  };
  for (let gap = 0; gap <= 2; gap++) {
    const before = short(start - gap, start) ? r.endingAt(start - gap, lexicon.bridge) : 0;
    if (before) {
      r.use(start - gap - before, before + gap);
      return true;
    }
    const after = short(end, end + gap) ? r.anyAt(end + gap, lexicon.bridge) : 0;
    if (after) {
      r.use(end, gap + after);
      return true;
    }
  }
  return false;
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
