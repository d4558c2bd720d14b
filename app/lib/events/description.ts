/** An event's description in lists is cut to 130 characters, the ellipsis at character 127. */
export const DESCRIPTION_LIMIT = 130;
const ELLIPSIS = "...";

/** Counted in characters (code points), so a cut never splits an emoji or an accented letter's pair. */
export function cutDescription(text: string, limit: number = DESCRIPTION_LIMIT): string {
  // Counting code points needs no split when even every UTF-16 unit is one.
  if (text.length <= limit) return text;
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  return characters.slice(0, limit - ELLIPSIS.length).join("") + ELLIPSIS;
}
