import type { TripTheme } from "./data/trip-themes";
import { DESTINATIONS, type DestinationInfo, type Place } from "./destinations";
import { distanceKm } from "./geography";
import type { Random } from "./prng";
import {
  borderJoins,
  DRIVE_DAY_KM,
  ferryJoins,
  hasAirfield,
  isHop,
  type LegMode,
  legHours,
  legProblems,
  onIsland,
  pairMemo,
  type RouteStop,
  SAIL_DAY_KM,
  CRUISE_DAY_KM,
  SAME_BASE_KM,
  TRAILHEAD_KM,
  trainTimetable,
} from "./route-rule";
import { shortestOrder } from "./route-order";
import { candidates, HOP_ISLANDS, isCore, keepsPromise, lodgingOf, mustPlaces, voyageWaters } from "./trip-fit";
import { EFFORT_CAP, type Route } from "./trip-types";

/** The overnight places of a trip and the legs between them: a tour's route, or a voyage's. */

/**
 * The way from one overnight place to the next that the rule allows within the theme's
 * longest transfer: the train where a traveller takes one, a road or border day where one will
 * do, a ferry where one sails, a flight otherwise, and a flight first where the road would take
 * the whole day (FLY_OVER_ROAD_HOURS). Null when there is none.
 */
const legsByCap = new Map<number, (from: Place, to: Place) => LegMode | null>();
export function legBetween(from: Place, to: Place, cap: number): LegMode | null {
  let legs = legsByCap.get(cap);
  if (!legs) {
    legs = pairMemo((a, b) => findLeg(a, b, cap));
    legsByCap.set(cap, legs);
  }
  return legs(from, to);
}

/** A road this long or longer is flown instead where a flight is scheduled. */
const FLY_OVER_ROAD_HOURS = 8;

function findLeg(from: Place, to: Place, cap: number): LegMode | null {
  const km = distanceKm(from, to);
  const apart = km >= SAME_BASE_KM || ((from.trek || to.trek) && km >= TRAILHEAD_KM);
  const byRoad = !from.fly && !to.fly;
  const modes: LegMode[] = [];
  if (trainTimetable(from, to) !== undefined) modes.push("train");
  if (byRoad && from.alpha3 === to.alpha3 && from.landmass === to.landmass && apart && km <= DRIVE_DAY_KM) modes.push("road");
  else if (byRoad && from.alpha3 !== to.alpha3 && km >= SAME_BASE_KM && borderJoins(from, to, km)) modes.push("border");
  // A ferry across water the road goes round comes before the road.
  if (ferryJoins(from, to, km))
    modes.splice(
      modes.length > 0 && legHours("ferry", from, to) < legHours(modes[modes.length - 1]!, from, to) ? modes.length - 1 : modes.length,
      0,
      "ferry",
    );
  if (hasAirfield(from) && hasAirfield(to) && (from.iata === null || from.iata !== to.iata)) {
    const long = modes.some((mode) => (mode === "road" || mode === "border") && legHours(mode, from, to) >= FLY_OVER_ROAD_HOURS);
    if (long) modes.splice(modes[0] === "train" ? 1 : 0, 0, "flight");
    else modes.push("flight");
  }
  return modes.find((mode) => legHours(mode, from, to) <= cap && legProblems(from, to, mode).length === 0) ?? null;
}

/** How many trips of a theme stayed at a place so far: later ones prefer the places they did not. */
export const wornKey = (theme: TripTheme, place: Place) => `stayed:${theme.key}:${place.alpha3}${place.index}`;

/**
 * Overnight places for a touring trip: from the first country's gateway, places of each
 * country in turn, each reached by a leg the rule allows within the theme's longest transfer,
 * preferring the nearer ones, then put in the order that spends the fewest hours on the way
 * (route-order.ts) so the route runs across the map instead of zigzagging, and a
 * last leg to a place with an airport when the route ends where no flight leaves. Tries a few
 * draws and keeps the fullest that fits the days; a country it cannot reach is left out.
 */
export function planRoute(
  random: Random,
  destinations: readonly DestinationInfo[],
  theme: TripTheme,
  wanted: number,
  worn: (place: Place) => number,
): Route {
  const cap = EFFORT_CAP[theme.effort];
  // The trip lands at the country's gateway, or where its theme begins when that takes flights from abroad.
  const landings = candidates(destinations[0]!, theme).filter((place) => place.international && isCore(place, theme));
  const gateway = isCore(destinations[0]!.places[0]!, theme) || landings.length === 0 ? destinations[0]!.places[0]! : random.pick(landings);
  // Overnight places, the gateway among them: each costs its leg's day and at least one day there.
  let target = Math.max(destinations.length, Math.min(7, Math.round((wanted - 2) / 2.4)));
  // Island hopping stays on enough islands, after a night at a mainland gateway.
  if (theme.key === "islands") target = Math.max(target, HOP_ISLANDS + (onIsland(gateway) ? 0 : 1));
  // The places a country's must places are seen from, besides the gateway: each is a stop of its own.
  const musts = destinations.map((destination) =>
    [...new Set(mustPlaces(destination, theme).map(lodgingOf))].filter((place) => place !== gateway),
  );
  let best: RouteStop[] = [{ place: gateway, arriveBy: null, nights: 0 }];
  let bestFits = isCore(gateway, theme) && keepsPromise(best, destinations.slice(0, 1), theme);
  for (let attempt = 0; attempt < 12 && (best.length < target || !bestFits); attempt++) {
    const stops: RouteStop[] = [{ place: gateway, arriveBy: null, nights: 0 }];
    // Which stops must follow the one before them: a place reached through the town before it.
    const joined: boolean[] = [false];
    const taken = new Set<Place>([gateway]);
    // The gateway is the first country's first stop; every other country gets at least one.
    const quotas = destinations.map((_, d): number => (d === 0 ? 0 : 1));
    for (let extra = target - destinations.length; extra > 0; extra--) quotas[random.int(0, quotas.length - 1)]!++;
    musts.forEach((places, d) => {
      quotas[d] = Math.max(quotas[d]!, places.length);
    });
    destinations.forEach((destination, d) => {
      for (let k = 0; k < quotas[d]!; k++) {
        const here = stops[stops.length - 1]!.place;
        const open = candidates(destination, theme).filter(
          // Places near one already on the route are its day trips, unless water or a trail lies between; a must
          // place is a stop of its own however near (Lucerne, an hour from Zurich), reached from farther away.
          (place) =>
            !taken.has(place) &&
            (musts[d]!.includes(place) ||
              [...taken].every(
                (other) => other.landmass !== place.landmass || distanceKm(other, place) >= (place.trek ? TRAILHEAD_KM : SAME_BASE_KM),
              )),
        );
        // Nearer places first; a place earlier trips of the theme already stayed at counts as farther, so repeats differ.
        const options = open
          .map((place) => ({ place, via: null as Place | null, mode: legBetween(here, place, cap), km: distanceKm(here, place) }))
          .filter((option) => option.mode !== null)
          .sort((a, b) => a.km * (1 + worn(a.place)) - b.km * (1 + worn(b.place)));
        // The country's must places come first, then the trip's reason to exist, through a town with an
        // airport when no leg reaches them directly.
        const missing = musts[d]!.filter((place) => !taken.has(place) && open.includes(place));
        let pool = missing.length > 0 ? options.filter((option) => missing.includes(option.place)) : [];
        if (missing.length > 0 && pool.length === 0) pool = viaHub(here, missing, destination, taken, cap);
        const needsCore = !stops.some((stop) => isCore(stop.place, theme));
        if (pool.length === 0 && needsCore) pool = options.filter((option) => isCore(option.place, theme));
        if (pool.length === 0 && needsCore)
          pool = viaHub(
            here,
            open.filter((place) => isCore(place, theme)),
            destination,
            taken,
            cap,
          );
        // Island hopping goes on to an island it has not stayed on, by ferry or a short flight when it can.
        if (pool.length === 0 && theme.key === "islands") {
          const stayed = new Set(stops.map((stop) => stop.place.landmass));
          const fresh = options.filter((option) => onIsland(option.place) && !stayed.has(option.place.landmass));
          const hops = fresh.filter((option) => isHop(here, option.place, option.mode!));
          pool = hops.length > 0 ? hops : fresh;
        }
        if (pool.length === 0) pool = options;
        // A road trip goes on by road where a road leads on.
        if (theme.key === "roadtrip") {
          const drives = pool.filter((option) => option.via === null && (option.mode === "road" || option.mode === "border"));
          if (drives.length > 0) pool = drives;
        }
        if (pool.length === 0) break;
        // Mostly the nearest, sometimes the next: routes differ but run on.
        const choice = pool[Math.min(pool.length - 1, Number(random.weighted({ 0: 6, 1: 3, 2: 1 })))]!;
        if (choice.via) {
          // Back through a town already slept at, the night there is one on the way.
          const back = taken.has(choice.via);
          stops.push({ place: choice.via, arriveBy: legBetween(here, choice.via, cap), nights: 0, ...(back ? { transit: true } : {}) });
          joined.push(false);
          taken.add(choice.via);
        }
        stops.push({ place: choice.place, arriveBy: choice.mode, nights: 0 });
        joined.push(choice.via !== null);
        taken.add(choice.place);
      }
    });
    // The places chosen, in the order that spends the fewest hours on the way, when that order
    // still ends where a flight home leaves without giving up a place (else as they were drawn).
    const countryOf = (place: Place) => destinations.findIndex((destination) => destination.places.includes(place));
    const ordered = shortestOrder(
      stops,
      joined,
      countryOf,
      (from, to) => legBetween(from, to, cap),
      (place) => homeHours(place, destinations, cap),
    );
    const closed = [...ordered];
    if (closeWithAirport(closed, destinations, cap) && ordered.every((stop) => closed.includes(stop)))
      stops.splice(0, stops.length, ...closed);
    else if (!closeWithAirport(stops, destinations, cap)) continue;
    const fits = stops.some((stop) => isCore(stop.place, theme)) && keepsPromise(stops, destinations, theme);
    if (fits && (!bestFits || stops.length > best.length)) {
      best = stops;
      bestFits = true;
    } else if (!bestFits && stops.length > best.length) best = stops;
  }
  // Every stop but one reached only to fly home has a day of its own, besides its leg, and a day for each must place seen from it.
  const mustVisits = destinations
    .flatMap((destination) => mustPlaces(destination, theme))
    .filter((must) => must.base && best.some((stop) => stop.place === must.base && !stop.transit)).length;
  // A trek walks two stages at least where it stays on a trail (one day there is a day walk).
  const trails = theme.key === "trek" ? best.filter((stop) => !stop.transit && stop.place.trek).length : 0;
  const needed = 2 + (best.length - 1) + best.filter((stop) => !stop.transit).length + mustVisits + trails;
  return { stops: best, days: Math.max(needed, Math.min(wanted, needed + 2 * best.length + 1)) };
}

type Option = { place: Place; via: Place | null; mode: LegMode | null; km: number };

/**
 * Ways to places no leg reaches from here: a night in a town with an airport on the way, the
 * nearest way first. A town already slept at is on the way into or out of a spur when a
 * flight lands at it or leaves from it (Ha Long's boats, back to Hanoi, the flight to Hội An),
 * not a flight to the far end of the country and back up (Ha Long, Ho Chi Minh City, Hội An).
 */
function viaHub(here: Place, targets: readonly Place[], destination: DestinationInfo, taken: ReadonlySet<Place>, cap: number): Option[] {
  const hubs = destination.places.filter((place) => place.iata && !place.base && place !== here && place.kind !== "sea");
  return targets
    .flatMap((place) =>
      hubs
        .filter(
          (hub) =>
            hub !== place &&
            legBetween(here, hub, cap) !== null &&
            (!taken.has(hub) || legBetween(here, hub, cap) === "flight" || legBetween(hub, place, cap) === "flight"),
        )
        .map((hub) => ({ place, via: hub, mode: legBetween(hub, place, cap), km: distanceKm(here, hub) + distanceKm(hub, place) })),
    )
    .filter((option) => option.mode !== null)
    .sort((a, b) => a.km - b.km);
}

/** A day's worth of hours: what a route pays when no single leg takes it home from its last place. */
const NO_WAY_HOME_HOURS = 24;

/** The hours of the leg from `place` to the nearest town with flights abroad (none from one). */
function homeHours(place: Place, destinations: readonly DestinationInfo[], cap: number): number {
  if (place.international) return 0;
  let hours = NO_WAY_HOME_HOURS;
  for (const destination of destinations)
    for (const home of destination.places) {
      if (!home.international || home.base) continue;
      const mode = legBetween(place, home, cap);
      if (mode !== null) hours = Math.min(hours, legHours(mode, place, home));
    }
  return hours;
}

/**
 * Ends a route at a place with an airport: adds the leg back to one when the last stop has
 * none, or gives up stops from the end until one can.
 */
function closeWithAirport(stops: RouteStop[], destinations: readonly DestinationInfo[], cap: number): boolean {
  while (stops.length > 1 && !closeOnce(stops, destinations, cap)) stops.pop();
  return stops[stops.length - 1]!.place.international;
}

/**
 * A trip flies home from an airport with flights abroad (a small airport's flights only connect):
 * from the last stop, or after a leg to one, or through a town whose airport connects to one.
 */
function closeOnce(stops: RouteStop[], destinations: readonly DestinationInfo[], cap: number): boolean {
  const last = stops[stops.length - 1]!.place;
  if (last.international) return true;
  const places = [...new Set([DESTINATIONS.get(last.alpha3)!, ...destinations])].flatMap((destination) => destination.places);
  const legsFrom = (from: Place, to: (place: Place) => boolean) =>
    places
      .filter((place) => to(place) && !place.base && place !== from)
      .map((place) => ({ place, mode: legBetween(from, place, cap), km: distanceKm(from, place) }))
      .filter((option) => option.mode !== null)
      .sort((a, b) => a.km - b.km);
  const home = legsFrom(last, (place) => place.international)[0];
  if (home) {
    stops.push({ place: home.place, arriveBy: home.mode, nights: 0, transit: true });
    return true;
  }
  // Back through a town the route slept at is a spur's way out only when the flight home leaves from it: going on
  // by road from there doubles back (Puno, the Sacred Valley, Puno, on to Cusco).
  const slept = new Set(stops.map((stop) => stop.place));
  for (const hub of legsFrom(last, (place) => place.iata !== null)) {
    const onward = legsFrom(hub.place, (place) => place.international)[0];
    if (!onward || (slept.has(hub.place) && onward.mode !== "flight")) continue;
    stops.push({ place: hub.place, arriveBy: hub.mode, nights: 0, transit: true });
    stops.push({ place: onward.place, arriveBy: onward.mode, nights: 0, transit: true });
    return true;
  }
  return false;
}

/**
 * A voyage: from the gateway to a harbour by road when it is not one, then days under sail
 * (or on an expedition ship) through the country's waters and their island harbours, and
 * back to a harbour with an airport, or to the gateway.
 */
export function planVoyage(random: Random, destination: DestinationInfo, theme: TripTheme, wanted: number, mode: "sail" | "cruise"): Route {
  const cap = EFFORT_CAP[theme.effort];
  const reach = mode === "sail" ? SAIL_DAY_KM : CRUISE_DAY_KM;
  const gateway = destination.places[0]!;
  const { waters, harbours } = voyageWaters(destination, mode);
  // The harbour the boat leaves from: the gateway itself, or one a road day away.
  const options = harbours
    .map((harbour) => ({ harbour, leg: harbour === gateway ? null : legBetween(gateway, harbour, cap) }))
    .filter((option) => option.harbour === gateway || option.leg !== null);
  const stops: RouteStop[] = [{ place: gateway, arriveBy: null, nights: 0 }];
  // The boat leaves from the gateway when it can, else from a harbour a road away, else any.
  const byRoad = options.filter((option) => option.harbour === gateway || option.leg === "road");
  const start =
    options.find((option) => option.harbour === gateway) ??
    (byRoad.length > 0 ? random.pick(byRoad) : options.length > 0 ? random.pick(options) : null);
  if (!start) return { stops, days: Math.min(wanted, 5) };
  if (start.harbour !== gateway) stops.push({ place: start.harbour, arriveBy: start.leg, nights: 0 });
  let here = start.harbour;
  // Some of the waters, nearest first, with a night in an island harbour between two of them.
  const order = random.sample(waters, random.int(Math.min(2, waters.length), Math.min(4, waters.length)));
  order.sort((a, b) => distanceKm(start.harbour, a) - distanceKm(start.harbour, b));
  for (const water of order) {
    if (distanceKm(here, water) > reach) break;
    stops.push({ place: water, arriveBy: mode, nights: 0 });
    here = water;
    const island = harbours.find(
      (harbour) =>
        harbour !== start.harbour &&
        harbour.kind !== "city" &&
        !stops.some((stop) => stop.place === harbour) &&
        distanceKm(water, harbour) <= reach,
    );
    if (island && mode === "sail" && stops.length < 5) {
      stops.push({ place: island, arriveBy: "sail", nights: 0 });
      here = island;
    }
  }
  if (stops.length === (start.harbour === gateway ? 1 : 2)) return { stops, days: Math.min(wanted, 5) };
  // Back to the harbour the voyage left from (the waters are a day's sail from it), then home.
  if (distanceKm(here, start.harbour) <= reach && here.landmass === "sea") {
    stops.push({ place: start.harbour, arriveBy: mode, nights: 0 });
  } else {
    const back = [...waters].sort((a, b) => distanceKm(start.harbour, a) - distanceKm(start.harbour, b))[0]!;
    if (back !== here && distanceKm(here, back) <= reach) stops.push({ place: back, arriveBy: mode, nights: 0 });
    stops.push({ place: start.harbour, arriveBy: mode, nights: 0 });
  }
  if (!start.harbour.international) {
    const leg = legBetween(start.harbour, gateway, cap);
    if (leg) stops.push({ place: gateway, arriveBy: leg, nights: 0 });
  }
  const moves = stops.length - 1;
  const waterStops = stops.filter((stop) => stop.place.landmass === "sea").length;
  // The waters have a day of their own besides their leg, and take the spare days, until most days are at sea.
  const atSea = stops.filter((stop) => stop.arriveBy === mode).length;
  const needed = 2 + moves + Math.max(waterStops, 3 + (moves - atSea) - atSea);
  return { stops, days: Math.max(needed, Math.min(wanted, needed + 2 * waterStops + 2)) };
}
