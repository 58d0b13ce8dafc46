/**
 * 周期预约 (issue 31 §1; docs/api/counselling.md "周期预约"): the preview of a series' dates, the
 * one call that books the dates kept (all or nothing, each through the single booking's slot
 * check), and the plan of a 本次及之后 改期 (consultTransitions.ts applies it).
 */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/consultSeries';
import {
  SERIES_STATE_LABELS,
  daysBetween,
  seriesDateState,
  seriesDates,
  weekdayOf,
} from '../../src/shared/counselling/seriesRule';
import { addDays, slotKey, type TimeBucket } from '../../src/shared/counselling/slotRule';
import { PERM } from '../../src/shared/session/permissions';
import { laterSessions } from '../counselling/series';
import type { ConsultOrder, ConsultSeries } from '../counselling/types';
import { formatDateTime } from '../core/time';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { type RouteContext } from '../core/context';
import { conflict, idsOf, orderCaller, orgExperts, tablesOf } from '../counselling/access';
import { checkEntry, storeOrder } from '../consult/consultRoutes';
import { requirePermission } from '../core/guards';
import { checkSlot } from '../schedule/scheduleSlots';

/** The bucket of the expert's bucket set with this id. */
function bucketOf(ctx: RouteContext, expertId: string, bucketId: string): TimeBucket | undefined {
  const t = tablesOf(ctx);
  const schedule = t.schedules.get(expertId);
  const set = schedule ? t.bucketSets.get(schedule.bucketSetId) : undefined;
  return set?.buckets.find((bucket) => bucket.id === bucketId);
}

/** 周期预约预览 GET /server-platform/api/consult/series/preview: each date's state, as a single booking would be answered */
function previewSeries(ctx: RouteContext, query: Input<typeof C.previewConsultSeries>) {
  const caller = orderCaller(ctx);
  requirePermission(ctx, PERM.consultCreate);
  const orgId = caller.orgId ?? '';
  const expert = orgExperts(ctx, orgId).find((row) => row.expertId === query.expertId);
  if (!expert || expert.profile?.expertType !== 0) throw conflict('该咨询师未与本机构合作');
  const t = tablesOf(ctx);
  const bucket = bucketOf(ctx, query.expertId, query.bucketId);
  const dates = seriesDates({ ...query, every: query.every }).map((appointDate, i) => {
    const slot = checkSlot(
      t,
      {
        orgId,
        expertId: query.expertId,
        date: appointDate,
        bucketId: query.bucketId,
        cusUserId: query.cusUserId,
      },
      ctx.now,
    );
    const refusal = 'refusal' in slot ? slot.refusal : '';
    const state = seriesDateState(refusal || undefined);
    return {
      index: i + 1,
      appointDate,
      bucketId: query.bucketId,
      startTime: bucket?.start ?? '',
      endTime: bucket?.end ?? '',
      state,
      stateLabel: SERIES_STATE_LABELS[state],
      refusal,
    };
  });
  return { weekday: weekdayOf(query.startDate), dates };
}

/** 'YYYY-MM-DD HH:mm' of a kept session, for the refusal's list. */
const sessionText = (session: { appointDate: string }, bucket?: TimeBucket) =>
  bucket ? `${session.appointDate} ${bucket.start}` : session.appointDate;

/**
 * 周期预约 POST /server-platform/api/consult/series/create: every kept session checked as a single
 * booking is (one synchronous step, so parallel requests never share a slot); one refusal refuses
 * the whole call, naming each refused session with its text, and nothing is stored.
 */
function createSeries(ctx: RouteContext, body: Input<typeof C.createConsultSeries>) {
  const sessions = [...body.sessions].sort((a, b) => a.appointDate.localeCompare(b.appointDate));
  const keys = new Set(sessions.map((s) => slotKey(body.expertId, s.appointDate, s.bucketId)));
  if (keys.size !== sessions.length) throw fail(10400, '保留的各次中有重复的时段');
  const entry = checkEntry(ctx, body, sessions[0].appointDate);
  const t = tablesOf(ctx);
  const refused: string[] = [];
  const checked = sessions.map((session) => {
    const slot = checkSlot(
      t,
      {
        orgId: entry.orgId,
        expertId: body.expertId,
        date: session.appointDate,
        bucketId: session.bucketId,
        cusUserId: entry.customer.id,
      },
      ctx.now,
    );
    if ('refusal' in slot) {
      const bucket = bucketOf(ctx, body.expertId, session.bucketId);
      refused.push(`${sessionText(session, bucket)} ${slot.refusal}`);
      return undefined;
    }
    return { appointDate: session.appointDate, bucket: slot.bucket };
  });
  if (refused.length > 0) throw conflict(`以下各次不能预约：${refused.join('；')}`);
  const booked = checked.filter((slot) => slot !== undefined);
  // Same day, two buckets: ordered by the hour as well.
  booked.sort((a, b) =>
    `${a.appointDate} ${a.bucket.start}`.localeCompare(`${b.appointDate} ${b.bucket.start}`),
  );
  const seriesId = idsOf(ctx).next('consultSeries');
  const orders = booked.map((slot, i) =>
    storeOrder(ctx, entry, body, slot, { seriesId, seriesIndex: i + 1 }),
  );
  const series: ConsultSeries = {
    id: seriesId,
    orgId: entry.orgId,
    cusUserId: entry.customer.id,
    expertId: body.expertId,
    weekday: weekdayOf(body.startDate),
    bucketId: body.bucketId,
    consultWay: body.consultWay,
    every: body.every,
    count: body.count ?? 0,
    until: body.until ?? '',
    orderIds: orders.map((order) => order.id),
    createBy: entry.caller.name,
    createTime: formatDateTime(ctx.now),
  };
  t.series.set(seriesId, series);
  return ok(
    {
      seriesId,
      orders: orders.map((order, i) => ({
        id: order.id,
        orderNo: order.orderNo,
        seriesIndex: i + 1,
      })),
    },
    `已预约${orders.length}次`,
  );
}

/** One session's move in a 本次及之后 改期. */
export interface SessionMove {
  order: ConsultOrder;
  appointDate: string;
  bucket: TimeBucket;
}

/**
 * The moves of 改期 本次及之后: the order to the new slot, each later live session of its series
 * by the same number of days into the same new bucket. Every target is checked as a single
 * 改期 is, the moving sessions' old slots counting as free; one refusal refuses them all.
 */
export function planFollowingMove(
  ctx: RouteContext,
  order: ConsultOrder,
  target: { appointDate: string; bucketId: string },
): SessionMove[] {
  const t = tablesOf(ctx);
  const group = [order, ...laterSessions(t, order)];
  const shift = daysBetween(order.appointDate, target.appointDate);
  const movingOrderIds = group.map((row) => row.id);
  const refused: string[] = [];
  const moves = group.map((row) => {
    const appointDate = row === order ? target.appointDate : addDays(row.appointDate, shift);
    const slot = checkSlot(
      t,
      {
        orgId: row.orgId,
        expertId: row.expertId,
        date: appointDate,
        bucketId: target.bucketId,
        cusUserId: row.cusUserId,
        movingOrderIds,
      },
      ctx.now,
    );
    if ('refusal' in slot) {
      refused.push(
        `${sessionText({ appointDate }, bucketOf(ctx, row.expertId, target.bucketId))} ${slot.refusal}`,
      );
      return undefined;
    }
    return { order: row, appointDate, bucket: slot.bucket };
  });
  if (refused.length > 0) throw conflict(`以下各次不能改期：${refused.join('；')}`);
  return moves.filter((move) => move !== undefined);
}

export const consultSeriesRoutes = createRouter()
  .handle(C.previewConsultSeries, previewSeries)
  .handle(C.createConsultSeries, createSeries);
