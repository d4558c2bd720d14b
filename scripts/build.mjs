#!/usr/bin/env node
// `npm run build`: the site indexes (scripts/site-index.mjs), `remix build`, the second
// minification of the browser build (scripts/minify-client.mjs), then the stamp that says
// which sources this build was made from and in which mode (scripts/build-stamp.mjs).
// `npm start`, `npm run dev` and `npm run deploy:check` build through it.
//
//   node scripts/build.mjs [--mode development]
//
// A development build (`npm run dev`) keeps React's development build and writes source maps,
// so the Worker's stack traces name the source files and lines; it is not minified again.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { STAMP_FILE, sourceHash, writeStamp } from "./build-stamp.mjs";
import { minifyClientBuild } from "./minify-client.mjs";
import { writeSiteIndexes } from "./site-index.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({ options: { mode: { type: "string", default: "production" } } });
const mode = values.mode;
if (mode !== "production" && mode !== "development") {
  console.error(`build: --mode is production or development, not "${mode}"`);
  process.exit(2);
}
const started = performance.now();
for (const path of writeSiteIndexes(join(root, "tenants"))) console.log(`build: wrote ${path}`);
// Hashed before the build reads them: a file saved during the build makes the next start build again.
const sources = sourceHash(root);
rmSync(join(root, STAMP_FILE), { force: true });
// The classic compiler takes its mode from NODE_ENV.
const remixArgs = mode === "development" ? ["build", "--sourcemap"] : ["build"];
// A development build is made while `npm run dev` serves the last one: wrangler watches public/
// and stops on a file that vanishes between its listing and its read, which `remix build`
// (it empties its output folder first) would cause. So the browser files are built in a folder
// of their own, then copied in; the older files stay until the next production build.
const staging = join(root, ".cache/dev-assets");
const remix = spawnSync(process.execPath, [join(root, "node_modules/@remix-run/dev/dist/cli.js"), ...remixArgs], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: mode, ...(mode === "development" ? { CARAVAN_ASSETS_BUILD_DIR: staging } : {}) },
});
if (remix.status !== 0) process.exit(remix.status ?? 1);
if (mode === "development") copyChanged(staging, join(root, "public/build"));
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
if (mode === "production") {
  const { before, after } = await minifyClientBuild(join(root, "public/build"));
  writeStamp(root, { mode, sources });
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  console.log(`build: done in ${seconds()} s (browser build ${kib(before)} → ${kib(after)} KiB gzip)`);
} else {
  writeStamp(root, { mode, sources });
  console.log(`build: development build done in ${seconds()} s`);
}

/** Copies the files of `from` into `to` (folders included) where they are new or differ; removes nothing. */
function copyChanged(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) copyChanged(source, target);
    else if (!sameBytes(source, target)) copyFileSync(source, target);
  }
}

function sameBytes(a, b) {
  try {
    return readFileSync(a).equals(readFileSync(b));
  } catch {
    return false;
  }
}
