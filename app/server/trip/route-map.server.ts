import {
  geoAzimuthalEqualArea,
  geoCircle,
  geoMercator,
  geoPath,
  type GeoPermissibleObjects,
  type GeoProjection,
  type GeoStream,
} from "d3-geo";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { feature } from "topojson-client";
import type { FeatureCollection, Geometry, Position } from "geojson";
import type { GeometryCollection, Topology } from "topojson-specification";
import {
  LEG_MODES,
  legLine,
  linesUsed,
  placeLabels,
  ROUTE_MAP_SIZE,
  routeInWords,
  textWidth,
  type Box,
  type LegLine,
  type LegPhrases,
  type PlacedLabel,
  type RouteMapImage,
  type RouteStop,
} from "../../lib/trip/route-map";
import { translatorFor } from "../i18n.server";

/**
 * A trip's route drawn on the server as one SVG: the countries around it (Natural Earth 1:50m),
 * the legs in their modes, numbered stops with their names and a legend. No tiles and no
 * script, so it shows with JavaScript off and costs the page no JavaScript. The same image
 * serves phones and desktops: its own style sheet enlarges names, markers and lines when it is
 * shown narrow, and the names are placed once for each size.
 */

const { width: W, height: H } = ROUTE_MAP_SIZE;
/** Image widths up to this many CSS pixels get the enlarged drawing (a phone's column). */
const NARROW_MAX_PX = 560;
/** How much larger names, markers and lines are drawn when narrow. */
const NARROW_SCALE = 1.9;
const FONT = 14;
const MARKER_R = 11;
/** Room kept free around the stops for their names and markers. */
const MARGIN = { top: 36, right: 60, bottom: 40, left: 60 };
/** The smallest area a map shows (degrees of arc from its centre), so a short route still shows where it is. */
const MIN_RADIUS_DEG = 1.2;
/** Above this latitude a Mercator map stretches too much: an azimuthal map centred on the route is used. */
const POLAR_LAT = 62;

/** One polygon of a country (Natural Earth splits them at the 180th meridian) with its box in degrees. */
type Part = { rings: Position[][]; west: number; south: number; east: number; north: number };
type Country = { id: string; parts: Part[] };

let atlas: Promise<Country[]> | null = null;

/**
 * The countries' outlines, decoded once per isolate on the first map drawn (the 740 KB topology
 * is only loaded then, so isolates that never draw a map do not parse it).
 */
function countries(): Promise<Country[]> {
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

/** The texts a map carries, in the site's language. */
export type RouteMapTexts = { legend: Record<LegLine, string> };

/** The centre longitude of the smallest arc holding every longitude (a route may cross the 180th meridian). */
function centreLongitude(lons: readonly number[]): number {
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

const wrap = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180;

/** Mercator for most routes; near the poles (Svalbard, Greenland, Antarctica) an equal-area map centred on the route. */
function projectionFor(stops: readonly RouteStop[]): GeoProjection {
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

const lonLat = (stop: { lon: number; lat: number }): [number, number] => [stop.lon, stop.lat];

/**
 * A stream that rounds projected points to whole units and drops those that repeat (sub-pixel
 * detail), and rings left with fewer than three points: a continent seen whole loses most of its
 * 1:50m points and a city-sized view keeps them.
 */
function rounding(out: GeoStream): GeoStream {
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
function viewBounds(projection: GeoProjection, lonC: number) {
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
function contains(part: Part, stop: RouteStop): boolean {
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

function inBox(part: Part, stop: RouteStop): boolean {
  return stop.lat >= part.south && stop.lat <= part.north && stop.lon >= part.west && stop.lon <= part.east;
}

/** Whether a polygon's box may reach into the frame's (longitudes relative to the map's centre). */
function mayShow(part: Part, view: ReturnType<typeof viewBounds>, lonC: number): boolean {
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

const STYLE = `text{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.sea{fill:#d7e8f0}.land path{fill:#efe9dc;stroke:#fff;stroke-width:.8}.land .trip{fill:#ddd0b3}
.leg{fill:none;stroke-width:3;stroke-linecap:round;stroke-linejoin:round}.road{stroke:#a83a26}.water{stroke:#1d6aa3;stroke-dasharray:9 6}.flight{stroke:#5a3a8c;stroke-dasharray:.1 7}
.stop circle,.stop rect{fill:#1d1d1f;stroke:#fff;stroke-width:2}.stop text{fill:#fff;font-size:12px;font-weight:700;text-anchor:middle}
.name{font-size:${FONT}px;fill:#1d1d1f;paint-order:stroke;stroke:#fff;stroke-width:3.5px;stroke-linejoin:round}
.ln{display:none}.legend rect{fill:#fff;fill-opacity:.88;stroke:#c9c2b2}.legend text{font-size:13px;fill:#1d1d1f}
@media (max-width:${NARROW_MAX_PX}px){.lw{display:none}.ln{display:inline}.name{font-size:${Math.round(FONT * NARROW_SCALE)}px;stroke-width:6px}
.m,.lg{transform:scale(${NARROW_SCALE})}.leg{stroke-width:${(3 * NARROW_SCALE).toFixed(1)}}.water{stroke-dasharray:17 11}.flight{stroke-dasharray:.1 13}}`;

const esc = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

type Legend = { lines: readonly LegLine[]; width: number; height: number; right: boolean; bottom: boolean };
const LEGEND_ROW = 20;
const LEGEND_INSET = 10;

/**
 * The legend's size, and the corner it takes: the first of bottom-left, bottom-right, top-left
 * and top-right where, drawn at its larger (narrow) size, it covers no stop; else the corner that
 * covers the fewest.
 */
function legendOf(lines: readonly LegLine[], texts: RouteMapTexts, markers: readonly Marker[]): Legend | null {
  if (lines.length === 0) return null;
  const width = Math.ceil(54 + Math.max(0, ...lines.map((line) => textWidth(texts.legend[line], 13))) + 10);
  const height = 8 + lines.length * LEGEND_ROW;
  const corners = [
    { right: false, bottom: true },
    { right: true, bottom: true },
    { right: false, bottom: false },
    { right: true, bottom: false },
  ].map((corner) => {
    const box = legendBox({ lines, width, height, ...corner }, NARROW_SCALE);
    const r = MARKER_R * NARROW_SCALE;
    const covered = markers.filter(
      (m) => m.x + r > box.x && m.x - r < box.x + box.width && m.y + r > box.y && m.y - r < box.y + box.height,
    );
    return { corner, covered: covered.length };
  });
  const best = corners.find((c) => c.covered === 0) ?? [...corners].sort((a, b) => a.covered - b.covered)[0]!;
  return { lines, width, height, ...best.corner };
}

/** Where the legend lies in the frame when drawn `scale` times its size (it grows from its corner). */
function legendBox(legend: Legend, scale: number): Box {
  const width = legend.width * scale;
  const height = legend.height * scale;
  return {
    x: legend.right ? W - LEGEND_INSET - width : LEGEND_INSET,
    y: legend.bottom ? H - LEGEND_INSET - height : LEGEND_INSET,
    width,
    height,
  };
}

function legendSvg(legend: Legend | null, texts: RouteMapTexts): string {
  if (!legend) return "";
  const { width, height } = legend;
  const left = legend.right ? -width : 0;
  const top = legend.bottom ? -height : 0;
  const rows = legend.lines
    .map((line, i) => {
      const y = top + 18 + LEGEND_ROW * i;
      return `<path class="leg ${line}" d="M${left + 10},${y - 4}h36"/><text x="${left + 54}" y="${y}">${esc(texts.legend[line])}</text>`;
    })
    .join("");
  const x = legend.right ? W - LEGEND_INSET : LEGEND_INSET;
  const y = legend.bottom ? H - LEGEND_INSET : LEGEND_INSET;
  return `<g class="legend" transform="translate(${x},${y})"><g class="lg"><rect x="${left}" y="${top}" width="${width}" height="${height}" rx="4"/>${rows}</g></g>`;
}

type Marker = { x: number; y: number; positions: number[]; name: string };

/** Stops at the same spot (a route that comes back to where it started) share one marker that carries both numbers. */
function markersOf(stops: readonly RouteStop[], projection: GeoProjection): Marker[] {
  const markers: Marker[] = [];
  for (const stop of stops) {
    const [x, y] = projection(lonLat(stop)) ?? [Number.NaN, Number.NaN];
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    const same = markers.find((m) => Math.hypot(m.x - x, m.y - y) < 3);
    if (same) same.positions.push(stop.position);
    else markers.push({ x: Math.round(x), y: Math.round(y), positions: [stop.position], name: stop.name });
  }
  return markers;
}

function markerSvg(marker: Marker): string {
  const label = marker.positions.join("·");
  const shape =
    marker.positions.length === 1
      ? `<circle r="${MARKER_R}"/>`
      : (() => {
          const width = Math.max(2 * MARKER_R, textWidth(label, 12) + 12);
          return `<rect x="${-width / 2}" y="${-MARKER_R}" width="${width}" height="${2 * MARKER_R}" rx="${MARKER_R}"/>`;
        })();
  return `<g class="stop" data-stops="${marker.positions.join(" ")}" transform="translate(${marker.x},${marker.y})"><g class="m">${shape}<text y="4">${label}</text></g></g>`;
}

function labelsSvg(labels: readonly (PlacedLabel | null)[], className: string): string {
  const texts = labels
    .flatMap((label) =>
      label
        ? [
            `<text class="name" x="${label.x}" y="${label.y}"${label.anchor === "start" ? "" : ` text-anchor="${label.anchor}"`}>${esc(label.text)}</text>`,
          ]
        : [],
    )
    .join("");
  return `<g class="${className}">${texts}</g>`;
}

/** The route map of a trip as an SVG document; null when the route has no stop. */
export async function drawRouteMap(stops: readonly RouteStop[], texts: RouteMapTexts): Promise<string | null> {
  const placed = stops.filter((stop) => Number.isFinite(stop.lat) && Number.isFinite(stop.lon));
  if (placed.length === 0) return null;
  const world = await countries();
  const projection = projectionFor(placed);
  const lonC = -(projection.rotate()[0] ?? 0);
  const view = viewBounds(projection, lonC);
  const path = geoPath({ stream: (out: GeoStream) => projection.stream(rounding(out)) }).digits(0);
  const inView = world.flatMap((country) => {
    const parts = country.parts.filter((part) => mayShow(part, view, lonC));
    return parts.length > 0 ? [{ id: country.id, parts }] : [];
  });
  // The trip's countries are those its stops stand in (a stop at sea stands in none).
  const tripCountries = new Set(
    inView
      .filter(({ parts }) => parts.some((part) => placed.some((stop) => inBox(part, stop) && contains(part, stop))))
      .map((country) => country.id),
  );
  // The outlines are dense enough at 1:50m: no resampling between their points (a third of the time).
  const outline = geoPath({ stream: (out: GeoStream) => projection.precision(0).stream(rounding(out)) }).digits(0);
  const land = inView
    .flatMap((country) => {
      const d = outline({ type: "MultiPolygon", coordinates: country.parts.map((part) => part.rings) });
      return d ? [`<path${tripCountries.has(country.id) ? ' class="trip"' : ""} d="${d}"/>`] : [];
    })
    .join("");
  projection.precision(Math.SQRT1_2);
  const legs = placed
    .slice(1)
    .map((stop, i) => {
      const line = legLine(stop.legMode ?? "road");
      const d = path({ type: "LineString", coordinates: [lonLat(placed[i]!), lonLat(stop)] });
      return d ? `<path class="leg ${line}" data-leg="${stop.position}" data-mode="${stop.legMode ?? "road"}" d="${d}"/>` : "";
    })
    .join("");
  const markers = markersOf(placed, projection);
  const lines = linesUsed(placed);
  const legend = legendOf(lines, texts, markers);
  const reserved = (scale: number): Box[] => (legend ? [legendBox(legend, scale)] : []);
  const inputs = markers.map((m) => ({ x: m.x, y: m.y, text: m.name }));
  const frame = { width: W, height: H };
  const wide = placeLabels(inputs, { fontSize: FONT, markerRadius: MARKER_R, frame, reserved: reserved(1) });
  const narrow = placeLabels(inputs, {
    fontSize: FONT * NARROW_SCALE,
    markerRadius: MARKER_R * NARROW_SCALE,
    frame,
    reserved: reserved(NARROW_SCALE),
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`,
    `<style>${STYLE}</style>`,
    `<rect class="sea" width="${W}" height="${H}"/>`,
    `<g class="land">${land}</g>`,
    `<g class="legs">${legs}</g>`,
    `<g class="stops">${markers.map(markerSvg).join("")}</g>`,
    labelsSvg(wide, "lw"),
    labelsSvg(narrow, "ln"),
    legendSvg(legend, texts),
    "</svg>",
  ].join("");
}

type Translator = Awaited<ReturnType<typeof translatorFor>>;

function mapTexts(t: Translator): RouteMapTexts {
  return {
    legend: { road: t("trip.routeMap.legend.road"), water: t("trip.routeMap.legend.water"), flight: t("trip.routeMap.legend.flight") },
  };
}

/** The address of a trip's route map, the same on every site (each draws it in its own language). */
export function routeMapHref(travelId: number): string {
  return `/route-map/${travelId}.svg`;
}

/**
 * What a trip page needs to show the map: its address, size (set on the image, so nothing
 * moves when it arrives) and its text alternative naming the route in order with each leg's
 * mode. null when the trip has no route to draw.
 */
export async function routeMapImage(context: AppLoadContext, travelId: number): Promise<RouteMapImage | null> {
  const [stops, t] = await Promise.all([context.services.trips.route(travelId), translatorFor(context.tenant.language)]);
  const placed = stops.filter((stop) => Number.isFinite(stop.lat) && Number.isFinite(stop.lon));
  if (placed.length === 0) return null;
  const phrases = Object.fromEntries(LEG_MODES.map((mode) => [mode, t(`trip.routeMap.leg.${mode}`, { place: "{{place}}" })]));
  return {
    src: routeMapHref(travelId),
    ...ROUTE_MAP_SIZE,
    alt: t("trip.routeMap.alt", { route: routeInWords(placed, phrases as LegPhrases) }),
  };
}

/** A trip's route map in the site's language; null when the trip is unknown or has no route. */
export async function routeMapSvg(context: AppLoadContext, travelId: number): Promise<string | null> {
  const [stops, t] = await Promise.all([context.services.trips.route(travelId), translatorFor(context.tenant.language)]);
  return drawRouteMap(stops, mapTexts(t));
}
