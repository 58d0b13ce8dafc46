/**
 * Measurement-based care (测评追踪; docs/api/measures.md): the scored scales, a visitor's plans and
 * results, one result's answers (every view logged), and the visitor's submit.
 *
 * Who: the visitor's counsellors (an expert identity with an order of the visitor) and the
 * visitor's organisation (an identity with 来访者 06-01-06) read plans and scores; plans are written
 * and answers read by the counsellors and the organisation's administrators only. Anyone else
 * gets 10404 for the visitor, as a missing one; an organisation's staff who is no administrator
 * gets 10403 on a write or the answers.
 */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/measure';
import { answersProblem } from '../../src/shared/counselling/measureRules';
import { PERM } from '../../src/shared/session/permissions';
import {
  changeOf,
  MEASURE_SCALES,
  measureOutcomes as outcomesOf,
  measureScaleOf,
  measuresOnPlan,
  nextSessionOf,
  sessionsOf,
  storeMeasureResult,
} from '../counselling/measures';
import type { CusUser, MeasurePlan, MeasureResult } from '../counselling/types';
import { formatDateTime } from '../core/time';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { type RouteContext } from '../core/context';
import { expertName, idsOf, notFound, orgFor, tablesOf } from '../counselling/access';
import { currentAccount, requireIdentity, requirePermission } from '../core/guards';
import { staffCaller } from '../hotline/hotlineAccess';
import { ownOrg } from '../core/scope';

const MEASURE_MESSAGES = {
  unknownScale: '量表不存在',
  forbidden: '仅来访者的咨询师或机构管理员可以操作',
  login: '请先登录小程序',
  nPlan: '每 N 次咨询的间隔次数须在2-20之间',
  dates: '结束日期不能早于开始日期',
} as const;

interface MeasureCaller {
  userId: string;
  name: string;
  /** The visitor's counsellor, or an administrator of the visitor's organisation. */
  mayWrite: boolean;
}

/** The visitor and who is asking, 10404 unless the caller is a counsellor of theirs or their organisation's. */
function visitorFor(
  ctx: RouteContext,
  cusUserId: string,
): { customer: CusUser; caller: MeasureCaller } {
  const identity = requireIdentity(ctx);
  const account = currentAccount(ctx);
  const t = tablesOf(ctx);
  const customer = t.cusUsers.get(cusUserId);
  if (identity.userType === 2) {
    const counsellor =
      customer && sessionsOf(t, customer.id).some((order) => order.expertId === account.id);
    if (!customer || !counsellor) throw notFound();
    return { customer, caller: { userId: account.id, name: account.name, mayWrite: true } };
  }
  requirePermission(ctx, PERM.customers);
  if (!customer || customer.orgId !== ownOrg(ctx, identity).id) throw notFound();
  return {
    customer,
    caller: { userId: account.id, name: account.name, mayWrite: identity.userType === 1 },
  };
}

function writerFor(ctx: RouteContext, cusUserId: string) {
  const found = visitorFor(ctx, cusUserId);
  if (!found.caller.mayWrite) throw fail(10403, MEASURE_MESSAGES.forbidden);
  return found;
}

/** 计分量表 GET /server-platform/api/measure/scales */
function listMeasureScales(ctx: RouteContext) {
  const identity = requireIdentity(ctx);
  if (identity.userType !== 2) requirePermission(ctx, [PERM.customers, PERM.consultOrders]);
  return MEASURE_SCALES.map((scale) => ({
    id: scale.id,
    code: scale.code,
    name: scale.name,
    intro: scale.intro,
    itemCount: scale.items.length,
    minScore: scale.bands[0]?.from ?? 0,
    maxScore: scale.bands.at(-1)?.to ?? 0,
    scoring: scale.scoring.kind,
    bands: scale.bands.map((band) => ({ ...band })),
    criticalItems: scale.criticalItems.map((item) => item + 1),
    reliableChange: scale.reliableChange,
    items: scale.items.map((item) => item.title),
    options: scale.options.map((option) => ({ ...option })),
  }));
}

function planView(plan: MeasurePlan) {
  const scale = measureScaleOf(plan.formId);
  const { orgId: _orgId, ...fields } = plan;
  return { ...fields, scaleCode: scale?.code ?? '', scaleName: scale?.name ?? '' };
}

/** 测评计划 GET /server-platform/api/measure/plan/list ?cusUserId */
function listMeasurePlans(ctx: RouteContext, { cusUserId }: Input<typeof C.listMeasurePlans>) {
  const { customer } = visitorFor(ctx, cusUserId);
  return tablesOf(ctx)
    .measurePlans.filter((plan) => plan.cusUserId === customer.id)
    .map(planView);
}

/** 保存测评计划 POST /server-platform/api/measure/plan/save: a once plan sends now; the others for booked sessions they measure */
function saveMeasurePlan(ctx: RouteContext, body: Input<typeof C.saveMeasurePlan>) {
  const { customer, caller } = writerFor(ctx, body.cusUserId);
  if (!measureScaleOf(body.formId)) throw fail(10400, MEASURE_MESSAGES.unknownScale);
  const n = body.when === 'everyNSessions' ? body.n : 0;
  if (body.when === 'everyNSessions' && n < 2) throw fail(10400, MEASURE_MESSAGES.nPlan);
  if (body.to && body.to < body.from) throw fail(10400, MEASURE_MESSAGES.dates);
  const t = tablesOf(ctx);
  const found = body.id ? t.measurePlans.find((plan) => plan.id === body.id) : undefined;
  if (body.id && (!found || found.cusUserId !== customer.id)) throw notFound();
  const time = formatDateTime(ctx.now);
  const ids = idsOf(ctx);
  const plan: MeasurePlan = {
    id: found?.id ?? ids.next('measurePlan'),
    orgId: customer.orgId,
    cusUserId: customer.id,
    formId: body.formId,
    when: body.when,
    n,
    from: body.from,
    to: body.to,
    createBy: caller.name,
    createTime: found?.createTime ?? time,
  };
  if (found) t.measurePlans[t.measurePlans.indexOf(found)] = plan;
  else t.measurePlans.push(plan);
  const sentSms = measuresOnPlan(ids, t, plan, time);
  return ok(
    { id: plan.id, sentSms },
    sentSms > 0 ? `保存成功，已发送${sentSms}条测评短信` : '保存成功',
  );
}

/** 删除测评计划 POST /server-platform/api/measure/plan/delete {id} */
function deleteMeasurePlan(ctx: RouteContext, { id }: Input<typeof C.deleteMeasurePlan>) {
  const t = tablesOf(ctx);
  const plan = t.measurePlans.find((row) => row.id === id);
  if (!plan) throw notFound();
  writerFor(ctx, plan.cusUserId);
  t.measurePlans.splice(t.measurePlans.indexOf(plan), 1);
  return ok(null, '删除成功');
}

function resultView(ctx: RouteContext, result: MeasureResult) {
  const t = tablesOf(ctx);
  const scale = measureScaleOf(result.formId);
  const { change, verdict } = changeOf(t, result);
  const top = scale?.bands.at(-1);
  return {
    id: result.id,
    formId: result.formId,
    scaleCode: scale?.code ?? '',
    orderId: result.orderId,
    orderNo: t.orders.get(result.orderId)?.orderNo ?? '',
    score: result.score,
    band: result.band,
    topBand: top !== undefined && result.score >= top.from,
    criticalHit: result.criticalHit,
    change,
    verdict,
    submitTime: result.submitTime,
  };
}

/** 测评结果 GET /server-platform/api/measure/result/list ?cusUserId: results oldest first, and the sessions for the time axis */
function listMeasureResults(ctx: RouteContext, { cusUserId }: Input<typeof C.listMeasureResults>) {
  const { customer } = visitorFor(ctx, cusUserId);
  const t = tablesOf(ctx);
  return {
    results: t.measureResults
      .filter((row) => row.cusUserId === customer.id)
      .sort((a, b) => a.submitTime.localeCompare(b.submitTime))
      .map((row) => resultView(ctx, row)),
    sessions: sessionsOf(t, customer.id).map((order) => ({
      orderId: order.id,
      orderNo: order.orderNo,
      appointDate: order.appointDate,
      startTime: order.startTime,
      status: order.status,
    })),
  };
}

/** 测评作答 GET /server-platform/api/measure/result/detail ?id: the counsellors and administrators; every view logged */
function measureResultDetail(ctx: RouteContext, { id }: Input<typeof C.measureResultDetail>) {
  const t = tablesOf(ctx);
  const result = t.measureResults.find((row) => row.id === id);
  if (!result) throw notFound();
  const { customer, caller } = writerFor(ctx, result.cusUserId);
  const scale = measureScaleOf(result.formId);
  if (!scale) throw notFound();
  t.measureViews.push({
    resultId: result.id,
    cusUserId: customer.id,
    viewerId: caller.userId,
    viewerName: caller.name,
    account: currentAccount(ctx).username,
    time: formatDateTime(ctx.now),
  });
  return {
    ...resultView(ctx, result),
    scaleName: scale.name,
    visitorName: customer.name,
    answers: scale.items.map((item, index) => {
      const option = scale.options[result.answers[index]];
      return {
        item: item.title,
        answer: option?.label ?? '',
        score: option?.score ?? 0,
        critical: scale.criticalItems.includes(index),
      };
    }),
  };
}

/**
 * A visitor's measure, scored on arrival and stored against the visitor and the session it
 * precedes (the one named, else the next); refused with 10400 and nothing stored when the scale
 * is unknown or the answers do not fit it. The visitor call and the QA helper share it.
 */
export function submitMeasureFor(
  ctx: RouteContext,
  cusUserId: string,
  body: { formId: string; orderId?: string; answers: readonly number[] },
) {
  const t = tablesOf(ctx);
  const customer = t.cusUsers.get(cusUserId);
  if (!customer) throw fail(10404, '来访者不存在');
  const scale = measureScaleOf(body.formId);
  if (!scale) throw fail(10400, MEASURE_MESSAGES.unknownScale);
  const problem = answersProblem(scale, body.answers);
  if (problem) throw fail(10400, problem);
  const named = body.orderId ? t.orders.get(body.orderId) : undefined;
  if (body.orderId && (!named || named.cusUserId !== customer.id)) throw notFound();
  const order = named ?? nextSessionOf(t, customer.id);
  const { result, alert } = storeMeasureResult(idsOf(ctx), t, {
    customer,
    scale,
    order,
    answers: body.answers,
    time: formatDateTime(ctx.now),
  });
  return ok(
    { id: result.id, score: result.score, band: result.band, alert },
    '提交成功，感谢您的填写',
  );
}

/** 提交测评 POST /server-platform/api/measure/submit {formId, orderId?, answers} (visitor token) */
function submitMeasure(ctx: RouteContext, body: Input<typeof C.submitMeasure>) {
  const cusUserId = ctx.db.visitorTokens.get(ctx.req.headers.token ?? '');
  if (!cusUserId) throw fail(10001, MEASURE_MESSAGES.login);
  return submitMeasureFor(ctx, cusUserId, body);
}

/** 测评结局 GET /server-platform/api/measure/outcomes ?startDate&endDate (咨询统计 11-01-01) */
function measureOutcomes(ctx: RouteContext, query: Input<typeof C.measureOutcomes>) {
  const { orgId } = orgFor(ctx, PERM.consultStatistics);
  const { startDate, endDate } = query;
  if (startDate && endDate && endDate < startDate) throw fail(10400, MEASURE_MESSAGES.dates);
  const inRange = (time: string) =>
    (!startDate || time.slice(0, 10) >= startDate) && (!endDate || time.slice(0, 10) <= endDate);
  return outcomesOf(tablesOf(ctx), orgId, inRange, (id) => expertName(ctx, id));
}

/** 默认测评计划 GET /server-platform/api/measure/defaultPlan (订单设置 06-01-09) */
function getDefaultMeasurePlan(ctx: RouteContext) {
  const { orgId } = staffCaller(ctx, PERM.orderConfig);
  const items = tablesOf(ctx).measureDefaults.get(orgId) ?? [];
  return {
    items: items.map((item) => ({
      ...item,
      scaleCode: measureScaleOf(item.formId)?.code ?? '',
      scaleName: measureScaleOf(item.formId)?.name ?? '',
    })),
    scales: MEASURE_SCALES.map(({ id, code, name }) => ({ id, code, name })),
  };
}

/** 保存默认测评计划 POST /server-platform/api/measure/defaultPlan/save (订单设置的保存 06-01-09-01) */
function saveDefaultMeasurePlan(
  ctx: RouteContext,
  { items }: Input<typeof C.saveDefaultMeasurePlan>,
) {
  const { orgId } = staffCaller(ctx, PERM.orderConfigSave);
  if (items.some((item) => !measureScaleOf(item.formId)))
    throw fail(10400, MEASURE_MESSAGES.unknownScale);
  if (items.some((item) => item.when === 'everyNSessions' && item.n < 2))
    throw fail(10400, MEASURE_MESSAGES.nPlan);
  tablesOf(ctx).measureDefaults.set(
    orgId,
    items.map(({ formId, when, n }) => ({ formId, when, n: when === 'everyNSessions' ? n : 0 })),
  );
  return ok(null, '保存成功');
}

export const measureRoutes = createRouter()
  .handle(C.listMeasureScales, listMeasureScales)
  .handle(C.listMeasurePlans, listMeasurePlans)
  .handle(C.saveMeasurePlan, saveMeasurePlan)
  .handle(C.deleteMeasurePlan, deleteMeasurePlan)
  .handle(C.getDefaultMeasurePlan, getDefaultMeasurePlan)
  .handle(C.saveDefaultMeasurePlan, saveDefaultMeasurePlan)
  .handle(C.listMeasureResults, listMeasureResults)
  .handle(C.measureResultDetail, measureResultDetail)
  .handle(C.submitMeasure, submitMeasure)
  .handle(C.measureOutcomes, measureOutcomes);
