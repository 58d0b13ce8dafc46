/**
 * The visitor's chart (来访者档案): what the overview adds to the detail, and the timeline that
 * joins the visitor's orders, sessions, case records, follow-ups, hotline calls, recommendations
 * and remarks (docs/api/counselling.md).
 */
import type { Answer } from '../../src/shared/contract/call';
import type * as C from '../../src/shared/contract/cusUser';
import type { RiskSource, TimelineKind } from '../../src/shared/counselling/chartLabels';
import { isOverdue } from '../../src/shared/counselling/hotlineCodes';
import { MENTAL_STATUS_LABELS } from '../../src/shared/counselling/consultLabels';
import { CONSENT_HOW_LABELS } from '../../src/shared/counselling/consentRules';
import { MEASURE_WHEN_LABELS, measureLine } from '../../src/shared/counselling/measureRules';
import { TRANSITIONS } from '../../src/shared/counselling/orderTransitions';
import { PERM } from '../../src/shared/session/permissions';
import { maskMobile } from '../../src/shared/utils/format';
import { caseRecordOf } from '../consult/caseRecords';
import { seriesLabelOf } from '../counselling/series';
import type { HotlineCall } from '../counselling/hotline';
import { changeOf, measureRisk, measureScaleOf } from '../counselling/measures';
import type { ConsultOrder, CounsellingTables, CusUser, MentalStatus } from '../counselling/types';
import type { IdentityRow } from '../core/types';
import { formatDateTime } from '../core/time';
import { ordersOfVisitor } from '../counselling/visitorOrders';
import type { RouteContext } from '../core/context';
import { expertName, tablesOf } from '../counselling/access';
import { seedTemplate } from '../form-template/formSource';
import { supervises } from '../consult/supervisionRoutes';

type Detail = Answer<typeof C.cusUserDetail>;
type TimelineEvent = Answer<typeof C.cusUserTimeline>['events'][number];

/** The visitor's orders, oldest session first. */
const ordersOf = (ctx: RouteContext, customer: CusUser): ConsultOrder[] =>
  [...ordersOfVisitor(tablesOf(ctx), customer.id)].sort((a, b) =>
    `${a.appointDate} ${a.startTime}`.localeCompare(`${b.appointDate} ${b.startTime}`),
  );

/** A session happened: completed by the counsellor (待确认 or 已完成) and not a breach. */
const held = (order: ConsultOrder) =>
  (order.status === 2 || order.status === 3) && order.isBreakContract === 0;

interface RiskPoint {
  time: string;
  mentalStatus: MentalStatus;
  source: RiskSource;
  orderId: string;
  hotlineId: string;
  sourceNo: string;
}

/** Each assessment of the visitor's risk, then only those that changed it, newest first. */
function riskHistory(
  ctx: RouteContext,
  orders: ConsultOrder[],
  calls: HotlineCall[],
  customer: CusUser,
): RiskPoint[] {
  const t = tablesOf(ctx);
  const points: RiskPoint[] = [
    ...orders.filter(held).map((order) => ({
      time: order.finishTime,
      mentalStatus: order.mentalStatus,
      source: 'session' as const,
      orderId: order.id,
      hotlineId: '',
      sourceNo: order.orderNo,
    })),
    ...calls.map((call) => ({
      time: call.callStart,
      mentalStatus: call.mentalStatus,
      source: 'hotline' as const,
      orderId: '',
      hotlineId: call.id,
      sourceNo: call.hotlineNo,
    })),
    ...t.followUps
      .filter((followUp) => followUp.cusUserId === customer.id && followUp.status === 1)
      .map((followUp) => ({
        time: followUp.doneTime,
        mentalStatus: followUp.mentalStatus,
        source: 'followUp' as const,
        orderId: followUp.orderId,
        hotlineId: followUp.hotlineId ?? '',
        sourceNo:
          t.orders.get(followUp.orderId)?.orderNo ??
          t.hotlines.get(followUp.hotlineId ?? '')?.hotlineNo ??
          '',
      })),
    // a result that raised 测评预警 (measureRisk): from which measure the risk changed
    ...t.measureResults
      .filter((result) => result.cusUserId === customer.id)
      .flatMap((result) => {
        const risk = measureRisk(t, result);
        if (risk === undefined) return [];
        return [
          {
            time: result.submitTime,
            mentalStatus: risk,
            source: 'measure' as const,
            orderId: result.orderId,
            hotlineId: '',
            sourceNo: measureScaleOf(result.formId)?.code ?? '',
          },
        ];
      }),
  ]
    .filter((point) => point.time !== '')
    .sort((a, b) => a.time.localeCompare(b.time));
  const changes = points.filter(
    (point, index) => index === 0 || point.mentalStatus !== points[index - 1].mentalStatus,
  );
  return changes.reverse();
}

/** The overview's figures: emergency contact, risk history, counsellors, sessions, open to-dos. */
export function chartOverview(
  ctx: RouteContext,
  customer: CusUser,
  calls: HotlineCall[],
): Omit<Detail, keyof CusUser | 'age' | 'orders' | 'followUps' | 'hotlineCalls'> {
  const t = tablesOf(ctx);
  const orders = ordersOf(ctx, customer);
  const withContact = orders.findLast((order) => order.emergencyMobile !== '');
  const counsellors = new Map<string, number>();
  for (const order of orders)
    counsellors.set(order.expertId, (counsellors.get(order.expertId) ?? 0) + (held(order) ? 1 : 0));
  const bizIds = new Set([
    ...orders.map((order) => order.id),
    ...calls.map((call) => call.id),
    ...t.followUps.filter((row) => row.cusUserId === customer.id).map((row) => row.id),
  ]);
  const now = formatDateTime(ctx.now);
  return {
    emergencyContact: withContact
      ? {
          name: withContact.emergencyName,
          relation: withContact.emergencyRelation,
          mobile: maskMobile(withContact.emergencyMobile),
        }
      : null,
    riskHistory: riskHistory(ctx, orders, calls, customer),
    counsellors: [...counsellors].map(([expertId, sessions]) => ({
      expertId,
      name: expertName(ctx, expertId),
      sessions,
    })),
    sessions: {
      done: orders.filter(held).length,
      planned: orders.filter((order) => order.status === 0 || order.status === 1).length,
      missed: orders.filter((order) => order.isBreakContract === 1).length,
    },
    openTodos: t.todos
      .filter(
        (todo) => todo.status === 0 && todo.orgId === customer.orgId && bizIds.has(todo.bizId),
      )
      .sort((a, b) => a.dueTime.localeCompare(b.dueTime))
      .map((todo) => ({
        id: todo.id,
        type: todo.type,
        title: todo.title,
        dueTime: todo.dueTime,
        overdue: isOverdue(todo.status, todo.dueTime, now),
      })),
  };
}

/** May this identity read case records (as caseRecord.ts decides for staff)? */
const readsCaseRecords = (identity: IdentityRow) =>
  identity.userType === 1 || identity.btnCodes.includes(PERM.caseView);

const event = (
  time: string,
  kind: TimelineKind,
  title: string,
  detail: string,
  link: { orderId?: string; hotlineId?: string } = {},
): TimelineEvent => ({
  time,
  kind,
  title,
  detail,
  orderId: link.orderId ?? '',
  hotlineId: link.hotlineId ?? '',
});

function orderEvents(ctx: RouteContext, order: ConsultOrder, caseReader: boolean): TimelineEvent[] {
  const t = tablesOf(ctx);
  const link = { orderId: order.id };
  const series = seriesLabelOf(t, order);
  const slot = `${order.appointDate} ${order.startTime}，${expertName(ctx, order.expertId)}${series ? `，${series}` : ''}`;
  const events = order.logs.map((log) => {
    if (log.action === 'remark') return event(log.time, 'remark', '订单备注', log.note, link);
    if (log.action === 'complete')
      return event(
        log.time,
        'session',
        `完成咨询 ${order.orderNo}`,
        `${slot}；心理状态：${MENTAL_STATUS_LABELS[order.mentalStatus]}`,
        link,
      );
    const title =
      log.action === 'create'
        ? `创建订单 ${order.orderNo}`
        : log.action === 'revealContact'
          ? `紧急查看联系人 ${order.orderNo}`
          : `${TRANSITIONS[log.action].label} ${order.orderNo}`;
    return event(log.time, 'order', title, [slot, log.note].filter(Boolean).join('；'), link);
  });
  const record = caseReader
    ? caseRecordOf(ctx.db.caseRecords, order, seedTemplate(ctx.db, 'case'))
    : undefined;
  if (record)
    events.push(event(record.writeTime, 'caseRecord', '个案记录', `订单 ${order.orderNo}`, link));
  for (const recommendation of t.recommendations.filter((row) => row.orderId === order.id))
    events.push(
      event(
        recommendation.createTime,
        'recommendation',
        `推荐${recommendation.type === 'scale' ? '量表' : '咨询师'}：${recommendation.targetName}`,
        recommendation.reason,
        link,
      ),
    );
  return events;
}

/** Plans set and results submitted: scores and bands, which every chart reader sees (the answers stay behind their own call). */
function measureEvents(t: CounsellingTables, customer: CusUser): TimelineEvent[] {
  const events: TimelineEvent[] = [];
  for (const plan of t.measurePlans.filter((row) => row.cusUserId === customer.id)) {
    const scale = measureScaleOf(plan.formId);
    const when =
      plan.when === 'everyNSessions' ? `每 ${plan.n} 次咨询` : MEASURE_WHEN_LABELS[plan.when];
    events.push(
      event(
        plan.createTime,
        'measure',
        `设置测评计划：${scale?.code ?? ''}（${when}）`,
        plan.createBy,
      ),
    );
  }
  for (const result of t.measureResults.filter((row) => row.cusUserId === customer.id)) {
    const scale = measureScaleOf(result.formId);
    const { change } = changeOf(t, result);
    const line = measureLine({
      code: scale?.code ?? '',
      score: result.score,
      change,
      band: result.band,
    });
    events.push(
      event(
        result.submitTime,
        'measure',
        `完成测评 ${line}`,
        result.criticalHit ? '危急条目阳性' : '',
        { orderId: result.orderId },
      ),
    );
  }
  return events;
}

function consentEvents(t: CounsellingTables, customer: CusUser): TimelineEvent[] {
  return t.consentRecords
    .filter((row) => row.cusUserId === customer.id)
    .map((record) =>
      event(
        record.time,
        'consent',
        `知情同意 v${record.version}（${CONSENT_HOW_LABELS[record.how]}）`,
        `登记人：${record.recordedBy}`,
      ),
    );
}

/** Referrals made, and their result or closing. */
function referralEvents(ctx: RouteContext, customer: CusUser): TimelineEvent[] {
  const t = tablesOf(ctx);
  return [...ctx.db.casework.referrals.values()]
    .filter((row) => row.cusUserId === customer.id)
    .flatMap((referral) => {
      const partner = t.partners.get(referral.partnerId)?.name ?? '';
      const link = { orderId: referral.orderId };
      const made = event(
        referral.createTime,
        'referral',
        `外部转介：${partner}（${referral.urgency}）`,
        referral.reason,
        link,
      );
      if (referral.status === '待反馈') return [made];
      const done =
        referral.status === '已反馈'
          ? event(referral.doneTime, 'referral', `转介反馈：${partner}`, referral.result, link)
          : event(
              referral.doneTime,
              'referral',
              `转介关闭：${partner}`,
              referral.closeReason,
              link,
            );
      return [made, done];
    });
}

function supervisionEvents(ctx: RouteContext, customer: CusUser): TimelineEvent[] {
  const t = tablesOf(ctx);
  return [...ctx.db.casework.notes.values()]
    .filter((note) => note.cusUserId === customer.id)
    .map((note) =>
      event(
        note.time,
        'supervision',
        `督导记录（订单 ${t.orders.get(note.orderId)?.orderNo ?? ''}）`,
        `${note.replies.length} 条回复`,
        { orderId: note.orderId },
      ),
    );
}

/** 来访者档案时间线 GET /server-platform/api/cusUser/timeline ?id: every event, newest first */
export function chartTimeline(
  ctx: RouteContext,
  customer: CusUser,
  calls: HotlineCall[] | undefined,
  identity: IdentityRow,
): TimelineEvent[] {
  const t = tablesOf(ctx);
  const caseReader = readsCaseRecords(identity);
  const events = ordersOf(ctx, customer).flatMap((order) => orderEvents(ctx, order, caseReader));
  for (const followUp of t.followUps.filter((row) => row.cusUserId === customer.id)) {
    const link = { orderId: followUp.orderId, hotlineId: followUp.hotlineId };
    if (followUp.status === 0)
      events.push(event(followUp.planTime, 'followUp', '计划回访', followUp.nextAction, link));
    else
      events.push(
        event(
          followUp.doneTime,
          'followUp',
          followUp.status === 1 ? `回访（${followUp.method}）` : '回访：无法联系',
          [followUp.result, followUp.content].filter(Boolean).join('；'),
          link,
        ),
      );
  }
  for (const call of calls ?? [])
    events.push(
      event(
        call.callStart,
        'hotline',
        `热线来电 ${call.hotlineNo}（${call.callType}）`,
        [call.handling, call.summary].filter(Boolean).join('；'),
        { hotlineId: call.id, orderId: call.orderId },
      ),
    );
  events.push(
    ...measureEvents(t, customer),
    ...consentEvents(t, customer),
    ...referralEvents(ctx, customer),
    // that a case has supervision notes, for those who read them (never the text: that read is logged)
    ...(supervises(identity) ? supervisionEvents(ctx, customer) : []),
  );
  return events.filter((row) => row.time !== '').sort((a, b) => b.time.localeCompare(a.time));
}
