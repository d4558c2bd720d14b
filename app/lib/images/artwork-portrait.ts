/** A coordinator's portrait in the seeded artwork (artwork.ts): a face, hair, a shirt. */
import { type Draw, ellipse, hsl, n, path, rect, ridge } from "./artwork-shapes";

export function portrait(d: Draw): string {
  const skin = hsl(d.between(18, 34), d.between(30, 55), d.between(35, 80));
  const hair = hsl(d.between(15, 45), d.between(20, 60), d.between(8, 55));
  const shirt = hsl(d.between(0, 360), d.between(30, 60), d.between(30, 60));
  const cx = d.w * d.between(0.45, 0.55);
  const head = d.h * 0.2;
  const headY = d.h * 0.42;
  const style = Math.floor(d.r() * 4);
  let out = ridge(d, d.h * 0.75, d.h * 0.2, hsl(d.between(90, 220), 25, 60), 5);
  out += ellipse(cx, d.h * 1.02, d.w * 0.3, d.h * 0.34, shirt);
  out += rect(cx - head * 0.35, headY + head * 0.7, head * 0.7, head * 1.1, skin);
  if (style === 2) out += ellipse(cx, headY + head * 0.3, head * 1.15, head * 1.45, hair);
  out += ellipse(cx, headY, head * 0.85, head, skin);
  out +=
    style === 0
      ? ellipse(cx, headY - head * 0.6, head * 0.9, head * 0.5, hair)
      : style === 1
        ? path(
            `M${n(cx - head * 0.9)} ${n(headY - head * 0.1)} Q${n(cx)} ${n(headY - head * 1.7)} ${n(cx + head * 0.9)} ${n(headY - head * 0.1)} Q${n(cx)} ${n(headY - head * 0.9)} ${n(cx - head * 0.9)} ${n(headY - head * 0.1)}Z`,
            hair,
          )
        : style === 2
          ? ellipse(cx, headY - head * 0.65, head * 0.95, head * 0.45, hair)
          : rect(cx - head * 0.85, headY - head * 1.05, head * 1.7, head * 0.45, hsl(d.between(0, 360), 50, 40), ` rx="${n(head * 0.2)}"`);
  out +=
    ellipse(cx - head * 0.32, headY + head * 0.05, head * 0.08, head * 0.1, "#2a211c") +
    ellipse(cx + head * 0.32, headY + head * 0.05, head * 0.08, head * 0.1, "#2a211c");
  out += `<path d="M${n(cx - head * 0.3)} ${n(headY + head * 0.45)} Q${n(cx)} ${n(headY + head * 0.7)} ${n(cx + head * 0.3)} ${n(headY + head * 0.45)}" stroke="#5a2e26" stroke-width="${n(Math.max(1.5, head * 0.07))}" fill="none" stroke-linecap="round"/>`;
  if (d.r() < 0.3)
    out += `<g stroke="#222" stroke-width="${n(Math.max(1.5, head * 0.05))}" fill="none"><circle cx="${n(cx - head * 0.32)}" cy="${n(headY + head * 0.05)}" r="${n(head * 0.22)}"/><circle cx="${n(cx + head * 0.32)}" cy="${n(headY + head * 0.05)}" r="${n(head * 0.22)}"/></g>`;
  return out;
}
