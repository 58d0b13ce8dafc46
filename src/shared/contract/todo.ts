/** To-dos (待办) of the signed-in user and the menu 06 badge (docs/api/counselling.md). All paths are ours. */
import { z } from 'zod';
import { TODO_TYPES } from '../counselling/hotlineCodes';
import { call } from './call';
import { choiceFilter } from './choiceSchemas';
import { queryCode } from './counsellingSchemas';
import { dateTime, id, noData, pageQuery, paged, requiredText, sortQuery } from './schemas';

const BASE = '/server-platform/api/todo';

const todoRow = z.object({
  id: z.string(),
  type: z.enum(TODO_TYPES),
  bizType: z.enum(['consultOrder', 'hotline', 'followUp', 'cusUser', 'referral', 'waitlist']),
  bizId: z.string(),
  bizNo: z
    .string()
    .meta({ description: '订单号、热线工单号，外部转介的来访者与机构，或候补的来访者' }),
  cusUserId: z.string().meta({ description: '待办所涉的来访者，匿名来电等为空' }),
  visitorName: z.string(),
  title: z.string(),
  assignee: z.string().meta({ description: '机构管理员，或被指派人的姓名' }),
  priority: z.literal([0, 1, 2]),
  dueTime: z.string(),
  status: z.literal([0, 1, 2]),
  overdue: z.boolean().meta({ description: '待办且已过截止时间' }),
  doneBy: z.string(),
  doneTime: z.string(),
  remark: z.string(),
  createTime: dateTime,
});
const todoId = id('待办');

export const listTodos = call({
  summary: '我的待办分页（类型、状态、是否逾期）',
  method: 'GET',
  path: `${BASE}/page`,
  source: 'ours',
  query: z.object({
    ...pageQuery,
    type: choiceFilter('待办类型', TODO_TYPES),
    status: queryCode('待办状态', [0, 1, 2]),
    overdue: queryCode('是否逾期', [0, 1]),
    ...sortQuery(['dueTime', 'priority', 'status']),
  }),
  data: paged(todoRow),
  codes: [10400, 10403, 10409],
});

export const doneTodo = call({
  summary: '办理待办（0 → 1）',
  method: 'POST',
  path: `${BASE}/done`,
  source: 'ours',
  body: z.object({ id: todoId }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const closeTodo = call({
  summary: '关闭待办（0 → 2，需原因）',
  method: 'POST',
  path: `${BASE}/close`,
  source: 'ours',
  body: z.object({ id: todoId, reason: requiredText('关闭原因', '请输入关闭原因', 200) }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const menuBadge = call({
  summary: '菜单角标：咨询订单（06）的未处理危机跟进待办与待接单订单',
  method: 'GET',
  path: `${BASE}/badge`,
  source: 'ours',
  query: z.object({
    menuCode: z.literal('06', { error: '菜单编码不正确' }).meta({ title: '菜单编码' }),
  }),
  data: z.object({
    total: z.int(),
    crisisTodos: z.int().meta({ description: '本机构未处理的危机跟进待办' }),
    pendingOrders: z.int().meta({ description: '本机构待接单的咨询订单' }),
  }),
  codes: [10400, 10403, 10409],
});
