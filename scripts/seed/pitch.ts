import { PITCH_PHRASES } from "./data/trip-pitches";
import type { TripTheme } from "./data/trip-themes";
import type { Names } from "./countries";
import { joinNames, LANGS, type Place } from "./destinations";
import type { RouteStop } from "./route-rule";
import type { PlannedDay } from "./trips";
import { TRAVEL_DAYS } from "./trip-types";

/**
 * A summary says only what the days give: each claim a theme's summary can make, and how the
 * itinerary keeps it (a day whose words or kind deliver it, a leg of its mode, a stop). The
 * English words of a day stand for all five languages: the texts are translations of one.
 */
export type Claim =
  | "trek"
  | "no-trek"
  | "huts"
  | "camps"
  | "beach"
  | "market"
  | "souks"
  | "food"
  | "cooking"
  | "passes"
  | "long-drives"
  | "dunes"
  | "stars"
  | "game"
  | "tents"
  | "snowshoes"
  | "snow"
  | "sauna"
  | "hot-springs"
  | "road"
  | "week-aboard"
  | "port"
  | "lava"
  | "domes"
  | "zodiac"
  | "penguins"
  | "ferries"
  | "forest"
  | "river"
  | "lodges"
  | "old-towns"
  | "wildlife"
  | "tastings";

type Trip = { itinerary: readonly PlannedDay[]; stops: readonly RouteStop[]; route: readonly Place[] };

const LEG_KINDS: ReadonlySet<string> = new Set(["road", "border", "train", "ferry", "flight", "sail", "cruise"]);
const words = (day: PlannedDay) => `${day.title[0]} ${day.body[0]}`;
const said = (trip: Trip, pattern: RegExp, kinds?: readonly string[]) =>
  trip.itinerary.some((day) => (!kinds || kinds.includes(day.kind)) && pattern.test(words(day)));
const legsOf = (trip: Trip, modes: readonly string[]) => trip.itinerary.filter((day) => modes.includes(day.kind));
const hasKind = (trip: Trip, kinds: readonly string[]) => trip.itinerary.some((day) => kinds.includes(day.kind));

/** Words of a day out among animals. */
const WILDLIFE =
  /\b(wildlife|birds?|monkeys?|elephants?|lions?|bears?|whales?|penguins?|sloths?|gorillas?|lemurs?|kangaroos?|flamingos?|seals?|dolphins?|crocodiles?|tigers?|jaguars?|orangutans?|reindeer|moose|deer|puffins?|turtles?)\b/i;
/** Words of a day that tastes at the source: a winery, a farm, a dairy, a distillery, a tasting. */
const TASTINGS =
  /\b(tastings?|tasted|winer(y|ies)|vineyards?|cellars?|producers?|farms?|dair(y|ies)|distiller(y|ies)|brewer(y|ies)|plantations?)\b/i;

const KEPT: Readonly<Record<Claim, (trip: Trip) => boolean>> = {
  trek: (t) => hasKind(t, ["trek-stage"]),
  "no-trek": (t) => !hasKind(t, ["trek-stage"]),
  huts: (t) => said(t, /\b(huts?|refuges?|lodges?|guesthouses?|teahouses?)\b/i, ["trek-stage"]),
  camps: (t) => said(t, /\b(camps?|tents?)\b/i, ["trek-stage"]),
  beach: (t) => hasKind(t, ["beach", "beach-active", "island", "surf"]),
  market: (t) => said(t, /\bmarkets?\b/i),
  souks: (t) => said(t, /\b(souks?|bazaars?|medina)\b/i),
  food: (t) => hasKind(t, ["food"]),
  cooking: (t) => said(t, /\bcook(ing)? class/i),
  passes: (t) => said(t, /\bpass(es)?\b/i),
  "long-drives": (t) => legsOf(t, ["road", "border"]).some((day) => day.hours >= 5),
  dunes: (t) => said(t, /\bdunes?\b/i),
  stars: (t) => said(t, /\b(under the stars|desert camp|tented camp|ger camp|bivouac)\b/i),
  game: (t) => hasKind(t, ["game-drive"]),
  tents: (t) => said(t, /\b(tented|tents?)\b/i),
  snowshoes: (t) => said(t, /\bsnowshoe/i),
  snow: (t) => said(t, /\bsnow/i),
  sauna: (t) => said(t, /\bsaunas?\b/i),
  "hot-springs": (t) => said(t, /\b(hot springs?|thermal|onsen|geotherm\w*)\b/i),
  road: (t) => {
    const legs = t.itinerary.filter((day) => LEG_KINDS.has(day.kind));
    return legs.length > 0 && legsOf(t, ["road", "border"]).length * 2 >= legs.length;
  },
  "week-aboard": (t) => legsOf(t, ["sail"]).length + t.itinerary.filter((day) => day.kind === "sea-day").length >= 6,
  port: (t) => t.stops.some((stop, i) => i > 0 && i < t.stops.length - 1 && stop.arriveBy === "sail" && stop.place.landmass !== "sea"),
  lava: (t) => said(t, /\blava\b/i),
  domes: (t) => said(t, /\b(domes?|tilework|tiles?|majolica)\b/i),
  zodiac: (t) => said(t, /\bzodiacs?\b/i),
  penguins: (t) => said(t, /\bpenguins?\b/i),
  ferries: (t) => legsOf(t, ["ferry"]).length > 0,
  forest: (t) => hasKind(t, ["forest"]) || said(t, /\b(rainforest|jungle)\b/i),
  river: (t) => said(t, /\b(river|canoe|boat)\b/i),
  lodges: (t) => said(t, /\blodges?\b/i),
  "old-towns": (t) => t.route.some((place) => place.old),
  // Wildlife at dawn and dusk: two days at least that go out to see animals.
  wildlife: (t) =>
    t.itinerary.filter((day) => !TRAVEL_DAYS.has(day.kind) && (day.kind === "game-drive" || WILDLIFE.test(day.body[0]))).length >= 2,
  tastings: (t) => said(t, TASTINGS),
};

/** The most phrases a summary's pitch strings together. */
const MAX_PHRASES = 3;

/** The theme's pitch for this trip: its phrases whose claims the days keep, as one sentence in each language (empty when none is kept). */
export function pitchOf(theme: TripTheme, trip: Trip): Names {
  const phrases = PITCH_PHRASES[theme.key];
  if (!phrases) return theme.pitch as unknown as Names;
  const holds = new Map<Claim, boolean>();
  const kept = (claim: Claim) => {
    let value = holds.get(claim);
    if (value === undefined) {
      value = KEPT[claim](trip);
      holds.set(claim, value);
    }
    return value;
  };
  const chosen = phrases
    .filter((phrase) => (!phrase.claim || kept(phrase.claim)) && (!phrase.unless || !kept(phrase.unless)))
    .slice(0, MAX_PHRASES);
  // A trip that keeps none of its theme's phrases says nothing beyond its places.
  if (chosen.length === 0) return LANGS.map(() => "") as unknown as Names;
  return LANGS.map((lang) => {
    const sentence = joinNames(
      lang,
      chosen.map((phrase) => phrase.text[lang]),
    );
    return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
  }) as unknown as Names;
}
