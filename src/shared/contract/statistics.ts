/** 数据统计: consult and operate statistics and the per-user table choice (counselling design "Statistics"; docs/api/statistics.md). */
import { z } from 'zod';
import {
  STAT_COLUMNS,
  STAT_DIMENSIONS,
  STAT_MESSAGES as M,
  STAT_PERIODS,
} from '../counselling/statisticsCodes';
import { call } from './call';
import { choice } from './choiceSchemas';
import { date } from './counsellingSchemas';
import { noData } from './schemas';

const BASE = '/server-platform/api/statistics';

/** The statistics date range: both days, the end not before the start (not after today: the mock's clock). */
const range = {
  startDate: date('开始日期', M.startRequired),
  endDate: date('结束日期', M.endRequired),
};
const endNotBeforeStart = (query: { startDate: string; endDate: string }) =>
  query.endDate >= query.startDate;
const rangeRefusal = { message: M.endBeforeStart, path: ['endDate'] };

const count = z.int().min(0);
/** Yuan with at most two decimals (summed in cents). */
const yuan = z.number();
/** A percentage with one decimal; null when nothing was there to count. */
const rate = z.number().min(0).max(100).nullable();

const consultFigures = z.object({
  orders: count.meta({ title: '订单数' }),
  completed: count.meta({ title: '已完成', description: '已完成且非爽约' }),
  cancelled: count.meta({ title: '已取消' }),
  breaches: count.meta({ title: '爽约' }),
  completionRate: rate.meta({ title: '完成率(%)', description: '已完成 / 订单数' }),
  visitors: count.meta({ title: '来访人数', description: '不同来访者数' }),
  consultHours: z
    .number()
    .min(0)
    .meta({ title: '咨询时长(小时)', description: '已完成订单的时长' }),
  amount: yuan.meta({ title: '结算金额(元)', description: '已完成或爽约订单的结算（含退款调整）' }),
  paid: yuan.meta({ title: '实收金额(元)', description: '已支付减去退款' }),
  expertSettlement: yuan.meta({ title: '专家结算(元)', description: '结算中专家的份额' }),
  avgSatisfaction: z.number().min(0).nullable().meta({
    title: '平均满意度',
    description: '已回收满意度问卷的平均总分（两位小数）；无问卷时为 null',
  }),
  responseRate: rate.meta({ title: '满意度回收率(%)', description: '已回收问卷 / 已完成订单' }),
  crisis: count.meta({ title: '危机个案', description: 'mentalStatus 2 的订单' }),
  attention: count.meta({ title: '关注个案', description: 'mentalStatus 1 的订单' }),
  followUpsDone: count.meta({ title: '已回访', description: '这些订单已完成的回访' }),
  followUpRate: rate.meta({ title: '回访率(%)', description: '已回访 / 计划的回访' }),
  hotlineCalls: count.nullable().meta({
    title: '热线来电',
    description: '维度不适用于来电（咨询师、客户机构、咨询方式、预约方式、咨询类型）时为 null',
  }),
  hotlineConversions: count
    .nullable()
    .meta({ title: '热线转预约', description: '来电中转为咨询订单的' }),
});

const consultRow = consultFigures.extend({
  key: z.string().meta({ title: '维度取值', description: '周期、id 或代码' }),
  label: z.string().meta({ title: '名称' }),
});

const statConfig = z.object({
  dimension: choice('统计维度', STAT_DIMENSIONS),
  columns: z
    .array(choice('统计列', STAT_COLUMNS), { error: M.columnsRequired })
    .min(1, M.columnsRequired)
    .max(STAT_COLUMNS.length, '统计列过多')
    .refine((columns) => new Set(columns).size === columns.length, '统计列不能重复')
    .meta({ title: '统计列', description: '按显示顺序' }),
});

export const consultStatistics = call({
  summary: '咨询统计：按一个维度分组的订单指标与合计行',
  method: 'GET',
  path: `${BASE}/consult/list`,
  source: 'spec',
  query: z
    .object({ dimension: choice('统计维度', STAT_DIMENSIONS), ...range })
    .refine(endNotBeforeStart, rangeRefusal),
  data: z.object({ rows: z.array(consultRow), summary: consultFigures }),
  codes: [10400, 10403],
});

const share = z.object({ name: z.string(), value: count });

export const consultCharts = call({
  summary: '咨询统计图表：月度趋势、问题类型与咨询方式占比、咨询师排行、各月状态',
  method: 'GET',
  path: `${BASE}/consult/charts`,
  source: 'ours',
  query: z.object(range).refine(endNotBeforeStart, rangeRefusal),
  data: z.object({
    months: z.array(
      z.object({
        month: z.string().meta({ title: '月份', examples: ['2025-06'] }),
        orders: count,
        completed: count,
        cancelled: count,
        statusCounts: z
          .array(count)
          .length(5)
          .meta({ title: '各状态订单数', description: '状态 0–4' }),
      }),
    ),
    problemTypes: z.array(share).meta({ title: '问题类型占比' }),
    consultWays: z.array(share).meta({ title: '咨询方式占比' }),
    counsellors: z
      .array(z.object({ name: z.string(), orders: count, completed: count }))
      .meta({ title: '咨询师排行', description: '订单数前 10' }),
  }),
  codes: [10400, 10403],
});

export const getStatConfig = call({
  summary: '我的咨询统计维度与列（未保存时为默认）',
  method: 'GET',
  path: `${BASE}/config`,
  source: 'spec',
  query: z.object({}),
  data: statConfig,
  codes: [10403],
});

export const saveStatConfig = call({
  summary: '保存我的咨询统计维度与列',
  method: 'POST',
  path: `${BASE}/config/save`,
  source: 'spec',
  body: statConfig,
  data: noData,
  codes: [10400, 10403],
});

const operateFigures = z.object({
  newCustomers: count.meta({ title: '新增来访者' }),
  orders: count.meta({ title: '订单数' }),
  paid: yuan.meta({ title: '实收金额(元)', description: '支付时间在该期的已支付减去退款' }),
  activeExperts: count.meta({ title: '活跃咨询师', description: '有已完成咨询的不同咨询师' }),
  smsSent: count.meta({ title: '短信发送' }),
  surveyTasks: count.meta({ title: '问卷任务', description: '开始于该期的任务' }),
  surveyFillRate: rate.meta({ title: '问卷填写率(%)', description: '已作答 / 覆盖人数' }),
});

export const operateStatistics = call({
  summary: '运营统计：每期新增来访者、订单、活跃咨询师、短信、问卷任务与填写率',
  method: 'GET',
  path: `${BASE}/operate/list`,
  source: 'spec',
  query: z
    .object({ period: choice('统计周期', STAT_PERIODS), ...range })
    .refine(endNotBeforeStart, rangeRefusal),
  data: z.object({
    rows: z.array(operateFigures.extend({ key: z.string(), label: z.string() })),
    summary: operateFigures,
  }),
  codes: [10400, 10403],
});
