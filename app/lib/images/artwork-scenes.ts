/**
 * The scenes of the seeded artwork (artwork.ts): what each scene draws, its sky, and what a
 * trip's theme adds to it.
 */
import { boat, type Draw, ellipse, hsl, n, peaks, palm, path, pine, poly, rect, ridge, rolling, sea } from "./artwork-shapes";

/** What a trip's artwork can show; the seed (scripts/seed/data/trip-themes.ts) names one per theme. */
export const TRIP_SCENES = [
  "city",
  "ruins",
  "temple",
  "coast",
  "islands",
  "desert",
  "savanna",
  "mountains",
  "snow",
  "ice",
  "jungle",
  "lakes",
  "volcano",
  "countryside",
] as const;
/** An unknown name gets the hills. */
export const SCENES = [...TRIP_SCENES, "hills"] as const;
export type Scene = (typeof SCENES)[number];

export const SCENE_DRAW: Readonly<Record<Scene, (d: Draw) => string>> = {
  city(d) {
    const ground = d.h * 0.82;
    const hue = d.between(190, 260);
    let x = -d.w * 0.02;
    let out = ridge(d, d.h * 0.62, d.h * 0.1, hsl(hue, 20, d.night ? 25 : 70));
    while (x < d.w) {
      const bw = d.between(d.w * 0.06, d.w * 0.13);
      const bh = d.between(d.h * 0.18, d.h * 0.5);
      const top = ground - bh;
      const light = d.night ? d.between(12, 22) : d.between(35, 60);
      out += rect(x, top, bw - 2, bh, hsl(hue + d.between(-20, 20), 15, light));
      if (d.r() < 0.25) out += ellipse(x + bw / 2 - 1, top, bw * 0.35, bw * 0.3, hsl(hue + 40, 30, light + 5));
      for (let wy = top + 6; wy < ground - 8; wy += 10) {
        for (let wx = x + 4; wx < x + bw - 8; wx += 8) {
          if (d.r() < (d.night ? 0.45 : 0.3)) out += rect(wx, wy, 3, 4, d.night ? "#ffd76a" : "rgba(255,255,255,0.55)");
        }
      }
      x += bw;
    }
    return out + rect(0, ground, d.w, d.h - ground, hsl(hue, 10, d.night ? 12 : 35));
  },
  ruins(d) {
    const ground = d.h * 0.78;
    const stone = hsl(d.between(30, 45), 35, d.between(68, 80));
    let out = rolling(d, d.h * 0.66, d.h * 0.06, hsl(d.between(70, 100), 25, 55)) + rect(0, ground, d.w, d.h - ground, hsl(38, 40, 62));
    const count = 4 + Math.floor(d.r() * 4);
    const start = d.between(d.w * 0.08, d.w * 0.3);
    const gap = d.between(d.w * 0.07, d.w * 0.1);
    const full = d.h * d.between(0.32, 0.42);
    for (let i = 0; i < count; i++) {
      const cx = start + i * gap;
      const height = d.r() < 0.3 ? full * d.between(0.3, 0.8) : full;
      out += rect(cx, ground - height, gap * 0.38, height, stone) + rect(cx - gap * 0.06, ground - height - 5, gap * 0.5, 6, stone);
    }
    if (d.r() < 0.5) {
      const left = start - gap * 0.1;
      const right = start + (count - 1) * gap + gap * 0.5;
      out += poly(
        [
          [left, ground - full - 5],
          [(left + right) / 2, ground - full - d.h * 0.1],
          [right, ground - full - 5],
        ],
        stone,
      );
    }
    return out;
  },
  temple(d) {
    const ground = d.h * 0.8;
    let out =
      ridge(d, d.h * 0.58, d.h * 0.2, hsl(d.between(140, 170), 25, d.night ? 20 : 45), 6) +
      rect(0, ground, d.w, d.h - ground, hsl(90, 30, 35));
    const cx = d.between(d.w * 0.3, d.w * 0.7);
    const tiers = 3 + Math.floor(d.r() * 3);
    const roof = hsl(d.between(0, 20), 55, 32);
    const wall = hsl(35, 40, 75);
    let y = ground;
    for (let i = 0; i < tiers; i++) {
      const half = d.w * (0.12 - i * 0.018);
      const storey = d.h * 0.07;
      out += rect(cx - half * 0.7, y - storey, half * 1.4, storey, wall);
      out += poly(
        [
          [cx - half * 1.15, y - storey],
          [cx + half * 1.15, y - storey],
          [cx + half * 0.6, y - storey - d.h * 0.04],
          [cx - half * 0.6, y - storey - d.h * 0.04],
        ],
        roof,
      );
      y -= storey + d.h * 0.04;
    }
    return out + rect(cx - 1.5, y - d.h * 0.06, 3, d.h * 0.06, roof);
  },
  coast(d) {
    const horizon = d.h * d.between(0.5, 0.6);
    const hue = d.between(185, 205);
    const sand = hsl(d.between(38, 48), 55, 78);
    let out = sea(d, horizon, hue);
    out += path(
      `M0 ${n(d.h * 0.8)} Q${n(d.w * 0.5)} ${n(d.h * d.between(0.68, 0.78))} ${d.w} ${n(d.h * 0.86)} L${d.w} ${d.h} L0 ${d.h}Z`,
      sand,
    );
    out += palm(d, d.between(d.w * 0.05, d.w * 0.25), d.h * 0.82, d.h * 0.45);
    if (d.r() < 0.5) out += palm(d, d.between(d.w * 0.75, d.w * 0.95), d.h * 0.85, d.h * 0.35);
    return out;
  },
  islands(d) {
    const horizon = d.h * 0.58;
    let out = sea(d, horizon, d.between(180, 200));
    const count = 2 + Math.floor(d.r() * 2);
    for (let i = 0; i < count; i++) {
      const cx = d.between(d.w * 0.1, d.w * 0.9);
      const rx = d.between(d.w * 0.08, d.w * 0.2);
      const top = horizon + d.between(-d.h * 0.02, d.h * 0.15);
      out += ellipse(cx, top, rx, rx * 0.35, hsl(d.between(100, 140), 45, 32));
      out += ellipse(cx, top + rx * 0.12, rx * 1.05, rx * 0.12, hsl(45, 55, 75));
      out += palm(d, cx + d.between(-rx * 0.4, rx * 0.4), top - rx * 0.2, d.h * 0.18);
    }
    return out;
  },
  desert(d) {
    const hue = d.between(22, 38);
    let out = "";
    for (let layer = 0; layer < 4; layer++) {
      const base = d.h * (0.55 + layer * 0.12);
      out += path(
        `M0 ${n(base)} Q${n(d.between(0.15, 0.4) * d.w)} ${n(base - d.h * d.between(0.08, 0.2))} ${n(d.w * d.between(0.45, 0.6))} ${n(base)} T${d.w} ${n(base - d.h * 0.03)} L${d.w} ${d.h} L0 ${d.h}Z`,
        hsl(hue + layer * 3, 60, (d.night ? 35 : 68) - layer * 7),
      );
    }
    return out;
  },
  savanna(d) {
    const ground = d.h * 0.72;
    let out = ridge(d, d.h * 0.66, d.h * 0.08, hsl(30, 20, 55), 5) + rect(0, ground, d.w, d.h - ground, hsl(d.between(40, 52), 60, 58));
    const trees = 2 + Math.floor(d.r() * 3);
    for (let i = 0; i < trees; i++) {
      const x = d.between(d.w * 0.05, d.w * 0.95);
      const size = d.between(d.h * 0.15, d.h * 0.3);
      const foot = ground + d.between(0, d.h * 0.15);
      out += `<path d="M${n(x)} ${n(foot)} L${n(x)} ${n(foot - size * 0.75)}" stroke="#3d2b1f" stroke-width="${n(Math.max(2, size * 0.06))}"/>`;
      out += ellipse(x, foot - size * 0.8, size * 0.7, size * 0.14, hsl(95, 35, 25));
    }
    return out;
  },
  mountains(d) {
    let out = peaks(d, d.h * 0.8) + rolling(d, d.h * 0.8, d.h * 0.05, hsl(110, 30, 28));
    for (let i = 0; i < 6; i++) out += pine(d.between(0, d.w), d.h * d.between(0.88, 0.98), d.h * d.between(0.12, 0.2), hsl(140, 35, 20));
    return out;
  },
  snow(d) {
    let out = ridge(d, d.h * 0.55, d.h * 0.2, "#dfe7f0", 6, true) + rolling(d, d.h * 0.75, d.h * 0.05, "#f4f7fb");
    for (let i = 0; i < 7; i++)
      out += pine(d.between(0, d.w), d.h * d.between(0.8, 0.98), d.h * d.between(0.14, 0.24), hsl(150, 30, 22), true);
    for (let i = 0; i < 20; i++) out += ellipse(d.between(0, d.w), d.between(0, d.h * 0.7), 1.6, 1.6, "#ffffff");
    return out;
  },
  ice(d) {
    const horizon = d.h * 0.62;
    let out = rect(0, horizon, d.w, d.h - horizon, hsl(210, 45, d.night ? 15 : 35));
    const bergs = 2 + Math.floor(d.r() * 3);
    for (let i = 0; i < bergs; i++) {
      const x = d.between(0, d.w * 0.85);
      const width = d.between(d.w * 0.1, d.w * 0.28);
      const height = d.between(d.h * 0.06, d.h * 0.2);
      out += poly(
        [
          [x, horizon + 3],
          [x + width * d.between(0.1, 0.3), horizon - height * 0.6],
          [x + width * d.between(0.35, 0.6), horizon - height],
          [x + width * d.between(0.7, 0.9), horizon - height * 0.5],
          [x + width, horizon + 3],
        ],
        hsl(195, 40, d.night ? 70 : 92),
      );
    }
    return out + ridge(d, d.h * 0.95, d.h * 0.06, "#eef3f8", 5);
  },
  jungle(d) {
    let out = rect(0, d.h * 0.5, d.w, d.h * 0.5, hsl(130, 40, 18));
    for (let layer = 0; layer < 3; layer++) {
      for (let i = 0; i < 9; i++) {
        const r = d.between(d.w * 0.06, d.w * 0.12);
        out += ellipse(
          d.between(-r, d.w + r),
          d.h * (0.45 + layer * 0.17) + d.between(-10, 10),
          r,
          r * 0.7,
          hsl(d.between(95, 150), 45, 22 + layer * 8),
        );
      }
    }
    if (d.r() < 0.5) {
      const x = d.between(d.w * 0.3, d.w * 0.7);
      out += rect(x, d.h * 0.35, d.w * 0.025, d.h * 0.4, "rgba(225,240,255,0.8)");
    }
    return out;
  },
  lakes(d) {
    const shore = d.h * 0.62;
    let out = peaks(d, shore + 2);
    out += rect(0, shore, d.w, d.h - shore, hsl(d.between(195, 215), 45, d.night ? 20 : 50));
    out += rect(0, shore, d.w, 3, "rgba(255,255,255,0.5)");
    out += rolling(d, d.h * 0.95, d.h * 0.04, hsl(110, 30, 28));
    if (d.r() < 0.6) out += boat(d, d.between(d.w * 0.2, d.w * 0.8), shore + d.h * 0.12, d.h * 0.05);
    return out;
  },
  volcano(d) {
    const base = d.h * 0.85;
    const cx = d.between(d.w * 0.35, d.w * 0.65);
    const top = d.h * d.between(0.25, 0.35);
    const crater = d.w * 0.05;
    let out = ridge(d, d.h * 0.75, d.h * 0.08, hsl(120, 20, 35), 6);
    out += poly(
      [
        [cx - d.w * 0.38, base],
        [cx - crater, top],
        [cx + crater, top],
        [cx + d.w * 0.38, base],
      ],
      hsl(15, 15, d.night ? 18 : 30),
    );
    out += rect(cx - crater, top - 2, crater * 2, 4, hsl(15, 90, 50));
    for (let i = 0; i < 5; i++) {
      out += ellipse(
        cx + d.between(-crater, crater * 3) + i * 8,
        top - 15 - i * d.h * 0.05,
        d.w * (0.03 + i * 0.012),
        d.h * (0.025 + i * 0.008),
        `rgba(120,120,120,${0.55 - i * 0.08})`,
      );
    }
    return out + rect(0, base, d.w, d.h - base, hsl(100, 30, 25));
  },
  countryside(d) {
    let out = rolling(d, d.h * 0.6, d.h * 0.08, hsl(d.between(80, 110), 35, 50));
    out += rolling(d, d.h * 0.75, d.h * 0.06, hsl(d.between(70, 100), 40, 40));
    for (let row = 0; row < 6; row++) {
      const y = d.h * (0.8 + row * 0.035);
      out += rect(0, y, d.w, Math.max(1, d.h * 0.008), hsl(90, 40, 28));
    }
    const house = d.between(d.w * 0.5, d.w * 0.8);
    out +=
      rect(house, d.h * 0.66, d.w * 0.06, d.h * 0.05, hsl(35, 40, 80)) +
      poly(
        [
          [house - 3, d.h * 0.66],
          [house + d.w * 0.03, d.h * 0.62],
          [house + d.w * 0.06 + 3, d.h * 0.66],
        ],
        hsl(10, 50, 40),
      );
    for (let i = 0; i < 5; i++) {
      const x = d.between(0, d.w);
      const size = d.between(d.h * 0.08, d.h * 0.16);
      out += ellipse(x, d.h * 0.74 - size / 2, size * 0.14, size / 2, hsl(120, 35, 20));
    }
    return out;
  },
  hills(d) {
    const hue = d.between(0, 360);
    return [0, 1, 2]
      .map((layer) => ridge(d, d.h * (0.55 + layer * 0.13), d.h * 0.18, hsl(hue + 40 + layer * 25, 45, 45 - layer * 10)))
      .join("");
  },
};

/** What a trip's theme adds to the scene (the theme is the second word of the name). */
export function motif(theme: string, scene: Scene, d: Draw): string {
  switch (theme) {
    case "aurora": {
      const bands = [0, 1, 2].map((i) => {
        const y = d.h * (0.12 + i * 0.08);
        return `<path d="M${n(-d.w * 0.1)} ${n(y + d.between(0, 20))} Q${n(d.w * 0.3)} ${n(y - d.between(20, 50))} ${n(d.w * 0.55)} ${n(y + 10)} T${n(d.w * 1.1)} ${n(y - 10)}" stroke="${hsl(d.between(120, 170) + i * 40, 80, 60)}" stroke-opacity="0.55" stroke-width="${n(d.h * 0.05)}" fill="none" stroke-linecap="round"/>`;
      });
      return bands.join("");
    }
    case "sailing":
    case "islands":
      return scene === "coast" || scene === "islands" ? boat(d, d.between(d.w * 0.35, d.w * 0.75), d.h * 0.64, d.h * 0.06) : "";
    case "surf":
      return `<path d="M0 ${n(d.h * 0.7)} q${n(d.w * 0.1)} ${n(-d.h * 0.08)} ${n(d.w * 0.2)} 0 t${n(d.w * 0.2)} 0 t${n(d.w * 0.2)} 0 t${n(d.w * 0.2)} 0 t${n(d.w * 0.2)} 0" stroke="#ffffff" stroke-width="${n(d.h * 0.015)}" fill="none"/>`;
    case "expedition":
      return boat(d, d.between(d.w * 0.25, d.w * 0.75), d.h * 0.72, d.h * 0.07);
    case "trek": {
      const x = d.between(d.w * 0.15, d.w * 0.85);
      const y = d.h * 0.9;
      const size = d.h * 0.07;
      return poly(
        [
          [x - size, y],
          [x, y - size],
          [x + size, y],
        ],
        hsl(d.between(0, 40), 80, 50),
      );
    }
    case "silk": {
      const x = d.between(d.w * 0.2, d.w * 0.8);
      const base = d.h * 0.78;
      const size = d.h * 0.12;
      return (
        rect(x - size, base - size, size * 2, size, hsl(40, 45, 75)) +
        ellipse(x, base - size, size * 0.8, size * 0.7, hsl(195, 70, 45)) +
        rect(x + size * 1.3, base - size * 2.6, size * 0.3, size * 2.6, hsl(40, 45, 70))
      );
    }
    case "safari": {
      const x = d.between(d.w * 0.2, d.w * 0.8);
      const y = d.h * 0.86;
      const s = d.h * 0.05;
      return (
        ellipse(x, y - s, s * 1.3, s * 0.6, "#3b2a20") +
        rect(x - s, y - s, s * 0.25, s * 1.2, "#3b2a20") +
        rect(x + s * 0.8, y - s, s * 0.25, s * 1.2, "#3b2a20") +
        rect(x + s * 1.1, y - s * 3, s * 0.3, s * 2.2, "#3b2a20")
      );
    }
    case "winter":
      return Array.from({ length: 16 }, () => ellipse(d.between(0, d.w), d.between(0, d.h), 2, 2, "#ffffff")).join("");
    default:
      return "";
  }
}

/** Sky colours per scene: [hue, saturation, lightness at the top]. */
export const SKY: Readonly<Record<Scene, readonly [number, number, number]>> = {
  city: [205, 55, 75],
  ruins: [200, 60, 78],
  temple: [25, 70, 80],
  coast: [195, 75, 72],
  islands: [190, 75, 70],
  desert: [30, 80, 72],
  savanna: [35, 80, 70],
  mountains: [210, 60, 72],
  snow: [210, 35, 85],
  ice: [205, 40, 82],
  jungle: [170, 40, 78],
  lakes: [200, 60, 75],
  volcano: [20, 40, 70],
  countryside: [200, 55, 80],
  hills: [0, 70, 78],
};
