import { createContext, useContext } from "react";

/** The shell's parts whose markup the server keeps (the header and the footer). */
export type KeptPart = "header" | "footer";

/**
 * The server's memo of a shell part's inner markup, by everything the part's markup is made
 * from (its `key`). Only the server provides one (entry.server); in the browser there is none,
 * and the parts render as they always do.
 */
export type KeptMarkup = {
  /** The part's inner HTML as an earlier render of the same key wrote it, if kept. */
  markup(part: KeptPart, key: string): string | undefined;
  /** Asks for the part's inner HTML of this render to be kept under the key. */
  keep(part: KeptPart, key: string): void;
};

export const KeptMarkupContext = createContext<KeptMarkup | null>(null);

/**
 * The header and the footer are a third of a page's elements and read only the site, the
 * language, the currency, the person and the address: the server writes each once per key and
 * answers later renders with the same bytes (the browser hydrates them against that markup, as
 * ever). `inputs` is everything the part's markup is made from; the outer element is rendered
 * by the part itself, so its attributes stay its own.
 */
export function useKeptMarkup(part: KeptPart, inputs: () => unknown[]): { html: string | undefined; key: string | null } {
  const kept = useContext(KeptMarkupContext);
  if (!kept) return { html: undefined, key: null };
  const key = JSON.stringify(inputs());
  const html = kept.markup(part, key);
  if (html === undefined) kept.keep(part, key);
  return { html, key };
}
