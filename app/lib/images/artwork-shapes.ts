/**
 * The drawing kit of the seeded artwork (artwork.ts): a scene's random source and size, SVG
 * shapes with rounded coordinates, and the landscape parts the scenes share (ridges, hills,
 * the sea, palms, pines, a boat, peaks).
 */
export type Draw = {
  w: number;
  h: number;
  /** Uniform in [0, 1), from the image id. */
  r: () => number;
  /** A value in [a, b). */
  between: (a: number, b: number) => number;
  night: boolean;
};

export const n = (value: number) => Math.round(value);
export const hsl = (h: number, s: number, l: number) => `hsl(${n(((h % 360) + 360) % 360)} ${n(s)}% ${n(l)}%)`;
export const poly = (points: readonly (readonly [number, number])[], fill: string, extra = "") =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="${fill}"${extra}/>`;
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
export const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;

/** A ridge line across the picture at `base`, `rough` high, as a filled polygon. */
export function ridge(d: Draw, base: number, rough: number, fill: string, points = 7, sharp = false): string {
  const list: [number, number][] = [[0, d.h]];
  for (let i = 0; i <= points; i++) {
    const x = (i / points) * d.w;
    const up = sharp && i % 2 === 1 ? rough : d.r() * rough * 0.6;
    list.push([x, base - up]);
  }
  list.push([d.w, d.h]);
  return poly(list, fill);
}

/** Soft rolling hills as a smooth path. */
export function rolling(d: Draw, base: number, amp: number, fill: string): string {
  const a = base - d.r() * amp;
  const b = base - d.r() * amp;
  const c = base - d.r() * amp;
  return path(`M0 ${n(a)} Q${n(d.w * 0.25)} ${n(b - amp)} ${n(d.w * 0.5)} ${n(b)} T${n(d.w)} ${n(c)} L${d.w} ${d.h} L0 ${d.h}Z`, fill);
}

export function sea(d: Draw, top: number, hue: number): string {
  const waves = Array.from({ length: 5 }, () => {
    const y = d.between(top + 6, d.h - 4);
    const x = d.between(0, d.w * 0.8);
    return rect(x, y, d.between(d.w * 0.05, d.w * 0.15), Math.max(1, d.h * 0.006), "rgba(255,255,255,0.45)");
  }).join("");
  return rect(0, top, d.w, d.h - top, hsl(hue, 60, d.night ? 22 : 45)) + waves;
}

export function palm(d: Draw, x: number, ground: number, size: number): string {
  const top = ground - size;
  const lean = d.between(-0.25, 0.25) * size;
  const trunk = `<path d="M${n(x)} ${n(ground)} Q${n(x + lean)} ${n(ground - size / 2)} ${n(x + lean)} ${n(top)}" stroke="${hsl(28, 35, 25)}" stroke-width="${n(Math.max(2, size * 0.06))}" fill="none"/>`;
  const leaves = [-150, -110, -70, -30, 10].map((angle) => {
    const rad = (angle * Math.PI) / 180;
    const ex = x + lean + Math.cos(rad) * size * 0.45;
    const ey = top + Math.sin(rad) * size * 0.25 + size * 0.12;
    return `<path d="M${n(x + lean)} ${n(top)} Q${n((x + lean + ex) / 2)} ${n(top - size * 0.12)} ${n(ex)} ${n(ey)}" stroke="${hsl(120, 45, 22)}" stroke-width="${n(Math.max(2, size * 0.05))}" fill="none" stroke-linecap="round"/>`;
  });
  return trunk + leaves.join("");
}

export function pine(x: number, ground: number, size: number, fill: string, snow = false): string {
  const tiers = [0, 1, 2].map((i) => {
    const y = ground - size * (0.25 + i * 0.25);
    const half = size * (0.32 - i * 0.08);
    return poly(
      [
        [x - half, y + size * 0.1],
        [x, y - size * 0.25],
        [x + half, y + size * 0.1],
      ],
      snow && i === 2 ? "#f4f7fb" : fill,
    );
  });
  return rect(x - size * 0.03, ground - size * 0.2, size * 0.06, size * 0.2, "#4a3426") + tiers.join("");
}

export function boat(d: Draw, x: number, water: number, size: number): string {
  return (
    poly(
      [
        [x - size, water],
        [x + size, water],
        [x + size * 0.7, water + size * 0.35],
        [x - size * 0.7, water + size * 0.35],
      ],
      hsl(20, 40, 30),
    ) +
    poly(
      [
        [x, water - size * 1.6],
        [x, water - size * 0.1],
        [x + size * 0.9, water - size * 0.1],
      ],
      "#fbfbf7",
    ) +
    poly(
      [
        [x - size * 0.08, water - size * 1.3],
        [x - size * 0.08, water - size * 0.1],
        [x - size * 0.7, water - size * 0.1],
      ],
      d.night ? "#cfd6e6" : "#f1ece0",
    )
  );
}

/** Snow-capped peaks standing on `base`. */
export function peaks(d: Draw, base: number): string {
  const hue = d.between(200, 230);
  const count = 3 + Math.floor(d.r() * 3);
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = (i + 0.5) * (d.w / count) + d.between(-d.w * 0.05, d.w * 0.05);
    const top = base - (base - d.h * 0.1) * d.between(0.55, 0.9);
    const half = d.w * d.between(0.18, 0.3);
    const cap = (base - top) * 0.22;
    const capHalf = (half * cap) / (base - top);
    out += poly(
      [
        [x - half, base],
        [x, top],
        [x + half, base],
      ],
      hsl(hue, 15, d.night ? 25 : d.between(40, 55)),
    );
    out += poly(
      [
        [x - capHalf, top + cap],
        [x, top],
        [x + capHalf, top + cap],
      ],
      "#f5f7fa",
    );
  }
  return out;
}
