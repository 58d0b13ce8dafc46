/** The order config of an organisation (counselling design "Order config"; docs/api/counselling.md). All paths are ours. */
import { z } from 'zod';
import { call } from './call';
import { mobile } from './counsellingSchemas';
import { id, noData } from './schemas';

const BASE = '/server-platform/api/consult/config';

/** A whole number of a unit within bounds (范围min-max). */
function amount(title: string, min: number, max: number) {
  return z
    .int({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? `请输入${title}` : '必须为整数',
    })
    .min(min, `范围${min}-${max}`)
    .max(max, `范围${min}-${max}`)
    .meta({ title });
}

const config = z.object({
  acceptTimeoutMin: amount('接单超时分钟数', 5, 1440),
  cancelDeadlineHours: amount('取消截止小时数', 0, 168),
  remindBeforeMin: amount('提醒提前分钟数', 0, 1440),
  autoConfirmDays: amount('自动确认天数', 1, 30),
  bookingAheadDays: amount('提前预约天数', 0, 30),
  bookingWindowDays: amount('可预约天数', 1, 90),
  breachPolicy: z
    .enum(['charge', 'free'], { error: '请选择爽约收费规则' })
    .meta({ title: '爽约收费规则', description: 'charge 收取爽约费，free 不收取' }),
  crisisNotifyMobiles: z
    .array(mobile('危机通知手机号'), { error: '请填写危机通知手机号' })
    .min(1, '请至少填写一个危机通知手机号')
    .max(5, '危机通知手机号最多5个')
    .refine((mobiles) => new Set(mobiles).size === mobiles.length, '危机通知手机号不能重复')
    .meta({ title: '危机通知手机号' }),
  waitlistHoldMin: amount('候补保留分钟数', 5, 1440)
    .default(30)
    .meta({ description: '空出的时段为候补来访者保留的分钟数，过后让给下一位或放开' }),
});

export const getOrderConfig = call({
  summary: '本机构的订单设置',
  method: 'GET',
  path: BASE,
  source: 'ours',
  query: z.object({
    orgId: id('机构').optional().meta({ description: '缺省为当前机构；只能是当前机构' }),
  }),
  data: config,
  codes: [10400, 10403, 10409],
});

export const saveOrderConfig = call({
  summary: '保存本机构的订单设置',
  method: 'POST',
  path: `${BASE}/save`,
  source: 'ours',
  body: config.refine((value) => value.bookingWindowDays > value.bookingAheadDays, {
    message: '可预约天数须大于提前预约天数',
    path: ['bookingWindowDays'],
  }),
  data: noData,
  codes: [10400, 10403, 10409],
});
