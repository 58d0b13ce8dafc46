/**
 * 周期预约 (issue 31 §1; docs/api/counselling.md "周期预约"): the preview of a series' dates and
 * the one call that books the dates kept. The dates come from src/shared/counselling/seriesRule.ts.
 */
import { z } from 'zod';
import { SERIES_MAX_SESSIONS, SERIES_MIN_SESSIONS } from '../counselling/seriesRule';
import { call } from './call';
import { entryFields } from './entrySchemas';
import { bodyCode, date, queryCode } from './counsellingSchemas';
import { id, queryInt } from './schemas';

const BASE = '/server-platform/api/consult/series';
const CODES = [10400, 10403, 10404, 10409];

const ONE_BOUND = '请填写次数或截止日期（二选一）';
const oneBound = (pattern: { count?: number; until?: string }) =>
  (pattern.count === undefined) !== (pattern.until === undefined);
const UNTIL_EARLY = '截止日期不能早于首次日期';
const untilAfterStart = (pattern: { startDate: string; until?: string }) =>
  pattern.until === undefined || pattern.until >= pattern.startDate;

const seriesDate = z.object({
  index: z.int().meta({ description: '第几次（从 1 起）' }),
  appointDate: z.string(),
  bucketId: z.string(),
  startTime: z.string().meta({ description: '时段不存在时为空' }),
  endTime: z.string(),
  state: z.enum(['free', 'taken', 'rest', 'outside', 'visitorBusy']).meta({
    description:
      'free 可预约，taken 已被预约，rest 休息（不在咨询师的排班内），outside 超出可预约范围，visitorBusy 来访者在此时段已有预约',
  }),
  stateLabel: z.string(),
  refusal: z.string().meta({ description: '与单次预约相同的拒绝原因，可预约时为空' }),
});

export const previewConsultSeries = call({
  summary: '周期预约预览：每一次的日期与状态（可预约、已被预约、休息、超出可预约范围）',
  method: 'GET',
  path: `${BASE}/preview`,
  source: 'ours',
  query: z
    .object({
      expertId: id('咨询师', '请选择咨询师'),
      cusUserId: id('来访者').optional(),
      startDate: date('首次日期'),
      bucketId: id('预约时段', '请选择预约时段'),
      every: queryCode('间隔周数', [1, 2]).default(1),
      count: queryInt('次数', SERIES_MIN_SESSIONS, SERIES_MAX_SESSIONS).optional(),
      until: date('截止日期').optional(),
    })
    .refine(oneBound, { error: ONE_BOUND, path: ['count'] })
    .refine(untilAfterStart, { error: UNTIL_EARLY, path: ['until'] }),
  data: z.object({
    weekday: z.int().meta({ description: '星期（0 周日 … 6 周六）' }),
    dates: z.array(seriesDate),
  }),
  codes: CODES,
});

const session = z.object({
  appointDate: date('预约日期'),
  bucketId: id('预约时段', '请选择预约时段'),
});

export const createConsultSeries = call({
  summary:
    '周期预约：一次预约保留的各次（全部成功或全部不预约；每次与单次预约相同的时段检查与拒绝），每次一个订单、各自计费',
  method: 'POST',
  path: `${BASE}/create`,
  source: 'ours',
  body: z
    .object({
      ...entryFields,
      appointMode: bodyCode('预约方式', [2]),
      startDate: date('首次日期').meta({ description: '规则：首次日期（定星期）' }),
      bucketId: id('预约时段', '请选择预约时段').meta({ description: '规则：时段' }),
      every: bodyCode('间隔周数', [1, 2]),
      count: z
        .int({ error: '必须为整数' })
        .min(SERIES_MIN_SESSIONS, `不能小于${SERIES_MIN_SESSIONS}`)
        .max(SERIES_MAX_SESSIONS, `不能大于${SERIES_MAX_SESSIONS}`)
        .optional()
        .meta({ title: '次数' }),
      until: date('截止日期').optional(),
      sessions: z
        .array(session, { error: '请选择预约日期' })
        .min(SERIES_MIN_SESSIONS, `周期预约至少保留${SERIES_MIN_SESSIONS}次`)
        .max(SERIES_MAX_SESSIONS, `周期预约最多${SERIES_MAX_SESSIONS}次`)
        .meta({
          title: '保留的各次',
          description: '预览中保留（含改到其他日期、时段）的各次；按时间先后编为第 1…N 次',
        }),
    })
    .refine(oneBound, { error: ONE_BOUND, path: ['count'] })
    .refine(untilAfterStart, { error: UNTIL_EARLY, path: ['until'] }),
  data: z.object({
    seriesId: z.string(),
    orders: z.array(z.object({ id: z.string(), orderNo: z.string(), seriesIndex: z.int() })),
  }),
  codes: CODES,
});
