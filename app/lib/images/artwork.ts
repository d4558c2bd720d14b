/**
 * Deterministic artwork for seeded images (issue 6 §6: served locally, no network). The
 * same image id always draws the same picture: a sky, a sun and layered hills whose colours
 * and shapes come from a hash of the id. SVG, because encoding WebP in the Worker is not
 * practical here; the size names and URLs stay those of 000 §7.
 */
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
  const next = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const hue = Math.floor(next() * 360);
  const hills = Array.from({ length: 3 }, (_, layer) => {
    const base = height * (0.55 + layer * 0.13);
    const points = Array.from({ length: 7 }, (_, i) => `${Math.round((i / 6) * width)},${Math.round(base - next() * height * 0.18)}`);
    const light = 45 - layer * 10;
    return `<polygon points="0,${height} ${points.join(" ")} ${width},${height}" fill="hsl(${(hue + 40 + layer * 25) % 360} 45% ${light}%)"/>`;
  }).join("");
  const sunX = Math.round(width * (0.2 + next() * 0.6));
  const sunY = Math.round(height * (0.18 + next() * 0.15));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 78%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 60% 90%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#s)"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="${Math.round(height * 0.09)}" fill="hsl(${(hue + 180) % 360} 90% 70%)"/>` +
    hills +
    `</svg>`
  );
}
