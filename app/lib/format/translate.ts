export type Messages = { readonly [key: string]: string | Messages };
export type TranslateVars = Record<string, string | number | null | undefined>;

/**
 * Looks up a dotted key in one language's catalogue and fills its `{{name}}` placeholders,
 * the only catalogue features components use. A missing key reads as the key itself, so a
 * gap is visible rather than blank.
 */
export function translate(messages: Messages, key: string, vars?: TranslateVars): string {
  const node = lookup(messages, key);
  if (node === undefined) return key;
  if (!vars || !node.includes("{{")) return node;
  return node.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = vars[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

// A page makes hundreds of lookups in one of six fixed catalogues: each key is walked once per
// catalogue object and remembered (a catalogue's keys are finite, so the memo is too).
const found = new WeakMap<Messages, Map<string, string | undefined>>();

function lookup(messages: Messages, key: string): string | undefined {
  let memo = found.get(messages);
  if (!memo) {
    memo = new Map();
    found.set(messages, memo);
  }
  if (memo.has(key)) return memo.get(key);
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) {
    node = typeof node === "object" && node !== null ? node[part] : undefined;
  }
  const value = typeof node === "string" ? node : undefined;
  // Keys built from data (a missing key reads as itself) must not grow the memo without bound.
  if (memo.size < 5000) memo.set(key, value);
  return value;
}
