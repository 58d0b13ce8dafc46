/** What an order event sets off besides the order itself: urge entries, crisis to-dos, SMS. */
import type { IdSource } from '../ids';
import { DAY_MS, formatDateTime } from '../time';
import { DEFAULT_ORDER_CONFIG } from './config';
import type { ConsultOrder, CounsellingTables } from './types';

/** An SMS the mock "sends": it lands in the SMS log. */
export function sendSms(
  ids: IdSource,
  t: CounsellingTables,
  sms: {
    orgId: string;
    mobile: string;
    bizType: string;
    template: string;
    content: string;
    time: string;
  },
) {
  t.smsLogs.push({
    id: ids.next('sms'),
    orgId: sms.orgId,
    mobile: sms.mobile,
    bizType: sms.bizType,
    template: sms.template,
    content: sms.content,
    status: '成功',
    failReason: '',
    createTime: sms.time,
  });
}

const URGE_TEXT: Record<0 | 1 | 2, (order: ConsultOrder) => string> = {
  0: (order) => `订单${order.orderNo}待接单，请及时处理`,
  1: (order) => `您预约的咨询将于${order.appointDate} ${order.startTime}开始，请准时参加`,
  2: (order) => `订单${order.orderNo}的咨询已结束，请确认完成`,
};

/** An urge entry (0 the expert to accept, 1 the visitor before the session, 2 the visitor to confirm) and its SMS. */
export function addUrge(
  ids: IdSource,
  t: CounsellingTables,
  order: ConsultOrder,
  operator: string,
  time = order.createTime,
  kind: 0 | 1 | 2 = 0,
  text = '',
) {
  const content = text || URGE_TEXT[kind](order);
  t.urgeLogs.push({
    id: ids.next('urge'),
    orderId: order.id,
    kind,
    target: kind === 0 ? 'expert' : 'visitor',
    channel: 'SMS',
    content,
    result: '已发送',
    operator,
    createTime: time,
  });
  const mobile = kind === 0 ? '' : order.mobile;
  sendSms(ids, t, {
    orgId: order.orgId,
    mobile,
    bizType: 'urge',
    template: `URGE_${kind}`,
    content,
    time,
  });
}

/** mentalStatus 2: a 危机跟进 to-do due in 24 h for the administrators, and SMS to the crisis mobiles. */
export function addCrisis(
  ids: IdSource,
  t: CounsellingTables,
  order: ConsultOrder,
  time = order.finishTime,
  /** The seed's now: a seeded crisis of a confirmed order more than 3 days old is already done. */
  seedNow?: number,
) {
  const at = Date.parse(`${time.replace(' ', 'T')}+08:00`);
  const closed =
    seedNow !== undefined &&
    at + 3 * DAY_MS < seedNow &&
    time === order.finishTime &&
    order.status === 3;
  t.todos.push({
    id: ids.next('todo'),
    orgId: order.orgId,
    type: '危机跟进',
    bizType: 'consultOrder',
    bizId: order.id,
    title: `危机跟进：${order.visitorName}（${order.orderNo}）`,
    assignee: 'orgAdmins',
    priority: 2,
    dueTime: formatDateTime(at + DAY_MS),
    status: closed ? 1 : 0,
    doneBy: closed ? '系统管理员' : '',
    doneTime: closed ? formatDateTime(at + 2 * 3_600_000) : '',
    createTime: time,
  });
  const config = t.configs.get(order.orgId) ?? DEFAULT_ORDER_CONFIG;
  for (const mobile of config.crisisNotifyMobiles)
    sendSms(ids, t, {
      orgId: order.orgId,
      mobile,
      bizType: 'crisis',
      template: 'CRISIS_NOTIFY',
      content: `危机预警：来访者${order.visitorName}（订单${order.orderNo}）评估为危机，请在24小时内跟进`,
      time,
    });
}
