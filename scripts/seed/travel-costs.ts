/**
 * The all-in price figures of every trip (migration 0013): the group kitty, the single-room
 * supplement where the trip offers one, and each site's return-flight band from its
 * recommended airports. Drawn from each trip's own stream (seeded by its id), so the rest of
 * the catalogue is untouched, and the same catalogue always gets the same figures.
 */
import type { Catalogue } from "./catalogue";
import type { ContinentCode } from "./countries";
import { DESTINATIONS } from "./destinations";
import { createRandom } from "./prng";
import { listPrices, roundTo } from "./prices";
import { D1_MAX_BOUND_PARAMS, sqlLiteral, type SeedStatement, type SqlValue } from "./sql";

export type TravelCostRow = {
  travel_id: number;
  kitty_eur: number;
  kitty_gbp: number;
  kitty_usd: number;
  single_room_eur: number | null;
  single_room_gbp: number | null;
  single_room_usd: number | null;
};

export type TravelFlightRow = {
  travel_id: number;
  site: string;
  airports: string;
  min_eur: number;
  max_eur: number;
  min_gbp: number;
  max_gbp: number;
  min_usd: number;
  max_usd: number;
};

/** Shared costs on the spot per traveller and day, in EUR cents (meals together, fees, local transport, tips). */
const KITTY_PER_DAY_EUR: Readonly<Record<ContinentCode, readonly [number, number]>> = {
  EU: [2_000, 3_000],
  AS: [1_500, 2_500],
  AF: [2_000, 3_000],
  NA: [2_500, 3_500],
  SA: [1_800, 2_800],
  OC: [3_000, 4_000],
  AN: [1_000, 1_500],
};

/** A room of one's own, per night, in EUR cents. */
const SINGLE_ROOM_PER_NIGHT_EUR: Readonly<Record<ContinentCode, readonly [number, number]>> = {
  EU: [3_000, 4_500],
  AS: [2_000, 3_500],
  AF: [2_500, 4_000],
  NA: [4_000, 6_000],
  SA: [2_500, 4_000],
  OC: [4_000, 6_000],
  AN: [8_000, 10_000],
};

/** Each site's recommended departure airports, best first. */
export const RECOMMENDED_AIRPORTS: Readonly<Record<string, string>> = {
  int: "AMS,FRA,CDG",
  uk: "LHR,LGW,MAN",
  us: "JFK,EWR,ORD",
  it: "MXP,FCO,BGY",
  es: "MAD,BCN",
  fr: "CDG,ORY,LYS",
  de: "FRA,MUC,BER",
};

/** Where each site's travellers fly from: its first recommended airport (latitude, longitude). */
const ORIGIN: Readonly<Record<string, readonly [number, number]>> = {
  int: [52.31, 4.76],
  uk: [51.47, -0.45],
  us: [40.64, -73.78],
  it: [45.63, 8.72],
  es: [40.47, -3.56],
  fr: [49.01, 2.55],
  de: [50.03, 8.57],
};

/** The site whose buyers live in a country, by the country's alpha-3 code. */
const HOME_SITE: Readonly<Record<string, string>> = { ITA: "it", ESP: "es", FRA: "fr", DEU: "de", GBR: "uk", USA: "us" };
/** Each country's places, to tell which country a trip lands in. */
const PLACES = [...DESTINATIONS.values()].flatMap((destination) => destination.places.filter((place) => place.landmass !== "sea"));
const homeCache = new Map<string, string | undefined>();
/** The site whose buyers live in the country of the place a trip lands at (the nearest place of the tables). */
function homeSiteOf(point: readonly [number, number]): string | undefined {
  const key = `${point[0]},${point[1]}`;
  if (!homeCache.has(key)) {
    let best = PLACES[0]!;
    for (const place of PLACES) if (greatCircleKm(point, [place.lat, place.lon]) < greatCircleKm(point, [best.lat, best.lon])) best = place;
    homeCache.set(key, HOME_SITE[best.alpha3]);
  }
  return homeCache.get(key);
}

/**
 * A usual return fare, per person, in EUR cents: the low end of the band, from the distance
 * flown there (to the first place) and back (from the last), the way fares grow with the
 * kilometres, and a connection's cost where the trip lands at a country's second airport
 * (the Azores, Zanzibar), and more of one the further it flies (long flights mostly connect).
 */
const FARE_BASE_EUR = 4_000;
const FARE_PER_KM_EUR = 7;
const CONNECTION_EUR = 8_000;
const CONNECTION_PER_KM_EUR = 1.2;
/** From this far, more and more flights connect on the way; beyond CONNECTING_KM, nearly all do. */
const DIRECT_KM = 5_000;
const CONNECTING_KM = 8_000;

function greatCircleKm(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b[0] - a[0]) * rad) / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(((b[1] - a[1]) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Countries' gateways, where flights from abroad land directly. */
const GATEWAYS: readonly (readonly [number, number])[] = [...DESTINATIONS.values()].map((destination) => [
  destination.places[0]!.lat,
  destination.places[0]!.lon,
]);
/** A landing this close to a gateway is at it. */
const GATEWAY_KM = 50;
const atGateway = (point: readonly [number, number]) => GATEWAYS.some((gateway) => greatCircleKm(point, gateway) <= GATEWAY_KM);

export function fareFromEur(
  origin: readonly [number, number],
  there: readonly [number, number],
  back: readonly [number, number],
  connects: boolean,
): number {
  const km = (greatCircleKm(origin, there) + greatCircleKm(origin, back)) / 2;
  const share = connects ? 1 : Math.min(1, Math.max(0, (km - DIRECT_KM) / (CONNECTING_KM - DIRECT_KM)));
  const connection = share * (CONNECTION_EUR + CONNECTION_PER_KM_EUR * km);
  return FARE_BASE_EUR + FARE_PER_KM_EUR * km + connection;
}

export function generateTravelCosts(
  catalogue: Pick<Catalogue, "travels" | "travelCountries" | "countries" | "continents" | "routeStops">,
): {
  costs: TravelCostRow[];
  flights: TravelFlightRow[];
} {
  const continentOfCountry = new Map(
    catalogue.countries.map((c) => [c.id, catalogue.continents.find((k) => k.id === c.continent_id)!.code as ContinentCode]),
  );
  const firstCountry = new Map<number, number>();
  for (const row of [...catalogue.travelCountries].sort((a, b) => a.position - b.position))
    if (!firstCountry.has(row.travel_id)) firstCountry.set(row.travel_id, row.country_id);
  const ends = new Map<number, { there: [number, number]; back: [number, number] }>();
  for (const stop of catalogue.routeStops) {
    const known = ends.get(stop.travel_id);
    if (!known) ends.set(stop.travel_id, { there: [stop.lat, stop.lon], back: [stop.lat, stop.lon] });
    else known.back = [stop.lat, stop.lon];
  }
  const costs: TravelCostRow[] = [];
  const flights: TravelFlightRow[] = [];
  for (const travel of catalogue.travels) {
    const random = createRandom(Math.imul(travel.id, 0x2545f491) ^ 0xc057);
    const continent = continentOfCountry.get(firstCountry.get(travel.id) ?? -1) ?? "EU";
    const kitty = listPrices(roundTo(travel.days * random.int(...KITTY_PER_DAY_EUR[continent]), 1_000));
    const nights = Math.max(1, travel.days - 1);
    const single = travel.is_no_sharing_room_available
      ? listPrices(roundTo(nights * random.int(...SINGLE_ROOM_PER_NIGHT_EUR[continent]), 1_000))
      : null;
    costs.push({
      travel_id: travel.id,
      kitty_eur: kitty.eur,
      kitty_gbp: kitty.gbp,
      kitty_usd: kitty.usd,
      single_room_eur: single?.eur ?? null,
      single_room_gbp: single?.gbp ?? null,
      single_room_usd: single?.usd ?? null,
    });
    const route = ends.get(travel.id);
    // Landing elsewhere than a country's gateway (its first place) takes a connection.
    const connects = !!route && !atGateway(route.there);
    const home = route ? homeSiteOf(route.there) : undefined;
    for (const [site, airports] of Object.entries(RECOMMENDED_AIRPORTS)) {
      // The draw is made for every site, so the other sites' figures stay as they were.
      const draws = [random.int(90, 110), random.int(140, 180)] as const;
      // A trip that starts in the site's own country has no flight there to estimate: its buyers are already in it.
      if (site === home) continue;
      const fare = route ? fareFromEur(ORIGIN[site]!, route.there, route.back, connects) : FARE_BASE_EUR;
      // One draw per site as before: the fare varies by a tenth either way with the airline and the week.
      const low = listPrices(roundTo((fare * draws[0]) / 100, 5_000));
      // The band's top: dates in high season and later bookings, 40–80% over the low end.
      const high = listPrices(roundTo((low.eur * draws[1]) / 100, 5_000));
      flights.push({
        travel_id: travel.id,
        site,
        airports,
        min_eur: low.eur,
        max_eur: high.eur,
        min_gbp: low.gbp,
        max_gbp: Math.max(low.gbp, high.gbp),
        min_usd: low.usd,
        max_usd: Math.max(low.usd, high.usd),
      });
    }
  }
  return { costs, flights };
}

const COST_COLUMNS = ["travel_id", "kitty_eur", "kitty_gbp", "kitty_usd", "single_room_eur", "single_room_gbp", "single_room_usd"] as const;
const FLIGHT_COLUMNS = ["travel_id", "site", "airports", "min_eur", "max_eur", "min_gbp", "max_gbp", "min_usd", "max_usd"] as const;

type Table<R> = { name: string; columns: readonly (keyof R & string)[]; rows: R[] };

function tables({ costs, flights }: ReturnType<typeof generateTravelCosts>) {
  return [
    { name: "travel_costs", columns: COST_COLUMNS, rows: costs } as Table<TravelCostRow>,
    { name: "travel_flights", columns: FLIGHT_COLUMNS, rows: flights } as Table<TravelFlightRow>,
  ] as unknown as Table<Record<string, SqlValue>>[];
}

/** Parameterised statements (at most 100 bound values each): wipe, then insert. */
export function travelCostStatements(generated: ReturnType<typeof generateTravelCosts>): SeedStatement[] {
  const statements: SeedStatement[] = [
    { sql: "DELETE FROM travel_flights", params: [] },
    { sql: "DELETE FROM travel_costs", params: [] },
  ];
  for (const table of tables(generated)) {
    const per = Math.floor(D1_MAX_BOUND_PARAMS / table.columns.length);
    for (let start = 0; start < table.rows.length; start += per) {
      const chunk = table.rows.slice(start, start + per);
      statements.push({
        sql: `INSERT INTO ${table.name} (${table.columns.join(", ")}) VALUES ${chunk.map(() => `(${table.columns.map(() => "?").join(", ")})`).join(", ")}`,
        params: chunk.flatMap((row) => table.columns.map((column) => row[column] as SqlValue)),
      });
    }
  }
  return statements;
}

/** The same as one script of literal statements, one per line (for wrangler and exec()). */
export function travelCostScript(generated: ReturnType<typeof generateTravelCosts>): string {
  const lines = ["DELETE FROM travel_flights;", "DELETE FROM travel_costs;"];
  for (const table of tables(generated)) {
    for (let start = 0; start < table.rows.length; start += 500) {
      const tuples = table.rows
        .slice(start, start + 500)
        .map((row) => `(${table.columns.map((column) => sqlLiteral(row[column] as SqlValue)).join(", ")})`);
      lines.push(`INSERT INTO ${table.name} (${table.columns.join(", ")}) VALUES ${tuples.join(", ")};`);
    }
  }
  return `${lines.join("\n")}\n`;
}
