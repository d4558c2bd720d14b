/**
 * The lock file's tree is consistent: every dependency and every peer that is installed is in
 * the range its dependent asks for, so `npm ls` exits 0 on a fresh `npm ci`. It reads the lock
 * file only (no network, no node_modules). The usual way to break it is a root pin that a
 * package's peer range no longer accepts (vitest's vite asks for esbuild ^0.27 || ^0.28, the
 * Remix compiler for exactly 0.17.6, which npm then installs beside it).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");

describe("the installed tree", () => {
  it("npm ls --all finds no invalid, missing or extraneous package in the lock file", () => {
    const ls = spawnSync("npm", ["ls", "--all", "--package-lock-only", "--json"], { cwd: root, encoding: "utf8", timeout: 60_000 });
    const problems = (JSON.parse(ls.stdout) as { problems?: string[] }).problems ?? [];
    expect(problems).toEqual([]);
    expect(ls.status).toBe(0);
  }, 60_000);

  it("the root's esbuild is one that vite's peer range accepts, and the Remix compiler keeps its own", () => {
    const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as {
      packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
    };
    expect(lock.packages["node_modules/esbuild"]?.version).toMatch(/^0\.2[78]\./);
    expect(lock.packages["node_modules/@remix-run/dev/node_modules/esbuild"]?.version).toBe("0.17.6");
  });
});
