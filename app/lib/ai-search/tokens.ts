/**
 * A question as tokens: words folded to plain lowercase letters (accents dropped, ß as ss),
 * whole numbers (thousands separators joined: "2.500", "2 000", "2,500" are 2500; "2.5k" keeps
 * its decimals for the thousand that follows), currency signs and dashes. Lexicon phrases go
 * through the same function, so "März", "marz" and "MÄRZ" meet, and "jusqu'à" matches however
 * it is typed. Each token keeps where it stands in the question as typed, so what the reader
 * did not use can be shown in the traveller's own spelling.
 */
export type Token = {
  text: string;
  number: number | null;
  money?: boolean;
  /** A number said in thousands ("3k", "3 mila", "tremila"): a bare number before it in a range is thousands too ("2-3k"). */
  thousands?: boolean;
  /** Punctuation stands between this token and the one before it ("Patagonia no, Chile"). */
  pause?: boolean;
  start: number;
  end: number;
};

const TOKEN = /\d+[.,]\d{1,2}(?=\s?k\b)|\d{1,3}(?:[.,\u00a0\u202f' ]\d{3})+(?!\d)|\d+|[€£$]|[-–]|[a-z]+/g;

export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/ß/g, "ss").replace(/[’`´]/g, "'");
}

/** The folded question and, for each of its characters, the index of the character it came from. */
function foldWithOrigins(text: string): { folded: string; origins: number[] | null } {
  // Plain ASCII folds character for character: no map needed (lexicon phrases, most questions).
  if (!/[^ -~]/.test(text)) return { folded: fold(text), origins: null };
  let folded = "";
  const origins: number[] = [];
  let index = 0;
  for (const char of text) {
    const part = fold(char);
    folded += part;
    for (let k = 0; k < part.length; k++) origins.push(index);
    index += char.length;
  }
  origins.push(index);
  return { folded, origins };
}

export function tokenize(text: string): Token[] {
  const { folded, origins } = foldWithOrigins(text);
  return tokensOf(folded, origins, text.length);
}

/** The tokens of a folded text; `origins` maps its characters back to the text as typed (null: one to one). */
function tokensOf(folded: string, origins: number[] | null, typedLength: number): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of folded.matchAll(TOKEN)) {
    const raw = match[0];
    // Punctuation between two words stops a "not" from reaching over it ("Patagonia no, Chile").
    const pause = tokens.length > 0 && /[,;.:!?()]/.test(folded.slice(previousEnd, match.index));
    previousEnd = match.index + raw.length;
    const start = origins ? origins[match.index]! : match.index;
    const end = origins ? (origins[match.index + raw.length] ?? typedLength) : match.index + raw.length;
    if (/^\d+[.,]\d{1,2}$/.test(raw)) {
      tokens.push({ text: raw, number: Number(raw.replace(",", ".")), start, end });
    } else if (/^\d/.test(raw)) {
      const digits = raw.replace(/\D/g, "");
      // Longer than any price or day count: read as text, never as a number.
      tokens.push({ text: digits, number: digits.length <= 9 ? Number(digits) : null, start, end });
    } else {
      tokens.push({ text: raw === "–" ? "-" : raw, number: null, start, end });
    }
    if (pause) tokens.at(-1)!.pause = true;
  }
  // A dash inside a word joins its parts ("week-end", "Nouvelle-Zélande", "mi-août", "10-day",
  // "30-somethings"): read as a space. Between two numbers it is a range ("7-10", "25-35"), and
  // so it is after a number in thousands ("2k-3k").
  const kept = tokens.filter((t, i) => {
    if (t.text !== "-") return true;
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    const attached = before && after && before.end === t.start && after.start === t.end;
    const thousands = before?.text === "k" && tokens[i - 2]?.number != null && after?.number !== null;
    return !(attached && (before.number === null || after.number === null) && !thousands);
  });
  return kept;
}

/** A phrase's tokens as plain words (the lexicon's form). */
export function phrase(text: string): string[] {
  // Most lexicon phrases are written folded already: split them without the tokenizer (a few
  // thousand per lexicon, built once per isolate and language).
  if (/^[a-z]+(?: [a-z]+)*$/.test(text)) return text.split(" ");
  const folded = fold(text);
  return tokensOf(folded, null, folded.length).map((t) => t.text);
}

/** Damerau-Levenshtein distance (plain Levenshtein without `swaps`), stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number, swaps = true): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (swaps && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}
