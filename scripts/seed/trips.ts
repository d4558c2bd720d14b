import { bothMonths } from "./day-seasons";
import { planDays } from "./day-plan";
import * as TEXT from "./data/itinerary-texts";
import type { Scene, TripTheme } from "./data/trip-themes";
import { DESTINATIONS, type DestinationInfo, joinNames, type Place } from "./destinations";
import { extraCostEur, seasonOf } from "./place-notes";
import { pitchOf } from "./pitch";
import type { Random } from "./prng";
import { planRoute, planVoyage, wornKey } from "./route-plan";
import { zigzags } from "./route-shape";
import { dayTripsOf, isCore, keepsPromise, keepsThemeDays, pickDestinations, THEME_DAYS, themesFor, visitsKeepTitle } from "./trip-fit";
import { effortOf, higher, type Route, TRAVEL_DAYS, type TripPlan, VOYAGES } from "./trip-types";
import { fill, IN_SLOT, moodsOf, perLanguage, placeScene, titleKept, titleOf } from "./trip-words";

/**
 * A trip drawn from the destination tables: its countries, a theme that fits all of them, a
 * route of overnight places whose every leg keeps the route rule (./route-rule.ts), the days
 * at each place chosen by what the place is and what the trip is about, and the words for all
 * of it in the five catalogue languages. The planning is split by what each part knows: the
 * theme's fit (./trip-fit.ts), the route (./route-plan.ts), the days (./day-plan.ts) and the
 * words (./trip-words.ts); this file draws and assembles them.
 */
export type { PlannedDay, TripPlan } from "./trip-types";
export { HOP_ISLANDS, islandHops, mustPlaces, THEME_DAYS, THEME_SHARE, themeDaysOwed, themeShare } from "./trip-fit";
export { legBetween } from "./route-plan";
export { placeScene } from "./trip-words";

/**
 * Plans one trip. `used` counts the trips already planned per countries and theme: the least
 * used theme wins, and a repeat gets a subtitle naming two of its places, so titles differ.
 */
export function planTrip(random: Random, first: DestinationInfo, used: Map<string, number>): TripPlan {
  // A plan whose title another trip already has is drawn again (it went the same way): a catalogue sells each journey
  // once; so is one whose route never reaches what its theme is about, or spends too few days on it.
  for (let attempt = 0; ; attempt++) {
    // The last tries take a theme that promises no particular day: a plain tour of the places drawn.
    const plan = drawTrip(random, first, used, attempt >= 6);
    const key = `title:${plan.title[0]}`;
    const reaches =
      plan.theme.oneCity || VOYAGES[plan.theme.key] !== undefined || plan.stops.some((stop) => isCore(stop.place, plan.theme));
    // Places whose seasons share no month make a trip no month can run.
    const keeps =
      keepsThemeDays(plan.theme, plan.itinerary) &&
      visitsKeepTitle(plan.theme, plan.route) &&
      keepsPromise(plan.stops, plan.destinations, plan.theme) &&
      (!seasonOf(plan.route, plan.theme.key).clash || attempt === 20) &&
      // A route that zig-zags across the map is drawn again.
      (!zigzags(plan.stops) || attempt === 20) &&
      drives(plan);
    // The twentieth try is taken as drawn.
    if ((!used.has(key) && reaches && keeps) || (attempt >= 5 && keeps) || attempt === 20) {
      used.set(key, 1);
      used.set(`theme:${plan.theme.key}`, (used.get(`theme:${plan.theme.key}`) ?? 0) + 1);
      for (const stop of plan.stops) used.set(wornKey(plan.theme, stop.place), (used.get(wornKey(plan.theme, stop.place)) ?? 0) + 1);
      return plan;
    }
  }
}

/** Words of a day in the snow, at a sauna or a hot spring. */
const SNOW_WORDS = /\b(snow\w*|ski\w*|sauna|onsen|hot springs?|husk\w*|frozen|ice|igloo)\b/i;

/** A winter trip spends a third of its days in place, one at least, in the snow, at a sauna or a hot spring. */
function snowy(plan: TripPlan): boolean {
  const stays = plan.itinerary.filter((day) => !TRAVEL_DAYS.has(day.kind));
  return stays.filter((day) => SNOW_WORDS.test(day.body[0])).length >= Math.max(1, Math.floor(stays.length / 3));
}

/** The ways of travel that are driving: a road day, or a road day across a border. */
const ROAD_LEGS: ReadonlySet<string> = new Set(["road", "border"]);

/**
 * A road trip drives: two legs of three at least are on the road, and it drives in every
 * country it goes to (not a flight out of one after a city stay).
 */
function drives(plan: TripPlan): boolean {
  if (plan.theme.key === "winter") return snowy(plan);
  if (plan.theme.key !== "roadtrip") return true;
  const legs = plan.stops.slice(1).map((stop) => stop.arriveBy ?? "");
  const roads = plan.stops.slice(1).filter((stop) => ROAD_LEGS.has(stop.arriveBy ?? ""));
  if (roads.length * 3 < legs.length * 2) return false;
  return plan.destinations.every((destination) =>
    plan.stops.some(
      (stop, i) =>
        i > 0 &&
        ROAD_LEGS.has(stop.arriveBy ?? "") &&
        (stop.place.alpha3 === destination.country.alpha3 || plan.stops[i - 1]!.place.alpha3 === destination.country.alpha3),
    ),
  );
}

function drawTrip(random: Random, first: DestinationInfo, used: Map<string, number>, plain = false): TripPlan {
  const picked = pickDestinations(random, first);
  const pickedCodes = picked.map((d) => d.country.alpha3).join("+");
  const all = themesFor(picked);
  // A plain tour promises no particular day, and no way of travel or season either.
  const plainThemes = all.filter(
    (theme) => THEME_DAYS[theme.key] === undefined && !VOYAGES[theme.key] && theme.key !== "roadtrip" && theme.key !== "winter",
  );
  const themes = plain && plainThemes.length > 0 ? plainThemes : all;
  const least = Math.min(...themes.map((theme) => used.get(`${pickedCodes}:${theme.key}`) ?? 0));
  const leastUsed = themes.filter((t) => (used.get(`${pickedCodes}:${t.key}`) ?? 0) === least);
  // A theme no trip of the catalogue has yet comes first: every theme has a trip to show.
  const unseen = leastUsed.filter((t) => !used.has(`theme:${t.key}`));
  let theme = random.pick(unseen.length > 0 ? unseen : leastUsed);
  used.set(`${pickedCodes}:${theme.key}`, least + 1);
  const routeFor = (chosen: TripTheme): Route => {
    const wanted = random.int(chosen.days[0], chosen.days[1]);
    const voyage = VOYAGES[chosen.key];
    if (chosen.oneCity) return { stops: [{ place: first.places[0]!, arriveBy: null, nights: 0 }], days: wanted };
    const worn = (place: Place) => used.get(wornKey(chosen, place)) ?? 0;
    return voyage ? planVoyage(random, first, chosen, wanted, voyage) : planRoute(random, picked, chosen, wanted, worn);
  };
  const reaches = (chosen: TripTheme, planned: Route) =>
    chosen.oneCity || VOYAGES[chosen.key] !== undefined || planned.stops.some((stop) => isCore(stop.place, chosen));
  let route = routeFor(theme);
  // A theme whose reason to exist no route reaches (a trek area too far by every road) gives way to the next theme that does.
  for (const other of themes) {
    if (reaches(theme, route)) break;
    if (other === theme) continue;
    theme = other;
    route = routeFor(theme);
  }
  const stops = route.stops;
  // The countries the route really reaches, in its order (a country it could not reach is left out).
  const destinations = [...new Set(stops.map((stop) => stop.place.alpha3))].map((code) => DESTINATIONS.get(code)!);
  const codes = destinations.map((d) => d.country.alpha3).join("+");
  // A second trip of a theme to the same countries says which part it visits.
  const trips = used.get(`trips:${codes}:${theme.key}`) ?? 0;
  used.set(`trips:${codes}:${theme.key}`, trips + 1);
  const repeat = trips > 0;
  let planned = planDays(random, theme, stops, route.days);
  // A themed trip short of the days its title owes gets up to two more, which go to the stays it is about.
  for (let more = 1; more <= 2 && !keepsThemeDays(theme, planned.itinerary) && route.days + more <= theme.days[1]; more++) {
    for (const stop of stops) stop.nights = 0;
    planned = planDays(random, theme, stops, route.days + more);
  }
  const itinerary = planned.itinerary;
  const days = itinerary.length;
  // Walking stages with a pack is hard going, whatever the transfers.
  // A trek, a climb up a volcano or an expedition's landings are no low effort, however short the transfers.
  const effort = itinerary.some((day) => day.kind === "trek-stage")
    ? "HIGH"
    : theme.key === "trek" || theme.key === "expedition" || itinerary.some((day) => day.kind === "volcano")
      ? higher(effortOf(Math.max(...itinerary.map((day) => day.hours))), "MEDIUM")
      : effortOf(Math.max(...itinerary.map((day) => day.hours)));

  const visited = [...new Set(itinerary.flatMap((day) => day.places))];
  // A repeat names the first and last places it goes to beyond the gateway and the nights in transit, and
  // beyond the must places every such trip sees, when two are left: what sets it apart from the others.
  const notable = visited.filter((place) => place !== stops[0]!.place && !stops.some((stop) => stop.place === place && stop.transit));
  const own = notable.filter((place) => !place.must && !dayTripsOf(place).some((trip) => trip.must));
  const named = own.length >= 2 ? own : notable;
  const highlights = named.length >= 2 ? [named[0]!, named[named.length - 1]!] : visited.slice(0, 2);
  const baseTitle = titleOf(codes, theme, destinations, !titleKept(theme, itinerary, visited));
  const title = perLanguage((lang) => {
    const base = baseTitle[lang];
    if (!repeat || highlights.length < 2) return base;
    return `${base}${lang === 3 ? " : " : ": "}${joinNames(
      lang,
      highlights.map((place) => place.names[lang]),
    )}`;
  });
  const where = titleOf(codes, IN_SLOT, destinations);
  // The summary's promise is made of what the days give (./pitch.ts).
  const pitch = pitchOf(theme, { itinerary, stops, route: visited });
  const description = perLanguage((lang) =>
    fill(TEXT.DESCRIPTION[lang], {
      days: String(days),
      in: where[lang],
      stops: joinNames(
        lang,
        visited.map((place) => place.names[lang]),
      ),
      pitch: pitch[lang],
      // A trip with no pitch leaves no double space.
    }).replace("  ", " "),
  );
  const scenes = visited.filter((place) => place !== stops[0]!.place).map(placeScene);
  const counts = new Map<Scene, number>();
  for (const scene of scenes) counts.set(scene, (counts.get(scene) ?? 0) + 1);
  const dominant = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? placeScene(stops[0]!.place);
  return {
    destinations,
    theme,
    days,
    route: visited,
    stops,
    itinerary,
    title,
    description,
    scene: theme.scene ?? dominant,
    effort,
    moods: moodsOf(theme, visited, itinerary),
    extraEur: extraCostEur(itinerary),
    months: bothMonths(seasonOf(visited, theme.key).months, planned.months),
  };
}
