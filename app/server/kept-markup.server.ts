import { BoundedMap } from "../lib/memo/bounded-map";
import type { KeptMarkup, KeptPart } from "../components/shell/kept-markup";

/**
 * The header's and the footer's inner markup by key (components/shell/kept-markup.tsx), for the
 * life of the isolate. A key holds the address, so the map is bounded: 400 entries of about
 * 6 KB each at most, emptied when full.
 */
const kept = new BoundedMap<string, string>(400);

/** How each part's outer element starts in a page (its first attribute is its class). */
const OPENING: Record<KeptPart, { open: string; close: string; tag: string }> = {
  header: { open: '<header class="site-header', close: "</header>", tag: "<header" },
  footer: { open: '<footer class="site-footer', close: "</footer>", tag: "<footer" },
};

/** One request's view of the memo: what it found, and what its render asked to keep. */
export function keptMarkupForRequest(): { memo: KeptMarkup; wanted: Map<KeptPart, string> } {
  const wanted = new Map<KeptPart, string>();
  return {
    memo: {
      markup: (part, key) => kept.get(`${part}\u0000${key}`),
      keep: (part, key) => void wanted.set(part, key),
    },
    wanted,
  };
}

/**
 * Keeps each wanted part's inner HTML as the finished document has it. A part found other than
 * once, or holding an element of its own tag, is not kept (its end could not be told for sure),
 * nor one holding what belongs to this response only.
 */
export function keepFromDocument(html: string, wanted: Map<KeptPart, string>): void {
  for (const [part, key] of wanted) {
    const { open, close, tag } = OPENING[part];
    const start = html.indexOf(open);
    if (start < 0 || html.indexOf(open, start + 1) >= 0) continue;
    const innerStart = html.indexOf(">", start) + 1;
    const end = html.indexOf(close, innerStart);
    if (innerStart <= 0 || end < 0) continue;
    const inner = html.slice(innerStart, end);
    // Markup of this response alone (a nonce, a Suspense boundary still streaming) is never kept.
    if (inner.includes(tag) || inner.includes("nonce=") || inner.includes("<!--$?") || inner.includes("<template")) continue;
    kept.set(`${part}\u0000${key}`, inner);
  }
}
