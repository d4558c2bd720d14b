import { describe, expect, it } from "vitest";
import { createProgress, runningLine, testStepProgress } from "../../scripts/progress.mjs";

/** A progress reporter on a clock the test moves. */
function reporter(everyMs = 5_000) {
  let clock = 0;
  const lines: string[] = [];
  const progress = createProgress("seed", { everyMs, print: (line) => lines.push(line), now: () => clock, timer: false });
  return { progress, lines, advance: (ms: number) => (clock += ms) };
}

describe("progress lines of long commands", () => {
  it("a run shorter than the interval prints its closing line only", () => {
    const { progress, lines, advance } = reporter();
    progress.step("planning trips", 420, "travels");
    for (let i = 0; i < 420; i++) {
      progress.tick();
      advance(5);
    }
    progress.step("writing the script");
    progress.say("420 travels");
    expect(lines).toEqual(["seed: 420 travels · 2.1 s"]);
  });

  it("a long step says how far it is, at most once per interval, with the time since the start", () => {
    const { progress, lines, advance } = reporter();
    progress.step("planning trips", 42_000, "travels");
    for (let i = 0; i < 42_000; i++) {
      advance(1);
      progress.tick();
    }
    // 42 s of ticks: a line every 5 s, never more.
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe("seed: planning trips 5,000 of 42,000 travels · 5.0 s");
    expect(lines[7]).toBe("seed: planning trips 40,000 of 42,000 travels · 40.0 s");
  });

  it("a step awaiting something is named by the timer's poll; a summary always prints, and stops the step's lines", () => {
    const { progress, lines, advance } = reporter();
    progress.step("loading local D1 in chunks", 512, "MB");
    advance(4_000);
    progress.poll();
    expect(lines).toEqual([]);
    advance(1_000);
    progress.poll();
    progress.tick(8);
    advance(6_000);
    progress.poll();
    progress.say("applied to local D1");
    advance(10_000);
    progress.poll();
    expect(lines).toEqual([
      "seed: loading local D1 in chunks 0 of 512 MB · 5.0 s",
      "seed: loading local D1 in chunks 8 of 512 MB · 11.0 s",
      "seed: applied to local D1 · 11.0 s",
    ]);
  });

  it("reads how far a test step is from its report so far", () => {
    const vitest = [
      " RUN  v4.1.12 /repo",
      " \u001b[32m✓\u001b[39m unit tests/unit/plural.test.ts (16 tests) 274ms",
      " ❯ integration tests/integration/shell.test.ts (12 tests | 1 failed) 3.1s",
      "   ✓ a test inside a file is not a file",
    ].join("\n");
    expect(testStepProgress(vitest)).toBe("2 files");
    const playwright = [
      "Running 150 tests using 2 workers",
      "  ✓   1 [chromium] › tests/e2e/home.spec.ts:5:3 › the home page (2.1s)",
      "  ✘   2 [chromium] › tests/e2e/trip.spec.ts:9:3 › the calendar (30.0s)",
    ].join("\n");
    expect(testStepProgress(playwright)).toBe("2 tests");
    expect(testStepProgress("build: wrote tenants/sites.generated.ts\n")).toBe("");
  });
});

describe("npm test's running line", () => {
  it("names each running step with its time and, for test steps, how far it is", () => {
    const integration =
      " ✓ integration tests/integration/a.test.ts (3 tests) 2.1s\n ✓ integration tests/integration/b.test.ts (1 test) 1.0s\n";
    expect(
      runningLine(250_000, [
        { name: "integration", ms: 100_000, output: integration },
        { name: "deploy:check", ms: 20_500, output: "deploy: dry run\n" },
      ]),
    ).toBe("… 4:10 running: integration 1:40 (2 files), deploy:check 0:20");
  });
});
