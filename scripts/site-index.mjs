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

export const SITES_INDEX = "tenants/sites.generated.ts";
export const MENUS_INDEX = "tenants/menus/menus.generated.ts";

/** Every tenants/*.json but the route table is a site; its file name is its id. */
export function siteFiles(root) {
  return readdirSync(join(root, "tenants"))
    .filter((file) => file.endsWith(".json") && file !== "routes.json")
    .map((file) => file.slice(0, -".json".length));
}

/** Site ids in switcher order: each config's `position`, then the id (a file that does not parse sorts last). */
export function siteIdsInOrder(root) {
  const position = (id) => {
    try {
      const value = JSON.parse(readFileSync(join(root, "tenants", `${id}.json`), "utf8")).position;
      return Number.isInteger(value) ? value : Number.POSITIVE_INFINITY;
    } catch {
      return Number.POSITIVE_INFINITY;
    }
  };
  return siteFiles(root)
    .map((id) => ({ id, at: position(id) }))
    .sort((a, b) => a.at - b.at || a.id.localeCompare(b.id))
    .map((site) => site.id);
}

const HEADER = "// Written by scripts/site-index.mjs from the files in tenants/: do not edit (`npm run build` writes it again).\n";
// A site id can be a reserved word ("do", "in"), so each import gets a name of its own.
const name = (prefix, id) => `${prefix}_${id.replace(/[^a-z0-9]/g, "_")}`;

/** The text of both indexes for the files in tenants/ now. */
export function siteIndexTexts(root) {
  const ids = siteIdsInOrder(root);
  const sites =
    `${HEADER}${ids.map((id) => `import ${name("site", id)} from "./${id}.json";\n`).join("")}\n` +
    "/** Every site config, as the file holds it (tenants/index.ts validates each), in switcher order. */\n" +
    `export const siteConfigs: Record<string, unknown> = {\n${ids.map((id) => `  ${id}: ${name("site", id)},\n`).join("")}};\n`;
  // A site without a menus file is left out here and named by `npm run tenants:check`.
  const withMenus = ids.filter((id) => existsSync(join(root, "tenants", "menus", `${id}.json`)));
  const menus =
    `${HEADER}${withMenus.map((id) => `import ${name("menus", id)} from "./${id}.json";\n`).join("")}\n` +
    "/** Every site's header and footer content, as the file holds it (tenants/menus/index.ts validates each). */\n" +
    `export const menuFiles: Record<string, unknown> = {\n${withMenus.map((id) => `  ${id}: ${name("menus", id)},\n`).join("")}};\n`;
  return { [SITES_INDEX]: sites, [MENUS_INDEX]: menus };
}

/** The indexes whose file differs from what the files in tenants/ make (missing ones included). */
export function staleSiteIndexes(root) {
  return Object.entries(siteIndexTexts(root))
    .filter(([path, text]) => !existsSync(join(root, path)) || readFileSync(join(root, path), "utf8") !== text)
    .map(([path]) => path);
}

/** Writes the indexes that changed; returns their paths. */
export function writeSiteIndexes(root) {
  const texts = siteIndexTexts(root);
  const stale = staleSiteIndexes(root);
  for (const path of stale) writeFileSync(join(root, path), texts[path]);
  return stale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf("--root");
  const root = resolve(at >= 0 ? args[at + 1] : join(fileURLToPath(import.meta.url), "../.."));
  if (args.includes("--check")) {
    const stale = staleSiteIndexes(root);
    for (const path of stale) console.error(`${path}: out of date with tenants/*.json (node scripts/site-index.mjs writes it)`);
    process.exit(stale.length ? 1 : 0);
  }
  for (const path of writeSiteIndexes(root)) console.log(`site-index: wrote ${path}`);
}
