/**
 * Italian elides the article and its preposition before a number read with a vowel: "l'8
 * luglio", "dall'11 al 18", "entro l'11 agosto" (otto, undici, and 80–89, 800–899, 11,000…),
 * never "il 8" or "dal 11". A date or number filled into a message after its article is put
 * right here, once the message is whole.
 */
const BEFORE_VOWEL_NUMBER = /\b(il|dal|al|del|nel|sul) (?=(?:8|11)(?:\b|[^\d\s])|8\d(?:\b|[^\d])|8\d\d(?:\b|[^\d])|11[.\s]\d{3})/gi;
const ELIDED: Readonly<Record<string, string>> = { il: "l'", dal: "dall'", al: "all'", del: "dell'", nel: "nell'", sul: "sull'" };

export function elideItalian(text: string): string {
  if (!/\d/.test(text)) return text;
  return text.replace(BEFORE_VOWEL_NUMBER, (word: string) => {
    const lower = word.trim().toLowerCase();
    const elided = ELIDED[lower] ?? lower;
    return word[0] === word[0]!.toUpperCase() && word[0] !== word[0]!.toLowerCase() ? elided[0]!.toUpperCase() + elided.slice(1) : elided;
  });
}

/** A language's own fix-ups of a filled message (only Italian has any). */
export const finishMessage = (language: string, text: string): string => (language.startsWith("it") ? elideItalian(text) : text);
