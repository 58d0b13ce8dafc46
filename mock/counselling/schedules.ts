/** Seeded time-bucket sets and expert week templates (counselling design, "Schedules"). */
import type { IdSource } from '../core/ids';
import type { Rng } from '../core/random';
import type { ExpertSchedule, TimeBucketSet } from './types';

const pad = (n: number) => String(n).padStart(2, '0');

/** Hourly 50-minute sessions from 09:00 to 20:50. */
export function standardBucketSet(ids: IdSource, orgId: string): TimeBucketSet {
  return {
    id: ids.next('bucketSet'),
    orgId,
    name: '标准时段',
    sessionMin: 50,
    buckets: Array.from({ length: 12 }, (_, i) => ({
      id: ids.next('bucket'),
      start: `${pad(9 + i)}:00`,
      end: `${pad(9 + i)}:50`,
    })),
    status: 1,
  };
}

/** Five or six working days, each a run of four to eight buckets. */
export function seedWeek(
  rng: Rng,
  expertId: string,
  orgId: string,
  set: TimeBucketSet,
  consultWays: number[],
): ExpertSchedule {
  const days = ['1', '2', '3', '4', '5', '6', '0'].filter(
    (_day, index) => index < 5 || rng.chance(0.4),
  );
  const week: Record<string, string[]> = {};
  for (const day of days) {
    const length = rng.int(4, 8);
    const first = rng.int(0, set.buckets.length - length);
    week[day] = set.buckets.slice(first, first + length).map((bucket) => bucket.id);
  }
  return {
    expertId,
    orgId,
    bucketSetId: set.id,
    week,
    effectiveFrom: '2023-01-01',
    effectiveTo: '',
    consultWays,
  };
}
