/**
 * The integration files of a vitest worker share their modules (vitest.config.ts, isolate:
 * false). That is only safe while no file replaces a module, a global or an environment
 * variable for the files after it: this holds the integration tests to that.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const folder = join(import.meta.dirname, "../integration");
const files = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file));
const LEAKS = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|resetModules)\(|process\.env\.\w+\s*=[^=]|globalThis\.\w+\s*=[^=]/;

describe("integration files sharing their modules", () => {
  it("finds the files", () => {
    expect(files.length).toBeGreaterThan(20);
  });
  it.each(files)("%s replaces no module, global or environment variable", (file) => {
    const lines = readFileSync(join(folder, file), "utf8").split("\n");
    expect(lines.filter((line) => LEAKS.test(line))).toEqual([]);
  });
});
