/**
 * The promises a seeded trip makes to the reader, checked against what its days do: the
 * summary claims only what a day delivers, every sightseeing day names what it sees (or says it
 * is free), each day fits the month of every departure, a themed trip's days are its theme's,
 * a title's promise is kept, and the route neither doubles back nor stops "on the way" off it;
 * no sentence comes twice, a weekday's event is told as a condition, a weekend leaves for the
 * weekend.
 * Each rule is written from the reader's side (the words on the page, the map), not from the
 * generator's choices, so it fails on a generator that breaks it.
 */
import type { Place } from "../../scripts/seed/destinations";
import { DESTINATIONS } from "../../scripts/seed/destinations";
import { distanceKm } from "../../scripts/seed/geography";
import { ownDaysOf } from "../../scripts/seed/place-notes";
import { roadHours } from "../../scripts/seed/route-rule";
// Days that show a place: each is the place's own day (its sights by name), or says it is a free day.
import { SIGHTSEEING } from "../../scripts/seed/stay-days";
import { THEME_DAYS, type PlannedDay, type TripPlan } from "../../scripts/seed/trips";

export type Broken = { rule: string; day?: number; what: string };

const LEGS: ReadonlySet<string> = new Set(["road", "border", "train", "ferry", "flight", "sail", "cruise"]);
const en = (day: PlannedDay) => `${day.title[0]} ${day.body[0]}`;
const anyDay = (plan: TripPlan, words: RegExp, kinds?: readonly string[]) =>
  plan.itinerary.some((day) => (!kinds || kinds.includes(day.kind)) && words.test(en(day)));
const legs = (plan: TripPlan, modes: readonly string[]) => plan.itinerary.filter((day) => modes.includes(day.kind));
const stays = (plan: TripPlan) => plan.itinerary.filter((day) => !LEGS.has(day.kind) && day.kind !== "arrival" && day.kind !== "departure");

/**
 * What an English summary may claim, and the days that deliver it: a phrase of the summary
 * (its pitch) on the left, a test of the itinerary on the right. The five languages' pitches are
 * written alike, so the English one stands for them.
 */
const CLAIMS: readonly { what: string; says: RegExp; kept: (plan: TripPlan) => boolean }[] = [
  { what: "souks or bazaars", says: /\b(souks?|bazaars?)\b/i, kept: (p) => anyDay(p, /\b(souks?|bazaars?|medina)\b/i) },
  { what: "snowshoes", says: /snowshoe/i, kept: (p) => anyDay(p, /snowshoe/i) },
  { what: "saunas", says: /\bsaunas?\b/i, kept: (p) => anyDay(p, /\b(saunas?|onsen|hot springs?|thermal|banya)\b/i) },
  {
    what: "the open road",
    says: /\b(open road|minibus)\b/i,
    kept: (p) => {
      const all = legs(p, [...LEGS]);
      return all.length > 0 && legs(p, ["road", "border"]).length * 2 >= all.length;
    },
  },
  { what: "long drives", says: /\blong drives\b/i, kept: (p) => legs(p, ["road", "border"]).some((day) => day.hours >= 5) },
  {
    what: "a week on board",
    says: /\ba week (on board|aboard)\b/i,
    kept: (p) => legs(p, ["sail"]).length + stays(p).filter((d) => d.kind === "sea-day").length >= 6,
  },
  {
    what: "dinners in port",
    says: /\b(dinners? in (port|the harbour))\b/i,
    kept: (p) => p.stops.some((stop, i) => i > 0 && i < p.stops.length - 1 && stop.arriveBy === "sail" && stop.place.landmass !== "sea"),
  },
  {
    what: "nights in huts",
    says: /\b(huts|lodges and guesthouses|guesthouses)\b/i,
    kept: (p) => anyDay(p, /\b(huts?|refuges?|lodges?|guesthouses?|teahouses?)\b/i, ["trek-stage"]),
  },
  { what: "short walks", says: /\bshort walks\b/i, kept: (p) => !p.itinerary.some((day) => day.kind === "trek-stage") },
  {
    what: "a night under the stars",
    says: /under the stars/i,
    kept: (p) => anyDay(p, /\b(under the stars|camp|tents?|ger|bivouac|sleep out)\b/i),
  },
  { what: "dunes", says: /\bdunes\b/i, kept: (p) => anyDay(p, /\bdunes?\b/i) },
  { what: "tented camps", says: /\btented camps?\b/i, kept: (p) => anyDay(p, /\b(tent|tents|tented|camp)\b/i) },
  { what: "cooking classes", says: /\bcooking class/i, kept: (p) => anyDay(p, /\b(cook|cooking|class)\b/i) },
  { what: "mountain passes", says: /\bmountain passes\b/i, kept: (p) => anyDay(p, /\bpass(es)?\b/i) },
  { what: "hot springs", says: /\bhot springs\b/i, kept: (p) => anyDay(p, /\b(hot springs?|thermal|geotherm|onsen)/i) },
  { what: "ferries", says: /\bferries\b/i, kept: (p) => legs(p, ["ferry"]).length > 0 },
  { what: "blue domes", says: /\bblue domes\b/i, kept: (p) => anyDay(p, /\b(domes?|tiles?|tilework|majolica)\b/i) },
  { what: "penguins", says: /\bpenguins\b/i, kept: (p) => anyDay(p, /\bpenguins?\b/i) },
  { what: "markets in the morning", says: /\bmarkets in the morning\b/i, kept: (p) => anyDay(p, /\bmarkets?\b/i) },
  { what: "river trips", says: /\briver trips\b/i, kept: (p) => anyDay(p, /\b(river|canoe|boat)\b/i) },
  { what: "lodges in the green", says: /\blodges in the green\b/i, kept: (p) => anyDay(p, /\blodges?\b/i) },
  {
    what: "wildlife at dawn and dusk",
    says: /\bwildlife at dawn\b/i,
    kept: (p) =>
      stays(p).filter(
        (day) =>
          day.kind === "game-drive" ||
          /\b(wildlife|birds?|monkeys?|elephants?|lions?|bears?|whales?|penguins?|sloths?|gorillas?|lemurs?|kangaroos?|flamingos?|seals?|dolphins?|crocodiles?|tigers?|jaguars?|orangutans?|reindeer|moose|deer|puffins?|turtles?)\b/i.test(
            day.body[0],
          ),
      ).length >= 2,
  },
  {
    what: "tastings with the producers",
    says: /\btastings with\b/i,
    kept: (p) =>
      anyDay(
        p,
        /\b(tastings?|tasted|winer(y|ies)|vineyards?|cellars?|producers?|farms?|dair(y|ies)|distiller(y|ies)|brewer(y|ies)|plantations?)\b/i,
      ),
  },
];

export function summaryClaims(plan: TripPlan): Broken[] {
  const summary = plan.description[0];
  return CLAIMS.filter((claim) => claim.says.test(summary) && !claim.kept(plan)).map((claim) => ({
    rule: "summary-claim",
    what: `the summary promises ${claim.what} and no day gives it: "${summary}"`,
  }));
}

const FREE_WORDS = /\b(free day|free time|nothing planned|day with no programme|day of your own|at leisure|rest day|a day off)\b/i;

export function namelessDays(plan: TripPlan): Broken[] {
  const broken: Broken[] = [];
  plan.itinerary.forEach((day, i) => {
    const place = day.places[0]!;
    // At sea the days are the voyage's: the waters have no sights to name.
    if (!(SIGHTSEEING as ReadonlySet<string>).has(day.kind) || place.kind === "sea") return;
    if (ownDaysOf(place).some((own) => own[2] === day.body)) return;
    if (FREE_WORDS.test(day.body[0])) return;
    broken.push({
      rule: "nameless-day",
      day: i + 1,
      what: `a ${day.kind} day at ${place.names[0]} that names no sight of it: "${day.body[0]}"`,
    });
  });
  return broken;
}

const SOUTH = (place: Place) => place.lat < 0;
/** Months (1–12) counted in the place's own hemisphere: July is high summer in the north, January in the south. */
const local = (month: number, place: Place) => (SOUTH(place) ? ((month + 5) % 12) + 1 : month);
/**
 * What a day does that only some months allow, read from its words and its place: swimming and
 * beach games outside the tropics in the warm half-year, boats on a northern lake and picnics in
 * a northern park when the water and the ground are not frozen, snow and skis in winter.
 */
const SEASONAL: readonly { what: string; words: RegExp; holds: (month: number, place: Place) => boolean }[] = [
  {
    what: "sea swimming and beach games",
    words: /\b(swims?|swimming|beach volley|paddleboard|snorkel\w*|sunbath\w*)\b/i,
    holds: (month, place) => Math.abs(place.lat) < 27 || [5, 6, 7, 8, 9, 10].includes(local(month, place)),
  },
  {
    what: "a boat on a northern lake or canal",
    words: /\b(boats?|kayak\w*|canoe\w*|paddan)\b/i,
    holds: (month, place) => Math.abs(place.lat) < 55 || [5, 6, 7, 8, 9].includes(local(month, place)),
  },
  {
    what: "a picnic",
    words: /\bpicnic/i,
    holds: (month, place) => Math.abs(place.lat) < 40 || [5, 6, 7, 8, 9].includes(local(month, place)),
  },
  {
    what: "snow, skis or snowshoes",
    words: /\b(snowshoe\w*|ski(s|ing)?|sledg\w*|snowmobile\w*|husk(y|ies))\b/i,
    holds: (month, place) => [12, 1, 2, 3].includes(local(month, place)),
  },
];

/** Each departure's month against each day's season (the day's own month: the departure's plus its offset). */
export function seasonClashes(plan: TripPlan, departures: readonly string[]): Broken[] {
  const broken: Broken[] = [];
  plan.itinerary.forEach((day, i) => {
    if (LEGS.has(day.kind) || day.kind === "arrival" || day.kind === "departure") return;
    const place = day.places[0]!;
    for (const rule of SEASONAL) {
      if (!rule.words.test(day.body[0])) continue;
      const bad = departures.find((start) => {
        const date = new Date(`${start}T00:00:00Z`);
        date.setUTCDate(date.getUTCDate() + i);
        return !rule.holds(date.getUTCMonth() + 1, place);
      });
      if (bad) broken.push({ rule: "season", day: i + 1, what: `${rule.what} at ${place.names[0]} on the departure of ${bad}` });
    }
  });
  return broken;
}

/** A themed trip's days are its theme's: a winter trip spends days in the snow, at a sauna or a hot spring. */
const THEME_WORDS: Readonly<Record<string, { what: string; words: RegExp }>> = {
  winter: { what: "snow, a sauna or a hot spring", words: /\b(snow\w*|ski\w*|sauna|onsen|hot springs?|husk\w*|frozen|ice|igloo)\b/i },
};

export function themeDays(plan: TripPlan): Broken[] {
  const wanted = THEME_WORDS[plan.theme.key];
  if (!wanted) return [];
  const days = stays(plan).filter((day) => wanted.words.test(day.body[0])).length;
  const needed = Math.max(1, Math.floor(stays(plan).length / 3));
  return days >= needed
    ? []
    : [{ rule: "theme-day", what: `a ${plan.theme.key} trip with ${days} of ${stays(plan).length} days of ${wanted.what}` }];
}

const WILD: ReadonlySet<string> = new Set(["park", "mount", "volcano", "forest", "ice", "lake", "desert"]);

/** What a title names that a day must give (in English: the five titles are translations of one). */
const TITLE_PROMISES: readonly { what: string; says: RegExp; kept: (plan: TripPlan) => boolean }[] = [
  {
    what: "villages",
    says: /\bvillages\b/i,
    kept: (p) => p.route.some((place) => place.kind === "village") || anyDay(p, /\bvillages?\b/i, [...SIGHTSEEING]),
  },
  { what: "oases", says: /\boases\b/i, kept: (p) => anyDay(p, /\boas(is|es)\b/i) },
  { what: "national parks", says: /\bnational parks\b/i, kept: (p) => new Set(p.route.filter((place) => WILD.has(place.kind))).size >= 2 },
  {
    what: "towns or cities",
    says: /\b(towns|cities)\b/i,
    kept: (p) =>
      new Set(p.stops.filter((stop) => ["city", "town", "village"].includes(stop.place.kind)).map((stop) => stop.place)).size >= 2,
  },
  {
    what: "lakes",
    says: /\blakes\b/i,
    kept: (p) => p.route.some((place) => place.kind === "lake") || anyDay(p, /\blakes?\b/i, [...SIGHTSEEING]),
  },
];

export function titlePromises(plan: TripPlan): Broken[] {
  return TITLE_PROMISES.filter((promise) => promise.says.test(plan.title[0]) && !promise.kept(plan)).map((promise) => ({
    rule: "title-promise",
    what: `the title "${plan.title[0]}" names ${promise.what} and no day gives them`,
  }));
}

/**
 * The route as the map draws it: no overnight place comes twice but the gateway at the very
 * end; a stop "on the way" of a road day is on it by the road's hours; and the order is not far
 * longer than the best order of the same places that starts at the same gateway and ends where
 * a flight home leaves.
 */
export function routeShape(plan: TripPlan): Broken[] {
  const broken: Broken[] = [];
  const places = plan.stops.map((stop) => stop.place);
  // Back to a place slept at before is out and back from a spur (a trail, a reef, a road's end), or a loop back to
  // the airport home: it doubles back when the road then goes on to a place nearer the stop before it.
  places.forEach((place, i) => {
    const first = places.indexOf(place);
    const next = places[i + 1];
    if (first === i || !next || !["road", "border", "train"].includes(plan.stops[i + 1]!.arriveBy ?? "")) return;
    if (distanceKm(places[i - 1]!, next) >= distanceKm(place, next)) return;
    broken.push({
      rule: "route-revisit",
      what: `${place.names[0]} is slept at twice (stops ${first + 1} and ${i + 1}): ${places.map((p) => p.names[0]).join(" → ")}`,
    });
  });
  plan.itinerary.forEach((day, i) => {
    if (day.kind !== "road" && day.kind !== "border") return;
    const [from, to] = day.places as [Place, Place];
    const direct = roadHours(from, to);
    for (const code of new Set([from.alpha3, to.alpha3])) {
      for (const via of DESTINATIONS.get(code)!.places) {
        if (via === from || via === to || from.names[0].includes(via.names[0]) || to.names[0].includes(via.names[0])) continue;
        if (!new RegExp(`\\b${via.names[0].replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(day.body[0])) continue;
        const through = roadHours(from, via) + roadHours(via, to);
        if (through > Math.max(direct * 1.1, direct + 1))
          broken.push({
            rule: "via-detour",
            day: i + 1,
            what: `${from.names[0]} – ${to.names[0]} stops at ${via.names[0]}: ${through} hours through it, ${direct} direct`,
          });
      }
    }
  });
  const stopsKept = plan.stops.filter((stop) => !stop.transit).map((stop) => stop.place);
  const unique = [...new Set(stopsKept)];
  if (unique.length >= 3 && unique.length <= 8) {
    const km = (route: readonly Place[]) => route.slice(1).reduce((sum, place, i) => sum + distanceKm(route[i]!, place), 0);
    const actual = km(unique);
    let best = Number.POSITIVE_INFINITY;
    const rest = unique.slice(1);
    const permute = (done: Place[], left: Place[]) => {
      if (left.length === 0) {
        if (done[done.length - 1]!.international) best = Math.min(best, km([unique[0]!, ...done]));
        return;
      }
      for (let k = 0; k < left.length; k++) permute([...done, left[k]!], [...left.slice(0, k), ...left.slice(k + 1)]);
    };
    permute([], rest);
    if (Number.isFinite(best) && actual > best * 1.3 + 150)
      broken.push({
        rule: "route-zigzag",
        what: `${unique.map((p) => p.names[0]).join(" → ")}: ${Math.round(actual)} km where an order ending at an airport takes ${Math.round(best)}`,
      });
  }
  return broken;
}

/** Two days of a trip never say the same sentence, in any language: the reader takes it for a template. */
export function repeatedSentences(plan: TripPlan): Broken[] {
  const broken: Broken[] = [];
  for (let lang = 0; lang < 5; lang++) {
    const first = new Map<string, number>();
    plan.itinerary.forEach((day, i) => {
      for (const sentence of day.body[lang]!.split(/(?<=[.!?])\s+/)) {
        if (sentence.length < 20) continue;
        const seen = first.get(sentence);
        if (seen === undefined) first.set(sentence, i);
        else if (seen !== i) broken.push({ rule: "repeated-sentence", day: i + 1, what: `day ${seen + 1} said it already: "${sentence}"` });
      }
    });
  }
  return broken;
}

const WEEKDAY = "(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?";
/** A weekday's event or closure, said as a fact: "the Sunday market", "held on Thursdays", "closed on Tuesdays". */
const WEEKDAY_EVENT = new RegExp(
  `\\b${WEEKDAY}(-night)? (animal |fish |cattle |night |food |flea |street |farmers' )?(market|bazaar|auction|stalls|fair|ceremony)|(market|bazaar|auction|ceremony|fair)[^.;:]{0,30}\\bon ${WEEKDAY}\\b|\\bclosed on ${WEEKDAY}\\b`,
  "i",
);
/**
 * A day names a weekday's event only as a condition ("if the day falls on a Sunday, the
 * market"): a trip leaves on any day of the week, so the day it is read for may be any day.
 */
export function weekdayPromises(plan: TripPlan): Broken[] {
  const broken: Broken[] = [];
  plan.itinerary.forEach((day, i) => {
    for (const clause of `${day.title[0]}. ${day.body[0]}`.split(/[.;:]\s+|, and\b/)) {
      if (WEEKDAY_EVENT.test(clause) && !/\b(if|when|whenever)\b/i.test(clause))
        broken.push({ rule: "weekday", day: i + 1, what: `a weekday's event said as a fact: "${clause.trim()}"` });
    }
  });
  return broken;
}

/** A weekend leaves on a Thursday, a Friday or a Saturday, and is back within the weekend or the day after. */
export function weekendDepartures(plan: TripPlan, departures: readonly string[]): Broken[] {
  if (plan.theme.key !== "weekend") return [];
  return departures
    .filter((start) => ![4, 5, 6].includes(new Date(`${start}T00:00:00Z`).getUTCDay()))
    .map((start) => ({
      rule: "weekend",
      what: `a weekend that leaves on ${start}, a ${new Date(`${start}T00:00:00Z`).toUTCString().slice(0, 3)}`,
    }));
}

/**
 * A themed trip owes its title days of its theme, whatever its travel days: a third of its
 * days, two at least from four days on ("Trekking in Nepal" of nine days walks three stages),
 * and one at least in each country it spends a day in.
 */
export function themeDaysOwed(plan: TripPlan): Broken[] {
  const kinds = THEME_DAYS[plan.theme.key];
  if (!kinds) return [];
  const given = plan.itinerary.filter((day) => kinds.includes(day.kind as never)).length;
  const owed = plan.days < 4 ? 1 : Math.max(2, Math.floor(plan.days / 3));
  const broken: Broken[] =
    given >= owed
      ? []
      : [{ rule: "theme-days", what: `a ${plan.theme.key} trip of ${plan.days} days with ${given} days of ${kinds.join(" or ")}` }];
  // Each country the trip spends a day in has a day of its theme: a trek of two countries walks in both.
  const themedIn = new Set(plan.itinerary.filter((day) => kinds.includes(day.kind as never)).map((day) => day.places[0]!.alpha3));
  for (const day of stays(plan)) {
    const country = day.places[0]!.alpha3;
    if (themedIn.has(country)) continue;
    themedIn.add(country);
    broken.push({ rule: "theme-days", what: `a ${plan.theme.key} trip whose days in ${country} are none of ${kinds.join(" or ")}` });
  }
  return broken;
}

/**
 * A trail is walked to its end (its last stage comes back to a road) or not at all: a trip
 * that leaves from the camp below the Lost City, or from the Shira Plateau, drives off a mountain.
 */
export function wholeTrails(plan: TripPlan): Broken[] {
  return [...new Set(plan.stops.map((stop) => stop.place))].flatMap((place) => {
    const stages = ownDaysOf(place).filter((day) => day[0] === "trek");
    const walked = plan.itinerary.filter((day) => day.kind === "trek-stage" && day.places[0] === place);
    if (walked.length === 0 || walked.length >= stages.length) return [];
    return [
      {
        rule: "whole-trail",
        what: `${walked.length} of the ${stages.length} stages of ${place.names[0]}, ending "${walked.at(-1)!.title[0]}"`,
      },
    ];
  });
}

export function promiseProblems(plan: TripPlan, departures: readonly string[]): Broken[] {
  return [
    ...wholeTrails(plan),
    ...repeatedSentences(plan),
    ...weekdayPromises(plan),
    ...weekendDepartures(plan, departures),
    ...themeDaysOwed(plan),
    ...summaryClaims(plan),
    ...namelessDays(plan),
    ...seasonClashes(plan, departures),
    ...themeDays(plan),
    ...titlePromises(plan),
    ...routeShape(plan),
  ];
}
