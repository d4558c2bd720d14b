/**
 * The interpreter's cursor over a question's tokens: phrase matching where each token is used
 * once, numbers (digits, number words, thousands), typo correction towards the lexicon's place,
 * month and mood names, and negation ("not in Europe", "sin playa").
 */
import type { Entry, Lexicon, PhraseIndex } from "./lexicon";
import { editDistance, type Token } from "./tokens";

export type Reader = {
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
  /**
   * Whether a negation stands just before i (one short word may sit between: "not in"), or just
   * after the phrase ending at `end` with nothing or a pause after it ("Patagonia no, Chile",
   * "marzo no"); used once found, unless `keep`. A negation never reaches over punctuation.
   */
  negatedAt(i: number, keep?: boolean, end?: number): boolean;
  /** The phrases of an index that start at i, longest first (used or not: check with `at`). */
  startingAt<T>(index: PhraseIndex<T>, i: number): Entry<T>[];
  /** Every place a phrase of the index starts, longest phrases first, then left to right (check with `at` before use). */
  starts<T>(index: PhraseIndex<T>): { at: number; entry: Entry<T> }[];
};

const NONE: never[] = [];

/**
 * Whether the words [i, i + n) lie inside a longer phrase of the index that starts up to `back`
 * words before them ("weekend lungo" holds "weekend", "Capodanno cinese" holds "Capodanno"),
 * one whose value `accept`s when given.
 */
export function insideLongerPhrase<T>(
  r: Reader,
  index: PhraseIndex<T>,
  i: number,
  n: number,
  back: number,
  accept?: (value: T) => boolean,
): boolean {
  for (let k = Math.max(0, i - back); k <= i; k++)
    for (const entry of r.startingAt(index, k))
      if (entry.words.length > n && k + entry.words.length >= i + n && (!accept || accept(entry.value)) && r.at(k, entry.words))
        return true;
  return false;
}

export function reader(tokens: Token[], lexicon: Lexicon): Reader {
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
      for (let k = Math.max(0, from); k < from + length; k++) used[k] = true;
    },
    numberAt(i) {
      const token = tokens[i];
      if (!token || used[i]) return null;
      return token.number ?? lexicon.numbers.get(token.text) ?? null;
    },
    negatedAt(i, keep = false, end) {
      if (end !== undefined && !tokens[end]?.pause) {
        const after = r.anyAt(end, lexicon.negations);
        const next = tokens[end + after];
        if (after && (!next || next.pause)) {
          if (!keep) r.use(end, after);
          return true;
        }
      }
      if (tokens[i]?.pause) return false;
      const direct = r.endingAt(i, lexicon.negations);
      if (direct) {
        if (!keep) r.use(i - direct, direct);
        return true;
      }
      const between = tokens[i - 1];
      if (!between || between.pause || between.number !== null || between.text.length > 4) return false;
      const apart = r.endingAt(i - 1, lexicon.negations);
      if (apart && !keep) r.use(i - 1 - apart, apart + 1);
      return apart > 0;
    },
    startingAt(index, i) {
      const token = tokens[i];
      return token ? (index.get(token.text)?.map((c) => c.entry) ?? NONE) : NONE;
    },
    starts(index) {
      const found: { at: number; order: number; entry: Entry<never> }[] = [];
      tokens.forEach((token, at) => {
        for (const { entry, order } of index.get(token.text) ?? NONE) found.push({ at, order, entry: entry as Entry<never> });
      });
      found.sort((a, b) => a.order - b.order || a.at - b.at);
      return found;
    },
  };
  return r;
}

/** Whether the word by itself names one country. */
function isCountryWord(lexicon: Lexicon, word: string): boolean {
  return (lexicon.index.places.get(word) ?? []).some(
    ({ entry }) =>
      entry.words.length === 1 &&
      !entry.value.region &&
      entry.value.places.length > 0 &&
      entry.value.places.every((p) => p.kind === "destinationId"),
  );
}

/** Whether two words each name, by themselves, the same places. */
function samePlace(lexicon: Lexicon, a: string, b: string): boolean {
  const places = (word: string) => {
    const entry = (lexicon.index.places.get(word) ?? []).find(({ entry }) => entry.words.length === 1)?.entry;
    return entry && entry.value.places.length > 0
      ? entry.value.places
          .map((p) => `${p.kind}:${p.id}`)
          .sort()
          .join()
      : null;
  };
  const first = places(a);
  return first !== null && first === places(b);
}

/** The word with each run of one letter written once ("morroco" and "morocco" are both "moroco"). */
function singleLetters(word: string): string {
  return word.replace(/(.)\1+/g, "$1");
}

/** How far a typed word is from a name: a doubled letter typed once, or once where it is doubled, is one slip at most. */
function typoDistance(typed: string, word: string, max: number, swaps: boolean): number {
  const d = editDistance(typed, word, max, swaps);
  return d > 1 && singleLetters(typed) === singleLetters(word) ? 1 : d;
}

/**
 * A place name of several words run together ("srilanka", "newzealand"), or so with one slip
 * in a long one: its words. Only a word the lexicon does not know, of seven letters or more.
 */
function joinedName(lexicon: Lexicon, text: string): string[] | null {
  if (text.length < 7 || lexicon.vocabulary.has(text)) return null;
  let best: string[] | null = null;
  let tie = false;
  for (const words of lexicon.spellingPhrases) {
    const joined = words.join("");
    if (joined === text) return words;
    if (text.length < 8 || joined[0] !== text[0] || typoDistance(text, joined, 1, true) > 1) continue;
    if (best) tie = true;
    best = words;
  }
  return tie ? null : best;
}

/**
 * One slip in one word of a place name of several words, the others typed right ("new
 * zealnd", "costa rika"): the slipped word must not be a known word and have four letters or
 * more, so "new" beside any word never becomes New Zealand.
 */
function fixNameOfWords(tokens: Token[], lexicon: Lexicon): void {
  for (const words of lexicon.spellingPhrases) {
    for (let i = 0; i + words.length <= tokens.length; i++) {
      let slip = -1;
      let ok = true;
      for (let k = 0; k < words.length && ok; k++) {
        const text = tokens[i + k]!.text;
        if (text === words[k]) continue;
        const word = words[k]!;
        if (slip >= 0 || tokens[i + k]!.number !== null || text.length < 4 || word.length < 5 || lexicon.vocabulary.has(text)) ok = false;
        else if (typoDistance(text, word, 1, text.length > 5) > 1 || text[0] !== word[0]) ok = false;
        else slip = k;
      }
      if (ok && slip >= 0) tokens[i + slip]!.text = words[slip]!;
    }
  }
}

/**
 * Before reading: names run together split ("srilanka"), a slip in a name of several words
 * fixed ("new zealnd"), typos fixed towards known words ("giapone", "vietnma", "morroco",
 * "guarenteed"), then "2k", "2 mila", "dos mil", "duemila" turned into numbers that read as money.
 */
export function prepare(typed: Token[], lexicon: Lexicon): Token[] {
  const tokens: Token[] = [];
  for (const token of typed) {
    const words = token.number === null ? joinedName(lexicon, token.text) : null;
    if (!words) tokens.push(token);
    else
      tokens.push(...words.map((text, k) => (k === 0 ? { ...token, text } : { text, number: null, start: token.start, end: token.end })));
  }
  fixNameOfWords(tokens, lexicon);
  for (const token of tokens) {
    if (token.number !== null || lexicon.vocabulary.has(token.text)) continue;
    for (const suffix of lexicon.compoundSuffixes) {
      if (!token.text.endsWith(suffix) || token.text.length < suffix.length + 4) continue;
      const stem = token.text.slice(0, -suffix.length);
      const known = [stem, `${stem}n`, `${stem}en`].find((w) => lexicon.vocabulary.has(w));
      if (known) {
        token.text = known;
        break;
      }
    }
  }
  // "Süditalien", "Nordspanien": a part of a country joined to its name is the country.
  for (const token of tokens) {
    if (token.number !== null || lexicon.vocabulary.has(token.text)) continue;
    const prefix = lexicon.compoundPrefixes.find((p) => token.text.startsWith(p) && isCountryWord(lexicon, token.text.slice(p.length)));
    if (prefix) token.text = token.text.slice(prefix.length);
  }
  for (const token of tokens) {
    if (token.number !== null || token.text.length < 4 || lexicon.vocabulary.has(token.text)) continue;
    const max = token.text.length >= 9 ? 2 : 1;
    let best: string | null = null;
    let bestDistance = max + 1;
    let tie = false;
    for (const word of lexicon.spelling.get(token.text[0]!) ?? []) {
      // A four-letter word is only corrected towards a longer name ("japn", "aprl").
      if (token.text.length === 4 && word.length < 5) continue;
      // In a word of five letters or fewer two swapped letters are more often another word than a
      // typo ("chien" is a dog, not "Chine"); a wrong letter is still a typo ("kenia").
      const d = typoDistance(token.text, word, max, token.text.length > 5);
      if (d < bestDistance) [best, bestDistance, tie] = [word, d, false];
      // Two spellings of one country ("kazakistan", "kazakhstan") as close are no tie.
      else if (d === bestDistance && !(best && samePlace(lexicon, best, word))) tie = true;
    }
    if (best && !tie) token.text = best;
  }
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const value = token.number ?? lexicon.numbers.get(token.text) ?? null;
    const next = tokens[i + 1];
    if (value !== null && next && lexicon.thousands.some((t) => t.length === 1 && t[0] === next.text)) {
      out.push({
        text: String(Math.round(value * 1000)),
        number: Math.round(value * 1000),
        money: true,
        thousands: true,
        ...(token.pause ? { pause: true } : {}),
        start: token.start,
        end: next.end,
      });
      i++;
      continue;
    }
    const big = token.number === null ? lexicon.numbers.get(token.text) : undefined;
    if (big !== undefined && big >= 100) {
      out.push({
        text: String(big),
        number: big,
        money: true,
        ...(big >= 1000 && big % 1000 === 0 ? { thousands: true } : {}),
        ...(token.pause ? { pause: true } : {}),
        start: token.start,
        end: token.end,
      });
      continue;
    }
    out.push(token);
  }
  return out;
}
