import { geoAzimuthalEqualArea, geoCircle, geoMercator, type GeoPermissibleObjects, type GeoProjection, type GeoStream } from "d3-geo";
import { feature } from "topojson-client";
import type { FeatureCollection, Geometry, Position } from "geojson";
import type { GeometryCollection, Topology } from "topojson-specification";
import { ROUTE_MAP_SIZE, type RouteStop } from "../../lib/trip/route-map";

/**
 * The geography under a trip's route map: the countries' outlines (decoded once per isolate),
 * the projection that frames the route, and what of the world falls in that frame.
 */

const { width: W, height: H } = ROUTE_MAP_SIZE;
/** Room kept free around the stops for their names and markers. */
const MARGIN = { top: 36, right: 60, bottom: 40, left: 60 };
/** The smallest area a map shows (degrees of arc from its centre), so a short route still shows where it is. */
const MIN_RADIUS_DEG = 0.6;
/** Above this latitude a Mercator map stretches too much: an azimuthal map centred on the route is used. */
const POLAR_LAT = 62;

/** One polygon of a country (Natural Earth splits them at the 180th meridian) with its box in degrees. */
export type Part = { rings: Position[][]; west: number; south: number; east: number; north: number };
export type Country = { id: string; parts: Part[] };

let atlas: Promise<Country[]> | null = null;

/**
 * The countries' outlines, decoded once per isolate on the first map drawn (the 740 KB topology
 * is only loaded then, so isolates that never draw a map do not parse it).
 */
export function countries(): Promise<Country[]> {
  atlas ??= import("world-atlas/countries-50m.json").then((module) => {
    const topology = ((module as { default?: unknown }).default ?? module) as Topology<{ countries: GeometryCollection }>;
    const collection = feature(topology, topology.objects.countries) as FeatureCollection<Geometry>;
    return collection.features.map((shape) => {
      const polygons =
        shape.geometry.type === "Polygon"
          ? [shape.geometry.coordinates]
          : shape.geometry.type === "MultiPolygon"
            ? shape.geometry.coordinates
            : [];
      return { id: String(shape.id), parts: polygons.map(partOf) };
    });
  });
  atlas.catch(() => {
    atlas = null;
  });
  return atlas;
}

function partOf(rings: Position[][]): Part {
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const [lon = 0, lat = 0] of rings[0] ?? []) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return { rings, west, south, east, north };
}

/** The centre longitude of the smallest arc holding every longitude (a route may cross the 180th meridian). */
export function centreLongitude(lons: readonly number[]): number {
  const sorted = [...lons].sort((a, b) => a - b);
  let gap = 360 - (sorted[sorted.length - 1]! - sorted[0]!);
  let start = sorted[0]!;
  for (let i = 1; i < sorted.length; i++) {
    const between = sorted[i]! - sorted[i - 1]!;
    if (between > gap) {
      gap = between;
      start = sorted[i]!;
    }
  }
  const span = 360 - gap;
  return wrap(start + span / 2);
}

export const wrap = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180;

/** Mercator for most routes; near the poles (Svalbard, Greenland, Antarctica) an equal-area map centred on the route. */
export function projectionFor(stops: readonly RouteStop[]): GeoProjection {
  const lonC = centreLongitude(stops.map((s) => s.lon));
  const lats = stops.map((s) => s.lat);
  const polar = lats.some((lat) => Math.abs(lat) > POLAR_LAT);
  const latC = (Math.min(...lats) + Math.max(...lats)) / 2;
  const projection = polar ? geoAzimuthalEqualArea().rotate([-lonC, -latC]) : geoMercator().rotate([-lonC, 0]);
  const flights = stops.flatMap((stop, i) =>
    i > 0 && stop.legMode === "flight" ? [{ type: "LineString" as const, coordinates: [lonLat(stops[i - 1]!), lonLat(stop)] }] : [],
  );
  const area: GeoPermissibleObjects = {
    type: "GeometryCollection",
    geometries: [
      { type: "MultiPoint", coordinates: stops.map(lonLat) },
      ...flights,
      geoCircle().center([lonC, latC]).radius(MIN_RADIUS_DEG)(),
    ],
  };
  projection.fitExtent(
    [
      [MARGIN.left, MARGIN.top],
      [W - MARGIN.right, H - MARGIN.bottom],
    ],
    area,
  );
  return projection.clipExtent([
    [-2, -2],
    [W + 2, H + 2],
  ]);
}

export const lonLat = (stop: { lon: number; lat: number }): [number, number] => [stop.lon, stop.lat];

/**
 * A stream that rounds projected points to whole units and drops those that repeat (sub-pixel
 * detail), and rings left with fewer than three points: a continent seen whole loses most of its
 * 1:50m points and a city-sized view keeps them.
 */
export function rounding(out: GeoStream): GeoStream {
  let inPolygon = false;
  let line: [number, number][] | null = null;
  return {
    point(x, y) {
      const rx = Math.round(x);
      const ry = Math.round(y);
      if (!line) return out.point(rx, ry);
      const last = line[line.length - 1];
      if (!last || last[0] !== rx || last[1] !== ry) line.push([rx, ry]);
    },
    lineStart() {
      line = [];
    },
    lineEnd() {
      const points = line ?? [];
      line = null;
      if (points.length < (inPolygon ? 3 : 2)) return;
      out.lineStart();
      for (const [x, y] of points) out.point(x, y);
      out.lineEnd();
    },
    polygonStart() {
      inPolygon = true;
      out.polygonStart();
    },
    polygonEnd() {
      inPolygon = false;
      out.polygonEnd();
    },
    sphere() {
      out.sphere?.();
    },
  };
}

/** The longitudes and latitudes the frame shows, read back from points along its edges. */
export function viewBounds(projection: GeoProjection, lonC: number) {
  let west = 180;
  let east = -180;
  let south = 90;
  let north = -90;
  const steps = 12;
  for (let i = 0; i <= steps; i++) {
    for (const [x, y] of [
      [(W * i) / steps, 0],
      [(W * i) / steps, H],
      [0, (H * i) / steps],
      [W, (H * i) / steps],
    ] as const) {
      const point = projection.invert?.([x, y]);
      if (!point || !Number.isFinite(point[0]) || !Number.isFinite(point[1])) continue;
      const lon = wrap(point[0] - lonC);
      west = Math.min(west, lon);
      east = Math.max(east, lon);
      south = Math.min(south, point[1]);
      north = Math.max(north, point[1]);
    }
  }
  // A pole inside the frame: every longitude is in view down to the edge's latitude.
  for (const pole of [90, -90]) {
    const at = projection([0, pole]);
    if (at && at[0] >= 0 && at[0] <= W && at[1] >= 0 && at[1] <= H) {
      west = -180;
      east = 180;
      if (pole > 0) north = 90;
      else south = -90;
    }
  }
  return { west, east, south, north };
}

/**
 * Whether a stop stands inside a polygon, by crossings in plain degrees: Natural Earth's
 * polygons stop at the 180th meridian and the stops are never at a pole, so this agrees with a
 * test on the sphere at a fraction of its cost.
 */
export function contains(part: Part, stop: RouteStop): boolean {
  let inside = false;
  for (const ring of part.rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi = 0, yi = 0] = ring[i]!;
      const [xj = 0, yj = 0] = ring[j]!;
      if (yi > stop.lat !== yj > stop.lat && stop.lon < ((xj - xi) * (stop.lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

export function inBox(part: Part, stop: RouteStop): boolean {
  return stop.lat >= part.south && stop.lat <= part.north && stop.lon >= part.west && stop.lon <= part.east;
}

/** Whether a polygon's box may reach into the frame's (longitudes relative to the map's centre). */
export function mayShow(part: Part, view: ReturnType<typeof viewBounds>, lonC: number): boolean {
  if (part.north < view.south || part.south > view.north) return false;
  if (view.east - view.west >= 359) return true;
  const start = wrap(part.west - lonC);
  const span = part.east - part.west;
  if (span >= 359) return true;
  for (const shift of [-360, 0, 360]) {
    if (start + shift <= view.east && start + shift + span >= view.west) return true;
  }
  return false;
}
