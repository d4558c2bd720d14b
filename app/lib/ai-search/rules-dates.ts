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
import { bridgeSpan, canBridge, holidaySpan, isCommonWord, iso, isNatural, monsoonFreeSpan, shift, type Span } from "./holidays";
import type { Lexicon, MonthPart, TimeBound } from "./lexicon";
import { daysBetween, lastDay, partDays, withoutMonths } from "./date-days";
import { bridgeAround, containsPhrase, dayAt, placeAfter, qualifierAround, timeBoundBefore, yearAt } from "./date-words";
import type { Reader } from "./reader";
import { relativeSpan } from "./relative-dates";

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
