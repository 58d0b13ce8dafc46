/**
 * Moves the clock of a test file `ms` ahead (behind when negative): `Date.now()` and `new Date()`
 * in the app and in the mock alike, so requests stay signed with the mock's own time. For
 * rehearsing another day with `TEST_CLOCK_DAYS` (setupTests.ts): the mock's seed is dated
 * around the latest 10:00 China time, and what a story finds (how many settlements are
 * 部分结算, whether the newest 已完成 order was a breach) turns on that day.
 */
export function shiftClock(ms: number): void {
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
}
