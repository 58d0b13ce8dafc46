/** Schedules: time-bucket sets, week templates, date overrides and free slots (docs/api/counselling.md). */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/schedule';
import { addDays, cstDate, workingBuckets } from '../../src/shared/counselling/slotRule';
import { PERM } from '../../src/shared/session/permissions';
import { orderConfigOf } from '../counselling/config';
import { seriesLabelOf } from '../counselling/series';
import type {
  ConsultOrder,
  CounsellingTables,
  ExpertSchedule,
  ScheduleOverride,
  TimeBucketSet,
} from '../counselling/types';
import { offerNewWork } from '../counselling/waitlist';
import { derivedByEntries } from '../core/derived';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { page } from '../core/paging';
import { type RouteContext } from '../core/context';
import {
  conflict,
  counsellingOrg,
  idsOf,
  notFound,
  orderCaller,
  orderOf,
  orgExperts,
  tablesOf,
} from '../counselling/access';
import { freeBuckets } from './scheduleSlots';
import { currentAccount, requireIdentity, requirePermission } from '../core/guards';

const counsellorsOf = (ctx: RouteContext, orgId: string) =>
  orgExperts(ctx, orgId).filter((expert) => expert.profile?.expertType === 0);

/** A counsellor cooperating with the caller's organisation (10404 otherwise). */
function expertIn(ctx: RouteContext, orgId: string, expertId: string) {
  const expert = counsellorsOf(ctx, orgId).find((row) => row.expertId === expertId);
  if (!expert) throw notFound();
  return expert;
}

/**
 * The organisation whose schedules the caller reads or edits. Staff: their own (menu 06, and
 * `editCode` to change anything). An expert identity (我的排班): only its own schedule, in the
 * organisation it is scheduled with (else the first it cooperates with).
 */
function scheduleOrg(ctx: RouteContext, expertId: string | undefined, editCode?: string): string {
  const identity = requireIdentity(ctx);
  if (identity.userType !== 2) {
    const { orgId } = counsellingOrg(ctx);
    if (editCode) requirePermission(ctx, editCode);
    return orgId;
  }
  requirePermission(ctx, PERM.mySchedule);
  const self = currentAccount(ctx).id;
  if (expertId !== undefined && expertId !== self) throw fail(10403, '只能管理自己的排班');
  const orgId =
    tablesOf(ctx).schedules.get(self)?.orgId ??
    ctx.db.cooperApplies.find((apply) => apply.expertUserId === self && apply.status === 1)?.orgId;
  if (!orgId) throw notFound();
  return orgId;
}

/**
 * Live orders of the expert from today on whose slot a schedule (or override) no longer offers:
 * they keep their slot, the console lists them.
 */
function affectedOrders(
  ctx: RouteContext,
  expertId: string,
  schedule: ExpertSchedule | undefined,
  overrides: ScheduleOverride[],
  onlyDate?: string,
) {
  const today = cstDate(ctx.now);
  return [...tablesOf(ctx).orders.values()]
    .filter(
      (order) =>
        order.expertId === expertId &&
        (order.status === 0 || order.status === 1) &&
        order.appointDate >= today &&
        (!onlyDate || order.appointDate === onlyDate),
    )
    .filter((order) => {
      const override = overrides.find((row) => row.date === order.appointDate);
      return !workingBuckets(schedule, override, order.appointDate).includes(order.bucketId);
    })
    .sort((a, b) =>
      `${a.appointDate}${a.startTime}`.localeCompare(`${b.appointDate}${b.startTime}`),
    )
    .map((order) => ({
      id: order.id,
      orderNo: order.orderNo,
      visitorName: order.visitorName,
      appointDate: order.appointDate,
      startTime: order.startTime,
      endTime: order.endTime,
      seriesLabel: seriesLabelOf(tablesOf(ctx), order),
    }));
}

const bucketSetView = ({ id, name, sessionMin, buckets, status }: TimeBucketSet) => ({
  id,
  name,
  sessionMin,
  buckets: buckets.map((bucket) => ({ ...bucket })),
  status,
});

/** 时段组列表 GET /server-platform/api/schedule/bucketSet/list ?status */
function listBucketSets(ctx: RouteContext, { status }: Input<typeof C.listBucketSets>) {
  const orgId = scheduleOrg(ctx, undefined);
  return [...tablesOf(ctx).bucketSets.values()]
    .filter((set) => set.orgId === orgId && (status === undefined || set.status === status))
    .map(bucketSetView);
}

/** 新增或编辑时段组 POST /server-platform/api/schedule/bucketSet/save */
function saveBucketSet(ctx: RouteContext, body: Input<typeof C.saveBucketSet>) {
  const { orgId } = counsellingOrg(ctx);
  requirePermission(ctx, PERM.timeBucketEdit);
  const t = tablesOf(ctx);
  const existing = body.id ? t.bucketSets.get(body.id) : undefined;
  if (body.id && (!existing || existing.orgId !== orgId)) throw notFound();
  if (
    [...t.bucketSets.values()].some(
      (set) => set.orgId === orgId && set.name === body.name && set.id !== body.id,
    )
  )
    throw conflict('时段组名称已存在');
  const sorted = [...body.buckets].sort((a, b) => a.start.localeCompare(b.start));
  sorted.forEach((bucket, index) => {
    if (bucket.start >= bucket.end) throw fail(10400, '结束时间须晚于开始时间');
    if (index > 0 && bucket.start < sorted[index - 1].end) throw fail(10400, '时段不能重叠');
    if (bucket.id && !existing?.buckets.some((old) => old.id === bucket.id)) throw notFound();
  });
  const today = cstDate(ctx.now);
  for (const old of existing?.buckets ?? []) {
    const kept = body.buckets.find((bucket) => bucket.id === old.id);
    if (kept && kept.start === old.start && kept.end === old.end) continue;
    const booked = [...t.orders.values()].some(
      (order) =>
        order.bucketId === old.id &&
        (order.status === 0 || order.status === 1) &&
        order.appointDate >= today,
    );
    if (booked) throw conflict('该时段已有预约，不能删除或修改');
  }
  const ids = idsOf(ctx);
  const row: TimeBucketSet = {
    id: existing?.id ?? ids.next('bucketSet'),
    orgId,
    name: body.name,
    sessionMin: body.sessionMin,
    buckets: sorted.map((bucket) => ({
      id: bucket.id ?? ids.next('bucket'),
      start: bucket.start,
      end: bucket.end,
    })),
    status: body.status,
  };
  t.bucketSets.set(row.id, row);
  return ok({ id: row.id }, existing ? '编辑成功' : '保存成功');
}

/** 可排班的咨询师 GET /server-platform/api/schedule/experts ?name */
function listScheduleExperts(ctx: RouteContext, query: Input<typeof C.listScheduleExperts>) {
  const { orgId } = counsellingOrg(ctx);
  const t = tablesOf(ctx);
  const rows = counsellorsOf(ctx, orgId)
    .filter((expert) => !query.name || expert.name.includes(query.name))
    .map((expert) => ({
      expertId: expert.expertId,
      name: expert.name,
      consultWays: [...(expert.profile?.consultWays ?? [])],
      scheduled: t.schedules.has(expert.expertId),
    }));
  return page(rows, query);
}

/** 咨询师排班 GET /server-platform/api/schedule/expert ?expertId */
function expertSchedule(ctx: RouteContext, { expertId }: Input<typeof C.expertSchedule>) {
  const orgId = scheduleOrg(ctx, expertId);
  const expert = expertIn(ctx, orgId, expertId);
  const t = tablesOf(ctx);
  const schedule = t.schedules.get(expertId);
  const set = schedule ? t.bucketSets.get(schedule.bucketSetId) : undefined;
  return {
    expertId,
    bucketSetId: schedule?.bucketSetId ?? '',
    week: { ...schedule?.week },
    effectiveFrom: schedule?.effectiveFrom ?? '',
    effectiveTo: schedule?.effectiveTo ?? '',
    consultWays: [...(schedule?.consultWays ?? expert.profile?.consultWays ?? [])],
    overrides: t.overrides
      .filter((row) => row.expertId === expertId)
      .map(({ id, date, type, bucketIds }) => ({ id, date, type, bucketIds })),
    bucketSet: set ? bucketSetView(set) : null,
  };
}

/** 保存周模板 POST /server-platform/api/schedule/expert/save: booked slots stay; the orders affected are listed */
function saveExpertWeek(ctx: RouteContext, body: Input<typeof C.saveExpertWeek>) {
  const orgId = scheduleOrg(ctx, body.expertId, PERM.scheduleEdit);
  expertIn(ctx, orgId, body.expertId);
  const t = tablesOf(ctx);
  const set = t.bucketSets.get(body.bucketSetId);
  if (!set || set.orgId !== orgId) throw notFound();
  if (body.effectiveTo && body.effectiveTo < body.effectiveFrom)
    throw fail(10400, '失效日期不能早于生效日期');
  const known = new Set(set.buckets.map((bucket) => bucket.id));
  const week = Object.fromEntries(
    Object.entries(body.week).map(([day, ids]) => [day, [...new Set(ids)]]),
  );
  if (Object.values(week).some((ids) => ids.some((id) => !known.has(id))))
    throw fail(10400, '时段不属于所选时段组');
  const schedule: ExpertSchedule = {
    expertId: body.expertId,
    orgId,
    bucketSetId: set.id,
    week,
    effectiveFrom: body.effectiveFrom,
    effectiveTo: body.effectiveTo,
    consultWays: [...new Set(body.consultWays)],
  };
  const overrides = t.overrides.filter((row) => row.expertId === body.expertId);
  const affected = affectedOrders(ctx, body.expertId, schedule, overrides);
  const before = t.schedules.get(body.expertId);
  t.schedules.set(body.expertId, schedule);
  // Hours the new week adds within the booking window go to the waiting list.
  const today = cstDate(ctx.now);
  for (let day = 0; day <= orderConfigOf(t, orgId).bookingWindowDays; day += 1) {
    const date = addDays(today, day);
    const override = overrides.find((row) => row.date === date);
    offerNewWork(
      t,
      { orgId, expertId: body.expertId, date },
      workingBuckets(before, override, date),
      workingBuckets(schedule, override, date),
      ctx.now,
    );
  }
  return ok({ affectedOrders: affected }, '保存成功');
}

/** 按日期调整排班 POST /server-platform/api/schedule/override/save: booked slots stay; the orders affected are listed */
function saveScheduleOverride(ctx: RouteContext, body: Input<typeof C.saveScheduleOverride>) {
  const orgId = scheduleOrg(ctx, body.expertId, PERM.scheduleEdit);
  expertIn(ctx, orgId, body.expertId);
  const t = tablesOf(ctx);
  const schedule = t.schedules.get(body.expertId);
  const set = schedule ? t.bucketSets.get(schedule.bucketSetId) : undefined;
  if (!schedule || !set) throw conflict('请先设置周模板');
  if (body.date < cstDate(ctx.now)) throw conflict('不能调整过去的日期');
  if (body.bucketIds.some((id) => !set.buckets.some((bucket) => bucket.id === id)))
    throw fail(10400, '时段不属于所选时段组');
  const existing = t.overrides.find(
    (row) => row.expertId === body.expertId && row.date === body.date,
  );
  const row: ScheduleOverride = {
    id: existing?.id ?? idsOf(ctx).next('scheduleOverride'),
    expertId: body.expertId,
    date: body.date,
    type: body.type,
    bucketIds: [...new Set(body.bucketIds)],
  };
  const affected = affectedOrders(ctx, body.expertId, schedule, [row], body.date);
  t.overrides = [...t.overrides.filter((other) => other !== existing), row];
  // A new work day (or more hours on one) goes to the waiting list.
  offerNewWork(
    t,
    { orgId, expertId: body.expertId, date: body.date },
    workingBuckets(schedule, existing, body.date),
    workingBuckets(schedule, row, body.date),
    ctx.now,
  );
  return ok({ id: row.id, affectedOrders: affected }, '保存成功');
}

/** 删除日期调整 POST /server-platform/api/schedule/override/delete {id} */
function deleteScheduleOverride(ctx: RouteContext, { id }: Input<typeof C.deleteScheduleOverride>) {
  const t = tablesOf(ctx);
  const row = t.overrides.find((other) => other.id === id);
  if (!row) throw notFound();
  const orgId = scheduleOrg(ctx, row.expertId, PERM.scheduleEdit);
  expertIn(ctx, orgId, row.expertId);
  t.overrides = t.overrides.filter((other) => other !== row);
  // A rest day lifted gives its week's hours back: they go to the waiting list.
  const schedule = t.schedules.get(row.expertId);
  offerNewWork(
    t,
    { orgId, expertId: row.expertId, date: row.date },
    workingBuckets(schedule, row, row.date),
    workingBuckets(schedule, undefined, row.date),
    ctx.now,
  );
  return ok(null, '删除成功');
}

/** 空闲时段 GET /server-platform/api/schedule/freeSlots ?expertId, date, cusUserId, orderId */
function freeSlots(ctx: RouteContext, query: Input<typeof C.freeSlots>) {
  if (query.orderId) return movingOrderSlots(ctx, { ...query, orderId: query.orderId });
  const { orgId } = counsellingOrg(ctx);
  expertIn(ctx, orgId, query.expertId);
  return freeBuckets(tablesOf(ctx), { orgId, ...query }, ctx.now).map((bucket) => ({ ...bucket }));
}

/**
 * Free slots for an order moving (改期, 转介), in the order's organisation and for its visitor.
 * The order's own expert reaches them too (改期 is theirs by the design table), but only for
 * their own schedule; staff for any counsellor of their organisation.
 */
function movingOrderSlots(
  ctx: RouteContext,
  query: Input<typeof C.freeSlots> & { orderId: string },
) {
  const caller = orderCaller(ctx);
  const order = orderOf(ctx, caller, query.orderId);
  if (caller.actor === 'expert' && query.expertId !== caller.userId)
    throw fail(10403, '只能查看自己的空闲时段');
  if (caller.actor === 'admin') expertIn(ctx, order.orgId, query.expertId);
  const ask = {
    orgId: order.orgId,
    expertId: query.expertId,
    date: query.date,
    cusUserId: order.cusUserId,
    movingOrderId: order.id,
  };
  return freeBuckets(tablesOf(ctx), ask, ctx.now).map((bucket) => ({ ...bucket }));
}

/**
 * How many slots each counsellor holds a day (`expertId|date` → count), kept until a slot is
 * taken or freed (issue 32): the roster read every held slot on each request.
 */
function bookedPerDay(t: CounsellingTables): ReadonlyMap<string, number> {
  return derivedByEntries(t.slots, 'booked per day', (slots) => {
    const booked = new Map<string, number>();
    for (const [key] of slots) {
      const [expertId, date] = key.split('|');
      booked.set(`${expertId}|${date}`, (booked.get(`${expertId}|${date}`) ?? 0) + 1);
    }
    return booked;
  });
}

/** 月排班表 GET /server-platform/api/schedule/roster ?month, name: each counsellor's days (working buckets, booked, rest) */
function scheduleRoster(ctx: RouteContext, query: Input<typeof C.scheduleRoster>) {
  const { orgId } = counsellingOrg(ctx);
  const t = tablesOf(ctx);
  const first = `${query.month}-01`;
  const dates: string[] = [];
  for (let day = first; day.startsWith(query.month); day = addDays(day, 1)) dates.push(day);
  const experts = counsellorsOf(ctx, orgId).filter(
    (expert) => !query.name || expert.name.includes(query.name),
  );
  const answer = page(experts, query);
  const booked = bookedPerDay(t);
  const rows = answer.rows.map((expert) => {
    const schedule = t.schedules.get(expert.expertId);
    const overrides = t.overrides.filter((row) => row.expertId === expert.expertId);
    return {
      expertId: expert.expertId,
      name: expert.name,
      days: dates.map((date) => {
        const override = overrides.find((row) => row.date === date);
        return {
          date,
          working: workingBuckets(schedule, override, date).length,
          booked: booked.get(`${expert.expertId}|${date}`) ?? 0,
          rest: override?.type === 1,
        };
      }),
    };
  });
  return { rows, total: answer.total };
}

/** The calendar's longest range: six weeks, a month view with its edges. */
const CALENDAR_MAX_DAYS = 42;

/**
 * 预约日历 GET /server-platform/api/schedule/calendar ?start, end, expertId: per counsellor of the
 * caller's organisation (or the one asked for), its buckets, each day's working and free buckets
 * and override, and its orders in the range (every status, the console colours them).
 */
function scheduleCalendar(ctx: RouteContext, query: Input<typeof C.scheduleCalendar>) {
  const { orgId } = counsellingOrg(ctx);
  if (query.end < query.start) throw fail(10400, '结束日期不能早于开始日期');
  const dates: string[] = [];
  for (let day = query.start; day <= query.end; day = addDays(day, 1)) {
    if (dates.length === CALENDAR_MAX_DAYS)
      throw fail(10400, `日期范围不能超过${CALENDAR_MAX_DAYS}天`);
    dates.push(day);
  }
  const experts = query.expertId
    ? [expertIn(ctx, orgId, query.expertId)]
    : counsellorsOf(ctx, orgId);
  const t = tablesOf(ctx);
  const wanted = new Set(experts.map((expert) => expert.expertId));
  const ordersOf = new Map<string, ReturnType<typeof calendarOrder>[]>();
  for (const order of t.orders.values()) {
    if (!wanted.has(order.expertId) || order.appointDate < query.start) continue;
    if (order.appointDate > query.end) continue;
    const list = ordersOf.get(order.expertId) ?? [];
    list.push(calendarOrder(order));
    ordersOf.set(order.expertId, list);
  }
  return experts.map((expert) => {
    const schedule = t.schedules.get(expert.expertId);
    const set = schedule ? t.bucketSets.get(schedule.bucketSetId) : undefined;
    return {
      expertId: expert.expertId,
      name: expert.name,
      buckets: (set?.buckets ?? []).map((bucket) => ({ ...bucket })),
      days: dates.map((date) => {
        const override = t.overrides.find(
          (row) => row.expertId === expert.expertId && row.date === date,
        );
        const ask = { orgId, expertId: expert.expertId, date };
        return {
          date,
          working: workingBuckets(schedule, override, date),
          free: freeBuckets(t, ask, ctx.now).map((bucket) => bucket.id),
          override: override?.type ?? null,
        };
      }),
      orders: (ordersOf.get(expert.expertId) ?? []).sort((a, b) =>
        `${a.appointDate}${a.startTime}`.localeCompare(`${b.appointDate}${b.startTime}`),
      ),
    };
  });
}

const calendarOrder = (order: ConsultOrder) => ({
  id: order.id,
  orderNo: order.orderNo,
  version: order.version,
  status: order.status,
  appointDate: order.appointDate,
  bucketId: order.bucketId,
  startTime: order.startTime,
  endTime: order.endTime,
  visitorName: order.visitorName,
  mentalStatus: order.mentalStatus,
});

export const scheduleRoutes = createRouter()
  .handle(C.listBucketSets, listBucketSets)
  .handle(C.saveBucketSet, saveBucketSet)
  .handle(C.listScheduleExperts, listScheduleExperts)
  .handle(C.expertSchedule, expertSchedule)
  .handle(C.saveExpertWeek, saveExpertWeek)
  .handle(C.saveScheduleOverride, saveScheduleOverride)
  .handle(C.deleteScheduleOverride, deleteScheduleOverride)
  .handle(C.freeSlots, freeSlots)
  .handle(C.scheduleRoster, scheduleRoster)
  .handle(C.scheduleCalendar, scheduleCalendar);
