/**
 * The all-in price figures of every trip (migration 0013): the group kitty, the single-room
 * supplement where the trip offers one, and each site's return-flight band from its
 * recommended airports. Drawn from each trip's own stream (seeded by its id), so the rest of
 * the catalogue is untouched, and the same catalogue always gets the same figures.
 */
import type { Catalogue } from "./catalogue";
import type { ContinentCode } from "./countries";
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

type Region = "EUROPE" | "US";
const REGION_OF: Readonly<Record<string, Region>> = {
  int: "EUROPE",
  uk: "EUROPE",
  us: "US",
  it: "EUROPE",
  es: "EUROPE",
  fr: "EUROPE",
  de: "EUROPE",
};

/** A usual return fare, per person, in EUR cents: the low end of the band by origin and destination. */
const FLIGHT_FROM_EUR: Readonly<Record<Region, Record<ContinentCode, readonly [number, number]>>> = {
  EUROPE: {
    EU: [8_000, 16_000],
    AS: [45_000, 70_000],
    AF: [30_000, 60_000],
    NA: [40_000, 65_000],
    SA: [60_000, 90_000],
    OC: [110_000, 150_000],
    AN: [120_000, 160_000],
  },
  US: {
    EU: [45_000, 70_000],
    AS: [70_000, 100_000],
    AF: [80_000, 120_000],
    NA: [15_000, 35_000],
    SA: [45_000, 80_000],
    OC: [100_000, 140_000],
    AN: [130_000, 170_000],
  },
};

export function generateTravelCosts(catalogue: Pick<Catalogue, "travels" | "travelCountries" | "countries" | "continents">): {
  costs: TravelCostRow[];
  flights: TravelFlightRow[];
} {
  const continentOfCountry = new Map(
    catalogue.countries.map((c) => [c.id, catalogue.continents.find((k) => k.id === c.continent_id)!.code as ContinentCode]),
  );
  const firstCountry = new Map<number, number>();
  for (const row of [...catalogue.travelCountries].sort((a, b) => a.position - b.position))
    if (!firstCountry.has(row.travel_id)) firstCountry.set(row.travel_id, row.country_id);
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
    for (const [site, airports] of Object.entries(RECOMMENDED_AIRPORTS)) {
      const low = listPrices(roundTo(random.int(...FLIGHT_FROM_EUR[REGION_OF[site]!][continent]), 5_000));
      // The band's top: dates in high season and later bookings, 40–80% over the low end.
      const high = listPrices(roundTo((low.eur * random.int(140, 180)) / 100, 5_000));
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
