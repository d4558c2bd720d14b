// The date-bound tests on each day of one week, with the tests' clock (tests/support/clock.ts),
// the sites' clock and the seed 0 to 6 days ahead of today. A test that holds only on some
// weekdays, or only before or after a month's end, fails on one of the seven.
//
// - Integration: the files that take their "now" from tests/support/clock.ts (the test entries
//   shift the Worker's clock to match).
// - Browser: the specs that read calendars, dates, events and prices (E2E_SPECS below). Their
//   server (`serve.mjs --test-hooks`) runs its Worker and its seed on the same day, in a state
//   folder of its own, and the pages' clock starts from that day (tests/e2e/fixtures.ts).
//
//   node scripts/test-week.mjs                     (needs a build: npm run build)
//   node scripts/test-week.mjs --integration       (or --e2e: one half only)
//   node scripts/test-week.mjs tests/integration/calendar-truth.test.ts tests/e2e/trip.spec.ts …
//
// Not part of `npm test` (seven runs): run it after changing dates, calendars or the seed.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/** The browser specs whose outcome depends on the day: calendars, date searches, events, prices. */
const E2E_SPECS = [
  "departure-truth-no-js",
  "events",
  "events-no-js",
  "journey",
  "modal-focus",
  "sales",
  "search",
  "search-dates",
  "search-dates-no-js",
  "search-no-js",
  "trip",
  "trip-layout",
  "trip-no-js",
].map((name) => `tests/e2e/${name}.spec.ts`);

const args = process.argv.slice(2);
const halves = args.includes("--integration") ? ["integration"] : args.includes("--e2e") ? ["e2e"] : ["integration", "e2e"];
const named = args.filter((arg) => !arg.startsWith("--"));
const integration = halves.includes("integration")
  ? named.length > 0
    ? named.filter((path) => path.endsWith(".test.ts"))
    : readdirSync("tests/integration")
        .filter((name) => name.endsWith(".test.ts"))
        .map((name) => `tests/integration/${name}`)
        .filter((path) => readFileSync(path, "utf8").includes('from "../support/clock"'))
  : [];
const e2e = halves.includes("e2e") ? (named.length > 0 ? named.filter((path) => path.endsWith(".spec.ts")) : E2E_SPECS) : [];
if (integration.length + e2e.length === 0) {
  console.error("test-week: nothing to run (no integration file takes its day from tests/support/clock.ts, and no spec was named)");
  process.exit(2);
}

const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "short", timeZone: "UTC" });
const failed = [];
for (let ahead = 0; ahead < 7; ahead++) {
  const day = weekday.format(new Date(Date.now() + ahead * 86_400_000));
  const env = { ...process.env, CARAVAN_TEST_DAYS_AHEAD: String(ahead) };
  console.log(`\n▶ ${day} (CARAVAN_TEST_DAYS_AHEAD=${ahead}): ${integration.length} integration files, ${e2e.length} browser specs`);
  if (integration.length > 0) {
    const run = spawnSync("npx", ["vitest", "run", "--project", "integration", ...integration], { stdio: "inherit", env });
    if (run.status !== 0) failed.push(`${day} (integration)`);
  }
  if (e2e.length > 0) {
    const run = spawnSync("npx", ["playwright", "test", ...e2e], { stdio: "inherit", env });
    if (run.status !== 0) failed.push(`${day} (browser)`);
  }
}
console.log(failed.length === 0 ? "\ntest-week: passed on all seven days" : `\ntest-week: FAILED on ${failed.join(", ")}`);
process.exit(failed.length === 0 ? 0 : 1);
