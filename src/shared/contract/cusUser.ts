/** Customers (来访者, cusUser) (docs/api/counselling.md). All paths are ours. */
import { z } from 'zod';
import { RISK_SOURCES, TIMELINE_KINDS } from '../counselling/chartLabels';
import { MESSAGES } from '../validation/messages';
import { call } from './call';
import {
  bodyCode,
  date,
  mentalStatus,
  mobile,
  optionalText,
  queryCode,
  sex,
} from './counsellingSchemas';
import {
  dateTime,
  filterText,
  id,
  noData,
  pageQuery,
  paged,
  requiredText,
  sortQuery,
} from './schemas';

const BASE = '/server-platform/api/cusUser';

const cusUserRow = z.object({
  id: z.string(),
  name: z.string(),
  sex: z.literal(sex),
  birthday: z.string(),
  age: z.int(),
  mobile: z.string().meta({ description: '3+4 掩码；详情中持有查看联系方式权限时为完整号码' }),
  orgId: z.string().meta({ description: '所属机构' }),
  deptId: z.string().meta({ description: '所属部门，未分部门为空' }),
  source: z.string(),
  createTime: dateTime,
  lastConsultTime: z.string(),
  consultCount: z.int(),
  mentalStatus: z.literal(mentalStatus),
  archived: z.literal([0, 1]),
  archiveTime: z.string(),
  archiveBy: z.string(),
  remark: z.string(),
});
const cusUserId = id('来访者');

export const listCusUsers = call({
  summary: '来访者分页（archived 1 为已归档页签）',
  method: 'GET',
  path: `${BASE}/page`,
  source: 'ours',
  query: z.object({
    ...pageQuery,
    keyword: filterText('姓名或手机号', 30),
    archived: queryCode('是否归档', [0, 1]),
    mentalStatus: queryCode('心理状态', mentalStatus),
    ...sortQuery(['consultCount', 'lastConsultTime', 'createTime', 'archiveTime']),
  }),
  data: paged(cusUserRow),
  codes: [10400, 10403, 10409],
});

export const cusUserDetail = call({
  summary:
    '来访者档案概览：订单、回访、热线来电、紧急联系人、心理状态变化、咨询师、咨询次数、未处理待办',
  method: 'GET',
  path: `${BASE}/detail`,
  source: 'ours',
  query: z.object({ id: cusUserId }),
  data: cusUserRow.extend({
    orders: z.array(
      z.object({
        id: z.string(),
        orderNo: z.string(),
        status: z.int(),
        expertName: z.string(),
        appointDate: z.string(),
        startTime: z.string(),
        mentalStatus: z.int(),
        seriesLabel: z
          .string()
          .meta({ description: '周期预约中的第几次，如 第 3/8 次；非周期预约为空' }),
      }),
    ),
    followUps: z.array(
      z.object({
        id: z.string(),
        orderId: z.string(),
        planTime: z.string(),
        status: z.int(),
        result: z.string(),
      }),
    ),
    emergencyContact: z
      .object({ name: z.string(), relation: z.string(), mobile: z.string() })
      .nullable()
      .meta({
        description:
          '最近一笔登记了紧急联系人的订单中的紧急联系人；手机号 3+4 掩码（完整号码在订单详情中紧急查看）',
      }),
    riskHistory: z
      .array(
        z.object({
          time: z.string(),
          mentalStatus: z.literal(mentalStatus),
          source: z.enum(RISK_SOURCES),
          orderId: z.string(),
          hotlineId: z.string(),
          sourceNo: z.string().meta({ description: '订单号或热线工单号' }),
        }),
      )
      .meta({ description: '心理状态的每次变化（咨询、热线来电、回访评估时），新的在前' }),
    counsellors: z
      .array(z.object({ expertId: z.string(), name: z.string(), sessions: z.int() }))
      .meta({ description: '接待过的咨询师及已完成的咨询次数' }),
    sessions: z
      .object({ done: z.int(), planned: z.int(), missed: z.int() })
      .meta({ description: '已完成、待进行（待接单、待咨询）、爽约的咨询' }),
    openTodos: z
      .array(
        z.object({
          id: z.string(),
          type: z.string(),
          title: z.string(),
          dueTime: z.string(),
          overdue: z.boolean(),
        }),
      )
      .meta({ description: '该来访者的订单、热线来电及回访上未处理的待办' }),
    hotlineCalls: z
      .array(
        z.object({
          id: z.string(),
          hotlineNo: z.string(),
          callStart: z.string(),
          callerMobile: z.string().meta({ description: '3+4 掩码，匿名来电为空' }),
          anonymous: z.literal([0, 1]),
          callType: z.string(),
          crisis: z.boolean(),
          suicideIntent: z.int(),
          handling: z.string(),
          status: z.literal([0, 1, 2]),
          orderNo: z.string(),
        }),
      )
      .optional()
      .meta({
        description:
          '来电登记为该来访者的热线工单，及以其手机号来电的非匿名工单（新的在前）；仅持有热线订单菜单（06-01-02）者有',
      }),
  }),
  codes: [10400, 10403, 10404, 10409],
});

export const cusUserTimeline = call({
  summary:
    '来访者档案时间线：订单及其流转、咨询、个案记录（有查看权限者）、回访、热线来电、推荐与备注，新的在前',
  method: 'GET',
  path: `${BASE}/timeline`,
  source: 'ours',
  query: z.object({ id: cusUserId }),
  data: z.object({
    events: z.array(
      z.object({
        time: z.string(),
        kind: z.enum(TIMELINE_KINDS),
        title: z.string(),
        detail: z.string(),
        orderId: z.string().meta({ description: '所属订单，无为空' }),
        hotlineId: z.string().meta({ description: '所属热线工单，无为空' }),
      }),
    ),
  }),
  codes: [10400, 10403, 10404],
});

export const saveCusUser = call({
  summary: '新增或编辑来访者',
  method: 'POST',
  path: `${BASE}/save`,
  source: 'ours',
  body: z
    .object({
      id: cusUserId.optional(),
      name: requiredText('姓名', '请输入姓名', 15),
      sex: bodyCode('性别', sex),
      birthday: date('出生日期'),
      mobile: mobile()
        .optional()
        .meta({ description: '编辑时省略则不修改（未持有查看联系方式权限时看不到完整号码）' }),
      source: optionalText('来源', 20),
      remark: optionalText('备注', 200),
    })
    .refine((body) => body.id !== undefined || body.mobile !== undefined, {
      message: MESSAGES.mobileRequired,
      path: ['mobile'],
    }),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404, 10409],
});

export const archiveCusUser = call({
  summary: '归档来访者（归档后不能预约）',
  method: 'POST',
  path: `${BASE}/archive`,
  source: 'ours',
  body: z.object({ id: cusUserId }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const restoreCusUser = call({
  summary: '恢复已归档的来访者',
  method: 'POST',
  path: `${BASE}/restore`,
  source: 'ours',
  body: z.object({ id: cusUserId }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});
