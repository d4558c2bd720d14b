import type { Names } from "./countries";
import type { PlaceKind } from "./data/destination";
import type { Texts } from "./data/day-texts";
import {
  ARRIVALS,
  type Arrivals,
  BORDER_OPENINGS,
  CRUISE,
  FERRY_OPENINGS,
  type FerryBand,
  FLIGHT_ARRIVALS,
  FLIGHT_OPENINGS,
  type FlightBand,
  LIGHT_AIRCRAFT_OPENINGS,
  OPEN_FLIGHT_OPENINGS,
  ROAD_OPENINGS,
  type RoadBand,
  SAIL,
  VIA,
} from "./data/leg-texts";
import { AIRPORT_TOWN_PARTS, TRAIN_OPENINGS } from "./data/train-texts";
import { DESTINATIONS, LANGS, type Lang, type Place } from "./destinations";
import { distanceKm } from "./geography";
import { createRandom } from "./prng";
import { fillBy } from "./trip-words";
import { airportTown, knownRoad, type LegMode, openBorder, roadHours } from "./route-rule";

/**
 * The text of a day that moves the group from one overnight place to the next, in the five
 * catalogue languages: how it sets off from the place it leaves and how long that takes, a
 * stop on the way when a town or site truly lies on it, and an arrival at the place it reaches
 * that fits the hours (back at a place the trip already stayed at, it says so). The parts are
 * in ./data/leg-texts.ts; this file chooses them and puts the places' names into them.
 */

import { asTown, countryForms, isTown, namedForms, trailheadForms, townForms } from "./place-forms";

export { countryForms, frenchPlace, isTown, italianPlace, spanishPlace, type TownForms, townForms } from "./place-forms";

// ---------------------------------------------------------------------------------------------
// How long

/** A day on the road or a ferry: a short hop (up to 2 hours), half a day (3–5), a long day (6–8), very long (more). */
export const roadBand = (hours: number): RoadBand => (hours <= 2 ? "short" : hours <= 5 ? "half" : hours <= 8 ? "long" : "very-long");
/**
 * A flight day, the airports included: short up to 3 hours, half a day up to 5, long beyond; a
 * short flight (SHORT_FLIGHT_KM) reads as a short day up to 5 hours and as half a day beyond,
 * never as a long one.
 */
export const flightBand = (hours: number, km = Number.POSITIVE_INFINITY): FlightBand =>
  hours <= 3 || (km <= SHORT_FLIGHT_KM && hours < SHORT_FLIGHT_FULL_HOURS)
    ? "short"
    : hours <= 5 || km <= SHORT_FLIGHT_KM
      ? "half"
      : "long";
/**
 * A flight this long or shorter is at most three hours in the air: its day reads as a short one
 * (a morning at the airport, the afternoon at the place reached) whatever the formalities add,
 * unless the roads to the airports bring its hours to SHORT_FLIGHT_FULL_HOURS.
 */
export const SHORT_FLIGHT_KM = 2_400;
/** The hours door to door at which even a short flight's day takes a good part of the day (a long road to the airport). */
export const SHORT_FLIGHT_FULL_HOURS = 6;
const ferryBand = (hours: number): FerryBand => (hours <= 2 ? "short" : hours <= 5 ? "half" : "long");
/** A day under sail of up to this many hours leaves most of the day at the place reached. */
const SHORT_SAIL_HOURS = 3;

// ---------------------------------------------------------------------------------------------
// A stop on the way

/** A road or border day this long or longer stops on the way, where a place lies on it. */
export const VIA_MIN_HOURS = 3;
/** A place is on the way when going through it is at most this much longer than the straight line. */
export const VIA_DETOUR = 1.1;
/** …and it is not in the first or last quarter of the way (a stop right after leaving or just before arriving is none). */
export const VIA_EDGE = 0.25;
/** The places a leg can stop at: a town or village for a break or lunch, a site for a short visit. */
const VIA_KINDS: ReadonlySet<PlaceKind> = new Set<PlaceKind>(["city", "town", "village", "site"]);

const stopsByCountry = new Map<string, readonly Place[]>();
/** A country's places a road can stop at, worked out once per country. */
function stopPlaces(alpha3: string): readonly Place[] {
  let places = stopsByCountry.get(alpha3);
  if (!places) {
    places = DESTINATIONS.get(alpha3)!.places.filter(
      (place) => VIA_KINDS.has(place.kind) && !place.fly && place.landmass !== "sea" && Number.isFinite(place.lat),
    );
    stopsByCountry.set(alpha3, places);
  }
  return places;
}

const placeKey = (place: Place) => `${place.alpha3}${place.index}`;
const viasCache = new Map<string, readonly Place[]>();
/**
 * The places on the way from one place to the other, the straightest first: of the two places'
 * countries, on the same land, going through them at most VIA_DETOUR times the straight line,
 * and neither in its first nor its last VIA_EDGE.
 */
export function placesOnTheWay(from: Place, to: Place): readonly Place[] {
  const key = `${placeKey(from)}>${placeKey(to)}`;
  let places = viasCache.get(key);
  if (!places) {
    const km = distanceKm(from, to);
    const countries = from.alpha3 === to.alpha3 ? [from.alpha3] : [from.alpha3, to.alpha3];
    places = countries
      .flatMap(stopPlaces)
      .filter((place) => place !== from && place !== to && place.landmass === from.landmass && place.landmass === to.landmass)
      .map((place) => ({ place, a: distanceKm(from, place), b: distanceKm(place, to) }))
      .filter(({ a, b }) => a + b <= VIA_DETOUR * km && a >= VIA_EDGE * km && b >= VIA_EDGE * km)
      // …and on the way by the road's hours too: a hill town off the straight line costs hours the map does not show.
      .filter(
        ({ place }) => roadHours(from, place) + roadHours(place, to) <= Math.max(VIA_DETOUR * roadHours(from, to), roadHours(from, to) + 1),
      )
      .sort((x, y) => x.a + x.b - (y.a + y.b))
      .map(({ place }) => place);
    viasCache.set(key, places);
  }
  return places;
}

// ---------------------------------------------------------------------------------------------
// Putting a day together

/** A leg of a trip: its two places, how and how long, and whether the trip stayed at the place it reaches before. */
/** A leg between two places; `trail` when the trip walks the trail of the place reached (its road ends at the trailhead). */
export type LegDay = { from: Place; to: Place; mode: LegMode; hours: number; back: boolean; trail?: boolean };

/**
 * What one trip's leg days have used so far: a trip never repeats a part of a text, a whole
 * text or a stop on the way, and never stops on the way at a place it stays at or visits.
 */
/**
 * What a trip's leg days have said so far: the parts used (a template read twice with other
 * names), the sentences written (read twice word for word, which is worse), the stops on the way.
 */
export type LegTrip = { stays: ReadonlySet<Place>; used: Set<Texts>; said: Set<string>; vias: Set<Place>; bodies: Set<string> };
export const legTrip = (stays: Iterable<Place>): LegTrip => ({
  stays: new Set(stays),
  used: new Set(),
  said: new Set(),
  vias: new Set(),
  bodies: new Set(),
});

type Slots = Readonly<Record<string, Names>>;

/** The slots of a part that need a town at their end of the leg. */
const TOWN_SLOT = /\{(in|to|from|of|obj)\}/;
const townOnly = new Map<Texts, boolean>();
function needsTown(texts: Texts): boolean {
  let needs = townOnly.get(texts);
  if (needs === undefined) {
    needs = texts.some((text) => TOWN_SLOT.test(text));
    townOnly.set(texts, needs);
  }
  return needs;
}

/** A town's slots, as the parts name them ({obj} is the bare name). */
function townSlots(place: Place): Slots {
  const forms = townForms(place);
  return { in: forms.in, to: forms.to, from: forms.from, of: forms.of, obj: forms.name };
}

/**
 * How many ways a leg between the same two places can read: a trip draws one, and takes the next
 * when its parts are already in the trip. Legs between the same places thus share a few texts
 * across the catalogue, which keeps the seed script small at 100x.
 */
export const LEG_VARIANTS = 4;

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/**
 * One way a leg can read, drawn from the way's own stream: how it sets off, how it arrives, and,
 * on a road day long enough, the words for a stop in a town or at a site and which of the places
 * on the way (those the trip leaves free) it stops at.
 */
type Way = {
  key: string;
  opening: Texts;
  openingSlots: Slots;
  arrival: Texts | null;
  arrivalSlots: Slots;
  stop: { town: Texts; site: Texts; draw: number } | null;
  /** Parts after the opening: a flight's airport that is another town's. */
  extra: Part[];
};

const ways = new Map<string, Way>();
function wayOf(leg: LegDay, variant: number): Way {
  const { from, to, mode, hours, back } = leg;
  const trail = leg.trail === true && mode !== "flight";
  const key = `${placeKey(from)}>${placeKey(to)}:${mode}:${hours}:${back ? "back" : "new"}${trail ? ":trail" : ""}#${variant}`;
  let way = ways.get(key);
  if (way) return way;
  const random = createRandom(hashOf(key));
  // A road to a trail the trip walks ends at its trailhead; the first stage walks on from there.
  const named: Slots = { name: trail ? trailheadForms(to) : namedForms(to) };
  // A voyage's day keeps to the water: where the boat heads is named as the tables write it.
  if (mode === "sail" || mode === "cruise") {
    const port = to.landmass !== "sea";
    const pool =
      mode === "sail"
        ? back
          ? SAIL.back[port ? "port" : "waters"]
          : SAIL[hours <= SHORT_SAIL_HOURS ? "short" : "long"][port ? "port" : "waters"]
        : back
          ? CRUISE[port ? "back" : "backWaters"]
          : CRUISE[port ? "port" : "waters"];
    way = { key, opening: random.pick(pool), openingSlots: named, arrival: null, arrivalSlots: named, stop: null, extra: [] };
    ways.set(key, way);
    return way;
  }
  // A town whose airport is another town's is left, and reached, as the day's destination is: by name, the airport town told apart.
  const fromAirport = mode === "flight" ? airportTown(from) : null;
  const toAirport = mode === "flight" ? airportTown(to) : null;
  const fromTown = isTown(from) && !fromAirport;
  const toTown = isTown(to) && !toAirport;
  const country = countryForms(to.alpha3);
  let openings: readonly Texts[];
  let arrivals: Arrivals;
  if (mode === "flight") {
    const band = flightBand(hours, distanceKm(from, to));
    const domestic = from.alpha3 === to.alpha3;
    // A small plane only where no road reaches one end.
    // A flight within an open-border area (Schengen) shows no passports.
    openings =
      domestic && (from.fly || to.fly)
        ? LIGHT_AIRCRAFT_OPENINGS
        : domestic
          ? FLIGHT_OPENINGS.domestic[band]
          : openBorder(from, to)
            ? OPEN_FLIGHT_OPENINGS[band]
            : FLIGHT_OPENINGS.international[band];
    arrivals = FLIGHT_ARRIVALS[band];
  } else {
    const band = roadBand(hours);
    // An open border (no passports shown) reads as any road day.
    openings =
      mode === "train"
        ? TRAIN_OPENINGS[hours <= 2 ? "short" : hours <= 5 ? "half" : "long"]
        : mode === "ferry"
          ? FERRY_OPENINGS[ferryBand(hours)]
          : mode === "border" && !openBorder(from, to)
            ? BORDER_OPENINGS[band]
            : ROAD_OPENINGS[band];
    arrivals = ARRIVALS[band];
  }
  // A leg from a town names it; only a trip that has used every such opening reads on with another.
  const naming = fromTown && variant < LEG_VARIANTS ? openings.filter(needsTown) : [];
  const opening = random.pick(naming.length > 0 ? naming : openings.filter((texts) => fromTown || !needsTown(texts)));
  const arrival = random.pick(toTown ? (back ? arrivals.townBack : arrivals.town) : back ? arrivals.placeBack : arrivals.place);
  const length = hours <= 5 ? "half" : "long";
  // A known road is not the straight line: the places on that line are not on its way.
  const stop =
    (mode === "road" || mode === "border") && hours >= VIA_MIN_HOURS && !knownRoad(from, to)
      ? { town: random.pick(VIA.town[length]), site: random.pick(VIA.site[length]), draw: random.next() }
      : null;
  way = {
    key,
    opening,
    openingSlots: { ...(fromTown ? townSlots(from) : {}), into: country.into, country: country.to },
    arrival,
    arrivalSlots: toTown ? { ...townSlots(to), ...named } : named,
    stop,
    extra: [
      ...(fromAirport ? [airportPart("departure", fromAirport.town, variant)] : []),
      ...(toAirport ? [airportPart("arrival", toAirport.town, variant)] : []),
    ],
  };
  ways.set(key, way);
  return way;
}

/** Where a way stops on the road: one of the first three places on the way that the trip leaves free, or none. */
function stopOf(leg: LegDay, way: Way, trip: LegTrip): Place | null {
  if (!way.stop) return null;
  const options = placesOnTheWay(leg.from, leg.to)
    .filter((place) => !trip.stays.has(place) && !trip.vias.has(place))
    .slice(0, 3);
  return options.length > 0 ? options[Math.floor(way.stop.draw * options.length)]! : null;
}

function fill(template: string, slots: Slots, lang: Lang): string {
  const out = fillBy(template, (slot) => slots[slot]?.[lang]);
  // A part that opens with a place ("a Roma in tarda mattinata") starts with a capital.
  return out.charAt(0).toUpperCase() + out.slice(1);
}

type Part = readonly [Texts, Slots];

/**
 * The sentence an arrival or departure day adds for an airport in another town: the first
 * wording the trip has not used yet (a flight leg through the same town reads another).
 */
export function airportWords(way: "departure" | "arrival", town: Parameters<typeof asTown>[0], trip: LegTrip): Names {
  const count = AIRPORT_TOWN_PARTS[way].length;
  let part = airportPart(way, town, 0);
  for (let variant = 0; variant < count; variant++) {
    part = airportPart(way, town, variant);
    if (!trip.used.has(part[0])) break;
  }
  trip.used.add(part[0]);
  trip.said.add(fill(part[0][0], part[1], 0));
  return LANGS.map((lang) => fill(part[0][lang], part[1], lang)) as unknown as Names;
}

/** The words for leaving from, or landing at, an airport town: the way's variant picks one of their wordings. */
export function airportPart(way: "departure" | "arrival", town: Parameters<typeof asTown>[0], variant: number): Part {
  const forms = townForms(asTown(town));
  const wordings = AIRPORT_TOWN_PARTS[way];
  return [wordings[variant % wordings.length]!, { airportFrom: forms.from, airportIn: forms.in }];
}

/** A way's parts, with its stop on the way when it has one. */
function partsOf(way: Way, via: Place | null): Part[] {
  const parts: Part[] = [[way.opening, way.openingSlots], ...way.extra];
  if (via && way.stop) {
    parts.push(via.kind === "site" ? [way.stop.site, { viaName: via.names }] : [way.stop.town, { via: townForms(via).in }]);
  }
  if (way.arrival) parts.push([way.arrival, way.arrivalSlots]);
  return parts;
}

/** Each way's text, written once: legs between the same places read alike across trips, so most are. */
const written = new Map<string, Names>();
function textOf(way: Way, via: Place | null, parts: readonly Part[]): Names {
  const key = via ? `${way.key}@${placeKey(via)}` : way.key;
  let text = written.get(key);
  if (!text) {
    text = LANGS.map((lang) => parts.map(([texts, slots]) => fill(texts[lang], slots, lang)).join(" ")) as unknown as Names;
    written.set(key, text);
  }
  return text;
}

/**
 * A leg day's text. `draw` (in [0, 1), from the trip's random stream) picks which of the leg's
 * LEG_VARIANTS ways it reads; a way whose parts the trip already used gives way to the next.
 */
export function legDayBody(leg: LegDay, draw: number, trip: LegTrip): Names {
  const first = Math.min(LEG_VARIANTS - 1, Math.floor(draw * LEG_VARIANTS));
  let best: { parts: Part[]; via: Place | null; text: Names; clashes: number } | null = null;
  for (let k = 0; k < LEG_VARIANTS * 4; k++) {
    const way = wayOf(leg, k < LEG_VARIANTS ? (first + k) % LEG_VARIANTS : k);
    const via = stopOf(leg, way, trip);
    const parts = partsOf(way, via);
    let clashes = 0;
    // A sentence the trip already wrote word for word weighs more than a template it used with other names.
    for (const [texts, slots] of parts) if (trip.used.has(texts)) clashes += trip.said.has(fill(texts[0], slots, 0)) ? 10 : 1;
    if (best && clashes >= best.clashes) continue;
    const text = textOf(way, via, parts);
    if (trip.bodies.has(text[0])) clashes += 100;
    if (!best || clashes < best.clashes) best = { parts, via, text, clashes };
    if (clashes === 0) break;
  }
  for (const [texts, slots] of best!.parts) {
    trip.used.add(texts);
    trip.said.add(fill(texts[0], slots, 0));
  }
  if (best!.via) trip.vias.add(best!.via);
  trip.bodies.add(best!.text[0]);
  return best!.text;
}
