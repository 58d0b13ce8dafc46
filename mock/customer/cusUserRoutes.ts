/** Customers (来访者): list, detail, add, edit, archive, restore (docs/api/counselling.md). */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/cusUser';
import { isCrisisCall } from '../../src/shared/counselling/hotlineCodes';
import { cstDate } from '../../src/shared/counselling/slotRule';
import { PERM } from '../../src/shared/session/permissions';
import { maskMobile } from '../../src/shared/utils/format';
import { seriesLabelOf } from '../counselling/series';
import { ageOn } from '../counselling/customers';
import { changeRow } from '../counselling/rows';
import type { HotlineCall } from '../counselling/hotline';
import type { CounsellingTables, CusUser } from '../counselling/types';
import { derived, groupedBy } from '../core/derived';
import { formatDateTime } from '../core/time';
import { createRouter, ok } from '../core/router';
import { page, type SortKeys } from '../core/paging';
import { type RouteContext } from '../core/context';
import {
  CUSTOMER_PICKERS,
  conflict,
  expertName,
  idsOf,
  notFound,
  orgFor,
  tablesOf,
} from '../counselling/access';
import { chartOverview, chartTimeline } from './chartRoutes';

function view(ctx: RouteContext, row: CusUser, showContact = false) {
  return {
    ...row,
    mobile: showContact ? row.mobile : maskMobile(row.mobile),
    age: ageOn(row.birthday, cstDate(ctx.now)),
  };
}

function customerOf(ctx: RouteContext, orgId: string, id: string): CusUser {
  const row = tablesOf(ctx).cusUsers.get(id);
  if (!row || row.orgId !== orgId) throw notFound();
  return row;
}

/** 来访者's sortable columns: 咨询次数, 最近咨询, 创建时间, 归档时间. */
const CUSTOMER_SORTS: SortKeys<CusUser, NonNullable<Input<typeof C.listCusUsers>['sortField']>> = {
  consultCount: (row) => row.consultCount,
  lastConsultTime: (row) => row.lastConsultTime,
  createTime: (row) => row.createTime,
  archiveTime: (row) => row.archiveTime,
};

/** 来访者分页 GET /server-platform/api/cusUser/page ?keyword, archived, mentalStatus */
function listCusUsers(ctx: RouteContext, query: Input<typeof C.listCusUsers>) {
  const { orgId } = orgFor(ctx, CUSTOMER_PICKERS);
  const { keyword, archived, mentalStatus } = query;
  const rows = customersNewestFirst(tablesOf(ctx), orgId).filter(
    (row) =>
      (!keyword || row.name.includes(keyword) || row.mobile.includes(keyword)) &&
      (archived === undefined || row.archived === archived) &&
      (mentalStatus === undefined || row.mentalStatus === mentalStatus),
  );
  const answer = page(rows, query, CUSTOMER_SORTS);
  return { ...answer, rows: answer.rows.map((row) => view(ctx, row)) };
}

/** An organisation's visitors, the newest first (the later id first within a second), kept until one changes (issue 32). */
function customersNewestFirst(t: CounsellingTables, orgId: string): readonly CusUser[] {
  const byOrg = derived(t.cusUsers, 'newestFirst by org', (customers) =>
    groupedBy(
      [...customers].sort(
        (a, b) => b.createTime.localeCompare(a.createTime) || Number(b.id) - Number(a.id),
      ),
      (customer) => customer.orgId,
    ),
  );
  return byOrg.get(orgId) ?? [];
}

/** 来访者详情 GET /server-platform/api/cusUser/detail ?id: with their orders and follow-ups; the full mobile with 查看联系方式 */
function cusUserDetail(ctx: RouteContext, { id }: Input<typeof C.cusUserDetail>) {
  const { orgId, identity } = orgFor(ctx, PERM.customers);
  const row = customerOf(ctx, orgId, id);
  const t = tablesOf(ctx);
  const orders = [...t.orders.values()]
    .filter((order) => order.cusUserId === row.id)
    .sort((a, b) => b.createTime.localeCompare(a.createTime))
    .map((order) => ({
      id: order.id,
      orderNo: order.orderNo,
      status: order.status,
      expertName: expertName(ctx, order.expertId),
      appointDate: order.appointDate,
      startTime: order.startTime,
      mentalStatus: order.mentalStatus,
      seriesLabel: seriesLabelOf(t, order),
    }));
  const followUps = t.followUps
    .filter((followUp) => followUp.cusUserId === row.id)
    .map(({ id: followUpId, orderId, planTime, status, result }) => ({
      id: followUpId,
      orderId,
      planTime,
      status,
      result,
    }));
  const showContact = identity.btnCodes.includes(PERM.customerViewContact);
  // Without the hotline menu, nothing of their calls: neither the list nor the risk they assessed.
  const calls = identity.btnCodes.includes(PERM.hotline) ? callsOf(ctx, row) : undefined;
  const hotlineCalls = calls
    ? calls.map((call) => ({
        id: call.id,
        hotlineNo: call.hotlineNo,
        callStart: call.callStart,
        callerMobile: maskMobile(call.callerMobile), // masked as on the hotline list
        anonymous: call.anonymous,
        callType: call.callType,
        crisis: isCrisisCall(call),
        suicideIntent: call.suicideIntent,
        handling: call.handling,
        status: call.status,
        orderNo: t.orders.get(call.orderId)?.orderNo ?? '',
      }))
    : undefined;
  return {
    ...view(ctx, row, showContact),
    ...chartOverview(ctx, row, calls ?? []),
    orders,
    followUps,
    hotlineCalls,
  };
}

/** 来访者档案时间线 GET /server-platform/api/cusUser/timeline ?id (hotline calls with the hotline menu code) */
function cusUserTimeline(ctx: RouteContext, { id }: Input<typeof C.cusUserTimeline>) {
  const { orgId, identity } = orgFor(ctx, PERM.customers);
  const row = customerOf(ctx, orgId, id);
  const calls = identity.btnCodes.includes(PERM.hotline) ? callsOf(ctx, row) : undefined;
  return { events: chartTimeline(ctx, row, calls, identity) };
}

/**
 * The visitor's hotline calls: those registered for them (cusUserId, set when the call names the
 * visitor or is turned into their order) and the named calls from their mobile, which reach back
 * to calls made before they were registered. An anonymous call is theirs only when linked.
 */
function callsOf(ctx: RouteContext, customer: CusUser): HotlineCall[] {
  return [...tablesOf(ctx).hotlines.values()]
    .filter(
      (call) =>
        call.orgId === customer.orgId &&
        (call.cusUserId === customer.id ||
          (call.anonymous === 0 &&
            call.callerMobile !== '' &&
            call.callerMobile === customer.mobile)),
    )
    .sort((a, b) => b.callStart.localeCompare(a.callStart));
}

/** 新增或编辑来访者 POST /server-platform/api/cusUser/save */
function saveCusUser(ctx: RouteContext, body: Input<typeof C.saveCusUser>) {
  // A new customer also from manual entry (新增订单), which may add the visitor it books for.
  const { orgId } = orgFor(
    ctx,
    body.id ? PERM.customerEdit : [PERM.customerAdd, PERM.consultCreate],
  );
  const existing = body.id ? customerOf(ctx, orgId, body.id) : undefined;
  if (body.birthday > cstDate(ctx.now)) throw conflict('出生日期不能晚于今天');
  const t = tablesOf(ctx);
  const mobile = body.mobile ?? existing?.mobile ?? '';
  if (
    [...t.cusUsers.values()].some(
      (row) => row.orgId === orgId && row.mobile === mobile && row.id !== body.id,
    )
  )
    throw conflict('该手机号已存在');
  const fields = {
    name: body.name,
    sex: body.sex,
    birthday: body.birthday,
    mobile,
    remark: body.remark,
    // An optional text left out is cleared, on an edit too (0022): blank 来源 reads 手动录入.
    source: body.source || '手动录入',
  };
  if (existing) {
    changeRow(t.cusUsers, existing, fields);
    return ok({ id: existing.id }, '编辑成功');
  }
  const row: CusUser = {
    id: idsOf(ctx).next('cusUser'),
    orgId,
    deptId: '',
    ...fields,
    createTime: formatDateTime(ctx.now),
    lastConsultTime: '',
    consultCount: 0,
    mentalStatus: 0,
    archived: 0,
    archiveTime: '',
    archiveBy: '',
  };
  t.cusUsers.set(row.id, row);
  return ok({ id: row.id }, '保存成功');
}

/** 归档来访者 POST /server-platform/api/cusUser/archive {id}: archived ones cannot be booked */
function archiveCusUser(ctx: RouteContext, { id }: Input<typeof C.archiveCusUser>) {
  const { orgId, name } = orgFor(ctx, PERM.customerArchive);
  const row = customerOf(ctx, orgId, id);
  if (row.archived === 1) throw conflict('该来访者已归档');
  const live = [...tablesOf(ctx).orders.values()].some(
    (order) => order.cusUserId === row.id && (order.status === 0 || order.status === 1),
  );
  if (live) throw conflict('该来访者有未完成的订单，不能归档');
  changeRow(tablesOf(ctx).cusUsers, row, {
    archived: 1,
    archiveTime: formatDateTime(ctx.now),
    archiveBy: name,
  });
  return ok(null, '归档成功');
}

/** 恢复来访者 POST /server-platform/api/cusUser/restore {id} */
function restoreCusUser(ctx: RouteContext, { id }: Input<typeof C.restoreCusUser>) {
  const { orgId } = orgFor(ctx, PERM.customerRestore);
  const row = customerOf(ctx, orgId, id);
  if (row.archived === 0) throw conflict('该来访者未归档');
  changeRow(tablesOf(ctx).cusUsers, row, { archived: 0, archiveTime: '', archiveBy: '' });
  return ok(null, '恢复成功');
}

export const cusUserRoutes = createRouter()
  .handle(C.listCusUsers, listCusUsers)
  .handle(C.cusUserDetail, cusUserDetail)
  .handle(C.cusUserTimeline, cusUserTimeline)
  .handle(C.saveCusUser, saveCusUser)
  .handle(C.archiveCusUser, archiveCusUser)
  .handle(C.restoreCusUser, restoreCusUser);
