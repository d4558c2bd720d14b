/**
 * The integration files of a vitest worker share their modules (vitest.config.ts, isolate:
 * false), and so do the unit files. That is only safe while no file replaces a module, a global
 * or an environment variable for the files after it: this holds both layers to that. A unit file
 * may stub a global (vi.stubGlobal) when it puts them all back after each test (vi.unstubAllGlobals).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const tests = join(import.meta.dirname, "..");
const filesOf = (layer: string) =>
  readdirSync(join(tests, layer), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(layer, file));
const LEAKS = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|resetModules)\(|process\.env\.\w+\s*=[^=]|globalThis\.\w+\s*=[^=]/;
/** A stubbed global that the file puts back after each of its tests. */
const restoredStub = (text: string, line: string) =>
  /\bvi\.stubGlobal\(/.test(line) && /afterEach\(\(\) => vi\.unstubAllGlobals\(\)\)/.test(text);

describe.each(["integration", "unit"])("%s files sharing their modules", (layer) => {
  const files = filesOf(layer);
  it("finds the files", () => {
    expect(files.length).toBeGreaterThan(20);
  });
  it.each(files)("%s replaces no module, global or environment variable", (file) => {
    const text = readFileSync(join(tests, file), "utf8");
    // This file names the patterns it looks for.
    if (file === join("unit", "integration-isolation.test.ts")) return;
    // Code, not the text of a string (a test may expect an installed file to say `globalThis.x =`).
    const code = (line: string) => line.replace(/"(?:[^"\\]|\\.)*"/g, '""');
    expect(text.split("\n").filter((line) => LEAKS.test(code(line)) && !restoredStub(text, line))).toEqual([]);
  });
});
