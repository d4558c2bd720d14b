import type { Place } from "../destinations";

/**
 * The months no group trip leaves for a place: its monsoon (roads washed out, parks closed,
 * the mountains in cloud), its cyclone or hurricane season, or its desert's worst heat (over 40 °C
 * by day). Written from the climate norms every guidebook gives (the South Asian monsoon of June
 * to September, the Atlantic hurricane peak of August to October, the South Pacific cyclone
 * season of January to March, the Arabian and Saharan summer), by country, or by place where a
 * country's regions differ ("MYS Taman Negara": the east coast's monsoon, November to January).
 * A place's own entry comes before its country's; a country's applies to every place of it.
 */
export type ClimateAvoid = { readonly months: readonly number[]; readonly why: string };

const MONSOON = "monsoon";
const HURRICANES = "hurricane season";
const CYCLONES = "cyclone season";
const HEAT = "desert heat";
const RAINS = "rainy season";

export const CLIMATE_AVOID: Readonly<Record<string, ClimateAvoid>> = {
  // South and Southeast Asia's monsoons.
  NPL: { months: [6, 7, 8, 9], why: MONSOON },
  BTN: { months: [6, 7, 8], why: MONSOON },
  BGD: { months: [6, 7, 8, 9], why: MONSOON },
  MMR: { months: [6, 7, 8, 9], why: MONSOON },
  KHM: { months: [8, 9, 10], why: MONSOON },
  LAO: { months: [7, 8, 9], why: MONSOON },
  "MYS Taman Negara": { months: [11, 12, 1], why: MONSOON },
  "MYS Cameron Highlands": { months: [11, 12], why: MONSOON },
  // The Caribbean's and the Bahamas' hurricane peak.
  BHS: { months: [8, 9, 10], why: HURRICANES },
  CUB: { months: [9, 10], why: HURRICANES },
  JAM: { months: [9, 10], why: HURRICANES },
  DOM: { months: [9, 10], why: HURRICANES },
  HTI: { months: [9, 10], why: HURRICANES },
  PRI: { months: [9, 10], why: HURRICANES },
  // The South Pacific's cyclones.
  VUT: { months: [1, 2, 3], why: CYCLONES },
  FJI: { months: [1, 2, 3], why: CYCLONES },
  NCL: { months: [1, 2, 3], why: CYCLONES },
  // The Guianas' long rains on their dirt roads and rivers.
  GUY: { months: [5, 6, 7], why: RAINS },
  SUR: { months: [5, 6, 7], why: RAINS },
  // Deserts in summer.
  SAU: { months: [5, 6, 7, 8, 9], why: HEAT },
  ARE: { months: [6, 7, 8, 9], why: HEAT },
  QAT: { months: [6, 7, 8, 9], why: HEAT },
  KWT: { months: [6, 7, 8, 9], why: HEAT },
  BHR: { months: [6, 7, 8, 9], why: HEAT },
  OMN: { months: [6, 7, 8], why: HEAT },
  "EGY White Desert": { months: [6, 7, 8], why: HEAT },
  "EGY Bahariya": { months: [6, 7, 8], why: HEAT },
  "EGY Siwa": { months: [6, 7, 8], why: HEAT },
  "EGY Abu Simbel": { months: [6, 7, 8], why: HEAT },
  "EGY Luxor": { months: [6, 7, 8], why: HEAT },
  "EGY Aswan": { months: [6, 7, 8], why: HEAT },
  "JOR Wadi Rum": { months: [7, 8], why: HEAT },
  "MAR Erg Chebbi": { months: [7, 8], why: HEAT },
  "MAR Merzouga": { months: [7, 8], why: HEAT },
  "DZA Tassili n'Ajjer": { months: [5, 6, 7, 8, 9], why: HEAT },
  "TUN Douz": { months: [7, 8], why: HEAT },
};

const key = (place: Place) => `${place.alpha3} ${place.names[0]}`;

/** The months a place is not visited in, and why; null when any month will do. */
export function climateAvoids(place: Place): ClimateAvoid | null {
  return CLIMATE_AVOID[key(place)] ?? CLIMATE_AVOID[place.alpha3] ?? null;
}
