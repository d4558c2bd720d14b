import { type Activity, DAY_BODIES, KIND_DAYS, type Texts } from "./data/day-texts";
import * as TEXT from "./data/itinerary-texts";
import type { PlaceDay } from "./data/place-days";
import type { TripTheme } from "./data/trip-themes";
import type { Place } from "./destinations";
import { distanceKm } from "./geography";
import { airportWords, legDayBody, type LegTrip, legTrip } from "./leg-days";
import { inThemeSeason, OWN_KIND, ownDaysOf, seasonOf } from "./place-notes";
import type { Random } from "./prng";
import { airportTown, DAY_TRIP_KM, dayTripHours, legHours, type RouteStop } from "./route-rule";
import { bothMonths, textMonths } from "./day-seasons";
import { showsSights, stayRoom } from "./stay-days";
import { stayActivities } from "./day-activities";
import { dayTripsOf, isCore, THEME_DAYS } from "./trip-fit";
import { EFFORT_CAP, type PlannedDay, VOYAGES } from "./trip-types";
import { fill, perLanguage } from "./trip-words";

const MIN_MONTHS = 4;

// A kind's title at a place is written once, however many trips give it (the seed scales to 100x).
const kindTitles = new Map<string, Texts>();
function kindTitle(activity: Activity, nth: number, words: Texts, place: Place): Texts {
  const key = `${activity}:${nth}:${place.alpha3}${place.index}`;
  let title = kindTitles.get(key);
  if (!title) {
    title = perLanguage((lang) => fill(words[lang], { place: place.names[lang] }));
    kindTitles.set(key, title);
  }
  return title;
}

/**
 * The first or last day's words at a place whose airport is another town's: the plane lands
 * there, or the flight home leaves from there (Granada's trips land at Managua).
 */
function viaAirportTown(body: Texts, place: Place, way: "arrival" | "departure", legs: LegTrip): Texts {
  const airport = airportTown(place);
  if (!airport) return body;
  const words = airportWords(way, airport.town, legs);
  return perLanguage((lang) => (way === "arrival" ? `${words[lang]} ${body[lang]}` : `${body[lang]} ${words[lang]}`));
}

/** A trail's stages, in the order walked. */
const stagesOf = (place: Place) => ownDaysOf(place).filter((day) => day[0] === "trek").length;

/** Whether a stay walks its place's whole trail (a road to it then ends at the trailhead). */
const walksTrail = (stay: number, activities: readonly Activity[], place: Place) =>
  stagesOf(place) > 0 && trekDays(stay, activities) >= stagesOf(place);

/** How many of a stay's days go to its trail, its activities taken in turn. */
function trekDays(stay: number, activities: readonly Activity[]): number {
  let days = 0;
  for (let d = 0; d < stay; d++) if (activities[d % activities.length] === "trek-stage") days++;
  return days;
}

/** The hours a stay day moves the group: to a day trip's place and back (walking a trail or sailing is not a transfer). */
function stayHours(place: Place, visit: Place | null): number {
  return visit ? dayTripHours(distanceKm(place, visit)) : 0;
}

/**
 * The days of a trip: arrival, then for each overnight place its leg and its days (its own
 * activities and day trips to the places around it), then departure. No body is used twice in
 * a trip; titles name the day's place in every language.
 */
export function planDays(
  random: Random,
  theme: TripTheme,
  stops: readonly RouteStop[],
  wanted: number,
): { itinerary: PlannedDay[]; months: ReadonlySet<number> | null } {
  const cap = EFFORT_CAP[theme.effort];
  const usedBodies = new Set<Texts>();
  const usedOwn = new Set<PlaceDay>();
  // The months the trip can run in, narrowed by each day that only some months allow (a swim, a boat on a
  // northern lake): a text that would leave fewer than MIN_MONTHS of them (or none) is not given.
  let months = seasonOf(
    stops.map((stop) => stop.place),
    theme.key,
  ).months;
  const fits = (body: Texts, place: Place) => {
    const own = textMonths(body, place);
    if (!own) return true;
    const next = bothMonths(months, own)!;
    return next.size >= Math.min(MIN_MONTHS, months?.size ?? 12) && next.size > 0;
  };
  const take = (body: Texts, place: Place) => {
    months = bothMonths(months, textMonths(body, place));
    return body;
  };
  const bodyFor = (texts: readonly Texts[], what: string, place?: Place): Texts => {
    const open = texts.filter((text) => !usedBodies.has(text) && (!place || fits(text, place)));
    if (open.length === 0) throw new Error(`no ${what} text left for a trip of ${days} days`);
    const text = random.pick(open);
    usedBodies.add(text);
    return place ? take(text, place) : text;
  };
  // A text of the activity's kind not yet given in the trip that fits its months, its title naming the place.
  const toldDay = (activity: Activity, place: Place): { title: Texts; body: Texts } | undefined => {
    const kind = KIND_DAYS[activity];
    if (!kind) return undefined;
    const nth = itinerary.filter((day) => day.kind === activity && day.places[0] === place).length;
    const open = kind.bodies.filter((text) => !usedBodies.has(text) && fits(text, place));
    if (nth >= kind.titles.length || open.length === 0) return undefined;
    const body = random.pick(open);
    usedBodies.add(body);
    return { title: kindTitle(activity, nth, kind.titles[nth]!, place), body: take(body, place) };
  };
  const ownDayOf = (place: Place, kind: string | undefined) =>
    kind ? ownDaysOf(place).find((day) => day[0] === kind && !usedOwn.has(day) && fits(day[2], place)) : undefined;

  // The day trips each stop offers, once in the trip, within the theme's longest transfer.
  const offered = new Set<Place>();
  // A trip that ends in a city it flies home from, not slept at before, spends a day there: a place the summary
  // names is seen, not only slept at.
  const last = stops[stops.length - 1]!;
  const endCity =
    stops.length > 1 &&
    last.transit === true &&
    VOYAGES[theme.key] === undefined &&
    last.place.kind === "city" &&
    !stops.slice(0, -1).some((stop) => stop.place === last.place) &&
    ownDaysOf(last.place).length > 0;
  const days = wanted + (endCity ? 1 : 0);
  const plans = stops.map((stop, i) => {
    const visits = dayTripsOf(stop.place).filter((visit) => {
      if (offered.has(visit) || distanceKm(stop.place, visit) > DAY_TRIP_KM || !inThemeSeason(visit, theme.key)) return false;
      if (dayTripHours(distanceKm(stop.place, visit)) > cap) return false;
      if (!theme.kinds.includes(visit.kind) && visit.kind !== "site" && !visit.must) return false;
      // A day out goes to see something by name.
      if (ownDaysOf(visit).length === 0) return false;
      offered.add(visit);
      return true;
    });
    // A voyage spends its days on the water: the harbours on the way are for a night.
    const transit =
      !(endCity && i === stops.length - 1) &&
      (stop.transit === true || (VOYAGES[theme.key] !== undefined && stop.place.landmass !== "sea" && stops.length > 1));
    // A must place is seen first.
    visits.sort((a, b) => Number(b.must) - Number(a.must));
    const activities = stayActivities(stop.place, theme);
    const kept = transit ? [] : visits;
    return { stop, visits: kept, activities, stay: transit ? 0 : 1, room: transit ? 0 : stayRoom(stop.place, activities, kept.length) };
  });
  // Spare days go to day trips first (for a themed trip, those the theme is about), then where a
  // stay has the most to offer: above all a stay the theme is about.
  let spare = days - 2 - (stops.length - 1) - plans.reduce((sum, plan) => sum + plan.stay, 0);
  const themed = THEME_DAYS[theme.key] !== undefined;
  const core = (plan: (typeof plans)[number]) =>
    themed && (isCore(plan.stop.place, theme, false) || plan.visits.some((visit) => isCore(visit, theme, false)));
  const weight = (plan: (typeof plans)[number]) =>
    core(plan)
      ? 8
      : plan.stop.place.kind === "sea" || plan.stop.place.trek || plan.stop.place.game
        ? 3
        : plan.stop.place.kind === "city" && !themed
          ? 2
          : 1;
  for (const plan of plans) {
    for (const visit of plan.visits) {
      if (visit.must && spare > 0 && plan.stay > 0 && plan.stay < plan.room) {
        plan.stay++;
        spare--;
      }
    }
  }
  for (const plan of plans) {
    const worth = (themed ? plan.visits.filter((visit) => isCore(visit, theme, false)) : plan.visits).filter((visit) => !visit.must);
    for (let v = 0; v < worth.length && spare > 0 && plan.stay > 0 && plan.stay < plan.room; v++) {
      plan.stay++;
      spare--;
    }
  }
  // A stay gets no more days than it can fill with its own days, what it does and one free day: what no stay can fill
  // makes the trip shorter.
  while (spare > 0) {
    const open = plans.filter(
      (plan, i) =>
        (i < plans.length - 1 || plans.length === 1) && (plan.stay > 0 || plans.length === 1) && plan.stay < Math.max(1, plan.room),
    );
    if (open.length === 0) break;
    // A themed trip gives its spare days to the stays it is about, when it has any.
    const about = open.filter(core);
    const pool = (about.length > 0 ? about : open).flatMap((plan) => Array<typeof plan>(weight(plan)).fill(plan));
    random.pick(pool).stay++;
    spare--;
  }

  // Leg days name their places and fit their hours (./leg-days.ts); a stop on the way is never a place the trip stays at or visits.
  const legs = legTrip([...stops.map((stop) => stop.place), ...offered]);
  // The day trips' seasons count too (a summer-only pass seen from a town).
  months = seasonOf([...stops.map((stop) => stop.place), ...offered], theme.key).months;
  const itinerary: PlannedDay[] = [];
  const gateway = stops[0]!.place;
  itinerary.push({
    hours: 1,
    title: perLanguage((lang) => fill(TEXT.ARRIVAL_TITLE[lang], { at: gateway.arrival[lang] })),
    body: viaAirportTown(bodyFor(DAY_BODIES.arrival, "arrival"), gateway, "arrival", legs),
    places: [gateway],
    kind: "arrival",
  });
  plans.forEach((plan, i) => {
    const place = plan.stop.place;
    if (i > 0) {
      const from = stops[i - 1]!.place;
      const mode = plan.stop.arriveBy!;
      const hours = legHours(mode, from, place);
      const back = stops.slice(0, i).some((earlier) => earlier.place === place);
      itinerary.push({
        hours,
        title: perLanguage((lang) => `${from.names[lang]} – ${place.names[lang]}`),
        // One draw from the trip's stream per leg day, as when a leg's text was picked from a list.
        body: legDayBody({ from, to: place, mode, hours, back, trail: walksTrail(plan.stay, plan.activities, place) }, random.next(), legs),
        places: [from, place],
        kind: mode,
      });
    }
    // A stay whose own place is not what the trip is about starts with the day trip that is.
    const here = isCore(place, theme, false);
    const visits = (
      here ? [...plan.visits] : [...plan.visits].sort((a, b) => Number(isCore(b, theme, false)) - Number(isCore(a, theme, false)))
    ).sort((a, b) => Number(b.must) - Number(a.must));
    const startsAway = !here && visits.length > 0 && isCore(visits[0]!, theme, false);
    const activities = plan.activities;
    let own = 0;
    for (let d = 0; d < plan.stay; d++) {
      // The first day at a place is its own; day trips follow, then the rest of its days.
      const visit = (d > 0 || startsAway) && visits.length > 0 ? visits.shift()! : null;
      // A long stay goes round its place's activities again.
      // A day out is for what the place is (its lights are for the nights at the base, its snow for a stay).
      const drawnActivity = visit
        ? (stayActivities(visit, theme).find((activity) => activity !== "aurora" && activity !== "snow") ?? "site")
        : activities[own++ % activities.length]!;
      const named = visit ?? place;
      // A trail is walked whole or not at all: its last stage is the one that comes back to a road. A day out, or a
      // stay with fewer trek days than the trail has stages, is a day walk there.
      const wantedActivity =
        drawnActivity === "trek-stage" && (visit !== null || trekDays(plan.stay, activities) < stagesOf(place))
          ? named.kind === "mount"
            ? "mountain"
            : "park"
          : drawnActivity;
      // A place's own day of the kind wanted comes first, in its order (a trek's stages as they are walked); a
      // sightseeing day whose kind has none left takes another of its sights, and a day out any of its own days.
      let ownDay = ownDayOf(named, OWN_KIND[wantedActivity]);
      if (!ownDay && showsSights(wantedActivity, named)) ownDay = ownDayOf(named, "see");
      if (!ownDay && visit) ownDay = ownDaysOf(visit).find((day) => !usedOwn.has(day) && fits(day[2], visit));
      // A day of what the group does at its base (a night out after the lights) may be told by a text of its kind.
      const told = !ownDay && !visit ? toldDay(wantedActivity, place) : undefined;
      if (told) {
        itinerary.push({ hours: 0, ...told, places: [place], kind: wantedActivity });
        plan.stop.nights++;
      } else if (ownDay) {
        usedOwn.add(ownDay);
        take(ownDay[2], named);
        itinerary.push({
          hours: stayHours(place, visit),
          title: ownDay[1],
          body: ownDay[2],
          places: visit ? [visit] : [place],
          kind: wantedActivity,
        });
        plan.stop.nights++;
      }
    }
    // The night of the arrival or of the leg that reached it.
    plan.stop.nights++;
  });
  const end = stops[stops.length - 1]!.place;
  itinerary.push({
    hours: 1,
    title: perLanguage((lang) => fill(TEXT.DEPARTURE_TITLE[lang], { from: end.from[lang] })),
    body: viaAirportTown(bodyFor(DAY_BODIES.departure, "departure"), end, "departure", legs),
    places: [end],
    kind: "departure",
  });
  return { itinerary, months };
}
