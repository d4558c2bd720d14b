#!/usr/bin/env node
/**
 * A second minification of the browser build (public/build), after `remix build`.
 *
 * The classic compiler minifies with esbuild, which favours speed: its output of React, the
 * Remix router and the site's own modules still has room that a compressing minifier finds
 * (constants folded across statements, functions inlined, top-level names mangled in modules).
 * SWC's minifier (the one Next.js ships with) takes 3.2 KiB gzip off every page's first visit
 * in under half a second; `npm run bench:pages` prints the figures.
 *
 * The files keep their names: the names are esbuild's hashes of what it wrote, and the same
 * build always minifies to the same bytes. A file with a source map beside it is left as it is
 * (a `--sourcemap` build, for reading where the bytes come from), since its map would no longer
 * match it.
 *
 * Usage: node scripts/minify-client.mjs [directory]   (default: public/build)
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { minify } from "@swc/core";
import { gzipSync } from "node:zlib";

/** Local and top-level names are mangled, property names never (the site reads route data by name). */
const OPTIONS = {
  module: true,
  ecma: 2020,
  compress: { ecma: 2020, passes: 3 },
  mangle: { toplevel: true },
  format: { comments: false },
};

function scripts(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return scripts(path);
    // The manifest is data the server also reads: it stays as the compiler wrote it.
    return entry.name.endsWith(".js") && !entry.name.startsWith("manifest-") ? [path] : [];
  });
}

/** Minifies every script of the browser build in place; returns the gzip bytes before and after. */
export async function minifyClientBuild(directory = "public/build") {
  if (!existsSync(directory)) throw new Error(`${directory} is missing: run \`remix build\` first`);
  let before = 0;
  let after = 0;
  let kept = 0;
  await Promise.all(
    scripts(directory).map(async (file) => {
      if (existsSync(`${file}.map`)) {
        kept++;
        return;
      }
      const code = readFileSync(file, "utf8");
      let result;
      try {
        result = await minify(code, OPTIONS);
      } catch (error) {
        throw new Error(`minifying ${file} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      // Never larger than what esbuild wrote.
      const output = result.code.length < code.length ? result.code : code;
      before += gzipSync(code).length;
      after += gzipSync(output).length;
      if (output !== code) writeFileSync(file, output);
    }),
  );
  return { before, after, kept };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const { before, after, kept } = await minifyClientBuild(process.argv[2]);
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  console.log(
    `minify-client: ${kib(before)} → ${kib(after)} KiB gzip over the whole build in ${Math.round(performance.now() - started)} ms` +
      (kept ? ` (${kept} files with source maps left as they are)` : ""),
  );
}
