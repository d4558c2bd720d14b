import { DISTANCE_UNITS, type DistanceUnit } from "../../../tenants/languages";
import { BoundedMap } from "../memo/bounded-map";

/** Kilometres in a statute mile (exact, by definition). */
export const KM_PER_MILE = 1.609344;

/**
 * The distance filter's radii, in round numbers of the unit the site shows. The URL's `km`
 * names each one in whole kilometres (5 mi is km=8), so the parameter means kilometres on
 * every site; the search itself uses the exact radius.
 */
const RADII: Readonly<Record<DistanceUnit, readonly number[]>> = { km: [10, 25, 50, 100, 250], mi: [5, 10, 25, 50, 150] };
const DEFAULT_RADII: Readonly<Record<DistanceUnit, number>> = { km: 50, mi: 25 };

export type RadiusChoice = {
  /** The `km` URL parameter: the radius in whole kilometres. */
  km: number;
  /** The radius searched, in kilometres. */
  exactKm: number;
  /** The radius in the site's unit, the number its label shows. */
  shown: number;
};

const toKm = (value: number, unit: DistanceUnit) => (unit === "mi" ? value * KM_PER_MILE : value);
const choiceOf = (shown: number, unit: DistanceUnit): RadiusChoice => ({
  km: Math.round(toKm(shown, unit)),
  exactKm: toKm(shown, unit),
  shown,
});

export function radiusChoices(unit: DistanceUnit): RadiusChoice[] {
  return RADII[unit].map((shown) => choiceOf(shown, unit));
}

export function defaultRadius(unit: DistanceUnit): RadiusChoice {
  return choiceOf(DEFAULT_RADII[unit], unit);
}

/** Every `km` some site offers: the values the URL may carry. */
export const RADIUS_PARAMS: readonly number[] = [...new Set(DISTANCE_UNITS.flatMap((unit) => radiusChoices(unit).map((c) => c.km)))].sort(
  (a, b) => a - b,
);

/**
 * The site's radius for a `km` from the URL: one of its own choices, or for a radius another
 * site offers (a link shared from there) the nearest of its own; null for any other value.
 */
export function radiusFor(km: number, unit: DistanceUnit): RadiusChoice | null {
  if (!RADIUS_PARAMS.includes(km)) return null;
  const nearness = (choice: RadiusChoice) => Math.abs(choice.exactKm - km);
  return radiusChoices(unit).reduce((best, choice) => (nearness(choice) < nearness(best) ? choice : best));
}

/** A distance given in kilometres, in the site's unit. */
export function distanceIn(km: number, unit: DistanceUnit): number {
  return unit === "mi" ? km / KM_PER_MILE : km;
}

/**
 * A distance in the site's unit with at most one decimal, written the way the site's language
 * writes numbers and units: "12.3 km", "0,6 km", "7.6 mi".
 */
export function formatDistance(km: number, unit: DistanceUnit, language: string): string {
  // The radii's labels and the cards' distances recur on every request; a unit format costs a
  // few microseconds per call, so each written distance is kept (bounded).
  const written = `${language} ${unit} ${km}`;
  let text = writtenDistances.get(written);
  if (text === undefined) {
    text = writeDistance(km, unit, language);
    writtenDistances.set(written, text);
  }
  return text;
}

const writtenDistances = new BoundedMap<string, string>(2_000);

function writeDistance(km: number, unit: DistanceUnit, language: string): string {
  const key = `${language} ${unit}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: "unit",
      unit: unit === "mi" ? "mile" : "kilometer",
      unitDisplay: "short",
      maximumFractionDigits: 1,
    });
    formats.set(key, format);
  }
  return format.format(distanceIn(km, unit));
}

// One formatter per language and unit for the life of the instance (a list writes one distance per card).
const formats = new Map<string, Intl.NumberFormat>();
