// Whether build/ is the production build of the sources as they are now.
//
// `npm run build` (scripts/build.mjs) writes build/caravan-build.json after a build:
//   { mode: "production", sources: "<sha256>", server: "<sha256>" }
// `sources` hashes the contents of every file that makes the build (see SOURCE_ROOTS) and
// the installed dependencies; `server` hashes build/index.js as that build wrote it, so a
// build written by anything else since (`npm run dev`, a bare `remix build`) is never taken
// for it. File times are not used: a checkout, a copy or a tool touching a file changes them
// without changing what gets built.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MENUS_INDEX, SITES_INDEX } from "./site-index.mjs";

export const STAMP_FILE = "build/caravan-build.json";
const SERVER_BUILD = "build/index.js";

/**
 * What `remix build` reads from this repository: the app, the Worker, the sites, the
 * catalogues, the dependency patches and the top-level configs. Not in it: tests, scripts,
 * docs, `.dev.vars` (read by wrangler when it serves, never bundled) and the local state.
 */
const SOURCE_ROOTS = [
  "app",
  "workers",
  "tenants",
  "locales",
  "patches",
  "remix.config.js",
  "remix.env.d.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];
/** Written from tenants/*.json (scripts/site-index.mjs), which are hashed themselves. */
const GENERATED = new Set([SITES_INDEX, MENUS_INDEX]);

const sha256 = (data) => createHash("sha256").update(data).digest("hex");

function filesUnder(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((entry) => filesUnder(root, join(path, entry)));
}

/** Hash of the build's sources (names and contents) and of the installed dependencies. */
export function sourceHash(root = ".") {
  const hash = createHash("sha256");
  for (const path of SOURCE_ROOTS.flatMap((entry) => filesUnder(root, entry))) {
    if (GENERATED.has(path)) continue;
    hash.update(`${path}\n${sha256(readFileSync(join(root, path)))}\n`);
  }
  // npm ci and npm install rewrite it with what they installed.
  const installed = join(root, "node_modules", ".package-lock.json");
  hash.update(existsSync(installed) ? sha256(readFileSync(installed)) : "no dependencies installed");
  return hash.digest("hex");
}

function readStamp(root) {
  try {
    return JSON.parse(readFileSync(join(root, STAMP_FILE), "utf8"));
  } catch {
    return null;
  }
}

/** Records that build/ is a `mode` build of the sources hashed before it started. */
export function writeStamp(root, { mode, sources }) {
  const server = sha256(readFileSync(join(root, SERVER_BUILD)));
  writeFileSync(join(root, STAMP_FILE), `${JSON.stringify({ mode, sources, server }, null, 2)}\n`);
}

/**
 * `{ fresh: true }` when build/ holds a build of `mode` ("production" unless said) of the
 * sources as they are now; else `{ fresh: false, reason }`, the reason in words.
 */
export function buildFreshness(root = ".", mode = "production") {
  const server = join(root, SERVER_BUILD);
  if (!existsSync(server) || !existsSync(join(root, "public", "build"))) return { fresh: false, reason: "there is no build yet" };
  const stamp = readStamp(root);
  if (!stamp) return { fresh: false, reason: `${STAMP_FILE} is missing (a build not made by \`npm run build\`)` };
  if (stamp.server !== sha256(readFileSync(server))) return { fresh: false, reason: `${SERVER_BUILD} was written by another build since` };
  if (stamp.mode !== mode) return { fresh: false, reason: `build/ is a ${stamp.mode} build` };
  if (stamp.sources !== sourceHash(root)) return { fresh: false, reason: "a source changed since the last build" };
  return { fresh: true };
}
