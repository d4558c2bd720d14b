/**
 * A question as tokens: words folded to plain lowercase letters (accents dropped, ß as ss),
 * whole numbers (thousands separators joined: "2.500", "2 000", "2,500" are 2500; "2.5k" keeps
 * its decimals for the thousand that follows), currency signs and dashes. Lexicon phrases go
 * through the same function, so "März", "marz" and "MÄRZ" meet, and "jusqu'à" matches however
 * it is typed.
 */
export type Token = { text: string; number: number | null; money?: boolean };

const TOKEN = /\d+[.,]\d{1,2}(?=\s?k\b)|\d{1,3}(?:[.,\u00a0\u202f' ]\d{3})+(?!\d)|\d+|[€£$]|[-–]|[a-z]+/g;

export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/ß/g, "ss").replace(/[’`´]/g, "'");
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of fold(text).matchAll(TOKEN)) {
    const raw = match[0];
    if (/^\d+[.,]\d{1,2}$/.test(raw)) {
      tokens.push({ text: raw, number: Number(raw.replace(",", ".")) });
    } else if (/^\d/.test(raw)) {
      const digits = raw.replace(/\D/g, "");
      // Longer than any price or day count: read as text, never as a number.
      tokens.push({ text: digits, number: digits.length <= 9 ? Number(digits) : null });
    } else {
      tokens.push({ text: raw === "–" ? "-" : raw, number: null });
    }
  }
  return tokens;
}

/** A phrase's tokens as plain words (the lexicon's form). */
export function phrase(text: string): string[] {
  return tokenize(text).map((t) => t.text);
}

/** Damerau-Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}
