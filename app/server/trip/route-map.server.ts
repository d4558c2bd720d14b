import { geoPath, type GeoProjection, type GeoStream } from "d3-geo";
import type { AppLoadContext } from "@remix-run/cloudflare";
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
import { contains, countries, inBox, lonLat, mayShow, projectionFor, rounding, viewBounds } from "./route-map-geography.server";

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

/** The texts a map carries, in the site's language. */
export type RouteMapTexts = { legend: Record<LegLine, string> };
const STYLE = `text{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.sea{fill:#d7e8f0}.land path{fill:#efe9dc;stroke:#fff;stroke-width:.8}.land .trip{fill:#ddd0b3}
.leg{fill:none;stroke-width:3;stroke-linecap:round;stroke-linejoin:round}.road{stroke:#a83a26}.rail{stroke:#2f6b3a;stroke-dasharray:14 3}.water{stroke:#1d6aa3;stroke-dasharray:9 6}.flight{stroke:#5a3a8c;stroke-dasharray:.1 7}
.stop circle,.stop rect{fill:#1d1d1f;stroke:#fff;stroke-width:2}.stop text{fill:#fff;font-size:12px;font-weight:700;text-anchor:middle}
.name{font-size:${FONT}px;fill:#1d1d1f;paint-order:stroke;stroke:#fff;stroke-width:3.5px;stroke-linejoin:round}
.ln{display:none}.legend rect{fill:#fff;fill-opacity:.88;stroke:#c9c2b2}.legend text{font-size:13px;fill:#1d1d1f}
@media (max-width:${NARROW_MAX_PX}px){.lw{display:none}.ln{display:inline}.name{font-size:${Math.round(FONT * NARROW_SCALE)}px;stroke-width:6px}
.m,.lg{transform:scale(${NARROW_SCALE})}.leg{stroke-width:${(3 * NARROW_SCALE).toFixed(1)}}.rail{stroke-dasharray:26 6}.water{stroke-dasharray:17 11}.flight{stroke-dasharray:.1 13}}`;

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
          // Bold figures run wider than the plain text the estimate is made for.
          const width = Math.max(2 * MARKER_R, Math.ceil(textWidth(label, 12) * 1.15) + 14);
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
    legend: {
      road: t("trip.routeMap.legend.road"),
      rail: t("trip.routeMap.legend.rail"),
      water: t("trip.routeMap.legend.water"),
      flight: t("trip.routeMap.legend.flight"),
    },
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
