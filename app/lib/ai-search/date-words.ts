/**
 * What stands around a time word in a question, as the date rules ask it: a bound before it
 * ("from", "entro"), a bridge word ("ponte", "Brückentag"), a "next"/"this", a length said
 * elsewhere, a place after an "of" ("ascension du Kilimandjaro"), a year or a day number.
 * Some of them mark the words they find as used, as the reader's rules do.
 */
import type { Lexicon, PhraseIndex, TimeBound } from "./lexicon";
import { insideLongerPhrase, type Reader } from "./reader";

/**
 * A bound word just before a time ("from mid April", "dopo la Befana", "entro marzo", "not
 * before March"), one short word apart at most ("after the Befana"); not used yet.
 */
export function timeBoundBefore(r: Reader, lexicon: Lexicon, lead: number): { kind: TimeBound; at: number; length: number } | null {
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

/** Whether a number of days or weeks stands outside the tokens [from, to) ("5 day", "10-12 giorni"). */
export function lengthSaidOutside(r: Reader, lexicon: Lexicon, from: number, to: number): boolean {
  for (let k = 0; k < r.tokens.length; k++) {
    if (k >= from && k < to) continue;
    if (r.numberAt(k) === null || r.tokens[k]!.money) continue;
    if (r.anyAt(k + 1, lexicon.dayUnits) || r.anyAt(k + 1, lexicon.weekUnits)) return true;
  }
  return false;
}

/** Whether a length phrase longer than the `n` words at i holds them ("weekend lungo", "long weekend"). */
export function lengthPhraseAround(r: Reader, lexicon: Lexicon, i: number, n: number): boolean {
  return insideLongerPhrase(r, lexicon.index.durationWords, i, n, 2);
}

/** Whether a word of time (a month, a season, a holiday, a unit) starts at i. */
export function timeWordAt(r: Reader, lexicon: Lexicon, i: number): boolean {
  if (r.anyAt(i, lexicon.monthUnits) || r.anyAt(i, lexicon.weekUnits) || r.anyAt(i, lexicon.dayUnits) || r.anyAt(i, lexicon.weekend))
    return true;
  const startsAt = (index: PhraseIndex<unknown>) => r.startingAt(index, i).some((entry) => r.at(i, entry.words) > 0);
  return startsAt(lexicon.index.months) || startsAt(lexicon.index.seasons) || startsAt(lexicon.index.holidays);
}

/** Whether a place's name follows an "of" at i ("du Kilimandjaro", "al Kilimanjaro"); the places are read already. */
export function placeAfter(r: Reader, lexicon: Lexicon, i: number): boolean {
  const of = r.anyAt(i, lexicon.commonWordOf);
  if (!of) return false;
  const at = i + of;
  return r.startingAt(lexicon.index.places, at).some((entry) => entry.words.every((w, k) => r.tokens[at + k]?.text === w));
}

/** Whether one of the phrases stands inside the words ("ponte di ferragosto" holds "ponte"). */
export function containsPhrase(words: string[], list: string[][]): boolean {
  return list.some((p) => words.some((_, k) => p.every((w, m) => words[k + m] === w)));
}

/**
 * A bridge word just before the holiday or the day ("ponte dell'Immacolata", "puente del 1 de
 * mayo", "pont du 11 novembre") or just after it ("Himmelfahrt mit Brückentag", "Memorial Day
 * weekend"), two short words apart at most; used once found.
 */
export function bridgeAround(r: Reader, lexicon: Lexicon, start: number, end: number): boolean {
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
export function qualifierAround(r: Reader, list: string[][], i: number, n: number): boolean {
  const before = r.endingAt(i, list);
  if (before) {
    r.use(i - before, before);
    return true;
  }
  const after = r.anyAt(i + n, list);
  if (after) r.use(i + n, after);
  return after > 0;
}

export function yearAt(r: Reader, i: number): number | null {
  const n = r.tokens[i]?.number;
  if (n === undefined || n === null || r.used[i] || n < 2000 || n > 2100) return null;
  r.use(i, 1);
  return n;
}

export function dayAt(r: Reader, i: number): number | null {
  const token = r.tokens[i];
  if (!token || r.used[i] || token.number === null || !/^\d{1,2}$/.test(token.text)) return null;
  return token.number >= 1 && token.number <= 31 ? token.number : null;
}
