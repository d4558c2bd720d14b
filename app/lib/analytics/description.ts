/**
 * The description an analytics event carries. A module of its own (not text.ts): the
 * trip and tour pages' first download carries the cut without the hashing helpers.
 */

/** Event descriptions are at most 130 characters. */
export const DESCRIPTION_MAX_LENGTH = 130;
const ELLIPSIS = "...";

/**
 * A description longer than 130 characters becomes its first 127 characters plus
 * '...' (the ellipsis starts at character 127, total 130). Counted in code points, not
 * UTF-16 units, so an emoji is never split into a lone surrogate.
 */
export function truncateDescription(text: string): string {
  const chars = Array.from(text);
  if (chars.length <= DESCRIPTION_MAX_LENGTH) return text;
  return chars.slice(0, DESCRIPTION_MAX_LENGTH - ELLIPSIS.length).join("") + ELLIPSIS;
}
