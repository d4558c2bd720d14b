#!/usr/bin/env node
// `npm run build`: the site indexes (scripts/site-index.mjs), `remix build`, the second
// minification of the browser build (scripts/minify-client.mjs), then the stamp that says
// which sources this production build was made from (scripts/build-stamp.mjs). `npm start`
// and `npm run deploy:check` build through it.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { STAMP_FILE, sourceHash, writeStamp } from "./build-stamp.mjs";
import { minifyClientBuild } from "./minify-client.mjs";
import { writeSiteIndexes } from "./site-index.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const started = performance.now();
for (const path of writeSiteIndexes(join(root, "tenants"))) console.log(`build: wrote ${path}`);
// Hashed before the build reads them: a file saved during the build makes the next start build again.
const sources = sourceHash(root);
rmSync(join(root, STAMP_FILE), { force: true });
const remix = spawnSync(process.execPath, [join(root, "node_modules/@remix-run/dev/dist/cli.js"), "build"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
if (remix.status !== 0) process.exit(remix.status ?? 1);
const { before, after } = await minifyClientBuild(join(root, "public/build"));
writeStamp(root, { mode: "production", sources });
const kib = (bytes) => (bytes / 1024).toFixed(1);
console.log(
  `build: done in ${((performance.now() - started) / 1000).toFixed(1)} s (browser build ${kib(before)} → ${kib(after)} KiB gzip)`,
);
