/** Follow-ups (回访) of orders and hotline calls: list, plan, record (docs/api/counselling.md). */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/followUp';
import { isCrisisCall, isOverdue } from '../../src/shared/counselling/hotlineCodes';
import { cstDate } from '../../src/shared/counselling/slotRule';
import { PERM } from '../../src/shared/session/permissions';
import { raiseCrisis } from '../counselling/crisis';
import { addPlannedFollowUp, cstMs } from '../counselling/hotlineEffects';
import { changeAt, changeRow, changeWhere } from '../counselling/rows';
import type { CounsellingTables, FollowUp } from '../counselling/types';
import { formatDateTime } from '../core/time';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { page, type SortKeys } from '../core/paging';
import { type RouteContext } from '../core/context';
import { conflict, idsOf, notFound, tablesOf } from '../counselling/access';
import { hotlineOf, staffCaller, type StaffCaller } from '../hotline/hotlineAccess';

type ListQuery = Input<typeof C.listFollowUps>;

const orgOf = (t: CounsellingTables, row: FollowUp): string | undefined =>
  row.hotlineId ? t.hotlines.get(row.hotlineId)?.orgId : t.orders.get(row.orderId)?.orgId;

function visitorName(t: CounsellingTables, row: FollowUp): string {
  const order = t.orders.get(row.orderId);
  return order?.visitorName ?? t.cusUsers.get(row.cusUserId)?.name ?? '匿名来电';
}

function view(ctx: RouteContext, row: FollowUp, now: string) {
  const t = tablesOf(ctx);
  return {
    ...row,
    source: row.hotlineId ? ('hotline' as const) : ('order' as const),
    hotlineId: row.hotlineId ?? '',
    orderNo: t.orders.get(row.orderId)?.orderNo ?? '',
    hotlineNo: t.hotlines.get(row.hotlineId ?? '')?.hotlineNo ?? '',
    visitorName: visitorName(t, row),
    overdue: isOverdue(row.status, row.planTime, now),
  };
}

const from = (value?: string) => (value && value.length === 10 ? `${value} 00:00:00` : value);
const to = (value?: string) => (value && value.length === 10 ? `${value} 23:59:59` : value);

/** The order's and the call's numbers a follow-up belongs to. */
const bizNumbers = (t: CounsellingTables, row: FollowUp): string[] => [
  t.orders.get(row.orderId)?.orderNo ?? '',
  t.hotlines.get(row.hotlineId ?? '')?.hotlineNo ?? '',
];

function matches(t: CounsellingTables, row: FollowUp, q: ListQuery, now: string): boolean {
  if (q.status !== undefined && row.status !== q.status) return false;
  if (q.overdue !== undefined && isOverdue(row.status, row.planTime, now) !== (q.overdue === 1))
    return false;
  if (q.method && row.method !== q.method) return false;
  if (q.result && row.result !== q.result) return false;
  if (q.source && (q.source === 'hotline') !== Boolean(row.hotlineId)) return false;
  if (q.mentalStatus !== undefined && row.mentalStatus !== q.mentalStatus) return false;
  const start = from(q.planStart);
  const end = to(q.planEnd);
  if (start && row.planTime < start) return false;
  if (end && row.planTime > end) return false;
  if (q.visitor && !visitorName(t, row).includes(q.visitor)) return false;
  if (q.bizNo && !bizNumbers(t, row).some((no) => no.includes(q.bizNo ?? ''))) return false;
  return true;
}

/** 回访记录's sortable columns: 计划回访时间, 回访时间 (not yet done last), 状态. */
const FOLLOW_UP_SORTS: SortKeys<FollowUp, NonNullable<ListQuery['sortField']>> = {
  planTime: (row) => row.planTime,
  doneTime: (row) => row.doneTime,
  status: (row) => row.status,
};

/** 回访记录分页 GET /server-platform/api/followUp/page (latest plan first) */
function listFollowUps(ctx: RouteContext, query: ListQuery) {
  const { orgId } = staffCaller(ctx, PERM.followUp);
  const t = tablesOf(ctx);
  const now = formatDateTime(ctx.now);
  const rows = t.followUps
    .filter((row) => orgOf(t, row) === orgId && matches(t, row, query, now))
    .sort((a, b) => b.planTime.localeCompare(a.planTime) || Number(b.id) - Number(a.id));
  const answer = page(rows, query, FOLLOW_UP_SORTS);
  return { ...answer, rows: answer.rows.map((row) => view(ctx, row, now)) };
}

/** What a follow-up is planned for: an order or a hotline call of the organisation. */
function subjectOf(ctx: RouteContext, caller: StaffCaller, body: Input<typeof C.planFollowUp>) {
  if (!body.orderId && !body.hotlineId) throw fail(10400, '请选择回访的订单或热线工单');
  if (body.orderId && body.hotlineId) throw fail(10400, '订单与热线工单只能选择一个');
  const t = tablesOf(ctx);
  if (body.hotlineId) {
    const call = hotlineOf(ctx, caller.orgId, body.hotlineId);
    return {
      orderId: '',
      hotlineId: call.id,
      cusUserId: call.cusUserId,
      mentalStatus: isCrisisCall(call) ? 2 : call.mentalStatus,
      subject: `热线来电（${call.hotlineNo}）`,
    };
  }
  const order = t.orders.get(body.orderId ?? '');
  if (!order || order.orgId !== caller.orgId) throw notFound();
  return {
    orderId: order.id,
    hotlineId: '',
    cusUserId: order.cusUserId,
    mentalStatus: order.mentalStatus,
    subject: `${order.visitorName}（${order.orderNo}）`,
  };
}

/** 安排回访 POST /server-platform/api/followUp/plan: a 待回访 follow-up and the planner's to-do */
function planFollowUp(ctx: RouteContext, body: Input<typeof C.planFollowUp>) {
  const caller = staffCaller(ctx, [PERM.followUp, PERM.hotline]);
  const subject = subjectOf(ctx, caller, body);
  if (cstMs(body.planTime) < ctx.now) throw fail(10400, '计划回访时间不能早于当前时间');
  const t = tablesOf(ctx);
  const open = t.followUps.some(
    (row) =>
      row.status === 0 &&
      (subject.hotlineId
        ? row.hotlineId === subject.hotlineId
        : !row.hotlineId && row.orderId === subject.orderId),
  );
  if (open) throw conflict('已有待回访的计划，请先记录');
  const { followUp, todo } = addPlannedFollowUp(idsOf(ctx), t, {
    ...subject,
    orgId: caller.orgId,
    planTime: body.planTime,
    method: body.method,
    content: body.content,
    operator: caller.name,
    assignee: caller.userId,
    time: formatDateTime(ctx.now),
  });
  return ok({ id: followUp.id, todoId: todo.id }, '回访已安排');
}

/** A follow-up assessed as crisis: the 危机跟进 to-do and SMS, as 完成咨询 and a crisis call raise them. */
function followUpCrisis(ctx: RouteContext, row: FollowUp, time: string) {
  const t = tablesOf(ctx);
  const order = t.orders.get(row.orderId);
  const call = t.hotlines.get(row.hotlineId ?? '');
  const name = visitorName(t, row);
  const bizNo = row.hotlineId ? `热线工单${call?.hotlineNo ?? ''}` : `订单${order?.orderNo ?? ''}`;
  return raiseCrisis(idsOf(ctx), t, {
    orgId: orgOf(t, row) ?? '',
    bizType: 'followUp',
    bizId: row.id,
    subject: `${name}（回访，${bizNo}）`,
    notice: `危机预警：来访者${name}（${bizNo}）回访评估为危机，请在24小时内跟进`,
    time,
  });
}

/** 记录回访 POST /server-platform/api/followUp/record: closes its 待回访 to-dos; a next date plans the next one */
function recordFollowUp(ctx: RouteContext, body: Input<typeof C.recordFollowUp>) {
  const caller = staffCaller(ctx, PERM.followUp);
  const t = tablesOf(ctx);
  const found = t.followUps.find((followUp) => followUp.id === body.id);
  if (!found || orgOf(t, found) !== caller.orgId) throw notFound();
  if (found.status !== 0) throw conflict('该回访已记录');
  if (body.nextFollowUpDate && body.nextAction === '结案')
    throw fail(10400, '结案后不能再安排回访');
  if (body.nextFollowUpDate && body.nextFollowUpDate <= cstDate(ctx.now))
    throw fail(10400, '下次回访日期须晚于今天');
  const time = formatDateTime(ctx.now);
  const row = changeAt(t.followUps, found, {
    status: body.status,
    method: body.method,
    content: body.content,
    result: body.result,
    mentalStatus: body.mentalStatus,
    nextAction: body.nextAction,
    nextFollowUpDate: body.nextFollowUpDate,
    doneTime: time,
    operator: caller.name,
  });
  changeWhere(
    t.todos,
    (todo) => todo.bizType === 'followUp' && todo.bizId === row.id && todo.status === 0,
    { status: 1, doneBy: caller.name, doneTime: time },
  );
  const customer = t.cusUsers.get(row.cusUserId);
  if (customer) changeRow(t.cusUsers, customer, { mentalStatus: body.mentalStatus });
  const crisisTodoId = body.mentalStatus === 2 ? followUpCrisis(ctx, row, time).id : '';
  const next = body.nextFollowUpDate
    ? addPlannedFollowUp(idsOf(ctx), t, {
        orgId: caller.orgId,
        orderId: row.orderId,
        hotlineId: row.hotlineId ?? '',
        cusUserId: row.cusUserId,
        mentalStatus: body.mentalStatus,
        planTime: `${body.nextFollowUpDate} 10:00:00`,
        method: body.method,
        content: '',
        operator: caller.name,
        assignee: caller.userId,
        subject: `${visitorName(t, row)}（下次回访）`,
        time,
      }).followUp.id
    : '';
  const msg = crisisTodoId ? '回访已记录，已生成危机跟进待办' : '回访已记录';
  return ok({ id: row.id, nextId: next, crisisTodoId }, msg);
}

export const followUpRoutes = createRouter()
  .handle(C.listFollowUps, listFollowUps)
  .handle(C.planFollowUp, planFollowUp)
  .handle(C.recordFollowUp, recordFollowUp);
