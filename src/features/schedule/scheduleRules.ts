/** The schedule pages' pure rules: bucket sets, the week grid, the roster cells. */
import type { Answer } from '@/shared/contract/call';
import type * as C from '@/shared/contract/schedule';

/** The mock's words (docs/api/counselling.md), so the form and the mock say the same. */
export const BUCKET_MESSAGES = {
  name: '请输入时段组名称',
  sessionMin: '请输入单次时长',
  sessionMin10: '单次时长不能小于10',
  sessionMax240: '单次时长不能大于240',
  buckets: '请添加时段',
  time: '时间不能为空',
  timeFormat: '时间格式不正确',
  endAfterStart: '结束时间须晚于开始时间',
  overlap: '时段不能重叠',
} as const;

export const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface BucketInput {
  id?: string;
  start?: string;
  end?: string;
}

/** Why a set's buckets cannot be saved (checked as the mock checks: each ends after it starts, none overlap), or undefined. */
export function bucketProblem(buckets: readonly BucketInput[]): string | undefined {
  const valid = buckets.filter(
    (bucket): bucket is Required<Pick<BucketInput, 'start' | 'end'>> & BucketInput =>
      CLOCK.test(bucket.start ?? '') && CLOCK.test(bucket.end ?? ''),
  );
  if (valid.some((bucket) => bucket.start >= bucket.end)) return BUCKET_MESSAGES.endAfterStart;
  const sorted = [...valid].sort((a, b) => a.start.localeCompare(b.start));
  if (sorted.some((bucket, index) => index > 0 && bucket.start < sorted[index - 1].end))
    return BUCKET_MESSAGES.overlap;
  return undefined;
}

export type RosterDay = Answer<typeof C.scheduleRoster>['rows'][number]['days'][number];

/** A roster cell: 休 for a rest day with nothing worked, booked/working otherwise, empty for a day off. */
export function rosterCell(day: RosterDay): string {
  if (day.working === 0 && day.booked === 0) return day.rest ? '休' : '';
  return `${day.booked}/${day.working}`;
}

/** The weekday of a date ('YYYY-MM-DD'), as WEEKDAY_LABELS keys it: '0' Sunday … '6' Saturday. */
export const weekdayOf = (date: string): string =>
  String(new Date(`${date}T00:00:00Z`).getUTCDay());

/** The legend entries the roster's cells show: each one the grid has, and no other. */
export function rosterLegend(days: readonly RosterDay[]): string[] {
  const shown = new Set(days.map(rosterCell).map((text) => (text.includes('/') ? 'count' : text)));
  return [
    shown.has('count') && '已约/可约：当日已预约的时段数/可约的时段数',
    shown.has('休') && '休：休息日（日期调整）',
    shown.has('') && '空白：未排班',
  ].filter((entry): entry is string => typeof entry === 'string');
}

/** Monday and Sunday ('YYYY-MM-DD') of the week holding `date`. */
export function weekOf(date: string): [string, string] {
  const day = new Date(`${date}T00:00:00Z`);
  const back = (day.getUTCDay() + 6) % 7;
  const monday = new Date(day.getTime() - back * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return [monday.toISOString().slice(0, 10), sunday.toISOString().slice(0, 10)];
}
