/** The workbench (工作台, 01-01-01): the caller's figures in one call (docs/api/workbench.md). The path is ours. */
import { z } from 'zod';
import { call } from './call';

/**
 * Every figure the workbench can show. Each counts exactly what its list (the console's link)
 * shows with the same filter; the mock leaves out a figure whose page the identity cannot open.
 */
const WORKBENCH_FIGURES = [
  'todayPending',
  'todayToConsult',
  'todayToConfirm',
  'todayCompleted',
  'todayCancelled',
  'recordsOverdue',
  'crisisTodos',
  'openTodos',
  'overdueTodos',
  'runningTasks',
  'pendingApplies',
  'expertTodaySessions',
  'expertPending',
  'expertToConfirm',
  'expertRecordsOverdue',
  'expertPendingApplies',
] as const;

const figure = z.object({
  key: z.enum(WORKBENCH_FIGURES).meta({ title: '指标' }),
  count: z.int().min(0).meta({ title: '数量' }),
});

const runningTask = z.object({
  id: z.string().meta({ title: '任务ID' }),
  name: z.string().meta({ title: '任务名称' }),
  orgName: z.string().meta({ title: '客户机构' }),
  endTime: z.string().meta({ title: '结束时间' }),
  allPersonNum: z.int().meta({ title: '应填人数' }),
  fillPersonNum: z.int().meta({ title: '已作答人数' }),
  fillRate: z.number().min(0).max(100).meta({ title: '填写率（%，一位小数）' }),
});

const trendPoint = z.object({
  date: z.string().meta({ title: '日期', examples: ['2026-01-01'] }),
  count: z.int().min(0).meta({ title: '新建订单数' }),
});

export const workbenchSummary = call({
  summary: '工作台指标（按当前身份与权限实时计算）',
  method: 'GET',
  path: '/server-platform/api/workbench/summary',
  source: 'ours',
  query: z.object({}),
  data: z.object({
    today: z.string().meta({ title: '今天', examples: ['2026-01-01'] }),
    figures: z.array(figure).meta({ title: '指标（无权打开其页面的不返回）' }),
    runningTasks: z.array(runningTask).meta({ title: '进行中的任务（最先结束的 5 个）及填写率' }),
    trend: z
      .array(trendPoint)
      .meta({ title: '近 30 天每日新建订单（含今天；无订单页面权限时为空）' }),
  }),
  codes: [10409],
});
