import type { ContinentCode, Names } from "./countries";
import { COORDINATOR_ORIGINS } from "./data/coordinators";

export const BADGES: readonly { id: string; names: Names }[] = [
  { id: "NEW", names: ["New", "Novità", "Nuevo", "Nouveau", "Neu"] },
  { id: "HOT", names: ["Hot", "Di tendenza", "Tendencia", "Tendance", "Beliebt"] },
  { id: "SAFE", names: ["Safe travel", "Viaggio sicuro", "Viaje seguro", "Voyage sûr", "Sicher reisen"] },
  { id: "BESTSELLER", names: ["Best seller", "Più venduto", "Más vendido", "Meilleure vente", "Bestseller"] },
  { id: "LAST_SEATS", names: ["Last seats", "Ultimi posti", "Últimas plazas", "Dernières places", "Letzte Plätze"] },
];

/**
 * Cents per day of trip in EUR, by continent: [min, max]. What small-group operators ask for a
 * guided day with hotels, transport and the visits on the programme, flights home not included:
 * about 150-220 € in Europe, more where hotels and guides cost more (North America, Oceania),
 * a safari's lodges and park fees on top in Africa, and an expedition ship's berth in Antarctica.
 */
export const DAILY_RATE_EUR: Readonly<Record<ContinentCode, readonly [number, number]>> = {
  EU: [15_000, 22_000],
  AS: [11_000, 17_000],
  AF: [15_000, 24_000],
  NA: [22_000, 30_000],
  SA: [14_000, 21_000],
  OC: [22_000, 30_000],
  AN: [90_000, 120_000],
};

/** The operations desk that runs a trip, by continent (the search's cost-centre filter). */
export const COST_CENTER: Readonly<Record<ContinentCode, string>> = {
  EU: "OPS-EUROPE",
  AS: "OPS-ASIA",
  AF: "OPS-AFRICA",
  NA: "OPS-AMERICAS",
  SA: "OPS-AMERICAS",
  OC: "OPS-OCEANIA",
  AN: "OPS-POLAR",
};

/** Where coordinators live, in each catalogue language (en, it, es, fr, de), by English name. */
export const CITY_NAMES: Readonly<Record<string, readonly [string, string, string, string, string]>> = Object.fromEntries(
  COORDINATOR_ORIGINS.flatMap((origin) => origin.cities.map((names) => [names[0], names])),
);

type Texts = readonly [en: string, it: string, es: string, fr: string, de: string];

/** Image alt texts in each catalogue language; {title} is the trip's title in that language. */
export const TRAVEL_IMAGE_ALT: Texts = [
  "A small group of Caravaners on the trip {title}",
  "Un piccolo gruppo di viaggiatori nel viaggio {title}",
  "Un pequeño grupo de viajeros en el viaje {title}",
  "Un petit groupe de voyageurs lors du voyage {title}",
  "Eine kleine Reisegruppe auf der Reise {title}",
];
/** {caption}: what the photo shows (./gallery-captions.ts), which names its place. */
export const GALLERY_IMAGE_ALT: Texts = [
  "{caption}, on the trip {title}",
  "{caption}, nel viaggio {title}",
  "{caption}, en el viaje {title}",
  "{caption}, lors du voyage {title}",
  "{caption}, auf der Reise {title}",
];
export const COORDINATOR_IMAGE_ALT: Texts = [
  "{name}, Caravan coordinator",
  "{name}, del team di coordinatori Caravan",
  "{name}, del equipo de coordinadores de Caravan",
  "{name}, de l'équipe des coordinateurs Caravan",
  "{name}, aus dem Team der Caravan-Koordinatoren",
];
