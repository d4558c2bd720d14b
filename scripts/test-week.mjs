// The date-bound tests on each day of one week: the integration tests that take their "now"
// from tests/support/clock.ts, run seven times with the tests' clock (and the sites' clock, which
// the test entries shift to match) 0 to 6 days ahead of today. A test that holds only on some
// weekdays, or only before or after a month's end, fails on one of the seven.
//
//   node scripts/test-week.mjs                 (needs a build: npm run build)
//   node scripts/test-week.mjs tests/integration/calendar-truth.test.ts …   (only these files)
//
// Not part of `npm test` (seven runs): run it after changing dates, calendars or the seed.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const named = process.argv.slice(2);
const files =
  named.length > 0
    ? named
    : readdirSync("tests/integration")
        .filter((name) => name.endsWith(".test.ts"))
        .map((name) => `tests/integration/${name}`)
        .filter((path) => readFileSync(path, "utf8").includes('from "../support/clock"'));
if (files.length === 0) {
  console.error("test-week: no test file takes its day from tests/support/clock.ts");
  process.exit(2);
}

const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "short", timeZone: "UTC" });
const failed = [];
for (let ahead = 0; ahead < 7; ahead++) {
  const day = weekday.format(new Date(Date.now() + ahead * 86_400_000));
  console.log(`\n▶ ${day} (CARAVAN_TEST_DAYS_AHEAD=${ahead}): ${files.length} files`);
  const run = spawnSync("npx", ["vitest", "run", "--project", "integration", ...files], {
    stdio: "inherit",
    env: { ...process.env, CARAVAN_TEST_DAYS_AHEAD: String(ahead) },
  });
  if (run.status !== 0) failed.push(day);
}
console.log(failed.length === 0 ? "\ntest-week: passed on all seven days" : `\ntest-week: FAILED on ${failed.join(", ")}`);
process.exit(failed.length === 0 ? 0 : 1);
