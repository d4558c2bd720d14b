/**
 * A question as tokens: words folded to plain lowercase letters (accents dropped, ß as ss),
 * whole numbers (thousands separators joined: "2.500", "2 000", "2,500" are 2500), currency
 * signs and dashes. Lexicon phrases go through the same function, so "März", "marz" and
 * "MÄRZ" meet, and "jusqu'à" matches however it is typed.
 */
export type Token = { text: string; number: number | null };

const TOKEN = /\d{1,3}(?:[.,\u00a0\u202f' ]\d{3})+(?!\d)|\d+|[€£$]|[-–]|[a-z]+/g;

export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/ß/g, "ss").replace(/[’`´]/g, "'");
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of fold(text).matchAll(TOKEN)) {
    const raw = match[0];
    if (/^\d/.test(raw)) {
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
