/**
 * Leg days (scripts/seed/leg-days.ts): the parts a leg day is made of
 * (scripts/seed/data/leg-texts.ts), the stops on the way, and every leg day of the seeded
 * catalogue read against its hours, its places and its mode. Place names in sentences have
 * their own file (place-forms.test.ts).
 */
import { describe, expect, it } from "vitest";
import { generateCatalogueWithPlans } from "../../scripts/seed/catalogue";
import type { Texts } from "../../scripts/seed/data/day-texts";
import * as LEG from "../../scripts/seed/data/leg-texts";
import { DESTINATIONS, type Place } from "../../scripts/seed/destinations";
import { distanceKm } from "../../scripts/seed/geography";
import {
  countryForms,
  isTown,
  legDayBody,
  legTrip,
  placesOnTheWay,
  VIA_DETOUR,
  VIA_EDGE,
  VIA_MIN_HOURS,
} from "../../scripts/seed/leg-days";
import { legHours, type LegMode, openBorder } from "../../scripts/seed/route-rule";
import { americanIn, britishIn } from "../support/english-spelling";

const ALL_PLACES = [...DESTINATIONS.values()].flatMap((destination) => destination.places);
const place = (english: string): Place => {
  const found = ALL_PLACES.find((candidate) => candidate.names[0] === english);
  if (!found) throw new Error(`no place ${english} in the tables`);
  return found;
};
const LEG_MODES: ReadonlySet<string> = new Set<LegMode>(["road", "border", "train", "ferry", "flight", "sail", "cruise"]);

const PARTS: readonly { where: string; texts: Texts }[] = [
  ...Object.entries(LEG.ROAD_OPENINGS).flatMap(([band, pool]) => pool.map((texts) => ({ where: `road ${band}`, texts }))),
  ...Object.entries(LEG.BORDER_OPENINGS).flatMap(([band, pool]) => pool.map((texts) => ({ where: `border ${band}`, texts }))),
  ...Object.entries(LEG.FERRY_OPENINGS).flatMap(([band, pool]) => pool.map((texts) => ({ where: `ferry ${band}`, texts }))),
  ...Object.entries(LEG.FLIGHT_OPENINGS).flatMap(([kind, bands]) =>
    Object.entries(bands).flatMap(([band, pool]) => pool.map((texts) => ({ where: `flight ${kind} ${band}`, texts }))),
  ),
  ...LEG.LIGHT_AIRCRAFT_OPENINGS.map((texts) => ({ where: "light aircraft", texts })),
  ...Object.entries(LEG.ARRIVALS).flatMap(([band, arrivals]) =>
    Object.entries(arrivals).flatMap(([kind, pool]) => pool.map((texts) => ({ where: `arrival ${band} ${kind}`, texts }))),
  ),
  ...Object.entries(LEG.FLIGHT_ARRIVALS).flatMap(([band, arrivals]) =>
    Object.entries(arrivals).flatMap(([kind, pool]) => pool.map((texts) => ({ where: `flight arrival ${band} ${kind}`, texts }))),
  ),
  ...Object.entries(LEG.VIA).flatMap(([kind, bands]) =>
    Object.entries(bands).flatMap(([band, pool]) => pool.map((texts) => ({ where: `via ${kind} ${band}`, texts }))),
  ),
  ...Object.entries(LEG.SAIL.short).flatMap(([to, pool]) => pool.map((texts) => ({ where: `sail short ${to}`, texts }))),
  ...Object.entries(LEG.SAIL.long).flatMap(([to, pool]) => pool.map((texts) => ({ where: `sail long ${to}`, texts }))),
  ...Object.entries(LEG.SAIL.back).flatMap(([to, pool]) => pool.map((texts) => ({ where: `sail back ${to}`, texts }))),
  ...Object.entries(LEG.CRUISE).flatMap(([to, pool]) => pool.map((texts) => ({ where: `cruise ${to}`, texts }))),
];
/** A part's slots, a town's all counted as one (languages word a sentence their own way: "leaving Siena", "au départ de Sienne"). */
const slotsOf = (text: string) =>
  [
    ...new Set(
      [...text.matchAll(/\{(\w+)\}/g)].map((match) => (["in", "to", "from", "of", "obj"].includes(match[1]!) ? "town" : match[1]!)),
    ),
  ].sort();

describe("the parts of a leg day", () => {
  it("say the same in every language, with the same places", () => {
    const wrong = PARTS.filter(
      ({ texts }) => texts.length !== 5 || texts.some((text) => text.trim() === "" || slotsOf(text).join() !== slotsOf(texts[0]).join()),
    );
    expect(wrong.map(({ where, texts }) => `${where}: ${texts[0]}`)).toEqual([]);
  });

  it("each name the place they are about", () => {
    const missing = PARTS.filter(({ where, texts }) => {
      const slots = slotsOf(texts[0]);
      if (where.startsWith("border")) return !slots.includes("into");
      if (where.startsWith("flight international")) return !slots.includes("country");
      if (/arrival \S+ town/.test(where)) return !slots.includes("town");
      if (/arrival \S+ place/.test(where) || /^(sail|cruise)/.test(where)) return !slots.includes("name");
      if (where.startsWith("via town")) return !slots.includes("via");
      if (where.startsWith("via site")) return !slots.includes("viaName");
      return false;
    });
    expect(missing.map(({ where, texts }) => `${where}: ${texts[0]}`)).toEqual([]);
  });

  it("come in enough ways for every mode and length, and for legs from a park or an island", () => {
    const pools: [string, readonly Texts[]][] = [
      ...Object.entries(LEG.ROAD_OPENINGS).map(([band, pool]) => [`road ${band}`, pool] as [string, readonly Texts[]]),
      ...Object.entries(LEG.BORDER_OPENINGS).map(([band, pool]) => [`border ${band}`, pool] as [string, readonly Texts[]]),
      ...Object.entries(LEG.FERRY_OPENINGS).map(([band, pool]) => [`ferry ${band}`, pool] as [string, readonly Texts[]]),
      ...Object.entries(LEG.FLIGHT_OPENINGS).flatMap(([kind, bands]) =>
        Object.entries(bands).map(([band, pool]) => [`flight ${kind} ${band}`, pool] as [string, readonly Texts[]]),
      ),
      ["light aircraft", LEG.LIGHT_AIRCRAFT_OPENINGS],
    ];
    const thin = pools.flatMap(([where, pool]) => {
      const anywhere = pool.filter((texts) => !slotsOf(texts[0]).includes("town")).length;
      return pool.length < 4 || anywhere < 2 ? [`${where}: ${pool.length} openings, ${anywhere} for any place`] : [];
    });
    for (const [band, arrivals] of [...Object.entries(LEG.ARRIVALS), ...Object.entries(LEG.FLIGHT_ARRIVALS)]) {
      if (arrivals.town.length < 3 || arrivals.place.length < 2)
        thin.push(`arrivals ${band}: ${arrivals.town.length} and ${arrivals.place.length}`);
    }
    expect(thin).toEqual([]);
  });

  it("never write the hours, a welcome lunch or a roadside stall, and say small plane only for a light aircraft", () => {
    const wrong = PARTS.flatMap(({ where, texts }) =>
      texts.flatMap((text) => {
        const problems: string[] = [];
        if (/\d/.test(text)) problems.push("a number");
        if (/welcome lunch|roadside|tea at/i.test(text)) problems.push("a stock phrase");
        if (
          where !== "light aircraft" &&
          /light aircraft|small plane|plane is a small|piccolo aereo|avioneta|petit avion|Kleinflugzeug/i.test(text)
        )
          problems.push("a small plane");
        return problems.map((problem) => `${where}: ${problem} in "${text}"`);
      }),
    );
    expect(wrong).toEqual([]);
  });

  it("use words British and American English spell alike", () => {
    const english = PARTS.map(({ texts }) => texts[0]);
    expect(britishIn(english)).toEqual([]);
    expect(americanIn(english)).toEqual([]);
  });
});

describe("a stop on the way", () => {
  it("lies on the way, on the same land, in neither end's first or last stretch", () => {
    const lisbon = place("Lisbon");
    const seville = place("Seville");
    expect(placesOnTheWay(lisbon, seville).map((stop) => stop.names[0])).toContain("Évora");
    const pairs = [
      [lisbon, seville],
      [place("Florence"), place("Rome")],
      [place("Marrakech"), place("Rabat")],
      [place("Hội An"), place("Phong Nha")],
    ] as const;
    for (const [from, to] of pairs) {
      const km = distanceKm(from, to);
      for (const stop of placesOnTheWay(from, to)) {
        const a = distanceKm(from, stop);
        const b = distanceKm(stop, to);
        expect(a + b).toBeLessThanOrEqual(VIA_DETOUR * km);
        expect(Math.min(a, b)).toBeGreaterThanOrEqual(VIA_EDGE * km);
        expect(stop.landmass).toBe(from.landmass);
        expect(["city", "town", "village", "site"]).toContain(stop.kind);
      }
    }
  });

  it("is never one the trip stays at, nor on a short day", () => {
    const lisbon = place("Lisbon");
    const seville = place("Seville");
    const evora = place("Évora");
    const leg = { from: lisbon, to: seville, mode: "border" as const, hours: legHours("border", lisbon, seville), back: false };
    const draws = [0, 0.3, 0.6, 0.9];
    expect(draws.some((draw) => legDayBody(leg, draw, legTrip([lisbon, seville]))[0].includes("Évora"))).toBe(true);
    expect(draws.some((draw) => legDayBody(leg, draw, legTrip([lisbon, seville, evora]))[0].includes("Évora"))).toBe(false);
    expect(
      draws.some((draw) => legDayBody({ ...leg, hours: VIA_MIN_HOURS - 1 }, draw, legTrip([lisbon, seville]))[0].includes("Évora")),
    ).toBe(false);
  });
});

describe("a trip's leg days", () => {
  it("read the same for the same draw, and a trip never uses a part twice while others are left", () => {
    const legs = [
      ["Lisbon", "Seville"],
      ["Seville", "Granada"],
      ["Granada", "Madrid"],
      ["Madrid", "Segovia"],
      ["Segovia", "Toledo"],
    ].map(([from, to]) => ({ from: place(from!), to: place(to!), mode: "road" as LegMode, back: false }));
    const read = () => {
      const trip = legTrip([]);
      return legs.map((leg) => {
        const before = trip.used.size;
        const vias = trip.vias.size;
        const hours = legHours(leg.from.alpha3 === leg.to.alpha3 ? "road" : "border", leg.from, leg.to);
        const body = legDayBody({ ...leg, mode: leg.from.alpha3 === leg.to.alpha3 ? "road" : "border", hours }, 0.5, trip);
        expect(trip.used.size - before).toBe(2 + trip.vias.size - vias);
        return body;
      });
    };
    expect(read()).toEqual(read());
  });

  it("back at a place stayed at, say so", () => {
    const leg = { from: place("Fès"), to: place("Rabat"), mode: "road" as LegMode, hours: 4, back: true };
    for (const draw of [0, 0.25, 0.5, 0.75]) {
      const body = legDayBody(leg, draw, legTrip([]));
      expect(body[0]).toMatch(/\bBack in Rabat\b|\bback in Rabat\b/);
      expect(body[1]).toMatch(/di nuovo a Rabat/i);
      expect(body[3]).toMatch(/retour à Rabat/i);
      expect(body[4]).toMatch(/zurück in Rabat/);
    }
  });
});

describe("the catalogue's leg days", () => {
  const { plans } = generateCatalogueWithPlans({ scale: 1, today: new Date("2026-11-28T00:00:00Z") });
  // The k-th leg day reaches the trip's stop k: it is back when an earlier stop was the same place.
  const legs = plans.flatMap((plan) => {
    let k = 0;
    return plan.itinerary.flatMap((day) => {
      if (!LEG_MODES.has(day.kind)) return [];
      k++;
      const [from, to] = day.places as [Place, Place];
      const back = plan.stops.slice(0, k).some((stop) => stop.place === to);
      return [{ plan, day, from, to, mode: day.kind as LegMode, back }];
    });
  });
  const VIA_PATTERNS = [...LEG.VIA.town.half, ...LEG.VIA.town.long, ...LEG.VIA.site.half, ...LEG.VIA.site.long].map(
    (texts) =>
      new RegExp(
        texts[0]
          .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
          .replace(/\{via\}/, "in (.+?)")
          .replace(/\{viaName\}/, "(.+?)"),
      ),
  );
  /** A name as it shows inside a sentence: without the article a preposition may have taken in ("al Cairo", "au Caire"). */
  const core = (name: string) => name.replace(/^(Il |Lo |La |L'|I |Gli |Le |Les |El )/, "");

  it("there are legs of every mode to read", () => {
    const modes = new Set(legs.map((leg) => leg.mode));
    expect([...modes].sort()).toEqual(["border", "cruise", "ferry", "flight", "road", "sail", "train"]);
    expect(legs.length).toBeGreaterThan(1000);
  });

  it("name the place reached in every language, and the place left when it is a town, most days", () => {
    const wrong: string[] = [];
    let townsLeft = 0;
    let named = 0;
    for (const { day, from, to } of legs) {
      day.body.forEach((body, lang) => {
        if (!body.includes(core(to.names[lang]!))) wrong.push(`${day.title[0]} (${lang}): "${body}"`);
        if (/[{}]|undefined|NaN|\d/.test(body)) wrong.push(`${day.title[0]} (${lang}): leftovers or a number in "${body}"`);
        if (body[0] !== body[0]!.toUpperCase()) wrong.push(`${day.title[0]} (${lang}): "${body}"`);
      });
      if (isTown(from) && !["sail", "cruise"].includes(day.kind)) {
        townsLeft++;
        if (day.body[0].includes(from.names[0])) named++;
      }
    }
    expect(wrong).toEqual([]);
    expect(named / townsLeft).toBeGreaterThan(0.9);
  });

  it("fit their hours", () => {
    const wrong: string[] = [];
    for (const { day, mode } of legs) {
      const text = day.body[0];
      const hours = day.hours;
      const overland = mode === "road" || mode === "border" || mode === "ferry";
      if (overland && hours <= 2 && /early start|before dawn|in time for dinner|in the evening|late in the day|long day/i.test(text))
        wrong.push(`${hours} hours: ${text}`);
      if (
        overland &&
        hours >= 6 &&
        /late morning|before lunch|around midday|mid-afternoon|afternoon free|Half a day|after breakfast/i.test(text)
      )
        wrong.push(`${hours} hours: ${text}`);
      if (
        overland &&
        hours >= 9 &&
        !/very|whole day|long haul|belongs to the road|longest|the day is the road|long border day|first ferry|fills the day|most of the day|long crossing/i.test(
          text,
        )
      )
        wrong.push(`${hours} hours, not said: ${text}`);
      if (mode === "flight" && hours <= 3 && /in the evening|late dinner|long flight/i.test(text)) wrong.push(`${hours} hours: ${text}`);
      if (mode === "flight" && hours >= 6 && /around midday|early afternoon|afternoon free|short flight/i.test(text))
        wrong.push(`${hours} hours: ${text}`);
    }
    expect(wrong).toEqual([]);
  });

  it("say back at a place the trip stayed at, and never elsewhere", () => {
    const BACK = /\b[Bb]ack (in|at|by|for|before|where|to)\b|already knows|the port the voyage|[Ss]ails up one more time|familiar waters/;
    const wrong = legs
      .filter(({ day, back }) => BACK.test(day.body[0]) !== back)
      .map(({ day, back }) => `${back ? "back" : "new"}: ${day.title[0]}: ${day.body[0]}`);
    expect(wrong).toEqual([]);
  });

  it("say how: a border day crosses into the next country, a flight flies, a small plane only where no road goes", () => {
    const wrong: string[] = [];
    for (const { day, from, to, mode } of legs) {
      const text = day.body[0];
      const closed = mode === "border" && !openBorder(from, to);
      if (closed && !text.includes(countryForms(to.alpha3).into[0])) wrong.push(`border: ${text}`);
      if (!closed && /passport|border/i.test(text) && mode !== "flight") wrong.push(`no border: ${text}`);
      if (mode === "flight" && !/airport|flight|plane|Landing|landing/.test(text)) wrong.push(`flight: ${text}`);
      if (mode !== "flight" && /airport|flight/i.test(text)) wrong.push(`no flight: ${text}`);
      if (
        /small plane|light aircraft|plane is a small/.test(text) !==
        (mode === "flight" && from.alpha3 === to.alpha3 && (from.fly || to.fly))
      )
        wrong.push(`small plane: ${text}`);
      if (mode === "ferry" && !/ferry|crossing/i.test(text)) wrong.push(`ferry: ${text}`);
      if (mode === "train" && !/train/i.test(text)) wrong.push(`train: ${text}`);
      if ((mode === "sail" || mode === "cruise") && !/sail|ship|skipper/i.test(text)) wrong.push(`${mode}: ${text}`);
    }
    expect(wrong).toEqual([]);
  });

  it("stop on the way only on road days of half a day or more, at a place on the way that the trip does not stay at or visit", () => {
    const wrong: string[] = [];
    let stops = 0;
    for (const { plan, day, from, to, mode } of legs) {
      for (const pattern of VIA_PATTERNS) {
        const match = pattern.exec(day.body[0]);
        if (!match) continue;
        stops++;
        const stop = placesOnTheWay(from, to).find((candidate) => candidate.names[0] === match[1]);
        if ((mode !== "road" && mode !== "border") || day.hours < VIA_MIN_HOURS)
          wrong.push(`a stop on a ${mode} day of ${day.hours} hours: ${day.body[0]}`);
        else if (!stop) wrong.push(`${match[1]} is not on the way ${day.title[0]}`);
        else if (plan.route.includes(stop)) wrong.push(`${match[1]} is a place the trip stays at or visits: ${day.title[0]}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(stops).toBeGreaterThan(30);
  });
});
