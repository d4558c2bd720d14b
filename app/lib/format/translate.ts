export type Messages = { readonly [key: string]: string | Messages };
import { finishMessage } from "./elision";

export type TranslateVars = Record<string, string | number | null | undefined>;

/**
 * Looks up a dotted key in one language's catalogue and fills its `{{name}}` placeholders,
 * the only catalogue features components use, then applies the language's fix-ups of a filled
 * message (Italian's "l'11 luglio"). A missing key reads as the key itself, so a gap is
 * visible rather than blank.
 */
export function translate(messages: Messages, key: string, vars?: TranslateVars, language = ""): string {
  let memo = found.get(messages);
  if (!memo) {
    memo = new Map();
    found.set(messages, memo);
  }
  let text = memo.get(key);
  if (text === undefined) {
    const node = key
      .split(".")
      .reduce<string | Messages | undefined>((at, part) => (typeof at === "object" && at !== null ? at[part] : undefined), messages);
    // A key that names no message reads as itself; the memo stays bounded whatever the keys.
    text = typeof node === "string" ? node : key;
    if (memo.size < 5000) memo.set(key, text);
  }
  if (!vars) return text;
  const filled = text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = vars[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
  return finishMessage(language, filled);
}

// A page makes hundreds of lookups in one of six fixed catalogues: each key is walked once per
// catalogue object and remembered.
const found = new WeakMap<Messages, Map<string, string>>();
