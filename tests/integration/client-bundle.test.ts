/**
 * What a first visit downloads (the ≤ 100 KiB gzip budget of the search page, measured by
 * `npm run bench:pages`): the libraries that do their work on the server or in code loaded on
 * demand must stay out of the entry, root and route chunks the HTML preloads. Each marker is
 * a string that survives minification; the positive controls prove the markers are real.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type Site } from "./harness";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const MARKERS: Record<string, string> = {
  // zod: the filters modal and the server validate; pages build links without it.
  zod: "$ZodError",
  // i18next: loaders translate with remix-i18next; components use the embedded catalogue.
  i18next: "i18next:",
  // date-fns: calendar days are formatted from the catalogue's month and weekday names.
  "date-fns": "unescaped latin alphabet",
  // @tanstack/react-virtual: the destination list loads when a lookup has answers.
  "@tanstack/react-virtual": "getScrollElement",
};

async function firstVisitScript(tenant: string, path: string): Promise<string> {
  const html = await (await site.fetch(tenant, path)).text();
  const sources = new Set(
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g), ...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!),
  );
  expect(sources.size).toBeGreaterThan(3);
  const bodies = await Promise.all([...sources].map(async (src) => (await site.fetch(tenant, src)).text()));
  return bodies.join("\n");
}

describe("first-visit JavaScript", () => {
  it.each([
    ["it", "/cerca"],
    ["it", "/"],
    ["de", "/reiseziele"],
  ])("on %s %s carries none of the on-demand libraries", async (tenant, path) => {
    const code = await firstVisitScript(tenant, path);
    for (const [library, marker] of Object.entries(MARKERS)) expect(code.includes(marker), library).toBe(false);
    // Only this site's path patterns travel (root data), not the route table of every site.
    expect(code.includes("/reiseziele"), "route table").toBe(false);
    expect(code.includes("/destinations"), "route table").toBe(false);
  });

  it("still ships every marked library somewhere, loaded on demand", () => {
    const dir = join(process.cwd(), "public/build");
    const all = [...readdirSync(dir), ...readdirSync(join(dir, "_shared")).map((f) => `_shared/${f}`)]
      .filter((f) => f.endsWith(".js"))
      .map((f) => readFileSync(join(dir, f), "utf8"))
      .join("\n");
    expect(all.includes(MARKERS.zod!), "zod").toBe(true);
    expect(all.includes(MARKERS["@tanstack/react-virtual"]!), "@tanstack/react-virtual").toBe(true);
  });
});
