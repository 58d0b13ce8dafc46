/**
 * A crisis (mentalStatus 2, design "Crisis"), wherever it is assessed: at 完成咨询, on a hotline
 * call, or when a follow-up is recorded. One home for the 危机跟进 to-do and its SMS.
 */
import type { IdSource } from '../core/ids';
import { DAY_MS, formatDateTime } from '../core/time';
import { orderConfigOf } from './config';
import { sendSms } from './effects';
import type { HotlineCall } from './hotline';
import { addTodo, cstMs } from './hotlineEffects';
import type { ConsultOrder, CounsellingTables, Todo } from './types';

interface Crisis {
  orgId: string;
  bizType: Todo['bizType'];
  bizId: string;
  /** Who or what is in crisis, for the to-do's title. */
  subject: string;
  /** The SMS to the crisis mobiles. */
  notice: string;
  time: string;
  /** A seeded crisis already followed up. */
  done?: { by: string; time: string };
}

/** A 危机跟进 to-do due in 24 h for the organisation's administrators, and an SMS to each `crisisNotifyMobiles`. */
export function raiseCrisis(ids: IdSource, t: CounsellingTables, crisis: Crisis): Todo {
  const todo = addTodo(ids, t, {
    orgId: crisis.orgId,
    type: '危机跟进',
    bizType: crisis.bizType,
    bizId: crisis.bizId,
    title: `危机跟进：${crisis.subject}`,
    assignee: 'orgAdmins',
    priority: 2,
    time: crisis.time,
    dueMs: cstMs(crisis.time) + DAY_MS,
    ...(crisis.done ? { status: 1, doneBy: crisis.done.by, doneTime: crisis.done.time } : {}),
  });
  for (const mobile of orderConfigOf(t, crisis.orgId).crisisNotifyMobiles)
    sendSms(ids, t, {
      orgId: crisis.orgId,
      mobile,
      bizType: 'crisis',
      template: 'CRISIS_NOTIFY',
      content: crisis.notice,
      time: crisis.time,
    });
  return todo;
}

/** 完成咨询 with mentalStatus 2 (and the seed's crisis orders). */
export function addCrisis(
  ids: IdSource,
  t: CounsellingTables,
  order: ConsultOrder,
  time = order.finishTime,
  /** The seed's now: a seeded crisis of a confirmed order more than 3 days old is already done. */
  seedNow?: number,
): Todo {
  const at = cstMs(time);
  const closed =
    seedNow !== undefined &&
    at + 3 * DAY_MS < seedNow &&
    time === order.finishTime &&
    order.status === 3;
  return raiseCrisis(ids, t, {
    orgId: order.orgId,
    bizType: 'consultOrder',
    bizId: order.id,
    subject: `${order.visitorName}（${order.orderNo}）`,
    notice: `危机预警：来访者${order.visitorName}（订单${order.orderNo}）评估为危机，请在24小时内跟进`,
    time,
    done: closed ? { by: '系统管理员', time: formatDateTime(at + 2 * 3_600_000) } : undefined,
  });
}

/** A crisis call (suicideIntent ≥ 7 or mentalStatus 2). */
export function addHotlineCrisis(
  ids: IdSource,
  t: CounsellingTables,
  call: HotlineCall,
  time: string,
  done?: { by: string; time: string },
): Todo {
  return raiseCrisis(ids, t, {
    orgId: call.orgId,
    bizType: 'hotline',
    bizId: call.id,
    subject: `热线来电（${call.hotlineNo}）`,
    notice: `危机预警：热线来电${call.hotlineNo}评估为危机（自杀意念${call.suicideIntent}），请在24小时内跟进`,
    time,
    done,
  });
}
