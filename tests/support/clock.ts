/**
 * The tests' "now": every test that seeds a catalogue, reads a calendar or writes a dated row
 * takes its day from here, and the sites they start read the same clock (the test entries
 * shift the Worker's Date by TEST_CLOCK_OFFSET_MS, tests/support/test-clock.mjs). By default it
 * is the machine's clock; CARAVAN_TEST_DAYS_AHEAD=N runs it N days ahead, which is how
 * `node scripts/test-week.mjs` runs the date-bound tests on each day of a week.
 */
const daysAhead = process.env.CARAVAN_TEST_DAYS_AHEAD ?? "0";
if (!/^\d{1,3}$/.test(daysAhead)) throw new Error(`CARAVAN_TEST_DAYS_AHEAD must be a number of days (0-999), not "${daysAhead}"`);

/** How far the tests' clock runs ahead of the machine's, in milliseconds. */
export const CLOCK_OFFSET_MS = Number(daysAhead) * 86_400_000;

/** The tests' current time. */
export const testNow = (): Date => new Date(Date.now() + CLOCK_OFFSET_MS);

/** The tests' current day in UTC, as YYYY-MM-DD. */
export const testToday = (): string => testNow().toISOString().slice(0, 10);
