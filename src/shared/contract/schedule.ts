/** Schedules: time-bucket sets, expert week templates, date overrides, free slots (docs/api/counselling.md). All paths are ours. */
import { z } from 'zod';
import { call } from './call';
import { bodyCode, clock, consultWay, date, queryCode } from './counsellingSchemas';
import { filterText, id, noData, pageQuery, paged, requiredText } from './schemas';

const BASE = '/server-platform/api/schedule';

const bucket = z.object({ id: z.string(), start: z.string(), end: z.string() });
const bucketSet = z.object({
  id: z.string(),
  name: z.string(),
  sessionMin: z.int(),
  buckets: z.array(bucket),
  status: z.literal([0, 1]),
});
const weekDays = ['0', '1', '2', '3', '4', '5', '6'] as const;
const bucketIds = z.array(id('时段')).max(48).default([]);
const week = z
  .object(
    Object.fromEntries(weekDays.map((day) => [day, bucketIds])) as Record<
      (typeof weekDays)[number],
      typeof bucketIds
    >,
  )
  .meta({ title: '周模板', description: '键为星期（0 周日 … 6 周六），值为时段 id' });

/** An order a schedule change leaves outside the expert's availability: it keeps its slot. */
const affectedOrder = z.object({
  id: z.string(),
  orderNo: z.string(),
  visitorName: z.string(),
  appointDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  seriesLabel: z.string().meta({
    description: '周期预约的订单：第几次，如 第 3/8 次（受影响的各次逐一列出）；否则为空',
  }),
});
const affected = z.object({ affectedOrders: z.array(affectedOrder) });

export const listBucketSets = call({
  summary: '时段组列表',
  method: 'GET',
  path: `${BASE}/bucketSet/list`,
  source: 'ours',
  query: z.object({ status: queryCode('状态', [0, 1]) }),
  data: z.array(bucketSet),
  codes: [10403, 10409],
});

export const saveBucketSet = call({
  summary: '新增或编辑时段组（有未来预约的时段不能删除）',
  method: 'POST',
  path: `${BASE}/bucketSet/save`,
  source: 'ours',
  body: z.object({
    id: id('时段组').optional(),
    name: requiredText('时段组名称', '请输入时段组名称', 20),
    sessionMin: z
      .int({ error: '请输入单次时长' })
      .min(10, '单次时长不能小于10')
      .max(240, '单次时长不能大于240')
      .meta({ title: '单次时长' }),
    buckets: z
      .array(z.object({ id: id('时段').optional(), start: clock, end: clock }), {
        error: '请添加时段',
      })
      .min(1, '请添加时段')
      .max(48)
      .meta({ title: '时段' }),
    status: bodyCode('状态', [0, 1]),
  }),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404, 10409],
});

export const listScheduleExperts = call({
  summary: '可排班的咨询师（本机构合作中）及其是否已排班',
  method: 'GET',
  path: `${BASE}/experts`,
  source: 'ours',
  query: z.object({ ...pageQuery, name: filterText('咨询师姓名') }),
  data: paged(
    z.object({
      expertId: z.string(),
      name: z.string(),
      consultWays: z.array(z.int()),
      scheduled: z.boolean(),
    }),
  ),
  codes: [10400, 10403, 10409],
});

export const expertSchedule = call({
  summary: '咨询师的周模板与日期调整',
  method: 'GET',
  path: `${BASE}/expert`,
  source: 'ours',
  query: z.object({ expertId: id('咨询师') }),
  data: z.object({
    expertId: z.string(),
    bucketSetId: z.string(),
    week: z.record(z.string(), z.array(z.string())),
    effectiveFrom: z.string(),
    effectiveTo: z.string(),
    consultWays: z.array(z.int()),
    overrides: z.array(
      z.object({
        id: z.string(),
        date: z.string(),
        type: z.literal([0, 1]),
        bucketIds: z.array(z.string()),
      }),
    ),
    bucketSet: bucketSet.nullable(),
  }),
  codes: [10400, 10403, 10404, 10409],
});

export const saveExpertWeek = call({
  summary: '保存咨询师周模板（已预约的时段保留，并列出受影响的订单）',
  method: 'POST',
  path: `${BASE}/expert/save`,
  source: 'ours',
  body: z.object({
    expertId: id('咨询师', '请选择咨询师'),
    bucketSetId: id('时段组', '请选择时段组'),
    week,
    effectiveFrom: date('生效日期'),
    effectiveTo: date('失效日期').or(z.literal('')).default(''),
    consultWays: z
      .array(bodyCode('咨询方式', consultWay))
      .min(1, '请选择咨询方式')
      .max(4)
      .meta({ title: '咨询方式' }),
  }),
  data: affected,
  codes: [10400, 10403, 10404, 10409],
});

export const saveScheduleOverride = call({
  summary: '按日期调整排班（0 加班 / 1 休息；已预约的时段保留）',
  method: 'POST',
  path: `${BASE}/override/save`,
  source: 'ours',
  body: z.object({
    expertId: id('咨询师', '请选择咨询师'),
    date: date('日期'),
    type: bodyCode('调整类型', [0, 1]),
    bucketIds,
  }),
  data: affected.extend({ id: z.string() }),
  codes: [10400, 10403, 10404, 10409],
});

export const deleteScheduleOverride = call({
  summary: '删除日期调整',
  method: 'POST',
  path: `${BASE}/override/delete`,
  source: 'ours',
  body: z.object({ id: id('日期调整') }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const freeSlots = call({
  summary: '咨询师某日的空闲时段（只返回可预约的）',
  method: 'GET',
  path: `${BASE}/freeSlots`,
  source: 'ours',
  query: z.object({
    expertId: id('咨询师'),
    date: date('日期'),
    cusUserId: id('来访者').optional(),
    /** The order being moved (改期, 转介): its organisation and visitor; lets its expert ask for their own slots. */
    orderId: id('订单').optional(),
  }),
  data: z.array(bucket),
  codes: [10400, 10403, 10404, 10409],
});

export const scheduleRoster = call({
  summary: '月排班表（咨询师 × 日期：可约时段数、已约数、休息）',
  method: 'GET',
  path: `${BASE}/roster`,
  source: 'ours',
  query: z.object({
    ...pageQuery,
    month: z
      .string({ error: '请选择月份' })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '格式不正确')
      .meta({ title: '月份', examples: ['2025-07'] }),
    name: filterText('咨询师姓名'),
  }),
  data: paged(
    z.object({
      expertId: z.string(),
      name: z.string(),
      days: z.array(
        z.object({
          date: z.string(),
          working: z.int().meta({ description: '当日排班的时段数（日期调整优先于周模板）' }),
          booked: z.int().meta({ description: '当日被未取消订单占用的时段数' }),
          rest: z.boolean().meta({ description: '当日有休息调整' }),
        }),
      ),
    }),
  ),
  codes: [10400, 10403, 10409],
});

/** An order on the calendar: enough to draw it, open it and move it (改期 sends id and version). */
const calendarOrder = z.object({
  id: z.string(),
  orderNo: z.string(),
  version: z.int(),
  status: z.int().meta({ description: '订单状态（0 待确认 … 4 已取消）' }),
  appointDate: z.string(),
  bucketId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  visitorName: z.string(),
  mentalStatus: z.int(),
});

export const scheduleCalendar = call({
  summary: '预约日历（咨询师 × 日期：时段、可约与空闲时段、休息与加班调整、订单）',
  method: 'GET',
  path: `${BASE}/calendar`,
  source: 'ours',
  query: z.object({
    start: date('开始日期'),
    end: date('结束日期'),
    expertId: id('咨询师')
      .optional()
      .meta({ description: '只看一位咨询师；不传为本机构全部咨询师' }),
  }),
  data: z.array(
    z.object({
      expertId: z.string(),
      name: z.string(),
      buckets: z.array(bucket),
      days: z.array(
        z.object({
          date: z.string(),
          working: z.array(z.string()).meta({ description: '当日排班的时段 id' }),
          free: z.array(z.string()).meta({ description: '当日此刻可预约的时段 id' }),
          override: z
            .literal([0, 1])
            .nullable()
            .meta({ description: '当日的日期调整：0 加班，1 休息，null 无' }),
        }),
      ),
      orders: z.array(calendarOrder),
    }),
  ),
  codes: [10400, 10403, 10404, 10409],
});
