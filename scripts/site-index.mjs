#!/usr/bin/env node
/**
 * The site indexes: the Worker bundles every site's config and menus, and the edge has no
 * file system to list them from, so two modules import them all. They are written from the
 * files in tenants/ (every `tenants/<id>.json` but the route table), never edited by hand:
 *
 *   tenants/sites.generated.ts        every site config, in `position` order
 *   tenants/menus/menus.generated.ts  every site's header and footer (tenants/menus/<id>.json)
 *
 * `npm run build`, `npm start`, `npm run dev` and `npm run site:add` write them;
 * `npm run tenants:check` fails naming the one that is out of date.
 *
 *   node scripts/site-index.mjs [--check] [--root DIR]
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Where the indexes live in a tenants folder. */
const INDEXES = { sites: "sites.generated.ts", menus: "menus/menus.generated.ts" };
export const SITES_INDEX = `tenants/${INDEXES.sites}`;
export const MENUS_INDEX = `tenants/${INDEXES.menus}`;

/** Every tenants/*.json but the route table is a site; its file name is its id. */
export function siteFiles(dir) {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json") && file !== "routes.json")
    .map((file) => file.slice(0, -".json".length));
}

/** Site ids in switcher order: each config's `position`, then the id (a file that does not parse sorts last). */
export function siteIdsInOrder(dir) {
  const position = (id) => {
    try {
      const value = JSON.parse(readFileSync(join(dir, `${id}.json`), "utf8")).position;
      return Number.isInteger(value) ? value : Number.POSITIVE_INFINITY;
    } catch {
      return Number.POSITIVE_INFINITY;
    }
  };
  return siteFiles(dir)
    .map((id) => ({ id, at: position(id) }))
    .sort((a, b) => a.at - b.at || a.id.localeCompare(b.id))
    .map((site) => site.id);
}

const HEADER = "// Written by scripts/site-index.mjs from the files in tenants/: do not edit (`npm run build` writes it again).\n";
// A site id can be a reserved word ("do", "in"), so each import gets a name of its own.
const name = (prefix, id) => `${prefix}_${id.replace(/[^a-z0-9]/g, "_")}`;

/** The text of both indexes (by their path in the tenants folder `dir`) for the files there now. */
export function siteIndexTexts(dir) {
  const ids = siteIdsInOrder(dir);
  const sites =
    `${HEADER}${ids.map((id) => `import ${name("site", id)} from "./${id}.json";\n`).join("")}\n` +
    "/** Every site config, as the file holds it (tenants/index.ts validates each), in switcher order. */\n" +
    `export const siteConfigs: Record<string, unknown> = {\n${ids.map((id) => `  ${id}: ${name("site", id)},\n`).join("")}};\n`;
  // A site without a menus file is left out here and named by `npm run tenants:check`.
  const withMenus = ids.filter((id) => existsSync(join(dir, "menus", `${id}.json`)));
  const menus =
    `${HEADER}${withMenus.map((id) => `import ${name("menus", id)} from "./${id}.json";\n`).join("")}\n` +
    "/** Every site's header and footer content, as the file holds it (tenants/menus/index.ts validates each). */\n" +
    `export const menuFiles: Record<string, unknown> = {\n${withMenus.map((id) => `  ${id}: ${name("menus", id)},\n`).join("")}};\n`;
  return { [INDEXES.sites]: sites, [INDEXES.menus]: menus };
}

/** The indexes of a tenants folder whose file differs from what its files make (missing ones included), as tenants/… paths. */
export function staleSiteIndexes(dir) {
  return Object.entries(siteIndexTexts(dir))
    .filter(([path, text]) => !existsSync(join(dir, path)) || readFileSync(join(dir, path), "utf8") !== text)
    .map(([path]) => `tenants/${path}`);
}

/** Writes the indexes of a tenants folder that changed; returns their tenants/… paths. */
export function writeSiteIndexes(dir) {
  const texts = siteIndexTexts(dir);
  const stale = staleSiteIndexes(dir);
  for (const path of stale) writeFileSync(join(dir, path.slice("tenants/".length)), texts[path.slice("tenants/".length)]);
  return stale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf("--root");
  const root = resolve(at >= 0 ? args[at + 1] : join(fileURLToPath(import.meta.url), "../.."));
  const dir = join(root, "tenants");
  if (args.includes("--check")) {
    const stale = staleSiteIndexes(dir);
    for (const path of stale) console.error(`${path}: out of date with tenants/*.json (node scripts/site-index.mjs writes it)`);
    process.exit(stale.length ? 1 : 0);
  }
  for (const path of writeSiteIndexes(dir)) console.log(`site-index: wrote ${path}`);
}
