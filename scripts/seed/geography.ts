import { geoContains } from "d3-geo";
import iso from "i18n-iso-countries";
import { feature, neighbors } from "topojson-client";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import type { GeometryCollection, Topology } from "topojson-specification";
import atlas from "world-atlas/countries-50m.json";

/** The mean radius of the Earth, for great-circle distances. */
const EARTH_KM = 6371;

type Point = { lat: number; lon: number };

const RAD = Math.PI / 180;

/** Great-circle distance in km (haversine: d3's geoDistance sums with compensated adders, ten times slower). */
export function distanceKm(a: Point, b: Point): number {
  return arc(a.lat, a.lon, b.lat, b.lon) * EARTH_KM;
}

function arc(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
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
    // A few territories share their country's code (Ashmore and Cartier with Australia): the first, larger, one is the country.
    const outlines = new Map<string, Feature<Geometry>>();
    for (const f of collection.features) if (!outlines.has(String(f.id))) outlines.set(String(f.id), f);
    loaded = { outlines, borders };
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

/** The corners of an outline's rings, read once per country. */
const cornersCache = new Map<string, [number, number][]>();
function corners(alpha3: string, outline: Feature<Geometry>): [number, number][] {
  let list = cornersCache.get(alpha3);
  if (!list) {
    const geometry = outline.geometry;
    const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.type === "MultiPolygon" ? geometry.coordinates : [];
    list = polygons.flat(2) as [number, number][];
    cornersCache.set(alpha3, list);
  }
  return list;
}

/**
 * Whether a point lies in a country or within `km` of its outline (coasts and small islands
 * are coarse at 1:50m, and the smallest islands are left out of it).
 */
export function nearCountry(point: Point, alpha3: string, km: number): boolean {
  const outline = countryOutline(alpha3);
  if (!outline) return false;
  if (geoContains(outline, [point.lon, point.lat])) return true;
  const limit = km / EARTH_KM;
  return corners(alpha3, outline).some(([lon, lat]) => arc(point.lat, point.lon, lat, lon) <= limit);
}
