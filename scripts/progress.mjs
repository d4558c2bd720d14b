/**
 * Progress lines for long commands (the seed, content publish): at most one line every few
 * seconds, saying which step runs and how far it is, with the time since the command started;
 * the closing line always. A command that ends within the interval prints its closing line only,
 * so a quick run stays as short as it was.
 *
 *   const progress = createProgress("seed");
 *   progress.step("planning trips", 42_000, "travels");
 *   for (…) progress.tick();            // seed: planning trips 12,345 of 42,000 travels · 5.0 s
 *   progress.step("loading local D1");  // printed by the timer while the load awaits, if it lasts
 *   progress.say("applied");            // seed: applied · 93.4 s
 */

/** Seconds, one decimal: `12.3 s`. */
export function elapsed(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

const count = (n) => n.toLocaleString("en-US");

/**
 * @param {string} label what each line starts with (`seed`)
 * @param {{ everyMs?: number, print?: (line: string) => void, now?: () => number, timer?: boolean }} [options]
 *   `everyMs`: the least time between two lines (default 5 s). A timer (unref'd: it never keeps
 *   the process alive) prints the running step while the command awaits something; synchronous
 *   loops report through `tick`. `print`, `now` and `timer: false` are for the tests.
 */
export function createProgress(
  label,
  { everyMs = 5_000, print = (line) => console.log(line), now = () => performance.now(), timer = true } = {},
) {
  const started = now();
  let name = "";
  let total = 0;
  let done = 0;
  let unit = "";
  let lastLine = started;
  const line = (text) => {
    lastLine = now();
    print(`${label}: ${text} · ${elapsed(lastLine - started)}`);
  };
  const status = () => {
    if (done === 0 && total === 0) return name;
    return `${name} ${count(done)}${total > 0 ? ` of ${count(total)}` : ""}${unit ? ` ${unit}` : ""}`;
  };
  /** The running step's line, when the last line is `everyMs` old. */
  const poll = () => {
    if (name && now() - lastLine >= everyMs) line(status());
  };
  const interval = timer ? setInterval(poll, everyMs) : undefined;
  interval?.unref();
  return {
    /** A new step; `total` (when known) and `unit` say what its ticks count. */
    step(stepName, stepTotal = 0, stepUnit = "") {
      name = stepName;
      total = stepTotal;
      unit = stepUnit;
      done = 0;
      poll();
    },
    /** `n` more done in the current step. */
    tick(n = 1) {
      done += n;
      poll();
    },
    poll,
    /** A line said at once (a summary, or a step that blocks the timer); the next step goes on after it. */
    say(text) {
      name = "";
      line(text);
    },
    /** No more lines from the timer. */
    stop() {
      name = "";
      if (interval) clearInterval(interval);
    },
  };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape sequences of coloured output are what it removes.
const ANSI = /\x1b\[[0-9;]*m/g;
/** A file's line in vitest's default report: `✓ unit tests/unit/x.test.ts (5 tests) 30ms`. */
const VITEST_FILE = /^\s*[✓❯×↓]\s.*\.test\.tsx?\s\(\d+ tests?/;
/** A test's line in Playwright's list report: `✓  12 [chromium] › tests/e2e/x.spec.ts:3:5 › …`. */
const PLAYWRIGHT_TEST = /^\s*[✓✘-]\s+\d+\s.*›/;

/**
 * How far a test step is, read from what it printed so far: `12 files` (vitest) or `40 tests`
 * (Playwright); empty when it printed neither (the typecheck, the build).
 */
export function testStepProgress(output) {
  const lines = output.replace(ANSI, "").split("\n");
  const files = lines.filter((text) => VITEST_FILE.test(text)).length;
  if (files > 0) return `${files} file${files === 1 ? "" : "s"}`;
  const tests = lines.filter((text) => PLAYWRIGHT_TEST.test(text)).length;
  return tests > 0 ? `${tests} test${tests === 1 ? "" : "s"}` : "";
}

/** `2:05`: minutes and seconds. */
const clock = (ms) => {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

/**
 * `npm test`'s line while steps run (their output is printed whole when each ends):
 * `… 4:10 running: integration 1:40 (31 files), deploy:check 0:20`.
 * @param {number} ms since the run started
 * @param {{ name: string, ms: number, output: string }[]} steps the running steps
 */
export function runningLine(ms, steps) {
  const each = steps.map(({ name, ms: stepMs, output }) => {
    const far = testStepProgress(output);
    return `${name} ${clock(stepMs)}${far ? ` (${far})` : ""}`;
  });
  return `… ${clock(ms)} running: ${each.join(", ")}`;
}
