/**
 * Every trip the seed makes, walked day by day against the route rule and the rules of its
 * words, at 1x and 10x, in every catalogue language. A failure names the trip, the day and
 * the rule it breaks.
 */
import { describe, expect, it } from "vitest";
import { CATALOGUE_LANGUAGES } from "../../tenants/languages";
import { generateCatalogueWithPlans } from "../../scripts/seed/catalogue";
import type { Activity } from "../../scripts/seed/data/day-texts";
import type { PlaceTrait } from "../../scripts/seed/data/destination";
import { joinNames, type Lang, type Place } from "../../scripts/seed/destinations";
import { distanceKm } from "../../scripts/seed/geography";
import { DAY_TRIP_KM, endProblems, isHop, legHours, legProblems, type LegMode, onIsland } from "../../scripts/seed/route-rule";
import { addDays, isoDate } from "../../scripts/seed/dates";
import { inSeason } from "../../scripts/seed/tours";
import { ownDaysOf, seasonOf } from "../../scripts/seed/place-notes";
import { THEME_SHARE, type TripPlan, themeShare } from "../../scripts/seed/trips";
import { generateTravelCosts } from "../../scripts/seed/travel-costs";
import { logisticsProblems } from "./seed-trip-logistics";
import { promiseProblems } from "./seed-trip-promises";

const TODAY = new Date("2026-11-28T00:00:00Z");
const LEG_MODES: ReadonlySet<string> = new Set<LegMode>(["road", "border", "train", "ferry", "flight", "sail", "cruise"]);
const URBAN: ReadonlySet<string> = new Set<Activity>(["city-first", "city-more", "city-free", "market", "food", "nightlife"]);
/** A town's square or market, or its old centre, in each language. */
const TOWN_WORDS: readonly RegExp[] = [
  /\b(square|market|old town|old centre|old quarter)\b/i,
  /\b(piazza|mercato|centro storico)\b/i,
  /\b(plaza|mercado|casco antiguo)\b/i,
  /(grand-place|place du|marché|vieille ville|centre ancien|centre historique)/i,
  /(Hauptplatz|Marktplatz|\bMarkt|Altstadt)/,
];

/**
 * Words a day may use only at a place whose trait says they hold (see scripts/seed/data/destination.ts),
 * per language (en, it, es, fr, de), and the activities they are checked on (all when none).
 */
const TRAIT_WORDS: readonly { trait: PlaceTrait; what: string; on?: readonly string[]; words: readonly RegExp[] }[] = [
  {
    trait: "old",
    what: "an old town or main square",
    words: [
      /\b(old town|old quarter|historic (heart|centre|center)|main square|great place of worship)\b/i,
      /(centro storico|cuore storico|città vecchia|piazza principale|grande luogo di culto)/i,
      /(casco antiguo|casco histórico|corazón histórico|ciudad vieja|plaza principal|gran templo)/i,
      /(vieille ville|centre historique|cœur historique|place principale|grand lieu de culte)/i,
      /(Altstadt|historischen Kern|Hauptplatz|großen Gotteshaus)/,
    ],
  },
  {
    trait: "alpine",
    what: "a mountain hut, thin air or a high camp",
    on: ["trek-stage"],
    words: [
      /\b(huts?|refuges?|altitude|thin air|high camp|tree line|the pass)\b/i,
      /(rifugi|quota|aria sottile|campo alto|limite degli alberi|superare il passo)/i,
      /(refugio|altitud|aire enrarecido|campamento de altura|límite del bosque|el paso\b)/i,
      /(refuge|altitude|air raréfié|camp d'altitude|limite des arbres|le col\b)/i,
      /(Hütte|Höhe|dünnen Luft|Hochlager|Baumgrenze|den Pass\b)/,
    ],
  },
  {
    trait: "dunes",
    what: "dunes",
    words: [/\bdunes?\b/i, /\bdun[ae]\b/i, /\bdunas?\b/i, /\bdunes?\b/i, /Düne/],
  },
  {
    trait: "camels",
    what: "camels or nomads",
    words: [/(camel|nomad)/i, /(cammell|nomad)/i, /(camell|nómada)/i, /(chameau|chamelier|nomade)/i, /(Kamel|Nomad)/],
  },
  {
    trait: "lapland",
    what: "huskies, reindeer, snowmobiles or saunas",
    words: [
      /(husk|reindeer|snowmobile|sauna)/i,
      /(husky|renne|motoslitta|sauna)/i,
      /(husk|\breno|motonieve|sauna)/i,
      /(chiens|renne|motoneige|sauna)/i,
      /(Husky|Rentier|Schneemobil|Sauna)/,
    ],
  },
  {
    trait: "boats",
    what: "boats, reeds or nets",
    on: ["lake"],
    words: [
      /\b(boats?|kayak|canoe|reeds|nets|fishermen)\b/i,
      /\b(barca|kayak|canoa|canneti|reti|pescatori)\b/i,
      /\b(barco|kayak|canoa|juncos|cañaverales|redes|pescadores)\b/i,
      /\b(bateau|kayak|canoë|roseaux|filets|pêcheurs)\b/i,
      /(Boot|Kajak|Kanu|Schilf|Netze|Fischer)/,
    ],
  },
];

type Row = { day: number; transfer_hours: number } & Record<string, string | number>;

function problemsOf(plan: TripPlan, rows: readonly Row[], days: number): string[] {
  const problems: string[] = [];
  const stops = plan.stops;
  problems.push(...endProblems(stops));
  stops.forEach((stop, i) => {
    if (i === 0) return;
    const from = stops[i - 1]!.place;
    if (!stop.arriveBy) problems.push(`stop ${i + 1}: no leg reaches it`);
    else problems.push(...legProblems(from, stop.place, stop.arriveBy).map((p) => `stop ${i + 1}: ${p}`));
  });
  if (rows.length !== days || plan.itinerary.length !== days) problems.push(`${rows.length} itinerary days for a trip of ${days}`);
  const nights = stops.reduce((sum, stop) => sum + stop.nights, 0);
  if (nights !== days - 1) problems.push(`${nights} nights for a trip of ${days} days`);
  const sleeps = new Set<Place>(stops.map((stop) => stop.place));
  plan.itinerary.forEach((day, index) => {
    const at = `day ${index + 1} (${day.title[0]})`;
    const row = rows[index];
    if (row && row.transfer_hours !== day.hours) problems.push(`${at}: ${row.transfer_hours} hours stored, ${day.hours} planned`);
    if (LEG_MODES.has(day.kind)) {
      const [from, to] = day.places as [Place, Place];
      const hours = legHours(day.kind as LegMode, from, to);
      if (day.hours !== hours)
        problems.push(`${at}: ${day.hours} hours for a ${day.kind} leg of ${Math.round(distanceKm(from, to))} km (${hours} by the rule)`);
      return;
    }
    const place = day.places[0]!;
    if (place.base && !sleeps.has(place.base))
      problems.push(`${at}: ${place.names[0]} is visited from ${place.base.names[0]}, where the trip never sleeps`);
    if (place.base && distanceKm(place, place.base) > DAY_TRIP_KM)
      problems.push(`${at}: a day trip of ${Math.round(distanceKm(place, place.base))} km`);
    if (URBAN.has(day.kind) && !["city", "town"].includes(place.kind)) problems.push(`${at}: a ${day.kind} day at a ${place.kind}`);
    // A place's own day is written for that place (its words are checked where it is written): the
    // word rules below are for texts that stand in at any place of a kind.
    if (ownDaysOf(place).some((own) => own[2] === day.body)) return;
    for (const rule of TRAIT_WORDS) {
      if (place[rule.trait] || (rule.on && !rule.on.includes(day.kind))) continue;
      CATALOGUE_LANGUAGES.forEach((lang, l) => {
        const body = String(row?.[`body_${lang}`] ?? day.body[l]);
        if (rule.words[l]!.test(body))
          problems.push(`${at}: ${rule.what} at ${place.names[0]}, which is not ${rule.trait} (${lang}: "${body}")`);
      });
    }
    if (!URBAN.has(day.kind) && day.kind !== "arrival" && day.kind !== "departure") {
      CATALOGUE_LANGUAGES.forEach((lang, l) => {
        const body = String(row?.[`body_${lang}`] ?? day.body[l]);
        if (TOWN_WORDS[l]!.test(body)) problems.push(`${at}: a square, market or old town at a ${place.kind} (${lang}: "${body}")`);
      });
    }
  });
  CATALOGUE_LANGUAGES.forEach((lang, l) => {
    const bodies = rows.map((row) => String(row[`body_${lang}`]));
    const twice = bodies.filter((body, i) => bodies.indexOf(body) !== i);
    for (const body of new Set(twice)) problems.push(`the same ${lang} text on two days: "${body}"`);
    // Each day's title says what that day does: two days of a trip never share one.
    const titles = rows.map((row) => String(row[`title_${lang}`]));
    for (const title of new Set(titles.filter((title, i) => titles.indexOf(title) !== i))) {
      problems.push(`the same ${lang} title on two days: "${title}"`);
    }
    for (const row of rows) {
      for (const field of [`title_${lang}`, `body_${lang}`]) {
        if (/[{}]|undefined|NaN/.test(String(row[field]))) problems.push(`day ${row.day}: template leftovers in ${field}`);
      }
    }
    // The summary names exactly the places of the itinerary, in order.
    const listed = joinNames(
      l as Lang,
      plan.route.map((place) => place.names[l]!),
    );
    if (!plan.description[l]!.includes(`${listed}.`)) problems.push(`the ${lang} summary does not list the itinerary's places (${listed})`);
  });
  const kinds = plan.itinerary.map((day) => day.kind);
  const count = (wanted: readonly string[]) => kinds.filter((kind) => wanted.includes(kind)).length;
  switch (plan.theme.key) {
    case "sailing":
      if (count(["sea-day", "sail"]) * 2 < days) problems.push(`a sailing trip with ${count(["sea-day", "sail"])} of ${days} days at sea`);
      if (count(["flight"]) > 2) problems.push("a sailing trip that flies more than to its harbour and back");
      break;
  }
  // A classic or grand tour goes to every must place of each country it visits (Petra, Giza, Angkor
  // Wat, Machu Picchu); an ancient-wonders or temples trip to every must site.
  const mustKinds = ["classic", "grand"].includes(plan.theme.key)
    ? "all"
    : ["ancient", "temples"].includes(plan.theme.key)
      ? "sites"
      : plan.theme.key === "silk"
        ? "old towns"
        : null;
  if (mustKinds) {
    for (const destination of plan.destinations) {
      for (const place of destination.places) {
        if (!place.must || (mustKinds === "sites" && place.kind !== "site") || (mustKinds === "old towns" && !place.old)) continue;
        if (!plan.route.includes(place))
          problems.push(`a ${plan.theme.key} trip of ${destination.country.alpha3} that skips ${place.names[0]}`);
      }
    }
  }
  // Island hopping stays on three islands at least, and most of its legs hop by ferry or a short flight.
  if (plan.theme.key === "islands") {
    const islands = new Set(stops.filter((stop) => onIsland(stop.place)).map((stop) => stop.place.landmass));
    const hops = stops.filter((stop, i) => i > 0 && isHop(stops[i - 1]!.place, stop.place, stop.arriveBy!)).length;
    if (islands.size < 3) problems.push(`island hopping on ${islands.size} islands (${[...islands].join(", ")})`);
    if (hops * 2 <= stops.length - 1) problems.push(`island hopping with ${hops} hops in ${stops.length - 1} legs`);
  }
  // Surf lessons happen where there are waves to surf.
  for (const day of plan.itinerary) {
    if (day.kind === "surf" && !day.places[0]!.surf) problems.push(`a surf lesson at ${day.places[0]!.names[0]}, which has no surf`);
  }
  // A trek walks, a safari drives among the game, a beach trip has its beach days, a food trip its tables and stalls.
  const share = themeShare(plan.theme, plan.itinerary);
  if (share !== null && share < THEME_SHARE)
    problems.push(`a ${plan.theme.key} trip that spends ${Math.round(share * 100)}% of its days in place on what it is about`);
  if (plan.moods.includes("PARTY") && !plan.route.some((place) => place.party)) problems.push("a Party mood with no place for a night out");
  return problems;
}

/** Each scale's catalogue, generated once for every check that reads it. */
const generated = new Map<number, ReturnType<typeof generateCatalogueWithPlans>>();
function catalogueAt(scale: number): ReturnType<typeof generateCatalogueWithPlans> {
  let made = generated.get(scale);
  if (!made) {
    made = generateCatalogueWithPlans({ scale, today: TODAY });
    generated.set(scale, made);
  }
  return made;
}

function walk(scale: number): string[] {
  const { catalogue, plans } = catalogueAt(scale);
  const rowsOf = new Map<number, Row[]>();
  for (const row of catalogue.itineraryDays as unknown as Row[]) {
    const list = rowsOf.get(Number(row.travel_id)) ?? [];
    list.push(row);
    rowsOf.set(Number(row.travel_id), list);
  }
  const departuresOf = new Map<number, string[]>();
  for (const tour of catalogue.tours) departuresOf.set(tour.travel_id, [...(departuresOf.get(tour.travel_id) ?? []), tour.starting_date]);
  const flightSites = new Map<number, string[]>();
  for (const flight of generateTravelCosts(catalogue).flights)
    flightSites.set(flight.travel_id, [...(flightSites.get(flight.travel_id) ?? []), flight.site]);
  return catalogue.travels.flatMap((travel, i) => [
    ...problemsOf(plans[i]!, rowsOf.get(travel.id) ?? [], travel.days).map(
      (problem) => `trip ${travel.id} "${travel.title_en}": ${problem}`,
    ),
    // The promises made to the reader (./seed-trip-promises.ts), each named by its rule.
    ...[
      ...promiseProblems(plans[i]!, departuresOf.get(travel.id) ?? []),
      // Its logistics (./seed-trip-logistics.ts): named days, real road times and ways of travel, articles, moods, climate.
      ...logisticsProblems(plans[i]!, departuresOf.get(travel.id) ?? [], flightSites.get(travel.id) ?? []),
    ].map((broken) => `trip ${travel.id} "${travel.title_en}"${broken.day ? `, day ${broken.day}` : ""} [${broken.rule}]: ${broken.what}`),
  ]);
}

/** "trip: date" for every departure of a seasonal trip that leaves or comes back outside its months. */
function outOfSeason(scale: number): string[] {
  const { catalogue, plans } = catalogueAt(scale);
  const month = (iso: string) => Number(iso.slice(5, 7));
  return catalogue.tours.flatMap((tour) => {
    const months = plans[tour.travel_id - 1]!.months;
    if (!months || (months.has(month(tour.starting_date)) && months.has(month(tour.ending_date)))) return [];
    return [`trip ${tour.travel_id}: ${tour.starting_date} – ${tour.ending_date} outside ${[...months].join(",")}`];
  });
}

describe("a trip's season", () => {
  it("is within the months its theme runs in and all its places share", () => {
    const plans = catalogueAt(1).plans;
    const seasonal = plans.filter((plan) => plan.months);
    expect(seasonal.length).toBeGreaterThan(20);
    expect(plans.filter((plan) => plan.theme.key === "winter" && !plan.months?.has(1))).toEqual([]);
    for (const plan of seasonal) {
      // A day that only some months allow (a swim, a boat on a northern lake) may narrow them further.
      const shared = seasonOf(plan.route, plan.theme.key);
      expect(shared.clash, plan.title[0]).toBe(false);
      if (shared.months)
        expect(
          [...plan.months!].filter((month) => !shared.months!.has(month)),
          plan.title[0],
        ).toEqual([]);
      expect(plan.months!.size).toBeGreaterThan(0);
    }
  });

  it("moves departures into it as spread over it as they were over the year", () => {
    const summer = new Set([6, 7, 8]);
    const month = (offset: number) => addDays(TODAY, offset).getUTCMonth() + 1;
    const taken = new Set<number>();
    for (let offset = 2; offset <= 548; offset += 30) taken.add(inSeason(offset, 8, TODAY, summer, taken));
    const moved = [...taken].sort((a, b) => a - b);
    // Every drawn date finds its own, and each whole trip runs in June to August.
    expect(moved).toHaveLength(19);
    for (const offset of moved) expect([month(offset), month(offset + 7)].every((m) => summer.has(m))).toBe(true);
    // They spread over the whole summer (the horizon holds one), no week holding more than two of them.
    expect(new Set(moved.map(month))).toEqual(summer);
    for (const offset of moved) expect(moved.filter((other) => other >= offset && other < offset + 7).length).toBeLessThanOrEqual(2);
    // A past departure stays in the past, and one already in season moves little.
    expect(inSeason(-20, 8, TODAY, summer)).toBeLessThan(-8);
    expect(isoDate(addDays(TODAY, inSeason(-170, 8, TODAY, summer)))).toMatch(/^2026-0[678]/);
  });

  it("holds every departure of the catalogue, at 1x", () => {
    expect(outOfSeason(1)).toEqual([]);
  });
});

describe("every seeded trip", () => {
  for (const scale of [1, 10]) {
    it(`keeps the route rule and the rules of its words at ${scale}x`, () => {
      const problems = walk(scale);
      expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
    });
  }
});

/**
 * What each photo of a trip says it shows, against its itinerary: a day the trip spends at the
 * place (by that day's title), or an evening where the trip sleeps; the last evening at its last
 * stop; no caption twice in one trip.
 */
function captionProblems(scale: number): string[] {
  const { catalogue, plans } = catalogueAt(scale);
  const images = new Map(catalogue.images.map((image) => [image.id, image]));
  const problems: string[] = [];
  const byTrip = new Map<number, string[]>();
  for (const row of catalogue.travelImages) byTrip.set(row.travel_id, [...(byTrip.get(row.travel_id) ?? []), row.image_id]);
  for (const travel of catalogue.travels) {
    const plan = plans[travel.id - 1]!;
    const slept = plan.stops.map((stop) => stop.place.names[0]);
    const titles = new Set(plan.itinerary.map((day) => day.title[0]));
    const captions = (byTrip.get(travel.id) ?? []).map((id) => {
      const alt = images.get(id)!.alt_text;
      return alt.slice(0, alt.lastIndexOf(", on the trip "));
    });
    for (const caption of new Set(captions.filter((caption, i) => captions.indexOf(caption) !== i)))
      problems.push(`trip ${travel.id}: "${caption}" twice`);
    for (const caption of captions) {
      const evening = caption.match(
        /^(.+): (the last evening|the group's first evening|dinner together|the view at sunset|an early start)$/,
      );
      if (evening) {
        const [, place, moment] = evening;
        if (moment === "the last evening" && place !== slept[slept.length - 1])
          problems.push(`trip ${travel.id}: "${caption}", the last night is at ${slept[slept.length - 1]}`);
        else if (!slept.includes(place!)) problems.push(`trip ${travel.id}: "${caption}" where the trip never sleeps`);
      } else if (!titles.has(caption) && ![...titles].some((title) => caption.endsWith(`: ${title}`)))
        problems.push(`trip ${travel.id}: "${caption}" is no day of its itinerary`);
    }
  }
  return problems;
}

describe("a trip's photos", () => {
  for (const scale of [1, 10]) {
    it(`say what the itinerary does where they were taken, at ${scale}x`, () => {
      const problems = captionProblems(scale);
      expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
    });
  }
});
