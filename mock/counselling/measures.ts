/**
 * Measurement-based care (测评追踪; docs/api/measures.md): the scored scales the counselling side
 * tracks, the measure SMS a plan sends at its moment, and a submitted result scored on arrival with
 * its 测评预警. The scales live here, not in the assessment area's scale table, so no seeded scale,
 * id or answer there changes; their ids are fixed (97xxxx, apart from every counter's range).
 */
import {
  bandOf,
  changeVerdict,
  criticalHit,
  isTopBand,
  measureLine,
  measuresSession,
  scoreOf,
  type ScoredScale,
} from '../../src/shared/counselling/measureRules';
import { slotTime } from '../../src/shared/counselling/slotRule';
import { ordersOfVisitor } from './visitorOrders';
import type { IdSource } from '../core/ids';
import { DAY_MS, formatDate } from '../core/time';
import { sendSms } from './effects';
import { addTodo, cstMs } from './hotlineEffects';
import { changeRow } from './rows';
import type { ConsultOrder, CounsellingTables, CusUser, MeasurePlan, MeasureResult } from './types';

/** What PHQ-9 and GAD-7 share: the question (over the last two weeks, how often), its four answers, the sum as the score. */
const HOW_OFTEN_IN_TWO_WEEKS: Pick<ScoredScale, 'intro' | 'options' | 'scoring'> = {
  intro: '在过去两周里，您被以下问题困扰的频率有多少？',
  options: [
    { label: '完全不会', score: 0 },
    { label: '好几天', score: 1 },
    { label: '一半以上的天数', score: 2 },
    { label: '几乎每天', score: 3 },
  ],
  scoring: { kind: 'sum' },
};

const PHQ9_ITEMS = [
  '做事时提不起劲或没有兴趣',
  '感到心情低落、沮丧或绝望',
  '入睡困难、睡不安稳或睡眠过多',
  '感觉疲倦或没有活力',
  '食欲不振或吃太多',
  '觉得自己很糟，或觉得自己很失败，或让自己或家人失望',
  '对事物专注有困难，例如阅读报纸或看电视时',
  '动作或说话速度缓慢到别人已经察觉，或正好相反：烦躁或坐立不安、动来动去的情况更胜于平常',
  '有不如死掉或用某种方式伤害自己的念头',
];

const GAD7_ITEMS = [
  '感觉紧张、焦虑或急切',
  '不能够停止或控制担忧',
  '对各种各样的事情担忧过多',
  '很难放松下来',
  '由于不安而无法静坐',
  '变得容易烦恼或急躁',
  '感到似乎将有可怕的事情发生而害怕',
];

export const MEASURE_SCALES: readonly ScoredScale[] = [
  {
    id: '970001',
    code: 'PHQ-9',
    name: '抑郁症筛查量表 PHQ-9',
    ...HOW_OFTEN_IN_TWO_WEEKS,
    items: PHQ9_ITEMS.map((title) => ({ title })),
    bands: [
      { from: 0, to: 4, label: '无' },
      { from: 5, to: 9, label: '轻度' },
      { from: 10, to: 14, label: '中度' },
      { from: 15, to: 19, label: '中重度' },
      { from: 20, to: 27, label: '重度' },
    ],
    criticalItems: [8],
    reliableChange: 5,
  },
  {
    id: '970002',
    code: 'GAD-7',
    name: '广泛性焦虑量表 GAD-7',
    ...HOW_OFTEN_IN_TWO_WEEKS,
    items: GAD7_ITEMS.map((title) => ({ title })),
    bands: [
      { from: 0, to: 4, label: '无' },
      { from: 5, to: 9, label: '轻度' },
      { from: 10, to: 14, label: '中度' },
      { from: 15, to: 21, label: '重度' },
    ],
    criticalItems: [],
    reliableChange: 4,
  },
];

export const measureScaleOf = (formId: string): ScoredScale | undefined =>
  MEASURE_SCALES.find((scale) => scale.id === formId);

/** Orders that are (or will be) sessions: not 已取消. */
const isSession = (order: ConsultOrder) => order.status !== 4;

const startOf = (order: ConsultOrder) => slotTime(order.appointDate, order.startTime);

/** The visitor's sessions, earliest first. */
export function sessionsOf(t: CounsellingTables, cusUserId: string): ConsultOrder[] {
  return ordersOfVisitor(t, cusUserId)
    .filter(isSession)
    .sort((a, b) => startOf(a) - startOf(b) || Number(a.id) - Number(b.id));
}

/** The session a measure submitted now precedes: the visitor's earliest one not held yet (待接单, 待咨询). */
export function nextSessionOf(t: CounsellingTables, cusUserId: string): ConsultOrder | undefined {
  return sessionsOf(t, cusUserId).find((order) => order.status === 0 || order.status === 1);
}

const inWindow = (plan: MeasurePlan, date: string) =>
  date >= plan.from && (!plan.to || date <= plan.to);

/** The link the visitor's SMS carries (the mini-program's page). */
const measureLink = (plan: MeasurePlan) =>
  `https://m.xinli.example/measure?formId=${plan.formId}&cusUserId=${plan.cusUserId}`;

/** Sends the plan's measure to the visitor (an SMS with a link, in the SMS log) for a session or once. */
function sendMeasure(
  ids: IdSource,
  t: CounsellingTables,
  plan: MeasurePlan,
  customer: CusUser,
  order: ConsultOrder | undefined,
  time: string,
): boolean {
  const orderId = order?.id ?? '';
  if (t.measureSends.some((sent) => sent.planId === plan.id && sent.orderId === orderId))
    return false;
  const scale = measureScaleOf(plan.formId);
  const before = order ? `${order.appointDate} ${order.startTime}的咨询前` : '';
  sendSms(ids, t, {
    orgId: plan.orgId,
    mobile: customer.mobile,
    bizType: 'measure',
    template: 'MEASURE_INVITE',
    content: `${customer.name}您好，请在${before}完成${scale?.name ?? '测评'}：${measureLink(plan)}`,
    time,
  });
  t.measureSends.push({ planId: plan.id, orderId, smsId: t.smsLogs.at(-1)?.id ?? '', time });
  return true;
}

/** Who a plan made from the organisation's default says created it. */
export const DEFAULT_PLAN_AUTHOR = '机构默认测评计划';

/**
 * The visitor's first session booked while they have no plan: the organisation's default plan
 * (订单设置) becomes theirs from the session's date, and a once plan sends its measure for this
 * session (the others send in measuresOnBooking's loop). A visitor whose plans were all deleted
 * later is not given them again: only the first session counts. Returns the SMS sent.
 */
function defaultPlansOnBooking(
  ids: IdSource,
  t: CounsellingTables,
  customer: CusUser,
  order: ConsultOrder,
  time: string,
): number {
  const defaults = t.measureDefaults.get(customer.orgId) ?? [];
  if (defaults.length === 0 || t.measurePlans.some((plan) => plan.cusUserId === customer.id))
    return 0;
  if (sessionsOf(t, customer.id).some((row) => row.id !== order.id)) return 0;
  let sent = 0;
  for (const item of defaults) {
    const plan: MeasurePlan = {
      id: ids.next('measurePlan'),
      orgId: customer.orgId,
      cusUserId: customer.id,
      formId: item.formId,
      when: item.when,
      n: item.n,
      from: order.appointDate,
      to: '',
      createBy: DEFAULT_PLAN_AUTHOR,
      createTime: time,
    };
    t.measurePlans.push(plan);
    if (plan.when === 'once' && sendMeasure(ids, t, plan, customer, order, time)) sent += 1;
  }
  return sent;
}

/**
 * A session booked or confirmed: each plan of the visitor that measures it (before every session,
 * or every N sessions counted from the plan's start) sends its measure, once per plan and session.
 */
export function measuresOnBooking(
  ids: IdSource,
  t: CounsellingTables,
  order: ConsultOrder,
  time: string,
): number {
  const customer = t.cusUsers.get(order.cusUserId);
  if (!customer || !isSession(order)) return 0;
  let sent = defaultPlansOnBooking(ids, t, customer, order, time);
  for (const plan of t.measurePlans) {
    if (plan.cusUserId !== order.cusUserId || !inWindow(plan, order.appointDate)) continue;
    const counted = sessionsOf(t, order.cusUserId).filter((row) => row.appointDate >= plan.from);
    const k = counted.findIndex((row) => row.id === order.id) + 1;
    if (measuresSession(plan.when, plan.n, k) && sendMeasure(ids, t, plan, customer, order, time))
      sent += 1;
  }
  return sent;
}

/**
 * A plan saved: a once plan sends its measure now (for the next session, if one is booked); the
 * others send for the sessions already booked and still to be held that they measure.
 */
export function measuresOnPlan(
  ids: IdSource,
  t: CounsellingTables,
  plan: MeasurePlan,
  time: string,
): number {
  const customer = t.cusUsers.get(plan.cusUserId);
  if (!customer) return 0;
  if (plan.when === 'once')
    return sendMeasure(ids, t, plan, customer, nextSessionOf(t, plan.cusUserId), time) ? 1 : 0;
  return sessionsOf(t, plan.cusUserId)
    .filter((order) => order.status === 0 || order.status === 1)
    .reduce((sent, order) => sent + measuresOnBooking(ids, t, order, time), 0);
}

/** The visitor's first result on the scale (what a change is measured against). */
const firstResultOf = (t: CounsellingTables, cusUserId: string, formId: string) =>
  t.measureResults.find((row) => row.cusUserId === cusUserId && row.formId === formId);

/** A result's change against the visitor's first on its scale (null for the first itself). */
export function changeOf(t: CounsellingTables, result: MeasureResult) {
  const scale = measureScaleOf(result.formId);
  const first = firstResultOf(t, result.cusUserId, result.formId);
  if (!scale || !first || first.id === result.id) return { change: null, verdict: null };
  return {
    change: result.score - first.score,
    verdict: changeVerdict(first.score, result.score, scale.reliableChange),
  };
}

/** Why a result raises 测评预警 (empty: it does not). */
function alertReasons(scale: ScoredScale, result: MeasureResult, verdict: string | null) {
  return [
    isTopBand(scale.bands, result.score) ? '最高分段' : '',
    result.criticalHit ? '危急条目阳性' : '',
    verdict === 'deteriorated' ? '较首次可靠恶化' : '',
  ].filter(Boolean);
}

/**
 * The risk a result tells of, for the chart's risk history (issue 30 §1: a change of risk from a
 * session, a call or a measure): 危机 when the critical item was answered, 关注 when it raised
 * 测评预警 otherwise (top band or a reliable deterioration); none for a result that raised nothing.
 */
export function measureRisk(t: CounsellingTables, result: MeasureResult): 1 | 2 | undefined {
  const scale = measureScaleOf(result.formId);
  if (!scale) return undefined;
  if (result.criticalHit) return 2;
  return alertReasons(scale, result, changeOf(t, result).verdict).length > 0 ? 1 : undefined;
}

/**
 * Stores a submitted result, scored on arrival, against the visitor and the session it precedes;
 * a top-band score, a critical item or a reliable deterioration raises 测评预警 for the
 * counsellor and the administrators and marks that session's order.
 */
export function storeMeasureResult(
  ids: IdSource,
  t: CounsellingTables,
  input: {
    customer: CusUser;
    scale: ScoredScale;
    order: ConsultOrder | undefined;
    answers: readonly number[];
    time: string;
  },
): { result: MeasureResult; alert: boolean } {
  const { customer, scale, order, answers, time } = input;
  const score = scoreOf(scale, answers);
  const result: MeasureResult = {
    id: ids.next('measureResult'),
    orgId: customer.orgId,
    cusUserId: customer.id,
    formId: scale.id,
    orderId: order?.id ?? '',
    answers: [...answers],
    score,
    band: bandOf(scale.bands, score),
    criticalHit: criticalHit(scale, answers),
    submitTime: time,
  };
  t.measureResults.push(result);
  const { change, verdict } = changeOf(t, result);
  const reasons = alertReasons(scale, result, verdict);
  if (reasons.length === 0) return { result, alert: false };
  const line = measureLine({ code: scale.code, score, change, band: result.band });
  const text = `${line}，${reasons.join('、')}`;
  const counsellor =
    order?.expertId ??
    sessionsOf(t, customer.id).findLast((row) => row.orgId === customer.orgId)?.expertId;
  const todo = {
    orgId: customer.orgId,
    type: '测评预警' as const,
    bizType: 'cusUser' as const,
    bizId: customer.id,
    title: `测评预警：${customer.name}（${text}）`,
    priority: 2 as const,
    time,
    dueMs: cstMs(time) + DAY_MS,
  };
  addTodo(ids, t, { ...todo, assignee: 'orgAdmins' });
  if (counsellor) addTodo(ids, t, { ...todo, assignee: counsellor });
  if (order) changeRow(t.orders, order, { measureAlert: `测评预警：${text}` });
  return { result, alert: true };
}

/** The latest result per scale of the visitor, with its change: what the order and 完成咨询 show. */
export function latestMeasures(t: CounsellingTables, cusUserId: string) {
  return MEASURE_SCALES.flatMap((scale) => {
    const latest = t.measureResults.findLast(
      (row) => row.cusUserId === cusUserId && row.formId === scale.id,
    );
    if (!latest) return [];
    const { change } = changeOf(t, latest);
    return [
      {
        formId: scale.id,
        scaleCode: scale.code,
        score: latest.score,
        change,
        band: latest.band,
        submitTime: latest.submitTime,
        line: measureLine({ code: scale.code, score: latest.score, change, band: latest.band }),
      },
    ];
  });
}

/** Answers (option indexes) summing to `score` on the scale, critical items left at 0. */
function answersFor(scale: ScoredScale, score: number): number[] {
  let left = score;
  return scale.items.map((_, index) => {
    if (scale.criticalItems.includes(index)) return 0;
    const chosen = Math.min(3, left);
    left -= chosen;
    return chosen;
  });
}

const SEEDED_VISITORS = 40;

/**
 * Plans and results of a few visitors of the main organisation with completed sessions and
 * none with the QA expert (whose visitors the browser stories measure from scratch): a PHQ-9
 * plan before every session, and for every other visitor GAD-7 too; one result the evening
 * before each completed session, none of them raising 测评预警 (no to-dos, no SMS, so nothing
 * else in the seed changes). Runs last, on counters of its own.
 */
export function seedMeasures(
  ids: IdSource,
  t: CounsellingTables,
  input: { mainOrgId: string; qaExpertId: string },
) {
  const byVisitor = new Map<string, ConsultOrder[]>();
  for (const order of t.orders.values()) {
    if (order.orgId !== input.mainOrgId) continue;
    const list = byVisitor.get(order.cusUserId) ?? [];
    list.push(order);
    byVisitor.set(order.cusUserId, list);
  }
  let seeded = 0;
  for (const [cusUserId, orders] of byVisitor) {
    if (seeded >= SEEDED_VISITORS) break;
    const customer = t.cusUsers.get(cusUserId);
    if (!customer || orders.some((order) => order.expertId === input.qaExpertId)) continue;
    const done = orders
      .filter((order) => order.status === 3)
      .sort((a, b) => startOf(a) - startOf(b));
    if (done.length < 2) continue;
    const scales = seeded % 2 === 0 ? MEASURE_SCALES : MEASURE_SCALES.slice(0, 1);
    for (const scale of scales) {
      const first = done[0];
      t.measurePlans.push({
        id: ids.next('measurePlan'),
        orgId: customer.orgId,
        cusUserId,
        formId: scale.id,
        when: 'beforeEverySession',
        n: 0,
        from: first.appointDate,
        to: '',
        createBy: '系统导入',
        createTime: `${first.appointDate} 08:00:00`,
      });
      // 6-13 at first, then down by 0-2 a session: improving or unchanged, never raising an alert.
      const start = 6 + (seeded % 8);
      done.forEach((order, index) => {
        const score = Math.max(0, start - index * (seeded % 3));
        const answers = answersFor(scale, score);
        t.measureResults.push({
          id: ids.next('measureResult'),
          orgId: customer.orgId,
          cusUserId,
          formId: scale.id,
          orderId: order.id,
          answers,
          score: scoreOf(scale, answers),
          band: bandOf(scale.bands, scoreOf(scale, answers)),
          criticalHit: false,
          submitTime: `${formatDate(cstMs(`${order.appointDate} 00:00:00`) - DAY_MS)} 20:00:00`,
        });
      });
    }
    seeded += 1;
  }
}

type Verdict = 'improved' | 'unchanged' | 'deteriorated';

/**
 * A visitor's outcome over the results submitted in the range: per scale with at least two, the
 * reliable-change verdict of the last against the first; the visitor counts as deteriorated when
 * any scale did, else improved when any did, else unchanged. Undefined with fewer than two on
 * every scale. Their counsellor: the expert of the session their last result preceded (else
 * their latest session's).
 */
function visitorOutcome(
  t: CounsellingTables,
  results: readonly MeasureResult[],
): { verdict: Verdict; expertId: string } | undefined {
  const verdicts = MEASURE_SCALES.flatMap((scale) => {
    const own = results.filter((row) => row.formId === scale.id);
    const first = own[0];
    const last = own.at(-1);
    if (!first || !last || own.length < 2) return [];
    return [changeVerdict(first.score, last.score, scale.reliableChange)];
  });
  if (verdicts.length === 0) return undefined;
  const verdict: Verdict = verdicts.includes('deteriorated')
    ? 'deteriorated'
    : verdicts.includes('improved')
      ? 'improved'
      : 'unchanged';
  const last = results.at(-1);
  const expertId =
    t.orders.get(last?.orderId ?? '')?.expertId ??
    sessionsOf(t, last?.cusUserId ?? '').at(-1)?.expertId ??
    '';
  return { verdict, expertId };
}

const share = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

function outcomeRow(key: string, name: string, verdicts: readonly Verdict[]) {
  const count = (verdict: Verdict) => verdicts.filter((one) => one === verdict).length;
  const visitors = verdicts.length;
  return {
    key,
    name,
    visitors,
    improved: count('improved'),
    unchanged: count('unchanged'),
    deteriorated: count('deteriorated'),
    improvedRate: share(count('improved'), visitors),
    unchangedRate: share(count('unchanged'), visitors),
    deterioratedRate: share(count('deteriorated'), visitors),
  };
}

/** 测评结局 of an organisation's visitors, per counsellor (most visitors first) and in all. */
export function measureOutcomes(
  t: CounsellingTables,
  orgId: string,
  inRange: (submitTime: string) => boolean,
  expertName: (expertId: string) => string,
) {
  const byVisitor = new Map<string, MeasureResult[]>();
  for (const row of t.measureResults) {
    if (row.orgId !== orgId || !inRange(row.submitTime)) continue;
    const list = byVisitor.get(row.cusUserId) ?? [];
    list.push(row);
    byVisitor.set(row.cusUserId, list);
  }
  const byExpert = new Map<string, Verdict[]>();
  const all: Verdict[] = [];
  for (const results of byVisitor.values()) {
    const sorted = [...results].sort((a, b) => a.submitTime.localeCompare(b.submitTime));
    const outcome = visitorOutcome(t, sorted);
    if (!outcome) continue;
    all.push(outcome.verdict);
    byExpert.set(outcome.expertId, [...(byExpert.get(outcome.expertId) ?? []), outcome.verdict]);
  }
  const rows = [...byExpert]
    .map(([expertId, verdicts]) => outcomeRow(expertId, expertName(expertId) || '未知', verdicts))
    .sort((a, b) => b.visitors - a.visitors || a.key.localeCompare(b.key));
  return { rows, summary: outcomeRow('all', '合计', all) };
}
