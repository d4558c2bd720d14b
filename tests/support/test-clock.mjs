/**
 * The Worker's clock in the test entries: TEST_CLOCK_OFFSET_MS (the tests' clock,
 * tests/support/clock.ts) moves `Date.now()` and `new Date()` that far ahead, before the Worker
 * sees the request. Zero leaves the clock alone.
 */
const RealDate = Date;
let offset = 0;

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }
  static now() {
    return RealDate.now() + offset;
  }
}

/** Applies the binding's offset (the same for every request of a site). */
export function shiftClock(env) {
  const wanted = Number(env.TEST_CLOCK_OFFSET_MS ?? 0);
  if (wanted === offset) return;
  offset = wanted;
  globalThis.Date = offset === 0 ? RealDate : ShiftedDate;
}
