/**
 * The tests' "now": every test that seeds a catalogue, reads a calendar or writes a dated row
 * takes its day from here, and the sites they start read the same clock (the test entries
 * shift the Worker's Date by TEST_CLOCK_OFFSET_MS, tests/support/test-clock.mjs). By default it
 * is the machine's clock; CARAVAN_TEST_DAYS_AHEAD=N runs it N days ahead, which is how
 * `node scripts/test-week.mjs` runs the date-bound tests on each day of a week.
 */
import { testClockOffsetMs } from "../../scripts/serve-options.mjs";

/** How far the tests' clock runs ahead of the machine's, in milliseconds (the test server reads the same setting). */
export const CLOCK_OFFSET_MS: number = testClockOffsetMs(process.env.CARAVAN_TEST_DAYS_AHEAD);

/** The tests' current time. */
export const testNow = (): Date => new Date(Date.now() + CLOCK_OFFSET_MS);

/** The tests' current day in UTC, as YYYY-MM-DD. */
export const testToday = (): string => testNow().toISOString().slice(0, 10);
