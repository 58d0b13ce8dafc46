/** Hotline calls (热线工单) (counselling design "Hotline orders and to-dos"; docs/api/counselling.md). All paths are ours. */
import { z } from 'zod';
import { AGE_BANDS, CALL_TYPES, HANDLINGS } from '../counselling/hotlineCodes';
import { call } from './call';
import { choice, choiceFilter, dateTimeField, score } from './choiceSchemas';
import { bodyCode, mentalStatus, mobile, optionalText, queryCode } from './counsellingSchemas';
import {
  dateTime,
  filterText,
  id,
  idList,
  pageQuery,
  sortQuery,
  paged,
  requiredText,
  timeFilter,
} from './schemas';

const BASE = '/server-platform/api/hotline';

const hotlineRow = z.object({
  id: z.string(),
  hotlineNo: z.string(),
  callStart: dateTime,
  callEnd: dateTime,
  duration: z.int().meta({ description: '通话时长（秒）' }),
  callerMobile: z.string().meta({ description: '3+4 掩码；匿名来电为空' }),
  anonymous: z.literal([0, 1]),
  sex: z.literal([-1, 0, 1]),
  ageBand: z.enum(AGE_BANDS),
  areaCode: z.string(),
  listenerId: z.string(),
  listenerName: z.string(),
  callType: z.enum(CALL_TYPES),
  problemTypeIds: z.array(z.string()),
  problemTypeNames: z.string().meta({ description: '以、连接' }),
  summary: z.string(),
  suicideIntent: z.int(),
  hopelessness: z.int(),
  mentalStatus: z.literal(mentalStatus),
  crisis: z.boolean().meta({ description: '自杀意念 ≥ 7 或心理状态为危机' }),
  handling: z.enum(HANDLINGS),
  orderId: z.string().meta({ description: '转预约生成的咨询订单，未转为空' }),
  orderNo: z.string(),
  cusUserId: z.string(),
  cusUserName: z.string(),
  emergencyName: z.string(),
  emergencyRelation: z.string(),
  emergencyMobile: z
    .string()
    .meta({ description: '3+4 掩码；详情对持 06-01-01-12（查看联系方式）者为全号；未登记为空' }),
  noContactReason: z.string().meta({ description: '匿名危机来电未留紧急联系人的原因' }),
  needFollowUp: z.literal([0, 1]),
  status: z.literal([0, 1, 2]),
  createBy: z.string(),
  createTime: dateTime,
});
const hotlineId = id('热线工单');

export const listHotlines = call({
  summary: '热线工单分页',
  method: 'GET',
  path: `${BASE}/page`,
  source: 'ours',
  query: z.object({
    ...pageQuery,
    keyword: filterText('工单号或来电号码', 30),
    callType: choiceFilter('来电类型', CALL_TYPES),
    handling: choiceFilter('处理方式', HANDLINGS),
    status: queryCode('工单状态', [0, 1, 2]),
    crisis: queryCode('是否危机', [0, 1]),
    converted: queryCode('是否转预约', [0, 1]),
    listenerId: id('接线员').optional(),
    callStartFrom: timeFilter('来电时间起'),
    callStartTo: timeFilter('来电时间止'),
    ...sortQuery(['callStart', 'duration', 'status']),
  }),
  data: paged(hotlineRow),
  codes: [10400, 10403, 10409],
});

export const hotlineDetail = call({
  summary: '热线工单详情（回访、待办）',
  method: 'GET',
  path: `${BASE}/detail`,
  source: 'ours',
  query: z.object({ id: hotlineId }),
  data: hotlineRow.extend({
    followUps: z.array(
      z.object({
        id: z.string(),
        planTime: z.string(),
        doneTime: z.string(),
        method: z.string(),
        operator: z.string(),
        content: z.string(),
        result: z.string(),
        status: z.int(),
        overdue: z.boolean(),
      }),
    ),
    todos: z.array(
      z.object({
        id: z.string(),
        type: z.string(),
        title: z.string(),
        dueTime: z.string(),
        status: z.int(),
        overdue: z.boolean(),
      }),
    ),
  }),
  codes: [10400, 10403, 10404, 10409],
});

export const saveHotline = call({
  summary: '登记或编辑热线来电（危机来电须有紧急联系人，生成危机跟进待办并短信通知）',
  method: 'POST',
  path: `${BASE}/save`,
  source: 'ours',
  body: z.object({
    id: hotlineId.optional(),
    callStart: dateTimeField('来电时间'),
    callEnd: dateTimeField('结束时间'),
    anonymous: bodyCode('是否匿名', [0, 1]).default(0),
    callerMobile: mobile('来电号码', '请输入来电号码')
      .or(z.literal(''))
      .default('')
      .meta({ title: '来电号码', description: '匿名可空；编辑时为空表示不修改' }),
    sex: bodyCode('性别', [-1, 0, 1]),
    ageBand: choice('年龄段', AGE_BANDS),
    areaCode: optionalText('地区', 30),
    listenerId: id('接线员', '请选择接线员'),
    callType: choice('来电类型', CALL_TYPES),
    problemTypeIds: idList('问题类型').default([]),
    summary: requiredText('通话摘要', '请输入通话摘要', 500),
    suicideIntent: score('自杀意念'),
    hopelessness: score('无望感'),
    mentalStatus: bodyCode('心理状态', mentalStatus),
    handling: choice('处理方式', HANDLINGS),
    cusUserId: id('来访者').optional(),
    emergencyName: optionalText('紧急联系人', 20),
    emergencyRelation: optionalText('与来访者关系', 10),
    emergencyMobile: mobile('紧急联系人手机号').or(z.literal('')).default('').meta({
      title: '紧急联系人手机号',
      description: '危机来电必填（匿名来电可改填未留联系人原因）；编辑时为空表示不修改',
    }),
    noContactReason: optionalText('未留联系人原因', 200),
    needFollowUp: bodyCode('是否需要回访', [0, 1]).default(0),
    status: bodyCode('工单状态', [0, 1, 2]).default(0),
  }),
  data: z.object({
    id: z.string(),
    hotlineNo: z.string(),
    crisis: z.boolean(),
    crisisTodoId: z.string().meta({ description: '本次生成的危机跟进待办，未生成为空' }),
  }),
  codes: [10400, 10403, 10404, 10409],
});

export const listHotlineListeners = call({
  summary: '本机构的接线员（倾听师）',
  method: 'GET',
  path: `${BASE}/listeners`,
  source: 'ours',
  query: z.object({ ...pageQuery, name: filterText('姓名', 20) }),
  data: paged(z.object({ id: z.string(), name: z.string() })),
  codes: [10400, 10403, 10409],
});
