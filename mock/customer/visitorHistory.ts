/**
 * A visitor with a long history, for the bench and QA (issue 30: the chart of a visitor with 30
 * sessions and 60 results opens in under a second): a new visitor of the main QA organisation
 * with weekly sessions held with expert01 up to last week, and PHQ-9 and GAD-7 results taken
 * before them, as the mini-program would have sent them.
 */
import { formatDate, formatDateTime, DAY_MS } from '../core/time';
import { MEASURE_SCALES, storeMeasureResult } from '../counselling/measures';
import type { ConsultOrder, CusUser } from '../counselling/types';
import { fail } from '../core/errors';
import { type RouteContext } from '../core/context';
import { idsOf, tablesOf } from '../counselling/access';

const WEEK_MS = 7 * DAY_MS;

/** Answers for a score near `target`, spread over the items (each 0–3). */
function answersNear(items: number, target: number): number[] {
  return Array.from({ length: items }, (_, index) =>
    Math.max(0, Math.min(3, Math.floor((target + index) / items))),
  );
}

/** Makes the visitor and answers their id; `sessions` ≤ 60 held sessions, `results` ≤ 120. */
export function visitorWithHistory(ctx: RouteContext, sessions: number, results: number): string {
  if (!(sessions >= 1 && sessions <= 60 && results >= 0 && results <= 120))
    throw fail(10400, 'sessions 取 1–60，results 取 0–120');
  const t = tablesOf(ctx);
  const ids = idsOf(ctx);
  const orgId = ctx.db.qaOrgs.comprehensive;
  const expert = [...ctx.db.accounts.values()].find((account) => account.username === 'expert01');
  // A held session of the organisation to take the fields no history needs to vary from.
  const model = [...t.orders.values()].find(
    (order) => order.orgId === orgId && order.status === 3 && order.isBreakContract === 0,
  );
  if (!expert || !model) throw fail(10404, '缺少 expert01 或已完成的订单');
  const now = ctx.now;
  const customer: CusUser = {
    id: ids.next('cusUser'),
    orgId,
    name: '史长程',
    sex: 1,
    birthday: '1990-03-12',
    mobile: `139${String(now).slice(-8)}`,
    deptId: '',
    source: '手动录入',
    createTime: formatDateTime(now - (sessions + 2) * WEEK_MS),
    lastConsultTime: formatDateTime(now - WEEK_MS),
    consultCount: sessions,
    mentalStatus: 1,
    archived: 0,
    archiveTime: '',
    archiveBy: '',
    remark: '长期来访（基准测试数据）',
  };
  t.cusUsers.set(customer.id, customer);
  const orders: ConsultOrder[] = [];
  for (let week = sessions; week >= 1; week -= 1) {
    const day = now - week * WEEK_MS;
    const id = ids.next('consultOrder');
    const start = `${formatDate(day)} ${model.startTime}:00`;
    const order: ConsultOrder = {
      ...model,
      id,
      orderNo: `ZX${formatDate(day - 3 * DAY_MS).replaceAll('-', '')}${id.slice(-6)}`,
      cusUserId: customer.id,
      expertId: expert.id,
      version: 3,
      visitorName: customer.name,
      sex: customer.sex,
      mobile: customer.mobile,
      appointDate: formatDate(day),
      mentalStatus: week % 7 === 0 ? 1 : 0,
      createTime: formatDateTime(day - 3 * DAY_MS),
      acceptTime: formatDateTime(day - 2 * DAY_MS),
      finishTime: formatDateTime(day + 60 * 60 * 1000),
      confirmTime: formatDateTime(day + DAY_MS),
      remark: '',
      logs: [
        {
          action: 'create',
          from: null,
          to: 0,
          by: customer.name,
          time: formatDateTime(day - 3 * DAY_MS),
          note: '',
        },
        {
          action: 'accept',
          from: 0,
          to: 1,
          by: expert.name,
          time: formatDateTime(day - 2 * DAY_MS),
          note: '',
        },
        { action: 'complete', from: 1, to: 2, by: expert.name, time: start, note: '' },
        {
          action: 'confirm',
          from: 2,
          to: 3,
          by: '系统',
          time: formatDateTime(day + DAY_MS),
          note: '',
        },
      ],
    };
    t.orders.set(id, order);
    orders.push(order);
  }
  // Results before the sessions, alternating the two scales, a worsening then a recovery.
  for (let index = 0; index < results; index += 1) {
    const scale = MEASURE_SCALES[index % MEASURE_SCALES.length];
    const order = orders[Math.floor((index / results) * orders.length)];
    const max = scale.bands.at(-1)?.to ?? 21;
    const progress = index / Math.max(1, results - 1);
    const target = Math.round(max * (0.3 + 0.4 * Math.sin(progress * Math.PI)));
    storeMeasureResult(ids, t, {
      customer,
      scale,
      order,
      answers: answersNear(scale.items.length, target),
      time: formatDateTime(
        Date.parse(`${order.appointDate}T00:00:00+08:00`) - DAY_MS + index * 60_000,
      ),
    });
  }
  return customer.id;
}
