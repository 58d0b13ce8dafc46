/** Consult orders: list with status tabs, detail, manual entry, urge (docs/api/counselling.md). */
import { measuresOnBooking } from '../counselling/measures';
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/consult';
import {
  ORDER_STATUS_LABELS,
  actionsFor,
  type OrderAction,
  type OrderStatus,
} from '../../src/shared/counselling/orderTransitions';
import { ORDER_ACTION_CODES } from '../../src/shared/counselling/orderActionCodes';
import { slotKey, type TimeBucket } from '../../src/shared/counselling/slotRule';
import { customFieldValueRequired } from '../../src/shared/forms/customFieldRules';
import { PERM } from '../../src/shared/session/permissions';
import { ageOn } from '../counselling/customers';
import { enabledCustomFields } from '../form-template/formAccess';
import { addUrge } from '../counselling/effects';
import { openStatusTodo } from '../counselling/orderTodos';
import { recordOverdue } from '../counselling/recordDue';
import { changeRow } from '../counselling/rows';
import type { ConsultOrder, CusUser } from '../counselling/types';
import { formatDate, formatDateTime } from '../core/time';
import { derived } from '../core/derived';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { page, sortRows, type SortKeys } from '../core/paging';
import { type RouteContext } from '../core/context';
import {
  conflict,
  idsOf,
  notFound,
  orderCaller,
  orderOf,
  orgExperts,
  seesOrder,
  tablesOf,
  type Caller,
} from '../counselling/access';
import { orderDetailView, orderRowView } from './consultViews';
import { listRecommendTargets, recommendConsultOrder } from './recommendRoutes';
import { checkSlot } from '../schedule/scheduleSlots';
import { requirePermission } from '../core/guards';
import { convertibleHotline, linkHotlineOrder } from '../hotline/hotlineAccess';
import { partnerAmount } from '../partner/partnerAccess';

type ListQuery = Input<typeof C.listConsultOrders>;

/** 咨询订单's sortable columns: 预约时段 (the slot's day and start), 创建时间, 状态. */
const ORDER_SORTS: SortKeys<ConsultOrder, NonNullable<ListQuery['sortField']>> = {
  appointTime: (order) => `${order.appointDate} ${order.startTime}`,
  createTime: (order) => order.createTime,
  status: (order) => order.status,
};

/** Bounds of a date or date-time filter as 'YYYY-MM-DD HH:mm:ss'. */
const from = (value?: string) => (value && value.length === 10 ? `${value} 00:00:00` : value);
const to = (value?: string) => (value && value.length === 10 ? `${value} 23:59:59` : value);

type OrderTest = (order: ConsultOrder) => boolean;

/** The tests of the filters the query gives (none for the plain list, which then reads no row twice). */
function filtersOf(q: ListQuery, now: number): OrderTest[] {
  const tests: OrderTest[] = [];
  const { orderNo, visitor, expertId, problemTypeId } = q;
  if (orderNo) tests.push((order) => order.orderNo.includes(orderNo));
  if (visitor)
    tests.push((order) => order.visitorName.includes(visitor) || order.mobile.includes(visitor));
  if (expertId) tests.push((order) => order.expertId === expertId);
  if (q.consultWay !== undefined) tests.push((order) => order.consultWay === q.consultWay);
  if (q.appointMode !== undefined) tests.push((order) => order.appointMode === q.appointMode);
  if (q.consultType !== undefined) tests.push((order) => order.consultType === q.consultType);
  if (q.mentalStatus !== undefined) tests.push((order) => order.mentalStatus === q.mentalStatus);
  if (q.isBreakContract !== undefined)
    tests.push((order) => order.isBreakContract === q.isBreakContract);
  if (q.recordOverdue !== undefined)
    tests.push((order) => recordOverdue(order, now) === (q.recordOverdue === 1));
  if (problemTypeId) tests.push((order) => order.problemTypeIds.includes(problemTypeId));
  const appointStart = q.appointStart?.slice(0, 10);
  const appointEnd = q.appointEnd?.slice(0, 10);
  if (appointStart) tests.push((order) => order.appointDate >= appointStart);
  if (appointEnd) tests.push((order) => order.appointDate <= appointEnd);
  const createStart = from(q.createStart);
  const createEnd = to(q.createEnd);
  if (createStart) tests.push((order) => order.createTime >= createStart);
  if (createEnd) tests.push((order) => order.createTime <= createEnd);
  return tests;
}

/** The list's own order: newest first, the later id first within a second. */
const newestFirst = (a: ConsultOrder, b: ConsultOrder) =>
  a.createTime === b.createTime
    ? Number(b.id) - Number(a.id)
    : a.createTime < b.createTime
      ? 1
      : -1;

interface VisibleOrders {
  /** The orders, in the list's order. */
  all: readonly ConsultOrder[];
  /** The same by status (0-4), for the tabs' counts and rows. */
  byStatus: readonly (readonly ConsultOrder[])[];
}

function byStatusOf(all: readonly ConsultOrder[]): VisibleOrders {
  const byStatus: ConsultOrder[][] = [[], [], [], [], []];
  all.forEach((order) => byStatus[order.status].push(order));
  return { all, byStatus };
}

/**
 * The orders the caller sees in the list's order (newest first, or by the query's sort: 10400 on
 * a wrong one), made once per change of the table, scope and sort rather than per request; the
 * plain list then reads no order at all, and filtering keeps the order.
 */
function visibleOrders(ctx: RouteContext, caller: Caller, query: ListQuery): VisibleOrders {
  const { orders } = tablesOf(ctx);
  const scope = caller.actor === 'expert' ? `expert ${caller.userId}` : `org ${caller.orgId}`;
  const sort = `${String(query.sortField)} ${String(query.sortOrder)}`;
  return derived(orders, `${scope} ${sort}`, () => {
    const sorted = derived(orders, `sorted ${sort}`, () =>
      sortRows(
        derived(orders, 'newestFirst', (rows) => [...rows].sort(newestFirst)),
        query,
        ORDER_SORTS,
      ),
    );
    return byStatusOf(sorted.filter((order) => seesOrder(caller, order)));
  });
}

/** 咨询订单分页 GET /server-platform/api/consult/page (tabs counted over the other filters) */
function listConsultOrders(ctx: RouteContext, query: ListQuery) {
  const caller = orderCaller(ctx);
  const visible = visibleOrders(ctx, caller, query);
  const tests = filtersOf(query, ctx.now);
  const shown =
    tests.length === 0
      ? visible
      : byStatusOf(visible.all.filter((order) => tests.every((test) => test(order))));
  const statusCounts = [
    { status: -99, label: '全部', count: shown.all.length },
    ...shown.byStatus.map((rows, status) => ({
      status,
      label: ORDER_STATUS_LABELS[status as OrderStatus],
      count: rows.length,
    })),
  ];
  const rows = query.status === undefined ? shown.all : shown.byStatus[query.status];
  const answer = page(rows, { pageNum: query.pageNum, pageSize: query.pageSize });
  return { ...answer, rows: answer.rows.map((order) => orderRowView(ctx, order)), statusCounts };
}

/** The buttons the caller may show: the table's actions for its role, and for staff only those it holds the code of. */
function callerActions(caller: Caller, order: ConsultOrder): OrderAction[] {
  return actionsFor(order.status, caller.actor).filter(
    (action) =>
      caller.actor === 'expert' || caller.identity.btnCodes.includes(ORDER_ACTION_CODES[action]),
  );
}

/** 咨询订单详情 GET /server-platform/api/consult/detail ?id */
function consultOrderDetail(ctx: RouteContext, { id }: Input<typeof C.consultOrderDetail>) {
  const caller = orderCaller(ctx);
  const order = orderOf(ctx, caller, id);
  return orderDetailView(ctx, order, {
    showContact:
      caller.actor === 'admin' && caller.identity.btnCodes.includes(PERM.consultViewContact),
    actions: callerActions(caller, order),
  });
}

type EntryBody = Omit<Input<typeof C.createConsultOrder>, 'appointDate' | 'bucketId'>;

/** Who books for whom with what, checked as the entry form is: the booking's parts besides the slot. */
export interface Entry {
  caller: Caller;
  orgId: string;
  customer: CusUser;
  expert: ReturnType<typeof orgExperts>[number];
  amount: number;
  age: number;
  hotline: ReturnType<typeof convertibleHotline>;
}

/**
 * The checks of a booking besides its slot (the visitor, the expert and way, problem types, the
 * minor's emergency contact, required custom fields), the age on `appointDate` and the price.
 */
export function checkEntry(ctx: RouteContext, body: EntryBody, appointDate: string): Entry {
  const caller = orderCaller(ctx);
  requirePermission(ctx, PERM.consultCreate);
  const orgId = caller.orgId ?? '';
  const t = tablesOf(ctx);
  const customer = t.cusUsers.get(body.cusUserId);
  if (!customer || customer.orgId !== orgId) throw notFound();
  if (customer.archived === 1) throw conflict('该来访者已归档，不能预约');
  const hotline = convertibleHotline(ctx, orgId, body);
  const expert = orgExperts(ctx, orgId).find((row) => row.expertId === body.expertId);
  if (!expert || expert.profile?.expertType !== 0) throw conflict('该咨询师未与本机构合作');
  if (!expert.profile.consultWays.includes(body.consultWay))
    throw conflict('该咨询师不提供此咨询方式');
  for (const typeId of body.problemTypeIds) {
    const type = t.problemTypes.get(typeId);
    if (!type || type.orgId !== orgId || type.pid === '0' || type.status !== 1)
      throw conflict('问题类型不存在或已停用');
  }
  const age = ageOn(customer.birthday, appointDate);
  if (body.consultType === 0 && age < 18 && (!body.emergencyName || !body.emergencyMobile))
    throw fail(10400, '未成年来访者须填写紧急联系人');
  // The organisation's required custom fields, refused as the entry form refuses them.
  const filled = new Set(body.customFields.filter((f) => f.value.trim()).map((f) => f.name));
  for (const field of enabledCustomFields(ctx.db, orgId))
    if (field.required === 1 && !filled.has(field.name))
      throw fail(10400, customFieldValueRequired(field.name));
  const partnerId = body.partnerId ?? '';
  const amount = partnerId
    ? partnerAmount(t, orgId, { ...body, partnerId }, formatDate(ctx.now))
    : (expert.profile.prices[String(body.consultWay)] ?? 0);
  return { caller, orgId, customer, expert, amount, age, hotline };
}

/**
 * Stores a new order of the entry in a slot checked free just before (same synchronous step):
 * the order, its hold on the slot, its to-do and measures, the visitor's count; the order.
 */
export function storeOrder(
  ctx: RouteContext,
  entry: Entry,
  body: EntryBody,
  slot: { appointDate: string; bucket: TimeBucket },
  series: Pick<ConsultOrder, 'seriesId' | 'seriesIndex'> = {},
): ConsultOrder {
  const { caller, customer } = entry;
  const t = tablesOf(ctx);
  const id = idsOf(ctx).next('consultOrder');
  const time = formatDateTime(ctx.now);
  const order: ConsultOrder = {
    id,
    orderNo: `ZX${formatDate(ctx.now).replaceAll('-', '')}${id.slice(-6)}`,
    orgId: entry.orgId,
    customerOrgId: '',
    cusUserId: customer.id,
    expertId: body.expertId,
    status: 0,
    version: 1,
    visitorName: customer.name,
    sex: customer.sex,
    age: entry.age,
    mobile: customer.mobile,
    identity: body.identity,
    emergencyName: body.emergencyName,
    emergencyRelation: body.emergencyRelation,
    emergencyMobile: body.emergencyMobile,
    visitorInfo: JSON.stringify({ customFields: body.customFields }),
    problemTypeIds: body.problemTypeIds,
    problemDesc: body.problemDesc,
    consultWay: body.consultWay,
    appointMode: body.appointMode,
    consultType: body.consultType,
    appointDate: slot.appointDate,
    bucketId: slot.bucket.id,
    startTime: slot.bucket.start,
    endTime: slot.bucket.end,
    durationMin: 50,
    amount: entry.amount,
    payStatus: 0,
    mentalStatus: 0,
    isBreakContract: 0,
    acceptTime: '',
    finishTime: '',
    confirmTime: '',
    cancelTime: '',
    cancelReason: '',
    cancelBy: '',
    createAccount: caller.name,
    formId: '',
    remark: body.remark,
    createTime: time,
    logs: [{ action: 'create', from: null, to: 0, by: caller.name, time, note: '' }],
    partnerId: body.partnerId ?? '',
    ...series,
  };
  t.orders.set(id, order);
  t.slots.set(slotKey(order.expertId, order.appointDate, order.bucketId), id);
  openStatusTodo(t, order, time);
  measuresOnBooking(idsOf(ctx), t, order, time);
  const now = t.cusUsers.get(customer.id) ?? customer;
  changeRow(t.cusUsers, now, { consultCount: now.consultCount + 1, lastConsultTime: time });
  return order;
}

/** 新建咨询订单（手动录入 2 / 热线转预约 1）POST /server-platform/api/consult/create: claims the slot in one check-and-set */
function createConsultOrder(ctx: RouteContext, body: Input<typeof C.createConsultOrder>) {
  return ok(placeOrder(ctx, body), '预约成功');
}

/**
 * A new order under 新增订单's rules, the slot claimed in one check-and-set; `heldForEntryId`:
 * 转为订单 books the slot the waiting list holds for that entry (waitlist/waitlistRoutes.ts).
 */
export function placeOrder(
  ctx: RouteContext,
  body: Input<typeof C.createConsultOrder>,
  heldForEntryId?: string,
): { id: string; orderNo: string } {
  const entry = checkEntry(ctx, body, body.appointDate);
  const slot = checkSlot(
    tablesOf(ctx),
    {
      orgId: entry.orgId,
      expertId: body.expertId,
      date: body.appointDate,
      bucketId: body.bucketId,
      cusUserId: entry.customer.id,
      heldForEntryId,
    },
    ctx.now,
  );
  if ('refusal' in slot) throw conflict(slot.refusal);
  const order = storeOrder(ctx, entry, body, {
    appointDate: body.appointDate,
    bucket: slot.bucket,
  });
  if (entry.hotline) linkHotlineOrder(tablesOf(ctx), entry.hotline, order.id, entry.customer.id);
  return { id: order.id, orderNo: order.orderNo };
}

const URGE_STATUS: Record<0 | 1 | 2, OrderStatus> = { 0: 0, 1: 1, 2: 2 };

/** 催单 POST /server-platform/api/consult/urge {id, kind, content}: an SMS and an urge-log entry */
function urgeConsultOrder(ctx: RouteContext, body: Input<typeof C.urgeConsultOrder>) {
  const caller = orderCaller(ctx);
  requirePermission(ctx, PERM.consultUrge);
  const order = orderOf(ctx, caller, body.id);
  if (order.status !== URGE_STATUS[body.kind]) throw conflict('当前订单状态不需要此类催单');
  const t = tablesOf(ctx);
  const expertMobile = ctx.db.accounts.get(order.expertId)?.mobile ?? '';
  const time = formatDateTime(ctx.now);
  addUrge(idsOf(ctx), t, order, caller.name, time, body.kind, body.content, expertMobile);
  return ok({ id: t.urgeLogs[t.urgeLogs.length - 1].id }, '催单成功');
}

/** 订单备注 POST /server-platform/api/consult/remark {id, content}: whoever may open the order, at any status; a timeline entry, the status and version unchanged */
function remarkConsultOrder(ctx: RouteContext, body: Input<typeof C.remarkConsultOrder>) {
  const caller = orderCaller(ctx);
  const order = orderOf(ctx, caller, body.id);
  const entry = {
    action: 'remark' as const,
    from: order.status,
    to: order.status,
    by: caller.name,
    time: formatDateTime(ctx.now),
    note: body.content,
  };
  changeRow(tablesOf(ctx).orders, order, { logs: [...order.logs, entry] });
  return ok({ id: order.id }, '备注已添加');
}

const REVEAL_MESSAGES = {
  notCrisis: '仅危机个案可紧急查看联系人',
  none: '该订单未登记紧急联系人',
} as const;

/**
 * 紧急查看联系人 POST /server-platform/api/consult/emergencyContact/reveal {id, reason}: break-glass
 * on a crisis order for whoever may open it, the contact code or not; the timeline keeps who,
 * when and why, so every look stays accountable.
 */
function revealEmergencyContact(ctx: RouteContext, body: Input<typeof C.revealEmergencyContact>) {
  const caller = orderCaller(ctx);
  const order = orderOf(ctx, caller, body.id);
  if (order.mentalStatus !== 2) throw conflict(REVEAL_MESSAGES.notCrisis);
  if (!order.emergencyMobile) throw conflict(REVEAL_MESSAGES.none);
  const entry = {
    action: 'revealContact' as const,
    from: order.status,
    to: order.status,
    by: caller.name,
    time: formatDateTime(ctx.now),
    note: body.reason,
  };
  changeRow(tablesOf(ctx).orders, order, { logs: [...order.logs, entry] });
  return ok({
    emergencyName: order.emergencyName,
    emergencyRelation: order.emergencyRelation,
    emergencyMobile: order.emergencyMobile,
  });
}

export const consultRoutes = createRouter()
  .handle(C.listConsultOrders, listConsultOrders)
  .handle(C.consultOrderDetail, consultOrderDetail)
  .handle(C.createConsultOrder, createConsultOrder)
  .handle(C.urgeConsultOrder, urgeConsultOrder)
  .handle(C.remarkConsultOrder, remarkConsultOrder)
  .handle(C.revealEmergencyContact, revealEmergencyContact)
  .handle(C.listRecommendTargets, listRecommendTargets)
  .handle(C.recommendConsultOrder, recommendConsultOrder);
