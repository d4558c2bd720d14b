/**
 * Deterministic artwork for seeded images (served locally, no network). The
 * picture says what the image's SEO name says: the seed names a trip's images
 * "{scene}-{theme}-…" (a desert for "desert-…", a skyline for "city-…", the aurora over ice
 * for "ice-aurora-…") and coordinators' "portrait-…". Shapes, colours and the layout within
 * a scene come from a hash of the image id, so two images never look alike by accident. An
 * unknown name gets a landscape of hills. SVG, because encoding WebP in the Worker is not
 * practical here; the size names and URLs stay those.
 */
import { portrait } from "./artwork-portrait";
import { SCENE_DRAW, SCENES, type Scene, SKY, motif } from "./artwork-scenes";
import { type Draw, ellipse, hsl, n } from "./artwork-shapes";

export { TRIP_SCENES } from "./artwork-scenes";

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function artworkSvg(id: string, width: number, height: number, title: string): string {
  let seed = hash(id);
  const r = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const words = title.toLowerCase().split(/\s+/);
  const isPortrait = words[0] === "portrait";
  const scene: Scene = (SCENES as readonly string[]).includes(words[0] ?? "") ? (words[0] as Scene) : "hills";
  const theme = words[1] ?? "";
  const night = theme === "aurora" || theme === "nightlife" || (theme === "weekend" && r() < 0.3);
  const d: Draw = { w: width, h: height, r, between: (a, b) => a + r() * (b - a), night };
  const [skyHue, skySat, skyLight] = scene === "hills" && !isPortrait ? [Math.floor(r() * 360), 70, 78] : SKY[scene];
  const hue = skyHue + d.between(-12, 12);
  const top = night ? hsl(230, 50, 10) : hsl(hue, skySat, skyLight - d.between(0, 12));
  const bottom = night
    ? hsl(250, 40, 25)
    : hsl(hue + (scene === "desert" || scene === "savanna" ? 15 : 25), skySat - 10, Math.min(95, skyLight + 12));
  const sunX = n(width * d.between(0.15, 0.85));
  const sunY = n(height * d.between(0.12, 0.3));
  const sun = night
    ? ellipse(sunX, sunY, height * 0.05, height * 0.05, "#f2f0e6") +
      Array.from({ length: 24 }, () => ellipse(d.between(0, width), d.between(0, height * 0.5), 1, 1, "#ffffff")).join("")
    : ellipse(sunX, sunY, height * 0.08, height * 0.08, scene === "desert" || scene === "savanna" ? hsl(40, 95, 65) : hsl(48, 95, 75));
  const body = isPortrait ? portrait(d) : SCENE_DRAW[scene](d) + motif(theme, scene, d);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#s)"/>` +
    (isPortrait ? "" : sun) +
    body +
    `</svg>`
  );
}
