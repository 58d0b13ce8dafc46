/** Follow-ups (回访) of orders and hotline calls (counselling design "Follow-up"; docs/api/counselling.md). All paths are ours. */
import { z } from 'zod';
import { FOLLOW_UP_METHODS, FOLLOW_UP_RESULTS, NEXT_ACTIONS } from '../counselling/hotlineCodes';
import { call } from './call';
import { choice, choiceFilter, dateTimeField } from './choiceSchemas';
import { bodyCode, date, mentalStatus, optionalText, queryCode } from './counsellingSchemas';
import { filterText, id, pageQuery, paged, requiredText, sortQuery, timeFilter } from './schemas';

const BASE = '/server-platform/api/followUp';

const followUpRow = z.object({
  id: z.string(),
  source: z.enum(['order', 'hotline']),
  orderId: z.string(),
  orderNo: z.string(),
  hotlineId: z.string(),
  hotlineNo: z.string(),
  cusUserId: z.string(),
  visitorName: z.string(),
  planTime: z.string(),
  doneTime: z.string(),
  method: z.string(),
  operator: z.string(),
  content: z.string(),
  result: z.string(),
  mentalStatus: z.literal(mentalStatus).meta({
    description: '已回访：回访时的评估；待回访：安排时所跟进订单或来电的心理状态（危机来电为 2）',
  }),
  nextAction: z.string(),
  nextFollowUpDate: z.string(),
  status: z.literal([0, 1, 2]),
  overdue: z.boolean().meta({ description: '待回访且计划时间已过' }),
});

export const listFollowUps = call({
  summary: '回访记录分页',
  method: 'GET',
  path: `${BASE}/page`,
  source: 'ours',
  query: z.object({
    ...pageQuery,
    visitor: filterText('来访者姓名', 20),
    bizNo: filterText('订单号或热线工单号', 30),
    status: queryCode('回访状态', [0, 1, 2]),
    overdue: queryCode('是否逾期', [0, 1]),
    method: choiceFilter('回访方式', FOLLOW_UP_METHODS),
    result: choiceFilter('回访结果', FOLLOW_UP_RESULTS),
    source: choiceFilter('来源', ['order', 'hotline']),
    mentalStatus: queryCode('心理状态', mentalStatus),
    planStart: timeFilter('计划回访时间起'),
    planEnd: timeFilter('计划回访时间止'),
    ...sortQuery(['planTime', 'doneTime', 'status']),
  }),
  data: paged(followUpRow),
  codes: [10400, 10403, 10409],
});

export const planFollowUp = call({
  summary: '安排回访（订单或热线工单二选一；生成待回访待办）',
  method: 'POST',
  path: `${BASE}/plan`,
  source: 'ours',
  body: z.object({
    orderId: id('订单').optional(),
    hotlineId: id('热线工单').optional(),
    planTime: dateTimeField('计划回访时间'),
    method: choice('回访方式', FOLLOW_UP_METHODS),
    content: optionalText('回访要点', 200),
  }),
  data: z.object({ id: z.string(), todoId: z.string() }),
  codes: [10400, 10403, 10404, 10409],
});

export const recordFollowUp = call({
  summary: '记录回访结果（待回访 → 已回访 / 无法联系；可安排下次回访）',
  method: 'POST',
  path: `${BASE}/record`,
  source: 'ours',
  body: z.object({
    id: id('回访'),
    status: bodyCode('回访状态', [1, 2]),
    method: choice('回访方式', FOLLOW_UP_METHODS),
    content: requiredText('回访内容', '请输入回访内容', 500),
    result: choice('回访结果', FOLLOW_UP_RESULTS),
    mentalStatus: bodyCode('心理状态', mentalStatus),
    nextAction: choice('后续处理', NEXT_ACTIONS),
    nextFollowUpDate: date('下次回访日期').or(z.literal('')).default(''),
  }),
  data: z.object({
    id: z.string(),
    nextId: z.string().meta({ description: '下次回访，未安排为空' }),
    crisisTodoId: z.string().meta({ description: '评估为危机时生成的危机跟进待办，否则为空' }),
  }),
  codes: [10400, 10403, 10404, 10409],
});
