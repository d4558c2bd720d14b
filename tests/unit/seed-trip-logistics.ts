/**
 * The logistics a seeded trip promises the reader, checked against its days: every day in a
 * place names what is done there, a leg takes as long as its road really does and a short
 * flight does not fill a day, a road trip drives, the ways it travels exist, a place is named
 * with the article its language wants, its moods and effort fit its days, and no departure
 * meets a monsoon, a cyclone season or a desert's worst heat; a day between two countries of an
 * open-border area shows no passports, and a place whose airport is another town's names that
 * town on the first and last days. Each check names trip, day and rule.
 */
import { climateAvoids } from "../../scripts/seed/data/climate";
import { type Activity, KIND_DAYS } from "../../scripts/seed/data/day-texts";
import { FERRY_CROSSINGS } from "../../scripts/seed/data/leg-hours";
import { DESTINATIONS, type Place } from "../../scripts/seed/destinations";
import { distanceKm } from "../../scripts/seed/geography";
import { ownDaysOf } from "../../scripts/seed/place-notes";
import { airportTown, onIsland, openBorder, roadHours } from "../../scripts/seed/route-rule";
import { auroraSky } from "../../scripts/seed/trip-fit";
import type { PlannedDay, TripPlan } from "../../scripts/seed/trips";
import type { Broken } from "./seed-trip-promises";

const LEGS: ReadonlySet<string> = new Set(["road", "border", "train", "ferry", "flight", "sail", "cruise"]);
const isStay = (day: PlannedDay) => !LEGS.has(day.kind) && day.kind !== "arrival" && day.kind !== "departure";

/** Where a day told by a text of its kind can be: a night out after the northern lights under a dark northern sky. */
const TOLD_WHERE: Readonly<Partial<Record<Activity, (place: Place) => boolean>>> = {
  aurora: (place) => auroraSky(place) && place.lat > 0,
};

/**
 * A day in a place is one of that place's own days, which name what is seen or done, or a day of
 * what the group does told by a text of its kind, titled with the place, where that can be done:
 * no free day, no stand-in text.
 */
export function fillerDays(plan: TripPlan): Broken[] {
  const broken: Broken[] = [];
  plan.itinerary.forEach((day, i) => {
    if (!isStay(day)) return;
    const place = day.places[0]!;
    if (ownDaysOf(place).some((own) => own[2] === day.body)) return;
    const kind = day.kind as Activity;
    const told = KIND_DAYS[kind]?.bodies.includes(day.body) && day.title.every((title, lang) => title.includes(place.names[lang]!));
    if (told && TOLD_WHERE[kind]?.(place)) return;
    broken.push({
      rule: "filler-day",
      day: i + 1,
      what: `a ${day.kind} day at ${place.names[0]} that names nothing of it: "${day.body[0]}"`,
    });
  });
  return broken;
}

/** Places a road reaches slowly: up a mountain or a volcano, into a forest, to a glacier or a trailhead. */
const SLOW_KINDS: ReadonlySet<string> = new Set(["mount", "volcano", "forest", "ice"]);
const slowEnd = (place: Place) => SLOW_KINDS.has(place.kind) || place.trek;
/** The fastest a coach covers the straight line, breaks and bends counted: on main roads, and to or from a slow place. */
const MAX_STRAIGHT_KMH = 85;
const MAX_SLOW_STRAIGHT_KMH = 65;
/** A flight this long or shorter is at most three hours in the air. */
const SHORT_FLIGHT_KM = 2_400;
/** Door to door from this many hours (a long road to an airport), a short flight's day is a good part of the day. */
const SHORT_FLIGHT_FULL_HOURS = 6;
const WHOLE_DAY =
  /\b(most of the day|good part of the day|fills|whole day|day mostly gone|long day|long flight|long international flight|long travel day|end of the day|in the evening|late dinner|as the day ends)\b/i;

/** A road day takes what the road takes; a short flight's day says what else it holds. */
export function legTimes(plan: TripPlan): Broken[] {
  const broken: Broken[] = [];
  plan.itinerary.forEach((day, i) => {
    if (!LEGS.has(day.kind)) return;
    const [from, to] = day.places as [Place, Place];
    const km = distanceKm(from, to);
    if (day.kind === "road" || day.kind === "border") {
      const fastest = slowEnd(from) || slowEnd(to) ? MAX_SLOW_STRAIGHT_KMH : MAX_STRAIGHT_KMH;
      if (km / day.hours > fastest)
        broken.push({
          rule: "leg-too-short",
          day: i + 1,
          what: `${from.names[0]} – ${to.names[0]}: ${Math.round(km)} km as the crow flies in ${day.hours} hours on the road`,
        });
    }
    if (day.kind === "flight" && km <= SHORT_FLIGHT_KM && day.hours < SHORT_FLIGHT_FULL_HOURS && WHOLE_DAY.test(day.body[0]))
      broken.push({
        rule: "short-flight-whole-day",
        day: i + 1,
        what: `a flight of ${Math.round(km)} km (${from.names[0]} – ${to.names[0]}) that fills the day: "${day.body[0]}"`,
      });
  });
  return broken;
}

/** A road trip drives: most of its legs are roads, and it drives in every country it goes to. */
export function roadTrip(plan: TripPlan): Broken[] {
  if (plan.theme.key !== "roadtrip") return [];
  const legs = plan.itinerary.filter((day) => LEGS.has(day.kind));
  const roads = legs.filter((day) => day.kind === "road" || day.kind === "border");
  const broken: Broken[] = [];
  if (roads.length * 3 < legs.length * 2)
    broken.push({
      rule: "road-trip",
      what: `a road trip with ${roads.length} road legs of ${legs.length}: ${legs.map((d) => d.kind).join(", ")}`,
    });
  for (const destination of plan.destinations) {
    const code = destination.country.alpha3;
    if (!roads.some((day) => day.places.some((place) => place.alpha3 === code)))
      broken.push({ rule: "road-trip", what: `a road trip that never drives in ${code}` });
  }
  return broken;
}

/** Words for going ashore or onto the ice: open water has no shore to land on. */
const ASHORE = /\b(landings?|ashore|glaciers?|ice caps?|kayak\w*|snowmobile|zodiac|penguin colon\w*|beach)\b/i;
/** Open water: sailing waters with no land of their country's tables within this distance (a passage, not a bay). */
const OPEN_WATER_KM = 200;
const openWater = (place: Place) =>
  place.kind === "sea" &&
  !DESTINATIONS.get(place.alpha3)!.places.some((other) => other.kind !== "sea" && distanceKm(other, place) <= OPEN_WATER_KM);
/** A flight this short, where the road takes half a day at most, is a flight nobody schedules. */
const NO_FLIGHT_KM = 300;
const HALF_DAY_HOURS = 6;

/**
 * Transport that exists: no flight over a short way a road covers, no ferry from a port farther
 * from the island than another port of its coast, no road to a place only a plane reaches, no
 * landing in open water.
 */
export function transportExists(plan: TripPlan): Broken[] {
  const broken: Broken[] = [];
  plan.itinerary.forEach((day, i) => {
    const [from, to] = day.places as [Place, Place];
    const at = `${from.names[0]} – ${to?.names[0]}`;
    if (isStay(day) && openWater(from) && ASHORE.test(day.body[0]))
      broken.push({ rule: "no-such-transport", day: i + 1, what: `a landing in open water, ${from.names[0]}: "${day.body[0]}"` });
    if (!LEGS.has(day.kind)) return;
    if (
      day.kind === "flight" &&
      !from.fly &&
      !to.fly &&
      from.landmass === to.landmass &&
      distanceKm(from, to) <= NO_FLIGHT_KM &&
      roadHours(from, to) <= HALF_DAY_HOURS
    )
      broken.push({ rule: "no-such-transport", day: i + 1, what: `a flight of ${Math.round(distanceKm(from, to))} km: ${at}` });
    if ((day.kind === "road" || day.kind === "border") && (from.fly || to.fly))
      broken.push({ rule: "no-such-transport", day: i + 1, what: `a road to a place only a plane reaches: ${at}` });
    if (day.kind === "ferry" && !FERRY_CROSSINGS.some(([a, b]) => [a, b].includes(from.names[0]) && [a, b].includes(to.names[0]))) {
      const [coast, island] = onIsland(to) && !onIsland(from) ? [from, to] : [to, from];
      const nearer = nearestPort(coast, island);
      if (nearer)
        broken.push({
          rule: "no-such-transport",
          day: i + 1,
          what: `a ferry from ${coast.names[0]} to ${island.names[0]}, where boats leave from ${nearer.names[0]}`,
        });
    }
  });
  return broken;
}

/** A port of the coast's landmass and country much nearer the island than the coast's own port: the boats leave from there. */
function nearestPort(coast: Place, island: Place): Place | null {
  const km = distanceKm(coast, island);
  const all = DESTINATIONS.get(coast.alpha3)!.places.filter(
    (place) => place.port && place !== coast && place.landmass === coast.landmass && place.kind !== "sea" && !place.base,
  );
  return all.find((place) => distanceKm(place, island) * 1.5 < km && km - distanceKm(place, island) >= 40) ?? null;
}

/** Italian, Spanish and French head nouns a place's name opens with, which want an article in a sentence. */
const HEAD_NOUNS: readonly RegExp[] = [
  /^$/,
  /^(Lago|Laghi|Parco|Monte|Monti|Isola|Isole|Deserto|Foresta|Valle|Cascate|Riserva|Passaggio|Baia|Golfo|Costa|Penisola|Vulcano|Ghiacciaio|Delta|Canyon|Altopiano|Fiordo|Arcipelago|Grotte|Massiccio|Cayi|Cays|Montagne|Catena|Mar|Mare|Stretto|Laguna|Piana|Colline)\b/,
  /^(Lago|Lagos|Parque|Monte|Montes|Montañas|Isla|Islas|Desierto|Bosque|Selva|Valle|Cataratas|Reserva|Pasaje|Bahía|Golfo|Costa|Península|Volcán|Glaciar|Delta|Cañón|Meseta|Fiordo|Archipiélago|Cuevas|Macizo|Cayos|Mar|Estrecho|Laguna|Llanura|Colinas|Sierra|Cordillera)\b/,
  /^(Lac|Lacs|Parc|Mont|Monts|Montagnes|Île|Îles|Désert|Forêt|Vallée|Chutes|Réserve|Passage|Baie|Golfe|Côte|Péninsule|Volcan|Glacier|Delta|Canyon|Plateau|Fjord|Archipel|Grottes|Massif|Cayes|Mer|Détroit|Lagune|Plaine|Collines|Cervin|Sierra|Cordillère)\b/,
];
/** An article, a preposition or a preposition joined to one just before the name. */
const ARTICLE_BEFORE = [
  /^$/,
  /\b(il|lo|la|l'|i|gli|le|al|allo|alla|all'|ai|agli|alle|dal|dallo|dalla|dall'|dai|dagli|dalle|del|dello|della|dell'|dei|degli|delle|nel|nello|nella|nell'|nei|negli|nelle|sul|sullo|sulla|sull'|sui|sugli|sulle)\s*$/i,
  /\b(el|la|los|las|al|del)\s*$/i,
  /\b(le|la|l'|les|au|aux|du|des|d')\s*$/i,
];

/** An Italian, Spanish or French text that names a park, a lake or a mountain bare where the sentence wants its article. */
export function placeArticles(plan: TripPlan): Broken[] {
  const broken: Broken[] = [];
  plan.itinerary.forEach((day, i) => {
    if (!LEGS.has(day.kind)) return;
    for (const place of day.places) {
      if (["city", "town", "village"].includes(place.kind)) continue;
      for (const l of [1, 2, 3]) {
        const name = place.names[l]!;
        if (!HEAD_NOUNS[l]!.test(name)) continue;
        const body = day.body[l]!;
        for (let at = body.indexOf(name); at >= 0; at = body.indexOf(name, at + 1)) {
          if (ARTICLE_BEFORE[l]!.test(body.slice(Math.max(0, at - 8), at))) continue;
          broken.push({ rule: "place-article", day: i + 1, what: `"${name}" without its article: "${body}"` });
          break;
        }
      }
    }
  });
  return broken;
}

/** German words after which a park's, a lake's or a mountain's name wants its article ("ist der Kruger-Nationalpark"). */
const GERMAN_ARTICLE_WANTED = /\b(ist|sind|zum|zur)\s$/;

/**
 * A German text names a park, a lake or a mountain after "ist", "zum" or "zur" only with its
 * article; bare, the name stands where none is needed ("Tagesziel: Kruger-Nationalpark").
 */
export function germanArticles(plan: TripPlan): Broken[] {
  const broken: Broken[] = [];
  plan.itinerary.forEach((day, i) => {
    if (!LEGS.has(day.kind)) return;
    for (const place of day.places) {
      // A town's or an island's name stands bare in German.
      if (["city", "town", "village", "island"].includes(place.kind)) continue;
      const name = place.names[4]!;
      const body = day.body[4]!;
      for (let at = body.indexOf(name); at >= 0; at = body.indexOf(name, at + 1)) {
        if (!GERMAN_ARTICLE_WANTED.test(body.slice(Math.max(0, at - 5), at))) continue;
        broken.push({ rule: "place-article", day: i + 1, what: `"${name}" without its article: "${body}"` });
        break;
      }
    }
  });
  return broken;
}

/** Kinds of day that make a trip restful, and those that make it hard going. */
const RESTFUL: ReadonlySet<string> = new Set(["beach", "beach-active", "island", "lake", "boat-day", "sea-day", "sail"]);
const STRENUOUS: ReadonlySet<string> = new Set(["trek-stage", "volcano"]);

/** A Relax mood needs restful days; a trek, a mountain walk or an expedition is no low effort. */
export function moodsFit(plan: TripPlan): Broken[] {
  const broken: Broken[] = [];
  const kinds = new Set(plan.itinerary.map((day) => day.kind as string));
  if (plan.moods.includes("RELAX") && (plan.theme.key === "expedition" || ![...kinds].some((kind) => RESTFUL.has(kind))))
    broken.push({ rule: "mood", what: `a Relax mood for a ${plan.theme.key} trip whose days are ${[...kinds].join(", ")}` });
  if (
    plan.effort === "LOW" &&
    (plan.theme.key === "trek" || plan.theme.key === "expedition" || [...kinds].some((kind) => STRENUOUS.has(kind)))
  )
    broken.push({ rule: "mood", what: `a low effort for a ${plan.theme.key} trip whose days are ${[...kinds].join(", ")}` });
  return broken;
}

/** No day of a departure falls in its place's monsoon, cyclone season or worst heat (./data/climate.ts). */
export function climateClashes(plan: TripPlan, departures: readonly string[]): Broken[] {
  const broken: Broken[] = [];
  plan.itinerary.forEach((day, i) => {
    for (const place of day.places) {
      const avoided = climateAvoids(place);
      if (!avoided) continue;
      const bad = departures.find((start) => {
        const date = new Date(`${start}T00:00:00Z`);
        date.setUTCDate(date.getUTCDate() + i);
        return avoided.months.includes(date.getUTCMonth() + 1);
      });
      if (bad) {
        broken.push({ rule: "climate", day: i + 1, what: `${place.names[0]} in its ${avoided.why} on the departure of ${bad}` });
        return;
      }
    }
  });
  return broken;
}

/** The site whose buyers live in a country, by the country: its flight estimate is from their own airports. */
export const HOME_SITES: Readonly<Record<string, string>> = { ITA: "it", ESP: "es", FRA: "fr", DEU: "de", GBR: "uk", USA: "us" };

/** A trip that starts in a site's own country shows that site no flight estimate: its buyers are already there. */
export function homeFlights(plan: TripPlan, sites: readonly string[]): Broken[] {
  const home = HOME_SITES[plan.stops[0]!.place.alpha3];
  return home && sites.includes(home)
    ? [
        {
          rule: "flight-from-home",
          what: `a flight estimate for the ${home} site to a trip that starts in ${plan.stops[0]!.place.names[0]}`,
        },
      ]
    : [];
}

/**
 * Words of passports, borders and their formalities, per language (en, it, es, fr, de): a day
 * between two countries of an open-border area (Schengen) shows no passports and crosses no border.
 */
const BORDER_WORDS: readonly RegExp[] = [
  /\b(passports?|borders?|crossing|formalities|stamps|immigration|customs)\b/i,
  /(passaport|frontier|formalità|timbri|dogan)/i,
  /(pasaporte|frontera|trámites|sellos|aduana)/i,
  /(passeport|frontière|formalités|tampons|douane)/i,
  /(\bPass\b|Pässe|Grenze|Formalitäten|Stempel|\bZoll)/,
];

/** A flight or a road between two countries of an open-border area speaks of no border; a border day outside one does. */
export function openBorders(plan: TripPlan): Broken[] {
  const broken: Broken[] = [];
  plan.itinerary.forEach((day, i) => {
    if (!["flight", "road", "border"].includes(day.kind)) return;
    const [from, to] = day.places as [Place, Place];
    if (from.alpha3 === to.alpha3) return;
    const open = openBorder(from, to);
    day.body.forEach((body, lang) => {
      const speaks = BORDER_WORDS[lang]!.test(body);
      if (open && speaks)
        broken.push({ rule: "open-border", day: i + 1, what: `${from.names[0]} – ${to.names[0]} has no border control: "${body}"` });
    });
    if (!open && day.kind === "border" && !BORDER_WORDS[0]!.test(day.body[0]))
      broken.push({
        rule: "open-border",
        day: i + 1,
        what: `${from.names[0]} – ${to.names[0]} crosses a border it never mentions: "${day.body[0]}"`,
      });
  });
  return broken;
}

/** A trip that lands at, or flies home from, a place whose airport is another town's names that town on the day. */
export function airportTowns(plan: TripPlan): Broken[] {
  const broken: Broken[] = [];
  const ends = [
    [0, plan.itinerary[0]!],
    [plan.itinerary.length - 1, plan.itinerary[plan.itinerary.length - 1]!],
  ] as const;
  for (const [i, day] of ends) {
    const airport = airportTown(day.places[0]!);
    if (!airport) continue;
    day.body.forEach((body, lang) => {
      if (!body.includes(airport.town[lang]!))
        broken.push({
          rule: "airport-town",
          day: i + 1,
          what: `${day.places[0]!.names[0]}'s flights land at ${airport.town[0]}, which the ${day.kind} day never names: "${body}"`,
        });
    });
  }
  return broken;
}

export function logisticsProblems(plan: TripPlan, departures: readonly string[], flightSites: readonly string[]): Broken[] {
  return [
    ...fillerDays(plan),
    ...legTimes(plan),
    ...roadTrip(plan),
    ...transportExists(plan),
    ...placeArticles(plan),
    ...germanArticles(plan),
    ...moodsFit(plan),
    ...climateClashes(plan, departures),
    ...homeFlights(plan, flightSites),
    ...openBorders(plan),
    ...airportTowns(plan),
  ];
}
