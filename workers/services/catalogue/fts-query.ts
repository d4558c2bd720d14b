/** The most words of one search that reach FTS5; longer texts are cut (bounded work). */
const MAX_TERMS = 8;

/**
 * Search text -> FTS5 MATCH expression. Words are split on anything that is not a letter or
 * a digit, as the unicode61 tokenizer does, so user punctuation never reaches the FTS query
 * syntax; each word becomes a quoted prefix term ("ital"* finds Italia and Italy while
 * typing) and all must match. Case and diacritics are folded by the tokenizer
 * (remove_diacritics 2), on the query terms as on the indexed text. Null when no word remains.
 */
export function ftsMatchExpression(text: string): string | null {
  const words = text.normalize("NFC").match(/[\p{L}\p{N}]+/gu);
  if (!words) return null;
  return words
    .slice(0, MAX_TERMS)
    .map((word) => `"${word}"*`)
    .join(" ");
}
