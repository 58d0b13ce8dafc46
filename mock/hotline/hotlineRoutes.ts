/** Hotline calls (热线工单): list, detail, record or edit, listeners (docs/api/counselling.md). */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/hotline';
import { missingHotlineContact } from '../../src/shared/counselling/crisisContact';
import { isCrisisCall, isOverdue } from '../../src/shared/counselling/hotlineCodes';
import { PERM } from '../../src/shared/session/permissions';
import { maskMobile } from '../../src/shared/utils/format';
import { hotlineNoOf, type HotlineCall } from '../counselling/hotline';
import { addTodo, cstMs } from '../counselling/hotlineEffects';
import { changeWhere } from '../counselling/rows';
import { addHotlineCrisis } from '../counselling/crisis';
import { DAY_MS, formatDateTime } from '../core/time';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { page, type SortKeys } from '../core/paging';
import { type RouteContext } from '../core/context';
import { conflict, expertName, idsOf, notFound, orgExperts, tablesOf } from '../counselling/access';
import { requireIdentity } from '../core/guards';
import { hotlineOf, staffCaller } from './hotlineAccess';

type ListQuery = Input<typeof C.listHotlines>;

function view(ctx: RouteContext, row: HotlineCall, showContact = false) {
  const t = tablesOf(ctx);
  const { orgId: _orgId, ...fields } = row;
  return {
    ...fields,
    callerMobile: maskMobile(row.callerMobile),
    emergencyMobile: showContact ? row.emergencyMobile : maskMobile(row.emergencyMobile),
    listenerName: expertName(ctx, row.listenerId),
    problemTypeNames: row.problemTypeIds
      .map((id) => t.problemTypes.get(id)?.name ?? '')
      .filter(Boolean)
      .join('、'),
    crisis: isCrisisCall(row),
    orderNo: t.orders.get(row.orderId)?.orderNo ?? '',
    cusUserName: t.cusUsers.get(row.cusUserId)?.name ?? '',
  };
}

const from = (value?: string) => (value && value.length === 10 ? `${value} 00:00:00` : value);
const to = (value?: string) => (value && value.length === 10 ? `${value} 23:59:59` : value);

function matches(row: HotlineCall, q: ListQuery): boolean {
  if (q.keyword && !row.hotlineNo.includes(q.keyword) && !row.callerMobile.includes(q.keyword))
    return false;
  if (q.callType && row.callType !== q.callType) return false;
  if (q.handling && row.handling !== q.handling) return false;
  if (q.status !== undefined && row.status !== q.status) return false;
  if (q.crisis !== undefined && isCrisisCall(row) !== (q.crisis === 1)) return false;
  if (q.converted !== undefined && (row.orderId !== '') !== (q.converted === 1)) return false;
  if (q.listenerId && row.listenerId !== q.listenerId) return false;
  const start = from(q.callStartFrom);
  const end = to(q.callStartTo);
  if (start && row.callStart < start) return false;
  if (end && row.callStart > end) return false;
  return true;
}

/** 热线工单's sortable columns: 来电时间, 通话时长, 状态. */
const HOTLINE_SORTS: SortKeys<HotlineCall, NonNullable<ListQuery['sortField']>> = {
  callStart: (row) => row.callStart,
  duration: (row) => row.duration,
  status: (row) => row.status,
};

/** 热线工单分页 GET /server-platform/api/hotline/page (newest call first; caller mobile masked) */
function listHotlines(ctx: RouteContext, query: ListQuery) {
  const { orgId } = staffCaller(ctx, PERM.hotline);
  const rows = [...tablesOf(ctx).hotlines.values()]
    .filter((row) => row.orgId === orgId && matches(row, query))
    .sort((a, b) => b.callStart.localeCompare(a.callStart) || Number(b.id) - Number(a.id));
  const answer = page(rows, query, HOTLINE_SORTS);
  return { ...answer, rows: answer.rows.map((row) => view(ctx, row)) };
}

/** 热线工单详情 GET /server-platform/api/hotline/detail ?id: with its follow-ups and to-dos */
function hotlineDetail(ctx: RouteContext, { id }: Input<typeof C.hotlineDetail>) {
  const { orgId } = staffCaller(ctx, PERM.hotline);
  const row = hotlineOf(ctx, orgId, id);
  const t = tablesOf(ctx);
  const now = formatDateTime(ctx.now);
  const followUps = t.followUps
    .filter((followUp) => followUp.hotlineId === row.id)
    .map(({ id: followUpId, planTime, doneTime, method, operator, content, result, status }) => ({
      id: followUpId,
      planTime,
      doneTime,
      method,
      operator,
      content,
      result,
      status,
      overdue: isOverdue(status, planTime, now),
    }));
  const todos = t.todos
    .filter((todo) => todo.bizType === 'hotline' && todo.bizId === row.id)
    .map(({ id: todoId, type, title, dueTime, status }) => ({
      id: todoId,
      type,
      title,
      dueTime,
      status,
      overdue: isOverdue(status, dueTime, now),
    }));
  // The staff who must act on a crisis call read its contact with the counselling contact code.
  const showContact = requireIdentity(ctx).btnCodes.includes(PERM.consultViewContact);
  return { ...view(ctx, row, showContact), followUps, todos };
}

/** 登记或编辑热线来电 POST /server-platform/api/hotline/save: a crisis call raises the 危机跟进 to-do and SMS once */
function saveHotline(ctx: RouteContext, body: Input<typeof C.saveHotline>) {
  const caller = staffCaller(ctx, PERM.hotline);
  const { orgId } = caller;
  const t = tablesOf(ctx);
  const existing = body.id ? hotlineOf(ctx, orgId, body.id) : undefined;
  if (body.callEnd <= body.callStart) throw fail(10400, '结束时间须晚于来电时间');
  if (cstMs(body.callStart) > ctx.now) throw fail(10400, '来电时间不能晚于当前时间');
  const callerMobile =
    body.anonymous === 1 ? '' : body.callerMobile || (existing?.callerMobile ?? '');
  if (body.anonymous === 0 && !callerMobile) throw fail(10400, '请输入来电号码');
  const contact = {
    emergencyName: body.emergencyName,
    emergencyRelation: body.emergencyRelation,
    emergencyMobile: body.emergencyMobile || (existing?.emergencyMobile ?? ''),
    noContactReason: body.noContactReason,
  };
  if (isCrisisCall(body)) {
    const missing = missingHotlineContact({ ...contact, anonymous: body.anonymous });
    if (missing) throw fail(10400, missing);
  }
  const listener = orgExperts(ctx, orgId).find((row) => row.expertId === body.listenerId);
  if (!listener || listener.profile?.expertType !== 1) throw conflict('该接线员未与本机构合作');
  for (const typeId of body.problemTypeIds) {
    const type = t.problemTypes.get(typeId);
    if (!type || type.orgId !== orgId || type.pid === '0' || type.status !== 1)
      throw conflict('问题类型不存在或已停用');
  }
  if (body.cusUserId && t.cusUsers.get(body.cusUserId)?.orgId !== orgId) throw notFound();
  if (existing?.orderId && body.cusUserId && body.cusUserId !== existing.cusUserId)
    throw conflict('已转预约的热线工单不能更换来访者');

  const time = formatDateTime(ctx.now);
  const id = existing?.id ?? idsOf(ctx).next('hotline');
  const fields = {
    callStart: body.callStart,
    callEnd: body.callEnd,
    duration: Math.round((cstMs(body.callEnd) - cstMs(body.callStart)) / 1000),
    callerMobile,
    anonymous: body.anonymous,
    sex: body.sex,
    ageBand: body.ageBand,
    areaCode: body.areaCode,
    listenerId: body.listenerId,
    callType: body.callType,
    problemTypeIds: body.problemTypeIds,
    summary: body.summary,
    suicideIntent: body.suicideIntent,
    hopelessness: body.hopelessness,
    mentalStatus: body.mentalStatus,
    handling: body.handling,
    cusUserId: body.cusUserId ?? existing?.cusUserId ?? '',
    ...contact,
    needFollowUp: body.needFollowUp,
    status: body.status,
  };
  const row: HotlineCall = existing
    ? { ...existing, ...fields }
    : {
        ...fields,
        id,
        orgId,
        hotlineNo: hotlineNoOf(id, body.callStart),
        orderId: '',
        createBy: caller.name,
        createTime: time,
      };
  t.hotlines.set(id, row);
  const raised = isCrisisCall(row) && !t.todos.some((todo) => isCrisisTodoOf(todo, id));
  const crisisTodoId = raised ? addHotlineCrisis(idsOf(ctx), t, row, time).id : '';
  if (!existing && row.status === 0)
    addTodo(idsOf(ctx), t, {
      orgId,
      type: '热线待处理',
      bizType: 'hotline',
      bizId: id,
      title: `热线待处理：${row.hotlineNo}`,
      assignee: caller.userId,
      time,
      dueMs: ctx.now + DAY_MS,
    });
  if (row.status === 2)
    changeWhere(
      t.todos,
      (todo) => todo.bizId === id && todo.type === '热线待处理' && todo.status === 0,
      { status: 1, doneBy: caller.name, doneTime: time },
    );
  return ok(
    { id, hotlineNo: row.hotlineNo, crisis: isCrisisCall(row), crisisTodoId },
    raised ? '保存成功，已生成危机跟进待办' : '保存成功',
  );
}

const isCrisisTodoOf = (todo: { bizType: string; bizId: string; type: string }, id: string) =>
  todo.bizType === 'hotline' && todo.bizId === id && todo.type === '危机跟进';

/** 本机构的接线员 GET /server-platform/api/hotline/listeners: audienters cooperating with the organisation */
function listHotlineListeners(ctx: RouteContext, query: Input<typeof C.listHotlineListeners>) {
  const { orgId } = staffCaller(ctx, PERM.hotline);
  const rows = orgExperts(ctx, orgId)
    .filter((row) => row.profile?.expertType === 1)
    .filter((row) => !query.name || row.name.includes(query.name))
    .map((row) => ({ id: row.expertId, name: row.name }));
  return page(rows, query);
}

export const hotlineRoutes = createRouter()
  .handle(C.listHotlines, listHotlines)
  .handle(C.hotlineDetail, hotlineDetail)
  .handle(C.saveHotline, saveHotline)
  .handle(C.listHotlineListeners, listHotlineListeners);
