/**
 * A busy week for the bench and QA (issue 31: the calendar's week view of 20 counsellors with 400
 * orders renders with no main-thread task over 100 ms): next week (Monday to Sunday) of the main
 * QA organisation's first `experts` counsellors filled to `orders` orders, each a 待咨询 order
 * holding a free slot, spread over the counsellors and days as evenly as their schedules allow.
 */
import { addDays, cstDate, slotKey, workingBuckets } from '../../src/shared/counselling/slotRule';
import { formatDateTime, DAY_MS } from '../core/time';
import type { ConsultOrder } from '../counselling/types';
import { fail } from '../core/errors';
import { type RouteContext } from '../core/context';
import { idsOf, tablesOf } from '../counselling/access';

/** Monday of the week after the one holding `date`. */
function nextMonday(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, 7 - ((weekday + 6) % 7));
}

/** Fills next week; answers its Monday and how many orders the week of those counsellors holds. */
export function busyWeek(
  ctx: RouteContext,
  experts: number,
  orders: number,
): { monday: string; orders: number } {
  if (!(experts >= 1 && experts <= 25 && orders >= 0 && orders <= 1000))
    throw fail(10400, 'experts 取 1–25，orders 取 0–1000');
  const t = tablesOf(ctx);
  const orgId = ctx.db.qaOrgs.comprehensive;
  const counsellors = ctx.db.cooperApplies
    .filter(
      (apply) =>
        apply.orgId === orgId &&
        apply.status === 1 &&
        ctx.db.expertProfiles.get(apply.expertUserId)?.expertType === 0 &&
        t.schedules.get(apply.expertUserId)?.orgId === orgId,
    )
    .slice(0, experts)
    .map((apply) => apply.expertUserId);
  const model = [...t.orders.values()].find((order) => order.orgId === orgId && order.status === 1);
  const customers = [...t.cusUsers.values()].filter(
    (row) => row.orgId === orgId && row.archived === 0,
  );
  if (!model || customers.length === 0) throw fail(10404, '缺少待咨询订单或来访者');
  const monday = nextMonday(cstDate(ctx.now));
  const dates = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const wanted = new Set(counsellors);
  let held = [...t.orders.values()].filter(
    (order) =>
      wanted.has(order.expertId) && order.appointDate >= monday && order.appointDate <= dates[6],
  ).length;
  // Every open (counsellor, date, bucket) of the week, a bucket across the days before the next
  // one, taken round the counsellors: the orders spread over the days.
  const open = counsellors.map((expertId) => {
    const schedule = t.schedules.get(expertId);
    const set = schedule ? t.bucketSets.get(schedule.bucketSetId) : undefined;
    const working = new Map(
      dates.map((date) => {
        const override = t.overrides.find((row) => row.expertId === expertId && row.date === date);
        return [date, new Set(workingBuckets(schedule, override, date))];
      }),
    );
    return (set?.buckets ?? []).flatMap((bucket) =>
      dates
        .filter((date) => working.get(date)?.has(bucket.id))
        .filter((date) => !t.slots.has(slotKey(expertId, date, bucket.id)))
        .map((date) => ({ expertId, date, bucket })),
    );
  });
  const ids = idsOf(ctx);
  const time = formatDateTime(ctx.now - DAY_MS);
  for (let round = 0; held < orders && open.some((slots) => round < slots.length); round += 1) {
    for (const slots of open) {
      if (held >= orders) break;
      const slot = slots.at(round);
      if (!slot) continue;
      const customer = customers[held % customers.length];
      const id = ids.next('consultOrder');
      const order: ConsultOrder = {
        ...model,
        id,
        orderNo: `ZX${slot.date.replaceAll('-', '')}${id.slice(-6)}`,
        cusUserId: customer.id,
        expertId: slot.expertId,
        version: 2,
        visitorName: customer.name,
        sex: customer.sex,
        mobile: customer.mobile,
        appointDate: slot.date,
        bucketId: slot.bucket.id,
        startTime: slot.bucket.start,
        endTime: slot.bucket.end,
        mentalStatus: 0,
        createTime: time,
        acceptTime: time,
        finishTime: '',
        confirmTime: '',
        cancelTime: '',
        cancelReason: '',
        cancelBy: '',
        remark: '基准测试数据',
        logs: [
          { action: 'create', from: null, to: 0, by: customer.name, time, note: '' },
          { action: 'accept', from: 0, to: 1, by: '系统', time, note: '' },
        ],
      };
      t.orders.set(id, order);
      t.slots.set(slotKey(slot.expertId, slot.date, slot.bucket.id), id);
      held += 1;
    }
  }
  return { monday, orders: held };
}
