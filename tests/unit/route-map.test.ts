/**
 * The trip route map: how legs are drawn, the route in words, where names go, and the drawing
 * itself (markers, legs, projection near the poles and across the 180th meridian). Also the
 * itinerary's transfer hours, which must follow each language's plural forms.
 */
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import trip from "../../locales/trip";
import { pluralForm } from "../../app/lib/format/plural";
import { translate } from "../../app/lib/format/translate";
import {
  LEG_MODES,
  legLine,
  linesUsed,
  placeLabels,
  routeInWords,
  textWidth,
  type LegMode,
  type RouteStop,
} from "../../app/lib/trip/route-map";
import { drawRouteMap } from "../../app/server/trip/route-map.server";
import { migrationStatements } from "../support/migrations";

type Spec = [name: string, lat: number, lon: number, mode: LegMode | null];
const route = (specs: Spec[]): RouteStop[] =>
  specs.map(([name, lat, lon, legMode], i) => ({ position: i + 1, lat, lon, kind: "city", legMode, name }));

const ITALY_GREECE = route([
  ["Roma", 41.9028, 12.4964, null],
  ["Napoli", 40.85, 14.27, "road"],
  ["Bari", 41.12, 16.87, "road"],
  ["Corfù", 39.62, 19.92, "ferry"],
  ["Atene", 37.98, 23.73, "flight"],
  ["Santorini", 36.42, 25.43, "sail"],
]);
const TEXTS = { legend: { road: "Su strada", rail: "In treno", water: "In traghetto o barca", flight: "In aereo" } };

describe("legs", () => {
  it.each([
    ["road", "road"],
    ["border", "road"],
    ["train", "rail"],
    ["ferry", "water"],
    ["sail", "water"],
    ["cruise", "water"],
    ["flight", "flight"],
  ] as const)("a %s leg is drawn as %s", (mode, line) => {
    expect(legLine(mode)).toBe(line);
  });

  it("lists the leg styles a route uses, in legend order, not the start's", () => {
    expect(linesUsed(ITALY_GREECE)).toEqual(["road", "water", "flight"]);
    expect(
      linesUsed(
        route([
          ["A", 0, 0, null],
          ["B", 1, 1, "border"],
        ]),
      ),
    ).toEqual(["road"]);
    expect(linesUsed(route([["A", 0, 0, null]]))).toEqual([]);
    // A train has a line of its own, between the road's and the water's in the legend.
    expect(
      linesUsed(
        route([
          ["A", 0, 0, null],
          ["B", 1, 1, "flight"],
          ["C", 2, 2, "train"],
          ["D", 3, 3, "road"],
        ]),
      ),
    ).toEqual(["road", "rail", "flight"]);
  });

  it("says the route in order with how each stop is reached", () => {
    const phrases = Object.fromEntries(
      (["road", "border", "train", "ferry", "flight", "sail", "cruise"] as const).map((mode) => [mode, `${mode} to {{place}}`]),
    ) as Record<LegMode, string>;
    expect(routeInWords(ITALY_GREECE, phrases)).toBe(
      "Roma, road to Napoli, road to Bari, ferry to Corfù, flight to Atene, sail to Santorini",
    );
  });
});

describe("place names", () => {
  const frame = { width: 800, height: 500 };
  const boxOf = (label: NonNullable<ReturnType<typeof placeLabels>[number]>, fontSize: number) => {
    const width = textWidth(label.text, fontSize);
    const left = label.anchor === "start" ? label.x : label.anchor === "end" ? label.x - width : label.x - width / 2;
    return { left, right: left + width, top: label.y - fontSize * 0.8, bottom: label.y + fontSize * 0.25 };
  };

  it("puts a name to the right of its marker when there is room, and to the left at the frame's right edge", () => {
    const [free, edge] = placeLabels(
      [
        { x: 100, y: 100, text: "Bari" },
        { x: 790, y: 300, text: "Santorini" },
      ],
      { fontSize: 14, markerRadius: 11, frame },
    );
    expect(free).toMatchObject({ anchor: "start" });
    expect(free!.x).toBeGreaterThan(100);
    expect(edge).toMatchObject({ anchor: "end" });
    expect(boxOf(edge!, 14).right).toBeLessThan(790);
  });

  it("never lets two names overlap, and leaves a name out rather than overlap", () => {
    const crowd = Array.from({ length: 12 }, (_, i) => ({ x: 400 + (i % 3) * 8, y: 250 + Math.floor(i / 3) * 8, text: `Place ${i}` }));
    const placed = placeLabels(crowd, { fontSize: 14, markerRadius: 11, frame });
    const boxes = placed.flatMap((label) => (label ? [boxOf(label, 14)] : []));
    expect(placed).toContain(null);
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart, JSON.stringify([a, b])).toBe(true);
      }
    }
  });

  it("keeps names off a reserved box (the legend)", () => {
    const [label] = placeLabels([{ x: 30, y: 470, text: "Ushuaia" }], {
      fontSize: 14,
      markerRadius: 11,
      frame,
      reserved: [{ x: 0, y: 400, width: 200, height: 100 }],
    });
    expect(label).toBeNull();
  });
});

/** The drawing's markers (their stop numbers), legs (mode) and everything it draws, parsed. */
async function drawn(stops: RouteStop[]) {
  const svg = (await drawRouteMap(stops, TEXTS))!;
  const root = parse(svg);
  const markers = root.querySelectorAll(".stop").map((g) => {
    const [, x, y] = /translate\((-?\d+),(-?\d+)\)/.exec(g.getAttribute("transform") ?? "")!;
    return { stops: (g.getAttribute("data-stops") ?? "").split(" ").map(Number), x: Number(x), y: Number(y) };
  });
  const legs = root.querySelectorAll("[data-leg]").map((path) => ({
    leg: Number(path.getAttribute("data-leg")),
    mode: path.getAttribute("data-mode"),
    line: path.getAttribute("class"),
  }));
  return { svg, root, markers, legs };
}

describe("the drawing", () => {
  it("draws one numbered marker per stop and one leg per move, each in its mode", async () => {
    const { markers, legs, root } = await drawn(ITALY_GREECE);
    expect(markers.flatMap((m) => m.stops)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(legs).toEqual([
      { leg: 2, mode: "road", line: "leg road" },
      { leg: 3, mode: "road", line: "leg road" },
      { leg: 4, mode: "ferry", line: "leg water" },
      { leg: 5, mode: "flight", line: "leg flight" },
      { leg: 6, mode: "sail", line: "leg water" },
    ]);
    expect(root.querySelectorAll(".legend text").map((t) => t.text)).toEqual(["Su strada", "In traghetto o barca", "In aereo"]);
    expect(root.querySelectorAll(".lw .name").map((t) => t.text)).toContain("Corfù");
  });

  it("frames every stop, writes whole numbers only and marks the trip's countries", async () => {
    const { svg, markers, root } = await drawn(ITALY_GREECE);
    for (const m of markers) {
      expect(m.x).toBeGreaterThan(20);
      expect(m.x).toBeLessThan(780);
      expect(m.y).toBeGreaterThan(20);
      expect(m.y).toBeLessThan(480);
    }
    expect(svg).not.toMatch(/NaN|Infinity/);
    const outlines = root.querySelectorAll(".land path");
    expect(outlines.length).toBeGreaterThan(5);
    for (const path of outlines) expect(path.getAttribute("d")).toMatch(/^[MLZ0-9,-]+$/);
    // Italy and Greece (the stops stand in them) are marked; their neighbours are not.
    expect(root.querySelectorAll(".land path.trip")).toHaveLength(2);
    // Kept light: only what is in view, to the pixel.
    expect(Buffer.byteLength(svg)).toBeLessThan(40_000);
  });

  it("shows a trip that comes back to its start on one marker carrying both numbers", async () => {
    const { markers, legs } = await drawn(
      route([
        ["Ushuaia", -54.8, -68.3, null],
        ["Deception Island", -62.97, -60.65, "cruise"],
        ["Paradise Bay", -64.85, -62.9, "cruise"],
        ["Ushuaia", -54.8, -68.3, "cruise"],
      ]),
    );
    expect(markers.map((m) => m.stops)).toEqual([[1, 4], [2], [3]]);
    expect(legs.map((l) => l.line)).toEqual(["leg water", "leg water", "leg water"]);
  });

  it("draws a route near the pole (Svalbard) in an azimuthal frame, north up and in proportion", async () => {
    const { markers } = await drawn(
      route([
        ["Tromsø", 69.65, 18.96, null],
        ["Longyearbyen", 78.22, 15.65, "flight"],
      ]),
    );
    const [tromso, longyearbyen] = markers;
    expect(longyearbyen!.y).toBeLessThan(tromso!.y);
    // About 950 km apart on the ground: a Mercator map would stretch it to twice that height.
    expect(Math.abs(longyearbyen!.x - tromso!.x)).toBeLessThan(Math.abs(longyearbyen!.y - tromso!.y));
  });

  it("keeps a route across the 180th meridian together (Fiji to Samoa)", async () => {
    const { markers, legs } = await drawn(
      route([
        ["Nadi", -17.76, 177.44, null],
        ["Apia", -13.83, -171.76, "flight"],
      ]),
    );
    const [nadi, apia] = markers;
    // Samoa lies east of Fiji: to its right, not across the world on the left.
    expect(apia!.x).toBeGreaterThan(nadi!.x);
    expect(legs).toHaveLength(1);
  });

  it("shows a one-place trip with room around it and no legend", async () => {
    const { markers, root } = await drawn(route([["Marrakech", 31.63, -7.99, null]]));
    expect(markers).toEqual([{ stops: [1], x: 400, y: expect.any(Number) }]);
    expect(root.querySelector(".legend")).toBeNull();
  });

  it("draws nothing for a route with no stop", async () => {
    expect(await drawRouteMap([], TEXTS)).toBeNull();
  });
});

describe("the itinerary's transfer hours", () => {
  it.each([
    ["en-GB", 1, "About 1 hour of transfers"],
    ["en-GB", 3, "About 3 hours of transfers"],
    ["en-US", 1, "About 1 hour of transfers"],
    ["it", 1, "Circa 1 ora di trasferimenti"],
    ["it", 4, "Circa 4 ore di trasferimenti"],
    ["es", 1, "Alrededor de 1 hora de traslados"],
    ["es", 2, "Alrededor de 2 horas de traslados"],
    ["fr", 1, "Environ 1 heure de transfert"],
    ["fr", 5, "Environ 5 heures de transfert"],
    ["de", 1, "Etwa 1 Stunde unterwegs"],
    ["de", 7, "Etwa 7 Stunden unterwegs"],
  ] as const)("%s, %i hours: %s", (language, count, expected) => {
    const text = translate(trip[language], "trip.transferHours", { count });
    expect(pluralForm(text, count, language)).toBe(expected);
  });
});

describe("the route's legs in the database", () => {
  it("the route table's check takes every way a leg may go, and nothing else", () => {
    // The last CREATE of the table wins: each migration that widens the list makes it again.
    const creates = migrationStatements().filter((sql) => /CREATE TABLE travel_route_stops\w*\s*\(/.test(sql));
    const allowed = /leg_mode IN \(([^)]*)\)/.exec(creates.at(-1) ?? "")?.[1]?.match(/'([a-z]+)'/g) ?? [];
    expect(allowed.map((quoted) => quoted.slice(1, -1)).sort()).toEqual([...LEG_MODES].sort());
  });
});
