/**
 * Real venues in real cities of every site's country, for the meetup seed. A venue carries its
 * own coordinates (WGS84, to about 100 m): an event is placed where its venue stands, so the map
 * link and the distance filter point at the park or hall the page names. A city's coordinates
 * are its centre, which each of its venues lies within a few kilometres of.
 */
export type SeedVenue = { name: string; address: string; lat: number; lon: number };
export type SeedCity = {
  slug: string;
  name: string;
  timeZone: string;
  lat: number;
  lon: number;
  venues: SeedVenue[];
};
export type SeedSite = {
  site: string;
  countryCode: string;
  currency: "EUR" | "GBP" | "USD";
  origin: string;
  eventsPath: string;
  cities: SeedCity[];
};

export const SEED_SITES: SeedSite[] = [
  {
    site: "int",
    countryCode: "IE",
    currency: "EUR",
    origin: "https://www.caravantrips.com",
    eventsPath: "/events",
    cities: [
      {
        slug: "dublin",
        name: "Dublin",
        timeZone: "Europe/Dublin",
        lat: 53.3498,
        lon: -6.2603,
        venues: [
          { name: "The Brazen Head", address: "20 Bridge Street Lower, Dublin 8", lat: 53.3449, lon: -6.2764 },
          { name: "Phoenix Park Visitor Centre", address: "Phoenix Park, Dublin 8", lat: 53.3617, lon: -6.3291 },
        ],
      },
      {
        slug: "cork",
        name: "Cork",
        timeZone: "Europe/Dublin",
        lat: 51.8985,
        lon: -8.4756,
        venues: [{ name: "English Market", address: "Princes Street, Cork", lat: 51.8977, lon: -8.4747 }],
      },
      {
        slug: "galway",
        name: "Galway",
        timeZone: "Europe/Dublin",
        lat: 53.2707,
        lon: -9.0568,
        venues: [{ name: "Eyre Square", address: "Eyre Square, Galway", lat: 53.2745, lon: -9.0489 }],
      },
    ],
  },
  {
    site: "uk",
    countryCode: "GB",
    currency: "GBP",
    origin: "https://www.caravantrips.co.uk",
    eventsPath: "/events",
    cities: [
      {
        slug: "london",
        name: "London",
        timeZone: "Europe/London",
        lat: 51.5074,
        lon: -0.1278,
        venues: [
          { name: "Southbank Centre", address: "Belvedere Road, London SE1 8XX", lat: 51.506, lon: -0.1165 },
          { name: "Hampstead Heath", address: "Hampstead, London NW3", lat: 51.5605, lon: -0.163 },
        ],
      },
      {
        slug: "manchester",
        name: "Manchester",
        timeZone: "Europe/London",
        lat: 53.4808,
        lon: -2.2426,
        venues: [{ name: "Mackie Mayor", address: "1 Eagle Street, Manchester M4 5BU", lat: 53.4862, lon: -2.2379 }],
      },
      {
        slug: "edinburgh",
        name: "Edinburgh",
        timeZone: "Europe/London",
        lat: 55.9533,
        lon: -3.1883,
        venues: [{ name: "Arthur's Seat car park", address: "Queen's Drive, Edinburgh EH8", lat: 55.9517, lon: -3.1633 }],
      },
    ],
  },
  {
    site: "us",
    countryCode: "US",
    currency: "USD",
    origin: "https://us.caravantrips.com",
    eventsPath: "/events",
    cities: [
      {
        slug: "new-york",
        name: "New York",
        timeZone: "America/New_York",
        lat: 40.7128,
        lon: -74.006,
        venues: [{ name: "Bryant Park", address: "6th Avenue & 42nd Street, New York, NY 10018", lat: 40.7536, lon: -73.9832 }],
      },
      {
        slug: "chicago",
        name: "Chicago",
        timeZone: "America/Chicago",
        lat: 41.8781,
        lon: -87.6298,
        venues: [{ name: "Millennium Park", address: "201 E Randolph Street, Chicago, IL 60602", lat: 41.8826, lon: -87.6226 }],
      },
      {
        slug: "san-francisco",
        name: "San Francisco",
        timeZone: "America/Los_Angeles",
        lat: 37.7749,
        lon: -122.4194,
        venues: [{ name: "Ferry Building", address: "1 Ferry Building, San Francisco, CA 94111", lat: 37.7955, lon: -122.3937 }],
      },
    ],
  },
  {
    site: "it",
    countryCode: "IT",
    currency: "EUR",
    origin: "https://www.caravantrips.it",
    eventsPath: "/eventi",
    cities: [
      {
        slug: "milano",
        name: "Milano",
        timeZone: "Europe/Rome",
        lat: 45.4642,
        lon: 9.19,
        venues: [
          { name: "Navigli, Alzaia Naviglio Grande", address: "Alzaia Naviglio Grande 4, 20144 Milano", lat: 45.4517, lon: 9.175 },
          { name: "Parco Sempione", address: "Piazza Sempione, 20154 Milano", lat: 45.4725, lon: 9.177 },
        ],
      },
      {
        slug: "roma",
        name: "Roma",
        timeZone: "Europe/Rome",
        lat: 41.9028,
        lon: 12.4964,
        venues: [
          {
            name: "Trastevere, Piazza di Santa Maria",
            address: "Piazza di Santa Maria in Trastevere, 00153 Roma",
            lat: 41.8894,
            lon: 12.47,
          },
        ],
      },
      {
        slug: "bologna",
        name: "Bologna",
        timeZone: "Europe/Rome",
        lat: 44.4949,
        lon: 11.3426,
        venues: [{ name: "Piazza Maggiore", address: "Piazza Maggiore, 40124 Bologna", lat: 44.4939, lon: 11.343 }],
      },
      {
        slug: "torino",
        name: "Torino",
        timeZone: "Europe/Rome",
        lat: 45.0703,
        lon: 7.6869,
        venues: [{ name: "Parco del Valentino", address: "Corso Massimo d'Azeglio, 10126 Torino", lat: 45.0545, lon: 7.6862 }],
      },
    ],
  },
  {
    site: "es",
    countryCode: "ES",
    currency: "EUR",
    origin: "https://www.caravantrips.es",
    eventsPath: "/eventos",
    cities: [
      {
        slug: "madrid",
        name: "Madrid",
        timeZone: "Europe/Madrid",
        lat: 40.4168,
        lon: -3.7038,
        venues: [{ name: "Parque del Retiro", address: "Plaza de la Independencia 7, 28001 Madrid", lat: 40.4199, lon: -3.687 }],
      },
      {
        slug: "barcelona",
        name: "Barcelona",
        timeZone: "Europe/Madrid",
        lat: 41.3874,
        lon: 2.1686,
        venues: [{ name: "Mercat de Sant Antoni", address: "Carrer del Comte d'Urgell 1, 08011 Barcelona", lat: 41.3788, lon: 2.1622 }],
      },
      {
        slug: "valencia",
        name: "Valencia",
        timeZone: "Europe/Madrid",
        lat: 39.4699,
        lon: -0.3763,
        venues: [{ name: "Jardín del Turia", address: "Jardí del Túria, 46010 Valencia", lat: 39.4737, lon: -0.364 }],
      },
    ],
  },
  {
    site: "fr",
    countryCode: "FR",
    currency: "EUR",
    origin: "https://www.caravantrips.fr",
    eventsPath: "/evenements",
    cities: [
      {
        slug: "paris",
        name: "Paris",
        timeZone: "Europe/Paris",
        lat: 48.8566,
        lon: 2.3522,
        venues: [{ name: "Canal Saint-Martin", address: "Quai de Valmy, 75010 Paris", lat: 48.8708, lon: 2.365 }],
      },
      {
        slug: "lyon",
        name: "Lyon",
        timeZone: "Europe/Paris",
        lat: 45.764,
        lon: 4.8357,
        venues: [{ name: "Halles de Lyon Paul Bocuse", address: "102 Cours Lafayette, 69003 Lyon", lat: 45.763, lon: 4.8503 }],
      },
      {
        slug: "marseille",
        name: "Marseille",
        timeZone: "Europe/Paris",
        lat: 43.2965,
        lon: 5.3698,
        venues: [{ name: "Vieux-Port", address: "Quai du Port, 13002 Marseille", lat: 43.2951, lon: 5.374 }],
      },
    ],
  },
  {
    site: "de",
    countryCode: "DE",
    currency: "EUR",
    origin: "https://www.caravantrips.de",
    eventsPath: "/veranstaltungen",
    cities: [
      {
        slug: "berlin",
        name: "Berlin",
        timeZone: "Europe/Berlin",
        lat: 52.52,
        lon: 13.405,
        venues: [{ name: "Tempelhofer Feld", address: "Tempelhofer Damm, 12101 Berlin", lat: 52.4731, lon: 13.4017 }],
      },
      {
        slug: "muenchen",
        name: "München",
        timeZone: "Europe/Berlin",
        lat: 48.1351,
        lon: 11.582,
        venues: [
          { name: "Englischer Garten, Chinesischer Turm", address: "Englischer Garten 3, 80538 München", lat: 48.1527, lon: 11.592 },
        ],
      },
      {
        slug: "hamburg",
        name: "Hamburg",
        timeZone: "Europe/Berlin",
        lat: 53.5511,
        lon: 9.9937,
        venues: [{ name: "Landungsbrücken", address: "Bei den St. Pauli-Landungsbrücken, 20359 Hamburg", lat: 53.5456, lon: 9.9667 }],
      },
    ],
  },
];

export const ORGANIZERS: readonly (readonly [string, string])[] = [
  ["Giulia", "Rossi"],
  ["Marco", "Bianchi"],
  ["Sophie", "Martin"],
  ["Lucas", "Bernard"],
  ["Emma", "Walsh"],
  ["Liam", "Murphy"],
  ["Hannah", "Schmidt"],
  ["Jonas", "Weber"],
  ["Lucía", "García"],
  ["Pablo", "Fernández"],
  ["Olivia", "Smith"],
  ["Noah", "Johnson"],
  ["Chloé", "Dubois"],
  ["Sara", "Conti"],
];
