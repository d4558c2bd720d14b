import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const script = resolve(import.meta.dirname, "../../scripts/test-setup.mjs");
const run = (chromium: string, ...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], { encoding: "utf8", env: { ...process.env, CHROMIUM_PATH: chromium } });

describe("npm test's first step: Chromium for the browser tests", () => {
  it("goes on when Chromium is there", () => {
    const found = run(process.execPath);
    expect(found.status).toBe(0);
    expect(found.stdout).toContain("Chromium found");
  });

  it("checks without installing: found goes on, a missing named Chromium stops the run", () => {
    expect(run(process.execPath, "--check").stdout).toContain("Chromium found");
    const missing = run("/nowhere/chromium", "--check");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("CHROMIUM_PATH=/nowhere/chromium is not an executable");
  });

  it("stops at once with one line saying what to do when the named Chromium is missing", () => {
    const missing = run("/nowhere/chromium");
    expect(missing.status).toBe(1);
    expect(missing.stderr.trim().split("\n")).toHaveLength(1);
    expect(missing.stderr).toContain("CHROMIUM_PATH=/nowhere/chromium is not an executable");
  });
});
