/**
 * Moves the clock of a test file `ms` ahead (behind when negative): `Date.now()` and `new Date()`
 * in the app and in the mock alike, so requests stay signed with the mock's own time. For
 * rehearsing another day with `TEST_CLOCK_DAYS` (setupTests.ts): the mock's seed is dated
 * around the latest 10:00 China time, and what a story finds (how many settlements are
 * 部分结算, whether the newest 已完成 order was a breach) turns on that day. Returns how to put
 * the clock back as it was.
 */
export function shiftClock(ms: number): () => void {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + ms);
      // Any other form is the real Date's (a time, a text, year and month…).
      else super(...(args as [number, number, number, number, number, number, number]));
    }

    static override now(): number {
      return RealDate.now() + ms;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}

/**
 * Runs the clock from `at` on (app and mock alike) until the returned function puts it back: a
 * name stamped to the minute (exportFileName) reads `at`'s minute for the rest of that minute.
 */
export const runClockFrom = (at: Date): (() => void) => shiftClock(at.getTime() - Date.now());

/** The clocks atMinuteStart moved, put back after each test (setupTests.ts). */
const movedForTheTest: (() => void)[] = [];

export function restoreTestClocks(): void {
  movedForTheTest
    .splice(0)
    .reverse()
    .forEach((restore) => restore());
}

/**
 * Moves the clock back to the first second of the current minute, until the test ends (by less
 * than a minute, so the mock's signatures and sessions are as they were), and gives that minute
 * as an export's file name carries it, `YYYYMMDD-HHmm` in local time (decision 0011): the name
 * of an export asked for in the next 59 s.
 */
export function atMinuteStart(): string {
  const now = Date.now();
  const at = new Date(now - (now % 60_000) + 1000);
  movedForTheTest.push(runClockFrom(at));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}-${two(at.getHours())}${two(at.getMinutes())}`;
}
