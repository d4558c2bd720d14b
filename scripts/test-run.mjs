// `npm test`: every layer of tests, in the order that stops soonest on a mistake; the steps that
// do not need each other run side by side (the typecheck, unit tests and build). Each step's
// output is printed whole when it ends (never interleaved); meanwhile a line every 15 s says
// which steps run, for how long and how far they are (files or tests done); a table of times per
// layer closes the run.
//
//   node scripts/test-run.mjs          (TEST_SERIAL=1 runs one step at a time)
//
// A group starts once the previous one passed; a failing step lets the rest of its group end
// (their results are worth reading) and the run stops after it with exit code 1.
import { spawn } from "node:child_process";
import { runningLine } from "./progress.mjs";

/** Groups of npm scripts: each group's steps run at once. */
const GROUPS = [
  // Whether the browser tests' Chromium is there or can be installed, before anything slow
  // (otherwise the run stops here with the command to type); then the fastest checks.
  [["setup", "node", ["scripts/test-setup.mjs", "--check"]]],
  [["lint", "npm", ["run", "--silent", "lint"]]],
  // Independent of each other: the build is what the later layers run.
  [
    ["typecheck", "npm", ["run", "--silent", "typecheck"]],
    ["unit", "npm", ["run", "--silent", "test:unit"]],
    ["build", "npm", ["run", "--silent", "build"]],
  ],
  // The built Worker: the integration and browser tests. These two run one after the other:
  // side by side they saturate both cores and the browser tests' waits (page, e-mail, the alert
  // job) run past their limits. Short single-process steps run beside the integration tests: the
  // production deploy's dry run, and the browser tests' state folder (migrations, seed, pages),
  // so their server starts at once.
  [
    ["integration", "npm", ["run", "--silent", "test:integration"]],
    ["deploy:check", "npm", ["run", "--silent", "deploy:check"]],
    ["e2e-prepare", "node", ["scripts/serve.mjs", "--prepare", "--persist-to", ".wrangler/e2e-state"]],
  ],
  [["e2e", "npm", ["run", "--silent", "test:e2e"]]],
];
/**
 * Chromium's install when it is missing (apt: the network and the disk, a few cores' seconds):
 * started once the check passed, beside the next groups; the browser tests wait for it.
 */
const BACKGROUND = { step: ["chromium", "node", ["scripts/test-setup.mjs"]], after: 0, before: GROUPS.length - 1 };

const serial = process.env.TEST_SERIAL === "1";
const started = Date.now();
const times = [];
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
/** The steps running now, with their output so far. */
const running = new Map();
const PROGRESS_MS = 15_000;
setInterval(() => {
  if (running.size === 0) return;
  const now = Date.now();
  const steps = [...running].map(([name, { begun, output }]) => ({ name, ms: now - begun, output: Buffer.concat(output).toString() }));
  console.log(runningLine(now - started, steps));
}, PROGRESS_MS).unref();

function runStep([name, command, args], group = current) {
  return new Promise((resolve) => {
    const begun = Date.now();
    console.log(`▶ ${name} (${[command, ...args].join(" ")})`);
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0" } });
    const output = [];
    running.set(name, { begun, output });
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      running.delete(name);
      const ms = Date.now() - begun;
      const ok = code === 0;
      times.push({ name, ms, ok, group });
      process.stdout.write(`\n──── ${name}: ${ok ? "passed" : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(ms)} ────\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(ok);
    });
  });
}

let passed = true;
let current = 0;
const groupTimes = [];
let background = null;
for (const [index, group] of GROUPS.entries()) {
  current = index;
  if (index === BACKGROUND.before && background && !(await background)) {
    passed = false;
    break;
  }
  const begun = Date.now();
  const results = serial ? [] : await Promise.all(group.map((step) => runStep(step)));
  if (serial) for (const step of group) results.push(await runStep(step));
  groupTimes[index] = Date.now() - begun;
  if (results.includes(false)) {
    passed = false;
    break;
  }
  if (index === BACKGROUND.after) {
    background = runStep(BACKGROUND.step, "background");
    if (serial && !(await background)) {
      passed = false;
      break;
    }
  }
}

// A failed step stopped the run: an install under way still ends (dpkg is not to be cut short).
if (background) await background;

console.log("\nTime per layer (the steps of a line ran side by side; the line's time is theirs together):");
for (const [index, ms] of groupTimes.entries()) {
  const steps = times.filter((t) => t.group === index).map((t) => `${t.name} ${seconds(t.ms)}${t.ok ? "" : " FAILED"}`);
  console.log(`  ${seconds(ms).padStart(6)}  ${steps.join(" · ")}`);
}
for (const t of times.filter((t) => t.group === "background")) {
  console.log(`  (beside them: ${t.name} ${seconds(t.ms)}${t.ok ? "" : " FAILED"}, awaited before ${GROUPS[BACKGROUND.before][0][0]})`);
}
console.log(`  ${seconds(Date.now() - started).padStart(6)}  total: ${passed ? "passed" : "FAILED"}`);
process.exit(passed ? 0 : 1);
