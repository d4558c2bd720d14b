/**
 * The notation of the destination tables (destinations-*.ts): one row per country of
 * ../countries.ts, written by hand, read once when the seed starts.
 *
 * - `it`, `fr`: "in-form|of-form" with the right preposition and article ("in Islanda|dell'Islanda",
 *   "au Japon|du Japon", "a Cuba|di Cuba").
 * - `de`: "in-form|through-form" ("in der Türkei|durch die Türkei"); empty for "in X|durch X".
 * - `near`: the countries a group trip can combine with this one (space-separated alpha-3
 *   codes): land neighbours with an open crossing, or a short hop by ferry or plane. Whether a
 *   leg between them is a border day, a ferry or a flight is the route rule's to decide.
 * - `themes`: the kinds of trip that fit the country (keys of ../data/trip-themes.ts).
 * - `places`: "kind Names @lat,lon landmass flags…; …" in route order, the first being the
 *   gateway where trips arrive and leave (a city with an airport).
 *   - Names: one text for every language, or "en|it|es|fr|de". A language's text may end in
 *     ">form" when "arrival in/at" it needs more than the plain preposition ("Il Cairo>al Cairo").
 *   - `@lat,lon`: decimal degrees (WGS84) of the town centre, the site, or the middle of the
 *     park, trek area, desert or sailing waters.
 *   - landmass: what a coach can drive on without a ferry, as a slug: `afro-eurasia`,
 *     `north-america` (to Panama), `south-america`, `australia`, `antarctica`, or the island's
 *     own name (`great-britain`, `honshu`, `bali`, `sicily`…); an island joined by a road
 *     bridge, causeway or tunnel counts as what it is joined to; `sea` for a sailing area.
 *   - flags, any of:
 *     - an IATA code (three capitals): the airport with scheduled flights that serves the place;
 *     - `port`: a harbour with passenger ferries, boats or a marina;
 *     - `base=<English name, spaces as _>`: a place of the same country the group sleeps in to
 *       visit this one on a day trip (every site; a park, mountain or lake with no lodging of its own;
 *       a bay or reef seen on a day out by boat, which a voyage then leaves out);
 *     - `party`: known for its nights out;
 *     - `game`: a park with game drives;
 *     - `trek`: an area walked in stages, sleeping in huts, teahouses or camps;
 *     - `must`: one of the few places a country is known for, that a visitor expects any
 *       tour of the country to show (Petra, the pyramids of Giza, Angkor Wat, Machu Picchu,
 *       the Taj Mahal, Ha Long Bay, Uluru): a classic or grand tour of the country always
 *       goes there (sleeping at its base when it has one), and an ancient-wonders or temples
 *       trip always visits its must sites;
 *     - `fly`: a place no road reaches, which a group flies in and out of (Kaieteur Falls, Canaima):
 *       with its airport's code, or without one where only a chartered light aircraft from the
 *       country's gateway lands on its airstrip (Raleighvallen, up a river no road follows);
 *     - `surf`: a beach or coastal town with surfable waves and surf schools, where a surf
 *       trip's lessons happen (Taghazout, Uluwatu, Tamarindo); a surf trip stays only at
 *       these, besides the gateway it lands at and an airport town on the way;
 *     - the traits below, each opening day texts that are true only where it holds (a text
 *       without a trait must be true at every place of its kind):
 *       - `old`: a city or town with a historic centre: an old town, old quarter or medina,
 *         its lanes and old houses and a great place of worship (Kraków, Fès, Cusco, Hội An);
 *       - `alpine`: a trek in high mountains with huts, refuges or teahouses to sleep in,
 *         thin air and high camps (the Alps, the Tatras, Kilimanjaro, the Annapurna circuit);
 *       - `dunes`: a desert of sand dunes to climb and walk (Erg Chebbi, Sossusvlei, Wahiba);
 *       - `camels`: a desert crossed with camels and their drivers, where nomads live (the
 *         Sahara, Arabia, the Thar, the Gobi);
 *       - `lapland`: Arctic Scandinavia's snow forest and frozen lakes: huskies, snowmobiles,
 *         reindeer herders, saunas;
 *       - `boats`: a lake with boats to take out on it and villages on its shores.
 * - Each table also lists its ferry links (`*_FERRIES`): "landmass~landmass" pairs that a
 *   scheduled passenger ferry or boat joins ("afro-eurasia~sicily", "bali~lombok"); a ferry
 *   day runs between two `port` places of such a pair.
 * - `options.en`: "the" when English puts the article before the name; `options.es`: the
 *   "in|of|through" forms when they are not "en X|de X|por X".
 */
export const PLACE_KINDS = [
  "city",
  "town",
  "village",
  "site",
  "park",
  "mount",
  "lake",
  "desert",
  "beach",
  "island",
  "sea",
  "ice",
  "forest",
  "volcano",
] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** The place traits of the notation that open day texts of their own (see `places` above). */
export const PLACE_TRAITS = ["old", "alpine", "dunes", "camels", "lapland", "boats"] as const;
export type PlaceTrait = (typeof PLACE_TRAITS)[number];

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
