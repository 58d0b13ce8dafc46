/**
 * Consult orders (counselling design "Consult order"; docs/api/counselling.md). The status update
 * is the spec's call family (§7); the other paths are ours.
 */
import { z } from 'zod';
import { answerList } from './answerSchemas';
import { entryFields } from './entrySchemas';
import { call } from './call';
import {
  appointMode,
  bodyCode,
  consultType,
  consultWay,
  date,
  mentalStatus,
  mobile,
  optionalText,
  orderStatus,
  queryCode,
  sex,
  version,
} from './counsellingSchemas';
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

const BASE = '/server-platform/api/consult';

const orderRow = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: z.literal(orderStatus),
  version: z.int(),
  visitorName: z.string(),
  sex: z.literal(sex),
  age: z.int(),
  mobile: z.string().meta({ description: '3+4 掩码；详情中持有查看联系方式权限时为完整号码' }),
  identity: z.literal([0, 1, 2, 3, 4]),
  cusUserId: z.string(),
  orgId: z.string().meta({ description: '服务机构' }),
  customerOrgId: z.string().meta({ description: '来访者所属的客户机构，非客户机构来访者为空' }),
  expertId: z.string(),
  expertName: z.string(),
  consultWay: z.literal(consultWay),
  appointMode: z.literal(appointMode),
  consultType: z.literal(consultType),
  mentalStatus: z.literal(mentalStatus),
  isBreakContract: z.literal([0, 1]),
  problemTypeIds: z.array(z.string()),
  problemTypeNames: z.string().meta({ description: '以、连接' }),
  appointDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  amount: z.number(),
  payStatus: z.literal([0, 1, 2]),
  visitorInfo: z
    .string()
    .meta({ description: 'JSON 文本 {customFields:[{name,value}]}，原样返回' }),
  createAccount: z.string(),
  formId: z.string().meta({
    description: '个案记录所用的个案表单（完成咨询时填写的那份），尚无个案记录时为空',
  }),
  createTime: dateTime,
  cancelTime: z.string(),
  seriesId: z.string().meta({ description: '所属周期预约，非周期预约为空' }),
  seriesIndex: z.int().meta({ description: '周期预约中的第几次（从 1 起），非周期预约为 0' }),
  seriesCount: z.int().meta({ description: '周期预约的总次数，非周期预约为 0' }),
});

const statusTab = z.object({
  status: z.int().meta({ description: '-99 表示全部' }),
  label: z.string(),
  count: z.int(),
});

const logEntry = z.object({
  action: z.string(),
  actionLabel: z.string(),
  from: z.int().nullable(),
  to: z.int(),
  by: z.string(),
  time: z.string(),
  note: z.string(),
});

const orderDetail = orderRow.extend({
  customFields: z.array(z.object({ name: z.string(), value: z.string() })),
  visitorInfoError: z.boolean().meta({ description: 'visitorInfo 不是合法 JSON' }),
  emergencyName: z.string(),
  emergencyRelation: z.string(),
  emergencyMobile: z.string(),
  problemDesc: z.string(),
  bucketId: z.string(),
  durationMin: z.int(),
  acceptTime: z.string(),
  finishTime: z.string(),
  confirmTime: z.string(),
  cancelReason: z.string(),
  cancelBy: z.string(),
  remark: z.string(),
  logs: z.array(logEntry),
  urgeLogs: z.array(
    z.object({
      id: z.string(),
      kind: z.int(),
      target: z.string(),
      channel: z.string(),
      content: z.string(),
      result: z.string(),
      operator: z.string(),
      createTime: z.string(),
    }),
  ),
  followUps: z.array(
    z.object({
      id: z.string(),
      planTime: z.string(),
      doneTime: z.string(),
      method: z.string(),
      operator: z.string(),
      content: z.string(),
      result: z.string(),
      mentalStatus: z.int(),
      nextAction: z.string(),
      status: z.int(),
      overdue: z.boolean(),
    }),
  ),
  recommendations: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      targetId: z.string(),
      targetName: z.string(),
      reason: z.string(),
      createBy: z.string().meta({ description: '推荐人（咨询师或管理员的姓名）' }),
      createTime: z.string(),
    }),
  ),
  actions: z.array(z.string()).meta({ description: '调用者此刻可执行的流转（按钮）' }),
  measureAlert: z
    .string()
    .meta({ description: '本次咨询前的测评触发的测评预警（docs/api/measures.md），无则为空' }),
  measures: z
    .array(
      z.object({
        formId: z.string(),
        scaleCode: z.string(),
        score: z.int(),
        change: z.int().nullable().meta({ description: '较首次的变化，仅一次结果时为 null' }),
        band: z.string(),
        submitTime: z.string(),
        line: z.string().meta({ description: '如 PHQ-9 16（+8）中重度' }),
      }),
    )
    .meta({ description: '来访者各量表的最近一次测评结果' }),
});

const orderId = id('订单');
const transitionAnswer = z.object({
  id: z.string(),
  status: z.literal(orderStatus),
  version: z.int(),
});
const reason = (title: string) => requiredText(title, `请输入${title}`, 200);
const slot = { appointDate: date('预约日期'), bucketId: id('预约时段', '请选择预约时段') };
const TRANSITION_CODES = [10400, 10403, 10404, 10409];
/** 仅本次 / 本次及之后 of a series order (ignored for an order outside a series). */
const seriesScope = z.enum(['one', 'following'], { error: '范围取值不正确' }).optional().meta({
  title: '范围',
  description:
    '周期预约的订单：one 仅本次（默认），following 本次及之后（同一周期预约中此后仍有效的各次一并处理）',
});

export const listConsultOrders = call({
  summary: '咨询订单分页（含各状态数量；导出 pageSize 10000）',
  method: 'GET',
  path: `${BASE}/page`,
  source: 'ours',
  query: z.object({
    ...pageQuery,
    status: queryCode('订单状态', orderStatus),
    orderNo: filterText('订单号', 30),
    visitor: filterText('来访者姓名或手机号', 30),
    expertId: id('咨询师').optional(),
    consultWay: queryCode('咨询方式', consultWay),
    appointMode: queryCode('预约方式', appointMode),
    consultType: queryCode('咨询类型', consultType),
    mentalStatus: queryCode('心理状态', mentalStatus),
    isBreakContract: queryCode('是否爽约', [0, 1]),
    // 1: 待咨询 24 h after the session's end, its case record unwritten (docs/api/case-records.md).
    recordOverdue: queryCode('待写记录', [0, 1]),
    problemTypeId: id('问题类型').optional(),
    appointStart: timeFilter('预约日期起'),
    appointEnd: timeFilter('预约日期止'),
    createStart: timeFilter('创建时间起'),
    createEnd: timeFilter('创建时间止'),
    // appointTime: the slot's day and start (预约时段).
    ...sortQuery(['appointTime', 'createTime', 'status']),
  }),
  data: paged(orderRow).extend({ statusCounts: z.array(statusTab) }),
  codes: [10400, 10403, 10409],
});

export const consultOrderDetail = call({
  summary: '咨询订单详情（来访者、时段、时间线、催单、回访、推荐）',
  method: 'GET',
  path: `${BASE}/detail`,
  source: 'ours',
  query: z.object({ id: orderId }),
  data: orderDetail,
  codes: [10400, 10403, 10404, 10409],
});

export const createConsultOrder = call({
  summary: '手动录入或热线转预约：新建咨询订单（占用时段）',
  method: 'POST',
  path: `${BASE}/create`,
  source: 'ours',
  body: z.object({
    ...entryFields,
    ...slot,
    hotlineId: id('热线工单')
      .optional()
      .meta({ description: '热线转预约（appointMode 1）时的来源工单' }),
  }),
  data: z.object({ id: z.string(), orderNo: z.string() }),
  codes: [10400, 10403, 10404, 10409],
});

/**
 * 完成咨询's emergency contact: a crisis case (风险等级 高) of an order without one must bring it
 * (crisisContact.ts); empty fields keep what the order holds.
 */
const crisisContact = {
  emergencyName: optionalText('紧急联系人', 20),
  emergencyRelation: optionalText('与来访者关系', 10),
  emergencyMobile: mobile('紧急联系人手机号').or(z.literal('')).default('').meta({
    title: '紧急联系人手机号',
    description: '风险等级为高且订单未登记紧急联系人时必填；为空表示沿用订单上的',
  }),
};

/** One branch of the status update: the action, the order and the version the caller saw, the action's inputs. */
const statusUpdate = <A extends string, F extends z.ZodRawShape>(
  action: A,
  meaning: string,
  fields: F,
) =>
  z
    .object({
      action: z.literal(action).meta({ title: '操作类型' }),
      id: orderId,
      version,
      ...fields,
    })
    .meta({ title: action, description: meaning });

export const updateConsultOrderStatus = call({
  summary: '订单状态更新（接单、拒单、改期、转介、完成咨询、确认完成、爽约；取消订单另有调用）',
  method: 'POST',
  path: `${BASE}/updateStatus`,
  source: 'spec',
  body: z.discriminatedUnion(
    'action',
    [
      statusUpdate('accept', '接单（0 → 1）', {}),
      statusUpdate('decline', '拒单（0 → 4，咨询师本人，释放时段）', {
        reason: reason('拒单原因'),
      }),
      statusUpdate(
        'reschedule',
        '改期（1 → 1，换到空闲时段，释放原时段；周期预约可选本次及之后：此后各次平移相同天数、换到同一时段）',
        { ...slot, scope: seriesScope },
      ),
      statusUpdate('referral', '转介（1 → 1，换咨询师与时段，释放原时段）', {
        expertId: id('转介咨询师', '请选择转介咨询师'),
        ...slot,
        reason: reason('转介原因'),
      }),
      statusUpdate(
        'complete',
        '完成咨询（1 → 2，咨询师本人，开始后；提交个案记录，风险等级定心理状态；危机个案须有紧急联系人）',
        {
          formId: id('个案表单'),
          answers: answerList,
          ...crisisContact,
        },
      ),
      statusUpdate('confirm', '确认完成（2 → 3）', {}),
      statusUpdate('breach', '爽约（1 → 3，开始后，isBreakContract 1）', {}),
    ],
    {
      // Only the action's own refusal; a body that is no object keeps the generic message.
      error: (issue) => {
        if (issue.code !== 'invalid_union') return undefined;
        return (issue.input as { action?: unknown }).action === undefined
          ? '操作类型不能为空'
          : '操作类型取值不正确';
      },
    },
  ),
  data: transitionAnswer,
  codes: TRANSITION_CODES,
});

export const cancelConsultOrder = call({
  summary: '取消订单（0、1 → 4，需原因，释放时段；可代来访者取消）',
  method: 'POST',
  path: `${BASE}/cancel`,
  source: 'ours',
  body: z.object({
    id: orderId,
    version,
    reason: reason('取消原因'),
    by: z.enum(['admin', 'visitor'], { error: '取消方取值不正确' }).optional().meta({
      title: '取消方',
      description:
        'visitor：工作人员代来访者取消，须在咨询开始前 cancelDeadlineHours 小时之前；默认 admin（任何时候）',
    }),
    scope: seriesScope,
  }),
  data: transitionAnswer,
  codes: TRANSITION_CODES,
});

export const urgeConsultOrder = call({
  summary: '催单（短信，记入催单记录）',
  method: 'POST',
  path: `${BASE}/urge`,
  source: 'ours',
  body: z.object({
    id: orderId,
    kind: bodyCode('催单类型', [0, 1, 2]),
    content: optionalText('短信内容', 200),
  }),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404, 10409],
});

export const revealEmergencyContact = call({
  summary:
    '紧急查看联系人（危机个案；无查看联系方式权限的工作人员或订单咨询师，需说明原因，记入操作记录）',
  method: 'POST',
  path: `${BASE}/emergencyContact/reveal`,
  source: 'ours',
  body: z.object({ id: orderId, reason: requiredText('查看原因', '请输入查看原因', 200) }),
  data: z.object({
    emergencyName: z.string(),
    emergencyRelation: z.string(),
    emergencyMobile: z.string(),
  }),
  codes: [10400, 10403, 10404, 10409],
});

export const remarkConsultOrder = call({
  summary: '订单备注（任何可查看订单的工作人员，任何状态；记入操作记录，不改状态）',
  method: 'POST',
  path: `${BASE}/remark`,
  source: 'ours',
  body: z.object({ id: orderId, content: requiredText('备注内容', '请输入备注内容', 200) }),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404],
});

const recommendKind = z
  .enum(['scale', 'expert'], {
    error: (issue) => (issue.input === undefined ? '请选择推荐类型' : '取值不正确'),
  })
  .meta({ title: '推荐类型' });

export const listRecommendTargets = call({
  summary: '可推荐的对象（订单所属机构已发布的量表，或合作中的咨询师）',
  method: 'GET',
  path: `${BASE}/recommendTargets`,
  source: 'ours',
  query: z.object({ orderId, kind: recommendKind }),
  data: z.array(z.object({ id: z.string(), name: z.string() })),
  codes: [10400, 10403, 10404],
});

export const recommendConsultOrder = call({
  summary: '咨询后推荐（订单咨询师或有推荐权限的管理员；量表或咨询师，已完成或待确认的订单）',
  method: 'POST',
  path: `${BASE}/recommend`,
  source: 'ours',
  body: z.object({
    id: orderId,
    version: version.optional(),
    kind: recommendKind,
    targetIds: idList('推荐对象', '请选择推荐对象').max(20, '一次最多推荐20项'),
    reason: optionalText('推荐理由', 200),
  }),
  data: z.object({ added: z.int() }),
  codes: [10400, 10403, 10404, 10409],
});
