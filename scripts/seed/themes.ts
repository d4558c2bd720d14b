import type { TravelStyle } from "../../workers/db/schema";
import type { ContinentCode, Names } from "./countries";

/** A kind of trip: its title words per language, its mood and a usual length in days. */
export type Theme = { names: Names; style: TravelStyle; days: readonly [min: number, max: number]; continents?: readonly ContinentCode[] };

const t = (style: TravelStyle, days: [number, number], names: Names, continents?: ContinentCode[]): Theme => ({
  names,
  style,
  days,
  continents,
});

export const THEMES: readonly Theme[] = [
  t("CULTURE", [7, 12], ["Classic tour", "Tour classico", "Tour clásico", "Circuit classique", "Klassische Rundreise"]),
  t("NATURE", [8, 14], ["Road trip", "On the road", "Road trip", "Road trip", "Roadtrip"]),
  t("CULTURE", [6, 10], ["Cities and villages", "Città e villaggi", "Ciudades y pueblos", "Villes et villages", "Städte und Dörfer"]),
  t("NATURE", [7, 12], ["Trekking adventure", "Avventura trekking", "Aventura de trekking", "Aventure trekking", "Trekking-Abenteuer"]),
  t("RELAX", [7, 11], ["Beaches and islands", "Spiagge e isole", "Playas e islas", "Plages et îles", "Strände und Inseln"]),
  t("HISTORY", [7, 12], ["Ancient wonders", "Meraviglie antiche", "Maravillas antiguas", "Merveilles antiques", "Antike Wunder"]),
  t(
    "PARTY",
    [5, 9],
    ["Nightlife and festivals", "Movida e festival", "Fiesta y festivales", "Nuits et festivals", "Nachtleben und Festivals"],
  ),
  t("NATURE", [8, 15], ["Wild nature", "Natura selvaggia", "Naturaleza salvaje", "Nature sauvage", "Wilde Natur"]),
  t("CULTURE", [5, 9], ["Food and wine", "Cibo e vino", "Comida y vino", "Gastronomie et vins", "Essen und Wein"]),
  t("NATURE", [6, 11], ["Mountains and lakes", "Montagne e laghi", "Montañas y lagos", "Montagnes et lacs", "Berge und Seen"]),
  t(
    "NATURE",
    [6, 10],
    ["Desert and oases", "Deserto e oasi", "Desierto y oasis", "Désert et oasis", "Wüste und Oasen"],
    ["AF", "AS", "NA", "SA", "OC"],
  ),
  t("NATURE", [8, 14], ["Safari", "Safari", "Safari", "Safari", "Safari"], ["AF"]),
  t("NATURE", [10, 18], ["Coast to coast", "Da costa a costa", "De costa a costa", "D'une côte à l'autre", "Von Küste zu Küste"]),
  t(
    "HISTORY",
    [8, 14],
    ["Temples and traditions", "Templi e tradizioni", "Templos y tradiciones", "Temples et traditions", "Tempel und Traditionen"],
    ["AS"],
  ),
  t("RELAX", [8, 12], ["Island hopping", "Tra un'isola e l'altra", "De isla en isla", "D'île en île", "Inselhüpfen"]),
  t("NATURE", [5, 8], ["Winter magic", "Magia d'inverno", "Magia invernal", "Magie de l'hiver", "Winterzauber"], ["EU", "NA", "AS"]),
  t("NATURE", [5, 8], ["Northern lights", "Aurora boreale", "Auroras boreales", "Aurores boréales", "Nordlichter"], ["EU", "NA"]),
  t("CULTURE", [6, 10], ["Capitals tour", "Tour delle capitali", "Ruta de las capitales", "Tour des capitales", "Hauptstadt-Tour"]),
  t(
    "PARTY",
    [3, 4],
    ["Express weekend", "Weekend express", "Fin de semana exprés", "Week-end express", "Express-Wochenende"],
    ["EU", "AF", "AS"],
  ),
  t("HISTORY", [12, 18], ["Grand tour", "Gran tour", "Gran viaje", "Grand tour", "Große Rundreise"]),
  t(
    "NATURE",
    [9, 14],
    [
      "Off the beaten track",
      "Fuori dai sentieri battuti",
      "Fuera de los caminos trillados",
      "Hors des sentiers battus",
      "Abseits der Pfade",
    ],
  ),
  t(
    "CULTURE",
    [7, 10],
    ["Markets and spices", "Mercati e spezie", "Mercados y especias", "Marchés et épices", "Märkte und Gewürze"],
    ["AF", "AS", "NA", "SA"],
  ),
  t("PARTY", [6, 9], ["Surf and sun", "Surf e sole", "Surf y sol", "Surf et soleil", "Surfen und Sonne"]),
  t("RELAX", [7, 9], ["Sailing", "In barca a vela", "En velero", "En voilier", "Segeltörn"], ["EU", "NA", "OC", "AS"]),
  t("NATURE", [12, 16], ["Expedition", "Spedizione", "Expedición", "Expédition", "Expedition"], ["AN"]),
];

/** "{days} days in {destination}: {theme}." and a line about the group, per language. */
export const DESCRIPTIONS: Names = [
  "{days} days across {destination}: {theme}. A small group of Caravaners led by a coordinator.",
  "{days} giorni in {destination}: {theme}. Un piccolo gruppo di Caravaners guidato da un coordinatore.",
  "{days} días por {destination}: {theme}. Un pequeño grupo de Caravaners con un coordinador.",
  "{days} jours en {destination} : {theme}. Un petit groupe de Caravaners mené par un coordinateur.",
  "{days} Tage in {destination}: {theme}. Eine kleine Gruppe von Caravanern mit einem Koordinator.",
];

export const BADGES: readonly { id: string; names: Names }[] = [
  { id: "NEW", names: ["New", "Novità", "Nuevo", "Nouveau", "Neu"] },
  { id: "HOT", names: ["Hot", "Di tendenza", "Tendencia", "Tendance", "Beliebt"] },
  { id: "SAFE", names: ["Safe travel", "Viaggio sicuro", "Viaje seguro", "Voyage sûr", "Sicher reisen"] },
  { id: "BESTSELLER", names: ["Best seller", "Più venduto", "Más vendido", "Meilleure vente", "Bestseller"] },
  { id: "LAST_SEATS", names: ["Last seats", "Ultimi posti", "Últimas plazas", "Dernières places", "Letzte Plätze"] },
];

/** Cents per day of trip in EUR, by continent: [min, max]. */
export const DAILY_RATE_EUR: Readonly<Record<ContinentCode, readonly [number, number]>> = {
  EU: [10_000, 15_000],
  AS: [9_000, 14_000],
  AF: [11_000, 17_000],
  NA: [15_000, 22_000],
  SA: [11_000, 16_000],
  OC: [15_000, 23_000],
  AN: [70_000, 90_000],
};

/** The operations desk that runs a trip, by continent (000 §3 costCenters[]). */
export const COST_CENTER: Readonly<Record<ContinentCode, string>> = {
  EU: "OPS-EUROPE",
  AS: "OPS-ASIA",
  AF: "OPS-AFRICA",
  NA: "OPS-AMERICAS",
  SA: "OPS-AMERICAS",
  OC: "OPS-OCEANIA",
  AN: "OPS-POLAR",
};

export const FIRST_NAMES = [
  "Giulia",
  "Marco",
  "Sofia",
  "Luca",
  "Chiara",
  "Matteo",
  "Elena",
  "Pablo",
  "Lucía",
  "Javier",
  "Camille",
  "Hugo",
  "Léa",
  "Lukas",
  "Anna",
  "Jonas",
  "Emma",
  "Oliver",
  "Amelia",
  "Noah",
  "Zoé",
  "Björn",
  "Inés",
  "Tomás",
] as const;
export const LAST_NAMES = [
  "Rossi",
  "Bianchi",
  "Romano",
  "Ferrari",
  "García",
  "Fernández",
  "López",
  "Martin",
  "Bernard",
  "Dubois",
  "Müller",
  "Schmidt",
  "Schneider",
  "Smith",
  "Jones",
  "Taylor",
  "Conti",
  "Moreau",
  "Weber",
  "Navarro",
] as const;
export const CITIES = [
  "Milano",
  "Roma",
  "Torino",
  "Bologna",
  "Madrid",
  "Barcelona",
  "Valencia",
  "Paris",
  "Lyon",
  "Marseille",
  "Berlin",
  "München",
  "Hamburg",
  "London",
  "Manchester",
  "Dublin",
  "Napoli",
  "Sevilla",
] as const;

/** Where coordinators live, in each catalogue language (en, it, es, fr, de). */
export const CITY_NAMES: Readonly<Record<(typeof CITIES)[number], readonly [string, string, string, string, string]>> = {
  Milano: ["Milan", "Milano", "Milán", "Milan", "Mailand"],
  Roma: ["Rome", "Roma", "Roma", "Rome", "Rom"],
  Torino: ["Turin", "Torino", "Turín", "Turin", "Turin"],
  Bologna: ["Bologna", "Bologna", "Bolonia", "Bologne", "Bologna"],
  Madrid: ["Madrid", "Madrid", "Madrid", "Madrid", "Madrid"],
  Barcelona: ["Barcelona", "Barcellona", "Barcelona", "Barcelone", "Barcelona"],
  Valencia: ["Valencia", "Valencia", "Valencia", "Valence", "Valencia"],
  Paris: ["Paris", "Parigi", "París", "Paris", "Paris"],
  Lyon: ["Lyon", "Lione", "Lyon", "Lyon", "Lyon"],
  Marseille: ["Marseille", "Marsiglia", "Marsella", "Marseille", "Marseille"],
  Berlin: ["Berlin", "Berlino", "Berlín", "Berlin", "Berlin"],
  München: ["Munich", "Monaco di Baviera", "Múnich", "Munich", "München"],
  Hamburg: ["Hamburg", "Amburgo", "Hamburgo", "Hambourg", "Hamburg"],
  London: ["London", "Londra", "Londres", "Londres", "London"],
  Manchester: ["Manchester", "Manchester", "Mánchester", "Manchester", "Manchester"],
  Dublin: ["Dublin", "Dublino", "Dublín", "Dublin", "Dublin"],
  Napoli: ["Naples", "Napoli", "Nápoles", "Naples", "Neapel"],
  Sevilla: ["Seville", "Siviglia", "Sevilla", "Séville", "Sevilla"],
};

type Texts = readonly [en: string, it: string, es: string, fr: string, de: string];

/** Image alt texts in each catalogue language; {title} is the trip's title in that language. */
export const TRAVEL_IMAGE_ALT: Texts = [
  "A small group of travellers on the trip {title}",
  "Un piccolo gruppo di viaggiatori nel viaggio {title}",
  "Un pequeño grupo de viajeros en el viaje {title}",
  "Un petit groupe de voyageurs lors du voyage {title}",
  "Eine kleine Reisegruppe auf der Reise {title}",
];
export const GALLERY_IMAGE_ALT: Texts = [
  "{scene}, on the trip {title}",
  "{scene}, nel viaggio {title}",
  "{scene}, en el viaje {title}",
  "{scene}, lors du voyage {title}",
  "{scene}, auf der Reise {title}",
];
export const GALLERY_SCENES: readonly Texts[] = [
  ["the group setting off", "la partenza del gruppo", "el grupo en marcha", "le départ du groupe", "der Aufbruch der Gruppe"],
  ["a local market", "un mercato locale", "un mercado local", "un marché local", "ein Markt vor Ort"],
  ["on the trail", "lungo il sentiero", "en el sendero", "sur le sentier", "auf dem Wanderweg"],
  ["dinner together", "cena tutti insieme", "cena todos juntos", "dîner ensemble", "gemeinsames Abendessen"],
  [
    "the view at sunset",
    "il panorama al tramonto",
    "la vista al atardecer",
    "la vue au coucher du soleil",
    "der Ausblick bei Sonnenuntergang",
  ],
  [
    "a street in the old town",
    "una via del centro storico",
    "una calle del casco antiguo",
    "une rue de la vieille ville",
    "eine Gasse in der Altstadt",
  ],
];
export const COORDINATOR_IMAGE_ALT: Texts = [
  "{name}, Caravan coordinator",
  "{name}, del team di coordinatori Caravan",
  "{name}, del equipo de coordinadores de Caravan",
  "{name}, de l'équipe des coordinateurs Caravan",
  "{name}, aus dem Team der Caravan-Reiseleitungen",
];
