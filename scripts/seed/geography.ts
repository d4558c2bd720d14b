import { geoContains, geoDistance } from "d3-geo";
import iso from "i18n-iso-countries";
import { feature, neighbors } from "topojson-client";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import type { GeometryCollection, Topology } from "topojson-specification";
import atlas from "world-atlas/countries-50m.json" with { type: "json" };

/** The mean radius of the Earth, for great-circle distances. */
const EARTH_KM = 6371;

type Point = { lat: number; lon: number };

/** Great-circle distance in km. */
export function distanceKm(a: Point, b: Point): number {
  return geoDistance([a.lon, a.lat], [b.lon, b.lat]) * EARTH_KM;
}

type Atlas = { outlines: Map<string, Feature<Geometry>>; borders: Map<string, Set<string>> };
let loaded: Atlas | null = null;

function load(): Atlas {
  if (!loaded) {
    const topology = atlas as unknown as Topology<{ countries: GeometryCollection }>;
    const geometries = topology.objects.countries.geometries;
    const collection = feature(topology, topology.objects.countries) as FeatureCollection<Geometry>;
    const borders = new Map<string, Set<string>>();
    neighbors(geometries as never).forEach((list, i) => {
      borders.set(String(geometries[i]!.id), new Set(list.map((j) => String(geometries[j]!.id))));
    });
    loaded = { outlines: new Map(collection.features.map((f) => [String(f.id), f])), borders };
  }
  return loaded;
}

/** A country's outline (Natural Earth 1:50m), by ISO alpha-3 code. */
export function countryOutline(alpha3: string): Feature<Geometry> | null {
  const numeric = iso.alpha3ToNumeric(alpha3);
  return (numeric && load().outlines.get(numeric)) || null;
}

/** Whether two countries share a land border on the map. */
export function shareLandBorder(a: string, b: string): boolean {
  const [na, nb] = [iso.alpha3ToNumeric(a), iso.alpha3ToNumeric(b)];
  return Boolean(na && nb && load().borders.get(na)?.has(nb));
}

/** The point moved `km` towards a bearing (degrees from north). */
function offset(point: Point, km: number, bearing: number): [number, number] {
  const d = km / EARTH_KM;
  const b = (bearing * Math.PI) / 180;
  const lat1 = (point.lat * Math.PI) / 180;
  const lon1 = (point.lon * Math.PI) / 180;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lon2 = lon1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return [(lon2 * 180) / Math.PI, (lat2 * 180) / Math.PI];
}

/**
 * Whether a point lies in a country or within `km` of its outline (coasts and small islands
 * are coarse at 1:50m), checked on a ring of points around it.
 */
export function nearCountry(point: Point, alpha3: string, km: number): boolean {
  const outline = countryOutline(alpha3);
  if (!outline) return false;
  if (geoContains(outline, [point.lon, point.lat])) return true;
  for (const radius of [km / 3, (2 * km) / 3, km]) {
    for (let bearing = 0; bearing < 360; bearing += 20) {
      if (geoContains(outline, offset(point, radius, bearing))) return true;
    }
  }
  return false;
}
