/**
 * What a trip's route map shows, in pure terms shared by the server's drawing and the page that
 * embeds it: the stops, how each leg is drawn, where the place names go, and the map's text
 * alternative. No geography library here: the drawing itself lives on the server.
 */

/** How a group gets from one overnight place to the next. */
export const LEG_MODES = ["road", "border", "train", "ferry", "flight", "sail", "cruise"] as const;
export type LegMode = (typeof LEG_MODES)[number];

/** An overnight place of a trip, in route order; the first has no leg (the trip starts there). */
export type RouteStop = { position: number; lat: number; lon: number; kind: string; legMode: LegMode | null; name: string };

/**
 * How a leg is drawn: a border crossing is driven, so it is a road; a train has a line of its
 * own; ferries, sailing and cruising are crossings over water.
 */
export type LegLine = "road" | "rail" | "water" | "flight";
export const LEG_LINES: readonly LegLine[] = ["road", "rail", "water", "flight"];

export function legLine(mode: LegMode): LegLine {
  if (mode === "train") return "rail";
  return mode === "flight" ? "flight" : mode === "ferry" || mode === "sail" || mode === "cruise" ? "water" : "road";
}

export function isLegMode(value: unknown): value is LegMode {
  return typeof value === "string" && (LEG_MODES as readonly string[]).includes(value);
}

/** The map's frame (SVG user units); the page sets the image's width and height from it. */
export const ROUTE_MAP_SIZE = { width: 800, height: 500 } as const;

/** The texts of the map's alternative, in the site's language, each with a `{{place}}`. */
export type LegPhrases = Record<LegMode, string>;

/**
 * The route in words, in order and with how each leg is travelled: "Rome, by road to Florence,
 * by ferry to Olbia". A phrase names its place through `{{place}}`.
 */
export function routeInWords(stops: readonly RouteStop[], phrases: LegPhrases): string {
  return stops
    .map((stop, i) => (i === 0 || stop.legMode === null ? stop.name : phrases[stop.legMode].replace("{{place}}", stop.name)))
    .join(", ");
}

/** The leg styles a route uses, in legend order. */
export function linesUsed(stops: readonly RouteStop[]): LegLine[] {
  const used = new Set(stops.flatMap((stop, i) => (i > 0 && stop.legMode ? [legLine(stop.legMode)] : [])));
  return LEG_LINES.filter((line) => used.has(line));
}

export type Box = { x: number; y: number; width: number; height: number };

/** A rough width of a text in a sans-serif face: enough to keep labels apart, not to typeset. */
export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) {
    if (/[iljtf.,;:'!|I ]/.test(char)) em += 0.3;
    else if (/[mwMW]/.test(char)) em += 0.85;
    else if (/[A-ZÀ-ÖØ-Þ]/.test(char)) em += 0.68;
    else em += 0.56;
  }
  return em * fontSize;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export type LabelInput = { x: number; y: number; text: string };
export type PlacedLabel = { x: number; y: number; anchor: "start" | "middle" | "end"; text: string };

/**
 * Puts each place's name beside its marker where it covers no other name, marker or reserved
 * box (the legend) and stays inside the frame: right, left, above, below, then the corners. A
 * name with no free spot is left out (its number stays on the marker, and the image's
 * alternative text names every stop). Earlier stops choose first.
 */
export function placeLabels(
  markers: readonly LabelInput[],
  options: { fontSize: number; markerRadius: number; frame: { width: number; height: number }; reserved?: readonly Box[] },
): (PlacedLabel | null)[] {
  const { fontSize, markerRadius: r, frame } = options;
  const taken: Box[] = [...(options.reserved ?? []), ...markers.map((m) => ({ x: m.x - r, y: m.y - r, width: 2 * r, height: 2 * r }))];
  const gap = r + fontSize * 0.3;
  // Text boxes by their baseline: a line of text spans about 0.8 em above it and 0.25 em below.
  const ascent = fontSize * 0.8;
  const height = fontSize * 1.05;
  return markers.map((m) => {
    const width = textWidth(m.text, fontSize);
    const candidates: PlacedLabel[] = [
      { x: m.x + gap, y: m.y + fontSize * 0.35, anchor: "start", text: m.text },
      { x: m.x - gap, y: m.y + fontSize * 0.35, anchor: "end", text: m.text },
      { x: m.x, y: m.y - gap - fontSize * 0.2, anchor: "middle", text: m.text },
      { x: m.x, y: m.y + gap + ascent, anchor: "middle", text: m.text },
      { x: m.x + gap * 0.75, y: m.y - gap * 0.75, anchor: "start", text: m.text },
      { x: m.x - gap * 0.75, y: m.y - gap * 0.75, anchor: "end", text: m.text },
      { x: m.x + gap * 0.75, y: m.y + gap * 0.75 + ascent, anchor: "start", text: m.text },
      { x: m.x - gap * 0.75, y: m.y + gap * 0.75 + ascent, anchor: "end", text: m.text },
    ];
    for (const label of candidates) {
      const left = label.anchor === "start" ? label.x : label.anchor === "end" ? label.x - width : label.x - width / 2;
      const box = { x: left - 2, y: label.y - ascent - 1, width: width + 4, height: height + 2 };
      const inside = box.x >= 2 && box.y >= 2 && box.x + box.width <= frame.width - 2 && box.y + box.height <= frame.height - 2;
      if (inside && !taken.some((other) => overlaps(box, other))) {
        taken.push(box);
        return { ...label, x: Math.round(label.x), y: Math.round(label.y) };
      }
    }
    return null;
  });
}

/** The route map as a trip page embeds it: an image of its own, sized in the markup. */
export type RouteMapImage = { src: string; width: number; height: number; alt: string };
