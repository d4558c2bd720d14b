import { lengthPhraseAround, lengthSaidOutside, timeWordAt } from "./date-words";
import { shift, type Span, weekday } from "./holidays";
import type { Lexicon } from "./lexicon";
import type { Reader } from "./reader";

/**
 * Dates said from today: "this weekend", "next week", "la semaine prochaine", "nächstes
 * Wochenende" (the week runs Monday to Sunday, the weekend is its Saturday and Sunday), and
 * "in 3 weeks", "tra 10 giorni", "dans 2 ou 3 semaines", "3 weeks from now": a departure that
 * many days from today, give or take three days. Where the language's "in" also says how long a
 * trip lasts ("Japan in 3 weeks", "Japón en 2 semanas"), it is a time from today only when it
 * opens the question, follows a leaving word ("leaving in 3 weeks") or comes with "from now".
 */
export function relativeSpan(r: Reader, lexicon: Lexicon, i: number, today: string): Span | null {
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
