/**
 * The waiting list (候补名单, counselling design "Series and the waiting list"; docs/api/counselling.md;
 * decision 0018). All paths are ours.
 */
import { z } from 'zod';
import { WAITLIST_STATUSES } from '../counselling/waitlistCodes';
import { call } from './call';
import { choiceFilter } from './choiceSchemas';
import { bodyCode, clock, consultWay, date, optionalText, queryCode } from './counsellingSchemas';
import { dateTime, filterText, id, idList, pageQuery, paged } from './schemas';

const BASE = '/server-platform/api/waitlist';

const priorityCodes = [0, 1, 2] as const;
const weekdayCodes = [0, 1, 2, 3, 4, 5, 6] as const;

const timeRange = z
  .object({ start: clock, end: clock })
  .refine((range) => range.start < range.end, '结束时间须晚于开始时间')
  .meta({ title: '时间段', description: '时段的开始与结束都在其中才算合适' });

/** The slot held for an entry (候补可约) until `holdUntil`. */
const offer = z.object({
  id: z.string(),
  expertId: z.string(),
  expertName: z.string(),
  date: z.string(),
  bucketId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  offerTime: dateTime,
  holdUntil: dateTime,
});

const entryRow = z.object({
  id: z.string(),
  cusUserId: z.string(),
  visitorName: z.string(),
  mobile: z.string().meta({ description: '脱敏：前3位与后4位' }),
  expertIds: z.array(z.string()).meta({ description: '空为不限咨询师' }),
  expertNames: z.array(z.string()),
  consultWays: z.array(z.literal(consultWay)),
  weekdays: z.array(z.literal(weekdayCodes)).meta({ description: '0 周日 … 6 周六；空为不限' }),
  timeRanges: z.array(z.object({ start: z.string(), end: z.string() })),
  from: z.string(),
  to: z.string(),
  priority: z.literal(priorityCodes).meta({ description: '0 一般，1 优先，2 危机（最先）' }),
  note: z.string(),
  problemTypeIds: z.array(z.string()),
  status: z.enum(WAITLIST_STATUSES),
  offer: offer.nullable().meta({ description: '为其保留中的时段（status offered）' }),
  orderId: z.string(),
  orderNo: z.string().meta({ description: '转为订单后的订单号' }),
  endReason: z.string().meta({ description: '撤销原因或过期说明' }),
  createBy: z.string(),
  createTime: dateTime,
});

export const listWaitlist = call({
  summary: '候补名单分页（状态、优先级、来访者、咨询师）：危机优先，同级先登记者在前',
  method: 'GET',
  path: `${BASE}/page`,
  source: 'ours',
  query: z.object({
    ...pageQuery,
    status: choiceFilter('候补状态', WAITLIST_STATUSES),
    priority: queryCode('优先级', priorityCodes),
    visitor: filterText('来访者姓名或手机号'),
    expertId: id('咨询师').optional(),
  }),
  data: paged(entryRow),
  codes: [10400, 10403, 10409],
});

export const createWaitlistEntry = call({
  summary: '加入候补：想约的咨询师（空为不限）、咨询方式、星期与时间段、日期范围、优先级',
  method: 'POST',
  path: `${BASE}/create`,
  source: 'ours',
  body: z
    .object({
      cusUserId: id('来访者', '请选择来访者'),
      expertIds: idList('咨询师').default([]).meta({ description: '空为不限咨询师' }),
      consultWays: z
        .array(bodyCode('咨询方式', consultWay), { error: '请选择咨询方式' })
        .min(1, '请选择咨询方式')
        .max(4)
        .overwrite((ways) => [...new Set(ways)])
        .meta({ title: '咨询方式' }),
      weekdays: z
        .array(bodyCode('星期', weekdayCodes))
        .max(7)
        .overwrite((days) => [...new Set(days)])
        .default([])
        .meta({ title: '星期', description: '0 周日 … 6 周六；空为不限' }),
      timeRanges: z.array(timeRange).max(5).default([]).meta({ title: '时间段' }),
      from: date('开始日期'),
      to: date('结束日期'),
      priority: bodyCode('优先级', priorityCodes).default(0),
      problemTypeIds: idList('问题类型').default([]),
      note: optionalText('备注', 200),
    })
    .refine((body) => body.to >= body.from, {
      message: '结束日期不能早于开始日期',
      path: ['to'],
    }),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404, 10409],
});

export const withdrawWaitlistEntry = call({
  summary: '撤销候补（waiting、offered → withdrawn；保留的时段随即让给下一位或放开）',
  method: 'POST',
  path: `${BASE}/withdraw`,
  source: 'ours',
  body: z.object({ id: id('候补'), reason: optionalText('撤销原因', 200) }),
  data: z.null(),
  codes: [10400, 10403, 10404, 10409],
});

export const bookWaitlistOffer = call({
  summary: '转为订单：为候补预约其保留中的时段（手动录入订单，offered → booked）',
  method: 'POST',
  path: `${BASE}/book`,
  source: 'ours',
  body: z.object({ id: id('候补') }),
  data: z.object({ id: z.string(), orderNo: z.string() }),
  codes: [10400, 10403, 10404, 10409],
});
