export type Messages = { readonly [key: string]: string | Messages };
export type TranslateVars = Record<string, string | number | null | undefined>;

/**
 * Looks up a dotted key in one language's catalogue and fills its `{{name}}` placeholders,
 * the only catalogue features components use. A missing key reads as the key itself, so a
 * gap is visible rather than blank.
 */
export function translate(messages: Messages, key: string, vars?: TranslateVars): string {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) {
    node = typeof node === "object" && node !== null ? node[part] : undefined;
  }
  if (typeof node !== "string") return key;
  if (!vars) return node;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = vars[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}
