/**
 * How fast a group coach goes in each country, for the route rule's road hours (../route-rule.ts):
 * the length of its roads against the straight line, and its speed, breaks included. Countries
 * by ISO alpha-3 code; a country in no list has ordinary roads (60 km/h, a quarter longer than
 * the straight line).
 */

/**
 * Where the road goes the long way round, its length against the straight line: Norway's roads
 * follow the fjords; in mountain countries they climb in hairpins over passes (Paro to Bumthang
 * is about 270 km of road for 120 as the crow flies; Japan's roads wind through its mountains and
 * towns, Rwanda's over its thousand hills).
 */
export const WINDING_ROADS: Readonly<Record<string, number>> = {
  ISL: 1.4,
  NOR: 1.6,
  CHE: 1.6,
  JPN: 1.5,
  BTN: 2.2,
  NPL: 1.9,
  PAK: 1.9,
  TJK: 1.5,
  ETH: 1.7,
  RWA: 1.6,
  BOL: 1.5,
  GEO: 1.4,
};

/**
 * Countries between which a border is an open one: the Schengen area, and the Common Travel
 * Area of Ireland and the United Kingdom. A day crossing it is a road day, with no formalities
 * and no time at a crossing.
 */
export const OPEN_BORDER_AREAS: readonly ReadonlySet<string>[] = [
  new Set([
    "AUT",
    "BEL",
    "BGR",
    "HRV",
    "CZE",
    "DNK",
    "EST",
    "FIN",
    "FRA",
    "DEU",
    "GRC",
    "HUN",
    "ISL",
    "ITA",
    "LVA",
    "LIE",
    "LTU",
    "LUX",
    "MLT",
    "NLD",
    "NOR",
    "POL",
    "PRT",
    "ROU",
    "SVK",
    "SVN",
    "ESP",
    "SWE",
    "CHE",
  ]),
  new Set(["IRL", "GBR"]),
];

/**
 * Countries with motorways or fast main roads between their towns, where a coach keeps about 80
 * km/h, breaks included (Paris to Annecy is five and a half hours, not nine; Riga to Tallinn,
 * Dubai to Liwa, Amman to Wadi Rum, Johannesburg to the Kruger are fast roads).
 */
export const MOTORWAYS: ReadonlySet<string> = new Set([
  "FRA",
  "DEU",
  "ITA",
  "ESP",
  "PRT",
  "AUT",
  "CHE",
  "BEL",
  "NLD",
  "LUX",
  "GBR",
  "IRL",
  "DNK",
  "SWE",
  "FIN",
  "POL",
  "CZE",
  "HUN",
  "SVN",
  "HRV",
  "EST",
  "LVA",
  "LTU",
  "USA",
  "CAN",
  "AUS",
  "KOR",
  "ARE",
  "ISR",
  "JOR",
  "IRN",
  "MYS",
  "ZAF",
  "TWN",
]);

/**
 * Countries where most roads are mountain, dirt or crowded two-lane roads, at two thirds of a
 * coach's speed (40 km/h): Costa Rica's, Colombia's and Ecuador's climb and wind, Guyana's are
 * laterite, Java's and Luzon's are crowded.
 */
export const SLOW_ROADS: ReadonlySet<string> = new Set([
  "NPL",
  "BTN",
  "PAK",
  "LAO",
  "MMR",
  "RWA",
  "UGA",
  "ETH",
  "MNG",
  "KGZ",
  "TJK",
  "BOL",
  "PER",
  "PNG",
  "MDG",
  "ARM",
  "COD",
  "TZA",
  "ZMB",
  "MWI",
  "MOZ",
  "GTM",
  "LKA",
  "ALB",
  "MNE",
  "KHM",
  "CRI",
  "ECU",
  "GUY",
  "JAM",
  "COL",
  "PHL",
  "IDN",
]);
