import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { minifyClientBuild } from "../../scripts/minify-client.mjs";

/** A module as esbuild leaves some of its output: correct, with room a compressing pass finds. */
const MODULE = `import{a as b}from"/build/_shared/chunk-A.js";function longName(value){var first=value+1;var second=first*2;return second+b}export{longName as a};`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "minify-client-"));
  mkdirSync(join(dir, "_shared"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the browser build's second minification", () => {
  it("shrinks every script in place and keeps each module's imports and exports", async () => {
    writeFileSync(join(dir, "_shared", "chunk-B.js"), MODULE);
    const { before, after } = await minifyClientBuild(dir);
    const out = readFileSync(join(dir, "_shared", "chunk-B.js"), "utf8");
    expect(out.length).toBeLessThan(MODULE.length);
    expect(after).toBeLessThanOrEqual(before);
    expect(out).toContain(`from"/build/_shared/chunk-A.js"`);
    expect(out).toMatch(/export\{\w+ as a\}/);
    // The module still computes what it did.
    const url = `data:text/javascript,${encodeURIComponent(out.replace(/import\{a as (\w+)\}from"[^"]+";/, "const $1=10;"))}`;
    const { a } = (await import(/* @vite-ignore */ url)) as { a: (value: number) => number };
    expect(a(2)).toBe(16);
  });

  it("leaves the manifest and any script with a source map as the compiler wrote them", async () => {
    writeFileSync(join(dir, "manifest-ABC.js"), `window.__remixManifest={"version":"abc", "routes": {}};`);
    writeFileSync(join(dir, "root-X.js"), MODULE);
    writeFileSync(join(dir, "root-X.js.map"), "{}");
    const { kept } = await minifyClientBuild(dir);
    expect(kept).toBe(1);
    expect(readFileSync(join(dir, "manifest-ABC.js"), "utf8")).toBe(`window.__remixManifest={"version":"abc", "routes": {}};`);
    expect(readFileSync(join(dir, "root-X.js"), "utf8")).toBe(MODULE);
  });

  it("names the file it cannot read, and a missing build", async () => {
    writeFileSync(join(dir, "broken-Y.js"), "export const = ;");
    await expect(minifyClientBuild(dir)).rejects.toThrow(/broken-Y\.js/);
    await expect(minifyClientBuild(join(dir, "nowhere"))).rejects.toThrow(/missing: run `remix build` first/);
  });
});
