/**
 * The notation of the destination tables (destinations-*.ts): one row per country of
 * ../countries.ts, written by hand, read once when the seed starts.
 *
 * - `it`, `fr`: "in-form|of-form" with the right preposition and article ("in Islanda|dell'Islanda",
 *   "au Japon|du Japon", "a Cuba|di Cuba").
 * - `de`: "in-form|through-form" ("in der Türkei|durch die Türkei"); empty for "in X|durch X".
 * - `near`: the neighbours a group trip can cross into (space-separated alpha-3 codes).
 * - `themes`: the kinds of trip that fit the country (keys of ../data/trip-themes.ts).
 * - `places`: "kind Name; kind Name; …" in route order, the first being where trips arrive.
 *   A name is one text for every language, or "en|it|es|fr|de". A language's text may end in
 *   ">form" when "arrival in/at" it needs more than the plain preposition ("Il Cairo>al Cairo").
 * - `options.en`: "the" when English puts the article before the name; `options.es`: the
 *   "in|of|through" forms when they are not "en X|de X|por X".
 */
export const PLACE_KINDS = [
  "city",
  "town",
  "site",
  "park",
  "mount",
  "lake",
  "desert",
  "beach",
  "island",
  "ice",
  "forest",
  "volcano",
] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export type Destination = {
  alpha3: string;
  it: string;
  fr: string;
  de: string;
  near: string;
  themes: string;
  places: string;
  en?: "the";
  es?: string;
};

export function d(
  alpha3: string,
  it: string,
  fr: string,
  de: string,
  near: string,
  themes: string,
  places: string,
  options: { en?: "the"; es?: string } = {},
): Destination {
  return { alpha3, it, fr, de, near, themes, places, ...options };
}
