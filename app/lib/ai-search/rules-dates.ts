/**
 * When: months ("10 al 24 de marzo", "March 2027"), seasons ("next summer", "quest'estate"),
 * named periods (holidays, events, seasons of nature: see holidays.ts) and the bridges built
 * around them ("ponte dell'Immacolata"), "next month" and "in two months", "next week", "this
 * weekend" and "in 3 weeks", all relative to the site's today. The answer is one span,
 * dateFrom..dateTo; a time said as a bound ("from mid April", "after the Befana", "by March")
 * narrows it or leaves one end open, and a month left out ("spring, but not March") cuts it at
 * an end, or leaves no date where it would split it.
 * A season of nature ("northern lights", "cherry blossom") gives dates only when nothing else
 * in the question does: "the northern lights this winter" is this winter.
 */
import { bridgeSpan, canBridge, holidaySpan, isCommonWord, iso, isNatural, monsoonFreeSpan, shift, type Span, weekday } from "./holidays";
import type { Lexicon, MonthPart, PhraseIndex, TimeBound } from "./lexicon";
import type { Reader } from "./reader";

export { easterSunday } from "./holidays";

type Mention = {
  at: number;
  from: number;
  to: number;
  days?: [number, number];
  part?: MonthPart;
  year?: number;
  next?: boolean;
  /** "ponte del 25 aprile", "pont du 11 novembre": the days off around the day. */
  bridge?: boolean;
  /** "from mid April", "not before March", "entro marzo": a bound, not a window. */
  bound?: TimeBound;
};

/** The ending of a day said as an ordinal ("10th", "1st", "1er"). */
const ORDINAL_ENDING = /^(?:st|nd|rd|th|er)$/;

/** A bound of the departure dates said with a time: open at one end ("from mid April") or from today ("by March"). */
type OpenSpan = { from?: string; to?: string };

/** A time turned into a bound by the word before it: "from" and "after" open its end, "until" and "before" run from today. */
function boundOf(kind: TimeBound, span: Span, today: string, day?: string): OpenSpan {
  if (kind === "from") return { from: span.from };
  if (kind === "after") return { from: shift(day ?? span.to, 1) };
  if (kind === "until") return { from: today, to: span.to };
  return { from: today, to: shift(span.from, -1) };
}

/**
 * The dates, and what they say of the trip's length: `window`, the days of a range of days said
 * from one to the other ("del 10 al 24 de abril", "libera dal 27 al 3"), which the trip must fit
 * in (days said with "between … and" are days to leave in, and set no length); `bridge`, when the
 * days off around a holiday were asked ("Brückentag", "ponte").
 */
export type DatesRead = { dateFrom?: string; dateTo?: string; window?: number; bridge?: boolean };

export function readDates(r: Reader, lexicon: Lexicon, today: string): DatesRead {
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  let window: number | undefined;
  let bridged = false;
  const spans: Span[] = [];
  const natural: Span[] = [];
  const bounds: OpenSpan[] = [];
  const mentions: Mention[] = [];
  /** Months left out ("ma non a marzo"), with the words that said so. */
  const excluded: { from: number; to: number; at: number; length: number }[] = [];
  const { tokens } = r;
  /** Where the last time said ends: a range word right after it joins two times ("from March until May"). */
  let timeEnd = -1;
  /**
   * The bound word before the time said at lead..end, used. Not one where it joins two times
   * ("from March until May": "until" closes a range) or opens a range ("from March to May",
   * "da marzo a maggio", "von März bis Mai"): that is one window.
   */
  const boundBefore = (lead: number, end: number): TimeBound | null => {
    const bound = timeBoundBefore(r, lexicon, lead);
    if (!bound) return null;
    const joins = r.anyAt(bound.at, lexicon.rangeJoin) > 0 || r.anyAt(bound.at, lexicon.between) > 0;
    if (joins && (bound.at === timeEnd || r.tokens[lead]?.number != null)) return null;
    if (bound.kind === "from" && r.anyAt(end, lexicon.rangeJoin)) return null;
    r.use(bound.at, bound.length);
    return bound.kind;
  };
  // "by the end of the year", "entro fine anno": from today to 31 December.
  for (let i = 0; i < tokens.length; i++) {
    const n = r.anyAt(i, lexicon.byYearEnd);
    if (n) {
      r.use(i, n);
      bounds.push({ from: today, to: iso(ty, 12, 31) });
    }
  }
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
      // "ascension du Kilimandjaro", "ascensión al Kilimanjaro": a holiday whose name is also a
      // common word, said "of" a place, is that word (the climb), and no date.
      if (holiday.value !== "monsoonFree" && isCommonWord(holiday.value) && placeAfter(r, lexicon, i + n)) continue;
      // "avoiding the monsoon", "non nel periodo dei monsoni": the months without it.
      const negated = holiday.value === "monsoon" && r.negatedAt(i);
      // "next Easter" is the next one not over, as a bare "Easter" is.
      const nextBefore = r.endingAt(i, lexicon.next);
      qualifierAround(r, lexicon.next, i, n);
      // "ponte dell'Immacolata", "pont de l'Ascension", "Memorial Day weekend": the days off around it.
      const value = holiday.value;
      const bridge =
        value !== "monsoonFree" &&
        canBridge(value) &&
        (containsPhrase(holiday.words, lexicon.bridge) || bridgeAround(r, lexicon, i, i + n));
      r.use(i, n);
      if (bridge) bridged = true;
      const year = yearAt(r, i + n);
      const bound = value === "monsoonFree" || negated ? null : boundBefore(i - nextBefore, i + n + (year ? 1 : 0));
      timeEnd = i + n + (year ? 1 : 0);
      if (value === "monsoonFree" || negated) natural.push(monsoonFreeSpan(today));
      else if (isNatural(value)) natural.push(holidaySpan(value, today, year));
      else if (bound) {
        const span = holidaySpan(value, today, year, bridge);
        bounds.push(boundOf(bound, span, today, span.day));
      } else spans.push(holidaySpan(value, today, year, bridge));
    }
    // "next month", "il mese prossimo", "in two months", "tra due mesi".
    const unit = r.anyAt(i, lexicon.monthUnits);
    if (unit) {
      const before = r.endingAt(i, lexicon.next);
      const after = before ? 0 : r.anyAt(i + unit, lexicon.next);
      const count = r.numberAt(i - 1);
      const inTime = count !== null ? r.endingAt(i - 1, lexicon.inTime) : 0;
      const ahead = before || after ? 1 : inTime && count !== null && count >= 1 && count <= 18 ? count : 0;
      // "in a month", "tra un mese", "dans un mois": a departure that day a month from today, give
      // or take three days, as "in 4 weeks" is; "next month" and "in two months" are the month.
      if (ahead === 1 && inTime && !before && !after) {
        r.use(i - inTime - 1, inTime + 1 + unit);
        const day = iso(ty + Math.floor(tm / 12), (tm % 12) + 1, Math.min(td, lastDay(ty + Math.floor(tm / 12), (tm % 12) + 1)));
        spans.push({ from: shift(day, -3), to: shift(day, 3) });
      } else if (ahead) {
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
      if (!n) continue;
      // "not in summer": left out of the other times said, where they stay one window; alone, no
      // date (the search cannot leave a time out), and the words stay unread: the answer says so.
      // A bound word that holds a "not" ("nicht vor dem Sommer") is a bound, not a negation.
      if (!timeBoundBefore(r, lexicon, i - r.endingAt(i, lexicon.next)) && r.negatedAt(i, true, i + n)) {
        excluded.push({ from: season.value[0], to: season.value[1], at: i, length: n });
        continue;
      }
      const nextBefore = r.endingAt(i, lexicon.next);
      const next = qualifierAround(r, lexicon.next, i, n);
      qualifierAround(r, lexicon.this, i, n);
      r.use(i, n);
      const year = yearAt(r, i + n);
      const bound = boundBefore(i - nextBefore, i + n + (year ? 1 : 0));
      timeEnd = i + n + (year ? 1 : 0);
      mentions.push({
        at: i,
        from: season.value[0],
        to: season.value[1],
        ...(year ? { year } : {}),
        ...(next ? { next } : {}),
        ...(bound ? { bound } : {}),
      });
    }
    for (const month of r.startingAt(lexicon.index.months, i)) {
      const n = r.at(i, month.words);
      if (!n) continue;
      const partBefore = lexicon.monthParts.find((p) => r.at(i - p.words.length, p.words))?.words.length ?? 0;
      const boundSaid = timeBoundBefore(r, lexicon, i - partBefore - r.endingAt(i, lexicon.next)) !== null;
      if (!boundSaid && r.negatedAt(i, true, i + n)) {
        excluded.push({ from: month.value, to: month.value, at: i, length: n });
        continue;
      }
      let lead = i - r.endingAt(i, lexicon.next);
      const next = qualifierAround(r, lexicon.next, i, n);
      r.use(i, n);
      const mention: Mention = { at: i, from: month.value, to: month.value, ...(next ? { next } : {}) };
      // "early March" (1–10), "mid-June" (11–20), "end of April" (21 to the month's end), "primera quincena de julio" (1–15).
      const part = lexicon.monthParts.find((p) => r.at(i - p.words.length, p.words));
      if (part) {
        r.use(i - part.words.length, part.words.length);
        mention.part = part.value;
        lead = Math.min(lead, i - part.words.length);
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
        // "between the 10th and the 25th of April": the first day may carry its ordinal ending.
        const suffix = join && ORDINAL_ENDING.test(r.tokens[j - join - 1]?.text ?? "") && !r.used[j - join - 1] ? 1 : 0;
        const first = join ? dayAt(r, j - join - 1 - suffix) : null;
        if (first !== null && first <= last) {
          mention.days = [first, last];
          // "from the 10th to the 24th" is the trip's own days; "between the 10th and the 25th", days to leave in.
          if (first < last && !r.anyAt(j - join, lexicon.listJoin)) window = last - first + 1;
          r.use(j - join - 1 - suffix, i - (j - join - 1 - suffix));
          lead = Math.min(lead, j - join - 1 - suffix);
        } else {
          mention.days = [last, last];
          r.use(j, i - j);
          lead = Math.min(lead, j);
          if (bridgeAround(r, lexicon, j, i + n)) mention.bridge = true;
        }
      }
      // A range of days is a window however it is introduced ("from 10 to 24 March").
      const bound = mention.days && mention.days[0] < mention.days[1] ? null : boundBefore(lead, i + n + (year ? 1 : 0));
      if (bound) mention.bound = bound;
      timeEnd = i + n + (year ? 1 : 0);
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
    // A day of this month already gone by is next year's ("11 novembre" on the 28th); so is this
    // month itself once it is nearly over (fewer than five days left to leave in: "November" on
    // the 28th), else it is this year's.
    else if (m.from === m.to) {
      const lastAsked = m.days?.[1] ?? partDays(m.part, ty, m.from)?.[1] ?? null;
      const nearlyOver = lastAsked === null && lastDay(ty, tm) - td < 5;
      year = m.to > tm || (m.to === tm && !nearlyOver && !(lastAsked !== null && iso(ty, m.to, lastAsked) < today)) ? ty : ty + 1;
    }
    // A season in its last month is as good as over: "autumn" on 25 November is next year's.
    else if (m.from < m.to) year = m.to > tm ? ty : ty + 1;
    // A season across the new year (winter): the one under way, or the next.
    else year = tm <= m.to ? ty - 1 : ty;
    const finalEndYear = m.to < m.from ? year + 1 : year;
    const days = m.days && m.days[1] <= lastDay(year, m.from) ? m.days : partDays(m.part, year, m.from);
    previous = { year: finalEndYear, month: m.to };
    if (m.bridge && days && days[0] === days[1]) bridged = true;
    const span =
      m.bridge && days && days[0] === days[1]
        ? bridgeSpan([iso(year, m.from, days[0])])
        : { from: iso(year, m.from, days ? days[0] : 1), to: iso(finalEndYear, m.to, days ? days[1] : lastDay(finalEndYear, m.to)) };
    if (m.bound) bounds.push(boundOf(m.bound, span, today));
    else spans.push(span);
  }
  // "dal 27 al 3", "from the 27th to the 3rd": days with no month, in the month of the time said
  // with them ("a capodanno … dal 27 al 3"), or the next one where the first day comes.
  const days = dayRange(r, lexicon, spans.map((s) => s.from).sort()[0] ?? today);
  if (days) {
    spans.push(days);
    if (days.trip) window = daysBetween(days.from, days.to) + 1;
  }
  const said = { ...(window ? { window } : {}), ...(bridged ? { bridge: true } : {}) };
  if (spans.length === 0 && bounds.length === 0) spans.push(...natural);
  if (spans.length === 0 && bounds.length === 0) return said;
  // The windows said make one span; the bounds said ("after the Befana", "from mid April") narrow it.
  let dateFrom = spans.length ? spans.map((s) => s.from).sort()[0]! : undefined;
  let dateTo = spans.length
    ? spans
        .map((s) => s.to)
        .sort()
        .at(-1)!
    : undefined;
  for (const b of bounds) {
    if (b.from && (!dateFrom || b.from > dateFrom)) dateFrom = b.from;
    if (b.to && (!dateTo || b.to < dateTo)) dateTo = b.to;
  }
  if (dateFrom && dateTo && dateFrom > dateTo) return said;
  // A month left out of the window ("spring, but not March"): the window is cut where the month
  // is at one of its ends; where it would split the window in two, or leave nothing, no date.
  if (excluded.length && dateFrom && dateTo) {
    for (const x of excluded) {
      const cut = withoutMonths(dateFrom, dateTo, x.from, x.to);
      if (!cut) return said;
      if (cut.from !== dateFrom || cut.to !== dateTo) {
        r.use(x.at, x.length);
        r.negatedAt(x.at, false, x.at + x.length);
      }
      [dateFrom, dateTo] = [cut.from, cut.to];
    }
  }
  return { ...(dateFrom ? { dateFrom } : {}), ...(dateTo ? { dateTo } : {}), ...said };
}

/**
 * Two days with no month after a "from" ("dal 27 al 3", "from the 27th to the 3rd", "du 27 au
 * 3"): a window from the first day's next coming on or after `anchor` to the second day, in the
 * month after when it is the smaller. Read only where it cannot be a length, an age or a price:
 * the second day smaller than the first (the window runs over a month's end), or the traveller
 * says they are free ("libera dal 10 al 20"); nothing may follow that makes the numbers days,
 * years or money.
 */
function dayRange(r: Reader, lexicon: Lexicon, anchor: string): (Span & { trip: boolean }) | null {
  const { tokens } = r;
  for (let i = 0; i < tokens.length; i++) {
    const fromWord =
      r.anyAt(i, lexicon.between) || lexicon.timeBounds.find((b) => b.value === "from" && r.at(i, b.words))?.words.length || 0;
    if (!fromWord) continue;
    const suffix = (k: number) => (ORDINAL_ENDING.test(tokens[k]?.text ?? "") && !r.used[k] ? 1 : 0);
    const skip = lexicon.filler.has(tokens[i + fromWord]?.text ?? "") && dayAt(r, i + fromWord) === null ? 1 : 0;
    const a = i + fromWord + skip;
    const first = dayAt(r, a);
    if (first === null || tokens[a]!.money) continue;
    const join = r.anyAt(a + 1 + suffix(a + 1), lexicon.rangeJoin);
    const b = a + 1 + suffix(a + 1) + join;
    const last = join ? dayAt(r, b) : null;
    if (last === null || tokens[b]!.money) continue;
    const end = b + 1 + suffix(b + 1);
    const unit =
      r.anyAt(end, lexicon.dayUnits) ||
      r.anyAt(end, lexicon.weekUnits) ||
      r.anyAt(end, lexicon.monthUnits) ||
      r.anyAt(end, lexicon.ageUnits);
    if (unit || r.anyAt(end, lexicon.thousands) || lexicon.currencies.some((c) => r.at(end, c.words))) continue;
    const free = r.endingAt(i, lexicon.free);
    if (last >= first && !free) continue;
    const [y, m, d] = anchor.split("-").map(Number) as [number, number, number];
    const [fy, fm] = first >= d ? [y, m] : m === 12 ? [y + 1, 1] : [y, m + 1];
    const [ly, lm] = last >= first ? [fy, fm] : fm === 12 ? [fy + 1, 1] : [fy, fm + 1];
    if (first > lastDay(fy, fm) || last > lastDay(ly, lm)) continue;
    r.use(i - free, end - i + free);
    return { from: iso(fy, fm, first), to: iso(ly, lm, last), trip: !r.anyAt(a + 1 + suffix(a + 1), lexicon.listJoin) };
  }
  return null;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The days of a part of a month: early 1–10, mid 11–20, late 21 to its end, the first half 1–15, the second 16 to its end. */
function partDays(part: MonthPart | undefined, year: number, month: number): [number, number] | undefined {
  if (part === "early") return [1, 10];
  if (part === "mid") return [11, 20];
  if (part === "late") return [21, lastDay(year, month)];
  if (part === "firstHalf") return [1, 15];
  if (part === "secondHalf") return [16, lastDay(year, month)];
  return undefined;
}

/**
 * The window from..to without the months first..last (a season when first > last): cut at
 * either end; null when they fall inside it (two windows) or cover it.
 */
function withoutMonths(from: string, to: string, first: number, last: number): Span | null {
  const inside = (day: string) => {
    const m = Number(day.slice(5, 7));
    return first <= last ? m >= first && m <= last : m >= first || m <= last;
  };
  let start = from;
  let end = to;
  // Whole months are stepped over from each end while they are left out.
  while (start <= end && inside(start)) start = firstOfNextMonth(start);
  while (end >= start && inside(end)) end = shift(`${end.slice(0, 8)}01`, -1);
  if (start > end) return null;
  for (let day = start; day <= end; day = firstOfNextMonth(day)) if (inside(day)) return null;
  return { from: start, to: end };
}

function firstOfNextMonth(day: string): string {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return m === 12 ? iso(y + 1, 1, 1) : iso(y, m + 1, 1);
}

/**
 * A bound word just before a time ("from mid April", "dopo la Befana", "entro marzo", "not
 * before March"), one short word apart at most ("after the Befana"); not used yet.
 */
function timeBoundBefore(r: Reader, lexicon: Lexicon, lead: number): { kind: TimeBound; at: number; length: number } | null {
  for (let gap = 0; gap <= 1; gap++) {
    if (gap) {
      const between = r.tokens[lead - 1];
      if (!between || r.used[lead - 1] || between.number !== null || between.text.length > 3 || r.tokens[lead]?.pause) return null;
    }
    for (const entry of lexicon.timeBounds) {
      const at = lead - gap - entry.words.length;
      if (r.at(at, entry.words) && !r.tokens[at + entry.words.length]?.pause)
        return { kind: entry.value, at, length: entry.words.length + gap };
    }
  }
  return null;
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
  // "dans les 2 prochaines semaines": a "next" may stand between the number and its unit.
  const nextBetween = r.anyAt(i + 1, lexicon.nextCountAfter);
  const days = r.anyAt(i + 1 + nextBetween, lexicon.dayUnits);
  const weeks = days ? 0 : r.anyAt(i + 1 + nextBetween, lexicon.weekUnits);
  if (!days && !weeks) return null;
  const unit = weeks ? 7 : 1;
  const end = i + 1 + nextBetween + (days || weeks);
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
  // "dans quinze jours" is in two weeks.
  const inDays = (n: number) => (unit === 1 && n === lexicon.fortnightDays ? 14 : n * unit);
  // "in the next 2 weeks", "nelle prossime 2 settimane", "in den nächsten 10 Tagen", "dans les 2
  // prochaines semaines", "les 10 jours à venir": any day from today to that day, never a length.
  const nextAfter = nextBetween ? 0 : r.anyAt(end, lexicon.nextCountAfter);
  const nextBefore = r.endingAt(start, lexicon.nextCount);
  if (nextBefore || nextBetween || nextAfter) {
    if (count * unit > 366) return null;
    let from = start - nextBefore;
    // The "in" before it, an article apart at most ("dans les 2 prochaines semaines").
    const article = !nextBefore && lexicon.filler.has(tokens[from - 1]?.text ?? "") && !r.used[from - 1] ? 1 : 0;
    const inWord = r.endingAt(from - article, lexicon.inTime);
    if (inWord) from -= article + inWord;
    r.use(from, end + nextAfter - from);
    return { from: today, to: shift(today, inDays(count)) };
  }
  const approx = r.endingAt(start, lexicon.approx);
  const lead = start - approx;
  const ahead = r.endingAt(lead, lexicon.inTimeAhead);
  const inTime = ahead ? 0 : r.endingAt(lead, lexicon.inTime);
  const leaving = r.endingAt(lead - (ahead || inTime), lexicon.departing);
  const fromNow = r.anyAt(end, lexicon.fromNow);
  const opening = inTime > 0 && lead - inTime === 0;
  // "tra 12 e 18 giorni", "between 12 and 18 days": two numbers of days joined by "and" after a
  // "between" are how long the trip lasts, unless a leaving word or "from now" makes them a time.
  const lengthOfDays = days > 0 && first !== null && !dash && r.endingAt(i, lexicon.rangeJoin) > 0 && r.endingAt(lead, lexicon.between) > 0;
  if (lengthOfDays && !leaving && !fromNow) return null;
  // With the trip's length said elsewhere ("a 5 day trip to Morocco in two weeks"), "in 2 weeks" is no length.
  const lengthElsewhere = inTime > 0 && lengthSaidOutside(r, lexicon, start, end);
  if (!ahead && !fromNow && !(inTime && (leaving || opening || lengthElsewhere))) return null;
  if (low * unit < 1 || count * unit > 366) return null;
  const from = lead - (ahead || inTime) - (ahead || inTime ? leaving : 0);
  r.use(from, end + fromNow - from);
  const earliest = shift(today, inDays(low) - 3);
  return { from: earliest < today ? today : earliest, to: shift(today, inDays(count) + 3) };
}

/** Whether a number of days or weeks stands outside the tokens [from, to) ("5 day", "10-12 giorni"). */
function lengthSaidOutside(r: Reader, lexicon: Lexicon, from: number, to: number): boolean {
  for (let k = 0; k < r.tokens.length; k++) {
    if (k >= from && k < to) continue;
    if (r.numberAt(k) === null || r.tokens[k]!.money) continue;
    if (r.anyAt(k + 1, lexicon.dayUnits) || r.anyAt(k + 1, lexicon.weekUnits)) return true;
  }
  return false;
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

/** Whether a place's name follows an "of" at i ("du Kilimandjaro", "al Kilimanjaro"); the places are read already. */
function placeAfter(r: Reader, lexicon: Lexicon, i: number): boolean {
  const of = r.anyAt(i, lexicon.commonWordOf);
  if (!of) return false;
  const at = i + of;
  return r.startingAt(lexicon.index.places, at).some((entry) => entry.words.every((w, k) => r.tokens[at + k]?.text === w));
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
      // "Labor Day long weekend": a bridge word that is a length of its own ("long weekend") is left for the length.
      const length = lexicon.durationWords.some((d) => d.words.length === after && d.words.length > 1 && r.at(end + gap, d.words));
      r.use(end, gap + (length ? 0 : after));
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
