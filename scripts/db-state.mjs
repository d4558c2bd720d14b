// What `npm start` (scripts/serve.mjs) needs to decide what it can skip: which migrations and which demo seed the local D1 database in a state folder holds.
//
// The state is a small JSON file kept next to the database it describes
// (`<persist-to>/caravan-db.json`), written after the seed succeeded:
//   { migrations: { "0001_catalogue.sql": "<sha256>", … }, seed: "<sha256>", day: "YYYY-MM-DD", content: "<sha256>" }
// `seed` hashes the seed script bundled with everything it imports (seed modules, schema,
// catalogues …), found by esbuild rather than by a hand-kept list of folders; `day` is the
// date the demo departures count from, so the first start of a new day seeds again; `content`
// hashes the custom page files (tenants/content) with the publish script and what it imports,
// so `npm start` runs content:publish only when a page or the publishing code changed.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { buildSync } from "esbuild";

export const MIGRATIONS_DIR = "workers/db/migrations";
export const SEED_ENTRY = "scripts/seed.ts";
export const CONTENT_DIR = "tenants/content";
export const CONTENT_PUBLISH_ENTRY = "scripts/content-publish.ts";
const STATE_FILE = "caravan-db.json";

const sha256 = (data) => createHash("sha256").update(data).digest("hex");

/** The UTC day the seed's dates count from (the seed works in UTC days). */
export function seedDay(now = new Date()) {
  return now.toISOString().slice(0, 10);
}

export function migrationHashes(dir = MIGRATIONS_DIR) {
  if (!existsSync(dir)) return {};
  const files = readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .sort();
  return Object.fromEntries(files.map((file) => [file, sha256(readFileSync(join(dir, file)))]));
}

/** Where the inputs of the last bundles hashed are kept, so an unchanged tree is not bundled again. */
const BUNDLE_CACHE = ".cache/bundle-hashes.json";

function readBundleCache() {
  try {
    return JSON.parse(readFileSync(BUNDLE_CACHE, "utf8"));
  } catch {
    return {};
  }
}

/**
 * Hash of the seed script and everything it imports from this repository. Bundling it takes
 * about a second, so the files it read last time are kept with their hashes: while each still
 * holds the same bytes, the bundle would be the same (a new import needs an edit of one of them).
 */
export function seedHash(entry = SEED_ENTRY) {
  const cache = readBundleCache();
  const known = cache[entry];
  if (known && Object.entries(known.inputs).every(([path, hash]) => existsSync(path) && sha256(readFileSync(path)) === hash))
    return known.hash;
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "silent",
  });
  const hash = sha256(result.outputFiles.map((file) => file.text).join("\n"));
  const inputs = Object.fromEntries(Object.keys(result.metafile.inputs).map((path) => [path, sha256(readFileSync(path))]));
  try {
    mkdirSync(dirname(BUNDLE_CACHE), { recursive: true });
    writeFileSync(BUNDLE_CACHE, JSON.stringify({ ...readBundleCache(), [entry]: { hash, inputs } }));
  } catch {
    // a read-only checkout bundles every time
  }
  return hash;
}

/** Hash of every custom page file and of the publish script with everything it imports. */
export function contentHash(dir = CONTENT_DIR) {
  const files = [];
  const walk = (folder) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder).sort()) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith(".json")) files.push(`${path}\n${sha256(readFileSync(path))}`);
    }
  };
  walk(dir);
  return sha256(`${seedHash(CONTENT_PUBLISH_ENTRY)}\n${files.join("\n")}`);
}

export function wantedState(day) {
  // Content is published again each day too: bean bar windows relative to the publish day
  // ("today+45") then stay relative to the day the site runs.
  return { migrations: migrationHashes(), seed: seedHash(), day, content: `${contentHash()}@${day}` };
}

export function readState(persistTo) {
  try {
    const state = JSON.parse(readFileSync(join(persistTo, STATE_FILE), "utf8"));
    if (state && typeof state.migrations === "object" && typeof state.seed === "string" && typeof state.day === "string") return state;
  } catch {
    // missing or unreadable: treated as a database nobody has seeded
  }
  return null;
}

export function writeState(persistTo, state) {
  const file = join(persistTo, STATE_FILE);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

const d1Dir = (persistTo) => join(persistTo, "v3", "d1");

/** Whether the state folder holds a D1 database file (Miniflare keeps one .sqlite per database). */
export function localDatabaseExists(persistTo) {
  const dir = join(d1Dir(persistTo), "miniflare-D1DatabaseObject");
  return existsSync(dir) && readdirSync(dir).some((file) => file.endsWith(".sqlite") && file !== "metadata.sqlite");
}

/** Deletes the local D1 database(s) of a state folder and the record of what they held. */
export function recreateLocalDatabase(persistTo) {
  rmSync(d1Dir(persistTo), { recursive: true, force: true });
  rmSync(join(persistTo, STATE_FILE), { force: true });
}
