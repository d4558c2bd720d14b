/**
 * German umlauts reach an address in one of two spellings: "münchen" as "muenchen" (ä→ae,
 * ö→oe, ü→ue, the German rule the city addresses follow) or as "munchen" (the accent dropped).
 * An event's address written with the other spelling than the one it has is the same event: its
 * key, with either spelling folded to the bare vowel, is the same, and the page moves (301) to
 * the address the event has.
 */
export function transliterationKey(slug: string): string {
  return slug.replace(/ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u");
}

/** The slug among `slugs` that names the same event as `asked` in the other spelling, if any. */
export function sameEventSlug(asked: string, slugs: readonly string[]): string | null {
  const key = transliterationKey(asked);
  return slugs.find((slug) => slug !== asked && transliterationKey(slug) === key) ?? null;
}
