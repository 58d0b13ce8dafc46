/**
 * The transitions of a consult order (the table in src/shared/counselling/orderTransitions.ts):
 * the spec's one status update, the action in the body, and the cancel call of its own; each
 * checked in full first, applied last.
 */
import { measuresOnBooking } from '../counselling/measures';
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/consult';
import {
  TRANSITIONS,
  checkTransition,
  type OrderAction,
} from '../../src/shared/counselling/orderTransitions';
import { CONSENT_MESSAGES } from '../../src/shared/counselling/consentRules';
import { cstDate, slotKey, slotTime } from '../../src/shared/counselling/slotRule';
import {
  CRISIS_CONTACT_MESSAGES,
  hasEmergencyContact,
  type EmergencyContact,
} from '../../src/shared/counselling/crisisContact';
import { mentalStatusFrom } from './caseRecords';
import { orderConfigOf } from '../counselling/config';
import {
  closeOrder,
  offerFreedSlot,
  releaseSlot,
  sendSms,
  transitionOrder,
} from '../counselling/effects';
import { changeRow } from '../counselling/rows';
import { addCrisis } from '../counselling/crisis';
import { consentStanding } from '../counselling/consent';
import type { ConsultOrder } from '../counselling/types';
import { formatDateTime } from '../core/time';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { type RouteContext } from '../core/context';
import { ORDER_ACTION_CODES } from '../../src/shared/counselling/orderActionCodes';
import {
  conflict,
  idsOf,
  orderCaller,
  orderOf,
  orgExperts,
  tablesOf,
  type Caller,
} from '../counselling/access';
import { requirePermission } from '../core/guards';
import { checkCaseAnswers } from './caseRecordRoutes';
import { checkSlot } from '../schedule/scheduleSlots';
import { planFollowingMove, type SessionMove } from '../consult-entry/seriesRoutes';
import { laterSessions } from '../counselling/series';

/** The status update's body for one action. */
type StatusUpdate<A extends string> = Extract<
  Input<typeof C.updateConsultOrderStatus>,
  { action: A }
>;

interface Acting {
  caller: Caller;
  order: ConsultOrder;
  time: string;
}

/** Refuses unless the caller may take the action on the order now; the order and caller otherwise. */
function begin(
  ctx: RouteContext,
  action: OrderAction,
  body: { id: string; version: number },
  /** Staff acting for the visitor (the visitor's cancel: the mini-program is not ours). */
  side: 'admin' | 'visitor' = 'admin',
): Acting {
  const caller = orderCaller(ctx);
  const order = orderOf(ctx, caller, body.id);
  if (caller.actor === 'admin') requirePermission(ctx, ORDER_ACTION_CODES[action]);
  const verdict = checkTransition({
    action,
    actor: caller.actor === 'admin' && side === 'visitor' ? 'visitor' : caller.actor,
    status: order.status,
    seenVersion: body.version,
    version: order.version,
    now: ctx.now,
    startsAt: slotTime(order.appointDate, order.startTime),
  });
  if (!verdict.ok) throw fail(verdict.reason === 'actor' ? 10403 : 10409, verdict.msg);
  return { caller, order, time: formatDateTime(ctx.now) };
}

/** Moves the order on with `changes`: status, version, the timeline entry. */
function finish(
  ctx: RouteContext,
  action: OrderAction,
  acting: Acting,
  note = '',
  changes: Partial<ConsultOrder> = {},
) {
  const { order, caller, time } = acting;
  const moved = transitionOrder(
    tablesOf(ctx),
    order,
    action,
    { by: caller.name, time, note },
    changes,
  );
  return ok(
    { id: moved.id, status: moved.status, version: moved.version },
    `${TRANSITIONS[action].label}成功`,
  );
}

function notifyVisitor(
  ctx: RouteContext,
  order: ConsultOrder,
  template: string,
  content: string,
  time: string,
) {
  sendSms(idsOf(ctx), tablesOf(ctx), {
    orgId: order.orgId,
    mobile: order.mobile,
    bizType: 'consultOrder',
    template,
    content,
    time,
  });
}

/** 接单 {action 'accept', id, version} */
function accept(ctx: RouteContext, body: StatusUpdate<'accept'>) {
  const acting = begin(ctx, 'accept', body);
  const { order, time } = acting;
  notifyVisitor(
    ctx,
    order,
    'ORDER_ACCEPTED',
    `您预约的${order.appointDate} ${order.startTime}咨询已确认`,
    time,
  );
  const answer = finish(ctx, 'accept', acting, '', { acceptTime: time });
  // Confirmed: a plan that measures this session sends its measure (once per plan and session).
  measuresOnBooking(idsOf(ctx), tablesOf(ctx), order, time);
  return answer;
}

/** 拒单 {action 'decline', id, version, reason} */
function decline(ctx: RouteContext, body: StatusUpdate<'decline'>) {
  const acting = begin(ctx, 'decline', body);
  const close = { time: acting.time, reason: body.reason, by: 'expert' } as const;
  return finish(
    ctx,
    'decline',
    acting,
    body.reason,
    closeOrder(tablesOf(ctx), acting.order, close),
  );
}

/**
 * 取消订单 POST /server-platform/api/consult/cancel {id, version, reason, by?, scope?}: by 'visitor'
 * only up to cancelDeadlineHours before the start; scope 'following' on a series order cancels
 * the later live sessions of its series too (each checked as its own cancel first), freeing
 * every slot.
 */
function cancel(ctx: RouteContext, body: Input<typeof C.cancelConsultOrder>) {
  const side = body.by ?? 'admin';
  const acting = begin(ctx, 'cancel', body, side);
  const { order } = acting;
  const t = tablesOf(ctx);
  if (side === 'visitor') {
    const hours = orderConfigOf(t, order.orgId).cancelDeadlineHours;
    if (ctx.now > slotTime(order.appointDate, order.startTime) - hours * 3_600_000)
      throw conflict(`咨询开始前${hours}小时内，来访者不能取消订单`);
  }
  const later = body.scope === 'following' ? laterSessions(t, order) : [];
  // Each later session as its own cancel would be, before anything changes.
  const laterActing = later.map((row) => begin(ctx, 'cancel', row, side));
  const note = side === 'visitor' ? `来访者申请：${body.reason}` : body.reason;
  const closeOne = (one: Acting, oneNote: string) =>
    finish(
      ctx,
      'cancel',
      one,
      oneNote,
      closeOrder(t, one.order, { time: one.time, reason: body.reason, by: side }),
    );
  const answer = closeOne(acting, later.length > 0 ? `${note}（本次及之后）` : note);
  laterActing.forEach((one) => closeOne(one, `${note}（随第 ${order.seriesIndex} 次一并取消）`));
  if (later.length === 0) return answer;
  return ok(answer.data, `已取消本次及之后共${later.length + 1}次`);
}

/** Checks the new slot of a reschedule or referral, then moves the order's hold into it; the order's new fields. */
function move(
  ctx: RouteContext,
  acting: Acting,
  target: { expertId: string; appointDate: string; bucketId: string },
): Pick<ConsultOrder, 'expertId' | 'appointDate' | 'bucketId' | 'startTime' | 'endTime'> {
  const { order } = acting;
  const slot = checkSlot(
    tablesOf(ctx),
    {
      orgId: order.orgId,
      ...target,
      date: target.appointDate,
      cusUserId: order.cusUserId,
      movingOrderId: order.id,
    },
    ctx.now,
  );
  if ('refusal' in slot) throw conflict(slot.refusal);
  const freed = releaseSlot(tablesOf(ctx), order);
  const moved = {
    expertId: target.expertId,
    appointDate: target.appointDate,
    bucketId: slot.bucket.id,
    startTime: slot.bucket.start,
    endTime: slot.bucket.end,
  };
  tablesOf(ctx).slots.set(slotKey(moved.expertId, moved.appointDate, moved.bucketId), order.id);
  // The old slot goes to the waiting list once the new one is claimed (it may be the same one).
  if (freed && !tablesOf(ctx).slots.has(slotKey(order.expertId, order.appointDate, order.bucketId)))
    offerFreedSlot(tablesOf(ctx), order, acting.time);
  notifyVisitor(
    ctx,
    order,
    'ORDER_MOVED',
    `您的咨询已调整至${moved.appointDate} ${moved.startTime}`,
    acting.time,
  );
  return moved;
}

/** 改期 {action 'reschedule', id, version, appointDate, bucketId, scope?} */
function reschedule(ctx: RouteContext, body: StatusUpdate<'reschedule'>) {
  const acting = begin(ctx, 'reschedule', body);
  if (body.scope === 'following' && laterSessions(tablesOf(ctx), acting.order).length > 0)
    return rescheduleFollowing(ctx, acting, body);
  const old = `${acting.order.appointDate} ${acting.order.startTime}`;
  const moved = move(ctx, acting, {
    expertId: acting.order.expertId,
    appointDate: body.appointDate,
    bucketId: body.bucketId,
  });
  const note = `由${old}改至${body.appointDate} ${moved.startTime}`;
  return finish(ctx, 'reschedule', acting, note, moved);
}

/**
 * 改期 本次及之后: the order and every later live session of its series move together (planned
 * and checked in full by consultSeries.ts); the later ones keep their status (a 待接单 session
 * stays to be accepted at its new time). One SMS tells the visitor.
 */
function rescheduleFollowing(ctx: RouteContext, acting: Acting, body: StatusUpdate<'reschedule'>) {
  const t = tablesOf(ctx);
  const moves = planFollowingMove(ctx, acting.order, body);
  const freed = moves.map((one) => releaseSlot(t, one.order));
  const fields = (one: SessionMove) => ({
    appointDate: one.appointDate,
    bucketId: one.bucket.id,
    startTime: one.bucket.start,
    endTime: one.bucket.end,
  });
  moves.forEach((one) =>
    t.slots.set(slotKey(one.order.expertId, one.appointDate, one.bucket.id), one.order.id),
  );
  // The old slots no session took go to the waiting list, as a single 改期's does.
  moves.forEach((one, index) => {
    const { expertId, appointDate, bucketId } = one.order;
    if (freed[index] && !t.slots.has(slotKey(expertId, appointDate, bucketId)))
      offerFreedSlot(t, one.order, acting.time);
  });
  const noteOf = (one: SessionMove) =>
    `由${one.order.appointDate} ${one.order.startTime}改至${one.appointDate} ${one.bucket.start}（本次及之后）`;
  const [first, ...rest] = moves;
  for (const one of rest)
    changeRow(t.orders, one.order, {
      ...fields(one),
      version: one.order.version + 1,
      logs: [
        ...one.order.logs,
        {
          action: 'reschedule',
          from: one.order.status,
          to: one.order.status,
          by: acting.caller.name,
          time: acting.time,
          note: noteOf(one),
        },
      ],
    });
  notifyVisitor(
    ctx,
    acting.order,
    'SERIES_MOVED',
    `您的周期咨询自${first.appointDate}起调整至${first.bucket.start}，共${moves.length}次`,
    acting.time,
  );
  const answer = finish(ctx, 'reschedule', acting, noteOf(first), fields(first));
  return ok(answer.data, `已改期本次及之后共${moves.length}次`);
}

/** 转介 {action 'referral', id, version, expertId, appointDate, bucketId, reason} */
function referral(ctx: RouteContext, body: StatusUpdate<'referral'>) {
  const acting = begin(ctx, 'referral', body);
  if (body.expertId === acting.order.expertId) throw conflict('请选择其他咨询师');
  const expert = orgExperts(ctx, acting.order.orgId).find((row) => row.expertId === body.expertId);
  if (!expert || expert.profile?.expertType !== 0) throw conflict('该咨询师未与本机构合作');
  const moved = move(ctx, acting, body);
  return finish(ctx, 'referral', acting, `转介给${expert.name}：${body.reason}`, moved);
}

/**
 * The emergency contact 完成咨询 leaves on the order: the body's fields over the order's (an empty
 * one keeps the order's), and the timeline's note when the body brought a whole contact. A
 * crisis case without a whole one is refused (crisisContact.ts); a partial one on any other
 * case is not taken (the console sends the fields only for a crisis case).
 */
function completionContact(
  order: ConsultOrder,
  body: StatusUpdate<'complete'>,
  mentalStatus: number,
): { changes: EmergencyContact | Record<string, never>; note: string } {
  const contact: EmergencyContact = {
    emergencyName: body.emergencyName || order.emergencyName,
    emergencyRelation: body.emergencyRelation || order.emergencyRelation,
    emergencyMobile: body.emergencyMobile || order.emergencyMobile,
  };
  const complete = hasEmergencyContact(contact);
  if (mentalStatus === 2 && !complete) throw fail(10400, CRISIS_CONTACT_MESSAGES.crisisCase);
  const brought = body.emergencyName || body.emergencyRelation || body.emergencyMobile;
  if (!brought || !complete) return { changes: {}, note: '' };
  // Who the staff will call, never the number: the timeline is read by more people than the contact.
  return {
    changes: contact,
    note: `登记紧急联系人：${contact.emergencyName}（${contact.emergencyRelation}）`,
  };
}

/**
 * 完成咨询 {action 'complete', id, version, formId, answers, emergencyName?, emergencyRelation?,
 * emergencyMobile?}: the case record in the in-use case template; its risk level sets mentalStatus
 * (2 raises the crisis follow-up and needs an emergency contact). The visitor's first session
 * needs their consent to the version in force (10409).
 */
function complete(ctx: RouteContext, body: StatusUpdate<'complete'>) {
  const acting = begin(ctx, 'complete', body);
  const { order, time } = acting;
  const t = tablesOf(ctx);
  // The visitor's first session needs their consent to the version in force (consent.ts).
  const visitor = { id: order.cusUserId, orgId: order.orgId };
  if (consentStanding(t, visitor, cstDate(ctx.now), order.id).firstSessionNeedsConsent)
    throw conflict(CONSENT_MESSAGES.firstSession);
  const template = checkCaseAnswers(ctx, order, body, true);
  const mentalStatus = mentalStatusFrom(template.questionList, body.answers);
  const contact = completionContact(order, body, mentalStatus);
  const store = ctx.db.caseRecords;
  store.written.set(order.id, {
    orderId: order.id,
    formId: template.id,
    answers: body.answers,
    authorId: acting.caller.userId,
    writeTime: time,
    mentalStatus,
  });
  store.drafts.delete(order.id);
  const customer = t.cusUsers.get(order.cusUserId);
  if (customer) changeRow(t.cusUsers, customer, { mentalStatus });
  if (mentalStatus === 2) addCrisis(idsOf(ctx), t, order, time);
  return finish(ctx, 'complete', acting, contact.note, {
    ...contact.changes,
    mentalStatus,
    finishTime: time,
    formId: template.id,
  });
}

/** 确认完成 {action 'confirm', id, version} */
function confirm(ctx: RouteContext, body: StatusUpdate<'confirm'>) {
  const acting = begin(ctx, 'confirm', body);
  return finish(ctx, 'confirm', acting, '', { confirmTime: acting.time });
}

/** 爽约 {action 'breach', id, version} */
function breach(ctx: RouteContext, body: StatusUpdate<'breach'>) {
  const acting = begin(ctx, 'breach', body);
  return finish(ctx, 'breach', acting, '', { isBreakContract: 1, finishTime: acting.time });
}

/** 订单状态更新 POST /server-platform/api/consult/updateStatus {action, id, version, …the action's inputs} */
function updateStatus(ctx: RouteContext, body: Input<typeof C.updateConsultOrderStatus>) {
  switch (body.action) {
    case 'accept':
      return accept(ctx, body);
    case 'decline':
      return decline(ctx, body);
    case 'reschedule':
      return reschedule(ctx, body);
    case 'referral':
      return referral(ctx, body);
    case 'complete':
      return complete(ctx, body);
    case 'confirm':
      return confirm(ctx, body);
    case 'breach':
      return breach(ctx, body);
  }
}

export const consultTransitionRoutes = createRouter()
  .handle(C.updateConsultOrderStatus, updateStatus)
  .handle(C.cancelConsultOrder, cancel);
