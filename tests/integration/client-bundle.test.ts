/**
 * What a first visit downloads (the ≤ 100 KiB gzip budget of the search page, measured by
 * `npm run bench:pages`): the libraries that do their work on the server or in code loaded on
 * demand must stay out of the entry, root and route chunks the HTML preloads. Each marker is
 * a string that survives minification; the positive controls prove the markers are real.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
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

/**
 * The budget in bytes (deterministic, unlike timings): gzip (level 9, as bench:pages counts it)
 * of every module a first visit preloads, per file. Issue 26 sets the targets at 90 KiB on home
 * and search and 100 KiB on every page; the ceilings below are where the pages stand, so they
 * cannot grow: lower them as code leaves the first visit, down to the targets.
 */
const KiB = 1024;
const TARGET_KIB = 100;
const CEILING_KIB: Record<string, number> = {
  // Targets 90, met since the history below (the React and Remix chunks alone are ~76 KiB). The toast host
  // joined the first visit (+0.48 KiB) and the menu its Escape fix (+0.02): loaded beside it, its boundary was still dehydrated
  // when a quick tap navigated, and React dropped the server's markup (error #421). The one
  // header menu took its phone copy out (-0.07), plural answers kept per instance put back 0.05.
  // Search's "watch this search" button (issue 27) adds 11 bytes: still 5 under where it stood
  // before the menu change (101,293). The document's one listener for plain links
  // (client-navigation.ts) in place of ~70 <Link>s per page: +0.01 on home, +0.02 on search,
  // for a sixth of their server render CPU. The plain search bar waits for a press in progress
  // before the enhanced bar takes over (+0.11): a swap between press and click lost the click.
  // The catalogue and the shell are fetched as the site's data instead of read from the
  // document: the entry no longer parses two script elements (-0.05 on every page). The header
  // and the footer load their code on demand (on-demand.tsx, with the clicks it takes before
  // then and its copy of their server markup): -3.26 on every page. Home no longer preloads the
  // search history and filter modules for two constants (-1.34). The browser build has a second,
  // compressing minification (scripts/minify-client.mjs): -3.2 on every page. Home takes its
  // moods and its destinations' counts written by the loader, and the toast event's name lives
  // with the toasts' other constants: three small chunks fewer (-0.47), home within its 90.
  // Remix's client leaves out the data path of sites without single fetch (per-route `?_data`
  // requests, deferred scripts), which this site never takes (patches/@remix-run+react): -2.83
  // on every page, search within its 90. The plain search bar's own pair of days for visitors
  // without JavaScript: the fields render on the server from the enhanced bar's chunk, never
  // fetched by a browser, leaving 78 bytes of reference in the first visit (+0.08).
  index: 86.93,
  // Over its 90 target again (+1.9): its cards write their next departure's date (the date
  // format joined the first visit), prices not charged in the visitor's currency say "about",
  // the notice of Available departures left out, and a focus trap that keeps the keyboard in
  // every modal. To win back.
  search: 91.6,
  // Under the 100 target since its key facts, coordinator, all-in price and questions load
  // beside the page (-1.76 KiB), less the departures' modal links written without building
  // URLSearchParams (+0.09, a fifth of its render CPU), the links' one listener (+0.01), and
  // the entry's site data (-0.05), the header and the footer on demand (-3.26), the second
  // minification (-3.25), Remix's client without the data path single fetch replaces (-2.83),
  // prices labelled an approximation where they are not charged, the modals' focus trap (+0.59).
  "travels-travel": 90.9,
};

type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
};

function manifest(): Manifest {
  const dir = join(process.cwd(), "public/build");
  const file = readdirSync(dir).find((name) => name.startsWith("manifest-"))!;
  return JSON.parse(
    readFileSync(join(dir, file), "utf8")
      .replace(/^window.__remixManifest=/, "")
      .replace(/;$/, ""),
  ) as Manifest;
}

const gzipOf = (src: string) => gzipSync(readFileSync(join(process.cwd(), "public", src)), { level: 9 }).byteLength;

/** What a first visit to one route preloads: the entry, the root and the route, with their imports. */
function firstVisitBytes(m: Manifest, routeId: string): number {
  const root = m.routes.root!;
  const route = m.routes[routeId]!;
  const files = new Set([m.entry.module, ...m.entry.imports, root.module, ...(root.imports ?? []), route.module, ...(route.imports ?? [])]);
  let bytes = 0;
  for (const src of files) bytes += gzipOf(src);
  return bytes;
}

describe("first-visit JavaScript budget (gzip bytes)", () => {
  it("home and search preload what the page's HTML lists, within their ceilings", async () => {
    for (const [tenant, path, key] of [
      ["it", "/", "index"],
      ["it", "/cerca", "search"],
    ] as const) {
      const html = await (await site.fetch(tenant, path)).text();
      const sources = new Set(
        [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g), ...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!),
      );
      let bytes = 0;
      for (const src of sources)
        bytes += gzipSync(new Uint8Array(await (await site.fetch(tenant, src)).arrayBuffer()), { level: 9 }).byteLength;
      expect(bytes, `${tenant} ${path}`).toBeLessThanOrEqual(CEILING_KIB[key]! * KiB);
      // The manifest count below is the same figure (so it holds for the pages no test fetches).
      const m = manifest();
      const id = Object.keys(m.routes).find((routeId) => routeId.startsWith(`${key}--`))!;
      expect(firstVisitBytes(m, id), `${key} from the manifest`).toBe(bytes);
    }
  });

  it("every route's first visit is within 100 KiB, or its named ceiling", () => {
    const m = manifest();
    const over: string[] = [];
    for (const id of Object.keys(m.routes)) {
      if (id === "root") continue;
      const key = id.replace(/--\d+$/, "");
      const ceiling = CEILING_KIB[key] ?? TARGET_KIB;
      const bytes = firstVisitBytes(m, id);
      if (bytes > ceiling * KiB) over.push(`${id}: ${(bytes / KiB).toFixed(2)} KiB > ${ceiling}`);
    }
    expect(over).toEqual([]);
  });
});
